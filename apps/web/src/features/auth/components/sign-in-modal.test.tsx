import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@menudex/contract/runtime-config';
import {
  fakeApi,
  renderWithApp,
  signOut,
  type FakeRoute,
} from '../../../components/testing/render.tsx';
import { mediaWidths } from '../../../components/testing/media-widths.ts';
import { ACCOUNT_EN } from '@menudex/contract/i18n/areas/account-en';
import { USER_TEXTS } from '@menudex/contract/user';
import {
  FACEBOOK_SCRIPT,
  GOOGLE_SCRIPT,
  resetSdksForTests,
  type FacebookSdk,
  type GoogleIdentity,
} from '../utils/identity-sdks.ts';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { page } from '../utils/session.ts';
import { SignInModal } from './sign-in-modal.tsx';

// No delay between keystrokes: the typing is not what these tests are about.
const user = userEvent.setup({ delay: null });

const USER = { _id: 'u-1', name: 'Ann', email: 'ann@example.com', role: 'user' as const };

function config(
  providers: { google?: boolean; facebook?: boolean; mail?: boolean } = {},
): RuntimeConfig {
  return {
    contactEmail: 'hello@menudex.app',
    publicUrl: null,
    auth: {
      google: {
        enabled: Boolean(providers.google),
        clientId: providers.google ? 'client-1' : null,
      },
      facebook: {
        enabled: Boolean(providers.facebook),
        appId: providers.facebook ? 'app-1' : null,
      },
      email: { enabled: true, mail: Boolean(providers.mail) },
    },
    ai: { enabled: false },
    map: {
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    },
    defaultTimeZone: 'America/Los_Angeles',
    place: {
      currency: 'USD',
      priceLevels: [15, 30, 60],
      phoneRegion: 'US',
      phoneExample: '(415) 555-0100',
    },
  };
}

function api(runtime: RuntimeConfig, route: FakeRoute = () => undefined) {
  return fakeApi((request) => (request.path === '/config' ? { body: runtime } : route(request)));
}

const script = (src: string) =>
  document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

async function scriptAdded(src: string): Promise<HTMLScriptElement> {
  await waitFor(() => expect(script(src)).not.toBeNull());
  return script(src) as HTMLScriptElement;
}

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  signOut();
  resetSdksForTests();
  reload = vi.fn();
  page.reload = reload as unknown as () => void;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.google;
  delete window.FB;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** One paste per field: typing key by key re-renders the dialog per character and is slow in jsdom. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const open = () => renderWithApp(<SignInModal open onClose={() => {}} />);

