// POST /api/user/login: signs in with e-mail and password; answers {user, token}.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const login = (body: LoginRequest) =>
  apiRequest<AuthResponse>('/user/login', { method: 'POST', body });

export function useLogin(onSuccess: (response: AuthResponse) => void) {
  return useMutation({ mutationFn: login, onSuccess });
}
