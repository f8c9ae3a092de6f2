// For owners and admins: the feedback a business received, the average of each question and the
// latest comments, both without the forms of bursts the owner has not counted (it says how many).
// Ready for the business page's edit mode.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { RATING } from '@menudex/contract/constants';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { useFeedbackSummary } from '../api/get-feedback-summary.ts';
import { dayText } from '../utils/time-format.ts';
import { OwnerPanel, QueryStatus } from './owner-panel.tsx';

/** An average with one decimal, the language's way: 4.5, 4,5. */
const averageText = (average: number, locale: string) => {
  const text = average.toFixed(1);
  return locale === 'en' ? text : text.replace('.', ',');
};

export function FeedbackSummaryPanel({ businessId }: { businessId: string }) {
  const t = useT('manage');
  const locale = useLocale();
  const summary = useFeedbackSummary(businessId);
  return (
    <OwnerPanel titleId="feedback-summary-title" title={t('manage.feedback.summaryTitle')}>
      <QueryStatus query={summary} />
      {summary.data && summary.data.count === 0 && (
        <EmptyState
          icon={<RateReviewIcon />}
          title={t('manage.feedback.noneTitle')}
          text={t('manage.feedback.noneText')}
        />
      )}
      {summary.data && summary.data.count > 0 && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('manage.feedback.forms', { count: summary.data.count })}
          </Typography>
          {summary.data.heldOut > 0 && (
            <Typography role="note" color="warning.dark" sx={{ mb: 1 }}>
              {t('manage.feedback.heldOut', { count: summary.data.heldOut })}
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
                    {t('manage.feedback.average', {
                      average: averageText(a.average, locale),
                      count: formatCount(a.count, locale),
                    })}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
          {summary.data.latest.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
                {t('manage.feedback.latest')}
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
                      {dayText(c.createdAt, locale)}
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
