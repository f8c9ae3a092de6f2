// /my-business: business management for admins; everyone else reads 'Please Login As Admin to Access'.
// The management screen itself (phone lookup, business form) is the owner tools' and comes in
// through `children`; until then admins see a short placeholder.
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { useIsAdmin } from '../../../components/use-is-admin.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useSession } from '../../../lib/session-store.ts';

export function MyBusinessGate({ children }: { children?: ReactNode }) {
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const profile = useProfile();
  const isAdmin = useIsAdmin();
  // Wait for the role before saying no, so an admin never sees the refusal flash.
  if (signedIn && profile.isPending && !isAdmin) return <FullPageSpinner />;
  if (!isAdmin) {
    return (
      <Typography variant="h2" component="p" sx={{ textAlign: 'center', mt: 8 }}>
        {TEXTS.pleaseLoginAsAdmin}
      </Typography>
    );
  }
  return (
    <>
      {children ?? (
        <Typography variant="h1" sx={{ mt: 2 }}>
          My Business
        </Typography>
      )}
    </>
  );
}
