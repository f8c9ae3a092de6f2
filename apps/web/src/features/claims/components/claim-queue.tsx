// The admin's queue of claims of businesses without an e-mail of record: who claims which business
// and why, with Approve (they become an owner) and Reject, each with an optional note mailed to them.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { CLAIM_NOTE_MAX_LENGTH, type Claim } from '@menudex/contract/claims';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useClaims } from '../api/get-claims.ts';
import { useResolveClaim } from '../api/resolve-claim.ts';

export function ClaimQueue() {
  const t = useT('manage');
  const query = useClaims('pending');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="claim-queue-title"
      sx={{ mt: 3, p: 2 }}
    >
      <Typography id="claim-queue-title" variant="h3" sx={{ mb: 1 }}>
        {t('manage.claims.queueTitle')}
      </Typography>
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data?.length === 0 && (
        <EmptyState
          icon={<InboxIcon />}
          title={t('manage.claims.noneTitle')}
          text={t('manage.claims.noneText')}
        />
      )}
      {query.data?.map((claim) => (
        <ClaimRow key={claim._id} claim={claim} />
      ))}
    </Paper>
  );
}

function ClaimRow({ claim }: { claim: Claim }) {
  const t = useT('manage');
  const [note, setNote] = useState('');
  const resolve = useResolveClaim();
  const decide = (action: 'approve' | 'reject') => resolve.mutate({ id: claim._id, action, note });
  return (
    <Box
      sx={{
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography>
        <strong>{claim.userName}</strong> {t('manage.claims.claims')}{' '}
        <Link component={RouterLink} to={`/businesses/${claim.businessId}`}>
          {claim.businessName || t('manage.claims.aBusiness')}
        </Link>
      </Typography>
      {claim.message && (
        <Typography variant="body2">
          {t('manage.claims.message', { message: claim.message })}
        </Typography>
      )}
      <TextField
        size="small"
        label={t('manage.claims.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: CLAIM_NOTE_MAX_LENGTH } }}
      />
      {resolve.isError && <Alert severity="error">{resolve.error.message}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" disabled={resolve.isPending} onClick={() => decide('approve')}>
          {t('manage.claims.approve')}
        </Button>
        <Button color="inherit" disabled={resolve.isPending} onClick={() => decide('reject')}>
          {t('manage.claims.reject')}
        </Button>
      </Box>
    </Box>
  );
}
