import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aProfile } from '../../../components/testing/fixtures.ts';
import {
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { MyBusinessGate } from './my-business-gate.tsx';

afterEach(() => signOut());

describe('MyBusinessGate', () => {
  it("tells anonymous visitors 'Please Login As Admin to Access', with Sign In, under the page's title", () => {
    renderWithApp(<MyBusinessGate />);
    expect(screen.getByText('Please Login As Admin to Access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.title).toBe('My Business · Menudex');
  });

  it('tells signed-in users who are not admins the same', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'user' }));
    renderWithApp(<MyBusinessGate />, { client });
    expect(screen.getByText('Please Login As Admin to Access')).toBeInTheDocument();
  });

  it('lets admins through to the management screen', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    renderWithApp(
      <MyBusinessGate>
        <p>Phone Number Look up</p>
      </MyBusinessGate>,
      { client },
    );
    expect(screen.getByText('Phone Number Look up')).toBeInTheDocument();
    expect(screen.queryByText('Please Login As Admin to Access')).not.toBeInTheDocument();
  });
});
