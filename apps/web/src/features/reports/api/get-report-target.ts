// What a report is about, read for the queue: the business (its current values beside the suggested
// ones) or the dish (its name and business). Uses the business page's cache key, so both share it.
import { useQuery } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import type { Business, Item } from '@menudex/contract/entities';
import type { ItemResponse } from '@menudex/contract/items';
import type { Report } from '@menudex/contract/reports';
import { apiRequest } from '../../../lib/api-client.ts';
import { businessQueryKey } from '../../../lib/business-query.ts';

export function useReportedBusiness(id: string | undefined) {
  return useQuery({
    queryKey: businessQueryKey(id ?? ''),
    queryFn: async (): Promise<Business> =>
      (await apiRequest<BusinessResponse>(`/businesses/${id ?? ''}`)).business,
    enabled: id !== undefined,
  });
}

export function useReportedItem(report: Report) {
  const id = report.target.kind === 'item' ? report.target.id : undefined;
  return useQuery({
    queryKey: ['item', id ?? ''] as const,
    queryFn: async (): Promise<Item> => (await apiRequest<ItemResponse>(`/items/${id ?? ''}`)).item,
    enabled: id !== undefined,
  });
}
