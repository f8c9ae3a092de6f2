// POST /api/user/login/google {token}: the Google credential, verified by the server; {user, token}.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const loginWithGoogle = (token: string) =>
  apiRequest<AuthResponse>('/user/login/google', { method: 'POST', body: { token } });

export function useGoogleLogin(onSuccess: (response: AuthResponse) => void) {
  return useMutation({ mutationFn: loginWithGoogle, onSuccess });
}
