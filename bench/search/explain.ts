// Why is a finding query slow? Times it on the benchmark set (the service call the API makes), then
// prints EXPLAIN ANALYZE of every statement it sent. A developer's tool, not part of `npm run bench`.
//   npx tsx bench/search/explain.ts 'openNow=true&maxPrice=6' [items|businesses] [input] [ISO instant]
// EXPLAIN=false prints the timing only. Database: BENCH_DATABASE_URL, as bench/search.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { LIMITS } from '@menudex/contract/constants';
import { findingOf, findingQuerySchema } from '@menudex/contract/finding';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import type { DB } from '../../apps/server/src/db/schema.ts';
import { findingRepository } from '../../apps/server/src/modules/finding/finding.repository.ts';
import { searchService } from '../../apps/server/src/modules/search/search.service.ts';
import { anonymousAccess } from '../../apps/server/src/policies/business.policy.ts';

const [query = '', target = 'items', input = '', at = '2026-11-25T20:00:00Z'] =
  process.argv.slice(2);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/menudex_bench';
const now = new Date(at);
const finding = findingOf(findingQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));

/** The query as the API runs it: a search with the finding, or the finding listing alone. */
async function run(db: Kysely<DB>): Promise<number> {
  if (input) {
    const search = searchService({ db, clock: { now: () => now } });
    return target === 'items'
      ? (await search.items(anonymousAccess, input, { offset: 0 }, finding)).items.length
      : (await search.businesses(anonymousAccess, input, finding)).length;
  }
  const options = { finding, query: null, limit: LIMITS.pageSize, start: { offset: 0 }, now };
  return target === 'items'
    ? (await findingRepository(db).items(options)).rows.length
    : (await findingRepository(db).businesses(options)).rows.length;
}

const database = await openDatabase({ driver: 'postgres', url });
try {
  for (let i = 0; i < 5; i++) await run(database.db);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    rows = await run(database.db);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${rows} rows; p50 ${times[10]?.toFixed(2)} ms, slowest ${times[19]?.toFixed(2)} ms (20 runs)`,
  );
} finally {
  await database.close();
}

if (process.env.EXPLAIN !== 'false') {
  // Once more on one connection of its own, keeping each statement, then each explained in turn.
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const logged = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  try {
    await pool.query('set max_parallel_workers_per_gather = 0');
    await run(logged);
    for (const statement of statements) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.sql}`,
        [...statement.parameters],
      );
      console.log(`---- ${statement.sql.replace(/\s+/g, ' ').slice(0, 200)}`);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  } finally {
    await logged.destroy();
  }
}
