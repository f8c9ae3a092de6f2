// For owners and admins, under the discount log: the bursts of feedback (FEEDBACK_BURST) the business
// received. Their forms got their discounts within the caps, but their ratings stay out of the
// averages until the owner counts them; the owner can void the discounts not yet redeemed.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FEEDBACK_BURST, type BurstRatings, type FeedbackBurst } from '@menudex/contract/feedback';
import { useSetBurstRatings } from '../api/set-burst-ratings.ts';
import { useVoidBurst } from '../api/void-burst.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

const RATINGS_SAID: Record<BurstRatings, string> = {
  held: 'Its ratings are held out of the averages until you decide.',
  counted: 'Its ratings are counted in the averages.',
  dropped: 'Its ratings are dropped from the averages.',
};

const open = (b: FeedbackBurst) => b.discounts.granted - b.discounts.redeemed - b.discounts.voided;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function FeedbackBursts({
  businessId,
  bursts,
}: {
  businessId: string;
  bursts: FeedbackBurst[];
}) {
  const voidBurst = useVoidBurst(businessId);
  const setRatings = useSetBurstRatings(businessId);
  const [confirming, setConfirming] = useState<FeedbackBurst | null>(null);
  if (bursts.length === 0) return null;

  const confirmVoid = () => {
    if (!confirming) return;
    voidBurst.mutate(confirming.id, { onSettled: () => setConfirming(null) });
  };

  return (
    <Box component="section" aria-labelledby="feedback-bursts-title" sx={{ mb: 2 }}>
      <Typography
        id="feedback-bursts-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        Suspicious bursts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {FEEDBACK_BURST.feedbacks} or more forms within {FEEDBACK_BURST.windowMinutes} minutes. A
        script farming discounts looks like this; so can a big group.
      </Typography>
      {(voidBurst.isError || setRatings.isError) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {voidBurst.error?.message ?? setRatings.error?.message}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {bursts.map((b) => (
          <Box
            component="li"
            key={b.id}
            aria-label={`Burst at ${timeFormat.format(new Date(b.startedAt))}`}
            sx={{ border: 1, borderColor: 'warning.light', borderRadius: 1, p: 1.5 }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {plural(b.feedbacks, 'form', 'forms')} from{' '}
              {plural(b.networks, 'network', 'networks')},{' '}
              {timeFormat.format(new Date(b.startedAt))} to {timeFormat.format(new Date(b.lastAt))}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Discounts: {b.discounts.granted} given, {b.discounts.redeemed} redeemed,{' '}
              {b.discounts.voided} voided
              {b.voidedAt && ` (voided ${timeFormat.format(new Date(b.voidedAt))})`}.{' '}
              {RATINGS_SAID[b.ratings]}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button
                size="small"
                color="warning"
                variant="outlined"
                disabled={open(b) === 0 || voidBurst.isPending}
                onClick={() => setConfirming(b)}
              >
                Void open discounts
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={b.ratings === 'counted' || setRatings.isPending}
                onClick={() => setRatings.mutate({ burstId: b.id, ratings: 'counted' })}
              >
                Count ratings
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={b.ratings === 'dropped' || setRatings.isPending}
                onClick={() => setRatings.mutate({ burstId: b.id, ratings: 'dropped' })}
              >
                Drop ratings
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)}>
        <DialogTitle>Void this burst&apos;s discounts?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming && plural(open(confirming), 'discount', 'discounts')} not yet redeemed will
            no longer be accepted; customers who show one at the till are told it was withdrawn.
            Redeemed discounts stay as they are.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button color="warning" onClick={confirmVoid} disabled={voidBurst.isPending}>
            Void
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
