// GET /api/businesses/pages/{page}: businesses in creation order, 12 a page, [] past the end.
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { BusinessSummary } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';

export const getBusinessesPage = (page: number) =>
  apiRequest<BusinessSummary[]>(`/businesses/pages/${page}`);

export function useBusinessesPages() {
  return useInfiniteQuery({
    queryKey: ['businesses', 'pages'],
    queryFn: ({ pageParam }) => getBusinessesPage(pageParam),
    initialPageParam: 1,
    // A short page is the last one; an empty page (the specification's rule) is too.
    getNextPageParam: (last, all) => (last.length < LIMITS.pageSize ? undefined : all.length + 1),
  });
}
