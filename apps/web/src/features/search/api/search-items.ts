// GET /api/search/items?input=&page=: items matching the input, most liked first, 12 a page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';

export const searchItems = (input: string, page: number) =>
  apiRequest<Item[]>(
    `/search/items?${new URLSearchParams({ input, page: String(page) }).toString()}`,
  );

/** Runs only when there is input (the specification: search runs only when input is present). */
export function useSearchItems(input: string) {
  return useInfiniteQuery({
    queryKey: ['search', 'items', input],
    queryFn: ({ pageParam }) => searchItems(input, pageParam),
    initialPageParam: 1,
    // A page shorter than a full one is the last.
    getNextPageParam: (last, all) => (last.length < LIMITS.pageSize ? undefined : all.length + 1),
    enabled: input !== '',
  });
}
