// PUT /api/feedback/{businessId}/bursts/{burstId}/ratings (owners and admins): count a burst's ratings
// in the averages (a real crowd after all) or drop them. The log and the summary are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BurstRatingsRequest, FeedbackBurst } from '@menudex/contract/feedback';
import { apiRequest } from '../../../lib/api-client.ts';

export const setBurstRatings = (businessId: string, burstId: string, body: BurstRatingsRequest) =>
  apiRequest<FeedbackBurst>(
    `/feedback/${encodeURIComponent(businessId)}/bursts/${encodeURIComponent(burstId)}/ratings`,
    // The choice is set, not added to: safe to send again when the server sheds it.
    { method: 'PUT', body, retryWhenShed: true },
  );

export function useSetBurstRatings(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ burstId, ratings }: { burstId: string } & BurstRatingsRequest) =>
      setBurstRatings(businessId, burstId, { ratings }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['discount-log', businessId] }),
        client.invalidateQueries({ queryKey: ['feedback-summary', businessId] }),
      ]),
  });
}
