// For owners and admins: the feedback a business received, the average of each question and the
// latest comments, both without the forms of bursts the owner has not counted (it says how many). Ready for the business page's edit mode.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { RATING } from '@menudex/contract/constants';
import { heldOutLine } from '@menudex/contract/feedback';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useFeedbackSummary } from '../api/get-feedback-summary.ts';
import { OwnerPanel, QueryStatus } from './owner-panel.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function FeedbackSummaryPanel({ businessId }: { businessId: string }) {
  const summary = useFeedbackSummary(businessId);
  return (
    <OwnerPanel titleId="feedback-summary-title" title="Customer feedback">
      <QueryStatus query={summary} />
      {summary.data && summary.data.count === 0 && (
        <EmptyState
          icon={<RateReviewIcon />}
          title="No feedback yet."
          text="Customers who scan the feedback QR code rate your service, atmosphere and speed; their answers are summed up here."
        />
      )}
      {summary.data && summary.data.count > 0 && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {summary.data.count} {summary.data.count === 1 ? 'form' : 'forms'} received
          </Typography>
          {summary.data.heldOut > 0 && (
            <Typography role="note" color="warning.dark" sx={{ mb: 1 }}>
              {heldOutLine(summary.data.heldOut)} (see Suspicious bursts under Discounts).
            </Typography>
          )}
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: 1,
              alignItems: 'center',
            }}
          >
            {summary.data.averages.map((a) => (
              <Box key={a.question} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {a.question}
                </Typography>
                <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Rating
                    value={a.average}
                    precision={0.1}
                    max={RATING.max}
                    readOnly
                    size="small"
                  />
                  <Typography variant="body2" color="text.secondary">
                    {a.average.toFixed(1)} ({a.count})
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
          {summary.data.latest.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
                Latest comments
              </Typography>
              <List dense disablePadding>
                {summary.data.latest.map((c, i) => (
                  <ListItem
                    key={`${c.createdAt}-${i}`}
                    disableGutters
                    sx={{ display: 'block', py: 0.75 }}
                  >
                    <Typography variant="body2" color="text.secondary">
                      {c.question}
                      {c.customerRating !== null && ` · ${c.customerRating}/${RATING.max}`} ·{' '}
                      {dateFormat.format(new Date(c.createdAt))}
                    </Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{c.customerComment}</Typography>
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </>
      )}
    </OwnerPanel>
  );
}
