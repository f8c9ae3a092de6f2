// The schedule rules with a fixed clock: split shifts, past midnight, 24:00, special days, temporary
// closure, both daylight-saving days of 2026 in Los Angeles, and a business in another time zone.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Hours, WeeklyRange } from '@menudex/contract/hours';
import { WEEKDAYS } from '@menudex/contract/hours';
import { scheduleStatus, soldOutUntil, storedRanges } from './schedule.ts';

const LA = 'America/Los_Angeles';

function hours(weekly: WeeklyRange[], extra: Partial<Hours> = {}): Hours {
  return {
    timeZone: LA,
    weekly,
    special: [],
    temporarilyClosed: false,
    reopensOn: null,
    ...extra,
  };
}

const everyDay = (opens: string, closes: string): WeeklyRange[] =>
  WEEKDAYS.map((day) => ({ day, opens, closes }));

const at = (iso: string) => new Date(iso);

// 2026-11-23 is a Monday; Los Angeles is on PST (UTC-8) then.
describe('scheduleStatus', () => {
  const split = hours([
    { day: 'mon', opens: '11:00', closes: '14:00' },
    { day: 'mon', opens: '17:00', closes: '22:00' },
  ]);

  it('answers every half hour of three days across the autumn clock change as the hours say', () => {
    // Worked out once per schedule and UTC day and kept: the kept answer must hold all day long.
    const nineToFive = hours(everyDay('09:00', '17:00'));
    for (
      let t = Date.parse('2026-10-31T00:00:00Z');
      t < Date.parse('2026-11-03T00:00:00Z');
      t += 1_800_000
    ) {
      const local = DateTime.fromMillis(t, { zone: LA });
      const status = scheduleStatus(nineToFive, new Date(t));
      expect(status.openNow, local.toISO() ?? '').toBe(local.hour >= 9 && local.hour < 17);
      const next = DateTime.fromISO(status.nextChange ?? '', { zone: LA });
      expect(next.toMillis()).toBeGreaterThan(t);
      expect(next.hour).toBe(status.openNow ? 17 : 9);
      expect(next.minute).toBe(0);
    }
  });

  it('answers null for both without hours', () => {
    expect(scheduleStatus(null, at('2026-11-23T20:00:00Z'))).toEqual({
      openNow: null,
      nextChange: null,
    });
  });

  it('split shifts: open at lunch until 14:00, closed between shifts until 17:00', () => {
    expect(scheduleStatus(split, at('2026-11-23T20:00:00Z'))).toEqual({
      openNow: true,
      nextChange: '2026-11-23T22:00:00.000Z',
    });
    expect(scheduleStatus(split, at('2026-11-23T23:00:00Z'))).toEqual({
      openNow: false,
      nextChange: '2026-11-24T01:00:00.000Z',
    });
    // After dinner on Monday the next opening is a week later.
    expect(scheduleStatus(split, at('2026-11-24T07:00:00Z'))).toEqual({
      openNow: false,
      nextChange: '2026-11-30T19:00:00.000Z',
    });
  });

  it('a range past midnight belongs to the day it opens and runs into the next', () => {
    const late = hours([{ day: 'fri', opens: '18:00', closes: '02:00' }]);
    // Saturday 2026-11-28 01:00 local.
    expect(scheduleStatus(late, at('2026-11-28T09:00:00Z'))).toEqual({
      openNow: true,
      nextChange: '2026-11-28T10:00:00.000Z',
    });
    // Saturday 03:00: closed until next Friday 18:00.
    expect(scheduleStatus(late, at('2026-11-28T11:00:00Z'))).toEqual({
      openNow: false,
      nextChange: '2026-12-05T02:00:00.000Z',
    });
  });

  it('24:00 closes at midnight, and a range continuing after midnight is one opening', () => {
    const h = hours([
      { day: 'sat', opens: '08:00', closes: '24:00' },
      { day: 'sun', opens: '00:00', closes: '03:00' },
    ]);
    // Saturday 23:30 local: open until Sunday 03:00, not until midnight.
    expect(scheduleStatus(h, at('2026-11-29T07:30:00Z'))).toEqual({
      openNow: true,
      nextChange: '2026-11-29T11:00:00.000Z',
    });
  });

  it('open around the clock: open now, no next change', () => {
    expect(scheduleStatus(hours(everyDay('00:00', '24:00')), at('2026-11-23T20:00:00Z'))).toEqual({
      openNow: true,
      nextChange: null,
    });
  });

  it('a special day replaces the weekday: a holiday closed, a changed day with its own hours', () => {
    const h = hours(everyDay('11:00', '22:00'), {
      special: [
        { date: '2026-11-26', closed: true, ranges: [], note: 'Thanksgiving' },
        {
          date: '2026-12-24',
          closed: false,
          ranges: [{ opens: '10:00', closes: '15:00' }],
          note: '',
        },
      ],
    });
    // Thanksgiving noon: closed, opens Friday 11:00.
    expect(scheduleStatus(h, at('2026-11-26T20:00:00Z'))).toEqual({
      openNow: false,
      nextChange: '2026-11-27T19:00:00.000Z',
    });
    // Christmas Eve 10:30: open, closes at 15:00 instead of 22:00.
    expect(scheduleStatus(h, at('2026-12-24T18:30:00Z'))).toEqual({
      openNow: true,
      nextChange: '2026-12-24T23:00:00.000Z',
    });
  });

  it('a special day closed does not cut short the previous night that runs into it', () => {
    const h = hours([{ day: 'wed', opens: '18:00', closes: '02:00' }], {
      special: [{ date: '2026-11-26', closed: true, ranges: [], note: '' }],
    });
    // Thursday 2026-11-26 01:00 local: Wednesday's night is still on.
    expect(scheduleStatus(h, at('2026-11-26T09:00:00Z')).openNow).toBe(true);
  });

  it('temporarily closed: closed, reopening at the first opening from reopensOn, or never known', () => {
    const weekly = everyDay('09:00', '17:00');
    expect(
      scheduleStatus(
        hours(weekly, { temporarilyClosed: true, reopensOn: '2026-12-02' }),
        at('2026-11-24T20:00:00Z'),
      ),
    ).toEqual({ openNow: false, nextChange: '2026-12-02T17:00:00.000Z' });
    expect(
      scheduleStatus(
        hours(weekly, { temporarilyClosed: true, reopensOn: null }),
        at('2026-11-24T20:00:00Z'),
      ),
    ).toEqual({ openNow: false, nextChange: null });
    // From the reopening date on, the weekly hours hold again.
    expect(
      scheduleStatus(
        hours(weekly, { temporarilyClosed: true, reopensOn: '2026-12-02' }),
        at('2026-12-02T18:00:00Z'),
      ).openNow,
    ).toBe(true);
  });

  it('spring forward (2026-03-08): a night closing at 02:00 closes when the clocks jump; the day opens at 09:00 PDT', () => {
    const h = hours([
      { day: 'sat', opens: '18:00', closes: '02:00' },
      { day: 'sun', opens: '09:00', closes: '17:00' },
    ]);
    // 01:30 PST.
    expect(scheduleStatus(h, at('2026-03-08T09:30:00Z'))).toEqual({
      openNow: true,
      nextChange: '2026-03-08T10:00:00.000Z',
    });
    // 08:30 PDT (UTC-7): opens at 09:00 PDT = 16:00Z, not 17:00Z.
    expect(scheduleStatus(h, at('2026-03-08T15:30:00Z'))).toEqual({
      openNow: false,
      nextChange: '2026-03-08T16:00:00.000Z',
    });
  });

  it('fall back (2026-11-01): a night closing at 02:00 lasts through the repeated hour; the day opens at 09:00 PST', () => {
    const h = hours([
      { day: 'sat', opens: '18:00', closes: '02:00' },
      { day: 'sun', opens: '09:00', closes: '17:00' },
    ]);
    // The first 01:30 (PDT).
    expect(scheduleStatus(h, at('2026-11-01T08:30:00Z'))).toEqual({
      openNow: true,
      nextChange: '2026-11-01T10:00:00.000Z',
    });
    // The second 01:30 (PST): still open.
    expect(scheduleStatus(h, at('2026-11-01T09:30:00Z')).openNow).toBe(true);
    // 08:30 PST: opens at 09:00 PST = 17:00Z.
    expect(scheduleStatus(h, at('2026-11-01T16:30:00Z'))).toEqual({
      openNow: false,
      nextChange: '2026-11-01T17:00:00.000Z',
    });
  });

  it('a business in another time zone is read in its own zone', () => {
    const saigon = hours(everyDay('07:00', '21:00'), { timeZone: 'Asia/Ho_Chi_Minh' });
    // 2026-11-24 08:00 in Saigon (UTC+7) is 2026-11-23 17:00 in Los Angeles.
    expect(scheduleStatus(saigon, at('2026-11-24T01:00:00Z'))).toEqual({
      openNow: true,
      nextChange: '2026-11-24T14:00:00.000Z',
    });
    const la = hours(everyDay('07:00', '21:00'));
    expect(scheduleStatus(la, at('2026-11-24T01:00:00Z')).openNow).toBe(true);
    expect(scheduleStatus(la, at('2026-11-24T06:00:00Z')).openNow).toBe(false);
    expect(scheduleStatus(saigon, at('2026-11-24T06:00:00Z')).openNow).toBe(true);
  });
});

