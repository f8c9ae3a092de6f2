// HTTP caching of API answers, for browsers and for a proxy or CDN in front: the public catalogue is
// cacheable for a few seconds (and served stale while it revalidates), answers to a signed-in caller
// are private, and every JSON answer carries an ETag so a revalidation costs a 304 without a body.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Seconds a shared cache or a browser may reuse a public catalogue answer. */
export const PUBLIC_MAX_AGE = 5;
/** Seconds past that a cache may still answer with it while it fetches a fresh one. */
export const PUBLIC_STALE_WHILE_REVALIDATE = 30;

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** The catalogue: the same answer for every anonymous visitor (a signed-in one may get more). */
const PUBLIC_ROUTES = new Set([
  '/api/businesses',
  '/api/businesses/',
  '/api/businesses/pages/:page',
  '/api/businesses/:id',
  '/api/items',
  '/api/items/pages/:page',
  '/api/items/:id',
  '/api/search/items',
  '/api/search/businesses',
  '/api/config',
]);

/** Probes must always reach the process. */
const NEVER_CACHED = new Set(['/api/healthz', '/api/readyz']);

function addVary(current: string | number | string[] | undefined, value: string): string {
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
  return list.join(', ');
}

/**
 * ETags of the bodies the answer cache sends again and again (the same Buffer each time): worked out
 * once per kept answer instead of hashing its bytes on every hit.
 */
const etagOfBuffer = new WeakMap<Buffer, string>();

function etagOf(payload: string | Buffer): string {
  if (typeof payload === 'string') return weakEtag(payload);
  let etag = etagOfBuffer.get(payload);
  if (etag === undefined) {
    etag = weakEtag(payload);
    etagOfBuffer.set(payload, etag);
  }
  return etag;
}

const weakEtag = (payload: string | Buffer) =>
  `W/"${crypto.createHash('sha1').update(payload).digest('base64url')}"`;

export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, cachingOf(request, reply, payload));
  });
}

/** The answer's caching headers, and '' instead of the body when the caller has it (304). */
function cachingOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  const route = request.routeOptions.url ?? '';
  if (!route.startsWith('/api/')) return payload;
  if (NEVER_CACHED.has(route)) {
    reply.header('cache-control', 'no-store');
    return payload;
  }
  if (reply.statusCode !== 200 || reply.hasHeader('cache-control')) return payload;

  // Who asks changes the answer (canEdit, the caller's own votes): caches keep them apart.
  reply.header('vary', addVary(reply.getHeader('vary'), 'Authorization'));
  const signedIn = request.headers.authorization !== undefined;
  reply.header(
    'cache-control',
    !signedIn && PUBLIC_ROUTES.has(route) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
  );

  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}

/** By name: the answers written after the loop's reads come after it (sends-after-reads.ts). */
export const httpCaching = fp(async (app) => registerHttpCaching(app), { name: 'http-caching' });
