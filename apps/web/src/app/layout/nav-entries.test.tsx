import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { aProfile } from '../../components/testing/fixtures.ts';
import { signIn, signOut, testQueryClient } from '../../components/testing/render.tsx';
import { useNavEntries } from './nav-entries.ts';

afterEach(() => signOut());

function Entries() {
  return (
    <p>
      {useNavEntries()
        .map((e) => e.label)
        .join(', ')}
    </p>
  );
}

const renderEntries = (client = testQueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <Entries />
    </QueryClientProvider>,
  );

describe('navigation entries', () => {
  it('are The List and Businesses for visitors', () => {
    renderEntries();
    expect(screen.getByText('The List, Businesses')).toBeInTheDocument();
  });

  it('add My Business for admins only', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    renderEntries(client);
    expect(screen.getByText('The List, Businesses, My Business')).toBeInTheDocument();
  });
});
