import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@menudex/contract/entities';
import type { RuntimeConfig } from '@menudex/contract/runtime-config';
import { aRuntimeConfig } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signOut,
  type FakeRoute,
} from '../../../components/testing/render.tsx';
import { dispatch, sessionStore } from '../../../lib/session-store.ts';
import { closeSignIn, openSignIn } from '../../../lib/sign-in-modal.ts';
import { page } from '../utils/session.ts';
import { AuthMenu } from './auth-menu.tsx';

// No delay between keystrokes: the typing is not what these tests are about.
const user = userEvent.setup({ delay: null });

const RUNTIME: RuntimeConfig = aRuntimeConfig();

const PROFILE: Profile = {
  _id: 'u-1',
  name: 'Uma User',
  email: 'user@menudex.app',
  role: 'admin',
  emailVerified: true,
  hasPassword: true,
  likedItems: [],
  dislikedItems: [],
  favorites: [],
  businessesOwn: [],
};

function api(route: FakeRoute) {
  return fakeApi((request) => (request.path === '/config' ? { body: RUNTIME } : route(request)));
}

/** A session with a token in storage and the store, as after a sign-in and a reload. */
function withToken() {
  window.localStorage.setItem('token', JSON.stringify('tok-1'));
  dispatch({ type: 'AUTH', token: 'tok-1' });
}

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  signOut();
  closeSignIn();
  reload = vi.fn();
  page.reload = reload as unknown as () => void;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The machine running these is shared: allow for a slow render.
describe('AuthMenu', { timeout: 20_000 }, () => {
  it('shows Sign In to visitors, asks for no profile, and opens the modal on click', async () => {
    const calls = api(() => undefined);
    renderWithApp(<AuthMenu />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The modal is a lazily loaded chunk: slow to arrive on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: 'Sign Up' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/user/profile')).toBe(false);
  });

  it('opens the modal when another feature calls openSignIn()', async () => {
    api(() => undefined);
    renderWithApp(<AuthMenu />);
    act(() => openSignIn());
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('loads the profile at startup with the token, puts it in the store, and shows Profile and Logout', async () => {
    withToken();
    const calls = api((r) => (r.path === '/user/profile' ? { body: PROFILE } : undefined));
    renderWithApp(<AuthMenu />);
    await waitFor(() => expect(sessionStore.get().user).toEqual(PROFILE));
    expect(calls.filter((c) => c.path === '/user/profile')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    // Its avatar is a span: a button holds phrasing content only (the W3C checker's error).
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(account.querySelector('.MuiAvatar-root')?.tagName).toBe('SPAN');
    await user.click(account);
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('logs out from the menu: clears all local storage and reloads', async () => {
    withToken();
    window.localStorage.setItem('uniqueId', 'something');
    api((r) => (r.path === '/user/profile' ? { body: PROFILE } : undefined));
    renderWithApp(<AuthMenu />);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(window.localStorage.length).toBe(0);
    expect(sessionStore.get().auth.token).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("logs the user out when the profile call fails with 'jwt expired'", async () => {
    withToken();
    api((r) =>
      r.path === '/user/profile' ? { status: 401, body: { message: 'jwt expired' } } : undefined,
    );
    renderWithApp(<AuthMenu />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('logs the user out when the profile call answers 401 for another reason (an invalid token)', async () => {
    withToken();
    window.localStorage.setItem('uniqueId', 'something');
    api((r) =>
      r.path === '/user/profile'
        ? { status: 401, body: { message: 'Invalid session token' } }
        : undefined,
    );
    renderWithApp(<AuthMenu />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.localStorage.length).toBe(0);
    expect(sessionStore.get().auth.token).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps the session when the profile call cannot reach the server', async () => {
    withToken();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input.endsWith('/api/config')) return Response.json(RUNTIME);
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithApp(<AuthMenu />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/user/profile', expect.anything()));
    await new Promise((r) => setTimeout(r, 50));
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe(JSON.stringify('tok-1'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('ignores other profile errors and keeps the session', async () => {
    withToken();
    const calls = api((r) =>
      r.path === '/user/profile' ? { status: 500, body: { message: 'Down' } } : undefined,
    );
    renderWithApp(<AuthMenu />);
    await waitFor(() => expect(calls.some((c) => c.path === '/user/profile')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe(JSON.stringify('tok-1'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
