// The navigation entries of the top bar and its hamburger menu: My Business for admins only.
import { useIsAdmin } from '../../components/use-is-admin.ts';
import { useT } from '../../lib/i18n.tsx';

export type NavEntry = { to: string; label: string };

export function useNavEntries(): NavEntry[] {
  const isAdmin = useIsAdmin();
  const t = useT();
  return [
    { to: '/the-list', label: t('nav.theList') },
    { to: '/businesses', label: t('nav.businesses') },
    ...(isAdmin ? [{ to: '/my-business', label: t('nav.myBusiness') }] : []),
  ];
}
