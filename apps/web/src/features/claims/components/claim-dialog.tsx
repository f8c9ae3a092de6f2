// The claim's dialog: a short message, then what happens next (a link mailed to the business's address
// of record, or an admin's decision). Loaded when "Claim this business" is first pressed.
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
import { CLAIM_MESSAGE_MAX_LENGTH } from '@menudex/contract/claims';
import type { BusinessSummary } from '@menudex/contract/entities';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useCreateClaim } from '../api/create-claim.ts';

type Props = {
  business: Pick<BusinessSummary, '_id' | 'name'>;
  open: boolean;
  onClose: () => void;
};

export function ClaimDialog({ business, open, onClose }: Props) {
  const t = useT('account');
  const [message, setMessage] = useState('');
  const claim = useCreateClaim(business._id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.mutate({ message });
  };
  const close = () => {
    onClose();
    claim.reset();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="claim-business-title"
      slotProps={{ paper: { sx: modalPaperSx } }}
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={t('account.claim.claimThis')}>
        <DialogTitle id="claim-business-title">
          {business.name
            ? t('account.claim.title', { name: business.name })
            : t('account.claim.claimThis')}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {claim.isSuccess ? (
            <Alert severity="success" role="status">
              {claim.data.message}
            </Alert>
          ) : (
            <>
              <Typography>{t('account.claim.intro')}</Typography>
              <TextField
                label={t('account.claim.message')}
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
          <Button onClick={close}>{t(claim.isSuccess ? 'account.close' : 'account.cancel')}</Button>
          {!claim.isSuccess && (
            <Button type="submit" variant="contained" disabled={claim.isPending}>
              {t('account.claim.send')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
