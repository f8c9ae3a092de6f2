// A database that stops answering without closing its connections (a frozen server or VM, a network
// that drops packets) and one whose connections are cut while a request holds them: requests answer
// 503 {message} within DATABASE_QUERY_TIMEOUT_MS instead of hanging, the process stays up, and it
// serves again once the database answers. A TCP proxy between the API and PostgreSQL plays the
// network. database-lost.test.ts covers a database that is gone or emptied.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/outages.ts';
import { factories } from '../testing/factories.ts';
import { testConfig, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase, testDriver, type TestDatabase } from '../testing/test-database.ts';

const QUERY_TIMEOUT_MS = 1000;
const skip = testDriver() !== 'postgres';
if (skip) console.log('database-stalled.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL)');

/** Forwards to PostgreSQL; frozen, it swallows what either side sends (counted in `swallowed`). */
function networkBetween(target: URL) {
  const sockets = new Set<net.Socket>();
  const state = { frozen: false, swallowed: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (state.frozen) state.swallowed += chunk.length;
        else to.write(chunk);
      });
    relay(client, upstream);
    relay(upstream, client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
  });
  return {
    state,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    /** Every connection ends at once, as when the server's host goes away. */
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(skip)('a database that stops answering', () => {
  let direct: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let network: ReturnType<typeof networkBetween>;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    direct = await createTestDatabase();
    const config = testConfig({ jwtSecret: 'stalled-secret-stalled-secret-0123456789' });
    const clock = fixedClock('2026-01-15T12:00:00Z');
    const f = factories({ database: direct, config, clock } as unknown as TestApp);
    const business = await f.business({});
    await f.item(business.id, (await f.list(business.id, 'Mains')).id, { name: 'Phở' });
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    network = networkBetween(new URL(url));
    url.port = String(await network.listen());
    url.pathname = `/${direct.name}`;
    database = await openDatabase({
      driver: 'postgres',
      url: url.toString(),
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    app = await buildApp({ config, database, clock, logger: false });
    await app.ready();
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    network.state.frozen = false;
    await app?.close();
    await database?.close().catch(() => {});
    network?.cut();
    await network?.close();
    await direct?.close();
  });

  const READS = ['/api/items/pages/1', '/api/businesses/pages/1', '/api/search/items?input=pho'];

  it('answers 503 {message} within the query time limit, then serves again once it answers', async () => {
    // Several connections in the pool, each with the popular page prepared on it.
    for (let i = 0; i < 4; i++) {
      const answers = await Promise.all(READS.map((url) => app.inject({ url })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    }
    network.state.frozen = true;
    const started = Date.now();
    const res = await app.inject({ url: '/api/items/pages/1' });
    const elapsed = Date.now() - started;
    console.log(`[hardening] items page on a frozen database: ${res.statusCode} in ${elapsed} ms`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(res.headers['retry-after']).toBeDefined();
    expect(elapsed).toBeLessThan(QUERY_TIMEOUT_MS + 2000);
    for (const other of await Promise.all(READS.map((url) => app.inject({ url })))) {
      expect(other.statusCode).toBe(503);
    }

    network.state.frozen = false;
    await until(async () => (await app.inject({ url: '/api/readyz' })).statusCode === 200);
    for (const url of READS) expect((await app.inject({ url })).statusCode, url).toBe(200);
  });

  it('answers 503 when the connection is cut under a request, and the process stays up', async () => {
    network.state.frozen = true;
    const swallowedBefore = network.state.swallowed;
    const pending = app.inject({ url: '/api/items/pages/1' });
    // The statement is on its way (and swallowed): now the connection goes away under it.
    await until(() => network.state.swallowed > swallowedBefore);
    network.state.frozen = false;
    network.cut();
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    // A lost connection's 'error' event, with nobody listening, would have ended the process.
    await new Promise((r) => setImmediate(r));
    expect(uncaught).toEqual([]);
    await until(async () => (await app.inject({ url: '/api/items/pages/1' })).statusCode === 200);
  });
});
