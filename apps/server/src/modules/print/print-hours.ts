// The hours as a printed menu states them: the week from Monday with each day's ranges, and the
// special days of the coming weeks (a printed menu stays on the table for a while, so it shows a few
// weeks ahead, not just today's). The same reading as the business page (apps/web/src/lib/week-hours.ts),
// in the words of the document's language (`texts`, English when not given).
import { DateTime } from 'luxon';
import type { Hours, TimeRange } from '@menudex/contract/hours';
import { PRINT_TEXTS_BY_LOCALE, type PrintTexts } from '@menudex/contract/print-texts';
import { WEEKDAYS } from '@menudex/contract/weekdays';

const EN = PRINT_TEXTS_BY_LOCALE.en;

/** How far ahead a printed menu lists special days, and at most how many. */
export const SPECIAL_DAYS_AHEAD = { days: 42, max: 8 } as const;

export type HoursLine = { label: string; text: string };

const byOpening = (a: TimeRange, b: TimeRange) => a.opens.localeCompare(b.opens);

export function rangesText(ranges: readonly TimeRange[], texts: PrintTexts = EN): string {
  if (ranges.length === 0) return texts.closed;
  if (ranges.length === 1 && ranges[0]?.opens === '00:00' && ranges[0].closes === '24:00')
    return texts.allDay;
  return [...ranges]
    .sort(byOpening)
    .map((r) => `${r.opens}–${r.closes}`)
    .join(', ');
}

/** Monday to Sunday, each with its ranges ("Closed" for a day without any). */
export function weekLines(hours: Hours, texts: PrintTexts = EN): HoursLine[] {
  return WEEKDAYS.map((day) => ({
    label: texts.weekdays[day],
    text: rangesText(
      hours.weekly.filter((r) => r.day === day),
      texts,
    ),
  }));
}

/** Now in the business's time zone (UTC should the stored zone no longer be known). */
function localNow(hours: Hours, now: Date): DateTime {
  const local = DateTime.fromJSDate(now, { zone: hours.timeZone });
  return local.isValid ? local : DateTime.fromJSDate(now, { zone: 'utc' });
}

/** "Wed, Dec 24" ("Thứ 4, 24 thg 12"; the year added when it is not this one). */
function dayLabel(date: string, today: string, texts: PrintTexts): string {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  return texts.date(
    { year: day.year, month: day.month, day: day.day, weekday: day.weekday % 7 },
    date.slice(0, 4) !== today.slice(0, 4),
  );
}

/** Special days from today (the business's local date) to SPECIAL_DAYS_AHEAD.days ahead, soonest first. */
export function specialLines(hours: Hours, now: Date, texts: PrintTexts = EN): HoursLine[] {
  const zoned = localNow(hours, now);
  const today = zoned.toISODate() ?? '';
  const last = zoned.plus({ days: SPECIAL_DAYS_AHEAD.days }).toISODate() ?? today;
  return hours.special
    .filter((s) => s.date >= today && s.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, SPECIAL_DAYS_AHEAD.max)
    .map((s) => ({
      label: dayLabel(s.date, today, texts),
      text: [s.closed ? texts.closed : rangesText(s.ranges, texts), s.note]
        .filter((part) => part !== '')
        .join(' · '),
    }));
}

/** "Temporarily closed · Reopens Mon, Mar 2", or null while the business is open as usual. */
export function closedLine(hours: Hours, now: Date, texts: PrintTexts = EN): string | null {
  if (!hours.temporarilyClosed) return null;
  if (!hours.reopensOn) return texts.temporarilyClosed;
  const when = dayLabel(
    hours.reopensOn,
    localNow(hours, now).toISODate() ?? hours.reopensOn,
    texts,
  );
  return `${texts.temporarilyClosed} · ${texts.reopensOn(when)}`;
}
