// The one page cache (docs/decisions/043): every page of the table as sent, with its compressed
// copies and ETag, kept under the site's address and the page's URL (pageUrl: its path and only
// the parameters it reads, so `?anything=N` is the same page and renders nothing).
//
// One rule says when a kept page may go out as it is. A page is a function of its answers (and of
// the web build, the renderer, and the day in the businesses' time zones: see localDates); each kept
// page remembers the fingerprint of what it was made from. It goes out as it is
//   - for PUBLIC_CACHE_MS after it was last checked, unless this process has written since; or
//   - past that, while the catalogue's version (migration 008, moved on by every committed change,
//     whichever process made it) is the one it was checked under and nothing on it changes with
//     time (keepUntil: a business page until its next opening or closing); or
//   - under overload (the event loop behind, decision 040), as long as this process has not
//     written since it was made: the check could be shed.
// Otherwise its answers are read again (one statement per page), and it is made again (rendered:
// tens of milliseconds of CPU; composed and compressed) only if the fingerprint changed. Reading
// the version is one tiny statement per PUBLIC_CACHE_MS for all pages.
//
// Bounded in bytes (lib/cache-bounds.ts): the body, the compressed copies once made and the ETag
// count; a copy made after the page was stored counts from then on. Least recently used out.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import { pageUrl } from './page-url.ts';
import type { AppContext } from '../../app-context.ts';
import { backgroundBrotli } from '../../lib/background-brotli.ts';
import { CACHE_BYTES, ENTRY_OVERHEAD_BYTES, stringBytes } from '../../lib/cache-bounds.ts';
import { NOT_FOUND_HEAD, notFoundHead } from './page-meta.ts';
import { composePage, pageShellFile } from './page-shell.ts';
import { keepUntil, pageRenderService, type Gathered } from './page-render.service.ts';

/** A page as sent, with what says whether it is still the same. */
export type KeptPage = {
  /** Its key in the cache (the site's address and its URL as kept). */
  key: string;
  status: 200 | 404;
  body: Buffer;
  /** A weak ETag of the body (the same page whatever its encoding). */
  etag: string;
  gzip: Buffer | null;
  br: Buffer | null;
  /** Of what it was made from: its answers, the renderer and the shell. */
  fingerprint: string;
  checkedAt: number;
  /** Writes this process had seen when it was checked. */
  generation: number;
  /** The catalogue's version it was checked under (null: unknown, so it is checked when due). */
  version: string | null;
  /** Until when it reads the same if the data stays the same (keepUntil()). */
  keepUntil: number;
};

const NO_SOURCES: readonly string[] = [];
/** The same array for the same shell, so the security headers see no change. */
const scriptSources = new WeakMap<object, readonly string[]>();

/** Pages kept at most (distinct URLs: businesses, searches and filters). */
const MAX_PAGES_KEPT = 5_000;

/** Brotli's quality for a page's first compressed copy: quick enough to make while the reader waits. */
const QUICK_BROTLI_QUALITY = 5;

/** Bodies smaller than this go out as they are: compression would not save a packet. */
const COMPRESS_FROM_BYTES = 1024;

export type PagesOptions = {
  log?: FastifyBaseLogger;
  /** Bytes of pages kept at most (default CACHE_BYTES.pages); tests pass less. */
  maxBytes?: number | undefined;
  /** The server renderer's file (default: dist-ssr/entry-server.js beside the web's dist). */
  rendererFile?: string;
  /** Whether the event loop is behind (load shedding, decision 040). */
  underPressure?: () => boolean;
};

