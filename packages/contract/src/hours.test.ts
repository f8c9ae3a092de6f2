// The rules an hours body must follow before anything is stored: times, overlaps, zones, special days.
import { describe, expect, it } from 'vitest';
import { hoursInputSchema, rangeMinutes } from './hours.ts';

function problem(value: unknown): string | null {
  const result = hoursInputSchema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

const week = (opens: string, closes: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }));

describe('hours input', () => {
  it('accepts split shifts, a range past midnight and 24:00, and fills the defaults', () => {
    const parsed = hoursInputSchema.parse({
      timeZone: 'America/Los_Angeles',
      weekly: [
        { day: 'mon', opens: '11:00', closes: '14:00' },
        { day: 'mon', opens: '17:00', closes: '22:00' },
        { day: 'fri', opens: '18:00', closes: '02:00' },
        { day: 'sat', opens: '08:00', closes: '24:00' },
      ],
    });
    expect(parsed.special).toEqual([]);
    expect(parsed.temporarilyClosed).toBe(false);
    expect(parsed.reopensOn).toBeNull();
  });

  it('refuses malformed times with a message naming the field', () => {
    expect(problem({ weekly: [{ day: 'mon', opens: '9:00', closes: '17:00' }] })).toMatch(
      /^weekly\.0\.opens: must be a time like 09:00/,
    );
    expect(problem({ weekly: [{ day: 'mon', opens: '09:00', closes: '24:30' }] })).toMatch(
      /^weekly\.0\.closes: must be a time/,
    );
    expect(problem({ weekly: [{ day: 'mon', opens: '24:00', closes: '02:00' }] })).toBe(
      'weekly.0.opens: a range cannot open at 24:00',
    );
    expect(problem({ weekly: [{ day: 'mon', opens: '09:00', closes: '09:00' }] })).toMatch(
      /^weekly\.0\.closes: a range must not open and close at the same time/,
    );
    expect(problem({ weekly: [{ day: 'funday', opens: '09:00', closes: '10:00' }] })).toMatch(
      /^weekly\.0\.day: day must be one of mon/,
    );
  });

  it('refuses overlapping ranges, also one running past midnight into the next day and across the week', () => {
    expect(
      problem({
        weekly: [
          { day: 'mon', opens: '11:00', closes: '14:00' },
          { day: 'mon', opens: '13:30', closes: '15:00' },
        ],
      }),
    ).toBe('weekly: hours overlap: mon 11:00-14:00 and mon 13:30-15:00');
    expect(
      problem({
        weekly: [
          { day: 'fri', opens: '18:00', closes: '02:00' },
          { day: 'sat', opens: '01:00', closes: '03:00' },
        ],
      }),
    ).toBe('weekly: hours overlap: fri 18:00-02:00 and sat 01:00-03:00');
    expect(
      problem({
        weekly: [
          { day: 'sun', opens: '20:00', closes: '03:00' },
          { day: 'mon', opens: '02:00', closes: '10:00' },
        ],
      }),
    ).toBe('weekly: hours overlap: sun 20:00-03:00 and mon 02:00-10:00');
    // Touching ranges do not overlap.
    expect(
      problem({
        weekly: [
          { day: 'mon', opens: '00:00', closes: '12:00' },
          { day: 'mon', opens: '12:00', closes: '24:00' },
        ],
      }),
    ).toBeNull();
  });

  it('refuses an unknown time zone and accepts a known one', () => {
    expect(problem({ timeZone: 'Mars/Olympus_Mons', weekly: week('09:00', '17:00') })).toMatch(
      /^timeZone: is not a known time zone/,
    );
    expect(problem({ timeZone: 'Europe/Berlin', weekly: week('09:00', '17:00') })).toBeNull();
  });

  it('checks special days: real dates, closed without ranges, open with ranges, no date twice', () => {
    expect(problem({ special: [{ date: '2026-02-30', closed: true }] })).toMatch(
      /^special\.0\.date: must be a date/,
    );
    expect(
      problem({
        special: [
          { date: '2026-12-25', closed: true, ranges: [{ opens: '10:00', closes: '12:00' }] },
        ],
      }),
    ).toBe('special.0.ranges: a closed special day has no ranges');
    expect(problem({ special: [{ date: '2026-12-24', closed: false, ranges: [] }] })).toBe(
      'special.0.ranges: a special day that is not closed needs at least one range',
    );
    expect(
      problem({
        special: [
          { date: '2026-12-25', closed: true },
          { date: '2026-12-25', closed: true },
        ],
      }),
    ).toBe('special.1.date: 2026-12-25: the same date is listed twice');
  });

  it('allows reopensOn only for a temporarily closed business', () => {
    expect(problem({ temporarilyClosed: true, reopensOn: '2026-12-02' })).toBeNull();
    expect(problem({ temporarilyClosed: false, reopensOn: '2026-12-02' })).toBe(
      'reopensOn: reopensOn is only for a temporarily closed business',
    );
  });

  it('reads a range past midnight as minutes from the start of its opening day', () => {
    expect(rangeMinutes({ opens: '18:00', closes: '02:00' })).toEqual([1080, 1560]);
    expect(rangeMinutes({ opens: '08:00', closes: '24:00' })).toEqual([480, 1440]);
    expect(rangeMinutes({ opens: '00:00', closes: '24:00' })).toEqual([0, 1440]);
  });
});
