// /verify-email#token=…: where the verification link lands. It sends the token once and says whether
// the address is now verified (or why not: the link was used, expired or is not valid).
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { PROFILE_QUERY_KEY } from '../../../lib/profile.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { takeLinkToken } from './link-token.ts';

export function VerifyEmailPage() {
  const t = useT('account');
  useDocumentTitle(t('account.verify.title'));
  const [token] = useState(takeLinkToken);
  const verify = useVerifyEmail();
  const client = useQueryClient();
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a link is single use, so a second request would only report it used.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(
      { token },
      { onSuccess: () => void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }) },
    );
  }, [token, verify, client]);

  return (
    <Box
      sx={{ maxWidth: 560, mx: 'auto', mt: 6, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography variant="h1">{t('account.verify.title')}</Typography>
      {!token && <Alert severity="error">{t('account.linkInvalid')}</Alert>}
      {token && (verify.isPending || verify.isIdle) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('account.checkingLink')}</Typography>
        </Box>
      )}
      {verify.isSuccess && (
        <Alert severity="success" role="status">
          {verify.data.message}
        </Alert>
      )}
      {verify.isError && <Alert severity="error">{verify.error.message}</Alert>}
      {verify.isError && signedIn && <Typography>{t('account.verify.askOnProfile')}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/the-list" variant="contained">
          {t('account.verify.goToTheList')}
        </Button>
        {signedIn && (
          <Button component={RouterLink} to="/profile" variant="outlined">
            {t('auth.profile')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
