// Opening hours as a business states them: the shape, and the rules the server and the editor check.
import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './weekdays.ts';

export { WEEKDAYS, type Weekday };

export const HOURS_LIMITS = {
  weeklyRangesMax: 42,
  specialDaysMax: 120,
  rangesPerSpecialDayMax: 6,
  noteMaxLength: 200,
} as const;

export const HOURS_TEXTS = {
  invalidTime: 'must be a time like 09:00 or 24:00 (closes only)',
  opensAt2400: 'a range cannot open at 24:00',
  emptyRange: 'a range must not open and close at the same time (00:00 to 24:00 is all day)',
  invalidDate: 'must be a date like 2026-12-25',
  unknownTimeZone: 'is not a known time zone (an IANA name like America/Los_Angeles)',
  closedWithRanges: 'a closed special day has no ranges',
  openWithoutRanges: 'a special day that is not closed needs at least one range',
  duplicateSpecialDate: 'the same date is listed twice',
  reopensWithoutClosed: 'reopensOn is only for a temporarily closed business',
  tooManyRanges: `at most ${HOURS_LIMITS.weeklyRangesMax} weekly ranges`,
  tooManySpecialDays: `at most ${HOURS_LIMITS.specialDaysMax} special days`,
} as const;

/** Minutes since midnight of 'HH:MM' ('24:00' is 1440); undefined when malformed. */
export function parseClock(value: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h === 24 && m === 0) return 1440;
  if (h > 23 || m > 59) return undefined;
  return h * 60 + m;
}

/** Whether a runtime knows the IANA time zone (the browser and Node both answer through Intl). */
export function isKnownTimeZone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const clock = z
  .string({ error: HOURS_TEXTS.invalidTime })
  .refine((v) => parseClock(v) !== undefined, {
    error: HOURS_TEXTS.invalidTime,
  });

export const dateSchema = z
  .string({ error: HOURS_TEXTS.invalidDate })
  .refine(isRealDate, { error: HOURS_TEXTS.invalidDate });

export const timeZoneSchema = z
  .string({ error: HOURS_TEXTS.unknownTimeZone })
  .refine(isKnownTimeZone, { error: HOURS_TEXTS.unknownTimeZone });

/** A range opens before 24:00 and does not close when it opens. */
function checkRange(r: { opens: string; closes: string }, ctx: z.RefinementCtx) {
  const opens = parseClock(r.opens);
  const closes = parseClock(r.closes);
  if (opens === undefined || closes === undefined) return;
  if (opens === 1440)
    ctx.addIssue({ code: 'custom', path: ['opens'], message: HOURS_TEXTS.opensAt2400 });
  else if (opens === closes)
    ctx.addIssue({ code: 'custom', path: ['closes'], message: HOURS_TEXTS.emptyRange });
}

export const timeRangeSchema = z.object({ opens: clock, closes: clock }).superRefine(checkRange);
export type TimeRange = z.infer<typeof timeRangeSchema>;

export const weeklyRangeSchema = z
  .object({
    day: z.enum(WEEKDAYS, { error: `day must be one of ${WEEKDAYS.join(', ')}` }),
    opens: clock,
    closes: clock,
  })
  .superRefine(checkRange);
export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;

/**
 * A range as minutes from the start of its opening day: closes earlier than opens runs past midnight
 * into the next day (18:00-02:00 is 1080..1560); 24:00 is the end of the day.
 */
export function rangeMinutes(r: { opens: string; closes: string }): [number, number] | undefined {
  const opens = parseClock(r.opens);
  const closes = parseClock(r.closes);
  if (opens === undefined || closes === undefined || opens === 1440 || opens === closes)
    return undefined;
  return [opens, closes > opens ? closes : closes + 1440];
}

const WEEK = 7 * 1440;

/** The first pair of weekly ranges that overlap (the week wraps: Sunday night runs into Monday). */
export function findWeeklyOverlap(
  weekly: readonly WeeklyRange[],
): [WeeklyRange, WeeklyRange] | undefined {
  const spans = weekly.flatMap((r) => {
    const m = rangeMinutes(r);
    if (!m) return [];
    const start = WEEKDAYS.indexOf(r.day) * 1440 + m[0];
    return [{ r, start, end: start + (m[1] - m[0]) }];
  });
  for (let i = 0; i < spans.length; i++) {
    for (let j = i + 1; j < spans.length; j++) {
      const a = spans[i]!;
      const b = spans[j]!;
      for (const shift of [-WEEK, 0, WEEK]) {
        if (a.start < b.end + shift && b.start + shift < a.end) return [a.r, b.r];
      }
    }
  }
  return undefined;
}

