// The last step at the till: 'Redeem discount (10%)', 'Only click YES after you show this to the
// cashier', NO and YES. A refusal from the server (already redeemed) is shown here.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TEXTS } from '@menudex/contract/constants';
import { FEEDBACK_TEXTS } from '@menudex/contract/feedback';
import { BusyButton } from '../../../components/busy-button.tsx';

type Props = {
  open: boolean;
  busy: boolean;
  error: string | null;
  onYes: () => void;
  onNo: () => void;
};

export function RedeemConfirmDialog({ open, busy, error, onYes, onNo }: Props) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onNo}
      aria-labelledby="redeem-title"
      aria-describedby="redeem-warning"
    >
      <DialogTitle id="redeem-title">{TEXTS.redeemTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="redeem-warning">{TEXTS.redeemWarning}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy} color="inherit">
          {FEEDBACK_TEXTS.no}
        </Button>
        <BusyButton
          onClick={onYes}
          busy={busy}
          disabled={error !== null}
          variant="contained"
          color="secondary"
        >
          {FEEDBACK_TEXTS.yes}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
