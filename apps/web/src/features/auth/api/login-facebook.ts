// POST /api/user/login/facebook {accessToken}: the Facebook token, verified by the server; {user, token}.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const loginWithFacebook = (accessToken: string) =>
  apiRequest<AuthResponse>('/user/login/facebook', { method: 'POST', body: { accessToken } });

export function useFacebookLogin(onSuccess: (response: AuthResponse) => void) {
  return useMutation({ mutationFn: loginWithFacebook, onSuccess });
}
