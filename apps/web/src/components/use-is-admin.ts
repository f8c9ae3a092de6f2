// Whether the signed-in user is an admin (the specification's role check): the session store's user,
// or the profile query while the store has not been given it yet.
import { useProfile } from '../lib/profile.ts';
import { useSession } from '../lib/session-store.ts';

export function useIsAdmin(): boolean {
  const storeRole = useSession((s) => s.user?.role);
  const profile = useProfile();
  return (storeRole ?? profile.data?.role) === 'admin';
}
