// GET /api/feedback/{businessId}/summary (owners and admins): averages per question, latest comments.
import { useQuery } from '@tanstack/react-query';
import type { FeedbackSummary } from '@menudex/contract/feedback';
import { apiRequest } from '../../../lib/api-client.ts';

export const getFeedbackSummary = (businessId: string) =>
  apiRequest<FeedbackSummary>(`/feedback/${encodeURIComponent(businessId)}/summary`);

export function useFeedbackSummary(businessId: string) {
  return useQuery({
    queryKey: ['feedback-summary', businessId] as const,
    queryFn: () => getFeedbackSummary(businessId),
  });
}
