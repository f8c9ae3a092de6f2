// Numbers and dates written the page's language's way without Intl, whose set-up is a long task
// while a public page starts (docs/decisions/033; server-rendered.test.ts counts the Intl objects a
// page makes). Each language's rules are written out here, and locale-format.test.ts checks them
// against what Intl writes (docs/decisions/049). A new language adds its line to each table.
import type { Locale } from '@menudex/contract/i18n/locales';

/** Intl's digit grouping separator for each language: 1,200 and 1.200. */
const GROUP_SEPARATOR: Record<Locale, string> = { en: ',', vi: '.' };

const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** A day (year, month 1-12, day) as Intl's medium date style writes it. */
const MEDIUM_DATE: Record<Locale, (year: number, month: number, day: number) => string> = {
  en: (year, month, day) => `${EN_MONTHS[month - 1] ?? ''} ${day}, ${year}`,
  vi: (year, month, day) => `${day} thg ${month}, ${year}`,
};

/** A whole number with the language's digit grouping: `1,200`, `1.200`. */
export function formatCount(value: number, locale: Locale): string {
  const digits = String(Math.trunc(Math.abs(value))).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    GROUP_SEPARATOR[locale],
  );
  return value < 0 ? `-${digits}` : digits;
}

/** A YYYY-MM-DD day in the medium date style: `Nov 27, 2026`, `27 thg 11, 2026`. */
export function formatDay(day: string, locale: Locale): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return MEDIUM_DATE[locale](year, month, date);
}
