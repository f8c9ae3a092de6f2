// Until when an answer about one business reads the same if its data does not change: the next
// opening or closing (nextChange; an item sold out today comes back at an opening, or at midnight
// without hours), the next midnight in its time zone (the day shown as today) or in the default one,
// and at most MAX_KEEP_MS. Kept answers and pages are sent that long while the catalogue's version
// (migration 008) stands, instead of being read again every PUBLIC_CACHE_MS (docs/decisions/025).
import { DateTime } from 'luxon';

/** The longest an answer goes out without being read again, however unchanged the data. */
export const MAX_KEEP_MS = 60_000;

const NEXT_CHANGE = /"nextChange":"([^"]{1,40})"/g;
const TIME_ZONE = /"timeZone":"([^"]{1,64})"/g;

/** The time zones the answers (JSON) name. */
export function timeZonesIn(answers: string[]): Set<string> {
  const zones = new Set<string>();
  for (const json of answers)
    for (const match of json.matchAll(TIME_ZONE)) if (match[1]) zones.add(match[1]);
  return zones;
}

/** Until when (ms) the answers (JSON) about one business read the same while the data stays put. */
export function businessKeepUntil(answers: string[], now: Date, defaultTimeZone: string): number {
  const at = now.getTime();
  let until = at + MAX_KEEP_MS;
  for (const json of answers) {
    for (const match of json.matchAll(NEXT_CHANGE)) {
      const change = Date.parse(match[1] ?? '');
      until = Math.min(until, Number.isNaN(change) ? at : change);
    }
  }
  for (const zone of [defaultTimeZone, ...timeZonesIn(answers)]) {
    const midnight = DateTime.fromMillis(at, { zone }).plus({ days: 1 }).startOf('day');
    if (midnight.isValid) until = Math.min(until, midnight.toMillis());
  }
  return until;
}

/**
 * Today's date in every time zone the answers name ("America/Los_Angeles=2026-11-24 …"), in order.
 * Pages show days in the business's own zone (today's row of the hours, "opens 11:00 tomorrow"), so
 * a page made yesterday there may read differently today though its answers are the same.
 */
export function localDates(answers: string[], now: Date): string {
  return [...timeZonesIn(answers)]
    .sort()
    .map((zone) => [zone, DateTime.fromJSDate(now, { zone })] as const)
    .filter(([, day]) => day.isValid)
    .map(([zone, day]) => `${zone}=${day.toISODate()}`)
    .join(' ');
}
