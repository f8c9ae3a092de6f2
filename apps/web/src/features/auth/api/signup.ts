// POST /api/user/signup: creates an account with name, e-mail and password; answers {user, token}.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignupRequest } from '@menudex/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export const signup = (body: SignupRequest) =>
  apiRequest<AuthResponse>('/user/signup', { method: 'POST', body });

export function useSignup(onSuccess: (response: AuthResponse) => void) {
  return useMutation({ mutationFn: signup, onSuccess });
}
