import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBusinessSummary, anItem, aProfile } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { dispatch } from '../../../lib/session-store.ts';
import { closeSignIn, isSignInOpen } from '../../../lib/sign-in-modal.ts';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it("says 'Please Login ' when signed out, with a Sign In button that opens the sign-in modal", () => {
    renderWithApp(<ProfilePage />);
    expect(screen.getByText('Please Login').textContent).toBe('Please Login ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(isSignInOpen()).toBe(true);
    closeSignIn();
  });

  it("says 'Please Login ' when the profile cannot be read (an expired session)", async () => {
    fakeApi(() => ({ status: 401, body: { message: 'jwt expired' } }));
    window.localStorage.setItem('token', JSON.stringify('old'));
    dispatch({ type: 'AUTH', token: 'old' });
    renderWithApp(<ProfilePage />);
    expect((await screen.findByText('Please Login')).textContent).toBe('Please Login ');
  });

  it('shows the empty texts for a user with no favorites and no likes, and no My Businesses', () => {
    const client = testQueryClient();
    signIn(client, aProfile());
    renderWithApp(<ProfilePage />, { client });
    expect(screen.getByRole('heading', { name: 'Favorited Businesses' })).toBeInTheDocument();
    expect(screen.getByText('No favorited business found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Liked Items' })).toBeInTheDocument();
    expect(screen.getByText('No liked item found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Businesses' })).not.toBeInTheDocument();
  });

  it('gives each empty list a sentence on what fills it and a link to where that happens', () => {
    const client = testQueryClient();
    signIn(client, aProfile());
    renderWithApp(<ProfilePage />, { client });
    const favorites = within(screen.getByTestId('favorited-businesses'));
    expect(favorites.getByText(/Press the heart on a business’s page/)).toBeVisible();
    expect(favorites.getByRole('link', { name: 'Browse Businesses' })).toHaveAttribute(
      'href',
      '/businesses',
    );
    const liked = within(screen.getByTestId('liked-items'));
    expect(liked.getByText(/Like the dishes you enjoyed/)).toBeVisible();
    expect(liked.getByRole('link', { name: 'Browse The List' })).toHaveAttribute(
      'href',
      '/the-list',
    );
  });

  it('lists My Businesses with name and display phone, favorited businesses and liked items', () => {
    const client = testQueryClient();
    signIn(
      client,
      aProfile({
        businessesOwn: [aBusinessSummary({ name: 'Mine', displayPhone: '(408) 555-0142' })],
        favorites: [aBusinessSummary({ name: 'Loved Cafe' })],
        likedItems: [anItem({ name: 'Bánh Mì' })],
      }),
    );
    renderWithApp(<ProfilePage />, { client });
    const own = screen.getByTestId('my-businesses');
    expect(within(own).getByText('Mine')).toBeInTheDocument();
    expect(within(own).getByText('(408) 555-0142')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('favorited-businesses')).getByText('Loved Cafe'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('liked-items')).getByRole('heading', { name: 'Bánh Mì' }),
    ).toBeInTheDocument();
  });

  it('hands a click on one of My Businesses to the owner tools when they are plugged in', () => {
    const client = testQueryClient();
    const mine = aBusinessSummary({ name: 'Mine' });
    signIn(client, aProfile({ businessesOwn: [mine] }));
    const onOpen = vi.fn();
    renderWithApp(<ProfilePage onOpenOwnBusiness={onOpen} />, { client });
    within(screen.getByTestId('my-businesses')).getByRole('button').click();
    expect(onOpen).toHaveBeenCalledWith(mine);
  });
});

describe('ProfilePage on a Vietnamese page', () => {
  const inVietnamese = (client = testQueryClient()) =>
    renderWithApp(
      <LocaleProvider locale="vi">
        <ProfilePage />
      </LocaleProvider>,
      { client },
    );

  it('asks a signed-out visitor to sign in, in Vietnamese', () => {
    inVietnamese();
    expect(screen.getByText('Vui lòng đăng nhập')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it('shows its sections, empty lists and the Account section in Vietnamese', async () => {
    fakeApi((r) =>
      r.path === '/config'
        ? {
            body: {
              contactEmail: 'hello@menudex.app',
              publicUrl: null,
              auth: {
                google: { enabled: false, clientId: null },
                facebook: { enabled: false, appId: null },
                email: { enabled: true, mail: true },
              },
              ai: { enabled: false },
            },
          }
        : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile({ email: 'ann@example.com', emailVerified: false }));
    inVietnamese(client);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hồ sơ');
    expect(document.title).toMatch(/^Hồ sơ/);
    const favorites = within(screen.getByTestId('favorited-businesses'));
    expect(favorites.getByRole('heading', { name: 'Quán yêu thích' })).toBeInTheDocument();
    expect(favorites.getByText('Chưa có quán yêu thích nào')).toBeInTheDocument();
    expect(favorites.getByRole('link', { name: 'Xem các quán' })).toHaveAttribute(
      'href',
      '/businesses',
    );
    const liked = within(screen.getByTestId('liked-items'));
    expect(liked.getByRole('heading', { name: 'Món đã thích' })).toBeInTheDocument();
    expect(liked.getByRole('link', { name: 'Xem Danh sách' })).toBeInTheDocument();
    const account = within(screen.getByTestId('account'));
    expect(account.getByRole('heading', { name: 'Tài khoản' })).toBeInTheDocument();
    expect(account.getByRole('form', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
    expect(account.getByLabelText('Mật khẩu hiện tại')).toBeInTheDocument();
    expect(account.getByText('Ít nhất 8 ký tự')).toBeInTheDocument();
    expect(account.getByRole('button', { name: 'Tải dữ liệu của tôi' })).toBeInTheDocument();
    fireEvent.click(account.getByRole('button', { name: 'Xóa tài khoản' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xóa tài khoản của bạn?' });
    expect(within(confirm).getByRole('button', { name: 'Hủy' })).toBeInTheDocument();
    expect(await screen.findByTestId('unverified-notice')).toHaveTextContent(
      'Địa chỉ email ann@example.com của bạn chưa được xác minh.',
    );
  });
});
