// The hours as a visitor reads them: the week from Monday with each day's ranges, today marked (in
// the business's time zone) with what applies today (a special day or a temporary closure replaces
// the usual hours), and the special days from today on; in the page's language (`words`), English
// when not given.
import type { Hours } from '@menudex/contract/hours';
import { WEEKDAYS, type Weekday } from '@menudex/contract/weekdays';
import { EN_WORDS, localDate, shortDate, type Words } from './opening-status.ts';

export const WEEK_DAYS = WEEKDAYS;
export type WeekDay = Weekday;

type Range = { opens: string; closes: string };
type HoursShape = Pick<Hours, 'timeZone' | 'weekly' | 'special'> &
  Partial<Pick<Hours, 'temporarilyClosed' | 'reopensOn'>>;

/** The weekday of a YYYY-MM-DD date. */
export function weekDayOf(date: string): WeekDay {
  // 1970-01-05 was a Monday.
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse('1970-01-05T00:00:00Z')) / 86_400_000,
  );
  return WEEK_DAYS[((days % 7) + 7) % 7] ?? 'mon';
}

/**
 * A day's hours as the pieces a line may wrap between: each range ("17:00–22:00") stays whole, a
 * closed day is "Closed", a day open around the clock "Open 24 hours".
 */
export function rangeParts(ranges: readonly Range[], { t } = EN_WORDS): string[] {
  if (ranges.length === 0) return [t('open.closed')];
  if (ranges.length === 1 && ranges[0]?.opens === '00:00' && ranges[0].closes === '24:00')
    return [t('hours.allDay')];
  return ranges.map((r) => `${r.opens}–${r.closes}`);
}

const byOpening = (a: Range, b: Range) => a.opens.localeCompare(b.opens);

export type WeekRow = {
  day: WeekDay;
  name: string;
  /** The pieces of `text` a line may wrap between (see rangeParts). */
  parts: string[];
  text: string;
  today: boolean;
  /** Why today's hours are not the usual ones ("Special day: Christmas"); '' otherwise. */
  note: string;
};
export type SpecialRow = {
  date: string;
  when: string;
  parts: string[];
  text: string;
  note: string;
};

/**
 * What applies on a date instead of the weekday's usual hours, if anything: as the server decides
 * whether it is open (schedule.ts), a temporary closure until its reopening date, else the special day.
 */
function exceptionOn(
  hours: HoursShape,
  date: string,
  words: Words,
): { parts: string[]; note: string } | null {
  const { t } = words;
  if (hours.temporarilyClosed && (!hours.reopensOn || date < hours.reopensOn))
    return { parts: [t('open.closed')], note: t('open.paused') };
  const special = hours.special.find((s) => s.date === date);
  if (!special) return null;
  return {
    parts: special.closed
      ? [t('open.closed')]
      : rangeParts([...special.ranges].sort(byOpening), words),
    note: special.note ? t('hours.specialNote', { note: special.note }) : t('hours.specialDay'),
  };
}

export function weekRows(hours: HoursShape, now: Date, words: Words = EN_WORDS): WeekRow[] {
  const date = localDate(now, hours.timeZone);
  const today = weekDayOf(date);
  const exception = exceptionOn(hours, date, words);
  return WEEK_DAYS.map((day) => {
    const usual = rangeParts(hours.weekly.filter((r) => r.day === day).sort(byOpening), words);
    const applies = day === today && exception ? exception : { parts: usual, note: '' };
    return {
      day,
      name: words.t(`day.${day}`),
      parts: applies.parts,
      text: applies.parts.join(', '),
      today: day === today,
      note: applies.note,
    };
  });
}

/** Special days from today on, soonest first. */
export function specialRows(
  hours: HoursShape,
  now: Date,
  limit = 6,
  words: Words = EN_WORDS,
): SpecialRow[] {
  const { t, locale } = words;
  const today = localDate(now, hours.timeZone);
  return hours.special
    .filter((s) => s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit)
    .map((s) => {
      const parts = s.closed
        ? [t('open.closed')]
        : rangeParts([...s.ranges].sort(byOpening), words);
      const date = shortDate(s.date, today, locale);
      return {
        date: s.date,
        when: s.date === today ? t('hours.todayOn', { date }) : date,
        parts,
        text: parts.join(', '),
        note: s.note ?? '',
      };
    });
}

// A time range as sources write it: "11:00-14:30", "17:00 – 22:00", "11am-2:30pm", "9.30-17".
const WRITTEN_RANGE =
  /\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]\.?m\.?)?\s?[-–—]\s?\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]\.?m\.?)?/gi;

/**
 * Hours as a source wrote them, cut so that each time range is one piece (`range: true`) a line may
 * not wrap inside; the text between stays as it was.
 */
export function writtenRanges(text: string): { text: string; range: boolean }[] {
  const pieces: { text: string; range: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(WRITTEN_RANGE)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), range: false });
    pieces.push({ text: match[0], range: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), range: false });
  return pieces;
}
