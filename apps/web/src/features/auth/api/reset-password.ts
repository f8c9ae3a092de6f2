// POST /api/user/password/reset: the token from the reset link and the new password.
import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<MessageResponse>('/user/password/reset', { method: 'POST', body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
