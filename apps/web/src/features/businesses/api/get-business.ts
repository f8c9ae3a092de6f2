// GET /api/businesses/{id}: one business with its lists and their items.
import { useQuery } from '@tanstack/react-query';
import type { Business } from '@menudex/contract/entities';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { businessQueryKey } from '../../../lib/business-query.ts';

export const getBusiness = async (id: string): Promise<Business> =>
  (await apiRequest<BusinessResponse>(`/businesses/${id}`)).business;

export function useBusiness(id: string) {
  return useQuery({ queryKey: businessQueryKey(id), queryFn: () => getBusiness(id) });
}
