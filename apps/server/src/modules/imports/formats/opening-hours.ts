// Opening hours between OpenStreetMap's opening_hours syntax and our hours model: toHours reads a
// tag's text with the opening_hours library, fromHours writes our hours back in that syntax.
import OpeningHours from 'opening_hours';
import { DateTime } from 'luxon';
import { LRUCache } from 'lru-cache';
import {
  HOURS_LIMITS,
  hoursSchema,
  isKnownTimeZone,
  parseClock,
  WEEKDAYS,
  type Hours,
  type SpecialDay,
  type TimeRange,
  type Weekday,
  type WeeklyRange,
} from '@menudex/contract/hours';
import { excerpt } from './file-text.ts';

export type HoursReading = { hours: Hours | null; hoursText: string; warning: string | null };

export type HoursOptions = {
  /** The business's IANA time zone: the hours' timeZone, and where "today" is. */
  timeZone: string;
  now: Date;
  /** ISO 3166 code ('US'): whose public holidays `PH` means. */
  country: string;
  state?: string;
};

/** OSM caps a tag at 255 characters; our own exports of many special days run longer. */
export const OPENING_HOURS_MAX_LENGTH = 4000;

/**
 * Dates other than public holidays whose hours may differ from their weekday's and still be special
 * days: a few fixed dates (`Dec 24 08:00-12:00`, `Dec 25 off`). More than this and the weekly hours
 * themselves change (seasons, week numbers, odd and even weeks), which our model cannot hold.
 */
export const CHANGED_DATES_MAX = 10;

const KEPT = 'opening hours kept as text:';
const REASONS = {
  sun: `${KEPT} times that follow the sun (sunrise, sunset, dawn, dusk) are not fixed hours`,
  unknown: `${KEPT} open-ended, unknown or commented times cannot be stated in our hours`,
  changing: `${KEPT} the weekly hours change through the year (seasons, week numbers or many dated exceptions)`,
  tooMany: `${KEPT} more ranges than our hours hold (at most ${HOURS_LIMITS.weeklyRangesMax} a week and ${HOURS_LIMITS.rangesPerSpecialDayMax} on a changed day)`,
  tooLong: `${KEPT} longer than ${OPENING_HOURS_MAX_LENGTH} characters`,
} as const;

const asText = (text: string, warning: string): HoursReading => ({
  hours: null,
  hoursText: text,
  warning,
});

/**
 * Runs a call of the opening_hours library in UTC, with its console.error held back. The library
 * builds and reads dates in the process's local time: in a zone with daylight saving, 02:30 on the
 * spring-forward day becomes 03:30 and its day arithmetic drifts by an hour around the change. In UTC
 * every day has 24 hours, so its dates are exact wall-clock times (read back with getUTC*); the
 * business's own zone only decides which date is today (todayIn). It also prints its "please report
 * this" messages (a country without holiday data is one) before throwing them, and the throw is what
 * we report. The library is synchronous, so nothing else runs while TZ and console.error are swapped.
 */
function inLibraryTime<T>(run: () => T): T {
  const zone = process.env.TZ;
  const print = console.error;
  if (zone !== 'UTC') process.env.TZ = 'UTC';
  console.error = () => {};
  try {
    return run();
  } finally {
    console.error = print;
    if (zone === undefined) delete process.env.TZ;
    else if (zone !== 'UTC') process.env.TZ = zone;
  }
}

/**
 * The library's complaint, briefly. It marks the spot as `Mo-Fr 11am <--- (Unexpected token ...)`,
 * often followed by hints for later spots: the first one is the error, said with where it is.
 */
function complaint(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const marked = /^([\s\S]*?)\s*<---\s*\(([\s\S]*?)\)(?=\s|;|$)/.exec(message);
  const text = (marked ? marked[2]! : message)
    .replace(/^An error occurred during evaluation of the value ".*?"\.\s*/s, '')
    .replace(/Please submit a pull request: \S+\s*/, '')
    .replace(/\s*This means that the syntax is not valid.*$/s, '')
    .replace(/\s+/g, ' ')
    .trim();
  const where = marked?.[1]?.trim();
  return excerpt(
    `${text || 'not valid opening_hours syntax'}${where ? ` at "${excerpt(where, 40)}"` : ''}`,
    200,
  );
}

