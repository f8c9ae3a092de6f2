// The schedule rules: whether a business is open at an instant and when that next changes, worked out
// in the business's own time zone (Luxon carries the IANA rules, daylight saving included), and the
// index-friendly rows the "open now" filter reads (005-place.sql). Pure: the clock is an argument.
import { DateTime } from 'luxon';
import { LRUCache } from 'lru-cache';
import {
  rangeMinutes,
  WEEKDAYS,
  type Hours,
  type TimeRange,
  type WeeklyRange,
} from '@menudex/contract/hours';

/** How far ahead nextChange looks: two weeks covers any weekly schedule and a run of holidays. */
const LOOKAHEAD_DAYS = 15;

type Interval = { start: number; end: number };

/** The ranges that open on a local date: the special day's if there is one, else the weekday's. */
function rangesOpeningOn(hours: Hours, date: DateTime): TimeRange[] {
  const iso = date.toISODate();
  const special = hours.special.find((d) => d.date === iso);
  if (special) return special.closed ? [] : special.ranges;
  const day = WEEKDAYS[date.weekday - 1];
  return hours.weekly.filter((r: WeeklyRange) => r.day === day);
}

/** Whether the temporary closure still holds for ranges opening on this local date. */
function closedOn(hours: Hours, isoDate: string): boolean {
  if (!hours.temporarilyClosed) return false;
  return hours.reopensOn === null || isoDate < hours.reopensOn;
}

/** A local wall time as an instant; a time skipped by daylight saving moves forward (Luxon's rule). */
function instant(date: DateTime, minutes: number): number {
  return date
    .startOf('day')
    .plus({ days: Math.floor(minutes / 1440) })
    .set({
      hour: Math.floor((minutes % 1440) / 60),
      minute: minutes % 60,
    })
    .toMillis();
}

/** The open intervals from the day before `from` for LOOKAHEAD_DAYS, touching ones merged. */
function openIntervals(hours: Hours, from: DateTime): Interval[] {
  const intervals: Interval[] = [];
  const first = from.setZone(hours.timeZone).startOf('day').minus({ days: 1 });
  for (let d = 0; d <= LOOKAHEAD_DAYS; d++) {
    const date = first.plus({ days: d });
    const iso = date.toISODate() ?? '';
    if (closedOn(hours, iso)) continue;
    for (const range of rangesOpeningOn(hours, date)) {
      const minutes = rangeMinutes(range);
      if (!minutes) continue;
      intervals.push({ start: instant(date, minutes[0]), end: instant(date, minutes[1]) });
    }
  }
  intervals.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const i of intervals) {
    const last = merged[merged.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ ...i });
  }
  return merged;
}

const DAY_MS = 86_400_000;
/** Schedules kept worked out; past that the least recently used go first (a city has 10,000). */
const MAX_KEPT = 20_000;
const kept = new LRUCache<string, Interval[]>({ max: MAX_KEPT });

/**
 * The open intervals around the instant t: worked out once per schedule and UTC day, from that day's
 * start (they cover the local day before it and two weeks after, so every instant of the day), and
 * kept. Luxon's time-zone arithmetic is exact but slow (a business page's status cost about 80 of
 * its operations); the answer for a schedule only changes with the day.
 */
function intervalsAround(hours: Hours, t: number): Interval[] {
  const day = Math.floor(t / DAY_MS);
  const key = `${day}|${JSON.stringify(hours)}`;
  const found = kept.get(key);
  if (found) return found;
  const intervals = openIntervals(
    hours,
    DateTime.fromMillis(day * DAY_MS, { zone: hours.timeZone }),
  );
  kept.set(key, intervals);
  return intervals;
}

export type ScheduleStatus = {
  /** null without hours. */
  openNow: boolean | null;
  /** ISO 8601 instant (UTC) of the next opening or closing; null when none is known ahead. */
  nextChange: string | null;
};

/** Open now, and the next opening or closing, at the instant `now`. */
export function scheduleStatus(hours: Hours | null, now: Date): ScheduleStatus {
  if (!hours) return { openNow: null, nextChange: null };
  const t = now.getTime();
  const intervals = intervalsAround(hours, t);
  const horizon = intervals.length ? Math.max(...intervals.map((i) => i.end)) : t;
  const current = intervals.find((i) => i.start <= t && t < i.end);
  if (current) {
    // An interval that runs to the end of what we looked at has no known closing (open all week).
    return {
      openNow: true,
      nextChange: current.end >= horizon ? null : new Date(current.end).toISOString(),
    };
  }
  const next = intervals.find((i) => i.start > t);
  return { openNow: false, nextChange: next ? new Date(next.start).toISOString() : null };
}

/**
 * When "sold out today" ends: the business's next opening after now (after the current shift when
 * open), or the next local midnight when it has no hours or no opening ahead.
 */
export function soldOutUntil(hours: Hours | null, now: Date, defaultTimeZone: string): Date {
  if (hours) {
    const next = intervalsAround(hours, now.getTime()).find((i) => i.start > now.getTime());
    if (next) return new Date(next.start);
  }
  const zone = hours?.timeZone ?? defaultTimeZone;
  return DateTime.fromJSDate(now, { zone }).startOf('day').plus({ days: 1 }).toJSDate();
}

export type WeekRangeRow = {
  opens_day: number;
  /** int4range text, minutes from Monday 00:00 local. */
  span: string;
};
export type SpecialRangeRow = { day: string; span: string | null };

const WEEK = 7 * 1440;

/** The rows of business_week_ranges and business_special_ranges for these hours. */
export function storedRanges(hours: Hours): {
  week: WeekRangeRow[];
  special: SpecialRangeRow[];
  closedUntil: string | null;
} {
  const week: WeekRangeRow[] = [];
  for (const range of hours.weekly) {
    const minutes = rangeMinutes(range);
    if (!minutes) continue;
    const day = WEEKDAYS.indexOf(range.day);
    const start = day * 1440 + minutes[0];
    const end = day * 1440 + minutes[1];
    week.push({ opens_day: day, span: `[${start},${end})` });
    // Sunday past midnight: also a week earlier, so Monday morning's minutes (from 0) find it.
    if (end > WEEK) week.push({ opens_day: day, span: `[${start - WEEK},${end - WEEK})` });
  }
  const special: SpecialRangeRow[] = hours.special.flatMap((d): SpecialRangeRow[] =>
    d.closed
      ? [{ day: d.date, span: null }]
      : d.ranges.flatMap((r) => {
          const minutes = rangeMinutes(r);
          return minutes ? [{ day: d.date, span: `[${minutes[0]},${minutes[1]})` }] : [];
        }),
  );
  const closedUntil = hours.temporarilyClosed ? (hours.reopensOn ?? 'infinity') : null;
  return { week, special, closedUntil };
}
