// The last step at the till: 'Redeem discount (10%)', 'Only click YES after you show this to the
// cashier', NO and YES. A refusal from the server (already redeemed) is shown here. Its texts are the
// 'account' area's, as the discount card's that opens it: the area is loaded by then, so the dialog
// needs no Suspense boundary of its own and a customer downloads no owner's or admin's texts.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useT } from '../../../lib/i18n.tsx';

type Props = {
  open: boolean;
  busy: boolean;
  error: string | null;
  onYes: () => void;
  onNo: () => void;
};

export function RedeemConfirmDialog({ open, busy, error, onYes, onNo }: Props) {
  const t = useT('account');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onNo}
      aria-labelledby="redeem-title"
      aria-describedby="redeem-warning"
    >
      <DialogTitle id="redeem-title">{t('account.redeem.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="redeem-warning">{t('account.redeem.warning')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy} color="inherit">
          {t('account.redeem.no')}
        </Button>
        <BusyButton
          onClick={onYes}
          busy={busy}
          disabled={error !== null}
          variant="contained"
          color="secondary"
        >
          {t('account.redeem.yes')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
