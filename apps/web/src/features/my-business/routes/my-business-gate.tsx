// /my-business: business management for admins; everyone else reads 'Please Login As Admin to Access'
// with a way on (Sign In when signed out, home otherwise).
// The management screen itself (phone lookup, business form) is the owner tools' and comes in
// through `children`; until then admins see a short placeholder.
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { AdminOnly } from '../../../components/dead-end.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useIsAdmin } from '../../../components/use-is-admin.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { useSession } from '../../../lib/session-store.ts';

export function MyBusinessGate({ children }: { children?: ReactNode }) {
  // The core catalogue's words (the top bar's): the gate shows before any area is needed.
  const t = useT();
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const profile = useProfile();
  const isAdmin = useIsAdmin();
  useDocumentTitle(t('nav.myBusiness'));
  // Wait for the role before saying no, so an admin never sees the refusal flash.
  if (signedIn && profile.isPending && !isAdmin) return <FullPageSpinner />;
  if (!isAdmin) {
    return <AdminOnly title={t('nav.myBusiness')} signedIn={signedIn} />;
  }
  return (
    <>
      {children ?? (
        <Typography variant="h1" sx={{ mt: 2 }}>
          {t('nav.myBusiness')}
        </Typography>
      )}
    </>
  );
}
