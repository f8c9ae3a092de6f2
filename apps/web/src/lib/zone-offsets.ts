// Local days and clock times in a business's time zone without Intl, from the UTC offsets the
// server put in its page (ZoneOffsets, docs/decisions/033). Intl is the only way a browser knows
// time zones, but a page's first Intl object costs ICU's set-up: tens of milliseconds of a slow
// phone's main thread in the middle of hydration. Outside the spans the page carries (or on a page
// the server did not render), the callers fall back to Intl.
import { PAGE_ZONES_ELEMENT_ID, type ZoneOffsets } from '@menudex/contract/page-data';

let known: ZoneOffsets = {};

/** The offsets to use from now on (main.tsx, from the page; tests). */
export function setZoneOffsets(offsets: ZoneOffsets): void {
  known = offsets;
}

/** Reads the offsets a server-rendered page carries, if any. */
export function readPageZoneOffsets(): void {
  const element = document.getElementById(PAGE_ZONES_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const parsed = JSON.parse(element.textContent) as unknown;
    if (parsed && typeof parsed === 'object') setZoneOffsets(parsed as ZoneOffsets);
  } catch {
    // A page without usable offsets: Intl answers.
  }
}

/** Minutes `zone` is ahead of UTC at `ms`, when the page said; undefined otherwise. */
export function knownOffset(zone: string, ms: number): number | undefined {
  const spans = known[zone];
  if (!Array.isArray(spans)) return undefined;
  for (const span of spans) {
    if (ms >= span.from && ms < span.until && Number.isFinite(span.offset)) return span.offset;
  }
  return undefined;
}

/** The instant moved by the zone's offset: its UTC fields read as the local ones. */
export function shiftedToZone(instant: Date, zone: string): Date | undefined {
  const offset = knownOffset(zone, instant.getTime());
  return offset === undefined ? undefined : new Date(instant.getTime() + offset * 60_000);
}