// The library's dates are wall-clock times in UTC (inLibraryTime). Dates are handled as day numbers
// (days since 1970-01-01) and times as minutes since then.
const DAY_MS = 86_400_000;
const dayNumber = (d: Date) => Math.floor(d.getTime() / DAY_MS);
const wallMinutes = (d: Date) => Math.floor(d.getTime() / 60_000);
const utcOf = (day: number) => new Date(day * DAY_MS);
const localDate = (day: number, hour = 0) => new Date(day * DAY_MS + hour * 3_600_000);
const isoDate = (day: number) => utcOf(day).toISOString().slice(0, 10);
const weekdayOf = (day: number): Weekday => WEEKDAYS[(utcOf(day).getUTCDay() + 6) % 7]!;

const pad = (n: number) => String(n).padStart(2, '0');
/** 'HH:MM' of minutes from the opening day's midnight: 1440 is '24:00', past it runs into the next day. */
const clock = (minutes: number) => {
  const m = minutes === 1440 ? 1440 : minutes % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/** Open time on one day: minutes from its midnight (closes past 1440 runs into the next day). */
type Segment = { day: number; opens: number; closes: number; comment: string | undefined };

/**
 * An open interval as the ranges of the days it opens on. Under a day long it is one range, past
 * midnight if it crosses one (Fr 18:00-02:00); longer ones (24/7, or a day that runs into the next
 * without a break) are cut at each midnight, so every day gets 00:00-24:00 or its part.
 */
function segmentsOf(from: number, to: number, comment: string | undefined): Segment[] {
  const day = Math.floor(from / 1440);
  const opens = from - day * 1440;
  if (to - from < 1440 || (to - from === 1440 && opens === 0))
    return [{ day, opens, closes: opens + (to - from), comment }];
  const segments: Segment[] = [];
  for (let cursor = from; cursor < to;) {
    const d = Math.floor(cursor / 1440);
    const end = Math.min(to, (d + 1) * 1440);
    segments.push({ day: d, opens: cursor - d * 1440, closes: end - d * 1440, comment });
    cursor = end;
  }
  return segments;
}

const segmentKey = (s: Segment) => `${s.opens}-${s.closes}${s.comment ? `"${s.comment}` : ''}`;
const toRange = (s: Segment): TimeRange => ({ opens: clock(s.opens), closes: clock(s.closes) });

type Nominatim = { lat: number; lon: number; address: { country_code: string; state: string } };

/** Public holidays (day number -> name) from `firstDay` up to `endDay`, cached per country and window. */
const holidaysKept = new LRUCache<string, Map<number, string>>({ max: 500 });
function holidaysBetween(place: Nominatim, firstDay: number, endDay: number): Map<number, string> {
  const key = `${place.address.country_code}|${place.address.state}|${firstDay}|${endDay}`;
  const kept = holidaysKept.get(key);
  if (kept) return kept;
  const holidays = new Map<number, string>();
  try {
    const days = inLibraryTime(() =>
      new OpeningHours('PH', place, 0).getOpenIntervals(localDate(firstDay), localDate(endDay)),
    );
    for (const [from, to, , name] of days) {
      for (let d = dayNumber(from); d < dayNumber(to); d++) holidays.set(d, name ?? '');
    }
  } catch {
    // No holiday data for this country: no date is a holiday, and a `PH` in the text fails itself.
  }
  holidaysKept.set(key, holidays);
  return holidays;
}

/** The most common value, the earliest seen winning a tie. */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0] ?? '';
  for (const [v, n] of counts) if (n > (counts.get(best) ?? 0)) best = v;
  return best;
}

const noteOf = (text: string | undefined) =>
  excerpt((text ?? '').replace(/\s+/g, ' ').trim(), HOURS_LIMITS.noteMaxLength - 1);

