// POST /api/user/password/forgot: mails a reset link if the address has an account; the answer is
// the same either way.
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageResponse } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest<MessageResponse>('/user/password/forgot', { method: 'POST', body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
