// What a server-rendered page asks the server for before it renders (docs/decisions/023): the web
// app's server entry names its queries (the same requests the browser would make), the server
// answers them from its services, and the answers are rendered and handed to the browser's query
// cache, so the browser does not ask again.
import type { Locale } from './i18n/locales.ts';

/**
 * One request of a page, in the API's own terms (`query`: the finding parameters, URL-encoded;
 * `lang`: the owners' texts' language, ?lang=, on a page in another language than the default).
 */
export type PageQuery =
  | { source: 'config' }
  | { source: 'items-page'; query: string; lang?: Locale }
  | { source: 'businesses-page'; query: string; lang?: Locale }
  | { source: 'business'; id: string; lang?: Locale }
  | { source: 'search-items'; input: string; query: string; lang?: Locale }
  | { source: 'search-businesses'; input: string; query: string; lang?: Locale };

/** A query and its answer as the API would have sent it (JSON). */
export type PageAnswer = { query: PageQuery; data: unknown };

/** The id of the <script type="application/json"> element that carries the dehydrated cache. */
export const PAGE_STATE_ELEMENT_ID = 'menudex-state';

/**
 * The function a server-rendered page's start script leaves on `window` (apps/web/src/boot/
 * deferred-start.ts): it stops recording and hands over the buttons clicked before the app
 * started, once each, in order; the app clicks them again once it has hydrated (apps/web/src/main.tsx).
 */
export const EARLY_CLICKS_GLOBAL = 'menudexEarlyClicks';

/**
 * The id of the <script type="application/json"> element that carries ZoneOffsets: the browser
 * reads a business's days and clock times from them while the page hydrates, without Intl, whose
 * set-up alone is tens of milliseconds of a slow phone's main thread (docs/decisions/033).
 */
export const PAGE_ZONES_ELEMENT_ID = 'menudex-zones';

/** A span of time [from, until) (epoch ms) in which a time zone is `offset` minutes ahead of UTC. */
export type ZoneSpan = { from: number; until: number; offset: number };

/** For each IANA time zone a page's answers name, its UTC offsets around the time it was made. */
export type ZoneOffsets = Record<string, ZoneSpan[]>;
