// Serves uploaded media and the built web app, with the SPA's history fallback for other paths.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { fileMtime } from '../lib/file-mtime.ts';
import { backgroundBrotli } from '../lib/background-brotli.ts';
import { KEPT_PAGE, type KeptPages } from './kept-pages.ts';
import { mayChangeCatalogue } from './public-cache.ts';
import {
  CACHE_BYTES,
  ENTRY_OVERHEAD_BYTES,
  stringBytes,
  type CacheSize,
} from '../lib/cache-bounds.ts';
import { normalizeIP } from '@fastify/rate-limit';
import { IMAGE_COPY_TEXTS } from '@menudex/contract/images';
import {
  IMAGE_COPY_LIMITS,
  imageCopyMaker,
  type CopyAdmission,
  type CopyOutcome,
} from '../lib/image-copies.ts';
import { HttpError } from '../lib/http-errors.ts';
import { MEDIA_CACHE_CONTROL, mediaKey } from '../lib/media-storage.ts';
import { RETRY_AFTER_SECONDS } from './load-shedding.ts';
import { registerWebRoutes } from '../modules/web/web.routes.ts';
import { webService } from '../modules/web/web.service.ts';
import { headTags, scriptJson, withoutSiteMeta } from '../modules/web/page-meta.ts';
import {
  pageRenderService,
  pageUrl,
  type RenderedPage,
} from '../modules/web/page-render.service.ts';
import { renderBudget, renderLimitedBody } from '../modules/web/render-budget.ts';
import { PAGE_STATE_ELEMENT_ID, PAGE_ZONES_ELEMENT_ID } from '@menudex/contract/page-data';
import { hintTags, pageHints } from './page-hints.ts';
import { deferEntry, HOLD_PHOTOS_TAG } from '../modules/web/deferred-entry.ts';

/** Puts `tags` just before the page's entry script (else at the end of the head). */
export function beforeEntryScript(html: string, tags: string): string {
  if (!tags) return html;
  const head = html.slice(0, html.indexOf('</head>'));
  const entry = head.indexOf('<script type="module"');
  return entry === -1
    ? html.replace('</head>', `${tags}</head>`)
    : html.slice(0, entry) + tags + html.slice(entry);
}

/**
 * /media/*: from the media folder (local store), streamed from the bucket (S3 store), or a permanent
 * redirect to MEDIA_PUBLIC_URL (a CDN or the bucket's own address) when one is configured.
 */
async function registerMedia(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { publicUrl } = ctx.config.media;
  const root = ctx.storage.root;
  // A photo's smaller copy that does not exist yet is made before it is served (lib/image-copies.ts),
  // a few at a time per process.
  const copies = imageCopyMaker(ctx.storage);
  // Copies that had to be made, per client address, counted by the project's rate limiter
  // (plugins/rate-limit.ts): in Redis when REDIS_URL is set, so every process shares one count and a
  // script cannot multiply its budget by the number of processes; per process while Redis is down.
  // Asked only when a copy must be made (imageCopyMaker's `admit`), so an existing copy is never
  // limited, which a route's own limit could not tell apart.
  const newCopies = app.createRateLimit({
    max: IMAGE_COPY_LIMITS.perAddressPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `image-copy-${normalizeIP(request.ip)}`,
  });
  const admitFrom =
    (request: FastifyRequest): CopyAdmission =>
    async () => {
      // A resize is work that overload should not take on (decision 040); a copy that exists is
      // still served.
      if (app.isUnderPressure()) return { retryAfterSeconds: RETRY_AFTER_SECONDS, busy: true };
      const count = await newCopies(request);
      return !count.isAllowed && count.isExceeded
        ? { retryAfterSeconds: Math.max(1, count.ttlInSeconds) }
        : null;
    };
  /** A copy that is not made now: 429 or 503 {message}, with Retry-After. */
  const refusal = (reply: FastifyReply, outcome: CopyOutcome): HttpError | null => {
    if (outcome.status !== 'limited' && outcome.status !== 'busy') return null;
    reply.header('retry-after', String(outcome.retryAfterSeconds));
    return outcome.status === 'limited'
      ? new HttpError(429, IMAGE_COPY_TEXTS.tooMany)
      : new HttpError(503, IMAGE_COPY_TEXTS.busy);
  };
  if (!publicUrl && root) {
    fs.mkdirSync(root, { recursive: true });
    app.addHook('onRequest', (request, reply, done) => {
      const relativePath = request.url.startsWith('/media/')
        ? safeDecode(request.url.slice(1).split('?')[0] ?? '')
        : null;
      if (!relativePath) {
        done();
        return;
      }
      copies.ensure(relativePath, admitFrom(request)).then((outcome) => {
        const refused = refusal(reply, outcome);
        if (refused) done(refused);
        else done();
      }, done);
    });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
    return;
  }
  const notFound = (reply: FastifyReply, url: string) =>
    reply.status(404).send({ message: `Route GET ${url.split('?')[0]} not found` });
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const relativePath = `media/${request.params['*']}`;
      const key = mediaKey(relativePath);
      if (!key) return notFound(reply, request.url);
      const refused = refusal(reply, await copies.ensure(relativePath, admitFrom(request)));
      if (refused) throw refused;
      if (publicUrl) {
        return reply
          .header('cache-control', MEDIA_CACHE_CONTROL)
          .redirect(`${publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`, 301);
      }
      const object = await ctx.storage.read(relativePath);
      if (!object) return notFound(reply, request.url);
      reply.header('cache-control', MEDIA_CACHE_CONTROL).type(object.contentType);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      if (object.etag) {
        reply.header('etag', object.etag);
        const match = request.headers['if-none-match'];
        if (match && match.split(',').some((tag) => tag.trim() === object.etag)) {
          object.body.destroy();
          return reply.status(304).send();
        }
      }
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      return reply.send(object.body);
    },
  );
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Brotli's quality for a page's first compressed copy: quick enough to make while the reader waits. */
const QUICK_BROTLI_QUALITY = 5;

