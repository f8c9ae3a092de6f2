// GET /api/user/profile: the signed-in user's role, votes, favorites and businesses. Shared by the
// top bar, the profile page and the like and favorite buttons; asked only when a token exists.
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@menudex/contract/entities';
import { apiRequest } from './api-client.ts';
import { useSession } from './session-store.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export const getProfile = () => apiRequest<Profile>('/user/profile');

export function useProfile() {
  const token = useSession((s) => s.auth.token);
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: getProfile,
    enabled: Boolean(token),
  });
}
