// The hours as a visitor reads them: the week from Monday with each day's ranges, today marked (in
// the business's time zone), and the special days from today on.
import type { Hours } from '@menudex/contract/hours';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@menudex/contract/weekdays';
import { localDate, shortDate } from './opening-status.ts';

export const WEEK_DAYS = WEEKDAYS;
export type WeekDay = Weekday;

export const DAY_NAMES: Record<WeekDay, string> = WEEKDAY_NAMES;

type Range = { opens: string; closes: string };
type HoursShape = Pick<Hours, 'timeZone' | 'weekly' | 'special'>;

/** The weekday of a YYYY-MM-DD date. */
export function weekDayOf(date: string): WeekDay {
  // 1970-01-05 was a Monday.
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse('1970-01-05T00:00:00Z')) / 86_400_000,
  );
  return WEEK_DAYS[((days % 7) + 7) % 7] ?? 'mon';
}

export const rangeText = (ranges: readonly Range[]) => {
  if (ranges.length === 0) return 'Closed';
  if (ranges.length === 1 && ranges[0]?.opens === '00:00' && ranges[0].closes === '24:00')
    return 'Open 24 hours';
  return ranges.map((r) => `${r.opens}–${r.closes}`).join(', ');
};

const byOpening = (a: Range, b: Range) => a.opens.localeCompare(b.opens);

export type WeekRow = { day: WeekDay; name: string; text: string; today: boolean };
export type SpecialRow = { date: string; when: string; text: string; note: string };

export function weekRows(hours: HoursShape, now: Date): WeekRow[] {
  const today = weekDayOf(localDate(now, hours.timeZone));
  return WEEK_DAYS.map((day) => ({
    day,
    name: DAY_NAMES[day],
    text: rangeText(hours.weekly.filter((r) => r.day === day).sort(byOpening)),
    today: day === today,
  }));
}

/** Special days from today on, soonest first. */
export function specialRows(hours: HoursShape, now: Date, limit = 6): SpecialRow[] {
  const today = localDate(now, hours.timeZone);
  return hours.special
    .filter((s) => s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit)
    .map((s) => ({
      date: s.date,
      when: s.date === today ? `Today, ${shortDate(s.date, today)}` : shortDate(s.date, today),
      text: s.closed ? 'Closed' : rangeText([...s.ranges].sort(byOpening)),
      note: s.note ?? '',
    }));
}
