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
import { useClaims } from '../api/get-claims.ts';
import { useResolveClaim } from '../api/resolve-claim.ts';

export function ClaimQueue() {
  const query = useClaims('pending');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="claim-queue-title"
      sx={{ mt: 3, p: 2 }}
    >
      <Typography id="claim-queue-title" variant="h3" sx={{ mb: 1 }}>
        Claims waiting for a decision
      </Typography>
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data?.length === 0 && (
        <EmptyState
          icon={<InboxIcon />}
          title="No claims are waiting."
          text="A claim of a business without an e-mail of record comes here for a decision."
        />
      )}
      {query.data?.map((claim) => (
        <ClaimRow key={claim._id} claim={claim} />
      ))}
    </Paper>
  );
}

function ClaimRow({ claim }: { claim: Claim }) {
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
        <strong>{claim.userName}</strong> claims{' '}
        <Link component={RouterLink} to={`/businesses/${claim.businessId}`}>
          {claim.businessName || 'a business'}
        </Link>
      </Typography>
      {claim.message && <Typography variant="body2">“{claim.message}”</Typography>}
      <TextField
        size="small"
        label="Note to them (optional)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: CLAIM_NOTE_MAX_LENGTH } }}
      />
      {resolve.isError && <Alert severity="error">{resolve.error.message}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" disabled={resolve.isPending} onClick={() => decide('approve')}>
          Approve
        </Button>
        <Button color="inherit" disabled={resolve.isPending} onClick={() => decide('reject')}>
          Reject
        </Button>
      </Box>
    </Box>
  );
}
