// POST /api/user/verify-email: the token from the verification link (single use).
import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, VerifyEmailRequest } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const verifyEmail = (body: VerifyEmailRequest) =>
  apiRequest<MessageResponse>('/user/verify-email', { method: 'POST', body });

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
