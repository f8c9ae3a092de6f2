// The web app's pages, in one table (docs/decisions/043): the browser's router takes its paths from
// it, the server decides from it which paths are pages (200) and which are not (404), which pages
// it renders and keeps, under which URL (path and only the parameters the page reads), what robots
// and the sitemap say, and which route chunks a page hints. A page's route module is the web app's
// own business (apps/web/src/app/page-modules.ts); the server finds its chunks in the build by the
// page's id (PageShell.routes).
import { FILTER_PARAMS } from './finding-words.ts';
import { localizePath, splitLocalePath, type Locale } from './i18n/locales.ts';
import type { PageQuery } from './page-data.ts';
import { PAGE_PATHS, type PageId } from './page-paths.ts';

export { PAGE_PATHS, type PageId };

export type PageDefinition = {
  id: PageId;
  /** React Router's path pattern; a `:name` segment is always a UUID. */
  path: string;
  /** The query parameters the page reads (in the order its kept URL lists them); others change nothing. */
  params: readonly string[];
  /**
   * The data a server-rendered page shows, as the browser's app asks for it (the web's server
   * entry names the exact requests, filters included); empty for a page the browser renders alone.
   */
  data: readonly PageQuery['source'][];
  /** `:id` names a business that must exist: otherwise the path is a 404. */
  subject?: 'business';
  /** The page the app shows at this path (`/` is The List): its hints and chunks are that page's. */
  shows?: PageId;
  /** In the sitemap as it is (pages the same for everyone, worth a search engine's visit). */
  listed?: boolean;
  /** Kept out of search engines (robots.txt): a visitor's own pages and one-time links. */
  private?: boolean;
};

/** The server-rendered pages' shared-cache lifetime (s-maxage), seconds; see docs/http-caching.md. */
export const PAGE_SHARED_MAX_AGE_SECONDS = 60;
/** How long a shared cache may serve a page past s-maxage while it fetches it again, seconds. */
export const PAGE_STALE_WHILE_REVALIDATE_SECONDS = 300;

const FINDING = FILTER_PARAMS;

/** Every page of the app; any other path is not found. */
export const PAGES: readonly PageDefinition[] = [
  { id: 'home', path: PAGE_PATHS.home, params: [], data: [], shows: 'the-list' },
  {
    id: 'the-list',
    path: PAGE_PATHS['the-list'],
    params: FINDING,
    data: ['config', 'items-page'],
    listed: true,
  },
  {
    id: 'search',
    path: PAGE_PATHS.search,
    params: ['input', ...FINDING],
    data: ['config', 'search-businesses', 'search-items'],
  },
  {
    id: 'businesses',
    path: PAGE_PATHS.businesses,
    // `view=map` draws in the browser only (the web's server entry renders no map).
    params: ['view', ...FINDING],
    data: ['config', 'businesses-page'],
    listed: true,
  },
  {
    id: 'business',
    path: PAGE_PATHS.business,
    params: [],
    data: ['config', 'business'],
    subject: 'business',
  },
  {
    id: 'business-feedback',
    path: PAGE_PATHS['business-feedback'],
    params: [],
    data: [],
    subject: 'business',
  },
  { id: 'profile', path: PAGE_PATHS.profile, params: [], data: [], private: true },
  { id: 'my-business', path: PAGE_PATHS['my-business'], params: [], data: [], private: true },
  {
    id: 'business-insights',
    path: PAGE_PATHS['business-insights'],
    params: [],
    data: [],
    private: true,
  },
  { id: 'city-insights', path: PAGE_PATHS['city-insights'], params: [], data: [], private: true },
  { id: 'imports', path: PAGE_PATHS.imports, params: [], data: [], private: true },
  {
    id: 'my-business-one',
    path: PAGE_PATHS['my-business-one'],
    params: [],
    data: [],
    private: true,
  },
  { id: 'verify-email', path: PAGE_PATHS['verify-email'], params: [], data: [], private: true },
  { id: 'reset-password', path: PAGE_PATHS['reset-password'], params: [], data: [], private: true },
  // The claim link mailed to a business lands here (#token=…).
  { id: 'claim', path: PAGE_PATHS.claim, params: [], data: [], private: true },
  // How to delete an account, for people signed out (app stores ask for such a public page).
  { id: 'delete-account', path: PAGE_PATHS['delete-account'], params: [], data: [] },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PageMatch = {
  page: PageDefinition;
  /** The path's `:name` segments, UUIDs in lower case. */
  params: Record<string, string>;
  /** The path as kept: lower-case ids, no trailing slash, its language's prefix kept (`/vi/…`). */
  pathname: string;
  /** The page's language, from its path's prefix (docs/decisions/049). */
  locale: Locale;
};

/**
 * The page at `pathname` (no query), or null: not a page of the app. Every page is also at its
 * path under each language's prefix (`/vi/the-list`); an unknown prefix (`/xx/the-list`) is no page.
 */
export function matchPage(pathname: string): PageMatch | null {
  const asked = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const { locale, path } = splitLocalePath(asked);
  const segments = path.split('/');
  for (const page of PAGES) {
    const pattern = page.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const kept: string[] = [];
    let matches = true;
    for (let i = 0; i < pattern.length && matches; i++) {
      const want = pattern[i] ?? '';
      const got = segments[i] ?? '';
      if (want.startsWith(':')) {
        matches = UUID.test(got);
        params[want.slice(1)] = got.toLowerCase();
        kept.push(got.toLowerCase());
      } else {
        matches = want === got;
        kept.push(got);
      }
    }
    if (matches) {
      return { page, params, locale, pathname: localizePath(locale, kept.join('/') || '/') };
    }
  }
  return null;
}

/** The page a path shows (`/` shows The List). */
export function pageById(id: PageId): PageDefinition {
  const page = PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`no page ${id}`);
  return page;
}

/**
 * The requests a page makes on its first render: the data its table entry names, for the page's
 * `params` (matchPage), its search `input` (normalized) and `query` (its filters as the API's
 * query string, '' for none). A search without words asks for no results; a business page without
 * an id for nothing.
 */
export function pageQueries(
  page: PageDefinition,
  params: Record<string, string>,
  { input, query }: { input: string; query: string },
): PageQuery[] {
  return page.data.flatMap((source): PageQuery[] => {
    switch (source) {
      case 'config':
        return [{ source }];
      case 'items-page':
      case 'businesses-page':
        return [{ source, query }];
      case 'business':
        return params.id ? [{ source, id: params.id }] : [];
      case 'search-items':
      case 'search-businesses':
        return input ? [{ source, input, query }] : [];
    }
  });
}
