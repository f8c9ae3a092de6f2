// GET /api/search/items?input=&page=: items matching the input, most liked first, 12 a page, with
// the page's filters and order (lib/filters.ts) and the previous answer's cursor (lib/paging.ts).
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { apiPage } from '../../../lib/api-client.ts';
import { filterEntries, filterKey, type Filters } from '../../../lib/filters.ts';
import { FIRST_PAGE, nextPageParam, type PageParam } from '../../../lib/paging.ts';

export const searchItems = (input: string, param: PageParam, filters: Filters) =>
  apiPage<Item>(
    `/search/items?${new URLSearchParams([
      ['input', input],
      ['page', String(param.page)],
      ...filterEntries(filters),
      ...(param.after ? [['after', param.after]] : []),
    ]).toString()}`,
  );

/** Runs only when there is input (the specification: search runs only when input is present). */
export const searchItemsQueryKey = (input: string, filters: Filters) => [
  'search',
  'items',
  input,
  filterKey(filters),
];

export function useSearchItems(input: string, filters: Filters) {
  return useInfiniteQuery({
    queryKey: searchItemsQueryKey(input, filters),
    queryFn: ({ pageParam }) => searchItems(input, pageParam, filters),
    initialPageParam: FIRST_PAGE,
    // A page shorter than a full one is the last.
    getNextPageParam: (last, _all, lastParam) => nextPageParam(last, lastParam, LIMITS.pageSize),
    enabled: input !== '',
  });
}
