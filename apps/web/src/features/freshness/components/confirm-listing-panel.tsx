// The owner's "Confirm everything is correct" under their business: when the listing was last
// confirmed, and one press to confirm it as it stands (any save confirms it too).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { BusinessSummary } from '@menudex/contract/entities';
import { FRESHNESS_TEXTS } from '@menudex/contract/freshness';
import { useVerifyBusiness } from '../api/verify-business.ts';

// As the business page shows it: one locale, UTC.
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

type Props = { business: Pick<BusinessSummary, '_id' | 'verifiedAt' | 'stale'> };

export function ConfirmListingPanel({ business }: Props) {
  const verify = useVerifyBusiness();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="confirm-listing-title"
      sx={{ mt: 3, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="confirm-listing-title" variant="h3">
        Is everything still correct?
      </Typography>
      <Typography variant="body2" color={business.stale ? 'warning.main' : 'text.secondary'}>
        {business.verifiedAt
          ? `Last confirmed ${DATE.format(new Date(business.verifiedAt))}.`
          : 'Nobody has confirmed this listing yet.'}{' '}
        Guests trust listings checked recently: look over the hours, prices and menu, then confirm.
      </Typography>
      {verify.isError && <Alert severity="error">{verify.error.message}</Alert>}
      {verify.isSuccess && (
        <Alert severity="success" role="status">
          {FRESHNESS_TEXTS.verified}
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={<TaskAltIcon />}
        onClick={() => verify.mutate(business._id)}
        disabled={verify.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Confirm everything is correct
      </Button>
    </Paper>
  );
}
