// GET /api/businesses/pages/{n}?stale=true (admin): listings nobody confirmed within STALE_AFTER_DAYS.
import { useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';

export const getStaleBusinesses = (page: number) =>
  apiRequest<BusinessSummary[]>(`/businesses/pages/${page}?stale=true`);

export function useStaleBusinesses(page: number) {
  return useQuery({
    queryKey: ['stale-businesses', page],
    queryFn: () => getStaleBusinesses(page),
  });
}
