// The hours as a printed menu states them: the week from Monday with each day's ranges, and the
// special days of the coming weeks (a printed menu stays on the table for a while, so it shows a few
// weeks ahead, not just today's). The same reading as the business page (apps/web/src/lib/week-hours.ts).
import { DateTime } from 'luxon';
import type { Hours, TimeRange } from '@menudex/contract/hours';
import { PRINT_TEXTS } from '@menudex/contract/insights';
import { WEEKDAYS } from '@menudex/contract/weekdays';

/** How far ahead a printed menu lists special days, and at most how many. */
export const SPECIAL_DAYS_AHEAD = { days: 42, max: 8 } as const;

export type HoursLine = { label: string; text: string };

const byOpening = (a: TimeRange, b: TimeRange) => a.opens.localeCompare(b.opens);

export function rangesText(ranges: readonly TimeRange[]): string {
  if (ranges.length === 0) return PRINT_TEXTS.closed;
  if (ranges.length === 1 && ranges[0]?.opens === '00:00' && ranges[0].closes === '24:00')
    return PRINT_TEXTS.allDay;
  return [...ranges]
    .sort(byOpening)
    .map((r) => `${r.opens}–${r.closes}`)
    .join(', ');
}

/** Monday to Sunday, each with its ranges ("Closed" for a day without any). */
export function weekLines(hours: Hours): HoursLine[] {
  return WEEKDAYS.map((day) => ({
    label: PRINT_TEXTS.weekdays[day],
    text: rangesText(hours.weekly.filter((r) => r.day === day)),
  }));
}

/** Now in the business's time zone (UTC should the stored zone no longer be known). */
function localNow(hours: Hours, now: Date): DateTime {
  const local = DateTime.fromJSDate(now, { zone: hours.timeZone });
  return local.isValid ? local : DateTime.fromJSDate(now, { zone: 'utc' });
}

/** "Wed, Dec 24" (the year added when it is not this one). */
function dayLabel(date: string, today: string): string {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  return day.toFormat(date.slice(0, 4) === today.slice(0, 4) ? 'ccc, LLL d' : 'ccc, LLL d, yyyy');
}

/** Special days from today (the business's local date) to SPECIAL_DAYS_AHEAD.days ahead, soonest first. */
export function specialLines(hours: Hours, now: Date): HoursLine[] {
  const zoned = localNow(hours, now);
  const today = zoned.toISODate() ?? '';
  const last = zoned.plus({ days: SPECIAL_DAYS_AHEAD.days }).toISODate() ?? today;
  return hours.special
    .filter((s) => s.date >= today && s.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, SPECIAL_DAYS_AHEAD.max)
    .map((s) => ({
      label: dayLabel(s.date, today),
      text: [s.closed ? PRINT_TEXTS.closed : rangesText(s.ranges), s.note]
        .filter((part) => part !== '')
        .join(' · '),
    }));
}

/** "Temporarily closed · Reopens Mon, Mar 2", or null while the business is open as usual. */
export function closedLine(hours: Hours, now: Date): string | null {
  if (!hours.temporarilyClosed) return null;
  if (!hours.reopensOn) return PRINT_TEXTS.temporarilyClosed;
  const when = dayLabel(hours.reopensOn, localNow(hours, now).toISODate() ?? hours.reopensOn);
  return `${PRINT_TEXTS.temporarilyClosed} · ${PRINT_TEXTS.reopensOn(when)}`;
}