export function pagesService(ctx: AppContext, options: PagesOptions = {}) {
  const shellOf = pageShellFile(ctx.config.webDist);
  const render = pageRenderService(ctx, {
    ...(options.log ? { log: options.log } : {}),
    ...(options.rendererFile ? { rendererFile: options.rendererFile } : {}),
  });
  const underPressure = options.underPressure ?? (() => false);
  const ttlMs = ctx.config.publicCacheMs;
  const versions = ctx.catalogue;
  const now = () => ctx.clock.now().getTime();

  const kept = new LRUCache<string, KeptPage>({
    max: MAX_PAGES_KEPT,
    maxSize: options.maxBytes ?? CACHE_BYTES.pages,
    sizeCalculation: (page, key) =>
      page.body.length +
      (page.gzip?.length ?? 0) +
      (page.br?.length ?? 0) +
      page.etag.length +
      stringBytes(key) +
      stringBytes(page.fingerprint) +
      ENTRY_OVERHEAD_BYTES,
  });
  /** Stored again, the cache weighs a page anew (a compressed copy added to it). */
  const reweigh = (key: string, page: KeptPage) => {
    if (kept.peek(key) !== page) return;
    kept.delete(key);
    kept.set(key, page);
  };
  const checking = new Map<string, Promise<KeptPage | null>>();
  let generation = 0;

  /**
   * A rendered page is kept until its answers change, so its Brotli copy is made again at the best
   * quality, off the event loop and one page at a time (lib/background-brotli.ts), and replaces the
   * quick one once ready: about 10% fewer bytes, which keeps a business page within the 14.6 KB a
   * new connection delivers in its first round trip. The quick copy is sent meanwhile.
   */
  const bestBrotli = backgroundBrotli();

  /** The page made from what was read: composed into the current shell. */
  const make = async (base: string, made: Gathered, fingerprint: string) => {
    const loaded = shellOf();
    if (!loaded) return null;
    const { shell } = loaded;
    const built = await render.build(base, made);
    const body = Buffer.from(
      composePage(shell, {
        meta: built.meta,
        lang: built.lang,
        alternates: built.alternates,
        photoTag: built.photoTag,
        modules: built.status === 200 ? (shell.routes[made.page] ?? []) : [],
        rendered: built.rendered,
      }),
    );
    return {
      status: built.status,
      body,
      etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
      gzip: null,
      br: null,
      fingerprint,
    };
  };

  /** Reads the page's answers, and makes it again only if they (or the build) differ. */
  const check = (key: string, url: string, base: string, previous: KeptPage | undefined) => {
    const started = generation;
    const checkedAt = now();
    const done = (async (): Promise<KeptPage | null> => {
      // The version first: answers read after it are at least as new as it says.
      const version = await versions.current();
      const made = await render.gather(url);
      const loaded = shellOf();
      if (!made || !loaded) return null;
      const fingerprint = `${loaded.mtimeMs} ${made.fingerprint}`;
      const checked = {
        checkedAt,
        generation: started,
        version,
        keepUntil: keepUntil(made.answers, new Date(checkedAt), ctx.config.defaultTimeZone),
      };
      let page: KeptPage;
      if (previous?.fingerprint === fingerprint) {
        // The same page: it keeps its body and compressed copies, and is checked as of now.
        page = Object.assign(previous, checked);
      } else {
        const fresh = await make(base, made, fingerprint);
        if (!fresh) return null;
        page = { key, ...fresh, ...checked };
      }
      // A check that overlapped a write may have read the data before it: not kept.
      if (started === generation) kept.set(key, page);
      return page;
    })();
    checking.set(key, done);
    void done.then(
      () => checking.delete(key),
      () => checking.delete(key),
    );
    return done;
  };

  /** A kept page that may go out as it is now, with nothing to read; undefined otherwise. */
  const ready = (key: string): KeptPage | undefined => {
    const page = kept.get(key);
    if (!page || page.generation !== generation) return undefined;
    const at = now();
    if (at - page.checkedAt < ttlMs || underPressure()) return page;
    return page.version !== null && at < page.keepUntil && versions.known() === page.version
      ? page
      : undefined;
  };

  const keyOf = (base: string, url: string) => {
    const page = pageUrl(url);
    return page === null ? null : `${base} ${page}`;
  };

  return {
    /**
     * The page at `url` when it was kept and may go out as it is with nothing to read (the
     * kept-pages hook sends it before any other work, decision 036); undefined when only `page`
     * can tell.
     */
    ready(url: string, base: string): KeptPage | undefined {
      const key = keyOf(base, url);
      return key === null ? undefined : ready(key);
    },

    /**
     * Whether `page` would have to make a page it has never made: a page that is not kept and not
     * being made. Pages kept but due a check are not counted: they are made again only when their
     * answers changed, which no visitor can cause by asking.
     */
    wouldMake(url: string, base: string): boolean {
      const key = keyOf(base, url);
      return key !== null && !kept.has(key) && !checking.has(key);
    },

    /**
     * The page at `url` (path and query) for an anonymous visitor, as sent; null when the path is
     * not a page of the table or there is no web build. `base`: the site's address.
     */
    async page(url: string, base: string): Promise<KeptPage | null> {
      const key = keyOf(base, url);
      if (key === null) return null;
      const at = ready(key);
      if (at) return at;
      const page = kept.get(key);
      const current = page?.generation === generation;
      if (page && current && page.version !== null && now() < page.keepUntil) {
        const version = await versions.current();
        if (version === page.version && page.generation === generation) return page;
      }
      const inFlight = checking.get(key);
      // Past its time and being checked: this page meanwhile. After a write, only the check's result.
      if (inFlight) return page && current ? page : inFlight;
      return check(key, pageUrl(url) ?? url, base, page);
    },

    /**
     * The body to send for `accepts` (the request's Accept-Encoding): Brotli, gzip or none, made
     * once per page and kept with it.
     */
    encoded(page: KeptPage, accepts: string): { body: Buffer; encoding: 'br' | 'gzip' | null } {
      if (page.body.length < COMPRESS_FROM_BYTES) return { body: page.body, encoding: null };
      const { key } = page;
      if (/\bbr\b/.test(accepts)) {
        if (!page.br) {
          page.br = zlib.brotliCompressSync(page.body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY },
          });
          reweigh(key, page);
          // Skipped when the page was made again or dropped before its turn.
          bestBrotli.compress(
            page.body,
            () => kept.peek(key) === page,
            (best) => {
              if (page.br && best.length < page.br.length) {
                page.br = best;
                reweigh(key, page);
              }
            },
          );
        }
        return { body: page.br, encoding: 'br' };
      }
      if (/\bgzip\b/.test(accepts)) {
        if (!page.gzip) {
          page.gzip = zlib.gzipSync(page.body, { level: 6 });
          reweigh(key, page);
        }
        return { body: page.gzip, encoding: 'gzip' };
      }
      return { body: page.body, encoding: null };
    },

    /**
     * The not-found page (any path that is not a page), composed from the current shell; under a
     * language's prefix (`/vi/no-such-page`) titled and marked in that language.
     */
    notFound(locale: Locale = DEFAULT_LOCALE): { body: Buffer } | null {
      const loaded = shellOf();
      if (!loaded) return null;
      return {
        body: Buffer.from(
          composePage(loaded.shell, {
            ...(locale === DEFAULT_LOCALE ? {} : { lang: locale }),
            meta: locale === DEFAULT_LOCALE ? NOT_FOUND_HEAD : notFoundHead(locale),
            photoTag: '',
            modules: [],
            rendered: null,
          }),
        ),
      };
    },

    /** Whether there is a web build to compose pages from. */
    hasShell: () => shellOf() !== null,

    /** The CSP sources of the shell's inline scripts (script-src), for the security headers. */
    inlineScriptSources(): readonly string[] {
      const shell = shellOf()?.shell;
      if (!shell) return NO_SOURCES;
      let sources = scriptSources.get(shell);
      if (!sources) {
        sources = [shell.deferredStart.cspSource, shell.holdPhotos.cspSource];
        scriptSources.set(shell, sources);
      }
      return sources;
    },

    /** A write that may change the catalogue: every kept page is checked before it is sent again. */
    invalidate(): void {
      generation += 1;
    },

    /** Loads the renderer ahead of the first visitor (start-up). */
    warm: () => render.warm(),

    /** What the cache holds (lib/cache-bounds.ts). */
    stats(): { entries: number; bytes: number; maxBytes: number } {
      return { entries: kept.size, bytes: kept.calculatedSize, maxBytes: kept.maxSize };
    },
  };
}

export type PagesService = ReturnType<typeof pagesService>;
