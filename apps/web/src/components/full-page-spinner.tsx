// The full-page centred spinner (default size 40) shown while a page loads.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { SIZES } from '@menudex/contract/constants';

export function FullPageSpinner({ size = SIZES.spinnerSize }: { size?: number }) {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress size={size} />
    </Box>
  );
}
