// Server rendering of the public pages (docs/decisions/023): /the-list, /businesses,
// /businesses/{id} and /search?input=. The web app's server entry (apps/web/dist-ssr, built by
// `npm run build`) names the requests the page makes; they are answered here from the services as
// an anonymous visitor would get them (no HTTP to ourselves); the entry renders the page with them
// and dehydrates them for the browser's query cache. The page's metadata and JSON-LD come from the
// same answers (page-meta.ts). Without the entry (tests, `npm run dev`) pages still get their
// metadata; with a renderer that fails, the page goes out as the plain app, which renders itself.
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
    state: unknown;
    /** The UTC offsets of the time zones on the page, for the browser (keep-until.ts). */
    zones: ZoneOffsets;
  } | null;
};

const BUSINESS =
  /^\/businesses\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

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
  options: { rendererFile?: string; log?: FastifyBaseLogger } = {},
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
      return { found, meta, app: { ...(await entry.render(url, answers)), zones } };
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
  const kept = new LRUCache<string, Kept>({
    max: MAX_PAGES_KEPT,
    maxSize: MAX_KEPT_BYTES,
    sizeCalculation: (k) =>
      Math.max(1, (k.page?.app?.html.length ?? 0) + (k.page?.app?.styles.length ?? 0) + 2048),
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
  function keptNow(key: string, now: number): RenderedPage | undefined {
    const page = kept.get(key);
    if (!page?.page || page.generation !== generation) return undefined;
    if (now - page.checkedAt < ttlMs) return page.page;
    const fresh =
      page.version !== null && now < page.keepUntil && versions.known() === page.version;
    return fresh ? page.page : undefined;
  }

  return {
    /**
     * The page at `url` as `render` would give it, when it was rendered before and may go out as it
     * is without reading anything (its time or the catalogue's version, as last read, says so);
     * undefined when only `render` can tell. Lets a page that did not change be sent without a wait
     * (docs/decisions/036).
     */
    kept(url: string, base: string): RenderedPage | undefined {
      return keptNow(`${base} ${url}`, ctx.clock.now().getTime());
    },

    /**
     * The public page at `url` (path and query) rendered for an anonymous visitor, or null when
     * the path is not a public page. `base`: the site's address (PUBLIC_URL or the request's).
     * The same object comes back as long as the page has not changed.
     */
    async render(url: string, base: string): Promise<RenderedPage | null> {
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

type Kept = {
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
/** About 64 MB of markup and styles. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