// The machine running these is shared: allow for a slow render.
describe('SignInModal', { timeout: 20_000 }, () => {
  it('shows the title, User Name, Email Address, Password, Sign Up and the sign-in link; no providers when none is configured', async () => {
    const calls = api(config());
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(within(dialog).getByLabelText(/User Name/)).toBeRequired();
    expect(within(dialog).getByLabelText(/Email Address/)).toBeRequired();
    expect(within(dialog).getByLabelText(/Password/)).toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Already have an account? Sign in' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/config')).toBe(true));
    expect(within(dialog).queryByText('Continue with Facebook')).toBeNull();
    expect(within(dialog).queryByText('or')).toBeNull();
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(script(GOOGLE_SCRIPT)).toBeNull();
    expect(script(FACEBOOK_SCRIPT)).toBeNull();
  });

  it('is 500 px wide, 60vw below 900 px and 80vw below 700 px (900 and 700 px themselves not included)', async () => {
    api(config());
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(getComputedStyle(dialog).width).toBe('500px');
    expect(mediaWidths(dialog)).toEqual({
      '(max-width: 899.98px)': '60vw',
      '(max-width: 699.98px)': '80vw',
    });
  });

  it('switches to Sign In (no name field) and back to Sign Up', async () => {
    api(config());
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Already have an account? Sign in' }),
    );
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/User Name/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText(/User Name/)).toBeInTheDocument();
  });

  it('signs up for real: posts the form, keeps the token as JSON text under token, says where the confirmation mail went, and reloads on Continue', async () => {
    const calls = api(config({ mail: true }), (r) =>
      r.method === 'POST' && r.path === '/user/signup'
        ? { status: 201, body: { user: USER, token: 'tok-1' } }
        : undefined,
    );
    open();
    await fill(await screen.findByLabelText(/User Name/), 'Ann');
    await fill(screen.getByLabelText(/Email Address/), ' Ann@Example.com');
    await fill(screen.getByLabelText(/Password/), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const done = await screen.findByRole('dialog', { name: "You're signed in" });
    expect(calls.find((c) => c.path === '/user/signup')?.body).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'a good password',
    });
    // Signed in already: the token is stored before the confirmation is read.
    expect(window.localStorage.getItem('token')).toBe(JSON.stringify('tok-1'));
    expect(done).toHaveAccessibleDescription(
      /We sent an e-mail to ann@example\.com with a link to confirm your address/,
    );
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(done).getByRole('button', { name: 'Continue' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after sign-up on a demo server that logs its mail, says the link is in the log, not sent', async () => {
    const runtime = config({ mail: true });
    runtime.auth.email.delivery = 'log';
    api(runtime, (r) =>
      r.path === '/user/signup' ? { status: 201, body: { user: USER, token: 'tok-3' } } : undefined,
    );
    open();
    await fill(await screen.findByLabelText(/User Name/), 'Ann');
    await fill(screen.getByLabelText(/Email Address/), 'ann@example.com');
    await fill(screen.getByLabelText(/Password/), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const done = await screen.findByRole('dialog', { name: "You're signed in" });
    expect(done).toHaveAccessibleDescription(
      /writes its mail to its own log instead of sending it/,
    );
    expect(within(done).queryByText(/We sent/)).toBeNull();
  });

  it('after sign-up on a server without mail, says no confirmation is coming; closing the dialog reloads signed in', async () => {
    api(config({ mail: false }), (r) =>
      r.path === '/user/signup' ? { status: 201, body: { user: USER, token: 'tok-2' } } : undefined,
    );
    open();
    await fill(await screen.findByLabelText(/User Name/), 'Ann');
    await fill(screen.getByLabelText(/Email Address/), 'ann@example.com');
    await fill(screen.getByLabelText(/Password/), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const done = await screen.findByRole('dialog', { name: "You're signed in" });
    expect(done).toHaveAccessibleDescription(/This server sends no e-mail/);
    expect(within(done).queryByText(/We sent/)).toBeNull();
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('token')).toBe(JSON.stringify('tok-2'));
  });

  it('shows the field messages of the shared rules and sends nothing for a short password', async () => {
    const calls = api(config());
    open();
    await fill(await screen.findByLabelText(/User Name/), 'Ann');
    await fill(screen.getByLabelText(/Email Address/), 'not-an-email');
    await fill(screen.getByLabelText(/Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/user/'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs in and shows the server message in the modal when the password is wrong', async () => {
    const calls = api(config(), (r) =>
      r.path === '/user/login'
        ? { status: 401, body: { message: 'Wrong e-mail or password' } }
        : undefined,
    );
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Already have an account? Sign in' }),
    );
    await fill(screen.getByLabelText(/Email Address/), 'ann@example.com');
    await fill(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(calls.find((c) => c.path === '/user/login')?.body).toEqual({
      email: 'ann@example.com',
      password: 'wrong password',
    });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads Google only when configured, renders its button in the centred block, and posts the credential', async () => {
    const calls = api(config({ google: true }), (r) =>
      r.path === '/user/login/google' ? { body: { user: USER, token: 'tok-g' } } : undefined,
    );
    let callback: ((r: { credential?: string }) => void) | undefined;
    const initialize = vi.fn<GoogleIdentity['initialize']>((options) => {
      callback = options.callback;
    });
    const google: GoogleIdentity = {
      initialize,
      renderButton: vi.fn((parent: HTMLElement) => {
        parent.innerHTML = '<div role="button">Sign in with Google</div>';
      }),
      disableAutoSelect: vi.fn(),
    };
    open();
    const tag = await scriptAdded(GOOGLE_SCRIPT);
    window.google = { accounts: { id: google } };
    tag.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
    expect(screen.getByTestId('google-sign-in')).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
    });
    callback?.({ credential: 'google-credential' });
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/user/login/google')?.body).toEqual({
      token: 'google-credential',
    });
    expect(window.localStorage.getItem('token')).toBe(JSON.stringify('tok-g'));
  });

  it('shows the Google failure text in the modal when the server refuses the credential', async () => {
    api(config({ google: true }), (r) =>
      r.path === '/user/login/google'
        ? { status: 401, body: { message: 'Invalid Google token' } }
        : undefined,
    );
    let callback: ((r: { credential?: string }) => void) | undefined;
    open();
    const tag = await scriptAdded(GOOGLE_SCRIPT);
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            callback = options.callback;
          },
          renderButton: () => {},
          disableAutoSelect: () => {},
        },
      },
    };
    tag.dispatchEvent(new Event('load'));
    await waitFor(() => expect(callback).toBeDefined());
    callback?.({ credential: 'bad' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google Sign In was unsuccessful. Try again later',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('says Google could not load when its script is blocked (an ad blocker), and the e-mail form still signs in', async () => {
    const calls = api(config({ google: true }), (r) =>
      r.path === '/user/login' ? { body: { user: USER, token: 'tok-e' } } : undefined,
    );
    open();
    const tag = await scriptAdded(GOOGLE_SCRIPT);
    expect(screen.getByTestId('google-sign-in')).toBeInTheDocument();
    tag.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.queryByTestId('google-sign-in')).toBeNull());
    expect(screen.getByTestId('google-unavailable')).toHaveTextContent(
      ACCOUNT_EN['account.signIn.googleUnavailable'],
    );
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    await fill(screen.getByLabelText(/Email Address/), 'ann@example.com');
    await fill(screen.getByLabelText(/Password/), 'ann-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/user/login')?.body).toEqual({
      email: 'ann@example.com',
      password: 'ann-password',
    });
  });

  it('shows Continue with Facebook and the or divider once the SDK loads, and posts the access token', async () => {
    const calls = api(config({ facebook: true }), (r) =>
      r.path === '/user/login/facebook' ? { body: { user: USER, token: 'tok-f' } } : undefined,
    );
    const init = vi.fn<FacebookSdk['init']>();
    const fb: FacebookSdk = {
      init,
      login: vi.fn((cb) => cb({ authResponse: { accessToken: 'fb-access' }, status: 'connected' })),
      logout: vi.fn(),
      getAccessToken: () => null,
    };
    open();
    const tag = await scriptAdded(FACEBOOK_SCRIPT);
    window.FB = fb;
    tag.dispatchEvent(new Event('load'));
    const button = await screen.findByRole('button', { name: 'Continue with Facebook' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-1' }));
    await user.click(button);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/user/login/facebook')?.body).toEqual({
      accessToken: 'fb-access',
    });
  });

  it('replaces Continue with Facebook and the divider with a could-not-load note when the SDK is blocked', async () => {
    api(config({ facebook: true }));
    open();
    const tag = await scriptAdded(FACEBOOK_SCRIPT);
    tag.dispatchEvent(new Event('error'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull(),
    );
    expect(screen.getByTestId('facebook-unavailable')).toHaveTextContent(
      ACCOUNT_EN['account.signIn.facebookUnavailable'],
    );
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('offers Forgot password? in Sign In when the server sends mail, and shows the answer of the reset request', async () => {
    const calls = api(config({ mail: true }), (r) =>
      r.path === '/user/password/forgot'
        ? { body: { message: USER_TEXTS.resetRequested } }
        : undefined,
    );
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Already have an account? Sign in' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(USER_TEXTS.emailInvalid)).toBeInTheDocument();
    await fill(screen.getByLabelText(/Email Address/), ' Ann@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(USER_TEXTS.resetRequested)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/user/password/forgot')?.body).toEqual({
      email: 'ann@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('does not offer Forgot password? when the server sends no mail', async () => {
    const calls = api(config());
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Already have an account? Sign in' }),
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/config')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });
});

describe('SignInModal on a Vietnamese page', { timeout: 20_000 }, () => {
  const openInVietnamese = () =>
    renderWithApp(
      <LocaleProvider locale="vi">
        <SignInModal open onClose={() => {}} />
      </LocaleProvider>,
    );

  it('speaks Vietnamese: its title, fields, links and the shared rules’ messages', async () => {
    const calls = api(config({ mail: true }));
    openInVietnamese();
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    expect(within(dialog).getByLabelText(/Tên người dùng/)).toBeRequired();
    expect(within(dialog).getByLabelText(/Địa chỉ email/)).toBeRequired();
    expect(within(dialog).getByText('Ít nhất 8 ký tự')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText(/Địa chỉ email/), 'not-an-email');
    await fill(within(dialog).getByLabelText(/Mật khẩu/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Mật khẩu phải có ít nhất 8 ký tự')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập tên của bạn')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập địa chỉ email hợp lệ')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/user/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Đã có tài khoản? Đăng nhập' }));
    expect(screen.getByRole('dialog', { name: 'Đăng nhập' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Quên mật khẩu?' }));
    expect(screen.getByRole('dialog', { name: 'Đặt lại mật khẩu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gửi liên kết đặt lại' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
  });

  it('says in Vietnamese where the confirmation went after sign-up, the address in bold', async () => {
    api(config({ mail: true }), (r) =>
      r.path === '/user/signup' ? { status: 201, body: { user: USER, token: 'tok-4' } } : undefined,
    );
    openInVietnamese();
    await fill(await screen.findByLabelText(/Tên người dùng/), 'Ann');
    await fill(screen.getByLabelText(/Địa chỉ email/), 'ann@example.com');
    await fill(screen.getByLabelText(/Mật khẩu/), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    const done = await screen.findByRole('dialog', { name: 'Bạn đã đăng nhập' });
    expect(done).toHaveAccessibleDescription(
      /^Chúng tôi đã gửi email đến ann@example\.com kèm liên kết để xác nhận địa chỉ của bạn\. Bạn có thể dùng Menudex/,
    );
    expect(within(done).getByText('ann@example.com').tagName).toBe('STRONG');
    await user.click(within(done).getByRole('button', { name: 'Tiếp tục' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says in Vietnamese that Facebook could not load', async () => {
    api(config({ facebook: true }));
    openInVietnamese();
    const tag = await scriptAdded(FACEBOOK_SCRIPT);
    tag.dispatchEvent(new Event('error'));
    expect(await screen.findByTestId('facebook-unavailable')).toHaveTextContent(
      /^Không tải được nút Tiếp tục với Facebook/,
    );
  });

  it("asks Google for its button in the page's language", async () => {
    api(config({ google: true }));
    const renderButton = vi.fn<GoogleIdentity['renderButton']>();
    openInVietnamese();
    const tag = await scriptAdded(GOOGLE_SCRIPT);
    window.google = {
      accounts: { id: { initialize: vi.fn(), renderButton, disableAutoSelect: vi.fn() } },
    };
    tag.dispatchEvent(new Event('load'));
    await waitFor(() =>
      expect(renderButton).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ text: 'signin_with', locale: 'vi' }),
      ),
    );
  });
});
