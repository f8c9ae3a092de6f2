// A short-lived cache of the catalogue's public answers, for anonymous callers only.
//
// The List, business pages and search are read far more than written, and every anonymous visitor
// gets the same answer. Routes opt in with `config: PUBLIC_CACHE`; a GET without an Authorization
// header answered 200 is kept for `publicCacheMs` (1 s by default) under what the route reads: its
// path parameters and the query parameters its querystring schema declares (others are ignored, so
// junk query strings share one entry; a route whose parameters cannot be read from its schema is not
// cached). The cache holds at most CACHE_BYTES.answers of answers (lib/cache-bounds.ts), and drops
// those past use. Past that, one read fetches a newer answer while the others are given the old one
// meanwhile. A write that succeeds in this process and may change the catalogue (any write route not
// marked LEAVES_CATALOGUE: sign-in, password reset or an AI draft change nothing kept here) drops the
// whole cache before its answer leaves, and a read that overlapped such a write is not kept, so a
// process never serves an answer older than its own last write. Other processes on
// the same database may serve an answer up to `publicCacheMs` (plus one refresh) old. Signed-in
// callers share it too: an answer differs by caller only in canEdit, so it is kept per kind of
// reader (anyone who may edit nothing, as anonymous callers; admins; owners of the same businesses),
// and their own writes drop it as anyone's do. Why: docs/decisions/009-public-answer-cache.md and
// docs/decisions/024-signed-in-reads.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueVersion } from '../db/catalogue-version.ts';
import { CACHE_BYTES, ENTRY_OVERHEAD_BYTES, stringBytes } from '../lib/cache-bounds.ts';
import type { Clock } from '../lib/clock.ts';
import type { Metrics } from '../lib/metrics.ts';
import { authStateOf } from './auth.ts';
import fp from 'fastify-plugin';

/** Route config of the answers that may be cached for anonymous callers. */
export const PUBLIC_CACHE = { publicCache: true } as const;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Route config of the writes that change nothing a cache holds (the catalogue's answers and pages):
 * sign-up, sign-in, password and e-mail links, feedback and discounts, AI drafts. A write route
 * without it empties the caches when it succeeds, so one nobody marked stays safe; left unmarked,
 * an anonymous write such as "forgot password" let anyone empty them at will.
 */
export const LEAVES_CATALOGUE = { leavesCatalogue: true } as const;

/**
 * Whether an answered request may have changed what the caches hold: a write (not GET, HEAD or
 * OPTIONS) on a route not marked LEAVES_CATALOGUE that was not refused (a 4xx changed nothing; a 5xx
 * may have written part of it).
 */
export function mayChangeCatalogue(request: FastifyRequest, reply: FastifyReply): boolean {
  if (READ_METHODS.has(request.method)) return false;
  if (request.routeOptions.config.leavesCatalogue === true) return false;
  return reply.statusCode < 400 || reply.statusCode >= 500;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: boolean;
    /** A write that changes nothing the caches hold: LEAVES_CATALOGUE. */
    leavesCatalogue?: boolean;
    /**
     * Until when (ms) an answer reads the same while the catalogue's version stands: it is kept
     * that long instead of PUBLIC_CACHE_MS (an answer about one business: businessKeepUntil).
     */
    publicCacheKeepUntil?: (body: string, now: Date) => number;
    /** Set at registration: the query parameters the route declares (null: unknown, not cached). */
    publicCacheQuery?: readonly string[] | null;
  }
  interface FastifyRequest {
    publicCacheGeneration: number | null;
    /** Worked out before validation, which may turn '1' into 1: the same key on read and store. */
    publicCacheKey: string | null;
    publicCacheRefreshing: { refreshingSince: number | null } | null;
    /** The catalogue's version read before the answer was made. */
    publicCacheVersion: string | null;
  }
}

/** Answers larger than this are not kept (the largest business pages are far smaller). */
const MAX_BODY_CHARS = 512 * 1024;
/** The most bytes of answers kept by default (lib/cache-bounds.ts); the oldest go first. */
export const MAX_BYTES = CACHE_BYTES.answers;
/**
 * How long an answer past its time is kept for the moments the loop is behind (decision 040): a
 * burst of overload that starts after an answer's time is over still finds it.
 */
const KEPT_FOR_OVERLOAD_MS = 60_000;
/** A refresh that has not stored its answer after this long is given up, and the next read tries. */
const REFRESH_GIVE_UP_MS = 5_000;

const linkOf = (reply: FastifyReply): string | null => {
  const link = reply.getHeader('link');
  return typeof link === 'string' ? link : null;
};

