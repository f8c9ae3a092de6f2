// /my-business/imports is for admins: visitors and other users see the admin gate's refusal (and ask
// nothing of the imports API); an admin sees the form, the licence note and the recent imports.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { ImportsPage } from './imports-page.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('the Imports page', () => {
  it('tells a visitor to sign in as an admin, and asks nothing of the imports API', () => {
    const calls = fakeApi(() => undefined);
    renderWithApp(<ImportsPage />);
    expect(screen.getByText('Please Login As Admin to Access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/imports'))).toEqual([]);
  });

  it('refuses a signed-in user who is not an admin', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'user' }));
    const calls = fakeApi(() => undefined);
    renderWithApp(<ImportsPage />, { client });
    expect(screen.getByText('Please Login As Admin to Access')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Import a file' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/imports'))).toEqual([]);
  });

  it('shows an admin the form, the OpenStreetMap licence duty and the recent imports', async () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    fakeApi(({ path }) => (path === '/imports' ? { body: { imports: [] } } : undefined));
    renderWithApp(<ImportsPage />, { client });
    expect(screen.getByRole('heading', { level: 1, name: 'Imports' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Import a file' })).toBeInTheDocument();
    const licence = screen.getByTestId('import-licence');
    expect(licence).toHaveTextContent('Open Database License (ODbL)');
    expect(screen.getByRole('link', { name: 'openstreetmap.org/copyright' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
    expect(document.title).toBe('Imports · Menudex');
  });
});
