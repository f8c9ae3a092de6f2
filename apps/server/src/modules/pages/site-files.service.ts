// What the server says about the site besides its pages: robots.txt and the sitemap (an index of
// sitemaps of at most 50,000 URLs each), both read from the contract's table of pages. Every page is
// listed in each language, with its alternates (docs/decisions/049).
import { DEFAULT_LOCALE, LOCALES, localizePath } from '@menudex/contract/i18n/locales';
import { PAGES } from '@menudex/contract/pages';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../app-context.ts';
import { pagesRepository } from './pages.repository.ts';

/** The sitemap protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The pages that are the same for everyone and worth a search engine's visit. */
const LISTED_PAGES = PAGES.filter((p) => p.listed).map((p) => p.path);

/** What robots.txt keeps crawlers out of: the private pages' paths up to their first id, in each language. */
const DISALLOWED = [
  ...new Set(PAGES.filter((p) => p.private).map((p) => p.path.split('/:')[0] ?? p.path)),
]
  .filter((path, _i, all) => !all.some((other) => other !== path && path.startsWith(`${other}/`)))
  .flatMap((path) => LOCALES.map((locale) => localizePath(locale, path)))
  .concat('/api/');

/**
 * A page (a path of the default language) in each language: one <url> per language, each naming
 * every language and x-default as its alternates, as search engines read them.
 */
function localizedUrls(base: string, path: string, lastmod: Date | null) {
  const alternates = [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      href: `${base}${localizePath(locale, path)}`,
    })),
    { hreflang: 'x-default', href: `${base}${localizePath(DEFAULT_LOCALE, path)}` },
  ];
  return LOCALES.map((locale) => ({
    loc: `${base}${localizePath(locale, path)}`,
    lastmod,
    alternates,
  }));
}

/** The site's address: PUBLIC_URL, else the address the request came to. */
export const siteBase = (config: Pick<Config, 'publicUrl'>, requestOrigin: string) =>
  (config.publicUrl ?? requestOrigin).replace(/\/+$/, '');

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** W3C datetime, as sitemaps want it. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function siteFilesService(ctx: AppContext, options: { sitemapMaxUrls?: number } = {}) {
  const repo = pagesRepository(ctx.db);
  // Each business is one URL per language.
  const perPage = Math.floor((options.sitemapMaxUrls ?? SITEMAP_MAX_URLS) / LOCALES.length);
  const baseUrl = (requestOrigin: string) => siteBase(ctx.config, requestOrigin);

  return {
    robots(requestOrigin: string): string {
      return [
        'User-agent: *',
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        'Allow: /',
        '',
        `Sitemap: ${baseUrl(requestOrigin)}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /**
     * The sitemap index: sitemap-0.xml holds the listed pages (The List, Businesses), then
     * sitemap-1.xml … one page of at most 50,000 URLs each (a business in each language), in
     * creation order.
     */
    async sitemapIndex(requestOrigin: string): Promise<string> {
      const base = baseUrl(requestOrigin);
      const [pages, catalogue] = await Promise.all([
        repo.sitemapPages(perPage),
        repo.catalogueLastmod(),
      ]);
      const entries = [
        { loc: `${base}/sitemap-0.xml`, lastmod: catalogue },
        ...pages.map((lastmod, i) => ({ loc: `${base}/sitemap-${i + 1}.xml`, lastmod })),
      ];
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries.map(
          (e) =>
            `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3c(e.lastmod)}</lastmod>` : ''}</sitemap>`,
        ),
        '</sitemapindex>',
        '',
      ].join('\n');
    },

    /** One sitemap file, or null past the last one. */
    async sitemap(requestOrigin: string, n: number): Promise<string | null> {
      const base = baseUrl(requestOrigin);
      let urls: ReturnType<typeof localizedUrls>;
      if (n === 0) {
        const lastmod = await repo.catalogueLastmod();
        urls = LISTED_PAGES.flatMap((p) => localizedUrls(base, p, lastmod));
      } else {
        const rows = await repo.businessesForSitemap((n - 1) * perPage, perPage);
        if (rows.length === 0) return null;
        urls = rows.flatMap((r) => localizedUrls(base, `/businesses/${r.id}`, r.lastmod));
      }
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...urls.map(
          (u) =>
            `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${w3c(u.lastmod)}</lastmod>` : ''}${u.alternates
              .map(
                (a) =>
                  `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
              )
              .join('')}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
    },
  };
}