/**
 * A rendered page is kept until its answers change, so its Brotli copy is made again at the best
 * quality, off the event loop and one page at a time (lib/background-brotli.ts), and replaces the
 * quick one once ready: about 10% fewer bytes, which keeps a business page within the 14.6 KB a new
 * connection delivers in its first round trip (TCP's initial window of 10 segments). The quick copy
 * is sent meanwhile.
 */
const bestBrotli = backgroundBrotli();

/** A page as sent, with its compressed copies once asked for. */
type ComposedPage = {
  at: number;
  /** Writes seen when it was made (pages that are not rendered are dropped by a write). */
  generation: number;
  /** The index.html it was made from (its mtime) and the rendered page in it. */
  index: number;
  /**
   * Weak: the kept pages hold (and count) the rendered page; once they let it go, a composed page
   * must not keep it alive uncounted. It was made from that page only while it can be told so.
   */
  rendered: WeakRef<RenderedPage> | null;
  body: Buffer;
  /** A weak ETag of the body (the same page whatever its encoding), made once asked for. */
  etag?: string;
  gzip: Buffer | null;
  br: Buffer | null;
};

/** What the page caches hold, for the metrics and the abuse benchmark (lib/cache-bounds.ts). */
export type PageCacheSizes = () => CacheSize[];

