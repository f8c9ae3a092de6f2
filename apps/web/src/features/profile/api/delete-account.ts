// DELETE /api/user/profile: deletes the account (the password confirms it when there is one).
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest, MessageResponse } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const deleteAccount = (body: DeleteAccountRequest) =>
  apiRequest<MessageResponse>('/user/profile', { method: 'DELETE', body });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
