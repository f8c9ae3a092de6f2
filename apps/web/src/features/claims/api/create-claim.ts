// POST /api/businesses/{id}/claims: claim a business; the answer says whether a link was mailed to
// the business or an admin decides.
import { useMutation } from '@tanstack/react-query';
import type { CreateClaimBody, CreateClaimResponse } from '@menudex/contract/claims';
import { apiRequest } from '../../../lib/api-client.ts';

export const createClaim = (businessId: string, body: CreateClaimBody) =>
  apiRequest<CreateClaimResponse>(`/businesses/${businessId}/claims`, { method: 'POST', body });

export function useCreateClaim(businessId: string) {
  return useMutation({ mutationFn: (body: CreateClaimBody) => createClaim(businessId, body) });
}
