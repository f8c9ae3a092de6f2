// Server rendering of the public pages (docs/decisions/023): /the-list, /businesses,
// /businesses/{id} and /search?input=. The web app's server entry (apps/web/dist-ssr, built by
// `npm run build`) names the requests the page makes; they are answered here from the services as
// an anonymous visitor would get them (no HTTP to ourselves); the entry renders the page with them
// and dehydrates them for the browser's query cache. The page's metadata and JSON-LD come from the
// same answers (page-meta.ts). Without the entry (tests, `npm run dev`) pages still get their
// metadata; with a renderer that fails, the page goes out as the plain app, which renders itself.
//
// A page is kept and rendered under its path and only the query parameters it reads (pageUrl):
// `?x=1` and `?x=2` are the same page, so a junk query string cannot make the server render.
import { FILTER_PARAMS } from '@menudex/contract/finding-words';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Business, BusinessSummary, Item } from '@menudex/contract/entities';
import { LIMITS } from '@menudex/contract/constants';
import { findingOf, findingQuerySchema } from '@menudex/contract/finding';
import type { PageAnswer, PageQuery, ZoneOffsets } from '@menudex/contract/page-data';
import { normalizeSearchInput } from '@menudex/contract/text';
import { searchBusinessesQuerySchema, searchItemsQuerySchema } from '@menudex/contract/search';
import type { AppContext } from '../../app-context.ts';
import { CACHE_BYTES, ENTRY_OVERHEAD_BYTES, stringBytes } from '../../lib/cache-bounds.ts';
import { fileMtime } from '../../lib/file-mtime.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { anonymousAccess } from '../../policies/business.policy.ts';
import { businessesService } from '../businesses/businesses.service.ts';
import { businessKeepUntil, localDates, zoneOffsets } from '../businesses/keep-until.ts';
import { itemsService } from '../items/items.service.ts';
import { searchService } from '../search/search.service.ts';
import { runtimeConfig } from '../system/system.routes.ts';
import {
  businessesMeta,
  businessMeta,
  searchMeta,
  theListMeta,
  type PageImage,
  type PageMeta,
  scriptJson,
} from './page-meta.ts';

/** What apps/web/src/entry-server.tsx exports. */
type Renderer = {
  pageQueries(url: string): PageQuery[] | null;
  render(
    url: string,
    answers: PageAnswer[],
  ): Promise<{ html: string; styles: string; state: unknown }>;
};

export type RenderedPage = {
  /** false: the page's subject (a business) does not exist; the page answers 404. */
  found: boolean;
  meta: PageMeta;
  /** null: the renderer is missing or failed; the browser renders the app. */
  app: {
    html: string;
    styles: string;
    /**
     * The query cache's dehydrated state, as JSON ready for a <script> element (scriptJson): made
     * once, and counted in the kept pages' bytes as the string the page carries.
     */
    stateJson: string;
    /** The UTC offsets of the time zones on the page, for the browser (keep-until.ts). */
    zones: ZoneOffsets;
  } | null;
};

