// GET /api/claims?status=pending: the admin's queue of claims of businesses without an e-mail of record.
import { useQuery } from '@tanstack/react-query';
import type { ClaimsResponse, ClaimStatus } from '@menudex/contract/claims';
import { apiRequest } from '../../../lib/api-client.ts';

export const claimsQueryKey = (status: ClaimStatus) => ['claims', status] as const;

export const getClaims = async (status: ClaimStatus) =>
  (await apiRequest<ClaimsResponse>(`/claims?status=${status}`)).claims;

export function useClaims(status: ClaimStatus = 'pending') {
  return useQuery({ queryKey: claimsQueryKey(status), queryFn: () => getClaims(status) });
}
