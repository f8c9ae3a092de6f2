// The search screen's Businesses row: business cards side by side, scrolling sideways.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { BusinessSummary } from '@menudex/contract/entities';
import { BusinessCard } from '../../../components/business-card.tsx';
import { firstScreen } from '../../../lib/image-url.ts';
import { useT } from '../../../lib/i18n.tsx';

/** The row's height with its cards (a one-line name): the spinner keeps it, so the Items below do not jump. */
const ROW_HEIGHT = 246;

export function BusinessRow({
  businesses,
  loading,
}: {
  businesses: BusinessSummary[];
  loading: boolean;
}) {
  const t = useT();
  if (loading) {
    return (
      <Box
        role="status"
        aria-label={t('paging.loadingBusinesses')}
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
    // Static CSS (cards.css), docs/decisions/027.
    <ul data-testid="business-row" className="mdx-business-row">
      {businesses.map((business, index) => (
        <li key={business._id} className="mdx-business-row__cell">
          <BusinessCard business={business} imagePriority={firstScreen(index, 4)} />
        </li>
      ))}
    </ul>
  );
}
