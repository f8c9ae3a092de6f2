// A public page's data and its server rendering (docs/decisions/023 and 043): the pages of the
// contract's table with `data` are rendered on the server for an anonymous visitor. The web app's
// server entry (apps/web/dist-ssr, built by `npm run build`) names the requests the page makes; they
// are answered here from the services as an anonymous visitor would get them (no HTTP to
// ourselves); the entry renders the page with them and dehydrates them for the browser's query
// cache. The page's metadata and JSON-LD come from the same answers (page-meta.ts), and so does the
// photo it preloads (page-hints.ts). Without the entry (tests, `npm run dev`) pages still get their
// metadata; with a renderer that fails, the page goes out as the plain app, which renders itself.
//
// What is kept, and when it is read again, is the page cache's business (pages.service.ts): this
// file reads (gather) and makes (build), and says with a fingerprint whether two reads are the same.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Business, BusinessSummary, Item } from '@menudex/contract/entities';
import { LIMITS } from '@menudex/contract/constants';
import { findingOf, findingQuerySchema } from '@menudex/contract/finding';
import type { PageAnswer, PageQuery, ZoneOffsets } from '@menudex/contract/page-data';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import { matchPage, pageById, pageQueries, type PageId } from '@menudex/contract/pages';
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
import { runtimeConfig } from '../system/system.service.ts';
import {
  businessesMeta,
  businessMeta,
  headTags,
  businessNotFoundHead,
  searchMeta,
  theListMeta,
  type PageImage,
  type PageMeta,
  scriptJson,
} from './page-meta.ts';
import { alternateTags, canonicalIn, pageLocale } from './page-languages.ts';
import { photoPreload } from './page-hints.ts';
import type { PageParts } from './page-shell.ts';
import { pagesRepository } from './pages.repository.ts';

