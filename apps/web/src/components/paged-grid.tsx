// The one infinitely scrolled grid of cards (The List, Businesses, search results): the cards of
// every page loaded so far, each shown once, the next page asked for when the last card scrolls
// into view, and one status line under them (PagedStatus).
import type { ReactNode } from 'react';
import { ItemGrid } from './item-grid.tsx';
import type { CardPage } from '../lib/paging.ts';
import { PagedStatus } from './paged-status.tsx';
import { useInfiniteScroll, type PagedQuery } from './use-infinite-scroll.ts';
import './cards.css';

type Props<T extends { _id: string }> = {
  /** An infinite query whose pages hold lists of cards (lib/paging.ts). */
  query: PagedQuery & { data?: { pages: Array<CardPage<T>> } };
  renderCard: (entry: T, index: number) => ReactNode;
  /**
   * `cards`: columns one item card wide, as many as fit (ItemGrid); `breakpoints`: 1 column on
   * xs, 2 on sm, 3 on md, 4 on lg (the specification's search grid, and business cards).
   */
  layout: 'cards' | 'breakpoints';
  /** Centre the cards in their cells (breakpoints) or the columns on every screen (cards). */
  centered?: boolean;
  /** Shown above the cards, aligned with the first column (cards layout). */
  header?: ReactNode;
  endText: string;
  emptyText?: string;
  /** Shown instead of the status line once the list turned out empty (an EmptyState). */
  empty?: ReactNode;
};

export function PagedGrid<T extends { _id: string }>({
  query,
  renderCard,
  layout,
  centered,
  header,
  endText,
  emptyText,
  empty,
}: Props<T>) {
  const list = dedupe(query.data?.pages.flatMap((page) => page.items) ?? []);
  const { lastCardRef, retry } = useInfiniteScroll(query);
  const refOf = (index: number) => (index === list.length - 1 ? lastCardRef : undefined);
  return (
    <>
      {layout === 'cards' ? (
        <ItemGrid centered={centered} header={header}>
          {list.map((entry, index) => (
            <div key={entry._id} ref={refOf(index)} className="mdx-flex">
              {renderCard(entry, index)}
            </div>
          ))}
        </ItemGrid>
      ) : (
        <>
          {header}
          {/* MUI's Grid (container, spacing 3) as static CSS (cards.css, docs/decisions/027). */}
          <div className="MuiGrid-root MuiGrid-container mdx-grid">
            {list.map((entry, index) => (
              <div
                key={entry._id}
                ref={refOf(index)}
                className={`MuiGrid-root mdx-grid__cell${centered ? ' mdx-grid__cell--centered' : ''}`}
              >
                {renderCard(entry, index)}
              </div>
            ))}
          </div>
        </>
      )}
      {empty && list.length === 0 && !query.isFetching && !query.isError ? (
        empty
      ) : (
        <PagedStatus
          isLoading={query.isFetching}
          isError={query.isError}
          onRetry={retry}
          hasMore={query.hasNextPage}
          isEmpty={list.length === 0}
          endText={endText}
          emptyText={emptyText}
        />
      )}
    </>
  );
}

/** Likes change while one scrolls, so a card can move to a later page: show it once. */
function dedupe<T extends { _id: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((x) => (seen.has(x._id) ? false : (seen.add(x._id), true)));
}
