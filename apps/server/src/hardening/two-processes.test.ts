// Two API processes on one PostgreSQL under thousands of concurrent votes, favorites, feedback posts and
// redeems spread over both: every counter equals its rows, no discount is redeemed twice, no 5xx.
// PostgreSQL only: the embedded PGlite is one process by design.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@menudex/demo-art/random';
import { FEEDBACK_QUESTIONS } from '@menudex/contract/constants';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { testDriver, type TestDatabase } from '../testing/test-database.ts';
import { consistencyViolations } from './consistency.ts';
import {
  postgresForProcesses,
  processFactories,
  runBounded,
  serverEnv,
} from './process-fixtures.ts';

const onPostgres = testDriver() === 'postgres';
if (!onPostgres) {
  console.log(
    'two-processes.test.ts skipped: it needs TEST_DB_DRIVER=postgres (PGlite is one process)',
  );
}

const VOTES_AND_FAVORITES = 1600;
const DISCOUNTS = 100;
const REDEEM_ATTEMPTS = 4;
const FEEDBACK_CUSTOMERS = 20;
const IN_FLIGHT = 100;

type Outcome = { kind: string; status: number; key?: string };

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let servers: SpawnedServer[] = [];
  const users: Array<{ id: string; token: string }> = [];
  const itemIds: string[] = [];
  const businessIds: string[] = [];
  let cafeId = '';
  const discounts: Array<{ customerId: string; businessId: string }> = [];

  beforeAll(async () => {
    const pg = await postgresForProcesses();
    database = pg.database;
    const f = processFactories(database);
    for (let i = 0; i < 40; i++) users.push(await f.user());
    for (let b = 0; b < 4; b++) {
      const business = await f.business({ feedbackEnabled: b === 0 });
      businessIds.push(business.id);
      const list = await f.list(business.id);
      for (let i = 0; i < 5; i++) itemIds.push((await f.item(business.id, list.id)).id);
    }
    cafeId = businessIds[0] ?? '';
    // Room for every customer's discount within the hour (the hourly cap is a fifth of the daily
    // limit, at least 12): this test is about double taps, not caps.
    await database.db
      .updateTable('businesses')
      .set({ discount_daily_limit: 10 * FEEDBACK_CUSTOMERS })
      .where('id', '=', cafeId)
      .execute();
    // Open discounts, as feedback leaves them, for the redeem race.
    for (let i = 0; i < DISCOUNTS; i++) {
      const customerId = crypto.randomUUID();
      const businessId = businessIds[i % 2] ?? '';
      await database.db
        .insertInto('discounts')
        .values({ business_id: businessId, customer_id: customerId, granted_at: new Date() })
        .execute();
      discounts.push({ customerId, businessId });
    }
    // TRUST_PROXY: the per-address limit on feedback is counted per X-Forwarded-For customer below.
    servers = await Promise.all(
      [0, 1].map(() =>
        spawnServer({ env: serverEnv({ DATABASE_URL: pg.url, TRUST_PROXY: 'true' }) }),
      ),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  it('keeps counters equal to rows and redeems every discount exactly once', async () => {
    const random = seededRandom(7);
    const call = async (
      kind: string,
      url: string,
      body: unknown,
      headers: Record<string, string>,
      key?: string,
    ) => {
      const server = random.pick(servers);
      const res = await fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return { kind, status: res.status, key } satisfies Outcome;
    };

    const tasks: Array<() => Promise<Outcome>> = [];
    for (let i = 0; i < VOTES_AND_FAVORITES; i++) {
      const user = random.pick(users);
      const auth = { authorization: `Bearer ${user.token}` };
      if (random.next() < 0.7) {
        const vote = random.pick(['like', 'unlike', 'dislike', 'undislike'] as const);
        const item = random.pick(itemIds);
        tasks.push(() => call('vote', `/api/items/vote/${item}`, { vote }, auth));
      } else {
        const business = random.pick(businessIds);
        const favorite = random.next() < 0.6;
        tasks.push(() =>
          call('favorite', `/api/businesses/favorite/${business}`, { favorite }, auth),
        );
      }
    }
    for (const d of discounts) {
      for (let a = 0; a < REDEEM_ATTEMPTS; a++) {
        const key = `${d.businessId}/${d.customerId}`;
        tasks.push(() =>
          call(
            'redeem',
            '/api/discount/redeem',
            { userId: d.customerId, businessId: d.businessId },
            // One address per customer, as from their phones (TRUST_PROXY is on).
            { 'x-forwarded-for': `10.2.${discounts.indexOf(d) % 250}.${a + 1}` },
            key,
          ),
        );
      }
    }
    const userFeedbacks = FEEDBACK_QUESTIONS.map((q) => ({
      question: q.question,
      customerRating: 4,
      customerComment: '',
      labels: [...q.labels],
    }));
    for (let c = 0; c < FEEDBACK_CUSTOMERS; c++) {
      const customerId = crypto.randomUUID();
      // The same customer sends the form twice at once (a double tap), possibly to both processes.
      for (let a = 0; a < 2; a++) {
        tasks.push(() =>
          call(
            'feedback',
            `/api/feedback/${cafeId}`,
            { userId: customerId, userFeedbacks },
            { 'x-forwarded-for': `10.1.${c}.1` },
            customerId,
          ),
        );
      }
    }
    // Interleave everything.
    for (let i = tasks.length - 1; i > 0; i--) {
      const j = Math.floor(random.next() * (i + 1));
      [tasks[i], tasks[j]] = [
        tasks[j] as () => Promise<Outcome>,
        tasks[i] as () => Promise<Outcome>,
      ];
    }

    const started = Date.now();
    const outcomes = await runBounded(tasks, IN_FLIGHT);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `two-processes: ${outcomes.length} requests over 2 processes in ${seconds.toFixed(1)} s (${IN_FLIGHT} in flight)`,
    );

    const byStatus = new Map<string, number>();
    for (const o of outcomes)
      byStatus.set(`${o.kind} ${o.status}`, (byStatus.get(`${o.kind} ${o.status}`) ?? 0) + 1);
    const unexpected = outcomes.filter((o) =>
      o.kind === 'redeem'
        ? o.status !== 200 && o.status !== 409 && o.status !== 404
        : o.kind === 'feedback'
          ? o.status !== 201 && o.status !== 409
          : o.status !== 200,
    );
    expect(unexpected, JSON.stringify(Object.fromEntries(byStatus))).toEqual([]);

    // Every discount redeemed by exactly one request, and marked so once in the database.
    const wins = new Map<string, number>();
    for (const o of outcomes) {
      if (o.kind === 'redeem' && o.status === 200)
        wins.set(o.key ?? '', (wins.get(o.key ?? '') ?? 0) + 1);
    }
    expect(wins.size).toBe(DISCOUNTS);
    expect([...wins.values()].every((n) => n === 1)).toBe(true);
    const redeemed = await database.db
      .selectFrom('discounts')
      .select(['business_id', 'customer_id'])
      .where('redeemed_at', 'is not', null)
      .execute();
    expect(redeemed.length).toBe(DISCOUNTS);

    // Each double-tapped feedback granted exactly one discount.
    const feedbackWins = new Map<string, number>();
    for (const o of outcomes) {
      if (o.kind === 'feedback' && o.status === 201)
        feedbackWins.set(o.key ?? '', (feedbackWins.get(o.key ?? '') ?? 0) + 1);
    }
    expect(feedbackWins.size).toBe(FEEDBACK_CUSTOMERS);
    expect([...feedbackWins.values()].every((n) => n === 1)).toBe(true);
    const open = await database.db
      .selectFrom('discounts')
      .select('id')
      .where('business_id', '=', cafeId)
      .where('redeemed_at', 'is', null)
      .execute();
    expect(open.length).toBe(FEEDBACK_CUSTOMERS);

    expect(await consistencyViolations(database.db)).toEqual([]);
    for (const server of servers)
      expect((await fetch(`${server.url}/api/healthz`)).status).toBe(200);
  }, 170_000);
});
