// GET /api/insights?from&to (admins): the same counts and top dishes over every business.
import { useQuery } from '@tanstack/react-query';
import type { InsightsResponse } from '@menudex/contract/insights';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DateRange } from '../utils/periods.ts';

export const getCityInsights = ({ from, to }: DateRange) =>
  apiRequest<InsightsResponse>(`/insights?${new URLSearchParams({ from, to }).toString()}`);

export function useCityInsights(range: DateRange) {
  return useQuery({
    queryKey: ['insights', 'city', range.from, range.to] as const,
    queryFn: () => getCityInsights(range),
  });
}
