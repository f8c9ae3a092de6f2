// The search screen's Businesses row: business cards side by side, scrolling sideways.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { BusinessSummary } from '@menudex/contract/entities';
import { BusinessCard } from '../../../components/business-card.tsx';

const CARD_WIDTH = 260;
/** The row's height with its cards (a one-line name): the spinner keeps it, so the Items below do not jump. */
const ROW_HEIGHT = 246;

export function BusinessRow({
  businesses,
  loading,
}: {
  businesses: BusinessSummary[];
  loading: boolean;
}) {
  if (loading) {
    return (
      <Box
        role="status"
        aria-label="Loading businesses"
        sx={{
          minHeight: ROW_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <CircularProgress />
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      data-testid="business-row"
      sx={{
        display: 'flex',
        gap: 2,
        overflowX: 'auto',
        scrollSnapType: 'x proximity',
        listStyle: 'none',
        m: 0,
        p: 0,
        pb: 1.5,
      }}
    >
      {businesses.map((business, index) => (
        <Box
          component="li"
          key={business._id}
          sx={{ flex: `0 0 ${CARD_WIDTH}px`, scrollSnapAlign: 'start' }}
        >
          <BusinessCard business={business} eagerImage={index < 4} />
        </Box>
      ))}
    </Box>
  );
}
