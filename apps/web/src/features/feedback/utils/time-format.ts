// Dates and times on the owner's feedback panels, written the page's language's way. These panels
// load after the page, for owners only, so Intl's formatters are fine here (a public page's start
// avoids them: docs/decisions/033); one of each per language.
import type { Locale } from '@menudex/contract/i18n/locales';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, style: 'moment' | 'day'): Intl.DateTimeFormat {
  const id = `${locale} ${style}`;
  let made = formats.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      style === 'moment' ? { dateStyle: 'short', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    formats.set(id, made);
  }
  return made;
}

/** A moment: '11/27/26, 6:00 PM', '18:00 27/11/26'. */
export const momentText = (iso: string, locale: Locale) =>
  format(locale, 'moment').format(new Date(iso));

/** A day: 'Nov 27, 2026', '27 thg 11, 2026'. */
export const dayText = (iso: string, locale: Locale) => format(locale, 'day').format(new Date(iso));
