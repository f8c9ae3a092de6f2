// The feedback program's tools for a business's owners and admins: the summary and the QR code, side
// by side on wide screens. The app places them on the business page (features do not import each other).
import Box from '@mui/material/Box';
import { DiscountLogPanel } from './discount-log-panel.tsx';
import { FeedbackQrPanel } from './feedback-qr-panel.tsx';
import { FeedbackSummaryPanel } from './feedback-summary-panel.tsx';

type Props = { businessId: string; feedbackEnabled: boolean };

export function FeedbackOwnerPanels({ businessId, feedbackEnabled }: Props) {
  return (
    <Box
      data-testid="feedback-owner-panels"
      sx={{
        display: 'grid',
        // minmax(0, …): a column never grows past the screen for a wide child (the discount log's
        // table scrolls inside its panel instead of widening the page on a phone).
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        alignItems: 'start',
        my: 4,
      }}
    >
      <FeedbackSummaryPanel businessId={businessId} />
      <FeedbackQrPanel businessId={businessId} feedbackEnabled={feedbackEnabled} />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <DiscountLogPanel businessId={businessId} />
      </Box>
    </Box>
  );
}
