// POST /api/feedback/{businessId}/bursts/{burstId}/void (owners and admins): the burst's discounts not
// yet redeemed can no longer be redeemed. The discount log shows it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackBurst } from '@menudex/contract/feedback';
import { apiRequest } from '../../../lib/api-client.ts';

export const voidBurst = (businessId: string, burstId: string) =>
  apiRequest<FeedbackBurst>(
    `/feedback/${encodeURIComponent(businessId)}/bursts/${encodeURIComponent(burstId)}/void`,
    // Voiding twice voids nothing more: safe to send again when the server sheds it.
    { method: 'POST', retryWhenShed: true },
  );

export function useVoidBurst(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (burstId: string) => voidBurst(businessId, burstId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['discount-log', businessId] }),
  });
}
