// GET /api/businesses/pages/{page}: businesses in creation order, 12 a page, [] past the end. The
// page's filters and order (lib/filters.ts) go along as query parameters, on every page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { BusinessSummary } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';
import { filterKey, type Filters } from '../../../lib/filters.ts';

export const getBusinessesPage = (page: number, filters: Filters) => {
  const query = filterKey(filters);
  return apiRequest<BusinessSummary[]>(`/businesses/pages/${page}${query ? `?${query}` : ''}`);
};

export const businessesPagesQueryKey = (filters: Filters) => [
  'businesses',
  'pages',
  filterKey(filters),
];

export function useBusinessesPages(filters: Filters) {
  return useInfiniteQuery({
    queryKey: businessesPagesQueryKey(filters),
    queryFn: ({ pageParam }) => getBusinessesPage(pageParam, filters),
    initialPageParam: 1,
    // A short page is the last one; an empty page (the specification's rule) is too.
    getNextPageParam: (last, all) => (last.length < LIMITS.pageSize ? undefined : all.length + 1),
  });
}
