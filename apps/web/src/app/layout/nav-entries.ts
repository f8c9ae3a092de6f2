// The navigation entries of the top bar and its hamburger menu: My Business for admins only.
import { useIsAdmin } from '../../components/use-is-admin.ts';

export type NavEntry = { to: string; label: string };

export function useNavEntries(): NavEntry[] {
  const isAdmin = useIsAdmin();
  return [
    { to: '/the-list', label: 'The List' },
    { to: '/businesses', label: 'Businesses' },
    ...(isAdmin ? [{ to: '/my-business', label: 'My Business' }] : []),
  ];
}
