import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { asFetchedAt } from './server-state.ts';

const STALE_TIME = 30_000;
const TEN_MINUTES = 600_000;

/** Whether a browser with the app's 30 s staleTime would ask for the page's data again. */
function wouldRefetch(state: DehydratedState): boolean[] {
  const browser = new QueryClient();
  hydrate(browser, state);
  return state.queries.map(
    (q) =>
      browser.getQueryCache().find({ queryKey: q.queryKey })?.isStaleByTime(STALE_TIME) ?? true,
  );
}

describe('the state a rendered page carries', () => {
  it('counts as fetched when the page arrives, however long ago the server rendered it', () => {
    const server = new QueryClient();
    const renderedAt = Date.now() - TEN_MINUTES;
    server.setQueryData(
      ['items', 'pages'],
      { pages: [[{ _id: 'a' }]], pageParams: [1] },
      {
        updatedAt: renderedAt,
      },
    );
    server.setQueryData(['config'], { ok: true }, { updatedAt: renderedAt });
    const sent = dehydrate(server);
    // As sent, a page kept for ten minutes would ask for its data again after hydrating.
    expect(wouldRefetch(sent)).toEqual([true, true]);

    const arrived = asFetchedAt(sent, Date.now());
    expect(wouldRefetch(arrived)).toEqual([false, false]);
    expect(arrived.queries.map((q) => q.state.data)).toEqual(sent.queries.map((q) => q.state.data));
    expect(sent.queries[0]?.state.dataUpdatedAt).toBe(renderedAt);
  });
});
