// /my-business/imports (admins, reached from My Business): import businesses from a file, preview
// first, follow the import's progress, read its report, and see the recent imports. Others see the
// admin gate's refusal (the server refuses them anyway).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Import } from '@menudex/contract/imports';
import { AdminOnly } from '../../../components/dead-end.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useIsAdmin } from '../../../components/use-is-admin.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useImport } from '../api/get-import.ts';
import { ImportForm } from '../components/import-form.tsx';
import { ImportReport } from '../components/import-report.tsx';
import { RecentImports } from '../components/recent-imports.tsx';
import { isUnderWay } from '../utils/import-texts.ts';

/** OpenStreetMap's licence page: the link shows its address, the same in every language. */
const OSM_COPYRIGHT = 'openstreetmap.org/copyright';

export function ImportsPage() {
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const profile = useProfile();
  const isAdmin = useIsAdmin();
  const t = useT('manage');
  useDocumentTitle(t('manage.imports.title'));
  // Wait for the role before saying no, so an admin never sees the refusal flash.
  if (signedIn && profile.isPending && !isAdmin) return <FullPageSpinner />;
  if (!isAdmin) {
    return <AdminOnly title={t('manage.imports.title')} signedIn={signedIn} />;
  }
  return <ImportsScreen />;
}

/** The page for an admin. */
export function ImportsScreen() {
  const t = useT('manage');
  const [shownId, setShownId] = useState<string | null>(null);
  const shown = useImport(shownId);
  const busy = shown.data !== undefined && isUnderWay(shown.data);
  const started = (made: Import) => setShownId(made._id);
  return (
    <Box
      data-testid="imports-page"
      sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 880 }}
    >
      <Box>
        <Button
          component={RouterLink}
          to="/my-business"
          startIcon={<ArrowBackIcon />}
          color="inherit"
          sx={{ mb: 2 }}
        >
          {t('manage.back')}
        </Button>
        <Typography variant="h1">{t('manage.imports.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('manage.imports.subtitle')}
        </Typography>
      </Box>
      <ImportForm busy={busy} onStarted={started} />
      {shown.data ? (
        <ImportReport key={shown.data._id} report={shown.data} />
      ) : (
        shown.isError && <Alert severity="error">{shown.error.message}</Alert>
      )}
      <Alert severity="info" role="note" data-testid="import-licence">
        <AlertTitle>{t('manage.imports.licenceTitle')}</AlertTitle>
        {t('manage.imports.licence')}{' '}
        <Link href={`https://www.${OSM_COPYRIGHT}`} target="_blank" rel="noopener">
          {OSM_COPYRIGHT}
        </Link>
      </Alert>
      <RecentImports shownId={shownId} onShow={setShownId} />
    </Box>
  );
}
