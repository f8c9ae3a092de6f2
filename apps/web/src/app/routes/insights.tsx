// /my-business/insights/{businessId}: a business's insights and print kit, for its owners and
// admins (reached from the business page); /my-business/insights: the whole city's, for admins
// (reached from My Business). The app composes the features (features do not import each other).
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AdminOnly, DeadEnd } from '../../components/dead-end.tsx';
import { FullPageSpinner } from '../../components/full-page-spinner.tsx';
import { useIsAdmin } from '../../components/use-is-admin.ts';
import { useProfile } from '../../lib/profile.ts';
import { useBusiness } from '../../features/businesses/api/get-business.ts';
import { BusinessInsightsPage } from '../../features/insights/routes/business-insights-page.tsx';
import { CityInsightsPage } from '../../features/insights/routes/city-insights-page.tsx';
import { useT } from '../../lib/i18n.tsx';
import { openSignIn } from '../../lib/sign-in-modal.ts';
import { useSession } from '../../lib/session-store.ts';

/** Back to where the page is reached from. */
function BackTo({ to }: { to: string }) {
  const t = useT('manage');
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      color="inherit"
      sx={{ mb: 2 }}
    >
      {t('manage.back')}
    </Button>
  );
}

export function BusinessInsightsRoute() {
  const { businessId = '' } = useParams();
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const business = useBusiness(businessId);
  const t = useT('manage');
  if (!signedIn) {
    return (
      <>
        <h1 className="mdx-visually-hidden">{t('manage.insights.title')}</h1>
        <DeadEnd text={t('manage.insights.signInToSee')} level="h2">
          <Button variant="contained" onClick={openSignIn}>
            {t('auth.signIn')}
          </Button>
        </DeadEnd>
      </>
    );
  }
  return (
    <Box>
      <BackTo to={`/businesses/${businessId}`} />
      <BusinessInsightsPage businessId={businessId} businessName={business.data?.name} />
    </Box>
  );
}

/**
 * Admins only, as /my-business (whose gate is not shared here: the My Business chunk stays one file,
 * and the server refuses everyone else anyway).
 */
export function CityInsightsRoute() {
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const profile = useProfile();
  const isAdmin = useIsAdmin();
  const t = useT('manage');
  // Wait for the role before saying no, so an admin never sees the refusal flash.
  if (signedIn && profile.isPending && !isAdmin) return <FullPageSpinner />;
  if (!isAdmin) {
    return <AdminOnly title={t('manage.insights.title')} signedIn={signedIn} />;
  }
  return (
    <Box>
      <BackTo to="/my-business" />
      <CityInsightsPage />
    </Box>
  );
}
