// Prints EXPLAIN ANALYZE of every statement a finding query sends (a developer's tool, not part of a run):
//   npx tsx bench/search/explain.ts 'openNow=true' [items|businesses] [input] [ISO instant]
import { sql } from 'kysely';
import { findingOf, findingQuerySchema } from '@menudex/contract/finding';
import { LIMITS } from '@menudex/contract/constants';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { findingRepository } from '../../apps/server/src/modules/finding/finding.repository.ts';
import { searchService } from '../../apps/server/src/modules/search/search.service.ts';
import { anonymousAccess } from '../../apps/server/src/policies/business.policy.ts';

const [query = '', target = 'items', input = '', at = '2026-11-25T20:00:00Z'] =
  process.argv.slice(2);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/menudex_bench';
const database = await openDatabase({ driver: 'postgres', url });
const { db } = database;
const now = new Date(at);
const f = findingOf(findingQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
const run = async () =>
  input
    ? target === 'items'
      ? searchService({ db, clock: { now: () => now } }).items(anonymousAccess, input, 1, f)
      : searchService({ db, clock: { now: () => now } }).businesses(anonymousAccess, input, f)
    : target === 'items'
      ? findingRepository(db).items({
          finding: f,
          query: null,
          limit: LIMITS.pageSize,
          offset: 0,
          now,
        })
      : findingRepository(db).businesses({
          finding: f,
          query: null,
          limit: LIMITS.pageSize,
          offset: 0,
          now,
        });
for (let i = 0; i < 5; i++) await run();
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  await run();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(`p50 ${times[10]?.toFixed(2)} ms, max ${times[19]?.toFixed(2)} ms`);
if (process.env.EXPLAIN !== 'false') {
  // Run once more, capturing statements, and explain each.
  const statements: { sql: string; params: readonly unknown[] }[] = [];
  const { Kysely, PostgresDialect } = await import('kysely');
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const logged = new Kysely<never>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => {
      if (e.level === 'query') statements.push({ sql: e.query.sql, params: e.query.parameters });
    },
  });
  const ldb = logged as never;
  if (input) {
    if (target === 'items')
      await searchService({ db: ldb, clock: { now: () => now } }).items(
        anonymousAccess,
        input,
        1,
        f,
      );
    else
      await searchService({ db: ldb, clock: { now: () => now } }).businesses(
        anonymousAccess,
        input,
        f,
      );
  } else if (target === 'items')
    await findingRepository(ldb).items({
      finding: f,
      query: null,
      limit: LIMITS.pageSize,
      offset: 0,
      now,
    });
  else
    await findingRepository(ldb).businesses({
      finding: f,
      query: null,
      limit: LIMITS.pageSize,
      offset: 0,
      now,
    });
  for (const s of statements) {
    const client = await pool.connect();
    try {
      const r = await client.query(`explain (analyze, buffers) ${s.sql}`, s.params as unknown[]);
      console.log('----\n' + s.sql.replace(/\s+/g, ' ').slice(0, 300));
      console.log(r.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
    } finally {
      client.release();
    }
  }
  await pool.end();
}
void sql;
await database.close();
