// Infinite scroll by cursor (DESIGN 7.6): each page is asked for with the `after` cursor the previous
// answer's Link header named, so page 30 costs the server what page 1 costs. A page the browser did
// not fetch itself (rendered by the server, handed over in the page) has no cursor: the next one is
// asked for by its number alone, and the cursors take over from its answer.
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';

/** What the next page is asked for with: its number, and the cursor when the previous answer gave one. */
export type PageParam = { page: number; after: string | null };

/** A page of cards and the cursor of the next (null on the last page, or when not known). */
export type CardPage<T> = { items: T[]; next: string | null };

export const FIRST_PAGE: PageParam = { page: 1, after: null };

/**
 * The next page after `last`: none when it was short (the specification's rule: a page shorter
 * than a full one is the last), else the next number with the cursor the answer gave.
 */
export function nextPageParam<T>(
  last: CardPage<T>,
  lastParam: PageParam,
  pageSize: number,
): PageParam | undefined {
  if (last.items.length < pageSize) return undefined;
  return { page: lastParam.page + 1, after: last.next };
}

/**
 * The `lang` a read sends on a page in `locale` (the owners' texts in it, DESIGN.md 7.5): none for
 * the default language, so its URLs, and the caches keyed on them, stay as they were.
 */
export function readLang(locale: Locale): Locale | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** The query string of a page: its parameters, `lang` when given, then `after` when there is a cursor. */
export function withAfter(query: string, param: PageParam, lang?: Locale): string {
  const parts = [
    query,
    lang ? `lang=${lang}` : '',
    param.after ? `after=${encodeURIComponent(param.after)}` : '',
  ].filter((p) => p !== '');
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
