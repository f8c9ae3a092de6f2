// The server's entry (docs/decisions/023): the public pages rendered to HTML with the same runtime
// the browser hydrates with (built by `vite build --ssr` with the production aliases, so Preact),
// with the critical CSS of MUI and emotion, and the query cache's dehydrated state, so the browser
// hydrates without asking for the same data again.
//
// The server calls pageQueries(url) to learn what the page will ask for (the browser's own requests,
// filters read the browser's way), answers those from its services, then calls render().
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { normalizeSearchInput } from '@menudex/contract/text';
import type { PageAnswer, PageQuery } from '@menudex/contract/page-data';
import { matchPage, pageQueries as pageQueriesOf } from '@menudex/contract/pages';
import { localePrefix, splitLocalePath } from '@menudex/contract/i18n/locales';
import { AppProviders, createQueryClient, elementRoutes } from './app/app.tsx';
import { AppRoutes, preloadRoutes } from './app/route-elements.tsx';
import { businessesPagesQueryKey } from './features/businesses/api/get-businesses-page.ts';
import { popularItemsQueryKey } from './features/items/api/get-items-page.ts';
import { searchBusinessesQueryKey } from './features/search/api/search-businesses.ts';
import { searchItemsQueryKey } from './features/search/api/search-items.ts';
import { businessQueryKey } from './lib/business-query.ts';
import { filterKey, readFilters } from './lib/filters.ts';
import { setLive } from './lib/hydration.ts';
import { loadLocale } from './lib/i18n.tsx';
import { FIRST_PAGE, readLang } from './lib/paging.ts';
import { RUNTIME_CONFIG_QUERY_KEY } from './lib/runtime-config.ts';

// Never live on the server: it renders what a browser's first render will (lib/hydration.ts).
setLive(false);

/**
 * The requests the page at `url` makes on its first render: the data its entry in the contract's
 * table (PAGES) names, with the page's filters and search input read the browser's way. Null for a
 * page the server does not render (no data), the map view (it draws in the browser only) and any
 * path that is not a page.
 */
export function pageQueries(url: string): PageQuery[] | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const match = matchPage(pathname);
  if (!match || match.page.data.length === 0) return null;
  if (match.page.id === 'businesses' && searchParams.get('view') === 'map') return null;
  const queries = pageQueriesOf(match.page, match.params, {
    input: normalizeSearchInput(searchParams.get('input') ?? ''),
    query: filterKey(readFilters(searchParams)),
  });
  // A page in another language reads the owners' texts in it, as the browser does (lib/paging.ts).
  const lang = readLang(splitLocalePath(pathname).locale);
  return lang ? queries.map((q) => (q.source === 'config' ? q : { ...q, lang })) : queries;
}

function keyOf(query: PageQuery, url: string): { key: QueryKey; paged: boolean } {
  const filters = readFilters(new URL(url, 'http://localhost').searchParams);
  switch (query.source) {
    case 'config':
      return { key: RUNTIME_CONFIG_QUERY_KEY, paged: false };
    case 'items-page':
      return { key: popularItemsQueryKey(filters, query.lang), paged: true };
    case 'businesses-page':
      return { key: businessesPagesQueryKey(filters, query.lang), paged: true };
    case 'business':
      return { key: businessQueryKey(query.id, query.lang), paged: false };
    case 'search-items':
      return { key: searchItemsQueryKey(query.input, filters, query.lang), paged: true };
    case 'search-businesses':
      return {
        key: searchBusinessesQueryKey(query.input, filters, query.lang),
        paged: false,
      };
  }
}

export type RenderedPage = {
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** <style> tags with the CSS that markup uses. */
  styles: string;
  /** The query cache for the browser (hydrate() in main.tsx). */
  state: DehydratedState;
};

export async function render(url: string, answers: PageAnswer[]): Promise<RenderedPage> {
  const client = createQueryClient();
  for (const { query, data } of answers) {
    const { key, paged } = keyOf(query, url);
    // A server-rendered first page carries no cursor: the browser asks for page 2 by its number
    // (lib/paging.ts), and follows the cursors from there.
    client.setQueryData(
      key,
      paged ? { pages: [{ items: data, next: null }], pageParams: [FIRST_PAGE] } : data,
    );
  }
  // The page's language is its path's prefix, the router's basename (as in the browser, main.tsx).
  const { locale, path } = splitLocalePath(new URL(url, 'http://localhost').pathname);
  await Promise.all([preloadRoutes(elementRoutes, path), loadLocale(locale)]);
  // The browser's default emotion cache has the key 'css' and takes over these styles.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const tree = (
    <CacheProvider value={cache}>
      <AppProviders client={client} locale={locale}>
        <StaticRouter location={url} basename={localePrefix(locale) || undefined}>
          <AppRoutes routes={elementRoutes} />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>
  );
  const html = await renderToStringAsync(tree as unknown as VNode);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const state = dehydrate(client);
  client.clear();
  return { html, styles, state };
}
