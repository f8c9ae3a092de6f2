// The interface's languages and how a URL names one (docs/decisions/049): English, the default,
// keeps the specification's paths; every other language is the same path under its own prefix
// (`/vi/the-list`, `/vi/businesses/{id}`). The language comes from the URL only, never from a
// cookie or Accept-Language, so a crawler and a visitor see the same page at the same address.

/** The interface's languages; the first is the default (no prefix). A new one is added here. */
export const LOCALES = ['en', 'vi'] as const;

export type Locale = (typeof LOCALES)[number];

/** The language of the unprefixed paths (and `hreflang="x-default"`). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', vi: 'Tiếng Việt' };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The URL prefix of a language: '' for the default, `/vi` for Vietnamese. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A path's language and the path inside it: `/vi/the-list` → vi, `/the-list`; `/vi` → vi, `/`.
 * A path without a known prefix is the default language's (`/xx/the-list` stays as it is, and is
 * no page). The default language has no prefix of its own: `/en/the-list` is not a page.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The path `path` (of the default language, query allowed) in `locale`: `/the-list` → `/vi/the-list`. */
export function localizePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  if (path === '/' || path === '') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}
