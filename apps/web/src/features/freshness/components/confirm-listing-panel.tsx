// The owner's "Confirm everything is correct" under their business: when the listing was last
// confirmed, and one press to confirm it as it stands (any save confirms it too).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { BusinessSummary } from '@menudex/contract/entities';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatDay } from '../../../lib/locale-format.ts';
import { useVerifyBusiness } from '../api/verify-business.ts';

type Props = { business: Pick<BusinessSummary, '_id' | 'verifiedAt' | 'stale'> };

export function ConfirmListingPanel({ business }: Props) {
  const t = useT('manage');
  const locale = useLocale();
  const verify = useVerifyBusiness();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="confirm-listing-title"
      sx={{ mt: 3, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="confirm-listing-title" variant="h3">
        {t('manage.freshness.title')}
      </Typography>
      <Typography variant="body2" color={business.stale ? 'warning.main' : 'text.secondary'}>
        {business.verifiedAt
          ? // The day in UTC, as the business page's "Verified" shows it.
            t('manage.freshness.lastConfirmed', {
              date: formatDay(business.verifiedAt.slice(0, 10), locale),
            })
          : t('manage.freshness.neverConfirmed')}{' '}
        {t('manage.freshness.hint')}
      </Typography>
      {verify.isError && <Alert severity="error">{verify.error.message}</Alert>}
      {verify.isSuccess && (
        <Alert severity="success" role="status">
          {t('manage.freshness.verified')}
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={<TaskAltIcon />}
        onClick={() => verify.mutate(business._id)}
        disabled={verify.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('manage.freshness.confirm')}
      </Button>
    </Paper>
  );
}
