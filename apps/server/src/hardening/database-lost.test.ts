// Losing the database: while it is unreachable or empty (recreated, unmigrated), every endpoint that
// needs it answers 503 {message} with Retry-After, never a bare 500; /api/healthz and /api/readyz say
// so; once a database is back, the server migrates an empty one and serves again, with no restart.
// On PGlite the tables are dropped in place; on PostgreSQL the database itself is dropped and recreated.
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/outages.ts';
import { factories } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const READS = ['/api/items/pages/1', '/api/businesses/pages/1', '/api/search/items?input=pho'];

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Every read and a login, asked at the same moment, answer 503. At the same moment: the first
 * failure starts a re-check in the background, which migrates an emptied database at once (PGlite's
 * case), so requests asked one after another would race it.
 */
async function expectOutage(state: 'unreachable' | 'unmigrated') {
  const [login, ...reads] = await Promise.all([
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'someone@example.com', password: 'a-password-1' },
    }),
    ...READS.map((url) => t.app.inject({ url })),
  ]);
  for (const [i, res] of reads.entries()) {
    const url = READS[i];
    expect(res.statusCode, url).toBe(503);
    expect(res.json(), url).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(res.headers['retry-after'], url).toBeDefined();
  }
  expect(login?.statusCode).toBe(503);
  return state;
}

describe('database lost', () => {
  it('answers 503 while the database is gone, says so in health, and recovers without a restart', async () => {
    const f = factories(t);
    await f.business({ name: 'Before the loss' });
    expect((await t.app.inject({ url: '/api/readyz' })).statusCode).toBe(200);

    if (t.database.driver === 'postgres') {
      await adminQuery(`drop database ${t.database.name} with (force)`);
      await expectOutage('unreachable');
      const health = await t.app.inject({ url: '/api/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ ok: false, database: 'unreachable' });
      // An empty database of the same name comes back (as after a botched restore).
      await adminQuery(`create database ${t.database.name}`);
    } else {
      // PGlite lives in the process: the nearest loss is an emptied schema.
      await sql`drop schema public cascade`.execute(t.database.db);
      await sql`create schema public`.execute(t.database.db);
      await expectOutage('unmigrated');
    }

    // The first health check finds the empty database, migrates it, and serves again.
    const ready = await t.app.inject({ url: '/api/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ok: true, database: 'ok' });
    for (const url of READS) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    const health = await t.app.inject({ url: '/api/healthz' });
    expect(health.json()).toMatchObject({ ok: true, database: 'ok' });
  });

  it('recovers from a failed request alone, without a health check in between', async () => {
    await sql`drop schema public cascade`.execute(t.database.db);
    await sql`create schema public`.execute(t.database.db);
    // The failing read starts the re-check; a moment later the server serves again.
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await t.app.inject({ url: '/api/items/pages/1' })).statusCode;
      if (status === 200) break;
      expect(status).toBe(503);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
  });
});
