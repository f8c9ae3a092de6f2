// The hours editor's rules: the owner edits a draft (each day's ranges, special days, temporarily
// closed) that turns into PUT /businesses/{id}/hours's body; the server judges overlaps and times
// and answers 400 with a message, which the editor shows.
import type { Hours } from '@menudex/contract/hours';
import { WEEK_DAYS, type WeekDay } from '../../../lib/week-hours.ts';
import type { OwnerT } from './owner-texts.ts';

export type DraftRange = { opens: string; closes: string };
export type DraftSpecial = {
  /** A key for React while the date is being typed. */
  key: string;
  date: string;
  closed: boolean;
  ranges: DraftRange[];
  note: string;
};
export type HoursDraft = {
  timeZone: string;
  /** Each day's ranges; none is a closed day. */
  days: Record<WeekDay, DraftRange[]>;
  special: DraftSpecial[];
  temporarilyClosed: boolean;
  /** '' for no reopening date. */
  reopensOn: string;
};

let specialSeq = 0;
const specialKey = () => `special-${++specialSeq}`;

const byOpening = (a: DraftRange, b: DraftRange) => a.opens.localeCompare(b.opens);

function emptyDays(): Record<WeekDay, DraftRange[]> {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

/** A first draft for a business without hours: open 09:00 to 17:00 every day. */
export function newDraft(timeZone: string): HoursDraft {
  const days = emptyDays();
  for (const day of WEEK_DAYS) days[day] = [{ opens: '09:00', closes: '17:00' }];
  return { timeZone, days, special: [], temporarilyClosed: false, reopensOn: '' };
}

export function draftFromHours(hours: Hours): HoursDraft {
  const days = emptyDays();
  for (const range of hours.weekly)
    days[range.day].push({ opens: range.opens, closes: range.closes });
  for (const day of WEEK_DAYS) days[day].sort(byOpening);
  return {
    timeZone: hours.timeZone,
    days,
    special: [...hours.special]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((s) => ({
        key: specialKey(),
        date: s.date,
        closed: s.closed,
        ranges: s.ranges.map((r) => ({ opens: r.opens, closes: r.closes })),
        note: s.note ?? '',
      })),
    temporarilyClosed: hours.temporarilyClosed,
    reopensOn: hours.reopensOn ?? '',
  };
}

/** The body of PUT /businesses/{id}/hours. */
export function hoursFromDraft(draft: HoursDraft): Hours {
  return {
    timeZone: draft.timeZone,
    weekly: WEEK_DAYS.flatMap((day) =>
      [...draft.days[day]].sort(byOpening).map((r) => ({ day, opens: r.opens, closes: r.closes })),
    ),
    special: draft.special.map((s) => ({
      date: s.date,
      closed: s.closed,
      ranges: s.closed ? [] : s.ranges.map((r) => ({ opens: r.opens, closes: r.closes })),
      note: s.note.trim(),
    })),
    temporarilyClosed: draft.temporarilyClosed,
    reopensOn: draft.temporarilyClosed && draft.reopensOn ? draft.reopensOn : null,
  };
}

/** Whether the draft says something other than the saved hours (Save is offered then). */
export function differs(saved: Hours | null, draft: HoursDraft | null): boolean {
  if (draft === null) return saved !== null;
  if (saved === null) return true;
  return (
    JSON.stringify(hoursFromDraft(draftFromHours(saved))) !== JSON.stringify(hoursFromDraft(draft))
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time as an owner types it, on the 24-hour clock, written HH:MM: "9", "930", "0930", "9:30",
 * "9.30" and "9h30" are 09:30's ways; "24" or "24:00" is the end of the day. Undefined when the
 * text is no such time ("25:00", "9:75", "9am", "").
 */
export function typedClock(text: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.hH]?(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const h = Number(match[1]);
  const m = Number(match[2] ?? '0');
  if (h === 24 && m === 0) return '24:00';
  if (h > 23 || m > 59) return undefined;
  return `${pad(h)}:${pad(m)}`;
}

/**
 * What is wrong with a range's opening or closing time as typed, said to the owner in the page's
 * language (`t`); null when nothing.
 */
export function clockProblem(field: keyof DraftRange, text: string, t: OwnerT): string | null {
  if (text.trim() === '') {
    return t('owner.hours.emptyTime', {
      field: t(field === 'opens' ? 'owner.hours.opens' : 'owner.hours.closes'),
    });
  }
  const clock = typedClock(text);
  if (clock === undefined) {
    return t(field === 'opens' ? 'owner.hours.badOpens' : 'owner.hours.badCloses', {
      text: text.trim(),
    });
  }
  if (field === 'opens' && clock === '24:00') return t('owner.hours.opensAtMidnight');
  return null;
}

/** The range a new one starts as: after the day's last one (dinner after lunch), else 09:00-17:00. */
export function nextRange(ranges: readonly DraftRange[]): DraftRange {
  const last = [...ranges].sort(byOpening).at(-1);
  const closes = last && typedClock(last.closes);
  if (!closes) return { opens: '09:00', closes: '17:00' };
  const [h = 0, m = 0] = closes.split(':').map(Number);
  const opens = Math.min(h + 1, 23);
  // Four hours, or to the end of the day (never a range that closes when it opens).
  const closesAt = opens + 4 >= 24 ? '24:00' : `${pad(opens + 4)}:${pad(m)}`;
  return { opens: `${pad(opens)}:${pad(m)}`, closes: closesAt };
}

const withDay = (draft: HoursDraft, day: WeekDay, ranges: DraftRange[]): HoursDraft => ({
  ...draft,
  days: { ...draft.days, [day]: ranges },
});

export const addRange = (draft: HoursDraft, day: WeekDay) =>
  withDay(draft, day, [...draft.days[day], nextRange(draft.days[day])]);

export const removeRange = (draft: HoursDraft, day: WeekDay, index: number) =>
  withDay(
    draft,
    day,
    draft.days[day].filter((_, i) => i !== index),
  );

export const setRange = (
  draft: HoursDraft,
  day: WeekDay,
  index: number,
  field: keyof DraftRange,
  value: string,
) =>
  withDay(
    draft,
    day,
    draft.days[day].map((r, i) => (i === index ? { ...r, [field]: value } : r)),
  );

/** Closed all day: no ranges. */
export const closeDay = (draft: HoursDraft, day: WeekDay) => withDay(draft, day, []);

/** One day's ranges copied onto the chosen days (replacing theirs). */
export function copyDay(draft: HoursDraft, from: WeekDay, to: readonly WeekDay[]): HoursDraft {
  const days = { ...draft.days };
  for (const day of to) days[day] = draft.days[from].map((r) => ({ ...r }));
  return { ...draft, days };
}

export function addSpecial(draft: HoursDraft, date: string): HoursDraft {
  return {
    ...draft,
    special: [...draft.special, { key: specialKey(), date, closed: true, ranges: [], note: '' }],
  };
}

export function updateSpecial(
  draft: HoursDraft,
  key: string,
  change: Partial<Omit<DraftSpecial, 'key'>>,
): HoursDraft {
  return {
    ...draft,
    special: draft.special.map((s) => {
      if (s.key !== key) return s;
      const next = { ...s, ...change };
      // Opening on a day that was closed starts from one range to adjust.
      if (change.closed === false && next.ranges.length === 0) next.ranges = [nextRange([])];
      return next;
    }),
  };
}

export const removeSpecial = (draft: HoursDraft, key: string): HoursDraft => ({
  ...draft,
  special: draft.special.filter((s) => s.key !== key),
});
