// GET /api/search/businesses?input=: businesses matching the input, most favorited first, with the
// page's filters and order (lib/filters.ts).
import { useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';
import { filterEntries, filterKey, type Filters } from '../../../lib/filters.ts';

export const searchBusinesses = (input: string, filters: Filters) =>
  apiRequest<BusinessSummary[]>(
    `/search/businesses?${new URLSearchParams([['input', input], ...filterEntries(filters)]).toString()}`,
  );

export const searchBusinessesQueryKey = (input: string, filters: Filters) => [
  'search',
  'businesses',
  input,
  filterKey(filters),
];

export function useSearchBusinesses(input: string, filters: Filters) {
  return useQuery({
    queryKey: searchBusinessesQueryKey(input, filters),
    queryFn: () => searchBusinesses(input, filters),
    enabled: input !== '',
  });
}
