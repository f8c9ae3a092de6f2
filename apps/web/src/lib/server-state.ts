// The query cache's state as the server sent it with a rendered page (docs/decisions/023). The
// server keeps a rendered page, and the state in it, for as long as its answers are the same
// (decision 025), so the state's timestamps say when the page was rendered, possibly minutes ago.
// The answers themselves were checked when the page was sent: they count as fetched now, or the
// browser would find them stale and ask for them again right after hydrating.
import type { DehydratedState } from '@tanstack/react-query';

export function asFetchedAt(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}
