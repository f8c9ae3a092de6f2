// The web's own files: /robots.txt and the sitemap (/sitemap.xml, an index of /sitemap-N.xml).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { webService } from './web.service.ts';

/** Crawlers come back daily at most; five minutes spares the database a burst. */
const CACHE = 'public, max-age=300';

export function registerWebRoutes(app: FastifyInstance, ctx: AppContext): void {
  const web = webService(ctx);
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(web.robots(origin(request))),
  );

  app.get('/sitemap.xml', hide, async (request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(await web.sitemapIndex(origin(request))),
  );

  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', hide, async (request, reply) => {
    const xml = await web.sitemap(origin(request), Number(request.params.n));
    if (xml === null) {
      return reply.status(404).send({ message: `Route GET ${request.url} not found` });
    }
    return reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(xml);
  });
}
