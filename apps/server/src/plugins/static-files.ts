// Serves uploaded media and the built web app's files.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
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

/**
 * Serves the media and the built web app's files (its hashed assets cached for a year, the rest
 * revalidated). Pages are the pages module's (modules/pages): no file is a page, and `index.html`
 * is never served as it is.
 */
export async function registerStaticFiles(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerMedia(app, ctx);
  const dist = ctx.config.webDist;
  if (!fs.existsSync(dist)) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    preCompressed: true,
    wildcard: true,
    index: false,
    // The header is ours alone (set below): @fastify/static's own would replace it.
    cacheControl: false,
    // Hashed assets never change; anything else must be revalidated.
    setHeaders: (res, filePath) => {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
    // The build's own notes for the server (.vite/: the page shell) are not the site's.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/') && pathName !== '/index.html',
  });
}
