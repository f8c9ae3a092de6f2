// The opening status as coloured text: "Open now · closes 22:00" (the business page) or just
// "Open now" (a card's badge), green when open, red when closed, amber when temporarily closed.
import Box from '@mui/material/Box';
import type { OpeningState, OpeningStatus } from '../lib/opening-status.ts';

/** Dark enough on white and on the page background for WCAG AA at body size. */
export const STATE_COLORS: Record<OpeningState, string> = {
  open: '#1e6b2f',
  closed: '#a3261b',
  temporarilyClosed: '#8a4b00',
};

export function OpeningStatusText({
  status,
  withDetail = true,
}: {
  status: OpeningStatus;
  withDetail?: boolean;
}) {
  return (
    <Box component="span" data-testid="opening-status">
      <Box component="span" sx={{ color: STATE_COLORS[status.state], fontWeight: 700 }}>
        {status.label}
      </Box>
      {withDetail && status.detail && <Box component="span">{` · ${status.detail}`}</Box>}
    </Box>
  );
}
