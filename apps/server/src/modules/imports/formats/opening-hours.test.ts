// toHours and fromHours: OSM opening_hours text into our hours model and back.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { hoursSchema, WEEKDAYS, type Hours, type WeeklyRange } from '@menudex/contract/hours';
import {
  CHANGED_DATES_MAX,
  fromHours,
  OPENING_HOURS_MAX_LENGTH,
  toHours,
} from './opening-hours.ts';

const timeZone = 'America/Los_Angeles';
/** Friday 27 November 2026, 10:00 in Portland. */
const now = new Date('2026-11-27T18:00:00Z');
const options = { timeZone, now, country: 'US', state: 'OR' };

const read = (text: string, more: Partial<typeof options> = {}) => {
  const reading = toHours(text, { ...options, ...more });
  if (reading.hours) expect(hoursSchema.safeParse(reading.hours).success).toBe(true);
  return reading;
};
const week = (text: string) =>
  read(text).hours?.weekly.map((r) => `${r.day} ${r.opens}-${r.closes}`);
const hours = (weekly: WeeklyRange[], special: Hours['special'] = []): Hours => ({
  timeZone,
  weekly,
  special,
  temporarilyClosed: false,
  reopensOn: null,
});

describe('toHours: what fits our weekly model', () => {
  it('reads split shifts and leaves the days it does not name closed', () => {
    expect(week('Mo-Fr 11:00-14:30,17:30-22:00; Sa 12:00-23:00; Su off')).toEqual([
      ...['mon', 'tue', 'wed', 'thu', 'fri'].flatMap((d) => [
        `${d} 11:00-14:30`,
        `${d} 17:30-22:00`,
      ]),
      'sat 12:00-23:00',
    ]);
  });

  it('keeps a night that runs past midnight on the day it opens', () => {
    expect(week('Tu-Th 17:00-22:00; Fr-Sa 17:00-02:00')).toEqual([
      'tue 17:00-22:00',
      'wed 17:00-22:00',
      'thu 17:00-22:00',
      'fri 17:00-02:00',
      'sat 17:00-02:00',
    ]);
  });

  it('reads 24/7 as every day from 00:00 to 24:00', () => {
    expect(week('24/7')).toEqual(WEEKDAYS.map((d) => `${d} 00:00-24:00`));
  });

  it('reads `Mo off` and a week that wraps (We-Mo) as the days they name', () => {
    expect(week('Tu-Su 11:00-21:00; Mo off')).toHaveLength(6);
    expect(week('We-Mo 11:30-21:00')).not.toContain('tue 11:30-21:00');
  });

  it('answers the hours in the business time zone, with no special days and no warning', () => {
    const reading = read('Mo-Su 07:00-15:00');
    expect(reading).toMatchObject({ hoursText: '', warning: null });
    expect(reading.hours).toMatchObject({
      timeZone,
      special: [],
      temporarilyClosed: false,
      reopensOn: null,
    });
  });

  it('reads `off` as hours with no open time at all', () => {
    expect(read('off').hours).toMatchObject({ weekly: [], special: [] });
  });

  it('gives nothing and says nothing for an empty value', () => {
    expect(read('  ')).toEqual({ hours: null, hoursText: '', warning: null });
  });

  it('throws for a time zone that does not exist: the caller passed it wrong', () => {
    expect(() => read('24/7', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });

  it('hands out copies, so changing one reading does not change the next', () => {
    read('Mo-Su 08:00-09:00').hours?.weekly.splice(0);
    expect(read('Mo-Su 08:00-09:00').hours?.weekly).toHaveLength(7);
  });
});

describe('toHours: public holidays and dated exceptions', () => {
  it('turns `PH off` into closed special days on the US holidays of the next 12 months', () => {
    const special = read('Mo-Su 07:00-15:00; PH off').hours?.special ?? [];
    const dates = special.map((d) => d.date);
    expect(dates).toContain('2026-12-25');
    expect(dates).toContain('2027-01-01');
    expect(dates).toContain('2027-07-04');
    expect(dates).toContain('2027-11-25');
    expect(dates.every((d) => d >= '2026-11-27' && d < '2027-11-27')).toBe(true);
    expect(special.every((d) => d.closed && d.ranges.length === 0)).toBe(true);
    expect(special.find((d) => d.date === '2026-12-25')?.note).toBe('Christmas Day');
  });

  it('keeps the hours of a holiday that opens differently (PH 17:00-22:00)', () => {
    const reading = read('Mo-Su 11:30-14:30,17:00-22:00; PH 17:00-22:00');
    expect(reading.hours?.weekly).toHaveLength(14);
    expect(reading.hours?.special.find((d) => d.date === '2026-12-25')).toMatchObject({
      closed: false,
      ranges: [{ opens: '17:00', closes: '22:00' }],
    });
  });

  it('makes a special day of a fixed date such as `Dec 24 08:00-12:00`', () => {
    expect(read('Mo-Sa 08:00-18:00; Su 09:00-14:00; Dec 24 08:00-12:00').hours?.special).toEqual([
      {
        date: '2026-12-24',
        closed: false,
        ranges: [{ opens: '08:00', closes: '12:00' }],
        note: '',
      },
    ]);
  });

  it('starts the 12 months on the business’s own date, not the server’s', () => {
    // 05:00 UTC on the 28th is still the evening of the 27th in Portland, already the 28th in Tokyo.
    const late = new Date('2026-11-28T05:00:00Z');
    const text = 'Mo-Su 10:00-12:00; 2026 Nov 27 off';
    expect(read(text, { now: late }).hours?.special.map((d) => d.date)).toEqual(['2026-11-27']);
    expect(read(text, { now: late, timeZone: 'Asia/Tokyo' }).hours?.special).toEqual([]);
  });

  it('reads the same on a server whose own zone has daylight saving, and leaves that zone set', () => {
    const was = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // A night past 02:00 on the Saturday before the spring change, and a fresh text (not kept).
      const special = read('Fr-Sa 17:30-02:30; PH off').hours?.special.map((d) => d.date) ?? [];
      expect(special).not.toContain('2027-03-13');
      expect(special).not.toContain('2027-03-14');
      expect(special).toContain('2026-12-25');
      expect(process.env.TZ).toBe('America/New_York');
    } finally {
      if (was === undefined) delete process.env.TZ;
      else process.env.TZ = was;
    }
  });

  it('keeps `PH off` as text, saying why, in a country the library has no holidays for', () => {
    const errors = vi.spyOn(console, 'error');
    const reading = read('Mo-Fr 09:00-17:00; PH off', { country: 'ZZ' });
    expect(reading.hours).toBeNull();
    expect(reading.hoursText).toBe('Mo-Fr 09:00-17:00; PH off');
    expect(reading.warning).toMatch(/no holidays \(PH\) defined for country zz/);
    // The library's own "please report this" print is held back.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('toHours: what our model cannot hold is kept as text with a warning', () => {
  it.each([
    [
      'seasons',
      'Apr-Oct: Mo-Su 12:00-21:00; Nov-Mar: Fr-Su 12:00-19:00',
      /change through the year/,
    ],
    ['odd and even weeks', 'week 1-53/2 Sa 10:00-14:00', /change through the year/],
    ['many dated exceptions', 'Mo-Su 10:00-12:00; Dec 01-20 off', /change through the year/],
    ['sunrise and sunset', 'sunrise-sunset', /follow the sun/],
    ['an open end', 'Mo-Sa 12:00+', /open-ended/],
    ['`open end` in words', 'Mo 12:00-14:00 open end', /open-ended/],
    ['a comment', 'Mo-Fr 07:00-16:00 "call ahead"', /commented/],
    ['a fallback rule', 'Mo-Su 10:00-12:00 || "by appointment"', /commented/],
  ])('%s', (_what, text, warning) => {
    const reading = read(text);
    expect(reading.hours).toBeNull();
    expect(reading.hoursText).toBe(text);
    expect(reading.warning).toMatch(/^opening hours kept as text: /);
    expect(reading.warning).toMatch(warning);
  });

  it('holds up to CHANGED_DATES_MAX changed dates as special days, and no more', () => {
    const dates = (n: number) =>
      Array.from({ length: n }, (_, i) => `2026 Dec ${String(i + 1).padStart(2, '0')} off`);
    const fits = read(['Mo-Su 10:00-12:00', ...dates(CHANGED_DATES_MAX)].join('; '));
    expect(fits.hours?.special).toHaveLength(CHANGED_DATES_MAX);
    expect(
      read(['Mo-Su 10:00-12:00', ...dates(CHANGED_DATES_MAX + 1)].join('; ')).hours,
    ).toBeNull();
  });

  it('names the library’s complaint and where it is for a string it rejects', () => {
    const reading = read('Mo-Fr 11am till late');
    expect(reading).toMatchObject({ hours: null, hoursText: 'Mo-Fr 11am till late' });
    expect(reading.warning).toBe(
      'opening hours kept as text: the opening_hours library could not read it (Unexpected token: "number" at "Mo-Fr 11am")',
    );
    expect(read('Mo-Fr 25:00-99').warning).toMatch(/Time range does not continue as expected/);
  });

  it('does not hand a value longer than OPENING_HOURS_MAX_LENGTH to the library', () => {
    const text = 'Mo 10:00-11:00; '.repeat(OPENING_HOURS_MAX_LENGTH / 10);
    expect(read(text).warning).toMatch(/longer than/);
  });
});

describe('fromHours', () => {
  it('writes the weekly ranges in OSM syntax, days with the same hours together', () => {
    const text = fromHours(
      hours([
        ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).flatMap((day) => [
          { day, opens: '11:00', closes: '14:30' },
          { day, opens: '17:30', closes: '22:00' },
        ]),
        { day: 'sat', opens: '12:00', closes: '23:00' },
        { day: 'sun', opens: '12:00', closes: '23:00' },
      ]),
    );
    expect(text).toBe('Mo-Fr 11:00-14:30,17:30-22:00; Sa-Su 12:00-23:00');
  });

  it('writes 24/7 and off', () => {
    expect(
      fromHours(hours(WEEKDAYS.map((day) => ({ day, opens: '00:00', closes: '24:00' })))),
    ).toBe('24/7');
    expect(fromHours(hours([]))).toBe('off');
  });

  it('keeps a night past midnight whole by adding the next day’s rule with a comma', () => {
    expect(
      fromHours(
        hours([
          { day: 'fri', opens: '17:00', closes: '02:00' },
          { day: 'sat', opens: '12:00', closes: '23:00' },
        ]),
      ),
    ).toBe('Fr 17:00-02:00, Sa 12:00-23:00');
  });

  it('writes special days as dated rules with their notes, without double quotes inside', () => {
    const text = fromHours(
      hours(
        [{ day: 'mon', opens: '10:00', closes: '12:00' }],
        [
          { date: '2026-12-25', closed: true, ranges: [], note: 'Christmas "Day"' },
          {
            date: '2026-12-24',
            closed: false,
            ranges: [{ opens: '08:00', closes: '10:00' }],
            note: '',
          },
        ],
      ),
    );
    expect(text).toBe(
      'Mo 10:00-12:00; 2026 Dec 24 08:00-10:00; 2026 Dec 25 off "Christmas \'Day\'"',
    );
  });
});

describe('fromHours then toHours gives the same hours back', () => {
  const same = (h: Hours) => expect(toHours(fromHours(h), options).hours).toEqual(h);

  it('for holidays, fixed dates and nights that run into a special day', () => {
    same(
      hours(
        [
          { day: 'fri', opens: '17:00', closes: '02:00' },
          { day: 'sat', opens: '12:00', closes: '23:00' },
        ],
        [
          {
            date: '2026-12-04',
            closed: false,
            ranges: [{ opens: '20:00', closes: '03:00' }],
            note: '',
          },
          { date: '2026-12-05', closed: true, ranges: [], note: 'Staff party' },
          { date: '2026-12-25', closed: true, ranges: [], note: 'Christmas Day' },
          {
            date: '2027-01-01',
            closed: false,
            ranges: [{ opens: '10:00', closes: '11:00' }],
            note: 'New Year',
          },
        ],
      ),
    );
  });

  /** 'HH:MM' of quarter hours; 96 and past is the next day. */
  const clock = (quarters: number) =>
    `${String(Math.floor(quarters / 4) % 24).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}`;
  /** Up to three ranges a day in quarter hours with gaps, as sorted pairs of marks. */
  const dayMarks = (from: number) =>
    fc
      .uniqueArray(fc.integer({ min: from, max: 94 }), { maxLength: 6 })
      .map((marks) => [...marks].sort((a, b) => a - b))
      .map((marks) => (marks.length % 2 ? marks.slice(1) : marks));
  /**
   * A day's ranges; the last may run past midnight (`night` quarters into the next day) when that
   * ends before the next day's first range: touching ranges would be one interval, read back as one.
   */
  function ranges(marks: number[], night: number | null, nextFirst: number) {
    const out: { opens: string; closes: string }[] = [];
    for (let j = 0; j < marks.length; j += 2) {
      const opens = marks[j]!;
      const last = j + 2 >= marks.length;
      const late = last && night !== null && night < nextFirst && night < opens;
      out.push({ opens: clock(opens), closes: clock(late ? 96 + night : marks[j + 1]!) });
    }
    return out;
  }
  const weekArb = fc.array(
    fc.record({ marks: dayMarks(1), night: fc.option(fc.integer({ min: 1, max: 3 })) }),
    { minLength: 7, maxLength: 7 },
  );
  const weeklyOf = (days: { marks: number[]; night: number | null }[]): WeeklyRange[] =>
    days.flatMap((d, i) =>
      ranges(d.marks, d.night, days[(i + 1) % 7]?.marks[0] ?? 96).map((r) => ({
        day: WEEKDAYS[i]!,
        ...r,
      })),
    );

  it('for any weekly ranges our model holds (generated)', () => {
    fc.assert(
      fc.property(weekArb, (days) => {
        const h = hours(weeklyOf(days));
        expect(toHours(fromHours(h), options).hours).toEqual(h);
      }),
      { numRuns: 150 },
    );
  });

  it('for weekly ranges with special days (generated)', () => {
    const DAY = 86_400_000;
    fc.assert(
      fc.property(
        weekArb,
        fc.uniqueArray(fc.integer({ min: 0, max: 364 }), { maxLength: 5 }),
        // Special ranges open after 01:00, so the night before never runs into them.
        fc.array(fc.record({ marks: dayMarks(5), note: fc.constantFrom('', 'Inventory day') }), {
          minLength: 5,
          maxLength: 5,
        }),
        (days, offsets, specs) => {
          const weekly = weeklyOf(days);
          const special = [...offsets]
            .sort((a, b) => a - b)
            .map((offset, k) => {
              const rs = ranges(specs[k]!.marks, null, 96);
              const date = new Date(Date.UTC(2026, 10, 27) + offset * DAY)
                .toISOString()
                .slice(0, 10);
              return { date, closed: rs.length === 0, ranges: rs, note: specs[k]!.note };
            });
          const h = hours(weekly, special);
          fc.pre(hoursSchema.safeParse(h).success);
          // A special day with its weekday's own hours changes nothing, so it does not come back
          // (nor does a note on a day that is closed anyway: a closed day has no time to carry it).
          const usual = (date: string) => {
            const day = WEEKDAYS[(new Date(date).getUTCDay() + 6) % 7];
            return weekly
              .filter((r) => r.day === day)
              .map(({ opens, closes }) => ({ opens, closes }));
          };
          const kept = special.filter(
            (d) => !isDeepStrictEqual(d.ranges, usual(d.date)) || (d.note !== '' && !d.closed),
          );
          expect(toHours(fromHours(h), options).hours).toEqual({ ...h, special: kept });
        },
      ),
      { numRuns: 40 },
    );
  });
});
