import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESHNESS_TEXTS } from '@menudex/contract/freshness';
import { aBusiness } from '../../../components/testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { businessQueryKey } from '../../../lib/business-query.ts';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { ConfirmListingPanel } from './confirm-listing-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Confirm everything is correct', () => {
  it('confirms the listing and puts the confirmed business in the page’s cache', async () => {
    const confirmed = aBusiness({
      _id: 'b-1',
      canEdit: true,
      verifiedAt: '2026-01-15T12:00:00.000Z',
      stale: false,
    });
    const calls = fakeApi((r) =>
      r.method === 'POST' && r.path === '/businesses/b-1/verify'
        ? { body: { business: confirmed } }
        : undefined,
    );
    const user = userEvent.setup();
    const { client } = renderWithApp(
      <ConfirmListingPanel business={{ _id: 'b-1', verifiedAt: null, stale: true }} />,
    );
    expect(screen.getByText(/Nobody has confirmed this listing yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm everything is correct' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FRESHNESS_TEXTS.verified);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(client.getQueryData(businessQueryKey('b-1'))).toEqual(confirmed);
  });

  it('shows the server’s refusal', async () => {
    fakeApi(() => ({ status: 403, body: { message: 'You are not allowed to do this' } }));
    const user = userEvent.setup();
    renderWithApp(
      <ConfirmListingPanel
        business={{ _id: 'b-1', verifiedAt: '2025-01-02T00:00:00.000Z', stale: true }}
      />,
    );
    expect(screen.getByText(/Last confirmed Jan 2, 2025/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm everything is correct' }));
    expect(await screen.findByText('You are not allowed to do this')).toBeVisible();
  });
});

describe('Confirm everything is correct, in Vietnamese', () => {
  it('says when the listing was confirmed the Vietnamese way, and confirms it', async () => {
    const confirmed = aBusiness({ _id: 'b-1', canEdit: true, verifiedAt: null, stale: false });
    fakeApi((r) =>
      r.method === 'POST' && r.path === '/businesses/b-1/verify'
        ? { body: { business: confirmed } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(
      <LocaleProvider locale="vi">
        <ConfirmListingPanel
          business={{ _id: 'b-1', verifiedAt: '2025-01-02T00:00:00.000Z', stale: true }}
        />
      </LocaleProvider>,
    );
    expect(await screen.findByText(/Xác nhận lần cuối ngày 2 thg 1, 2025\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Xác nhận mọi thông tin đều đúng' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cảm ơn bạn: thông tin quán đã được xác nhận là đúng hôm nay',
    );
  });
});
