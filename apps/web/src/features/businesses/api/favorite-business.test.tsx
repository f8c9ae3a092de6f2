// A favorite the server sheds (503 with Retry-After) is sent again while the button keeps showing it;
// only one that never gets through says so and puts the button and the count back.
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessSummary, Profile } from '@menudex/contract/entities';
import { dismissNotice } from '../../../lib/notice.ts';
import { NoticeSnackbar } from '../../../components/notice-snackbar.tsx';
import { aBusinessSummary, aProfile } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { BusinessToolbar } from '../components/business-toolbar.tsx';

const SHED = {
  status: 503,
  body: { message: 'The server is busy right now; please try again in a few seconds.' },
  headers: { 'retry-after': '5' },
};

beforeEach(() => {
  // Fake time that also runs on its own: rendering goes on as usual, the test jumps the 5 s.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  dismissNotice();
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderToolbar(answer: (sent: number) => typeof SHED | { body: unknown }) {
  const business = aBusinessSummary({ _id: 'b-s', favoriteCount: 7 });
  let sent = 0;
  fakeApi(({ path }) => (path === '/businesses/favorite/b-s' ? answer(++sent) : undefined));
  const client = testQueryClient();
  signIn(client, aProfile());
  client.setQueryData(['business', 'b-s'], { ...business, lists: [] });
  function FromCache() {
    const { data } = useQuery<BusinessSummary>({ queryKey: ['business', 'b-s'], enabled: false });
    return <BusinessToolbar business={data!} />;
  }
  renderWithApp(
    <>
      <FromCache />
      <NoticeSnackbar />
    </>,
    { client },
  );
  return { sent: () => sent, client, button: () => screen.getByTestId('favorite-button') };
}

describe('a favorite the server sheds', () => {
  it('is sent again and ends favorited, shown meanwhile, with no error', async () => {
    const { sent, button } = renderToolbar((n) =>
      n === 1 ? SHED : { body: { favoriteCount: 8, favorited: true } },
    );
    fireEvent.click(button());
    await waitFor(() => expect(sent()).toBe(1));
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(button()).toHaveTextContent('8');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'));
    expect(sent()).toBe(2);
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Your favorite was not saved.')).toBeNull();
  });

  it('shed four times shows the error and puts the button and the count back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sent, button, client } = renderToolbar(() => SHED);
    fireEvent.click(button());
    await waitFor(() => expect(sent()).toBe(1));
    for (const n of [2, 3, 4]) {
      await act(() => vi.advanceTimersByTimeAsync(6000));
      await waitFor(() => expect(sent()).toBe(n));
    }
    expect(await screen.findByText('Your favorite was not saved.')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(button()).toHaveTextContent('7');
    expect(client.getQueryData<Profile>(['profile'])?.favorites).toEqual([]);
  });
});
