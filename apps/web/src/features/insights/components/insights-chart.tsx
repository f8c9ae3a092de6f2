// One chart of the insights page: a line per count over the period's days, drawn by uPlot (a
// maintained canvas chart library of about 50 KB, 20 KB gzip, no dependencies: the SVG/React ones
// are several times that). It is imported only by this page's chunk: no public page downloads it.
// The canvas says nothing to a screen reader: the totals above it carry the same numbers, and the
// chart is labelled with what it shows. Its days and numbers are written the page's language's way.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import type { Locale } from '@menudex/contract/i18n/locales';
import type { InsightCount, InsightDay } from '@menudex/contract/insights';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';

/** A count's name ('Page views'), by its key in the catalogue. */
export const countKey = (count: InsightCount): AreaMessageKey<'manage'> =>
  `manage.insights.count.${count}`;

const EN_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** A day on the time axis: 'Nov 27' in English, '27/11' in Vietnamese (as a Vietnamese chart has it). */
const DAY_TICK: Record<Locale, (date: Date) => string> = {
  en: (date) => `${EN_MONTHS[date.getMonth()] ?? ''} ${date.getDate()}`,
  vi: (date) => `${date.getDate()}/${date.getMonth() + 1}`,
};

/** A line's colour per count: distinct, and readable on white. */
const COLOURS: Record<InsightCount, string> = {
  views: '#c2410c',
  visitors: '#1d4ed8',
  itemViews: '#15803d',
  calls: '#7c3aed',
  directions: '#0e7490',
  website: '#a16207',
  qrScans: '#be123c',
  searchAppearances: '#4b5563',
  likes: '#db2777',
  favorites: '#0f766e',
};

const HEIGHT = 220;

type Props = {
  title: string;
  counts: readonly InsightCount[];
  days: readonly InsightDay[];
};

/** Local midnight of a YYYY-MM-DD date, in seconds (uPlot's time axis). */
const seconds = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime() / 1000;
};

export function InsightsChart({ title, counts, days }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const t = useT('manage');
  const locale = useLocale();
  const labels = counts.map((count) => t(countKey(count)));
  // The effect draws again when the words change (a string, so equal labels are the same dependency).
  const labelText = labels.join('\n');
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((day) => seconds(day.date)),
      ...counts.map((count) => days.map((day) => day[count])),
    ];
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 4)] } },
        axes: [
          {
            // Days only: a tick between midnights (a narrow week's 12-hour splits) stays blank.
            values: (_u, ticks) =>
              ticks.map((tick) => {
                const date = new Date(tick * 1000);
                return date.getHours() === 0 ? DAY_TICK[locale](date) : '';
              }),
          },
          {
            values: (_u, ticks) =>
              ticks.map((tick) => (Number.isInteger(tick) ? formatCount(tick, locale) : '')),
          },
        ],
        series: [
          {},
          ...counts.map((count, index) => ({
            label: labelText.split('\n')[index] ?? count,
            stroke: COLOURS[count],
            width: 2,
            points: { show: days.length <= 31 },
          })),
        ],
        legend: { live: false },
      },
      data,
      element,
    );
    // The chart follows its box's width (a phone turned, a window resized).
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [counts, days, locale, labelText]);
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      <Box
        ref={holder}
        role="img"
        aria-label={t('manage.insights.chartLabel', { title, counts: labels.join(', ') })}
        data-testid="insights-chart"
        sx={{ width: '100%', minHeight: HEIGHT, overflow: 'hidden' }}
      />
    </Box>
  );
}
