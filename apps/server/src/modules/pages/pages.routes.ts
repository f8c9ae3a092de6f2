// The web app's pages and the site's own files: a route for each page of the contract's table
// (GET and HEAD), the not-found answer for every other path, robots.txt and the sitemap. A page
// request's way through is drawn in docs/architecture.md; the cache is pages.service.ts.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, localizePath, splitLocalePath } from '@menudex/contract/i18n/locales';
import {
  PAGES,
  PAGE_SHARED_MAX_AGE_SECONDS,
  PAGE_STALE_WHILE_REVALIDATE_SECONDS,
} from '@menudex/contract/pages';
import type { AppContext } from '../../app-context.ts';
import { mayChangeCatalogue } from '../../plugins/public-cache.ts';
import { KEPT_PAGE } from './kept-pages.ts';
import { pageUrl } from './page-url.ts';
import type { KeptPage, PagesService } from './pages.service.ts';
import { renderBudget, renderLimitedBody } from './render-budget.ts';
import { siteBase, siteFilesService } from './site-files.service.ts';

/** Crawlers come back daily at most; five minutes spares the database a burst. */
const SITE_FILES_CACHE = 'public, max-age=300';

/**
 * A page is the same for every visitor (a signed-in one's app renders their own view over it), so a
 * shared cache in front (nginx proxy_cache, a CDN) may keep it a minute and serve it a while longer
 * as it fetches it again; a browser checks it every time (its ETag makes that a 304). See
 * docs/http-caching.md.
 */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_SECONDS}`;

export type PagesRoutesOptions = { ctx: AppContext; pages: PagesService };

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Sends a page as kept: its status, caching headers, ETag (and 304), and the copy the browser takes.
 * HEAD answers as GET does, headers and length included, without the body.
 */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PagesService,
  page: KeptPage,
) {
  reply
    .status(page.status)
    .header('cache-control', page.status === 200 ? PAGE_CACHE_CONTROL : 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  const match = request.headers['if-none-match'];
  if (page.status === 200 && match?.split(',').some((tag) => tag.trim() === page.etag)) {
    return reply.status(304).send();
  }
  const { body, encoding } = pages.encoded(page, String(request.headers['accept-encoding'] ?? ''));
  if (encoding) reply.header('content-encoding', encoding);
  if (request.method === 'HEAD') return reply.header('content-length', body.length).send();
  return reply.send(body);
}

/** What the kept-pages hook sends (kept-pages.ts): the request's page, when it may go out as it is. */
export function keptPageSender(ctx: AppContext, pages: PagesService) {
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const base = siteBase(ctx.config, origin(request));
    const page = pages.ready(request.url, base);
    if (!page) return false;
    sendKeptPage(request, reply, pages, page);
    return true;
  };
}

export const pagesRoutes = fp<PagesRoutesOptions>(
  async (app, { ctx, pages }) => {
    const site = siteFilesService(ctx);
    const hide = { schema: { hide: true } };
    const baseOf = (request: FastifyRequest) => siteBase(ctx.config, origin(request));
    // New pages one client may have made per window (render-budget.ts).
    const budget = renderBudget(app, ctx.config.pageRendersPerClient);
    app.addHook('onReady', () => pages.warm());

    // Only a write that may change the catalogue: sign-in or "forgot password" leaves the pages be.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (mayChangeCatalogue(request, reply)) pages.invalidate();
      done(null, payload);
    });

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!pages.hasShell()) return sendNotFound(request, reply);
      const base = baseOf(request);
      // A page never made before costs a render: each client has a budget of them.
      if (pages.wouldMake(request.url, base)) {
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
      const page = await pages.page(request.url, base);
      if (page) return sendKeptPage(request, reply, pages, page);
      return sendNotFound(request, reply);
    };

    /** Not a page: the app's own 'Page Not Found!' for a browser, JSON {message} for the rest. */
    const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '';
      const isApi = url === '/api' || url.startsWith('/api/');
      const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const page =
        !isApi && !looksLikeFile && isRead ? pages.notFound(splitLocalePath(url).locale) : null;
      if (!page) {
        return reply.status(404).send({ message: `Route ${request.method} ${url} not found` });
      }
      reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (request.method === 'HEAD') return reply.header('content-length', page.body.length).send();
      return reply.send(page.body);
    };

    // HEAD is sendPage's own (an exposed HEAD route would send no length). Every page has a route
    // of its own, so it never looks for a file of its name first (@fastify/static's wildcard would),
    // in each language: `/the-list`, `/vi/the-list` (docs/decisions/049; `/xx/…` is not found).
    for (const locale of LOCALES) {
      for (const page of PAGES) {
        app.route({
          method: ['GET', 'HEAD'],
          url: localizePath(locale, page.path),
          exposeHeadRoute: false,
          schema: { hide: true },
          config: KEPT_PAGE,
          handler: sendPage,
        });
      }
    }

    // A page's path in another spelling (a trailing slash) is the page; anything else is not found.
    app.setNotFoundHandler((request, reply) =>
      (request.method === 'GET' || request.method === 'HEAD') && pageUrl(request.url) !== null
        ? sendPage(request, reply)
        : sendNotFound(request, reply),
    );

    app.get('/robots.txt', hide, async (request, reply) =>
      reply
        .header('cache-control', SITE_FILES_CACHE)
        .type('text/plain; charset=utf-8')
        .send(site.robots(origin(request))),
    );

    app.get('/sitemap.xml', hide, async (request, reply) =>
      reply
        .header('cache-control', SITE_FILES_CACHE)
        .type('application/xml; charset=utf-8')
        .send(await site.sitemapIndex(origin(request))),
    );

    app.get<{ Params: { n: string } }>(
      '/sitemap-:n(^\\d{1,6}).xml',
      hide,
      async (request, reply) => {
        const xml = await site.sitemap(origin(request), Number(request.params.n));
        if (xml === null) {
          return reply.status(404).send({ message: `Route GET ${request.url} not found` });
        }
        return reply
          .header('cache-control', SITE_FILES_CACHE)
          .type('application/xml; charset=utf-8')
          .send(xml);
      },
    );
  },
  { name: 'pages', dependencies: ['kept-pages'] },
);
