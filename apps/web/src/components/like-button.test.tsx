import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@menudex/contract/entities';
import * as signInModal from '../lib/sign-in-modal.ts';
import { ItemCard } from './item-card.tsx';
import { NoticeSnackbar } from './notice-snackbar.tsx';
import { LocaleProvider } from '../lib/i18n.tsx';
import { dismissNotice } from '../lib/notice.ts';
import { anItem, aProfile } from './testing/fixtures.ts';
import { fakeApi, renderWithApp, signIn, signOut, testQueryClient } from './testing/render.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A vote answer the test releases when it wants, to look at the button meanwhile. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('LikeButton', () => {
  it('opens the sign-in modal for anonymous visitors and sends nothing', () => {
    const open = vi.spyOn(signInModal, 'openSignIn');
    const calls = fakeApi(() => undefined);
    renderWithApp(<ItemCard item={anItem({ name: 'Phở' })} />);
    fireEvent.click(screen.getByTestId('like-button'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('likes an unliked item: pressed at once, aria-disabled during the request, the count from the answer', async () => {
    const item = anItem({ _id: 'item-a', name: 'Phở', popularity: { likes: 3, dislikes: 0 } });
    const answer = deferred<{ body: unknown }>();
    const calls = fakeApi(({ path }) =>
      path === '/items/vote/item-a' ? answer.promise : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile());
    renderWithApp(<ItemCard item={item} />, { client });
    // The card reads the item from a cached answer, as the pages do.
    const button = screen.getByTestId('like-button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // A second press meanwhile sends nothing.
    fireEvent.click(button);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/items/vote/item-a',
      body: { vote: 'like' },
    });
    expect(calls).toHaveLength(1);
    answer.resolve({ body: { popularity: { likes: 10, dislikes: 0 } } });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const profile = client.getQueryData<Profile>(['profile']);
    expect(profile?.likedItems.map((i) => i._id)).toEqual(['item-a']);
  });

  it("on a Vietnamese page is pressed at once too: the like goes into that language's profile", async () => {
    const item = anItem({ _id: 'item-v', name: 'Phở', popularity: { likes: 3, dislikes: 0 } });
    const answer = deferred<{ body: unknown }>();
    fakeApi(({ path }) => (path === '/items/vote/item-v' ? answer.promise : undefined));
    const client = testQueryClient();
    signIn(client, aProfile());
    renderWithApp(
      <LocaleProvider locale="vi">
        <ItemCard item={item} />
      </LocaleProvider>,
      { client },
    );
    const button = screen.getByTestId('like-button');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    const liked = (key: readonly string[]) =>
      client.getQueryData<Profile>(key)?.likedItems.map((i) => i._id);
    expect(liked(['profile', 'vi'])).toEqual(['item-v']);
    expect(liked(['profile'])).toEqual(['item-v']);
    answer.resolve({ body: { popularity: { likes: 4, dislikes: 0 } } });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });

  it('says a failed like was not saved, with Retry that sends it again, and logs no expected 4xx', async () => {
    const item = anItem({ _id: 'item-f', name: 'Bún', popularity: { likes: 2, dislikes: 0 } });
    let fail = true;
    const calls = fakeApi(({ path }) =>
      path === '/items/vote/item-f'
        ? fail
          ? { status: 404, body: { message: 'Item not found' } }
          : { body: { popularity: { likes: 3, dislikes: 0 } } }
        : undefined,
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = testQueryClient();
    signIn(client, aProfile());
    renderWithApp(
      <>
        <ItemCard item={item} />
        <NoticeSnackbar />
      </>,
      { client },
    );
    fireEvent.click(screen.getByTestId('like-button'));
    expect(await screen.findByText('Your like was not saved.')).toBeInTheDocument();
    expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
    expect(logged).not.toHaveBeenCalled();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls.filter((c) => c.path === '/items/vote/item-f')).toHaveLength(2);
    dismissNotice();
  });

  it('keeps keyboard focus on itself through the request (never disabled, which drops focus)', async () => {
    const item = anItem({ _id: 'item-k', popularity: { likes: 1, dislikes: 0 } });
    const answer = deferred<{ body: unknown }>();
    fakeApi(({ path }) => (path === '/items/vote/item-k' ? answer.promise : undefined));
    const client = testQueryClient();
    signIn(client, aProfile());
    renderWithApp(<ItemCard item={item} />, { client });
    const button = screen.getByTestId('like-button');
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    answer.resolve({ body: { popularity: { likes: 2, dislikes: 0 } } });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveFocus();
  });

  it('gives focus back to the like button when the new count replaces the card (focus fell to the page)', async () => {
    const item = anItem({ _id: 'item-r', popularity: { likes: 1, dislikes: 0 } });
    fakeApi(({ path }) =>
      path === '/items/vote/item-r'
        ? { body: { popularity: { likes: 2, dislikes: 0 } } }
        : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile());
    client.setQueryData(['items', 'pages'], {
      pages: [{ items: [item], next: null }],
      pageParams: [{ page: 1, after: null }],
    });
    // As a list sorted by likes that draws the card anew when its count changes.
    function Replacing() {
      const { data } = useQuery<{ pages: Array<{ items: (typeof item)[] }> }>({
        queryKey: ['items', 'pages'],
        enabled: false,
      });
      const shown = data!.pages[0]!.items[0]!;
      return <ItemCard key={shown.popularity.likes} item={shown} />;
    }
    renderWithApp(<Replacing />, { client });
    const first = screen.getByTestId('like-button');
    first.focus();
    fireEvent.click(first);
    await waitFor(() => expect(screen.getByTestId('like-button')).toHaveTextContent('2'));
    const second = screen.getByTestId('like-button');
    expect(second).not.toBe(first);
    expect(second).toHaveFocus();
  });

  it('unlikes an item the profile lists as liked', async () => {
    const item = anItem({ _id: 'item-b', popularity: { likes: 5, dislikes: 0 } });
    const calls = fakeApi(({ path }) =>
      path === '/items/vote/item-b'
        ? { body: { popularity: { likes: 4, dislikes: 0 } } }
        : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile({ likedItems: [item] }));
    renderWithApp(<ItemCard item={item} />, { client });
    const button = screen.getByTestId('like-button');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(calls[0]?.body).toEqual({ vote: 'unlike' });
  });

  it('puts the new count into every cached answer holding the item', async () => {
    const item = anItem({ _id: 'item-c', popularity: { likes: 1, dislikes: 0 } });
    fakeApi(({ path }) =>
      path === '/items/vote/item-c'
        ? { body: { popularity: { likes: 2, dislikes: 0 } } }
        : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile());
    client.setQueryData(['items', 'pages'], {
      pages: [{ items: [item], next: null }],
      pageParams: [{ page: 1, after: null }],
    });
    client.setQueryData(['business', 'b'], { lists: [{ _id: 'l', name: 'Soups', items: [item] }] });
    function FromCache() {
      const { data } = useQuery<{ pages: Array<{ items: (typeof item)[] }> }>({
        queryKey: ['items', 'pages'],
        enabled: false,
      });
      return <ItemCard item={data!.pages[0]!.items[0]!} />;
    }
    renderWithApp(<FromCache />, { client });
    fireEvent.click(screen.getByTestId('like-button'));
    await waitFor(() => expect(screen.getByTestId('like-button')).toHaveTextContent('2'));
    expect(screen.getByTestId('likes-text')).toHaveTextContent('2 people liked this item');
    const business = client.getQueryData<{ lists: { items: (typeof item)[] }[] }>([
      'business',
      'b',
    ]);
    expect(business!.lists[0]!.items[0]!.popularity.likes).toBe(2);
  });
});
