import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_TEXTS } from '@menudex/contract/claims';
import { aBusinessSummary, aProfile } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { isSignInOpen } from '../../../lib/sign-in-modal.ts';
import { ClaimBusinessButton } from './claim-business-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const business = aBusinessSummary({ _id: 'b-1', name: 'Phở Hòa' });

describe('Claim this business', () => {
  it('sends the message and says that a link went to the business', async () => {
    const calls = fakeApi((r) =>
      r.method === 'POST' && r.path === '/businesses/b-1/claims'
        ? {
            status: 201,
            body: {
              claim: {
                _id: 'c-1',
                status: 'pending',
                businessId: 'b-1',
                businessName: 'Phở Hòa',
                userId: 'u-1',
                userName: 'Ann',
                message: 'I am the chef',
                via: 'mail',
                createdAt: '2026-01-15T12:00:00.000Z',
                resolvedAt: null,
                note: '',
              },
              message: CLAIM_TEXTS.mailed,
            },
          }
        : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile());
    const user = userEvent.setup();
    renderWithApp(<ClaimBusinessButton business={business} />, { client });
    await user.click(screen.getByRole('button', { name: 'Claim this business' }));
    await user.type(await screen.findByLabelText(/How are you connected/), 'I am the chef');
    await user.click(screen.getByRole('button', { name: 'Send claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CLAIM_TEXTS.mailed);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'I am the chef' });
  });

  it('shows the server’s refusal in the dialog', async () => {
    fakeApi((r) =>
      r.method === 'POST'
        ? { status: 403, body: { message: CLAIM_TEXTS.verifyEmailFirst } }
        : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile());
    const user = userEvent.setup();
    renderWithApp(<ClaimBusinessButton business={business} />, { client });
    await user.click(screen.getByRole('button', { name: 'Claim this business' }));
    await user.click(await screen.findByRole('button', { name: 'Send claim' }));
    expect(await screen.findByText(CLAIM_TEXTS.verifyEmailFirst)).toBeVisible();
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const user = userEvent.setup();
    renderWithApp(<ClaimBusinessButton business={business} />);
    await user.click(screen.getByRole('button', { name: 'Claim this business' }));
    expect(isSignInOpen()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered on a business its owner manages', () => {
    renderWithApp(<ClaimBusinessButton business={{ ...business, managedByOwner: true }} />);
    expect(screen.queryByRole('button', { name: 'Claim this business' })).toBeNull();
  });
});
