// GET /api/search/businesses?input=: businesses matching the input, most favorited first.
import { useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';

export const searchBusinesses = (input: string) =>
  apiRequest<BusinessSummary[]>(`/search/businesses?${new URLSearchParams({ input }).toString()}`);

export function useSearchBusinesses(input: string) {
  return useQuery({
    queryKey: ['search', 'businesses', input],
    queryFn: () => searchBusinesses(input),
    enabled: input !== '',
  });
}
