// Per-route rate limits by client address: in memory, or in Redis (REDIS_URL) when several processes
// share the load. Routes opt in with `config: rateLimit(max, timeWindow)`; a 429 answers {message}.
// While Redis cannot be reached, each process counts on its own (logged), so limits never vanish.
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppContext } from '../app-context.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import { optionalActor } from './auth.ts';

export const RATE_LIMIT_MESSAGE = 'Too many attempts, please try again in a minute';

/** The route `config` that limits it to `max` requests per client address per `timeWindow`. */
export function rateLimit(max: number, timeWindow: string | number = '1 minute') {
  return { rateLimit: { max, timeWindow } };
}

/**
 * Writes one user (or, without a session, one address) may make per minute on each route: far above
 * what a person clicks, low enough to stop a script from flooding the counters or the catalogue.
 */
export const WRITE_RATE_LIMITS = { votes: 120, catalogue: 60, redeems: 30 } as const;

/**
 * Like rateLimit, but counted per signed-in user (by session), and per client address for callers
 * without a valid session: people behind one shared address do not share a budget.
 */
export function userRateLimit(max: number, timeWindow: string | number = '1 minute') {
  return {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: async (request: FastifyRequest) => {
        const actor = await optionalActor(request);
        return actor ? `user-${actor.id}` : `address-${request.ip}`;
      },
    },
  };
}

type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, result: Counted | null) => void;
/** The store interface @fastify/rate-limit calls (its stores are CommonJS without types). */
type Store = {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
};
type StoreClass = new (...args: unknown[]) => Store;

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/**
 * Counts in Redis; when a Redis command fails, counts in this process instead, and logs the switch
 * once per outage (and the return once Redis answers again). A per-process count is looser than a
 * shared one (each process allows the limit), but a script is still held to a few times the limit.
 */
export function fallbackStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  let degraded = false;
  const make = (shared: Store, local: Store): Store => ({
    incr(key, cb, timeWindow, max) {
      shared.incr(
        key,
        (err, result) => {
          if (!err) {
            if (degraded) log.warn('rate limits: Redis is back, counting shared limits again');
            degraded = false;
            cb(null, result);
            return;
          }
          if (!degraded)
            log.error(
              { err },
              'rate limits: Redis unreachable, counting per process until it is back',
            );
          degraded = true;
          local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    child(routeOptions) {
      return make(shared.child(routeOptions), local.child(routeOptions));
    },
  });
  return {
    store: make(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false)),
    degraded: () => degraded,
  };
}

export async function registerRateLimit(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const redis = ctx.config.redisUrl
    ? new Redis(ctx.config.redisUrl, {
        // Fail fast: a slow Redis must not hold requests (skipOnError lets them through).
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : null;
  if (redis) {
    // ioredis reconnects by itself; without a listener an outage would crash the process.
    redis.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Commands fail at once while disconnected (no offline queue), so wait briefly for the first
    // connection; if Redis is down, start anyway and count nothing until it is back.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, 2000);
      redis.once('ready', done);
      redis.once('error', done);
    });
  }
  const fallback = redis ? fallbackStore(redis, 'menudex-rate-limit-', app.log) : null;
  await app.register(fastifyRateLimit, {
    global: false,
    // The plugin builds its store with `new`; this class hands back the fallback store built above.
    ...(fallback
      ? {
          store: function FallbackStore() {
            return fallback.store;
          } as unknown as NonNullable<Parameters<typeof fastifyRateLimit>[1]>['store'],
        }
      : {}),
    // Should even the local count fail, requests go through rather than answering 5xx.
    skipOnError: true,
    errorResponseBuilder: () => tooManyRequests(RATE_LIMIT_MESSAGE),
  });
}