/** The first pair of one day's ranges that overlap. */
export function findDayOverlap(ranges: readonly TimeRange[]): [TimeRange, TimeRange] | undefined {
  const spans = ranges.flatMap((r) => {
    const m = rangeMinutes(r);
    return m ? [{ r, start: m[0], end: m[1] }] : [];
  });
  for (let i = 0; i < spans.length; i++) {
    for (let j = i + 1; j < spans.length; j++) {
      const a = spans[i]!;
      const b = spans[j]!;
      if (a.start < b.end && b.start < a.end) return [a.r, b.r];
    }
  }
  return undefined;
}

const describe = (r: { opens: string; closes: string }) => `${r.opens}-${r.closes}`;

export const specialDaySchema = z
  .object({
    date: dateSchema,
    closed: z.boolean({ error: 'closed must be true or false' }),
    ranges: z
      .array(timeRangeSchema)
      .max(HOURS_LIMITS.rangesPerSpecialDayMax, {
        error: `at most ${HOURS_LIMITS.rangesPerSpecialDayMax} ranges a day`,
      })
      .default([]),
    note: z
      .string()
      .trim()
      .max(HOURS_LIMITS.noteMaxLength, {
        error: `must be at most ${HOURS_LIMITS.noteMaxLength} characters`,
      })
      .default(''),
  })
  .superRefine((d, ctx) => {
    if (d.closed && d.ranges.length > 0)
      ctx.addIssue({ code: 'custom', path: ['ranges'], message: HOURS_TEXTS.closedWithRanges });
    if (!d.closed && d.ranges.length === 0)
      ctx.addIssue({ code: 'custom', path: ['ranges'], message: HOURS_TEXTS.openWithoutRanges });
    const overlap = findDayOverlap(d.ranges);
    if (overlap)
      ctx.addIssue({
        code: 'custom',
        path: ['ranges'],
        message: `ranges overlap on ${d.date}: ${describe(overlap[0])} and ${describe(overlap[1])}`,
      });
  });
export type SpecialDay = z.infer<typeof specialDaySchema>;

const hoursFields = {
  weekly: z.array(weeklyRangeSchema).max(HOURS_LIMITS.weeklyRangesMax, {
    error: HOURS_TEXTS.tooManyRanges,
  }),
  special: z.array(specialDaySchema).max(HOURS_LIMITS.specialDaysMax, {
    error: HOURS_TEXTS.tooManySpecialDays,
  }),
  temporarilyClosed: z.boolean({ error: 'temporarilyClosed must be true or false' }),
  reopensOn: dateSchema.nullable(),
};

function checkHours(
  h: {
    weekly: WeeklyRange[];
    special: SpecialDay[];
    temporarilyClosed: boolean;
    reopensOn: string | null;
  },
  ctx: z.RefinementCtx,
) {
  const overlap = findWeeklyOverlap(h.weekly);
  if (overlap)
    ctx.addIssue({
      code: 'custom',
      path: ['weekly'],
      message: `hours overlap: ${overlap[0].day} ${describe(overlap[0])} and ${overlap[1].day} ${describe(overlap[1])}`,
    });
  const dates = new Set<string>();
  for (const [i, d] of h.special.entries()) {
    if (dates.has(d.date))
      ctx.addIssue({
        code: 'custom',
        path: ['special', i, 'date'],
        message: `${d.date}: ${HOURS_TEXTS.duplicateSpecialDate}`,
      });
    dates.add(d.date);
  }
  if (h.reopensOn !== null && !h.temporarilyClosed)
    ctx.addIssue({
      code: 'custom',
      path: ['reopensOn'],
      message: HOURS_TEXTS.reopensWithoutClosed,
    });
}

/** Hours as every business answer carries them. */
export const hoursSchema = z
  .object({ timeZone: z.string(), ...hoursFields })
  .superRefine(checkHours);
export type Hours = z.infer<typeof hoursSchema>;

/**
 * The body of PUT /api/businesses/{id}/hours: the hours, or null to remove them. timeZone defaults to
 * the server's DEFAULT_TIME_ZONE; special days and the closed flag may be left out.
 */
export const hoursInputSchema = z
  .object({
    timeZone: timeZoneSchema.optional(),
    weekly: hoursFields.weekly.default([]),
    special: hoursFields.special.default([]),
    temporarilyClosed: hoursFields.temporarilyClosed.default(false),
    reopensOn: hoursFields.reopensOn.default(null),
  })
  .superRefine(checkHours);
export type HoursInput = z.input<typeof hoursInputSchema>;

export const updateHoursBodySchema = hoursInputSchema.nullable();
export type UpdateHoursBody = z.infer<typeof updateHoursBodySchema>;
