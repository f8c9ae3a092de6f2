// What a server-rendered page asks the server for before it renders (docs/decisions/023): the web
// app's server entry names its queries (the same requests the browser would make), the server
// answers them from its services, and the answers are rendered and handed to the browser's query
// cache, so the browser does not ask again.

/** One request of a page, in the API's own terms (`query`: the finding parameters, URL-encoded). */
export type PageQuery =
  | { source: 'config' }
  | { source: 'items-page'; query: string }
  | { source: 'businesses-page'; query: string }
  | { source: 'business'; id: string }
  | { source: 'search-items'; input: string; query: string }
  | { source: 'search-businesses'; input: string; query: string };

/** A query and its answer as the API would have sent it (JSON). */
export type PageAnswer = { query: PageQuery; data: unknown };

/** The id of the <script type="application/json"> element that carries the dehydrated cache. */
export const PAGE_STATE_ELEMENT_ID = 'menudex-state';

/**
 * The function a server-rendered page's start script leaves on `window` (apps/server/src/modules/
 * web/deferred-entry.ts): it stops recording and hands over the buttons clicked before the app
 * started, once each, in order; the app clicks them again once it has hydrated (apps/web/src/main.tsx).
 */
export const EARLY_CLICKS_GLOBAL = 'menudexEarlyClicks';
