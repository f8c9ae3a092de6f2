// POST /api/businesses/{id}/verify: the owner or an admin confirms that the listing is correct.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeBusiness } from '../../../lib/business-query.ts';

export const verifyBusiness = async (id: string) =>
  (
    await apiRequest<BusinessResponse>(`/businesses/${id}/verify`, {
      method: 'POST',
      // Confirming twice confirms once.
      retryWhenShed: true,
    })
  ).business;

export function useVerifyBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBusiness,
    onSuccess: (business) => {
      storeBusiness(queryClient, business);
      void queryClient.invalidateQueries({ queryKey: ['stale-businesses'] });
    },
  });
}
