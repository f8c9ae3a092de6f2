// POST /api/claims/{id}/resolve: an admin approves (the claimant becomes an owner) or rejects a claim.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimResponse, ResolveClaimBody } from '@menudex/contract/claims';
import { apiRequest } from '../../../lib/api-client.ts';

export const resolveClaim = async (id: string, body: ResolveClaimBody) =>
  (await apiRequest<ClaimResponse>(`/claims/${id}/resolve`, { method: 'POST', body })).claim;

export function useResolveClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveClaimBody & { id: string }) => resolveClaim(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['claims'] }),
  });
}
