// POST /api/claims/confirm: the mailed link's token; the claimant becomes an owner of the business.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeBusiness } from '../../../lib/business-query.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/profile.ts';

export const confirmClaim = async (token: string) =>
  (await apiRequest<BusinessResponse>('/claims/confirm', { method: 'POST', body: { token } }))
    .business;

export function useConfirmClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClaim,
    onSuccess: (business) => {
      storeBusiness(queryClient, business);
      // My Businesses now lists it.
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
