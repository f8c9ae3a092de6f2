// Counting under load: nginx in front of two API processes on one PostgreSQL takes 10,000 events from
// many visitors at once; once both processes are stopped cleanly, PostgreSQL holds exactly 10,000 (none
// lost in a batch, none written twice) and each visitor once per business, though their events were
// spread over both processes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHT_EVENT_KINDS } from '@menudex/contract/insights';
import { NGINX_BINARY, startNginx, type Nginx } from '../../hardening/nginx.ts';
import {
  postgresForProcesses,
  processFactories,
  runBounded,
  serverEnv,
} from '../../hardening/process-fixtures.ts';
import { spawnServer, type SpawnedServer } from '../../testing/spawn-server.ts';
import { testDriver, type TestDatabase } from '../../testing/test-database.ts';

const skipReason =
  testDriver() !== 'postgres'
    ? 'it needs TEST_DB_DRIVER=postgres (PGlite is one process)'
    : !NGINX_BINARY
      ? 'nginx is not installed (apt-get install nginx; .ci/run does it)'
      : null;
if (skipReason) console.log(`insights.load-balanced.test.ts skipped: ${skipReason}`);

const EVENTS = 10_000;
const ADDRESSES = 250;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe.skipIf(skipReason !== null)('insight events through nginx and two API processes', () => {
  let database: TestDatabase;
  const servers: SpawnedServer[] = [];
  let nginx: Nginx | undefined;
  const businesses: Array<{ id: string; itemId: string }> = [];

  beforeAll(async () => {
    const pg = await postgresForProcesses();
    database = pg.database;
    const f = processFactories(database);
    for (let i = 0; i < 4; i++) {
      const business = await f.business();
      const list = await f.list(business.id);
      businesses.push({ id: business.id, itemId: (await f.item(business.id, list.id)).id });
    }
    const env = serverEnv({
      DATABASE_URL: pg.url,
      // The visitors' addresses come in X-Forwarded-For through nginx, which is on loopback.
      TRUST_PROXY: 'loopback',
      PUBLIC_CACHE_MS: '0',
      INSIGHTS_FLUSH_MS: '500',
    });
    for (let i = 0; i < 2; i++) servers.push(await spawnServer({ env }));
    nginx = await startNginx(servers.map((s) => s.port));
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  it('stores exactly the 10,000 events sent, and each visitor once', async () => {
    const url = nginx?.url ?? '';
    const expected = new Map<string, number>();
    const visitors = new Map<string, Set<number>>();
    const events = Array.from({ length: EVENTS }, (_, i) => {
      const business = businesses[i % businesses.length]!;
      const kind =
        INSIGHT_EVENT_KINDS[Math.floor(i / businesses.length) % INSIGHT_EVENT_KINDS.length]!;
      const address = Math.floor(i / 7) % ADDRESSES;
      const key = `${business.id} ${kind}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
      if (kind !== 'search-appearance') {
        const seen = visitors.get(business.id) ?? new Set<number>();
        seen.add(address);
        visitors.set(business.id, seen);
      }
      const body = {
        kind,
        businessId: business.id,
        ...(kind === 'item-view' ? { itemId: business.itemId } : {}),
      };
      return { body, address: `10.77.${Math.floor(address / 200)}.${address % 200}` };
    });
    const statuses = await runBounded(
      events.map(({ body, address }) => async () => {
        const res = await fetch(`${url}/api/events`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': BROWSER,
            'x-forwarded-for': address,
          },
          body: JSON.stringify(body),
        });
        return res.status;
      }),
      32,
    );
    expect(statuses.filter((s) => s !== 204)).toEqual([]);
    // A clean stop writes what each process still holds.
    await Promise.all(servers.map((s) => s.stop()));

    const stored = await sql<{ business_id: string; kind: string; n: number }>`
      select business_id::text, kind, sum(count)::int as n
        from insight_counts group by business_id, kind`.execute(database.db);
    const eventRows = stored.rows.filter((r) => r.kind !== 'visitor');
    expect(eventRows.reduce((sum, r) => sum + r.n, 0)).toBe(EVENTS);
    expect(new Map(eventRows.map((r) => [`${r.business_id} ${r.kind}`, r.n]))).toEqual(expected);
    expect(
      new Map(stored.rows.filter((r) => r.kind === 'visitor').map((r) => [r.business_id, r.n])),
    ).toEqual(new Map([...visitors].map(([id, seen]) => [id, seen.size])));
  }, 180_000);
});
