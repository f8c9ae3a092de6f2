// The set-up for more than one machine, tested: nginx in front of three API processes on one
// PostgreSQL, with Redis for rate limits and an S3-compatible bucket for media. A session made by one
// process works on another, an image uploaded through one is served by the others, votes spread over
// the three add up exactly, the rate limit holds across processes, and when one process is killed
// under load no acknowledged write is lost and nginx sends the rest to the survivors.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, multipartForm, testImage } from '../testing/factories.ts';
import { s3Env, startTestS3, type TestS3 } from '../testing/s3-server.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { testDriver, type TestDatabase } from '../testing/test-database.ts';
import { consistencyViolations } from './consistency.ts';
import { NGINX_BINARY, startNginx, type Nginx } from './nginx.ts';
import {
  postgresForProcesses,
  processFactories,
  runBounded,
  serverEnv,
} from './process-fixtures.ts';

const onPostgres = testDriver() === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL;
const skipReason = !onPostgres
  ? 'it needs TEST_DB_DRIVER=postgres (PGlite is one process)'
  : !NGINX_BINARY
    ? 'nginx is not installed (apt-get install nginx; .ci/run does it)'
    : null;
if (skipReason) console.log(`load-balanced.test.ts skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('nginx in front of three API processes', () => {
  let database: TestDatabase;
  let s3: TestS3;
  const servers: SpawnedServer[] = [];
  let nginx: Nginx;
  let f: ReturnType<typeof processFactories>;
  let admin: { id: string; token: string };
  let businessId = '';
  let listId = '';

  beforeAll(async () => {
    const pg = await postgresForProcesses();
    database = pg.database;
    s3 = await startTestS3();
    f = processFactories(database);
    admin = await f.user({ role: 'admin' });
    const business = await f.business({ ownerId: admin.id });
    businessId = business.id;
    listId = (await f.list(business.id, 'Mains')).id;
    const env = serverEnv({
      DATABASE_URL: pg.url,
      TRUST_PROXY: 'true',
      PUBLIC_CACHE_MS: '0',
      ...s3Env(s3),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    // One after another: three cold starts at once on two cores take longer than in turn.
    for (let i = 0; i < 3; i++) servers.push(await spawnServer({ env }));
    nginx = await startNginx(servers.map((s) => s.port));
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await s3?.close();
    await database?.close();
  });

  const at = (i: number) => servers[i % servers.length]!.url;

  it('accepts a session made by one process on another', async () => {
    const email = `lb-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const signup = await fetch(`${at(0)}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
      body: JSON.stringify({ name: 'Lan Balancer', email, password: 'a-long-password-1' }),
    });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    for (const url of [at(1), at(2), nginx.url]) {
      const profile = await fetch(`${url}/api/user/profile`, { headers: bearer(token) });
      expect(profile.status, url).toBe(200);
      expect(((await profile.json()) as { email: string }).email).toBe(email);
    }
  });

  it('serves an image uploaded through one process from every other, from the bucket', async () => {
    const form = multipartForm(
      { name: 'Cơm tấm', topic: listId },
      { images: { bytes: await testImage({ width: 400, height: 300 }) } },
    );
    const created = await fetch(`${at(1)}/api/items/${businessId}`, {
      method: 'POST',
      headers: bearer(admin.token),
      body: form,
    });
    expect(created.status).toBe(201);
    const image = ((await created.json()) as { item: { images: string[] } }).item.images[0];
    expect(image).toMatch(/^media\//);
    const bodies = new Set<string>();
    for (const url of [at(0), at(2), nginx.url]) {
      const res = await fetch(`${url}/${image}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      bodies.add(Buffer.from(await res.arrayBuffer()).toString('base64'));
    }
    expect(bodies.size).toBe(1);
  });

  it("adds up 50 users' votes spread over the three processes exactly", async () => {
    const item = await f.item(businessId, listId, { name: 'Bánh mì' });
    const users = await Promise.all(Array.from({ length: 50 }, () => f.user()));
    const statuses = await runBounded(
      users.map((user, i) => async () => {
        const res = await fetch(`${at(i)}/api/items/vote/${item.id}`, {
          method: 'POST',
          headers: { ...bearer(user.token), 'content-type': 'application/json' },
          body: JSON.stringify({ vote: i % 5 === 0 ? 'dislike' : 'like' }),
        });
        return res.status;
      }),
      24,
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const res = await fetch(`${nginx.url}/api/items/${item.id}`);
    const { popularity } = ((await res.json()) as { item: { popularity: Record<string, number> } })
      .item;
    expect(popularity).toEqual({ likes: 40, dislikes: 10 });
    expect(await consistencyViolations(database.db)).toEqual([]);
  }, 60_000);

  it.skipIf(!redisUrl)(
    'holds the sign-in rate limit across processes (Redis)',
    async () => {
      // One client address, its attempts spread over the three processes: 10 a minute in all.
      const address = `10.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}`;
      const statuses = await Promise.all(
        Array.from({ length: 15 }, async (_, i) => {
          const res = await fetch(`${at(i)}/api/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
          });
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      expect(statuses.filter((s) => s !== 429).every((s) => s === 401 || s === 400)).toBe(true);
    },
    60_000,
  );

  it('loses no acknowledged write when a process is killed under load, and routes around it', async () => {
    const item = await f.item(businessId, listId, { name: 'Chè' });
    const users = await Promise.all(Array.from({ length: 120 }, () => f.user()));
    const acknowledged = new Set<string>();
    let failed = 0;
    let started = 0;
    let killed = false;
    const results = await runBounded(
      users.map((user) => async () => {
        const index = started++;
        if (index === 40 && !killed) {
          killed = true;
          await servers[1]!.kill('SIGKILL');
        }
        const res = await fetch(`${nginx.url}/api/items/vote/${item.id}`, {
          method: 'POST',
          headers: { ...bearer(user.token), 'content-type': 'application/json' },
          body: JSON.stringify({ vote: 'like' }),
        }).catch(() => null);
        if (res?.status === 200) acknowledged.add(user.id);
        else failed++;
        return { index, status: res?.status ?? 0 };
      }),
      12,
    );
    expect(killed).toBe(true);
    // Every vote the API acknowledged is in the database.
    const rows = await database.db
      .selectFrom('item_votes')
      .select('user_id')
      .where('item_id', '=', item.id)
      .execute();
    const stored = new Set(rows.map((r) => r.user_id));
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    // Only requests in flight on the killed process can fail; what starts later all succeeds.
    expect(failed).toBeLessThanOrEqual(12);
    expect(results.filter((r) => r.index >= 60).every((r) => r.status === 200)).toBe(true);
    expect(await consistencyViolations(database.db)).toEqual([]);
  }, 90_000);
});
