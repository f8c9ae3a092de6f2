// The UTC offsets a rendered page carries for its time zones (zoneOffsets): spans that end where
// daylight saving time changes the offset, found to the minute.
import { describe, expect, it } from 'vitest';
import { zoneOffsets } from './keep-until.ts';

const answer = (timeZone: string) => JSON.stringify({ hours: { timeZone, weekly: [] } });

describe('zone offsets for a page', () => {
  it('split at the minute daylight saving time ends, with the offsets on each side', () => {
    // Not on a whole minute: the split is still the instant of the change.
    const now = new Date('2026-10-30T12:00:30.500Z');
    const spans = zoneOffsets([answer('America/Los_Angeles')], now)['America/Los_Angeles'];
    expect(spans).toEqual([
      {
        from: Date.parse('2026-10-29T12:00:00Z'),
        until: Date.parse('2026-11-01T09:00:00Z'),
        offset: -420,
      },
      {
        from: Date.parse('2026-11-01T09:00:00Z'),
        until: now.getTime() + 9 * 86_400_000,
        offset: -480,
      },
    ]);
  });

  it('give one span to a zone without a change, and none to a name that is not a zone', () => {
    const now = new Date('2026-11-25T20:00:00Z');
    const offsets = zoneOffsets(
      [answer('Asia/Ho_Chi_Minh'), answer('Australia/Lord_Howe'), answer('Not/AZone')],
      now,
    );
    expect(offsets['Asia/Ho_Chi_Minh']).toEqual([
      { from: now.getTime() - 86_400_000, until: now.getTime() + 9 * 86_400_000, offset: 420 },
    ]);
    expect(offsets['Not/AZone']).toBeUndefined();
    // Lord Howe moves by half an hour; none of its changes falls in these ten days.
    expect(offsets['Australia/Lord_Howe']).toHaveLength(1);
    expect(offsets['Australia/Lord_Howe']?.[0]?.offset).toBe(660);
  });

  it('find a half-hour change to the minute', () => {
    // Lord Howe Island goes from +11:00 to +10:30 at 02:00 local on 2027-04-04 (15:00 UTC the day before).
    const now = new Date('2027-04-01T00:00:00Z');
    const spans = zoneOffsets([answer('Australia/Lord_Howe')], now)['Australia/Lord_Howe'];
    expect(spans?.map((s) => s.offset)).toEqual([660, 630]);
    expect(spans?.[0]?.until).toBe(Date.parse('2027-04-03T15:00:00Z'));
  });
});
