// Infinite scroll by cursor (DESIGN 7.6): each page is asked for with the `after` cursor the previous
// answer's Link header named, so page 30 costs the server what page 1 costs. A page the browser did
// not fetch itself (rendered by the server, handed over in the page) has no cursor: the next one is
// asked for by its number alone, and the cursors take over from its answer.

/** What the next page is asked for with: its number, and the cursor when the previous answer gave one. */
export type PageParam = { page: number; after: string | null };

/** A page of cards and the cursor of the next (null on the last page, or when not known). */
export type CardPage<T> = { items: T[]; next: string | null };

export const FIRST_PAGE: PageParam = { page: 1, after: null };

/**
 * The next page after `last`: none when it was short (the specification's rule: a page shorter
 * than a full one is the last), else the next number with the cursor the answer gave.
 */
export function nextPageParam<T>(
  last: CardPage<T>,
  lastParam: PageParam,
  pageSize: number,
): PageParam | undefined {
  if (last.items.length < pageSize) return undefined;
  return { page: lastParam.page + 1, after: last.next };
}

/** The query string of a page: its parameters, then `after` when there is a cursor. */
export function withAfter(query: string, param: PageParam): string {
  const parts = [query, param.after ? `after=${encodeURIComponent(param.after)}` : ''].filter(
    (p) => p !== '',
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
