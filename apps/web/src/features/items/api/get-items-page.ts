// GET /api/items/pages/{page}: items by likes, highest first, 12 a page; [] past the end.
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';

export const getItemsPage = (page: number) => apiRequest<Item[]>(`/items/pages/${page}`);

export function usePopularItems() {
  return useInfiniteQuery({
    queryKey: ['items', 'pages'],
    queryFn: ({ pageParam }) => getItemsPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length < LIMITS.pageSize ? undefined : all.length + 1),
  });
}
