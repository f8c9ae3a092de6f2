// A business card's place facts: an open or closed badge (from the server's openNow, and the hours'
// temporarily-closed flag) and, when the list was asked near a place, the distance.
import Box from '@mui/material/Box';
import type { BusinessSummary } from '@menudex/contract/entities';
import { formatDistance } from '../lib/distance.ts';
import { STATE_COLORS } from './opening-status-text.tsx';
import type { OpeningState } from '../lib/opening-status.ts';

type PlaceFacts = Pick<BusinessSummary, 'openNow' | 'hours'> & { distanceMeters?: number | null };

const BADGE_TEXT: Record<OpeningState, string> = {
  open: 'Open',
  closed: 'Closed',
  temporarilyClosed: 'Temporarily closed',
};

export function openingState(business: PlaceFacts): OpeningState | null {
  if (business.hours?.temporarilyClosed) return 'temporarilyClosed';
  if (business.openNow === true) return 'open';
  if (business.openNow === false) return 'closed';
  return null;
}

export function PlaceBadges({ business }: { business: PlaceFacts }) {
  const state = openingState(business);
  const distance = business.distanceMeters;
  if (!state && typeof distance !== 'number') return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}
      data-testid="place-badges"
    >
      {state && (
        <Box
          component="span"
          data-testid="open-badge"
          sx={{
            color: STATE_COLORS[state],
            border: 1,
            borderColor: STATE_COLORS[state],
            borderRadius: 4,
            px: 1,
            lineHeight: 1.6,
            fontSize: '0.8rem',
            fontWeight: 700,
          }}
        >
          {BADGE_TEXT[state]}
        </Box>
      )}
      {typeof distance === 'number' && (
        <Box component="span" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {formatDistance(distance)}
        </Box>
      )}
    </Box>
  );
}
