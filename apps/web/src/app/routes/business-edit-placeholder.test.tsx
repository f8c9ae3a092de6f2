// The owner's business page while the owner tools (a lazy chunk) are still on their way.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, aProfile } from '../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../components/testing/render.tsx';
import { BusinessRoute } from './business.tsx';

// The owner tools never arrive in this file: what shows meanwhile is under test.
vi.mock(
  '../../features/my-business/components/business-edit-mode.tsx',
  () => new Promise(() => {}),
);

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('BusinessRoute before the owner tools arrive', () => {
  it("shows the owner's Editing and Save (disabled, busy) from the first paint of the business", async () => {
    const business = aBusiness({ _id: 'b-1', name: 'Mine', canEdit: true });
    fakeApi(({ path }) => (path === '/businesses/b-1' ? { body: { business } } : undefined));
    const client = testQueryClient();
    signIn(client, aProfile());
    renderWithApp(<BusinessRoute />, { client, path: '/businesses/b-1', route: '/businesses/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editing' })).toBeDisabled();
    expect(screen.getByTestId('edit-controls-placeholder')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows visitors no owner controls at all', async () => {
    const business = aBusiness({ _id: 'b-2', name: 'Theirs', canEdit: false });
    fakeApi(({ path }) => (path === '/businesses/b-2' ? { body: { business } } : undefined));
    renderWithApp(<BusinessRoute />, { path: '/businesses/b-2', route: '/businesses/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Theirs' })).toBeInTheDocument();
    expect(screen.queryByTestId('edit-controls-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editing' })).not.toBeInTheDocument();
  });
});
