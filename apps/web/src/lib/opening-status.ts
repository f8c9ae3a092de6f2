// How a business's opening state reads to a visitor ("Open now · closes 22:00"), worked out from
// what the server computed (openNow, nextChange) and shown in the business's own time zone, in the
// page's language (its texts from the catalogues; dates written without Intl, decision 033).
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import { translator, type Translate } from './i18n.tsx';
import { knownOffset, shiftedToZone } from './zone-offsets.ts';

/** English, for callers that do not pass the page's texts (tests, the owner's tools). */
const EN = translator(DEFAULT_LOCALE);

/** The parts of a business the status needs (the server's derived fields and its hours). */
export type OpeningFacts = {
  openNow: boolean | null;
  nextChange: string | null;
  hours: {
    timeZone: string;
    temporarilyClosed: boolean;
    reopensOn: string | null;
  } | null;
};

export type OpeningState = 'open' | 'closed' | 'temporarilyClosed';

export type OpeningStatus = {
  state: OpeningState;
  /** "Open now", "Closed", "Temporarily closed". */
  label: string;
  /** "closes 22:00", "opens 11:00 tomorrow", "reopens Dec 2"; null when there is nothing to add. */
  detail: string | null;
};

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const shifted = shiftedToZone(instant, timeZone);
  if (shifted) return shifted.toISOString().slice(0, 10);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The 24-hour clock time (HH:MM) of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): string {
  const shifted = shiftedToZone(instant, timeZone);
  if (shifted) return shifted.toISOString().slice(11, 16);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${hour}:${minute}`;
}

/** Days from one YYYY-MM-DD date to another (calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

// As Intl writes them in each language (opening-status.test.ts compares), without Intl
// (zone-offsets.ts): en-US "Dec 2" and "Mon", vi "2 thg 12" and "Thứ 2".
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  vi: ['CN', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'],
};

/** A YYYY-MM-DD date as "Dec 2" (with the year when it is not this year's, "Jan 5, 2028"). */
export function shortDate(date: string, today?: string, locale: Locale = DEFAULT_LOCALE): string {
  const sameYear = !today || today.slice(0, 4) === date.slice(0, 4);
  const day = new Date(`${date}T00:00:00Z`);
  const [month, dayOfMonth] = [day.getUTCMonth(), day.getUTCDate()];
  const text =
    locale === 'vi' ? `${dayOfMonth} thg ${month + 1}` : `${MONTHS[month]} ${dayOfMonth}`;
  return sameYear ? text : `${text}, ${day.getUTCFullYear()}`;
}

/** The weekday of a YYYY-MM-DD date, "Mon" ("Thứ 2"). */
export function shortWeekday(date: string, locale: Locale = DEFAULT_LOCALE): string {
  return WEEKDAYS[locale][new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
}

/** The page's texts and language, for the words a status or the hours are said in. */
export type Words = { t: Translate; locale: Locale };

export const EN_WORDS: Words = { t: EN, locale: DEFAULT_LOCALE };

/**
 * Whether a visitor's clock reads as the business's time zone now: by their UTC offsets when the
 * page carries the zone's, else by the zones' names (Intl). The hours say they are local to the
 * business when it does not.
 */
export function visitorClockMatches(timeZone: string, now: Date): boolean {
  const offset = knownOffset(timeZone, now.getTime());
  if (offset !== undefined) return offset === -now.getTimezoneOffset();
  return timeZone === Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** When a change happens, said from today in the business's time zone: "22:00", "11:00 tomorrow", "11:00 Fri", "11:00 Dec 2". */
export function whenText(
  instant: Date,
  now: Date,
  timeZone: string,
  { t, locale }: Words = EN_WORDS,
): string {
  const time = localTime(instant, timeZone);
  const today = localDate(now, timeZone);
  const day = localDate(instant, timeZone);
  const ahead = daysBetween(today, day);
  if (ahead <= 0) return time;
  if (ahead === 1) return t('open.tomorrow', { time });
  if (ahead < 7) return `${time} ${shortWeekday(day, locale)}`;
  return `${time} ${shortDate(day, today, locale)}`;
}

/** The visitor's status line, or null when the business has not given its hours. */
export function openingStatus(
  facts: OpeningFacts,
  now: Date,
  words: Words = EN_WORDS,
): OpeningStatus | null {
  const { hours } = facts;
  const { t, locale } = words;
  if (!hours) return null;
  if (hours.temporarilyClosed) {
    return {
      state: 'temporarilyClosed',
      label: t('open.paused'),
      detail: hours.reopensOn
        ? t('open.reopens', {
            date: shortDate(hours.reopensOn, localDate(now, hours.timeZone), locale),
          })
        : null,
    };
  }
  if (facts.openNow === null) return null;
  const next = facts.nextChange ? new Date(facts.nextChange) : null;
  const when =
    next && !Number.isNaN(next.getTime()) ? whenText(next, now, hours.timeZone, words) : null;
  if (facts.openNow) {
    return {
      state: 'open',
      label: t('open.now'),
      detail: when ? t('open.closes', { when }) : null,
    };
  }
  return {
    state: 'closed',
    label: t('open.closed'),
    detail: when ? t('open.opens', { when }) : null,
  };
}

/** The status as one line: "Open now · closes 22:00". */
export function statusLine(status: OpeningStatus): string {
  return status.detail ? `${status.label} · ${status.detail}` : status.label;
}
