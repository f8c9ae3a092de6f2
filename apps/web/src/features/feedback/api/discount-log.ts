// GET and PUT /api/feedback/{businessId}/discounts (owners and admins): the daily limit of feedback
// discounts, today's counts and the latest discounts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountLog } from '@menudex/contract/feedback';
import { apiRequest } from '../../../lib/api-client.ts';

const url = (businessId: string) => `/feedback/${encodeURIComponent(businessId)}/discounts`;
const key = (businessId: string) => ['discount-log', businessId] as const;

export function useDiscountLog(businessId: string) {
  return useQuery({
    queryKey: key(businessId),
    queryFn: () => apiRequest<DiscountLog>(url(businessId)),
  });
}

export function useSetDiscountLimit(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    // The limit is set, not added to: safe to send again when the server sheds it.
    mutationFn: (dailyLimit: number) =>
      apiRequest<DiscountLog>(url(businessId), {
        method: 'PUT',
        body: { dailyLimit },
        retryWhenShed: true,
      }),
    onSuccess: (log) => client.setQueryData(key(businessId), log),
  });
}
