// The full-page centred spinner (default size 40) shown while a page loads.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { SIZES } from '@menudex/contract/constants';
import { useT } from '../lib/i18n.tsx';

export function FullPageSpinner({ size = SIZES.spinnerSize }: { size?: number }) {
  const t = useT();
  return (
    <Box
      role="status"
      aria-label={t('page.loading')}
      sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress size={size} />
    </Box>
  );
}
