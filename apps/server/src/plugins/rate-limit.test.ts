// The rate-limit set-up on its own: per-route limits, the {message} answer, and the Redis store
// (against TEST_REDIS_URL when given; an unreachable Redis must let requests through, not fail them).
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { registerErrorHandler } from './errors.ts';
import { RATE_LIMIT_MESSAGE, rateLimit, registerRateLimit } from './rate-limit.ts';

type Built = { instance: FastifyInstance; suffix: string };

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function build(redisUrl?: string): Promise<Built> {
  const instance = Fastify({ logger: false });
  registerErrorHandler(instance);
  await registerRateLimit(instance, { config: { redisUrl } } as unknown as AppContext);
  // A fresh path per app, so a shared Redis does not carry counts over from another run.
  const suffix = crypto.randomBytes(4).toString('hex');
  instance.get(`/limited-${suffix}`, { config: rateLimit(2, '1 minute') }, async () => ({
    ok: true,
  }));
  instance.get(`/open-${suffix}`, async () => ({ ok: true }));
  await instance.ready();
  app = instance;
  return { instance, suffix };
}

function hit({ instance, suffix }: Built, prefix: 'limited' | 'open', remoteAddress = '10.0.0.1') {
  return instance.inject({ url: `/${prefix}-${suffix}`, remoteAddress });
}

describe('rate limit (memory store)', () => {
  it('answers 429 {message} once a route passes its limit, per client address', async () => {
    const instance = await build();
    expect((await hit(instance, 'limited')).statusCode).toBe(200);
    expect((await hit(instance, 'limited')).statusCode).toBe(200);
    const third = await hit(instance, 'limited');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(third.headers['retry-after']).toBeDefined();
    expect((await hit(instance, 'limited', '10.0.0.2')).statusCode).toBe(200);
  });

  it('leaves routes without a limit alone (global: false)', async () => {
    const instance = await build();
    for (let i = 0; i < 5; i++) expect((await hit(instance, 'open')).statusCode).toBe(200);
  });
});

describe('rate limit (Redis store)', () => {
  it('counts per process when Redis cannot be reached: limits hold, nothing fails with 5xx', async () => {
    const instance = await build('redis://127.0.0.1:1');
    expect((await hit(instance, 'limited')).statusCode).toBe(200);
    expect((await hit(instance, 'limited')).statusCode).toBe(200);
    const third = await hit(instance, 'limited');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect((await hit(instance, 'limited', '10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await hit(instance, 'open')).statusCode).toBe(200);
  });

  it('logs the switch to per-process counting once per outage', async () => {
    const lines: string[] = [];
    const instance = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    registerErrorHandler(instance);
    await registerRateLimit(instance, {
      config: { redisUrl: 'redis://127.0.0.1:1' },
    } as unknown as AppContext);
    instance.get('/limited', { config: rateLimit(5, '1 minute') }, async () => ({ ok: true }));
    await instance.ready();
    app = instance;
    for (let i = 0; i < 3; i++) await instance.inject({ url: '/limited' });
    const switches = lines.filter((l) => l.includes('counting per process until it is back'));
    expect(switches).toHaveLength(1);
  });

  it.runIf(Boolean(process.env.TEST_REDIS_URL))(
    'counts in Redis and answers 429 past the limit',
    async () => {
      const instance = await build(process.env.TEST_REDIS_URL);
      expect((await hit(instance, 'limited')).statusCode).toBe(200);
      expect((await hit(instance, 'limited')).statusCode).toBe(200);
      const third = await hit(instance, 'limited');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    },
  );
});
