// GET /api/search/items?input=&page=: items matching the input, most liked first, 12 a page, with
// the page's filters and order (lib/filters.ts).
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';
import { filterEntries, filterKey, type Filters } from '../../../lib/filters.ts';

export const searchItems = (input: string, page: number, filters: Filters) =>
  apiRequest<Item[]>(
    `/search/items?${new URLSearchParams([
      ['input', input],
      ['page', String(page)],
      ...filterEntries(filters),
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
    initialPageParam: 1,
    // A page shorter than a full one is the last.
    getNextPageParam: (last, all) => (last.length < LIMITS.pageSize ? undefined : all.length + 1),
    enabled: input !== '',
  });
}
