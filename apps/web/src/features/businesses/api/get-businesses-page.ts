// GET /api/businesses/pages/{page}: businesses in creation order, 12 a page, [] past the end. The
// page's filters and order (lib/filters.ts) go along as query parameters, on every page, and the
// cursor of the previous answer as `after` (lib/paging.ts).
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { BusinessSummary } from '@menudex/contract/entities';
import { apiPage } from '../../../lib/api-client.ts';
import { filterKey, type Filters } from '../../../lib/filters.ts';
import { FIRST_PAGE, nextPageParam, withAfter, type PageParam } from '../../../lib/paging.ts';

export const getBusinessesPage = (param: PageParam, filters: Filters) =>
  apiPage<BusinessSummary>(
    `/businesses/pages/${param.page}${withAfter(filterKey(filters), param)}`,
  );

export const businessesPagesQueryKey = (filters: Filters) => [
  'businesses',
  'pages',
  filterKey(filters),
];

export function useBusinessesPages(filters: Filters) {
  return useInfiniteQuery({
    queryKey: businessesPagesQueryKey(filters),
    queryFn: ({ pageParam }) => getBusinessesPage(pageParam, filters),
    initialPageParam: FIRST_PAGE,
    // A short page is the last one; an empty page (the specification's rule) is too.
    getNextPageParam: (last, _all, lastParam) => nextPageParam(last, lastParam, LIMITS.pageSize),
  });
}
