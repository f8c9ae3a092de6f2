import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_TEXTS } from '@menudex/contract/user';
import { fakeApi, renderWithApp, signOut } from '../../../components/testing/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const user = userEvent.setup({ delay: null });

/** The page as the mailed link opens it: the token in the fragment. */
const openLink = (path: string, token: string) =>
  window.history.replaceState(null, '', `${path}#token=${token}`);

beforeEach(() => signOut());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('/verify-email', { timeout: 20_000 }, () => {
  it('sends the token once, says the address is verified, and takes the token out of the address bar', async () => {
    const calls = fakeApi((r) =>
      r.path === '/user/verify-email' ? { body: { message: USER_TEXTS.emailVerified } } : undefined,
    );
    openLink('/verify-email', 'tok-123');
    renderWithApp(<VerifyEmailPage />);
    expect(await screen.findByText(USER_TEXTS.emailVerified)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/user/verify-email')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/user/verify-email',
        body: { token: 'tok-123' },
      }),
    ]);
    expect(window.location.hash).toBe('');
  });

  it("shows the server's reason when the link was used or expired", async () => {
    fakeApi(() => ({ status: 400, body: { message: USER_TEXTS.linkUsed } }));
    openLink('/verify-email', 'tok-used');
    renderWithApp(<VerifyEmailPage />);
    expect(await screen.findByText(USER_TEXTS.linkUsed)).toBeInTheDocument();
  });

  it('says the link is not valid when it carries no token, asking nothing', async () => {
    const calls = fakeApi(() => undefined);
    window.history.replaceState(null, '', '/verify-email');
    renderWithApp(<VerifyEmailPage />);
    expect(screen.getByText(USER_TEXTS.linkInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('/reset-password', { timeout: 20_000 }, () => {
  it('checks the new password by the shared rule, sends it with the token, and offers to sign in', async () => {
    const calls = fakeApi((r) =>
      r.path === '/user/password/reset'
        ? { body: { message: USER_TEXTS.passwordReset } }
        : undefined,
    );
    openLink('/reset-password', 'tok-reset');
    renderWithApp(<ResetPasswordPage />);
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(USER_TEXTS.passwordTooShort)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'a-good-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ token: 'tok-reset', password: 'a-good-new-password' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows an expired link as such and keeps the form', async () => {
    fakeApi(() => ({ status: 400, body: { message: USER_TEXTS.linkExpired } }));
    openLink('/reset-password', 'tok-old');
    renderWithApp(<ResetPasswordPage />);
    await user.type(screen.getByLabelText(/New password/), 'a-good-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(USER_TEXTS.linkExpired)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled(),
    );
  });
});
