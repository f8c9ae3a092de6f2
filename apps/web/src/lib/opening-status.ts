// How a business's opening state reads to a visitor ("Open now · closes 22:00"), worked out from
// what the server computed (openNow, nextChange) and shown in the business's own time zone.

import { knownOffset, shiftedToZone } from './zone-offsets.ts';

/** The parts of a business the status needs (the server's derived fields and its hours). */
export type OpeningFacts = {
  openNow: boolean | null;
  nextChange: string | null;
  hours: {
    timeZone: string;
    temporarilyClosed: boolean;
    reopensOn: string | null;
  } | null;
};

export type OpeningState = 'open' | 'closed' | 'temporarilyClosed';

export type OpeningStatus = {
  state: OpeningState;
  /** "Open now", "Closed", "Temporarily closed". */
  label: string;
  /** "closes 22:00", "opens 11:00 tomorrow", "reopens Dec 2"; null when there is nothing to add. */
  detail: string | null;
};

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const shifted = shiftedToZone(instant, timeZone);
  if (shifted) return shifted.toISOString().slice(0, 10);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The 24-hour clock time (HH:MM) of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): string {
  const shifted = shiftedToZone(instant, timeZone);
  if (shifted) return shifted.toISOString().slice(11, 16);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${hour}:${minute}`;
}

/** Days from one YYYY-MM-DD date to another (calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

// As Intl's en-US writes them (zone-offsets.test.ts compares), without Intl (zone-offsets.ts).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A YYYY-MM-DD date as "Dec 2" (with the year when it is not this year's, "Jan 5, 2028"). */
export function shortDate(date: string, today?: string): string {
  const sameYear = !today || today.slice(0, 4) === date.slice(0, 4);
  const day = new Date(`${date}T00:00:00Z`);
  const text = `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
  return sameYear ? text : `${text}, ${day.getUTCFullYear()}`;
}

/** The weekday of a YYYY-MM-DD date, "Mon". */
export function shortWeekday(date: string): string {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
}

/**
 * Whether a visitor's clock reads as the business's time zone now: by their UTC offsets when the
 * page carries the zone's, else by the zones' names (Intl). The hours say they are local to the
 * business when it does not.
 */
export function visitorClockMatches(timeZone: string, now: Date): boolean {
  const offset = knownOffset(timeZone, now.getTime());
  if (offset !== undefined) return offset === -now.getTimezoneOffset();
  return timeZone === Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** When a change happens, said from today in the business's time zone: "22:00", "11:00 tomorrow", "11:00 Fri", "11:00 Dec 2". */
export function whenText(instant: Date, now: Date, timeZone: string): string {
  const time = localTime(instant, timeZone);
  const today = localDate(now, timeZone);
  const day = localDate(instant, timeZone);
  const ahead = daysBetween(today, day);
  if (ahead <= 0) return time;
  if (ahead === 1) return `${time} tomorrow`;
  if (ahead < 7) return `${time} ${shortWeekday(day)}`;
  return `${time} ${shortDate(day, today)}`;
}

/** The visitor's status line, or null when the business has not given its hours. */
export function openingStatus(facts: OpeningFacts, now: Date): OpeningStatus | null {
  const { hours } = facts;
  if (!hours) return null;
  if (hours.temporarilyClosed) {
    return {
      state: 'temporarilyClosed',
      label: 'Temporarily closed',
      detail: hours.reopensOn
        ? `reopens ${shortDate(hours.reopensOn, localDate(now, hours.timeZone))}`
        : null,
    };
  }
  if (facts.openNow === null) return null;
  const next = facts.nextChange ? new Date(facts.nextChange) : null;
  const when = next && !Number.isNaN(next.getTime()) ? whenText(next, now, hours.timeZone) : null;
  if (facts.openNow) {
    return { state: 'open', label: 'Open now', detail: when ? `closes ${when}` : null };
  }
  return { state: 'closed', label: 'Closed', detail: when ? `opens ${when}` : null };
}

/** The status as one line: "Open now · closes 22:00". */
export function statusLine(status: OpeningStatus): string {
  return status.detail ? `${status.label} · ${status.detail}` : status.label;
}
