import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@menudex/contract/entities';
import * as signInModal from '../../../lib/sign-in-modal.ts';
import { aBusinessSummary, aProfile } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { BusinessToolbar, showsFeedback } from './business-toolbar.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BusinessToolbar', () => {
  it('shows Feedback to admins on any business, and to everyone where the program is on', () => {
    expect(showsFeedback({ feedbackEnabled: false }, true)).toBe(true);
    expect(showsFeedback({ feedbackEnabled: true }, false)).toBe(true);
    expect(showsFeedback({ feedbackEnabled: false }, false)).toBe(false);
  });

  it('hides Feedback from a visitor on a business without the program', () => {
    renderWithApp(<BusinessToolbar business={aBusinessSummary({ feedbackEnabled: false })} />);
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('shows admins Feedback, which opens /businesses/{id}/feedback', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    renderWithApp(
      <BusinessToolbar business={aBusinessSummary({ _id: 'b-1', feedbackEnabled: false })} />,
      { client },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/businesses/b-1/feedback');
  });

  it('goes back to /businesses when the page was opened directly', () => {
    renderWithApp(<BusinessToolbar business={aBusinessSummary()} />, { path: '/businesses/x' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/businesses');
  });

  it('asks anonymous visitors to sign in instead of favoriting', () => {
    const open = vi.spyOn(signInModal, 'openSignIn');
    const calls = fakeApi(() => undefined);
    renderWithApp(<BusinessToolbar business={aBusinessSummary()} />);
    fireEvent.click(screen.getByTestId('favorite-button'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('favorites at once, with the count from the answer, disabled while it is on its way', async () => {
    const business = aBusinessSummary({ _id: 'b-2', favoriteCount: 7 });
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    const calls = fakeApi(async ({ path }) => {
      if (path !== '/businesses/favorite/b-2') return undefined;
      await answered;
      return { body: { favoriteCount: 12, favorited: true } };
    });
    const client = testQueryClient();
    signIn(client, aProfile());
    client.setQueryData(['business', 'b-2'], { ...business, lists: [] });
    function FromCache() {
      const { data } = useQuery<typeof business>({ queryKey: ['business', 'b-2'], enabled: false });
      return <BusinessToolbar business={data!} />;
    }
    renderWithApp(<FromCache />, { client });
    const button = screen.getByTestId('favorite-button');
    expect(button).toHaveTextContent('7');
    fireEvent.click(button);
    // aria-disabled, not disabled: the button keeps keyboard focus while the change is sent.
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('8');
    release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveTextContent('12');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { favorite: true } });
    expect(
      client.getQueryData<Profile>(['profile'])?.favorites.map((b) => [b._id, b.favoriteCount]),
    ).toEqual([['b-2', 12]]);
  });

  it('unfavorites a business the profile lists as a favorite', async () => {
    const business = aBusinessSummary({ _id: 'b-3', favoriteCount: 4 });
    const calls = fakeApi(({ path }) =>
      path === '/businesses/favorite/b-3'
        ? { body: { favoriteCount: 3, favorited: false } }
        : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile({ favorites: [business] }));
    renderWithApp(<BusinessToolbar business={business} />, { client });
    fireEvent.click(screen.getByTestId('favorite-button'));
    await waitFor(() => expect(client.getQueryData<Profile>(['profile'])?.favorites).toEqual([]));
    expect(calls[0]?.body).toEqual({ favorite: false });
  });
});
