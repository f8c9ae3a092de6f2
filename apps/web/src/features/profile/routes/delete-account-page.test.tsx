import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp, signOut } from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { DeleteAccountPage } from './delete-account-page.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

/** The server's settings as /config answers them: only the contact address matters here. */
const withContact = () =>
  fakeApi((r) =>
    r.path === '/config'
      ? {
          body: {
            contactEmail: 'hello@menudex.app',
            publicUrl: null,
            auth: {
              google: { enabled: false, clientId: null },
              facebook: { enabled: false, appId: null },
              email: { enabled: true, mail: false },
            },
            ai: { enabled: false },
          },
        }
      : undefined,
  );

describe('the page on deleting an account', () => {
  it('names the steps, with the buttons to look for in bold, and whom to write to', async () => {
    withContact();
    renderWithApp(<DeleteAccountPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Delete your Menudex account',
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Sign in with the account you want to delete.',
      'Open Profile and go to the Account section.',
      'Press Delete account and confirm (with your password when the account has one).',
    ]);
    expect(screen.getByText('Delete account').tagName).toBe('STRONG');
    expect(await screen.findByRole('link', { name: 'hello@menudex.app' })).toHaveAttribute(
      'href',
      'mailto:hello@menudex.app',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says the same in Vietnamese on a Vietnamese page', async () => {
    withContact();
    renderWithApp(
      <LocaleProvider locale="vi">
        <DeleteAccountPage />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Xóa tài khoản Menudex của bạn',
    );
    expect(document.title).toMatch(/^Xóa tài khoản của bạn/);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Đăng nhập bằng tài khoản bạn muốn xóa.',
      'Mở Hồ sơ và đến mục Tài khoản.',
      'Nhấn Xóa tài khoản và xác nhận (bằng mật khẩu nếu tài khoản có mật khẩu).',
    ]);
    expect(screen.getByText('Tải dữ liệu của tôi').tagName).toBe('STRONG');
    const contact = await screen.findByRole('link', { name: 'hello@menudex.app' });
    expect(contact.parentElement).toHaveTextContent(
      'Không đăng nhập được nữa? Hãy viết thư đến hello@menudex.app từ địa chỉ email của tài khoản',
    );
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
  });
});
