// GET /api/items/pages/{page}: items by likes, highest first, 12 a page; [] past the end. The
// page's filters and order (lib/filters.ts) go along as query parameters, on every page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';
import { filterKey, type Filters } from '../../../lib/filters.ts';

export const getItemsPage = (page: number, filters: Filters) => {
  const query = filterKey(filters);
  return apiRequest<Item[]>(`/items/pages/${page}${query ? `?${query}` : ''}`);
};

export const popularItemsQueryKey = (filters: Filters) => ['items', 'pages', filterKey(filters)];

export function usePopularItems(filters: Filters) {
  return useInfiniteQuery({
    queryKey: popularItemsQueryKey(filters),
    queryFn: ({ pageParam }) => getItemsPage(pageParam, filters),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length < LIMITS.pageSize ? undefined : all.length + 1),
  });
}
