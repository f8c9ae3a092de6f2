// The insights of a business or of the whole city: the period (last 7, 30 or 90 days), each count's
// total with its change against the previous period of the same length, charts over the days, the
// top dishes and the CSV download. The pages pass in their queries and what they add (the print kit).
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import {
  INSIGHT_COUNTS,
  INSIGHT_LIMITS,
  type InsightCount,
  type InsightsResponse,
} from '@menudex/contract/insights';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { changeText, everyDay, totals, type DateRange } from '../utils/periods.ts';
import { countKey, InsightsChart } from './insights-chart.tsx';
import { TopItemsTable } from './top-items-table.tsx';

export type Period = (typeof INSIGHT_LIMITS.periodsDays)[number];

type ManageKey = AreaMessageKey<'manage'>;

const PERIOD_TEXTS: Record<Period, ManageKey> = {
  7: 'manage.insights.last7',
  30: 'manage.insights.last30',
  90: 'manage.insights.last90',
};

/** The charts: what is counted grouped by what it tells the owner. */
const CHARTS: Array<{ titleKey: ManageKey; counts: InsightCount[] }> = [
  { titleKey: 'manage.insights.visits', counts: ['views', 'visitors'] },
  { titleKey: 'manage.insights.taps', counts: ['calls', 'directions', 'website', 'qrScans'] },
  {
    titleKey: 'manage.insights.discovery',
    counts: ['searchAppearances', 'itemViews', 'likes', 'favorites'],
  },
];

type InsightsQuery = {
  data?: InsightsResponse;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

type Props = {
  title: string;
  /** Under the title (the business's name, or 'The whole city'). */
  subtitle?: string;
  period: Period;
  onPeriod: (period: Period) => void;
  range: DateRange;
  current: InsightsQuery;
  previous: InsightsQuery;
  download: { start: () => void; pending: boolean; error: Error | null };
  /** After the insights (the print kit). */
  children?: ReactNode;
};

export function InsightsDashboard(props: Props) {
  const { title, subtitle, period, onPeriod, download, children } = props;
  const t = useT('manage');
  return (
    <Box data-testid="insights-page" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h1">{title}</Typography>
        {subtitle && (
          <Typography variant="h2" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          aria-label={t('manage.insights.period')}
          onChange={(_event, value: Period | null) => value && onPeriod(value)}
        >
          {INSIGHT_LIMITS.periodsDays.map((days) => (
            <ToggleButton key={days} value={days} sx={{ textTransform: 'none' }}>
              {t(PERIOD_TEXTS[days])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={
            download.pending ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : (
              <DownloadIcon />
            )
          }
          disabled={download.pending}
          onClick={download.start}
        >
          {t('manage.insights.downloadCsv')}
        </Button>
      </Box>
      {download.error && (
        <Alert severity="error">
          {t('manage.insights.downloadFailed', { message: download.error.message })}
        </Alert>
      )}
      <Counts {...props} />
      {children}
    </Box>
  );
}

function Counts({ range, current, previous }: Props) {
  const t = useT('manage');
  if (current.isPending) return <CircularProgress aria-label={t('page.loading')} />;
  if (current.isError || !current.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void current.refetch()}>
            {t('paging.tryAgain')}
          </Button>
        }
      >
        {current.error?.message}
      </Alert>
    );
  }
  const days = everyDay(range, current.data.days);
  const now = totals(days);
  // The change needs the previous period; until it arrives (or if it failed) the totals stand alone.
  const before = previous.data ? totals(previous.data.days) : null;
  const empty =
    INSIGHT_COUNTS.every((count) => now[count] === 0) && current.data.topItems.length === 0;
  return (
    <>
      <Box
        component="ul"
        aria-label={t('manage.insights.totals')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 1fr))',
          },
          gap: 1.5,
        }}
      >
        {INSIGHT_COUNTS.map((count) => (
          <Paper component="li" variant="outlined" key={count} sx={{ p: 1.5 }}>
            <TotalCard
              count={count}
              value={now[count]}
              change={before ? changeText(now[count], before[count]) : undefined}
            />
          </Paper>
        ))}
      </Box>
      {empty ? (
        <Alert severity="info">{t('manage.insights.noData')}</Alert>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
              gap: 3,
            }}
          >
            {CHARTS.map((chart) => (
              <InsightsChart
                key={chart.titleKey}
                title={t(chart.titleKey)}
                counts={chart.counts}
                days={days}
              />
            ))}
          </Box>
          <TopItemsTable items={current.data.topItems} />
        </>
      )}
    </>
  );
}

/** One count: its name, its total, and its change ("+12%", or "new" after a period of none). */
function TotalCard({
  count,
  value,
  change,
}: {
  count: InsightCount;
  value: number;
  /** undefined: the previous period is not known; null: it counted none. */
  change: string | null | undefined;
}) {
  const t = useT('manage');
  const locale = useLocale();
  const id = `insight-${count}`;
  const up = change?.startsWith('+') || change === null;
  const down = change?.startsWith('−');
  return (
    <Box aria-labelledby={id} data-testid={id} role="group">
      <Typography id={id} variant="body2" color="text.secondary">
        {t(countKey(count))}
      </Typography>
      <Typography
        variant="h2"
        component="p"
        data-testid="insight-total"
        sx={{ fontSize: '1.6rem', my: 0.25 }}
      >
        {formatCount(value, locale)}
      </Typography>
      {change !== undefined && (
        <Typography
          variant="caption"
          data-testid="insight-change"
          sx={{ color: up ? 'success.dark' : down ? 'error.dark' : 'text.secondary' }}
        >
          {change ?? t('manage.insights.newCount')}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {` ${t('manage.insights.vsPrevious')}`}
          </Box>
        </Typography>
      )}
    </Box>
  );
}
