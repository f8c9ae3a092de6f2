// GET /api/items/pages/{page}: items by likes, highest first, 12 a page; [] past the end. The
// page's filters and order (lib/filters.ts) go along as query parameters, on every page, and the
// cursor of the previous answer as `after` (lib/paging.ts).
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { apiPage } from '../../../lib/api-client.ts';
import { filterKey, type Filters } from '../../../lib/filters.ts';
import { FIRST_PAGE, nextPageParam, withAfter, type PageParam } from '../../../lib/paging.ts';

export const getItemsPage = (param: PageParam, filters: Filters) =>
  apiPage<Item>(`/items/pages/${param.page}${withAfter(filterKey(filters), param)}`);

export const popularItemsQueryKey = (filters: Filters) => ['items', 'pages', filterKey(filters)];

export function usePopularItems(filters: Filters) {
  return useInfiniteQuery({
    queryKey: popularItemsQueryKey(filters),
    queryFn: ({ pageParam }) => getItemsPage(pageParam, filters),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastParam) => nextPageParam(last, lastParam, LIMITS.pageSize),
  });
}
