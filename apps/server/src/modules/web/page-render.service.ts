// Server rendering of the public pages (docs/decisions/023): /the-list, /businesses,
// /businesses/{id} and /search?input=. The web app's server entry (apps/web/dist-ssr, built by
// `npm run build`) names the requests the page makes; they are answered here from the services as
// an anonymous visitor would get them (no HTTP to ourselves); the entry renders the page with them
// and dehydrates them for the browser's query cache. The page's metadata and JSON-LD come from the
// same answers (page-meta.ts). Without the entry (tests, `npm run dev`) pages still get their
// metadata; with a renderer that fails, the page goes out as the plain app, which renders itself.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Business, BusinessSummary, Item } from '@menudex/contract/entities';
import { LIMITS } from '@menudex/contract/constants';
import { findingOf, findingQuerySchema } from '@menudex/contract/finding';
import type { PageAnswer, PageQuery } from '@menudex/contract/page-data';
import { normalizeSearchInput } from '@menudex/contract/text';
import { searchBusinessesQuerySchema, searchItemsQuerySchema } from '@menudex/contract/search';
import type { AppContext } from '../../app-context.ts';
import { anonymousAccess } from '../../policies/business.policy.ts';
import { businessesService } from '../businesses/businesses.service.ts';
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
  meta: PageMeta;
  /** null: the renderer is missing or failed; the browser renders the app. */
  app: { html: string; styles: string; state: unknown } | null;
};

const BUSINESS = /^\/businesses\/([0-9a-f-]{36})\/?$/i;

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
    const mtimeMs = fs.statSync(rendererFile, { throwIfNoEntry: false })?.mtimeMs ?? -1;
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
        return businesses.detail(anonymousAccess, query.id);
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

  async function renderNow(url: string, base: string): Promise<RenderedPage | null> {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const plain = plainQueries(pathname, searchParams);
    if (!plain) return null;
    const entry = await renderer().catch((err: unknown) => {
      log?.warn({ err }, 'server renderer failed to load');
      return null;
    });
    const queries = entry ? entry.pageQueries(url) : [{ source: 'config' } as const, ...plain];
    const answers: PageAnswer[] = [];
    for (const query of queries ?? []) {
      const data = await answer(query);
      if (data !== undefined) answers.push({ query, data: JSON.parse(JSON.stringify(data)) });
    }
    const meta = await metaOf(base, pathname, searchParams, answers);
    if (!entry || !queries) return { meta, app: null };
    try {
      return { meta, app: await entry.render(url, answers) };
    } catch (err) {
      log?.error({ err, url }, 'server rendering failed; the browser renders the page');
      return { meta, app: null };
    }
  }

  // Rendered pages are kept as the public answers are (PUBLIC_CACHE_MS, decision 009): every
  // anonymous visitor gets the same page, and rendering costs far more than answering JSON.
  // Visitors asking for a page being rendered wait for that render; a write in this process
  // drops them all (invalidate()).
  const ttlMs = ctx.config.publicCacheMs;
  const cache = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  let generation = 0;

  return {
    /**
     * The public page at `url` (path and query) rendered for an anonymous visitor, or null when
     * the path is not a public page. `base`: the site's address (PUBLIC_URL or the request's).
     */
    render(url: string, base: string): Promise<RenderedPage | null> {
      if (ttlMs <= 0) return renderNow(url, base);
      const key = `${base} ${url}`;
      const now = ctx.clock.now().getTime();
      const kept = cache.get(key);
      if (kept && now - kept.at < ttlMs) return kept.page;
      if (cache.size >= MAX_PAGES_KEPT) cache.clear();
      const started = generation;
      const page = renderNow(url, base);
      cache.set(key, { at: now, page });
      // A failure, or a render that overlapped a write, is not kept.
      page.then(
        () => {
          if (started !== generation) cache.delete(key);
        },
        () => cache.delete(key),
      );
      return page;
    },

    /** Loads the renderer ahead of the first visitor (start-up). */
    async warm(): Promise<void> {
      await renderer().catch(() => null);
    },

    /** Forgets every rendered page (after a write). */
    invalidate(): void {
      generation += 1;
      cache.clear();
    },
  };
}

/** Pages kept at most (distinct URLs: searches and filters); past it, all are dropped. */
const MAX_PAGES_KEPT = 500;
