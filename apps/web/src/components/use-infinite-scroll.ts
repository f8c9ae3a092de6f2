// Infinite scroll for a paged (infinite) query: the next page loads when the last card scrolls into
// view. A failed page stops it: every new observer is told at once that the card is still visible,
// so re-arming after a failure would ask for the same page again and again. The visitor asks again
// with `retry` (PagedStatus's 'Try again' button).
import { useCallback, useLayoutEffect, useRef } from 'react';

export type PagedQuery = {
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
};

export function useInfiniteScroll(query: PagedQuery) {
  const enabled = query.hasNextPage && !query.isFetching && !query.isError;
  const observer = useRef<IntersectionObserver | null>(null);
  const fetchNextPage = useRef(query.fetchNextPage);
  useLayoutEffect(() => {
    fetchNextPage.current = query.fetchNextPage;
  });
  const lastCardRef = useCallback(
    (node: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || !enabled) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          // cancelRefetch: false joins a request already on its way instead of restarting it.
          if (entries.some((e) => e.isIntersecting))
            void fetchNextPage.current({ cancelRefetch: false });
        },
        { rootMargin: '200px' },
      );
      observer.current.observe(node);
    },
    [enabled],
  );
  /** Asks again for what failed: the next page, or the first page(s) when those failed. */
  const retry = () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());
  return { lastCardRef, retry };
}