describe('soldOutUntil', () => {
  const split = hours([
    { day: 'mon', opens: '11:00', closes: '14:00' },
    { day: 'mon', opens: '17:00', closes: '22:00' },
  ]);

  it('ends at the next opening: after the current shift when open', () => {
    expect(soldOutUntil(split, at('2026-11-23T20:00:00Z'), LA).toISOString()).toBe(
      '2026-11-24T01:00:00.000Z',
    );
    expect(soldOutUntil(split, at('2026-11-23T23:00:00Z'), LA).toISOString()).toBe(
      '2026-11-24T01:00:00.000Z',
    );
  });

  it('ends at local midnight without hours, in the default zone', () => {
    expect(soldOutUntil(null, at('2026-11-24T20:00:00Z'), LA).toISOString()).toBe(
      '2026-11-25T08:00:00.000Z',
    );
    expect(soldOutUntil(null, at('2026-11-24T20:00:00Z'), 'Asia/Ho_Chi_Minh').toISOString()).toBe(
      // 03:00 on the 25th in Saigon: sold out until the 26th begins there.
      '2026-11-25T17:00:00.000Z',
    );
  });
});

describe('storedRanges', () => {
  it('stores minutes of the week, a Sunday night also a week earlier, special days and the closure', () => {
    const stored = storedRanges(
      hours(
        [
          { day: 'mon', opens: '11:00', closes: '14:00' },
          { day: 'sun', opens: '20:00', closes: '02:00' },
        ],
        {
          special: [
            { date: '2026-12-25', closed: true, ranges: [], note: '' },
            {
              date: '2026-12-24',
              closed: false,
              ranges: [{ opens: '18:00', closes: '01:00' }],
              note: '',
            },
          ],
          temporarilyClosed: true,
          reopensOn: null,
        },
      ),
    );
    expect(stored.week).toEqual([
      { opens_day: 0, span: '[660,840)' },
      { opens_day: 6, span: '[9840,10200)' },
      { opens_day: 6, span: '[-240,120)' },
    ]);
    expect(stored.special).toEqual([
      { day: '2026-12-25', span: null },
      { day: '2026-12-24', span: '[1080,1500)' },
    ]);
    expect(stored.closedUntil).toBe('infinity');
  });
});
