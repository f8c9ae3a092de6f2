// "Claim this business" under a business page nobody manages yet: signed out, it asks to sign in;
// signed in, a dialog takes a short message and says what happens next (a link mailed to the
// business's address of record, or an admin's decision).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { CLAIM_MESSAGE_MAX_LENGTH } from '@menudex/contract/claims';
import type { BusinessSummary } from '@menudex/contract/entities';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { openSignIn } from '../../../lib/sign-in-modal.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCreateClaim } from '../api/create-claim.ts';

type Props = { business: Pick<BusinessSummary, '_id' | 'name' | 'managedByOwner' | 'canEdit'> };

export function ClaimBusinessButton({ business }: Props) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const claim = useCreateClaim(business._id);
  if (business.managedByOwner || business.canEdit) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.mutate({ message });
  };
  const close = () => {
    setOpen(false);
    claim.reset();
  };

  return (
    <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        Do you run {business.name || 'this business'}?
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<StorefrontOutlinedIcon />}
        onClick={() => (signedIn ? setOpen(true) : openSignIn())}
      >
        Claim this business
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="claim-business-title"
        slotProps={{ paper: { sx: modalPaperSx } }}
      >
        <Box component="form" noValidate onSubmit={submit} aria-label="Claim this business">
          <DialogTitle id="claim-business-title">
            Claim {business.name || 'this business'}
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {claim.isSuccess ? (
              <Alert severity="success" role="status">
                {claim.data.message}
              </Alert>
            ) : (
              <>
                <Typography>
                  When the business has an e-mail address on Menudex, we send a link there: open it
                  while signed in and you manage the listing at once. Otherwise an admin checks your
                  claim.
                </Typography>
                <TextField
                  label="How are you connected to the business? (optional)"
                  multiline
                  minRows={2}
                  value={message}
                  onChange={(e) => setMessage(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: CLAIM_MESSAGE_MAX_LENGTH } }}
                />
                {claim.isError && <Alert severity="error">{claim.error.message}</Alert>}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{claim.isSuccess ? 'Close' : 'Cancel'}</Button>
            {!claim.isSuccess && (
              <Button type="submit" variant="contained" disabled={claim.isPending}>
                Send claim
              </Button>
            )}
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
