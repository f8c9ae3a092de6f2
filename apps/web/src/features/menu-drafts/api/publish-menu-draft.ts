// POST /api/businesses/{id}/menu-drafts/{draftId}/publish: the owner's edited lists become lists and
// items; the answer is the business, shown at once on its page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import type { Business } from '@menudex/contract/entities';
import type { PublishMenuDraftRequest } from '@menudex/contract/menu-drafts';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeBusiness } from '../../../lib/business-query.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/profile.ts';
import { dispatch, sessionStore } from '../../../lib/session-store.ts';

export const publishMenuDraft = async (
  businessId: string,
  draftId: string,
  body: PublishMenuDraftRequest,
): Promise<Business> =>
  (
    await apiRequest<BusinessResponse>(`/businesses/${businessId}/menu-drafts/${draftId}/publish`, {
      method: 'POST',
      body,
    })
  ).business;

export function usePublishMenuDraft(businessId: string, draftId: string) {
  const client = useQueryClient();
  return useMutation<Business, Error, PublishMenuDraftRequest>({
    mutationFn: (body) => publishMenuDraft(businessId, draftId, body),
    onSuccess: (business) => {
      // As every owner write does (my-business/api/managed-business.ts): the page, the managed
      // business, and the lists that show it elsewhere, read again on their next visit.
      storeBusiness(client, business);
      if (sessionStore.get().business?._id === business._id)
        dispatch({ type: 'UPDATE_BUSINESS', business });
      for (const queryKey of [['businesses'], ['items'], ['search'], PROFILE_QUERY_KEY])
        void client.invalidateQueries({ queryKey, refetchType: 'none' });
    },
  });
}