/**
 * How the text is read: the library gives the open intervals of the window (a week when it says the
 * value is the same every week, else the next 12 months), in wall-clock time. Each date gets the
 * ranges that open on it. A weekday's usual ranges are the ones most of its dates have; the dates that
 * differ become special days when they are public holidays (or the day before or after one, which a
 * holiday rule cuts short) or one of at most CHANGED_DATES_MAX other dates. Asking the library for
 * real dates, rather than reading its rules ourselves, keeps every part of the syntax it knows right;
 * what no fixed week can say shows up as dates that differ.
 */
function readHours(text: string, options: HoursOptions, today: number): HoursReading {
  if (/\b(sunrise|sunset|dawn|dusk)\b/i.test(text)) return asText(text, REASONS.sun);
  const place: Nominatim = {
    // No coordinates: they only serve sun times, which are refused above.
    lat: 0,
    lon: 0,
    address: { country_code: options.country.trim().toLowerCase(), state: options.state ?? '' },
  };
  const u = utcOf(today);
  const yearOn = Math.round(
    Date.UTC(u.getUTCFullYear() + 1, u.getUTCMonth(), u.getUTCDate()) / DAY_MS,
  );
  let read: {
    value: OpeningHours;
    days: number;
    intervals: ReturnType<OpeningHours['getOpenIntervals']>;
  };
  try {
    read = inLibraryTime(() => {
      const value = new OpeningHours(text, place, 0);
      const days = value.isWeekStable() ? 7 : yearOn - today;
      // From the day before and two days past: a night that runs past midnight is seen whole.
      const intervals = value.getOpenIntervals(localDate(today - 1), localDate(today + days + 2));
      return { value, days, intervals };
    });
  } catch (err) {
    return asText(text, `${KEPT} the opening_hours library could not read it (${complaint(err)})`);
  }
  const { value, days, intervals } = read;

  const byDay = new Map<number, Segment[]>();
  for (const [from, to, unknown, comment] of intervals) {
    if (unknown) return asText(text, REASONS.unknown);
    for (const s of segmentsOf(wallMinutes(from), wallMinutes(to), comment)) {
      if (s.day < today || s.day >= today + days) continue;
      const list = byDay.get(s.day) ?? [];
      list.push(s);
      byDay.set(s.day, list);
    }
  }
  for (const list of byDay.values()) list.sort((a, b) => a.opens - b.opens);
  const segmentsOn = (day: number) => byDay.get(day) ?? [];
  const keys = new Map([...byDay].map(([day, list]) => [day, list.map(segmentKey).join(',')]));
  const keyOf = (day: number) => keys.get(day) ?? '';

  const holidays =
    days > 7 ? holidaysBetween(place, today - 1, yearOn + 1) : new Map<number, string>();
  const nearHoliday = (day: number) =>
    holidays.has(day) || holidays.has(day - 1) || holidays.has(day + 1);
  const usual = new Map<Weekday, { key: string; day: number }>();
  for (const weekday of WEEKDAYS) {
    const all: number[] = [];
    for (let d = today; d < today + days; d++) if (weekdayOf(d) === weekday) all.push(d);
    const ordinary = all.filter((d) => !nearHoliday(d));
    const key = mostCommon((ordinary.length ? ordinary : all).map(keyOf));
    usual.set(weekday, { key, day: all.find((d) => keyOf(d) === key) ?? today });
  }
  const changed: number[] = [];
  for (let d = today; d < today + days; d++) {
    if (keyOf(d) !== usual.get(weekdayOf(d))?.key) changed.push(d);
  }
  if (changed.filter((d) => !nearHoliday(d)).length > CHANGED_DATES_MAX)
    return asText(text, REASONS.changing);

  const weekly: WeeklyRange[] = [];
  for (const [weekday, { day }] of usual) {
    for (const s of segmentsOn(day)) {
      // A weekly range has no note: a comment on ordinary days cannot be kept.
      if (s.comment) return asText(text, REASONS.unknown);
      weekly.push({ day: weekday, ...toRange(s) });
    }
  }
  if (weekly.length > HOURS_LIMITS.weeklyRangesMax) return asText(text, REASONS.tooMany);

  const mentionsHolidays = /\bPH\b/.test(text);
  let special: SpecialDay[] = [];
  for (const day of changed) {
    const segments = segmentsOn(day);
    if (segments.length > HOURS_LIMITS.rangesPerSpecialDayMax) return asText(text, REASONS.tooMany);
    const comment =
      segments.find((s) => s.comment)?.comment ??
      (segments.length === 0
        ? inLibraryTime(() => value.getComment(localDate(day, 12)))
        : undefined) ??
      (mentionsHolidays ? holidays.get(day) : undefined);
    special.push({
      date: isoDate(day),
      closed: segments.length === 0,
      ranges: segments.map(toRange),
      note: noteOf(comment),
    });
  }
  let warning: string | null = null;
  if (special.length > HOURS_LIMITS.specialDaysMax) {
    special = special.slice(0, HOURS_LIMITS.specialDaysMax);
    warning = `only the first ${HOURS_LIMITS.specialDaysMax} changed days of the opening hours were kept`;
  }
  const hours = hoursSchema.safeParse({
    timeZone: options.timeZone,
    weekly,
    special,
    temporarilyClosed: false,
    reopensOn: null,
  });
  if (!hours.success) return asText(text, `${KEPT} ${hours.error.issues[0]?.message ?? 'invalid'}`);
  return { hours: hours.data, hoursText: '', warning };
}

