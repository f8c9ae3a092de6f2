// POST /api/feedback/{businessId}: the customer's answers; the server grants the discount with them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackRequest, FeedbackResponse } from '@menudex/contract/feedback';
import { apiRequest } from '../../../lib/api-client.ts';
import { discountStatusQueryKey } from './get-discount-status.ts';

export const submitFeedback = (businessId: string, body: FeedbackRequest) =>
  apiRequest<FeedbackResponse>(`/feedback/${encodeURIComponent(businessId)}`, {
    method: 'POST',
    body,
  });

export function useSubmitFeedback(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackRequest) => submitFeedback(businessId, body),
    onSuccess: (answer, body) => {
      client.setQueryData(discountStatusQueryKey(body.userId, businessId), answer.status);
    },
  });
}
