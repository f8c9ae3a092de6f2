// What the server says about the web app's pages without the API: which paths are pages (200) and
// which are not (404), robots.txt, and the sitemap (an index of pages of at most 50,000 URLs).
import type { AppContext } from '../../app-context.ts';
import { webRepository } from './web.repository.ts';

/** The sitemap protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** /businesses/{id} and /businesses/{id}/feedback: a page only when the business exists. */
const BUSINESS_PAGE = new RegExp(`^/businesses/(${UUID})(?:/feedback)?/?$`, 'i');
const BUSINESS_SHAPED = /^\/businesses\/[^/]+(?:\/feedback)?\/?$/;
/** The other pages of apps/web/src/app/router.tsx. */
const PAGES = [
  /^\/$/,
  /^\/the-list\/?$/,
  /^\/search\/?$/,
  /^\/businesses\/?$/,
  /^\/profile\/?$/,
  /^\/my-business\/?$/,
  new RegExp(`^/my-business/${UUID}/?$`, 'i'),
  // The insights pages (apps/web: a business's, and the whole city's for admins).
  /^\/my-business\/insights\/?$/,
  new RegExp(`^/my-business/insights/${UUID}/?$`, 'i'),
  /^\/verify-email\/?$/,
  /^\/reset-password\/?$/,
];
/** The pages that are the same for everyone and worth a search engine's visit. */
const LISTED_PAGES = ['/the-list', '/businesses'];

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** W3C datetime, as sitemaps want it. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export type PageMatch = { status: 200 | 404; businessId?: string };

export function webService(ctx: AppContext, options: { sitemapMaxUrls?: number } = {}) {
  const repo = webRepository(ctx.db);
  const perPage = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  /** The site's address: PUBLIC_URL, else the address the request came to. */
  const baseUrl = (requestOrigin: string) =>
    (ctx.config.publicUrl ?? requestOrigin).replace(/\/+$/, '');

  return {
    baseUrl,

    /** Whether a path (without its query) is one of the app's pages. */
    async page(pathname: string): Promise<PageMatch> {
      const business = pathname.match(BUSINESS_PAGE);
      if (business?.[1]) {
        const id = business[1].toLowerCase();
        return (await repo.businessExists(id)) ? { status: 200, businessId: id } : { status: 404 };
      }
      if (BUSINESS_SHAPED.test(pathname)) return { status: 404 };
      return { status: PAGES.some((p) => p.test(pathname)) ? 200 : 404 };
    },

    robots(requestOrigin: string): string {
      return [
        'User-agent: *',
        'Disallow: /profile',
        'Disallow: /my-business',
        'Disallow: /api/',
        'Disallow: /verify-email',
        'Disallow: /reset-password',
        'Allow: /',
        '',
        `Sitemap: ${baseUrl(requestOrigin)}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /**
     * The sitemap index: sitemap-0.xml holds the listed pages (The List, Businesses), then
     * sitemap-1.xml … one page of at most 50,000 businesses each, in creation order.
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
      let urls: { loc: string; lastmod: Date | null }[];
      if (n === 0) {
        const lastmod = await repo.catalogueLastmod();
        urls = LISTED_PAGES.map((p) => ({ loc: `${base}${p}`, lastmod }));
      } else {
        const rows = await repo.businessesForSitemap((n - 1) * perPage, perPage);
        if (rows.length === 0) return null;
        urls = rows.map((r) => ({ loc: `${base}/businesses/${r.id}`, lastmod: r.lastmod }));
      }
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          (u) =>
            `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${w3c(u.lastmod)}</lastmod>` : ''}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
    },
  };
}