type Entry = {
  /** Encoded once when stored, not on every answer. */
  body: Buffer;
  /** What it is counted as: its body, its key and the entry itself. */
  size: number;
  contentType: string;
  /** The answer's `Link` header (the next page of a listing, DESIGN 7.6), sent again with it. */
  link: string | null;
  storedAt: number;
  /** The catalogue's version it was made under, and until when it may be sent while that stands. */
  version: string | null;
  keepUntil: number;
  /** When a read began fetching a newer answer for this URL; null when none is on its way. */
  refreshingSince: number | null;
};

type SchemaLike = {
  shape?: Record<string, unknown>;
  properties?: Record<string, unknown>;
  _zod?: { def?: { in?: unknown; innerType?: unknown; options?: unknown[] } };
};

/**
 * The query parameters a querystring schema declares: the keys of a zod object (through pipes,
 * transforms, defaults and unions) or of a JSON schema; null when they cannot be told.
 */
export function declaredQueryKeys(schema: unknown): string[] | null {
  if (schema === undefined) return [];
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as SchemaLike;
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape).sort();
  if (s.properties && typeof s.properties === 'object') return Object.keys(s.properties).sort();
  const def = s._zod?.def;
  if (def?.in) return declaredQueryKeys(def.in);
  if (def?.innerType) return declaredQueryKeys(def.innerType);
  if (Array.isArray(def?.options)) {
    const all = def.options.map(declaredQueryKeys);
    if (all.some((k) => k === null)) return null;
    return [...new Set(all.flat() as string[])].sort();
  }
  return null;
}

/**
 * Who the answer is for, as far as it differs: '' for anyone who may edit nothing (anonymous callers,
 * bad tokens and plain users read the same answer), 'admin', or the businesses an owner owns.
 */
async function readerOf(request: FastifyRequest): Promise<string> {
  if (request.headers.authorization === undefined) return '';
  const { actor, ownedBusinessIds } = await authStateOf(request);
  if (!actor) return '';
  if (actor.role === 'admin') return 'admin';
  return ownedBusinessIds.size === 0 ? '' : `owns:${[...ownedBusinessIds].sort().join(',')}`;
}

/**
 * The cache key: the route, its path parameters and its declared query parameters, in order, and
 * the kind of reader.
 */
function cacheKey(request: FastifyRequest, keys: readonly string[], reader: string): string {
  const query = request.query as Record<string, unknown>;
  const params = request.params as Record<string, unknown>;
  return JSON.stringify([
    reader,
    request.routeOptions.url,
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
    keys.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]),
  ]);
}

export type PublicCacheOptions = {
  ttlMs: number;
  clock: Clock;
  catalogue?: CatalogueVersion;
  /** Bytes kept at most (default MAX_BYTES); tests pass a small one. */
  maxBytes?: number;
  /** Counts each lookup's result (lib/metrics.ts). */
  metrics?: Pick<Metrics, 'cacheLookup'>;
  /**
   * While true (load shedding: the event loop is behind), an answer past its time is sent as it
   * is rather than fetched again: a refresh would be shed, and the kept answer is no older than
   * this process's last write (decision 040).
   */
  underPressure?: () => boolean;
};

export type CacheStats = { entries: number; bytes: number; maxBytes: number };

