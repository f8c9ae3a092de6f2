import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, aProfile } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { PhoneLookup } from './phone-lookup.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

function setUp(route: Parameters<typeof fakeApi>[0] = () => undefined) {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const calls = fakeApi(route);
  const client = testQueryClient();
  signIn(client, aProfile({ role: 'admin' }));
  renderWithApp(<PhoneLookup />, { client });
  return { alert, calls, client, input: screen.getByLabelText('Number Input') };
}

describe('Phone Number Look up', () => {
  it("alerts 'Please enter a phone number' for Search and Create with no number", async () => {
    const { alert, calls } = setUp();
    expect(screen.getByRole('heading', { name: 'Phone Number Look up' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search by phone number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(alert.mock.calls).toEqual([
      ['Please enter a phone number'],
      ['Please enter a phone number'],
    ]);
    expect(calls).toEqual([]);
  });

  it("names its Search button apart from the top bar's Search, keeping the visible word first", () => {
    setUp();
    const button = screen.getByRole('button', { name: 'Search by phone number' });
    expect(button).toHaveTextContent(/^Search$/);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });

  it('masks the number as (#00) 000-0000: digits only, the first one 1 to 9', async () => {
    const { input } = setUp();
    await userEvent.type(input, '0a4085550100999');
    expect(input).toHaveValue('(408) 555-0100');
  });

  it('sends the digits of the phone, makes the business found the managed one (FETCH_BUSINESS_BY_PHONE) and caches it', async () => {
    const found = aBusiness({ _id: 'b-7', name: 'Found' });
    const { input, calls, client } = setUp(({ path }) =>
      path === '/businesses/phone/4085550100' ? { body: { business: [found] } } : undefined,
    );
    await userEvent.type(input, '4085550100{Enter}');
    await waitFor(() => expect(sessionStore.get().business?._id).toBe('b-7'));
    expect(client.getQueryData(['business', 'b-7'])).toEqual(found);
    expect(calls[0]?.method).toBe('GET');
  });

  it("alerts the server's message when no business has the number", async () => {
    const { input, alert } = setUp(() => ({
      status: 404,
      body: { message: 'No business with that phone number' },
    }));
    await userEvent.type(input, '4085550199');
    await userEvent.click(screen.getByRole('button', { name: 'Search by phone number' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('No business with that phone number'));
    expect(sessionStore.get().business).toBeNull();
  });

  it('creates a business with the number as displayPhone (CREATE_NEW_BUSINESS)', async () => {
    const created = aBusiness({ _id: 'b-new', name: '' });
    const { input, calls } = setUp(({ path, method }) =>
      method === 'POST' && path === '/businesses/'
        ? { status: 201, body: { business: created } }
        : undefined,
    );
    await userEvent.type(input, '4085550999');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sessionStore.get().business?._id).toBe('b-new'));
    expect(calls[0]?.body).toEqual({ displayPhone: '(408) 555-0999' });
  });

  it("alerts the server's message when the number is taken", async () => {
    const { input, alert } = setUp(() => ({
      status: 409,
      body: { message: 'A business with this phone number already exists' },
    }));
    await userEvent.type(input, '4085550100');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('A business with this phone number already exists'),
    );
  });
});
