// The feedback modal (500 px wide): a spinner while the customer's discount status loads, then the
// discount card (to-be-redeem), the cool-down message (on-cooldown) or the form (available). Redeem
// asks for confirmation, then shows 'Successfuly redeemed!'. The customer is the random id kept in
// local storage under uniqueId.
import { Suspense, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { DISCOUNT, SIZES } from '@menudex/contract/constants';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { customerId } from '../../../lib/local-storage.ts';
import { discountStatusQueryKey, useDiscountStatus } from '../api/get-discount-status.ts';
import { useRedeemDiscount } from '../api/redeem-discount.ts';
import { DiscountCard } from './discount-card.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import { RedeemConfirmDialog } from './redeem-confirm-dialog.tsx';

type Props = {
  businessId: string;
  /** Names the discount ('10% off your next order at …'). */
  businessName: string;
  /** Whether the business runs the feedback program (the form is offered only then). */
  feedbackEnabled: boolean;
  open: boolean;
  onClose: () => void;
};

/**
 * The dialog waits for its texts (the account area) behind a boundary of its own: the business page
 * under it stays on screen meanwhile.
 */
export function FeedbackModal(props: Props) {
  return (
    <Suspense fallback={null}>
      <FeedbackDialog {...props} />
    </Suspense>
  );
}

function FeedbackDialog({ businessId, businessName, feedbackEnabled, open, onClose }: Props) {
  const t = useT('account');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="feedback-title"
      slotProps={{
        paper: {
          sx: {
            width: SIZES.modalWidthPx,
            maxWidth: 'calc(100% - 32px)',
            maxHeight: SIZES.modalMaxHeight,
            m: 2,
          },
        },
      }}
      data-testid="feedback-modal"
    >
      <DialogTitle id="feedback-title" component="h2" variant="h2" sx={{ pr: 6 }}>
        {t('account.feedback.title')}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {businessName}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={t('account.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {open && (
          <FeedbackContent
            businessId={businessId}
            businessName={businessName}
            feedbackEnabled={feedbackEnabled}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function FeedbackContent({
  businessId,
  businessName,
  feedbackEnabled,
  onClose,
}: Omit<Props, 'open'>) {
  const t = useT('account');
  const locale = useLocale();
  const [customer] = useState(customerId);
  const client = useQueryClient();
  const status = useDiscountStatus(customer, businessId);
  const redeem = useRedeemDiscount();
  const [confirming, setConfirming] = useState(false);
  const [redeemError, setRedeemError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState(false);

  const refreshStatus = () =>
    client.invalidateQueries({ queryKey: discountStatusQueryKey(customer, businessId) });

  const confirmRedeem = () => {
    setRedeemError(null);
    redeem.mutate(
      { userId: customer, businessId },
      {
        onSuccess: () => {
          setRedeemed(true);
          setConfirming(false);
          void refreshStatus();
        },
        onError: (err) => {
          console.error(err);
          setRedeemError(err instanceof Error ? err.message : t('account.somethingWrong'));
        },
      },
    );
  };

  const closeConfirm = () => {
    setConfirming(false);
    // A refusal (already redeemed elsewhere) means the status moved on: show the current one.
    if (redeemError) void refreshStatus();
    setRedeemError(null);
  };

  if (redeemed) {
    return (
      <Centered testId="redeemed">
        <CheckCircleIcon color="secondary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="p" variant="h2" role="status">
          {t('account.feedback.redeemed')}
        </Typography>
        {/* Said as done: the discount was just used, nothing else is waiting. */}
        <Typography color="text.secondary">
          {t('account.feedback.redeemedLine', {
            percent: formatCount(DISCOUNT.percent, locale),
            name: businessName || t('account.feedback.thisBusiness'),
          })}
        </Typography>
        <Button variant="outlined" onClick={onClose} sx={{ mt: 1 }}>
          {t('account.close')}
        </Button>
      </Centered>
    );
  }

  if (status.isPending) {
    return (
      <Centered testId="feedback-loading">
        <CircularProgress size={SIZES.spinnerSize} aria-label={t('page.loading')} />
      </Centered>
    );
  }

  if (status.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void status.refetch()}>
            {t('account.retry')}
          </Button>
        }
      >
        {status.error.message || t('page.error')}
      </Alert>
    );
  }

  if (status.data === 'to-be-redeem') {
    return (
      <>
        <DiscountCard businessName={businessName} onRedeem={() => setConfirming(true)} />
        <RedeemConfirmDialog
          open={confirming}
          busy={redeem.isPending}
          error={redeemError}
          onYes={confirmRedeem}
          onNo={closeConfirm}
        />
      </>
    );
  }

  if (status.data === 'on-cooldown') {
    return (
      <Centered testId="feedback-cooldown">
        <HourglassTopIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography role="status">
          {t('account.feedback.cooldown', {
            count: DISCOUNT.cooldownDays,
            n: formatCount(DISCOUNT.cooldownDays, locale),
          })}
        </Typography>
      </Centered>
    );
  }

  if (!feedbackEnabled) {
    return <Alert severity="info">{t('account.feedback.programOff')}</Alert>;
  }

  return <FeedbackForm businessId={businessId} customerId={customer} />;
}

function Centered({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 4,
      }}
    >
      {children}
    </Box>
  );
}
