// Local days and times from the offsets a server-rendered page carries, without Intl
// (zone-offsets.ts, docs/decisions/033): the same answers as Intl, and no Intl object made.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ZoneOffsets } from '@menudex/contract/page-data';
import {
  localDate,
  localTime,
  shortDate,
  shortWeekday,
  visitorClockMatches,
  openingStatus,
  statusLine,
} from './opening-status.ts';
import { knownOffset, setZoneOffsets } from './zone-offsets.ts';

const LA = 'America/Los_Angeles';
// Daylight saving time ends in Los Angeles at 2026-11-01 09:00 UTC (02:00 PDT becomes 01:00 PST).
const DST_ENDS = Date.parse('2026-11-01T09:00:00Z');
const OFFSETS: ZoneOffsets = {
  [LA]: [
    { from: Date.parse('2026-10-25T00:00:00Z'), until: DST_ENDS, offset: -420 },
    { from: DST_ENDS, until: Date.parse('2026-11-10T00:00:00Z'), offset: -480 },
  ],
};

/** What Intl says of `at` in `timeZone`, in a locale and with options. */
const intl =
  (locale: string, options: Intl.DateTimeFormatOptions) => (at: Date, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(at);
const intlDate = intl('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const intlTime = intl('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

afterEach(() => {
  setZoneOffsets({});
  vi.restoreAllMocks();
});

describe("a page's zone offsets", () => {
  it('give the same days and times as Intl across a change of offset', () => {
    // Worked out by Intl before the offsets are known, then by the offsets.
    const instants: Date[] = [];
    for (let at = Date.parse('2026-10-26T00:00:00Z'); at < Date.parse('2026-11-09T00:00:00Z');) {
      instants.push(new Date(at));
      at += 37 * 60_000;
    }
    const expected = instants.map((at) => [intlDate(at, LA), intlTime(at, LA)]);
    setZoneOffsets(OFFSETS);
    const construct = vi.spyOn(Intl, 'DateTimeFormat');
    expect(instants.map((at) => [localDate(at, LA), localTime(at, LA)])).toEqual(expected);
    expect(construct).not.toHaveBeenCalled();
  });

  it('say the status line without Intl while they cover the times on it', () => {
    setZoneOffsets(OFFSETS);
    const construct = vi.spyOn(Intl, 'DateTimeFormat');
    const status = openingStatus(
      {
        openNow: false,
        nextChange: '2026-11-05T19:00:00.000Z',
        hours: { timeZone: LA, temporarilyClosed: false, reopensOn: null },
      },
      new Date('2026-11-04T23:00:00Z'),
    );
    expect(status && statusLine(status)).toBe('Closed · opens 11:00 tomorrow');
    expect(construct).not.toHaveBeenCalled();
  });

  it('leave instants outside their spans, and other zones, to Intl', () => {
    setZoneOffsets(OFFSETS);
    expect(knownOffset(LA, Date.parse('2026-12-25T00:00:00Z'))).toBeUndefined();
    expect(knownOffset('Asia/Ho_Chi_Minh', DST_ENDS)).toBeUndefined();
    const later = new Date('2026-12-25T03:30:00Z');
    expect(localDate(later, LA)).toBe('2026-12-24');
    expect(localTime(later, LA)).toBe('19:30');
    const saigon = new Date(DST_ENDS);
    expect(localTime(saigon, 'Asia/Ho_Chi_Minh')).toBe(intlTime(saigon, 'Asia/Ho_Chi_Minh'));
  });

  it("compare the visitor's clock with the business's by offset", () => {
    setZoneOffsets(OFFSETS);
    const now = new Date('2026-11-04T23:00:00Z');
    vi.spyOn(now, 'getTimezoneOffset').mockReturnValue(480);
    expect(visitorClockMatches(LA, now)).toBe(true);
    vi.spyOn(now, 'getTimezoneOffset').mockReturnValue(0);
    expect(visitorClockMatches(LA, now)).toBe(false);
  });
});

describe('dates written without Intl', () => {
  it("write months and weekdays as Intl's en-US does, every day of two years", () => {
    const month = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
    });
    const withYear = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2028-01-01T00:00:00Z');) {
      const day = new Date(at).toISOString().slice(0, 10);
      expect(shortDate(day, '2026-06-01')).toBe(
        day.startsWith('2026') ? month.format(at) : withYear.format(at),
      );
      expect(shortWeekday(day)).toBe(weekday.format(at));
      at += 86_400_000;
    }
  });
});
