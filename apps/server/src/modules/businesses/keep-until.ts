// Until when an answer about one business reads the same if its data does not change: the next
// opening or closing (nextChange; an item sold out today comes back at an opening, or at midnight
// without hours), the next midnight in its time zone (the day shown as today) or in the default one,
// and at most MAX_KEEP_MS. Kept answers and pages are sent that long while the catalogue's version
// (migration 008) stands, instead of being read again every PUBLIC_CACHE_MS (docs/decisions/025).
import { DateTime, IANAZone } from 'luxon';
import type { ZoneOffsets, ZoneSpan } from '@menudex/contract/page-data';

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

/** How far around `now` zoneOffsets covers: a page is made again at least daily (localDates). */
const OFFSETS_BEFORE_MS = 86_400_000;
const OFFSETS_AFTER_MS = 9 * 86_400_000;
/**
 * Looked at hourly (no zone changes its offset twice within an hour), then the change found to the
 * minute: a quarter of the look-ups of stepping by the quarter hour, whichever minute it falls on.
 */
const STEP_MS = 60 * 60_000;

/**
 * The UTC offsets of the time zones the answers name, from a day before `now` to nine days after,
 * as spans that end where the offset changes (daylight saving time). The browser reads the page's
 * local days and times from them (packages/contract/src/page-data.ts, ZoneOffsets).
 */
export function zoneOffsets(answers: string[], now: Date): ZoneOffsets {
  // On a whole minute, as every step and every change of offset is: the split lands on the change.
  const start = Math.floor((now.getTime() - OFFSETS_BEFORE_MS) / 60_000) * 60_000;
  const end = now.getTime() + OFFSETS_AFTER_MS;
  const out: ZoneOffsets = {};
  for (const name of [...timeZonesIn(answers)].sort()) {
    const zone = IANAZone.create(name);
    if (!zone.isValid) continue;
    const spans: ZoneSpan[] = [];
    let from = start;
    let offset = zone.offset(start);
    for (let at = start + STEP_MS; at < end; at += STEP_MS) {
      if (zone.offset(at) === offset) continue;
      // The minute it changed, between the previous step and this one.
      let low = at - STEP_MS;
      let high = at;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (zone.offset(middle) === offset) low = middle;
        else high = middle;
      }
      spans.push({ from, until: high, offset });
      from = high;
      offset = zone.offset(high);
    }
    spans.push({ from, until: end, offset });
    out[name] = spans;
  }
  return out;
}
