// A short-lived cache of the catalogue's public answers, for anonymous callers only.
//
// The List, business pages and search are read far more than written, and every anonymous visitor
// gets the same answer. Routes opt in with `config: PUBLIC_CACHE`; a GET without an Authorization
// header answered 200 is kept for `publicCacheMs` (1 s by default) under its URL. Past that, one read
// fetches a newer answer while the others are given the old one meanwhile. Any write that succeeds
// in this process drops the whole cache before its answer leaves, and a read that overlapped a write
// is not kept, so a process never serves an answer older than its own last write. Other processes on
// the same database may serve an answer up to `publicCacheMs` (plus one refresh) old. Signed-in
// callers always reach the database (their answers carry canEdit and they expect to see their own
// writes). Why: docs/decisions/009-public-answer-cache.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';

/** Route config of the answers that may be cached for anonymous callers. */
export const PUBLIC_CACHE = { publicCache: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: boolean;
  }
  interface FastifyRequest {
    publicCacheGeneration: number | null;
    publicCacheRefreshing: { refreshingSince: number | null } | null;
  }
}

/** Answers larger than this are not kept (the largest business pages are far smaller). */
const MAX_BODY_CHARS = 512 * 1024;
/** The most answers kept; the oldest go first. */
const MAX_ENTRIES = 2_000;
/** A refresh that has not stored its answer after this long is given up, and the next read tries. */
const REFRESH_GIVE_UP_MS = 5_000;

type Entry = {
  /** Encoded once when stored, not on every answer. */
  body: Buffer;
  contentType: string;
  storedAt: number;
  /** When a read began fetching a newer answer for this URL; null when none is on its way. */
  refreshingSince: number | null;
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerPublicCache(
  app: FastifyInstance,
  options: { ttlMs: number; clock: Clock },
): void {
  if (options.ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  let generation = 0;
  const now = () => options.clock.now().getTime();

  const invalidate = () => {
    generation += 1;
    entries.clear();
  };
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.routeOptions.config.publicCache === true &&
    request.headers.authorization === undefined;
  const answer = (reply: FastifyReply, entry: Entry, state: 'hit' | 'stale') =>
    reply.header('content-type', entry.contentType).header('x-cache', state).send(entry.body);

  app.decorateRequest('publicCacheGeneration', null);
  app.decorateRequest('publicCacheRefreshing', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const entry = entries.get(request.url);
    const at = now();
    if (entry && at - entry.storedAt < options.ttlMs) return answer(reply, entry, 'hit');
    // Past its time, one read fetches a newer answer while the others get this one meanwhile
    // (a few milliseconds more), instead of every waiting visitor querying the database at once.
    if (entry?.refreshingSince != null && at - entry.refreshingSince < REFRESH_GIVE_UP_MS) {
      return answer(reply, entry, 'stale');
    }
    if (entry) {
      entry.refreshingSince = at;
      request.publicCacheRefreshing = entry;
    }
    request.publicCacheGeneration = generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method)) {
      // Before the writer hears back: its next read, and everyone's, misses. A 4xx changed nothing.
      if (reply.statusCode < 400 || reply.statusCode >= 500) invalidate();
      return payload;
    }
    const started = request.publicCacheGeneration;
    if (started === null) return payload;
    // Whatever happens below, this read no longer holds the refresh: the next one may try.
    if (request.publicCacheRefreshing) request.publicCacheRefreshing.refreshingSince = null;
    // A read that began before a write ended may have missed it: answered, but not kept.
    if (
      started !== generation ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      payload.length > MAX_BODY_CHARS
    ) {
      return payload;
    }
    entries.delete(request.url);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(request.url, {
      body: Buffer.from(payload),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      storedAt: now(),
      refreshingSince: null,
    });
    reply.header('x-cache', 'miss');
    return payload;
  });
}
