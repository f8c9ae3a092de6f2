// POST /api/user/password: a new password; every other session ends and this one gets a new token,
// which replaces the stored one.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, ChangePasswordRequest } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';
import { writeToken } from '../../../lib/local-storage.ts';
import { dispatch } from '../../../lib/session-store.ts';

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<AuthResponse>('/user/password', { method: 'POST', body });

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      writeToken(token);
      dispatch({ type: 'AUTH', token });
    },
  });
}
