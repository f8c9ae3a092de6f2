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
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { useSetBurstRatings } from '../api/set-burst-ratings.ts';
import { useVoidBurst } from '../api/void-burst.ts';
import { momentText } from '../utils/time-format.ts';

const RATINGS_SAID: Record<BurstRatings, AreaMessageKey<'manage'>> = {
  held: 'manage.bursts.ratings.held',
  counted: 'manage.bursts.ratings.counted',
  dropped: 'manage.bursts.ratings.dropped',
};

const open = (b: FeedbackBurst) => b.discounts.granted - b.discounts.redeemed - b.discounts.voided;

export function FeedbackBursts({
  businessId,
  bursts,
}: {
  businessId: string;
  bursts: FeedbackBurst[];
}) {
  const t = useT('manage');
  const locale = useLocale();
  const time = (iso: string) => momentText(iso, locale);
  const count = (n: number) => formatCount(n, locale);
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
        {t('manage.bursts.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('manage.bursts.about', {
          feedbacks: count(FEEDBACK_BURST.feedbacks),
          minutes: count(FEEDBACK_BURST.windowMinutes),
        })}
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
            aria-label={t('manage.bursts.label', { time: time(b.startedAt) })}
            sx={{ border: 1, borderColor: 'warning.light', borderRadius: 1, p: 1.5 }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t('manage.bursts.when', {
                forms: b.feedbacks,
                networks: b.networks,
                from: time(b.startedAt),
                to: time(b.lastAt),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('manage.bursts.discounts', {
                granted: count(b.discounts.granted),
                redeemed: count(b.discounts.redeemed),
                voided: count(b.discounts.voided),
              })}
              {b.voidedAt && t('manage.bursts.voidedAt', { time: time(b.voidedAt) })}.{' '}
              {t(RATINGS_SAID[b.ratings])}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button
                size="small"
                color="warning"
                variant="outlined"
                disabled={open(b) === 0 || voidBurst.isPending}
                onClick={() => setConfirming(b)}
              >
                {t('manage.bursts.voidOpen')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={b.ratings === 'counted' || setRatings.isPending}
                onClick={() => setRatings.mutate({ burstId: b.id, ratings: 'counted' })}
              >
                {t('manage.bursts.count')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={b.ratings === 'dropped' || setRatings.isPending}
                onClick={() => setRatings.mutate({ burstId: b.id, ratings: 'dropped' })}
              >
                {t('manage.bursts.drop')}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)}>
        <DialogTitle>{t('manage.bursts.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming && t('manage.bursts.confirmText', { count: open(confirming) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('manage.cancel')}</Button>
          <Button color="warning" onClick={confirmVoid} disabled={voidBurst.isPending}>
            {t('manage.bursts.void')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