const BUSINESS =
  /^\/businesses\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The filters The List, Businesses and search read from the URL (the contract's list, which the web
 * app's filters read too; decision 019), in the order a page's key lists them.
 */
export const PAGE_FILTER_PARAMS = FILTER_PARAMS;

/**
 * The public pages and the query parameters each reads (its filters; search its input; Businesses
 * whether it shows the map). Any other parameter changes nothing on the page.
 */
const PAGE_PARAMS: { path: RegExp; params: readonly string[] }[] = [
  { path: /^\/the-list\/?$/, params: PAGE_FILTER_PARAMS },
  { path: /^\/businesses\/?$/, params: ['view', ...PAGE_FILTER_PARAMS] },
  { path: /^\/search\/?$/, params: ['input', ...PAGE_FILTER_PARAMS] },
];

/**
 * A public page's URL as it is kept and rendered: its path (a business's id in lower case, no
 * trailing slash) and only the query parameters the page reads, in a fixed order; null for any
 * other path. Rendering this URL rather than the one asked for gives the same page to `?x=1` and
 * `?x=2`, and nothing of the junk ends up in the page.
 */
export function pageUrl(url: string): string | null {
  const question = url.indexOf('?');
  const pathname = question === -1 ? url : url.slice(0, question);
  const business = BUSINESS.exec(pathname);
  if (business?.[1]) return `/businesses/${business[1].toLowerCase()}`;
  const page = PAGE_PARAMS.find((p) => p.path.test(pathname));
  if (!page) return null;
  const path = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (question === -1) return path;
  const asked = new URLSearchParams(url.slice(question + 1));
  const kept = new URLSearchParams();
  for (const name of page.params) {
    // The page reads the first value of each (URLSearchParams.get), as the browser's app does.
    const value = asked.get(name);
    if (value !== null) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The requests of a public page read without filters (no renderer to read them its way). */
function plainQueries(pathname: string, params: URLSearchParams): PageQuery[] | null {
  const business = BUSINESS.exec(pathname);
  if (/^\/the-list\/?$/.test(pathname)) return [{ source: 'items-page', query: '' }];
  if (/^\/businesses\/?$/.test(pathname)) return [{ source: 'businesses-page', query: '' }];
  if (business?.[1]) return [{ source: 'business', id: business[1].toLowerCase() }];
  if (/^\/search\/?$/.test(pathname)) {
    const input = normalizeSearchInput(params.get('input') ?? '');
    return input
      ? [
          { source: 'search-businesses', input, query: '' },
          { source: 'search-items', input, query: '' },
        ]
      : [];
  }
  return null;
}

const queryObject = (query: string) => Object.fromEntries(new URLSearchParams(query));

/** The size of a stored photo, read once (paths never change content). */
function photoSizes(ctx: AppContext) {
  const known = new Map<string, { width: number; height: number } | null>();
  const MAX_KNOWN = 10_000;
  return async (photo: string): Promise<{ width: number; height: number } | null> => {
    if (known.has(photo)) return known.get(photo) ?? null;
    let size: { width: number; height: number } | null = null;
    try {
      const object = await ctx.storage.read(photo);
      if (object) {
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(chunk as Buffer);
        const { width, height } = await sharp(Buffer.concat(chunks)).metadata();
        if (width && height) size = { width, height };
      }
    } catch {
      size = null;
    }
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(photo, size);
    return size;
  };
}

export function pageRenderService(
  ctx: AppContext,
  options: {
    rendererFile?: string;
    log?: FastifyBaseLogger;
    /** Bytes of rendered pages kept at most (default CACHE_BYTES.renderedPages). */
    maxBytes?: number;
  } = {},
) {
  const log = options.log;
  const businesses = businessesService(ctx);
  const items = itemsService(ctx);
  const search = searchService(ctx);
  const sizeOf = photoSizes(ctx);
  const rendererFile =
    options.rendererFile ??
    path.join(path.dirname(ctx.config.webDist), 'dist-ssr', 'entry-server.js');

  // Loaded again when a rebuild changes it (the dev loop, the browser journeys).
  let loaded: { mtimeMs: number; renderer: Promise<Renderer | null> } | null = null;
  const renderer = (): Promise<Renderer | null> => {
    const mtimeMs = fileMtime(rendererFile) ?? -1;
    if (loaded?.mtimeMs !== mtimeMs) {
      loaded = {
        mtimeMs,
        renderer:
          mtimeMs < 0
            ? Promise.resolve(null)
            : (import(`${pathToFileURL(rendererFile).href}?v=${mtimeMs}`) as Promise<Renderer>),
      };
    }
    return loaded.renderer;
  };

  /** One request of the page as the API would answer an anonymous visitor; undefined if refused. */
  async function answer(query: PageQuery): Promise<unknown> {
    switch (query.source) {
      case 'config':
        return runtimeConfig(ctx);
      case 'items-page': {
        const parsed = findingQuerySchema.safeParse(queryObject(query.query));
        return parsed.success
          ? items.popularPage(anonymousAccess, 1, findingOf(parsed.data))
          : undefined;
      }
      case 'businesses-page': {
        const parsed = findingQuerySchema.safeParse(queryObject(query.query));
        return parsed.success
          ? businesses.page(anonymousAccess, 1, LIMITS.pageSize, findingOf(parsed.data))
          : undefined;
      }
      case 'business':
        // An unknown business is no answer: the page is a 404 (RenderedPage.found).
        return businesses.detail(anonymousAccess, query.id).catch((err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 404) return undefined;
          throw err;
        });
      case 'search-items': {
        const parsed = searchItemsQuerySchema.safeParse({
          ...queryObject(query.query),
          input: query.input,
          page: '1',
        });
        return parsed.success
          ? search.items(anonymousAccess, parsed.data.input, 1, findingOf(parsed.data))
          : undefined;
      }
      case 'search-businesses': {
        const parsed = searchBusinessesQuerySchema.safeParse({
          ...queryObject(query.query),
          input: query.input,
        });
        return parsed.success
          ? search.businesses(anonymousAccess, parsed.data.input, findingOf(parsed.data))
          : undefined;
      }
    }
  }

  async function metaOf(
    base: string,
    pathname: string,
    params: URLSearchParams,
    answers: PageAnswer[],
  ): Promise<PageMeta> {
    const find = <T>(source: PageQuery['source']) =>
      (answers.find((a) => a.query.source === source)?.data as T | undefined) ?? null;
    let meta: PageMeta;
    const business = find<Business>('business');
    if (business) meta = businessMeta(base, business);
    else if (/^\/the-list\/?$/.test(pathname)) meta = theListMeta(base, find<Item[]>('items-page'));
    else if (/^\/businesses\/?$/.test(pathname)) {
      meta = businessesMeta(base, find<BusinessSummary[]>('businesses-page'));
    } else {
      meta = searchMeta(
        base,
        normalizeSearchInput(params.get('input') ?? ''),
        find<BusinessSummary[]>('search-businesses'),
        find<Item[]>('search-items'),
      );
    }
    if (meta.image) meta.image = await withSize(base, meta.image);
    return meta;
  }

  async function withSize(base: string, image: PageImage): Promise<PageImage> {
    const photo = image.url.slice(base.length + 1);
    const size = await sizeOf(photo);
    return size ? { ...image, ...size } : image;
  }

  /** The page's answers, read now, and what the page is made of: they and the renderer. */
  async function gather(url: string) {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const plain = plainQueries(pathname, searchParams);
    if (!plain) return null;
    const entry = await renderer().catch((err: unknown) => {
      log?.warn({ err }, 'server renderer failed to load');
      return null;
    });
    const queries = entry ? entry.pageQueries(url) : [{ source: 'config' } as const, ...plain];
    // Kept as JSON: parsed only when the page is rendered.
    const answers: { query: PageQuery; json: string }[] = [];
    const hash = createHash('sha1');
    hash.update(`${loaded?.mtimeMs ?? -1}`);
    for (const query of queries ?? []) {
      const data = await answer(query);
      if (data === undefined) continue;
      const json = JSON.stringify(data);
      hash.update(`\n${JSON.stringify(query)}\n${json}`);
      answers.push({ query, json });
    }
    hash.update(
      `\n${localDates(
        answers.map((a) => a.json),
        ctx.clock.now(),
      )}`,
    );
    const found =
      !plain.some((q) => q.source === 'business') ||
      answers.some((a) => a.query.source === 'business');
    return {
      pathname,
      searchParams,
      entry,
      queries,
      answers,
      found,
      fingerprint: hash.digest('base64'),
    };
  }

  async function renderFrom(
    url: string,
    base: string,
    made: NonNullable<Awaited<ReturnType<typeof gather>>>,
  ): Promise<RenderedPage> {
    const { pathname, searchParams, entry, queries, found } = made;
    const answers: PageAnswer[] = made.answers.map(({ query, json }) => ({
      query,
      data: JSON.parse(json) as unknown,
    }));
    const meta = await metaOf(base, pathname, searchParams, answers);
    if (!found || !entry || !queries) return { found, meta, app: null };
    try {
      const zones = zoneOffsets(
        made.answers.map((a) => a.json),
        ctx.clock.now(),
      );
      const { html, styles, state } = await entry.render(url, answers);
      return { found, meta, app: { html, styles, stateJson: scriptJson(state), zones } };
    } catch (err) {
      log?.error({ err, url }, 'server rendering failed; the browser renders the page');
      return { found, meta, app: null };
    }
  }

  // A rendered page is a function of its answers (and the renderer, and the day in the businesses'
  // time zones: see localDates). Each kept page remembers the fingerprint of the answers it was
  // made from. When it is due (PUBLIC_CACHE_MS after it was last checked, or after any write in
  // this process), it goes out as it is if the catalogue's version (migration 008, moved on by
  // every committed change, whichever process made it) is the one it was made under and nothing
  // on it has changed with time (keepUntil); else its answers are read again, and the page is
  // rendered again only if they changed. Reading the version is one tiny statement per
  // PUBLIC_CACHE_MS for all pages; reading a page's answers is a statement per page; rendering is
  // tens of milliseconds of CPU.
  const ttlMs = ctx.config.publicCacheMs;
  const versions = ctx.catalogue;
  // Bounded in bytes: everything a kept page holds (lib/cache-bounds.ts), least recently used out.
  const kept = new LRUCache<string, Kept>({
    max: MAX_PAGES_KEPT,
    maxSize: options.maxBytes ?? CACHE_BYTES.renderedPages,
    sizeCalculation: keptBytes,
  });
  const checking = new Map<string, Promise<RenderedPage | null>>();
  let generation = 0;

  /** Reads the page's answers and renders it if they differ from the kept page's. */
  function check(key: string, url: string, base: string, previous: Kept | undefined) {
    const started = generation;
    const checkedAt = ctx.clock.now().getTime();
    const done = (async () => {
      // The version first: answers read after it are at least as new as it says.
      const version = await versions.current();
      const made = await gather(url);
      if (!made) return null;
      const page =
        previous && previous.fingerprint === made.fingerprint
          ? previous.page
          : await renderFrom(url, base, made);
      // A check that overlapped a write may have read the data before it: not kept.
      if (started === generation) {
        kept.set(key, {
          fingerprint: made.fingerprint,
          checkedAt,
          generation: started,
          version,
          keepUntil: keepUntil(made.answers, new Date(checkedAt), ctx.config.defaultTimeZone),
          page,
        });
      }
      return page;
    })();
    checking.set(key, done);
    void done.then(
      () => checking.delete(key),
      () => checking.delete(key),
    );
    return done;
  }

  /** A kept page that may go out as it is, with nothing to wait for; undefined otherwise. */
  function keptNow(key: string, now: number, evenIfDue = false): RenderedPage | undefined {
    const page = kept.get(key);
    if (!page?.page || page.generation !== generation) return undefined;
    if (evenIfDue || now - page.checkedAt < ttlMs) return page.page;
    const fresh =
      page.version !== null && now < page.keepUntil && versions.known() === page.version;
    return fresh ? page.page : undefined;
  }

  return {
    /**
     * The page at `url` as `render` would give it, when it was rendered before and may go out as it
     * is without reading anything (its time or the catalogue's version, as last read, says so);
     * undefined when only `render` can tell. Lets a page that did not change be sent without a wait
     * (docs/decisions/036). `evenIfDue`: also a page due its check, as long as no write of this
     * process came since it was made (under overload, decision 040).
     */
    kept(url: string, base: string, evenIfDue = false): RenderedPage | undefined {
      const page = pageUrl(url);
      return page === null
        ? undefined
        : keptNow(`${base} ${page}`, ctx.clock.now().getTime(), evenIfDue);
    },

    /**
     * Whether `render` would have to render a page it has never made: a public page that is not
     * kept and not being made. Pages kept but due a check are not counted: they are rendered again
     * only when their answers changed, which no visitor can cause by asking.
     */
    wouldRender(url: string, base: string): boolean {
      const page = pageUrl(url);
      if (page === null) return false;
      const key = `${base} ${page}`;
      return !kept.has(key) && !checking.has(key);
    },

    /** What the kept pages hold (lib/cache-bounds.ts). */
    stats(): { entries: number; bytes: number; maxBytes: number } {
      return { entries: kept.size, bytes: kept.calculatedSize, maxBytes: kept.maxSize };
    },

    /**
     * The public page at `url` (path and query) rendered for an anonymous visitor, or null when
     * the path is not a public page. `base`: the site's address (PUBLIC_URL or the request's).
     * The same object comes back as long as the page has not changed.
     */
    async render(asked: string, base: string): Promise<RenderedPage | null> {
      const url = pageUrl(asked);
      if (url === null) return null;
      const key = `${base} ${url}`;
      const now = ctx.clock.now().getTime();
      const ready = keptNow(key, now);
      if (ready) return ready;
      const page = kept.get(key);
      const current = page?.generation === generation;
      if (page && current) {
        if (now - page.checkedAt < ttlMs) return page.page;
        if (page.version !== null && now < page.keepUntil) {
          const version = await versions.current();
          if (version === page.version && page.generation === generation) return page.page;
        }
      }
      const inFlight = checking.get(key);
      // Past its time and being checked: this page meanwhile, as the answer cache does. After a
      // write, only the check's result.
      if (inFlight) return page && current ? page.page : inFlight;
      return check(key, url, base, page);
    },

    /** Loads the renderer ahead of the first visitor (start-up). */
    async warm(): Promise<void> {
      await renderer().catch(() => null);
    },

    /** Every kept page is checked again before it is sent (after a write). */
    invalidate(): void {
      generation += 1;
    },
  };
}

export type Kept = {
  fingerprint: string;
  checkedAt: number;
  /** Writes this process had seen when it was checked. */
  generation: number;
  /** The catalogue's version it was made under (null: unknown, so it is checked when due). */
  version: string | null;
  /** Until when it reads the same if the data stays the same (keepUntil()). */
  keepUntil: number;
  page: RenderedPage | null;
};

/**
 * Until when a page reads the same while its data does not change. Only a business page is kept
 * past its check this way (businessKeepUntil). Lists of items span businesses whose openings are
 * not in the answers: they are checked every time they are due.
 */
export function keepUntil(
  answers: { query: PageQuery; json: string }[],
  now: Date,
  defaultTimeZone: string,
): number {
  if (!answers.some((a) => a.query.source === 'business')) return 0;
  return businessKeepUntil(
    answers.map((a) => a.json),
    now,
    defaultTimeZone,
  );
}

/** Pages kept at most (distinct URLs: businesses, searches and filters), least recently used first out. */
const MAX_PAGES_KEPT = 5_000;

/** A rendered page's bytes, measured once per page (it is checked again and stored anew often). */
const renderedBytes = new WeakMap<RenderedPage, number>();

/** What a kept page holds in memory, as counted against its bound: its strings and the entry. */
export function keptBytes(kept: Kept, key: string): number {
  const page = kept.page;
  let bytes = page ? renderedBytes.get(page) : 0;
  if (bytes === undefined && page) {
    const app = page.app;
    bytes =
      stringBytes(JSON.stringify(page.meta)) +
      (app
        ? stringBytes(app.html) +
          stringBytes(app.styles) +
          stringBytes(app.stateJson) +
          JSON.stringify(app.zones).length
        : 0);
    renderedBytes.set(page, bytes);
  }
  return (bytes ?? 0) + stringBytes(key) + stringBytes(kept.fingerprint) + ENTRY_OVERHEAD_BYTES;
}
