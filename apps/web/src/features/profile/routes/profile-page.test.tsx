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
