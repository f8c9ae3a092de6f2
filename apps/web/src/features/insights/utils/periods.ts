// The insights page's arithmetic: the period shown and the one before it (same length), each day of
// a period (days the server has no row for count zero), the totals, and their change.
import { INSIGHT_COUNTS, type InsightCount, type InsightDay } from '@menudex/contract/insights';

/** Local dates, YYYY-MM-DD, both inclusive. */
export type DateRange = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date `days` after (or before) a YYYY-MM-DD date; calendar days, whatever the clocks do. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}

/**
 * The last `days` days up to today (today included, so today's counts show), and the same number
 * of days before them. Today is the browser's date; the server counts by the business's.
 */
export function periodRanges(days: number, today: Date = new Date()) {
  const to = isoDate(today);
  const from = addDays(to, 1 - days);
  return {
    current: { from, to },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

export const zeroDay = (date: string): InsightDay => ({
  date,
  views: 0,
  visitors: 0,
  itemViews: 0,
  calls: 0,
  directions: 0,
  website: 0,
  qrScans: 0,
  searchAppearances: 0,
  likes: 0,
  favorites: 0,
});

/** Every day of the range, in order: the server's row for it, or zeros. */
export function everyDay(range: DateRange, days: readonly InsightDay[]): InsightDay[] {
  const byDate = new Map(days.map((day) => [day.date.slice(0, 10), day]));
  const all: InsightDay[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    all.push(byDate.get(date) ?? zeroDay(date));
  }
  return all;
}

export type Totals = Record<InsightCount, number>;

/** Each count added up over the days (visitors: the days' unique visitors, added). */
export function totals(days: readonly InsightDay[]): Totals {
  const sums = Object.fromEntries(INSIGHT_COUNTS.map((count) => [count, 0])) as Totals;
  for (const day of days) for (const count of INSIGHT_COUNTS) sums[count] += day[count];
  return sums;
}

/**
 * The change from the previous period as the page writes it: "+12%", "−5%", "0%"; null when the
 * previous period counted nothing (no percentage of zero), which the page shows as new.
 */
export function changeText(current: number, previous: number): string | null {
  if (previous === 0) return current === 0 ? '0%' : null;
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return '0%';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}
