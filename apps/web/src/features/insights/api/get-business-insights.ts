// GET /api/businesses/{id}/insights?from&to (owners and admins): the business's counts per local
// day, and its top dishes, over a range of dates (both inclusive).
import { useQuery } from '@tanstack/react-query';
import type { InsightsResponse } from '@menudex/contract/insights';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DateRange } from '../utils/periods.ts';

export const getBusinessInsights = (businessId: string, { from, to }: DateRange) =>
  apiRequest<InsightsResponse>(
    `/businesses/${encodeURIComponent(businessId)}/insights?${new URLSearchParams({ from, to }).toString()}`,
  );

export function useBusinessInsights(businessId: string, range: DateRange) {
  return useQuery({
    queryKey: ['insights', 'business', businessId, range.from, range.to] as const,
    queryFn: () => getBusinessInsights(businessId, range),
  });
}