/** Readings of the same text on the same day, kept: a city's places share a few dozen strings. */
const readingsKept = new LRUCache<string, HoursReading>({ max: 5_000 });

/**
 * The business's local date at `now` as a day number, kept: an import asks it once a row with the
 * same zone and instant, and checking the zone and converting the instant cost more than the reading.
 */
const todaysKept = new LRUCache<string, number>({ max: 100 });
function todayIn(timeZone: string, now: Date): number {
  const key = `${timeZone}|${now.getTime()}`;
  const kept = todaysKept.get(key);
  if (kept !== undefined) return kept;
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`toHours: unknown time zone ${timeZone}`);
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  const today = Math.round(Date.UTC(local.year, local.month - 1, local.day) / DAY_MS);
  todaysKept.set(key, today);
  return today;
}

/**
 * An opening_hours value as our hours: `hours` when the model can hold it (weekly ranges, and special
 * days for the public holidays of the next 12 months and a few fixed dates), else null with the text
 * kept in `hoursText` and a warning saying why. An empty value is no hours and no warning. An unknown
 * time zone is the caller's mistake and throws a RangeError.
 */
export function toHours(text: string, options: HoursOptions): HoursReading {
  const today = todayIn(options.timeZone, options.now);
  const value = text.trim();
  if (value === '') return { hours: null, hoursText: '', warning: null };
  if (value.length > OPENING_HOURS_MAX_LENGTH) return asText(value, REASONS.tooLong);
  const key = [today, options.timeZone, options.country, options.state ?? '', value].join('\u0000');
  let reading = readingsKept.get(key);
  if (!reading) {
    reading = readHours(value, options, today);
    readingsKept.set(key, reading);
  }
  // A copy: the caller may change what it gets, the kept reading must not change.
  return structuredClone(reading);
}

const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mo-Fr', 'Mo,We,Fr', 'Sa-Su' for day indexes (0 is Monday), runs of two or more joined by '-'. */
function daySelector(days: number[]): string {
  const runs: number[][] = [];
  for (const d of days) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === d - 1) run.push(d);
    else runs.push([d]);
  }
  return runs
    .map((r) =>
      r.length === 1 ? OSM_DAYS[r[0]!] : `${OSM_DAYS[r[0]!]}-${OSM_DAYS[r[r.length - 1]!]}`,
    )
    .join(',');
}

const byOpens = (a: TimeRange, b: TimeRange) =>
  (parseClock(a.opens) ?? 0) - (parseClock(b.opens) ?? 0);
const rangesText = (ranges: TimeRange[]) => ranges.map((r) => `${r.opens}-${r.closes}`).join(',');

