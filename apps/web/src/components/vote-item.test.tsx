// A like the server sheds (503 with Retry-After) is sent again by the API client while the button
// keeps showing it; only a like that never gets through says so and puts the button back.
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item, Profile } from '@menudex/contract/entities';
import { dismissNotice } from '../lib/notice.ts';
import { ItemCard } from './item-card.tsx';
import { NoticeSnackbar } from './notice-snackbar.tsx';
import { anItem, aProfile } from './testing/fixtures.ts';
import { fakeApi, renderWithApp, signIn, signOut, testQueryClient } from './testing/render.tsx';

const SHED = {
  status: 503,
  body: { message: 'The server is busy right now; please try again in a few seconds.' },
  headers: { 'retry-after': '5' },
};

beforeEach(() => {
  // Fake time that also runs on its own, so rendering and waitFor go on as usual and the test
  // jumps over the server's 5 s.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  dismissNotice();
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCard(answers: () => (typeof SHED | { body: unknown })[]) {
  const item = anItem({ _id: 'item-s', name: 'Phở', popularity: { likes: 3, dislikes: 0 } });
  const queue = answers();
  const calls = fakeApi(({ path }) =>
    path === '/items/vote/item-s' ? (queue.length > 1 ? queue.shift() : queue[0]) : undefined,
  );
  const client = testQueryClient();
  signIn(client, aProfile());
  // The card reads the item from a cached answer, as the pages do, so the count follows the cache.
  client.setQueryData(['items', 'pages'], [item]);
  function FromCache() {
    const { data } = useQuery<Item[]>({ queryKey: ['items', 'pages'], enabled: false });
    return <ItemCard item={data![0]!} />;
  }
  renderWithApp(
    <>
      <FromCache />
      <NoticeSnackbar />
    </>,
    { client },
  );
  return { calls: () => calls.filter((c) => c.path === '/items/vote/item-s'), client };
}

describe('a like the server sheds', () => {
  it('is sent again after Retry-After and ends liked, the button pressed meanwhile, no error shown', async () => {
    const { calls, client } = renderCard(() => [
      SHED,
      { body: { popularity: { likes: 5, dislikes: 0 } } },
    ]);
    const button = screen.getByTestId('like-button');
    fireEvent.click(button);
    await waitFor(() => expect(calls()).toHaveLength(1));
    // Waiting for the second send: the like shows, counted, and nothing alarming does.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Your like was not saved.')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    await waitFor(() => expect(button).toBeEnabled());
    expect(calls()).toHaveLength(2);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // The answer's count (someone else liked it meanwhile).
    expect(button).toHaveTextContent('5');
    expect(screen.queryByText('Your like was not saved.')).toBeNull();
    expect(client.getQueryData<Profile>(['profile'])?.likedItems.map((i) => i._id)).toEqual([
      'item-s',
    ]);
  });

  it('shed four times shows the error with Retry and puts the button back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, client } = renderCard(() => [SHED]);
    const button = screen.getByTestId('like-button');
    fireEvent.click(button);
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('4');
    for (const sent of [2, 3, 4]) {
      await act(() => vi.advanceTimersByTimeAsync(6000));
      await waitFor(() => expect(calls()).toHaveLength(sent));
    }
    expect(await screen.findByText('Your like was not saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('3');
    expect(client.getQueryData<Profile>(['profile'])?.likedItems).toEqual([]);
    expect(logged).toHaveBeenCalled();
    // The client gave up: no fifth send comes later.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls()).toHaveLength(4);
  });
});