export async function registerStaticFiles(
  app: FastifyInstance,
  ctx: AppContext,
  keptPages?: KeptPages,
  options: {
    /** Bytes of composed pages kept at most (default CACHE_BYTES.composedPages); tests pass less. */
    composedMaxBytes?: number | undefined;
    /** Bytes of rendered pages kept at most (default CACHE_BYTES.renderedPages). */
    renderedMaxBytes?: number | undefined;
  } = {},
): Promise<PageCacheSizes> {
  await registerMedia(app, ctx);

  const dist = ctx.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      preCompressed: true,
      wildcard: true,
      // Pages, `/` included, are index.html with their hints (below), not the file as it is.
      index: false,
      // The header is ours alone (set below): @fastify/static's own would replace it.
      cacheControl: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  registerWebRoutes(app, ctx);
  const web = webService(ctx);
  const pages = pageRenderService(ctx, {
    log: app.log,
    ...(options.renderedMaxBytes ? { maxBytes: options.renderedMaxBytes } : {}),
  });
  // New pages one client may have rendered per window (modules/web/render-budget.ts).
  const budget = renderBudget(app, ctx.config.pageRendersPerClient);
  app.addHook('onReady', () => pages.warm());
  const hints = pageHints(app, dist);
  // index.html is read again only when a rebuild changed it.
  let index = { mtimeMs: -1, html: '' };
  const indexHtml = () => {
    const mtimeMs = fileMtime(indexFile);
    // Mid-rebuild the file may be gone for a moment: the last one read still works.
    if (mtimeMs !== undefined && mtimeMs !== index.mtimeMs) {
      try {
        index = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
      } catch (err) {
        if (!index.html) throw err;
      }
    }
    if (!index.html) throw new Error(`${indexFile} is missing`);
    return index.html;
  };
  /** Builds the page's HTML: index.html with its hints, and for a public page its rendering. */
  const composePage = async (
    request: FastifyRequest,
    status: number,
    rendered: RenderedPage | null,
  ): Promise<string> => {
    let html = indexHtml();
    // `/` becomes The List in the browser: its hints are The List's. A public page's hints are
    // those of the URL it is kept under: they read the search's input, never junk.
    const isRoot = request.url === '/' || request.url.startsWith('/?');
    const url = pageUrl(request.url) ?? request.url;
    const found = status === 200 ? await hints(isRoot ? '/the-list' : url) : null;
    let deferred = false;
    if (found && rendered?.app) {
      // A page with its content: the photo first, the scripts once it has arrived
      // (modules/web/deferred-entry.ts).
      const hinted = beforeEntryScript(html, found.photoTag);
      html = deferEntry(hinted, found.modules);
      // Only where the start took the entry's place: it is what gives held photos back at once.
      deferred = html !== hinted;
    } else {
      // The hints go before the entry script, so the browser asks for the largest photo and the
      // route's chunks first (the order requests queue in on HTTP/1.1); the rest at the head's end.
      html = beforeEntryScript(html, found ? hintTags(found) : '');
    }
    let head = '';
    if (rendered) {
      html = withoutSiteMeta(html);
      head = headTags(rendered.meta);
      if (rendered.app) {
        const { app: page } = rendered;
        head += page.styles;
        // The lazy photos wait for the largest one (deferred-entry.ts), held as they are parsed.
        if (deferred) head += HOLD_PHOTOS_TAG;
        html = html.replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.stateJson}</script>${
            Object.keys(page.zones).length > 0
              ? `<script type="application/json" id="${PAGE_ZONES_ELEMENT_ID}">${scriptJson(page.zones)}</script>`
              : ''
          }`,
        );
      }
    }
    return head ? html.replace('</head>', `${head}</head>`) : html;
  };

  // Pages as sent, with their compressed copies made once: a rendered page is tens of KB of HTML.
  // A rendered page is sent as composed for as long as the renderer hands back the same page (it
  // checks its answers: page-render.service.ts); other pages are kept for PUBLIC_CACHE_MS and
  // dropped by a write, as the answers are. Bounded in bytes, compressed copies included: a copy
  // made after the page was stored counts from then on (withCopy).
  const composedTtlMs = ctx.config.publicCacheMs;
  const composed = new LRUCache<string, ComposedPage>({
    max: 5_000,
    maxSize: options.composedMaxBytes ?? CACHE_BYTES.composedPages,
    sizeCalculation: (page, key) =>
      page.body.length +
      (page.gzip?.length ?? 0) +
      (page.br?.length ?? 0) +
      (page.etag?.length ?? 0) +
      stringBytes(key) +
      ENTRY_OVERHEAD_BYTES,
  });
  /** Counts a copy (or ETag) added to a kept page: stored again, the cache weighs it anew. */
  const withCopy = (key: string, page: ComposedPage) => {
    if (composed.peek(key) !== page) return;
    composed.delete(key);
    composed.set(key, page);
  };
  let composedGeneration = 0;
  // The site's address and the page's URL as kept: neither a junk query string nor, with
  // PUBLIC_URL set, a made-up Host header makes a page of its own. Pages that are not rendered
  // read nothing of their query.
  const composedKey = (request: FastifyRequest) =>
    baseOf(request) + (pageUrl(request.url) ?? request.url.split('?')[0] ?? '');
  const pageFor = async (
    request: FastifyRequest,
    status: number,
    rendered: RenderedPage | null,
  ): Promise<ComposedPage> => {
    const key = composedKey(request);
    const now = ctx.clock.now().getTime();
    const kept = status === 200 ? composed.get(key) : undefined;
    indexHtml();
    if (kept && kept.index === index.mtimeMs) {
      const fresh = rendered
        ? kept.rendered?.deref() === rendered
        : kept.rendered === null &&
          kept.generation === composedGeneration &&
          now - kept.at < composedTtlMs;
      if (fresh) return kept;
    }
    const started = composedGeneration;
    const page: ComposedPage = {
      at: now,
      generation: started,
      index: index.mtimeMs,
      rendered: rendered ? new WeakRef(rendered) : null,
      body: Buffer.from(await composePage(request, status, rendered)),
      gzip: null,
      br: null,
    };
    if (status === 200 && (rendered || (composedTtlMs > 0 && started === composedGeneration))) {
      composed.set(key, page);
    }
    return page;
  };
  // Only a write that may change the catalogue: sign-in or "forgot password" leaves the pages be.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (mayChangeCatalogue(request, reply)) {
      composedGeneration += 1;
      pages.invalidate();
    }
    done(null, payload);
  });

  /** The composed page of a rendered page that has not changed since it was composed. */
  const keptComposed = (request: FastifyRequest, rendered: RenderedPage) => {
    const kept = composed.get(composedKey(request));
    indexHtml();
    return kept && kept.index === index.mtimeMs && kept.rendered?.deref() === rendered
      ? kept
      : undefined;
  };

  const baseOf = (request: FastifyRequest) => web.baseUrl(`${request.protocol}://${request.host}`);
  /** The page as composed before, when it has not changed since: it may go out as it is. */
  const unchangedPage = (request: FastifyRequest) => {
    // Under overload, a kept page due its check goes out as it is: the check could be shed, and
    // no write of this process has come since it was made (decision 040).
    const rendered = pages.kept(request.url, baseOf(request), app.isUnderPressure());
    return rendered?.found ? keptComposed(request, rendered) : undefined;
  };
  // A page sent before that has not changed goes out at once, with no promise to wait for (and
  // from the kept-pages hook when the request came by a page's route); the others are checked,
  // rendered or looked up first (docs/decisions/036).
  if (keptPages) {
    keptPages.send = (request, reply) => {
      const page = unchangedPage(request);
      if (page) sendComposed(request, reply, 200, page);
      return page !== undefined;
    };
  }
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const page = unchangedPage(request);
    if (!page) return renderAndSend(request, reply, baseOf(request));
    sendComposed(request, reply, 200, page);
    return undefined;
  };

  const renderAndSend = async (request: FastifyRequest, reply: FastifyReply, base: string) => {
    // A page never made before costs a render: each client has a budget of them.
    if (pages.wouldRender(request.url, base)) {
      const retryAfter = await budget(request);
      if (retryAfter > 0) {
        const { type, body } = renderLimitedBody(request.headers.accept, request.url, retryAfter);
        return reply
          .status(429)
          .header('retry-after', String(retryAfter))
          .header('cache-control', 'no-store')
          .type(type)
          .send(body);
      }
    }
    // An unknown path or business is a 404 (the app shows 'Page Not Found!' there too). A public
    // page says so itself (a business it could not find); other paths are looked up.
    const rendered = await pages.render(request.url, base);
    const status = rendered
      ? rendered.found
        ? 200
        : 404
      : (await web.page(request.url.split('?')[0] ?? '')).status;
    const page = await pageFor(request, status, status === 200 ? rendered : null);
    return sendComposed(request, reply, status, page);
  };

  /** Sends a composed page: its status, headers, ETag (and 304), and the copy the browser takes. */
  const sendComposed = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: ComposedPage,
  ) => {
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (status === 200) {
      // A browser coming back to a page it has gets a 304 without the page while it is the same.
      if (!page.etag) {
        page.etag = `W/"${crypto.createHash('sha1').update(page.body).digest('base64url')}"`;
        withCopy(composedKey(request), page);
      }
      reply.header('etag', page.etag);
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((tag) => tag.trim() === page.etag)) {
        return reply.status(304).send();
      }
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      page.body.length < 1024
        ? null
        : /\bbr\b/.test(accepts)
          ? 'br'
          : /\bgzip\b/.test(accepts)
            ? 'gzip'
            : null;
    let body = page.body;
    if (encoding === 'br') {
      if (!page.br) {
        page.br = zlib.brotliCompressSync(page.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY },
        });
        const key = composedKey(request);
        withCopy(key, page);
        if (page.rendered) {
          // Skipped when the page was made again or dropped before its turn.
          bestBrotli.compress(
            page.body,
            () => composed.peek(key) === page,
            (best) => {
              if (page.br && best.length < page.br.length) {
                page.br = best;
                withCopy(key, page);
              }
            },
          );
        }
      }
      body = page.br;
    } else if (encoding === 'gzip') {
      if (!page.gzip) {
        page.gzip = zlib.gzipSync(page.body, { level: 6 });
        withCopy(composedKey(request), page);
      }
      body = page.gzip;
    }
    if (encoding) reply.header('content-encoding', encoding);
    // HEAD answers as GET does, headers and length included, without the body.
    if (request.method === 'HEAD') {
      return reply.header('content-length', body.length).send();
    }
    return reply.send(body);
  };
  // HEAD is sendPage's own (an exposed HEAD route would send no length). The public pages have
  // routes of their own so that they never look for a file of their name first (@fastify/static's
  // wildcard route would, then fall through to the not-found handler below).
  if (hasWeb) {
    for (const url of ['/', '/the-list', '/businesses', '/businesses/:id', '/search']) {
      app.route({
        method: ['GET', 'HEAD'],
        url,
        exposeHeadRoute: false,
        schema: { hide: true },
        config: KEPT_PAGE,
        handler: sendPage,
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || looksLikeFile || !isRead || !hasWeb) {
      return reply.status(404).send({ message: `Route ${request.method} ${url} not found` });
    }
    return sendPage(request, reply);
  });

  return () => [
    {
      name: 'composed-pages',
      entries: composed.size,
      bytes: composed.calculatedSize,
      maxBytes: composed.maxSize,
    },
    { name: 'rendered-pages', ...pages.stats() },
  ];
}
