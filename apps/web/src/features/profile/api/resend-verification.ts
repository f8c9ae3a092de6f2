// POST /api/user/verify-email/resend: mails the signed-in user a new verification link.
import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const resendVerification = () =>
  apiRequest<MessageResponse>('/user/verify-email/resend', { method: 'POST' });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
