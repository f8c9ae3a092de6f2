// A page's languages (docs/decisions/049): every public page is at its path in each language
// (`/the-list`, `/vi/the-list`), says its own in <html lang>, and names the others with `hreflang`
// alternates (x-default: the default language's), so a search engine lists each language apart.
import {
  DEFAULT_LOCALE,
  LOCALES,
  localizePath,
  splitLocalePath,
  type Locale,
} from '@menudex/contract/i18n/locales';
import { escapeHtml } from './page-meta.ts';

/** A kept URL (pageUrl: path and the query the page reads) split into language, path and query. */
function split(url: string): { locale: Locale; path: string; query: string } {
  const question = url.indexOf('?');
  const pathname = question === -1 ? url : url.slice(0, question);
  const query = question === -1 ? '' : url.slice(question);
  return { ...splitLocalePath(pathname), query };
}

/** The page at kept URL `url`, on the site `base`, in `locale`. */
export function pageUrlIn(base: string, url: string, locale: Locale): string {
  const { path, query } = split(url);
  return `${base}${localizePath(locale, path)}${query}`;
}

/** The language of a kept URL. */
export const pageLocale = (url: string): Locale => split(url).locale;

/** The <link rel="alternate" hreflang> tags of the page at kept URL `url`: each language and x-default. */
export function alternateTags(base: string, url: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(pageUrlIn(base, url, locale))}">`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', DEFAULT_LOCALE)].join(
    '',
  );
}

/**
 * A canonical address of the default language (page-meta.ts writes them so) moved into `locale`:
 * each language's page is its own canonical, the alternates join them.
 */
export function canonicalIn(base: string, canonical: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !canonical.startsWith(`${base}/`)) return canonical;
  return `${base}${localizePath(locale, canonical.slice(base.length))}`;
}
