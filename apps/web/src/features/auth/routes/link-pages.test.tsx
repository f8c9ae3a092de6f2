import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_TEXTS } from '@menudex/contract/user';
import { fakeApi, renderWithApp, signOut } from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
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

const LINK_WORKS = { body: { message: USER_TEXTS.linkValid } };

describe('/reset-password', { timeout: 20_000 }, () => {
  it('checks the link on opening, checks the new password by the shared rule, sends it with the token, and offers to sign in', async () => {
    const calls = fakeApi((r) =>
      r.path === '/user/password/reset/check'
        ? LINK_WORKS
        : r.path === '/user/password/reset'
          ? { body: { message: USER_TEXTS.passwordReset } }
          : undefined,
    );
    openLink('/reset-password', 'tok-reset');
    renderWithApp(<ResetPasswordPage />);
    await user.type(await screen.findByLabelText(/New password/), 'short');
    expect(calls).toEqual([
      expect.objectContaining({ path: '/user/password/reset/check', body: { token: 'tok-reset' } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(USER_TEXTS.passwordTooShort)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'a-good-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ token: 'tok-reset', password: 'a-good-new-password' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says at once that a used link was used, shows no password form, and mails a new link from the page', async () => {
    const calls = fakeApi((r) =>
      r.path === '/user/password/reset/check'
        ? { status: 410, body: { message: USER_TEXTS.linkUsed } }
        : r.path === '/user/password/forgot'
          ? { body: { message: USER_TEXTS.resetRequested } }
          : undefined,
    );
    openLink('/reset-password', 'tok-used');
    renderWithApp(<ResetPasswordPage />);
    expect(await screen.findByText(USER_TEXTS.resetLinkDead)).toBeInTheDocument();
    expect(screen.getByText(USER_TEXTS.linkUsed)).toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).toBeNull();

    const form = screen.getByRole('form', { name: 'Ask for a new link' });
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(USER_TEXTS.emailInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email Address/), 'Ann@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(USER_TEXTS.resetRequested)).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/user/password/forgot')).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'ann@example.com' } }),
    ]);
  });

  it('offers a new link when the link stops working between opening and sending (expired meanwhile)', async () => {
    fakeApi((r) =>
      r.path === '/user/password/reset/check'
        ? LINK_WORKS
        : { status: 400, body: { message: USER_TEXTS.linkExpired } },
    );
    openLink('/reset-password', 'tok-old');
    renderWithApp(<ResetPasswordPage />);
    await user.type(await screen.findByLabelText(/New password/), 'a-good-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(USER_TEXTS.linkExpired)).toBeInTheDocument();
    expect(screen.getByText(USER_TEXTS.resetLinkDead)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('keeps the form when the check cannot reach the server; the reset itself then decides', async () => {
    fakeApi((r) =>
      r.path === '/user/password/reset/check'
        ? { status: 500, body: { message: 'Something went wrong' } }
        : { body: { message: USER_TEXTS.passwordReset } },
    );
    openLink('/reset-password', 'tok-any');
    renderWithApp(<ResetPasswordPage />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByLabelText(/New password/)).toBeInTheDocument();
    expect(screen.queryByText(USER_TEXTS.resetLinkDead)).toBeNull();
  });

  it('offers a new link when the address carries no token, asking nothing first', async () => {
    const calls = fakeApi(() => undefined);
    window.history.replaceState(null, '', '/reset-password');
    renderWithApp(<ResetPasswordPage />);
    expect(screen.getByText(USER_TEXTS.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the link pages on a Vietnamese page', { timeout: 20_000 }, () => {
  it('check the reset link, the new password and the dead link in Vietnamese', async () => {
    fakeApi((r) =>
      r.path === '/user/password/reset/check'
        ? LINK_WORKS
        : r.path === '/user/password/reset'
          ? { status: 410, body: { message: USER_TEXTS.linkExpired } }
          : undefined,
    );
    openLink('/reset-password', 'tok-vi');
    renderWithApp(
      <LocaleProvider locale="vi">
        <ResetPasswordPage />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Đặt mật khẩu mới');
    expect(document.title).toMatch(/^Đặt mật khẩu mới/);
    await user.type(await screen.findByLabelText(/Mật khẩu mới/), 'short');
    expect(screen.getByText('Ít nhất 8 ký tự')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu mới' }));
    expect(await screen.findByText('Mật khẩu phải có ít nhất 8 ký tự')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mật khẩu mới/), '-but-longer');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu mới' }));
    // The link expired meanwhile: the page offers a new one, in Vietnamese (the server words its reason).
    expect(
      await screen.findByText('Liên kết này đã được dùng hoặc đã hết hạn'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Yêu cầu liên kết mới' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Địa chỉ email/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gửi liên kết mới' })).toBeInTheDocument();
  });

  it('say in Vietnamese that a verification link without a token is not valid', () => {
    fakeApi(() => undefined);
    window.history.replaceState(null, '', '/vi/verify-email');
    renderWithApp(
      <LocaleProvider locale="vi">
        <VerifyEmailPage />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Xác minh email');
    expect(
      screen.getByText('Liên kết này không hợp lệ. Hãy yêu cầu liên kết mới.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đến Danh sách' })).toBeInTheDocument();
  });
});
