import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_TEXTS } from '@menudex/contract/user';
import { aProfile } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
  type FakeRoute,
} from '../../../components/testing/render.tsx';
import { ProfilePage } from '../routes/profile-page.tsx';

const user = userEvent.setup({ delay: null });

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const runtime = (mail: boolean) => ({
  contactEmail: 'hello@menudex.app',
  publicUrl: null,
  auth: {
    google: { enabled: false, clientId: null },
    facebook: { enabled: false, appId: null },
    email: { enabled: true, mail },
  },
  ai: { enabled: false },
});

function render(
  profile: ReturnType<typeof aProfile>,
  route: FakeRoute = () => undefined,
  options: { mail?: boolean; onAccountDeleted?: () => void } = {},
) {
  const calls = fakeApi((r) =>
    r.path === '/config' ? { body: runtime(options.mail ?? true) } : route(r),
  );
  const client = testQueryClient();
  signIn(client, profile);
  renderWithApp(<ProfilePage onAccountDeleted={options.onAccountDeleted} />, { client });
  return calls;
}

describe('Profile: Account', { timeout: 20_000 }, () => {
  it('says the e-mail is unverified and resends the link on request', async () => {
    const calls = render(aProfile({ email: 'ann@example.com', emailVerified: false }), (r) =>
      r.path === '/user/verify-email/resend'
        ? { body: { message: USER_TEXTS.verificationSent } }
        : undefined,
    );
    const notice = await screen.findByTestId('unverified-notice');
    expect(notice).toHaveTextContent('ann@example.com is not verified yet');
    await user.click(within(notice).getByRole('button', { name: 'Resend link' }));
    expect(await within(notice).findByText(`${USER_TEXTS.verificationSent}.`)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/user/verify-email/resend')).toHaveLength(1);
  });

  it('shows no notice for a verified address', async () => {
    const calls = render(aProfile({ emailVerified: true }));
    await waitFor(() => expect(calls.some((c) => c.path === '/config')).toBe(true));
    expect(screen.queryByTestId('unverified-notice')).toBeNull();
  });

  it('hides the notice when the server sends no mail', async () => {
    const calls = render(aProfile({ emailVerified: false }), undefined, { mail: false });
    await waitFor(() => expect(calls.some((c) => c.path === '/config')).toBe(true));
    expect(screen.queryByTestId('unverified-notice')).toBeNull();
  });

  it('changes the password with the current one and keeps the new session token', async () => {
    const calls = render(aProfile(), (r) =>
      r.path === '/user/password'
        ? { body: { user: { _id: 'u', name: 'U', email: null, role: 'user' }, token: 'new-token' } }
        : undefined,
    );
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(USER_TEXTS.passwordTooShort)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText(
        'Your password has been changed. Other sessions have been signed out.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/user/password')?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
    expect(window.localStorage.getItem('token')).toBe(JSON.stringify('new-token'));
  });

  it('asks an account without a password to set one, without a current password', async () => {
    render(aProfile({ hasPassword: false }));
    const form = screen.getByRole('form', { name: 'Set a password' });
    expect(within(form).queryByLabelText('Current password')).toBeNull();
  });

  it('deletes the account after the password confirms it, then signs out', async () => {
    const onAccountDeleted = vi.fn();
    const calls = render(
      aProfile(),
      (r) =>
        r.path === '/user/profile' && r.method === 'DELETE'
          ? r.body && (r.body as { password?: string }).password === 'right-password'
            ? { body: { message: USER_TEXTS.accountDeleted } }
            : { status: 403, body: { message: USER_TEXTS.wrongPassword } }
          : undefined,
      { onAccountDeleted },
    );
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(USER_TEXTS.wrongPassword)).toBeInTheDocument();
    expect(onAccountDeleted).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });
});
