// /claim#token=…: where the claim link mailed to a business lands. Signed in as the claimant, one
// press makes them an owner and opens the business to edit; signed out, it asks to sign in first.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { openSignIn } from '../../../lib/sign-in-modal.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useConfirmClaim } from '../api/confirm-claim.ts';

/**
 * The link's token, read once and taken out of the address bar (like the account links: it should
 * not stay in the history or show in a screenshot).
 */
function takeClaimToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (token)
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  return token;
}

export function ClaimPage() {
  const t = useT('manage');
  useDocumentTitle(t('manage.claims.pageTitle'));
  const [token] = useState(takeClaimToken);
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const confirm = useConfirmClaim();

  return (
    <Box
      sx={{ maxWidth: 520, mx: 'auto', mt: 6, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography variant="h1">{t('manage.claims.pageTitle')}</Typography>
      {!token && <Alert severity="error">{t('manage.claims.linkInvalid')}</Alert>}
      {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
      {confirm.isSuccess ? (
        <>
          <Alert severity="success" role="status">
            {t('manage.claims.nowManage', {
              name: confirm.data.name || t('manage.claims.thisBusiness'),
            })}
          </Alert>
          <Button
            component={RouterLink}
            to={`/businesses/${confirm.data._id}`}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('manage.claims.edit', {
              name: confirm.data.name || t('manage.claims.theBusiness'),
            })}
          </Button>
        </>
      ) : (
        token &&
        (signedIn ? (
          <>
            <Typography>{t('manage.claims.confirmIntro')}</Typography>
            <Button
              variant="contained"
              size="large"
              onClick={() => confirm.mutate(token)}
              disabled={confirm.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('manage.claims.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Typography>{t('manage.claims.signInFirst')}</Typography>
            <Button variant="contained" onClick={openSignIn} sx={{ alignSelf: 'flex-start' }}>
              {t('auth.signIn')}
            </Button>
          </>
        ))
      )}
    </Box>
  );
}
