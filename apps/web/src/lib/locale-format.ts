// Numbers, dates and plural categories written the page's language's way without Intl, whose set-up is a long task
// while a public page starts (docs/decisions/033; server-rendered.test.ts counts the Intl objects a
// page makes). Each language's rules are written out here, and locale-format.test.ts checks them
// against what Intl writes (docs/decisions/049). A new language adds its line to each table.
import type { Locale } from '@menudex/contract/i18n/locales';
import { EN_MONTHS } from '@menudex/contract/weekdays';

/** Intl's digit grouping separator for each language: 1,200 and 1.200. */
const GROUP_SEPARATOR: Record<Locale, string> = { en: ',', vi: '.' };

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

/**
 * CLDR's plural rules of each language (what Intl.PluralRules selects), written out so that a page
 * makes no Intl object while it starts: the first one is ICU's set-up, a long task on a slow phone
 * (docs/decisions/033; bench/web measured search's blocking time 100 ms higher with one
 * Intl.PluralRules). English: "one" for 1 (cardinal); 1st, 2nd, 3rd, 4th (ordinal). Vietnamese:
 * always "other" (cardinal); "one" for the 1st (ordinal, "thứ nhất").
 */
const PLURALS: Record<Locale, { cardinal: (n: number) => string; ordinal: (n: number) => string }> =
  {
    en: {
      cardinal: (n) => (n === 1 ? 'one' : 'other'),
      ordinal: (n) => {
        if (!Number.isInteger(n)) return 'other';
        const [ten, hundred] = [n % 10, n % 100];
        if (ten === 1 && hundred !== 11) return 'one';
        if (ten === 2 && hundred !== 12) return 'two';
        if (ten === 3 && hundred !== 13) return 'few';
        return 'other';
      },
    },
    vi: {
      cardinal: () => 'other',
      ordinal: (n) => (n === 1 ? 'one' : 'other'),
    },
  };

/** The plural category of `n` ("one", "other"…) as Intl.PluralRules selects it in `locale`. */
export function pluralCategory(locale: Locale, n: number, ordinal = false): string {
  const rules = PLURALS[locale];
  const value = Math.abs(n);
  return ordinal ? rules.ordinal(value) : rules.cardinal(value);
}
