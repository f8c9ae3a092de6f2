// PUT /api/businesses/{id} with `feedbackEnabled` (admins only): switches a business's feedback
// program on or off. The answer is the saved business, shown at once by the page that reads it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeBusiness } from '../../../lib/business-query.ts';

export async function setFeedbackProgram(businessId: string, enabled: boolean) {
  const form = new FormData();
  form.set('feedbackEnabled', String(enabled));
  // The form holds the switch alone (no photo): it sets the program on or off, and is safe to send
  // again when the server sheds it.
  const answer = await apiRequest<BusinessResponse>(
    `/businesses/${encodeURIComponent(businessId)}`,
    { method: 'PUT', body: form, retryWhenShed: true },
  );
  return answer.business;
}

export function useSetFeedbackProgram(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setFeedbackProgram(businessId, enabled),
    onSuccess: (business) => {
      storeBusiness(client, business);
      // Cards elsewhere show the Feedback button from the list answers: read them again when next shown.
      for (const queryKey of [['businesses'], ['items'], ['search']]) {
        void client.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}