/** A range that runs past midnight: the part after it, as a range of the next day ('00:00-02:00'). */
function spillOf(range: TimeRange): TimeRange | null {
  const opens = parseClock(range.opens);
  const closes = parseClock(range.closes);
  if (opens === undefined || closes === undefined || closes >= opens || closes === 0) return null;
  return { opens: '00:00', closes: range.closes };
}

/** OSM comments are in double quotes and cannot hold one. */
const commentText = (note: string) => `"${note.replace(/"/g, "'").replace(/\s+/g, ' ').trim()}"`;

/**
 * Our hours in opening_hours syntax, so that toHours reads back the same hours (on the same day,
 * for special days): `Mo-Fr 11:00-14:30,17:30-22:00; Sa 12:00-23:00`, `24/7`, dated rules for the
 * special days (`2026 Dec 25 off "Christmas Day"`). OSM has no words for temporarilyClosed and
 * reopensOn, so they are left out. In OSM a later rule for a day replaces what an earlier rule's
 * night ran into it; our ranges run past midnight whatever the next day holds, so a rule after one
 * that runs past midnight is joined with ',' (adds to its days), and a special day repeats the night
 * that runs into it ('2026 Dec 25 off, 2026 Dec 25 00:00-02:00').
 */
export function fromHours(hours: Hours): string {
  const byDay = WEEKDAYS.map((day) => hours.weekly.filter((r) => r.day === day).sort(byOpens));
  const keys = byDay.map(rangesText);
  if (hours.special.length === 0 && keys.every((k) => k === '00:00-24:00')) return '24/7';

  const groups: { days: number[]; key: string }[] = [];
  keys.forEach((key, day) => {
    if (key === '') return;
    const group = groups.find((g) => g.key === key);
    if (group) group.days.push(day);
    else groups.push({ days: [day], key });
  });
  let text = '';
  let nightBefore = false;
  for (const group of groups) {
    const rule = `${daySelector(group.days)} ${group.key}`;
    text += text === '' ? rule : `${nightBefore ? ', ' : '; '}${rule}`;
    nightBefore ||= byDay[group.days[0]!]!.some((r) => spillOf(r) !== null);
  }

  const specialOn = new Map(hours.special.map((d) => [d.date, d]));
  // The library runs a weekday rule's night into the next morning even on a date a later rule
  // replaced: the day after such a special day is stated again, so its morning is what we hold.
  const restated: SpecialDay[] = hours.special.flatMap((d) => {
    const date = DateTime.fromISO(d.date, { zone: 'UTC' });
    const next = date.plus({ days: 1 });
    const nextIso = next.toISODate() ?? '';
    if (specialOn.has(nextIso) || !byDay[date.weekday - 1]!.some((r) => spillOf(r) !== null))
      return [];
    const ranges = byDay[next.weekday - 1] ?? [];
    return [{ date: nextIso, closed: ranges.length === 0, ranges, note: '' }];
  });
  const special = [...hours.special, ...restated].sort((a, b) => a.date.localeCompare(b.date));
  for (const day of special) {
    const date = DateTime.fromISO(day.date, { zone: 'UTC' });
    const eve = date.minus({ days: 1 });
    const eveSpecial = specialOn.get(eve.toISODate() ?? '');
    const eveRanges = eveSpecial
      ? eveSpecial.closed
        ? []
        : eveSpecial.ranges
      : (byDay[eve.weekday - 1] ?? []);
    const spill = eveRanges.flatMap((r) => spillOf(r) ?? []);
    const selector = `${date.year} ${MONTHS[date.month - 1]} ${pad(date.day)}`;
    const note = day.note.trim() === '' ? '' : ` ${commentText(day.note)}`;
    const own = day.closed
      ? `${selector} off${note}`
      : `${selector} ${rangesText([...day.ranges].sort(byOpens))}${note ? ` open${note}` : ''}`;
    text += text === '' ? own : `; ${own}`;
    // The night before as its own rule, without the note: a comment would keep the library from
    // joining it to the evening it continues.
    if (spill.length) text += `, ${selector} ${rangesText(spill)}`;
  }
  return text === '' ? 'off' : text;
}
