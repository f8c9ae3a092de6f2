// /claim#token=…: where the claim link mailed to a business lands. Signed in as the claimant, one
// press makes them an owner and opens the business to edit; signed out, it asks to sign in first.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CLAIM_TEXTS } from '@menudex/contract/claims';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
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
  useDocumentTitle('Claim a business');
  const [token] = useState(takeClaimToken);
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const confirm = useConfirmClaim();

  return (
    <Box
      sx={{ maxWidth: 520, mx: 'auto', mt: 6, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography variant="h1">Claim a business</Typography>
      {!token && <Alert severity="error">{CLAIM_TEXTS.linkInvalid}</Alert>}
      {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
      {confirm.isSuccess ? (
        <>
          <Alert severity="success" role="status">
            You now manage {confirm.data.name || 'this business'} on Menudex.
          </Alert>
          <Button
            component={RouterLink}
            to={`/businesses/${confirm.data._id}`}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            Edit {confirm.data.name || 'the business'}
          </Button>
        </>
      ) : (
        token &&
        (signedIn ? (
          <>
            <Typography>
              Confirm that you manage this business. You can edit its listing right after.
            </Typography>
            <Button
              variant="contained"
              size="large"
              onClick={() => confirm.mutate(token)}
              disabled={confirm.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Confirm my claim
            </Button>
          </>
        ) : (
          <>
            <Typography>Sign in with the account that claimed the business to go on.</Typography>
            <Button variant="contained" onClick={openSignIn} sx={{ alignSelf: 'flex-start' }}>
              Sign In
            </Button>
          </>
        ))
      )}
    </Box>
  );
}
