// Serves uploaded media and the built web app, with the SPA's history fallback for other paths.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { MEDIA_CACHE_CONTROL, mediaKey } from '../lib/media-storage.ts';
import { registerWebRoutes } from '../modules/web/web.routes.ts';
import { webService } from '../modules/web/web.service.ts';
import { headTags, scriptJson, withoutSiteMeta } from '../modules/web/page-meta.ts';
import { pageRenderService } from '../modules/web/page-render.service.ts';
import { PAGE_STATE_ELEMENT_ID } from '@menudex/contract/page-data';
import { pageHints } from './page-hints.ts';

/**
 * /media/*: from the media folder (local store), streamed from the bucket (S3 store), or a permanent
 * redirect to MEDIA_PUBLIC_URL (a CDN or the bucket's own address) when one is configured.
 */
async function registerMedia(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { publicUrl } = ctx.config.media;
  const root = ctx.storage.root;
  if (!publicUrl && root) {
    fs.mkdirSync(root, { recursive: true });
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

export async function registerStaticFiles(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
  const pages = pageRenderService(ctx, { log: app.log });
  app.addHook('onReady', () => pages.warm());
  // A write that succeeded drops the rendered pages, as it drops the public answers.
  // Before the writer hears back, so its next page shows its write.
  app.addHook('onSend', async (request, reply, payload) => {
    const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (isWrite && (reply.statusCode < 400 || reply.statusCode >= 500)) pages.invalidate();
    return payload;
  });
  const hints = pageHints(app, dist);
  // index.html is read again only when a rebuild changed it.
  let index = { mtimeMs: -1, html: '' };
  const indexHtml = () => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    } catch (err) {
      // Mid-rebuild the file may be gone for a moment: the last one read still works.
      if (!index.html) throw err;
    }
    return index.html;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    let html = indexHtml();
    // An unknown path or business is a 404 (the app shows 'Page Not Found!' there too).
    const { status } = await web.page(request.url.split('?')[0] ?? '');
    // `/` becomes The List in the browser: its hints are The List's.
    const isRoot = request.url === '/' || request.url.startsWith('/?');
    const [hintTags, rendered] =
      status === 200
        ? await Promise.all([
            hints(isRoot ? '/the-list' : request.url),
            // The public pages arrive rendered, with their metadata (docs/decisions/023).
            pages.render(request.url, web.baseUrl(`${request.protocol}://${request.host}`)),
          ])
        : ['', null];
    let head = hintTags;
    if (rendered) {
      html = withoutSiteMeta(html);
      head = headTags(rendered.meta) + head;
      if (rendered.app) {
        const { app: page } = rendered;
        head += page.styles;
        html = html.replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`,
        );
      }
    }
    const body = head ? html.replace('</head>', `${head}</head>`) : html;
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // HEAD answers as GET does, headers and length included, without the body.
    if (request.method === 'HEAD') {
      return reply.header('content-length', Buffer.byteLength(body)).send();
    }
    return reply.send(body);
  };
  // HEAD of `/` is sendPage's own (an exposed HEAD route would send no length).
  if (hasWeb) {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/',
      exposeHeadRoute: false,
      schema: { hide: true },
      handler: sendPage,
    });
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
}
