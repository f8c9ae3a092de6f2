// POST /api/user/password/reset/check: whether the reset link's token still works (it stays unused),
// so the page can say at once that a link was used or has expired.
import { useQuery } from '@tanstack/react-query';
import type { CheckResetLinkRequest, MessageResponse } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const checkResetLink = (body: CheckResetLinkRequest) =>
  apiRequest<MessageResponse>('/user/password/reset/check', { method: 'POST', body });

export function useCheckResetLink(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink({ token }),
    enabled: Boolean(token),
    // The answer is about this one visit: asking again on focus would only repeat it.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