/** What apps/web/src/entry-server.tsx exports. */
type Renderer = {
  pageQueries(url: string): PageQuery[] | null;
  render(
    url: string,
    answers: PageAnswer[],
  ): Promise<{ html: string; styles: string; state: unknown }>;
};

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
  const repo = pagesRepository(ctx.db);
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
          ? (
              await items.popularPage(
                anonymousAccess,
                { offset: 0 },
                findingOf(parsed.data, ctx.config.place.priceLevels),
                query.lang,
              )
            ).items
          : undefined;
      }
      case 'businesses-page': {
        const parsed = findingQuerySchema.safeParse(queryObject(query.query));
        return parsed.success
          ? (
              await businesses.page(
                anonymousAccess,
                1,
                LIMITS.pageSize,
                findingOf(parsed.data, ctx.config.place.priceLevels),
                { lang: query.lang },
              )
            ).businesses
          : undefined;
      }
      case 'business':
        // An unknown business is no answer: the page is a 404 (RenderedPage.found).
        return businesses.detail(anonymousAccess, query.id, query.lang).catch((err: unknown) => {
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
          ? (
              await search.items(
                anonymousAccess,
                parsed.data.input,
                { offset: 0 },
                findingOf(parsed.data, ctx.config.place.priceLevels),
                query.lang,
              )
            ).items
          : undefined;
      }
      case 'search-businesses': {
        const parsed = searchBusinessesQuerySchema.safeParse({
          ...queryObject(query.query),
          input: query.input,
        });
        return parsed.success
          ? search.businesses(
              anonymousAccess,
              parsed.data.input,
              findingOf(parsed.data, ctx.config.place.priceLevels),
              query.lang,
            )
          : undefined;
      }
    }
  }

  async function metaOf(
    base: string,
    page: PageId,
    search: URLSearchParams,
    answers: PageAnswer[],
    locale: Locale,
  ): Promise<PageMeta> {
    const find = <T>(source: PageQuery['source']) =>
      (answers.find((a) => a.query.source === source)?.data as T | undefined) ?? null;
    let meta: PageMeta;
    const business = find<Business>('business');
    const { currency } = ctx.config.place;
    if (business) meta = businessMeta(base, business, currency, locale);
    else if (page === 'the-list') {
      meta = theListMeta(base, find<Item[]>('items-page'), currency, locale);
    } else if (page === 'businesses') {
      meta = businessesMeta(base, find<BusinessSummary[]>('businesses-page'), locale);
    } else {
      meta = searchMeta(
        base,
        normalizeSearchInput(search.get('input') ?? ''),
        find<BusinessSummary[]>('search-businesses'),
        find<Item[]>('search-items'),
        locale,
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

  /**
   * The page at `url` (a kept URL: pageUrl) read now: its answers (kept as JSON, parsed only when
   * the page is made), whether its subject exists, and a fingerprint of all that and of the
   * renderer. Null for a path that is not a page.
   */
  async function gather(url: string): Promise<Gathered | null> {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const match = matchPage(pathname);
    if (!match) return null;
    const { page, params } = match;
    // A path that shows another page (`/` is The List in the browser) is not rendered here: its
    // hints are that page's, read the plain way.
    const shown = page.shows ? pageById(page.shows) : page;
    const rendered = !page.shows && page.data.length > 0;
    const hash = createHash('sha1');
    const answers: { query: PageQuery; json: string }[] = [];
    let entry: Renderer | null = null;
    let queries: PageQuery[] | null = [];
    if (shown.data.length > 0) {
      if (rendered) {
        entry = await renderer().catch((err: unknown) => {
          log?.warn({ err }, 'server renderer failed to load');
          return null;
        });
      }
      // Without the renderer (tests, `npm run dev`), read without filters: enough for the metadata
      // (in the page's language: a Vietnamese page's title names the owner's Vietnamese texts).
      const locale = pageLocale(url);
      queries = entry
        ? entry.pageQueries(url)
        : pageQueries(shown, params, {
            input: normalizeSearchInput(searchParams.get('input') ?? ''),
            query: '',
          }).map((q) =>
            q.source === 'config' || locale === DEFAULT_LOCALE ? q : { ...q, lang: locale },
          );
      hash.update(`${rendered ? (loaded?.mtimeMs ?? -1) : 'shown'}`);
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
    }
    let found = true;
    if (page.subject === 'business' && params.id) {
      found = page.data.includes('business')
        ? answers.some((a) => a.query.source === 'business')
        : await repo.businessExists(params.id);
      hash.update(`\nfound ${found}`);
    }
    return {
      url,
      page: shown.id,
      rendered,
      search: searchParams,
      entry,
      queries,
      answers,
      found,
      fingerprint: hash.digest('base64'),
    };
  }

  /** The page made from what `gather` read: its status and what it adds to the shell. */
  async function build(base: string, made: Gathered): Promise<BuiltPage> {
    const { url, entry, queries, found } = made;
    const answers: PageAnswer[] = made.answers.map(({ query, json }) => ({
      query,
      data: JSON.parse(json) as unknown,
    }));
    // Its language is its URL's; a public page names its other languages (page-languages.ts).
    const lang = pageLocale(url);
    if (!found) {
      return { status: 404, lang, meta: businessNotFoundHead(lang), photoTag: '', rendered: null };
    }
    const status = 200;
    const alternates = pageById(made.page).private ? '' : alternateTags(base, url);
    const photoTag = photoPreload(made.page, answers);
    if (!made.rendered) return { status, lang, alternates, meta: '', photoTag, rendered: null };
    const pageMeta = await metaOf(base, made.page, made.search, answers, lang);
    pageMeta.canonical = canonicalIn(base, pageMeta.canonical, lang);
    const meta = headTags(pageMeta);
    if (!entry || !queries) return { status, lang, alternates, meta, photoTag, rendered: null };
    try {
      const zones: ZoneOffsets = zoneOffsets(
        made.answers.map((a) => a.json),
        ctx.clock.now(),
      );
      const { html, styles, state } = await entry.render(url, answers);
      return {
        status,
        lang,
        alternates,
        meta,
        photoTag,
        rendered: { html, styles, stateJson: scriptJson(state), zones },
      };
    } catch (err) {
      log?.error({ err, url }, 'server rendering failed; the browser renders the page');
      return { status, lang, alternates, meta, photoTag, rendered: null };
    }
  }

  return {
    /**
     * The page at `url` (a kept URL: pageUrl) read now: its answers and their fingerprint. Null for
     * a path that is not a page.
     */
    gather,
    /** The page made from what `gather` read: its status and what it adds to the shell. */
    build,
    /** Loads the renderer ahead of the first visitor (start-up). */
    async warm(): Promise<void> {
      await renderer().catch(() => null);
    },
  };
}

/** What `gather` read. */
export type Gathered = {
  url: string;
  /** The page it shows (`/` shows The List). */
  page: PageId;
  /** Whether the server renders it (its table entry has data). */
  rendered: boolean;
  search: URLSearchParams;
  entry: Renderer | null;
  queries: PageQuery[] | null;
  answers: { query: PageQuery; json: string }[];
  /** false: the page's subject (a business) does not exist; the page answers 404. */
  found: boolean;
  fingerprint: string;
};

/** A page made: its status and what it adds to the shell (its chunks are the shell's). */
export type BuiltPage = { status: 200 | 404 } & Omit<PageParts, 'modules'>;

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
