// Serves uploaded media and the built web app, with the SPA's history fallback for other paths.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

export async function registerStaticFiles(app: FastifyInstance, ctx: AppContext): Promise<void> {
  fs.mkdirSync(ctx.storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: ctx.storage.root,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });

  const dist = ctx.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      preCompressed: true,
      wildcard: true,
      // `/` is index.html (other page paths reach it through the not-found handler below).
      index: ['index.html'],
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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (isApi || looksLikeFile || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ message: `Route ${request.method} ${url} not found` });
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  });
}
