// Per-route rate limits by client address: in memory, or in Redis (REDIS_URL) when several processes
// share the load. Routes opt in with `config: rateLimit(max, timeWindow)`; a 429 answers {message}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'menudex-rate-limit-' } : {}),
    // A storage outage lets requests through rather than answering 5xx.
    skipOnError: true,
    errorResponseBuilder: () => tooManyRequests(RATE_LIMIT_MESSAGE),
  });
}
