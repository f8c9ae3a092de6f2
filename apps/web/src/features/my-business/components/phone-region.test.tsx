// The phone fields by the install's PHONE_REGION (GET /api/config): the specification's mask in a US
// install, the region's own writing elsewhere, with the server's message saying which numbers it takes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aRuntimeConfig } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { RUNTIME_CONFIG_QUERY_KEY } from '../../../lib/runtime-config.ts';
import { PhoneLookup } from './phone-lookup.tsx';

const VIETNAM = {
  currency: 'VND',
  priceLevels: [50000, 150000, 400000],
  phoneRegion: 'VN',
  phoneExample: '0912 345 678',
};

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

function setUp(place: typeof VIETNAM | undefined, route: Parameters<typeof fakeApi>[0]) {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const calls = fakeApi(route);
  const client = testQueryClient();
  client.setQueryData(RUNTIME_CONFIG_QUERY_KEY, aRuntimeConfig(place ? { place } : {}));
  signIn(client, aProfile({ role: 'admin' }));
  renderWithApp(<PhoneLookup />, { client });
  return { alert, calls, input: screen.getByLabelText('Number Input') };
}

describe('phone fields in a Vietnamese install', () => {
  it('take the number as Vietnam writes it, with the region example, and no US mask', async () => {
    const { input } = setUp(VIETNAM, () => undefined);
    expect(input).toHaveAttribute('placeholder', '0912 345 678');
    await userEvent.type(input, '028 3822 1234');
    expect(input).toHaveValue('028 3822 1234');
  });

  it('alert the server message naming the numbers it takes', async () => {
    const message =
      'Please enter a valid phone number from Vietnam, like 0912 345 678 (or + and the country code)';
    const { alert, input } = setUp(VIETNAM, ({ method }) =>
      method === 'POST' ? { status: 400, body: { message } } : undefined,
    );
    await userEvent.type(input, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
  });
});

describe('phone fields in a US install', () => {
  it('keep the specification mask (#00) 000-0000', async () => {
    const { input } = setUp(undefined, () => undefined);
    expect(input).toHaveAttribute('placeholder', '(408) 555-0100');
    await userEvent.type(input, '028 3822 1234');
    expect(input).toHaveValue('(283) 822-1234');
  });
});