export function registerPublicCache(
  app: FastifyInstance,
  options: PublicCacheOptions,
): { stats(): CacheStats } {
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  if (options.ttlMs <= 0) return { stats: () => ({ entries: 0, bytes: 0, maxBytes }) };
  // Insertion order is storage order (an entry is deleted before it is stored again): oldest first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  const now = () => options.clock.now().getTime();
  /**
   * Past this age an entry is swept away: it is served again only while the loop is behind (when a
   * refresh would be shed), never to a reader who could have a newer one.
   */
  const expiresAfter = Math.max(options.ttlMs + REFRESH_GIVE_UP_MS, KEPT_FOR_OVERLOAD_MS);

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(key);
  };
  const invalidate = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };
  /**
   * Drops expired entries (none while the loop is behind: they are what it serves then), then the
   * oldest until `room` more bytes fit.
   */
  const sweep = (room = 0) => {
    const at = now();
    const keepExpired = options.underPressure?.() === true;
    for (const [key, entry] of entries) {
      const live = keepExpired || at - entry.storedAt < expiresAfter || at < entry.keepUntil;
      if (live && bytes + room <= maxBytes) break;
      drop(key);
    }
  };
  const timer = setInterval(() => sweep(), Math.max(expiresAfter, 1000));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // Each cached route's declared query parameters, read once from its schema.
  app.addHook('onRoute', (route) => {
    if (route.config?.publicCache !== true) return;
    route.config = {
      ...route.config,
      publicCacheQuery: declaredQueryKeys(route.schema?.querystring),
    };
  });

  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.routeOptions.config.publicCache === true &&
    Array.isArray(request.routeOptions.config.publicCacheQuery);
  const keyOf = async (request: FastifyRequest) =>
    cacheKey(request, request.routeOptions.config.publicCacheQuery ?? [], await readerOf(request));
  const answer = (reply: FastifyReply, entry: Entry, state: 'hit' | 'stale') => {
    options.metrics?.cacheLookup('answers', state);
    reply.header('content-type', entry.contentType).header('x-cache', state);
    if (entry.link !== null) reply.header('link', entry.link);
    reply.send(entry.body);
    return true;
  };

  app.decorateRequest('publicCacheGeneration', null);
  app.decorateRequest('publicCacheKey', null);
  app.decorateRequest('publicCacheRefreshing', null);
  app.decorateRequest('publicCacheVersion', null);

  // Written with `done`: most requests (pages, files, writes) are not cached, and an async hook costs
  // them two promises and a microtask each (docs/decisions/036).
  app.addHook('onRequest', (request, reply, done) => {
    if (!cacheable(request)) {
      done();
      return;
    }
    lookUp(request, reply).then((answered) => {
      if (!answered) done();
    }, done);
  });

  /** Answers from the cache when it can (true), else prepares the request to store its answer. */
  const lookUp = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const key = await keyOf(request);
    request.publicCacheKey = key;
    const entry = entries.get(key);
    const at = now();
    if (entry && at - entry.storedAt < options.ttlMs) return answer(reply, entry, 'hit');
    // Past its time but still the same as long as nothing changed (an answer about one business):
    // the catalogue's version tells, whichever process wrote. Only such routes read it.
    const keeps = request.routeOptions.config.publicCacheKeepUntil !== undefined;
    const version = keeps ? ((await options.catalogue?.current()) ?? null) : null;
    if (entry && entry.version !== null && at < entry.keepUntil && entry.version === version) {
      return answer(reply, entry, 'hit');
    }
    request.publicCacheVersion = version;
    if (entry && options.underPressure?.()) return answer(reply, entry, 'stale');
    // Past its time, one read fetches a newer answer while the others get this one meanwhile
    // (a few milliseconds more), instead of every waiting visitor querying the database at once.
    if (
      entry?.refreshingSince != null &&
      at - entry.refreshingSince < REFRESH_GIVE_UP_MS &&
      at - entry.storedAt < options.ttlMs + REFRESH_GIVE_UP_MS
    ) {
      return answer(reply, entry, 'stale');
    }
    if (entry) {
      entry.refreshingSince = at;
      request.publicCacheRefreshing = entry;
    }
    request.publicCacheGeneration = generation;
    options.metrics?.cacheLookup('answers', 'miss');
    return false;
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, stored(request, reply, payload));
  });

  /** Keeps a read's answer when it may be kept; a write that may change them drops them all. */
  const stored = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!READ_METHODS.has(request.method)) {
      // Before the writer hears back: its next read, and everyone's, misses.
      if (mayChangeCatalogue(request, reply)) invalidate();
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
    const key = request.publicCacheKey;
    if (key === null) return payload;
    const body = Buffer.from(payload);
    const link = linkOf(reply);
    const size = body.length + stringBytes(key) + stringBytes(link ?? '') + ENTRY_OVERHEAD_BYTES;
    drop(key);
    if (size > maxBytes) return payload;
    sweep(size);
    bytes += size;
    const storedAt = now();
    const keepUntil = request.routeOptions.config.publicCacheKeepUntil;
    entries.set(key, {
      body,
      size,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      link,
      storedAt,
      version: request.publicCacheVersion,
      keepUntil: keepUntil ? keepUntil(payload, new Date(storedAt)) : 0,
      refreshingSince: null,
    });
    reply.header('x-cache', 'miss');
    return payload;
  };
  return { stats: () => ({ entries: entries.size, bytes, maxBytes }) };
}

/**
 * By name, after the session (answers are kept per kind of reader) and the security headers (a
 * cached answer carries them too); `stats` hands back what it holds (lib/cache-bounds.ts).
 */
export const answerCache = fp<PublicCacheOptions & { stats?: (stats: () => CacheStats) => void }>(
  async (app, { stats, ...options }) => {
    const cache = registerPublicCache(app, options);
    stats?.(() => cache.stats());
  },
  { name: 'answer-cache', dependencies: ['auth', 'security-headers'] },
);
