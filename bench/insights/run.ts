// What counting insights costs the pages (issue 39), in one run: two API processes on one PostgreSQL,
// one counting (INSIGHTS_COUNTING=true, as shipped) and one not (false: events answered 204 and
// dropped). Each in turn serves the server-rendered business page at full load while a steady stream
// of POST /api/events (what its visitors' browsers send) arrives beside it: the page's req/s with
// counting on against off. Then the events endpoint alone at full load (events/s, p99), and the
// events counted in PostgreSQL against those answered. On demand, not part of `npm run bench`:
//   cd /work/main && npx tsx bench/insights/run.ts
// Needs the built web app and its renderer (npm run build) and PostgreSQL. Settings (environment):
// BENCH_INSIGHTS_DATABASE_URL (postgres://postgres@127.0.0.1:5432/menudex_bench_insights, seeded with
// a small city on first use), BENCH_INSIGHTS_EVENTS_RATE (events per second beside the page, 300),
// BENCH_INSIGHTS_CONNECTIONS (page connections, 50), BENCH_INSIGHTS_DURATION (10 s),
// BENCH_INSIGHTS_WARMUP (3 s), BENCH_INSIGHTS_ROUNDS (3 rounds of on and off, in alternating order).
// Writes bench/results/insights.json and bench/results/insights.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  buildServer,
  spawnServer,
  type SpawnedServer,
} from '../../apps/server/src/testing/spawn-server.ts';
import { BENCH_JWT_SECRET, preparePostgres, repoRoot } from '../support/bench-data.ts';
import { hasWrk, measure, percentile, type LoadResult } from '../support/load.ts';

const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const DB_URL =
  env.BENCH_INSIGHTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/menudex_bench_insights';
const EVENTS_RATE = num('BENCH_INSIGHTS_EVENTS_RATE', 300);
const CONNECTIONS = num('BENCH_INSIGHTS_CONNECTIONS', 50);
const DURATION = num('BENCH_INSIGHTS_DURATION', 10);
const WARMUP = num('BENCH_INSIGHTS_WARMUP', 3);
const ROUNDS = num('BENCH_INSIGHTS_ROUNDS', 3);
const SIZE = { businesses: 300, items: 6000, seed: 1 };
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const KINDS = ['view', 'item-view', 'call', 'directions', 'website', 'search-appearance'] as const;

if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js')))
  throw new Error('Build the web app first (npm run build): the business page is rendered');

type EventsResult = { sent: number; perSecond: number; p99: number; non2xx: number };

/**
 * POST /api/events for `seconds`: at `rate` per second in all (0: as fast as `connections` allow), each
 * from one of many visitors (X-Forwarded-For; the server trusts loopback) about one of `targets`.
 */
async function events(
  baseUrl: string,
  targets: Array<{ businessId: string; itemId: string }>,
  options: { seconds: number; rate: number; connections: number },
): Promise<EventsResult> {
  let next = 0;
  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate > 0 ? { overallRate: options.rate } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/events',
        setupRequest: (request) => {
          const i = next++;
          const target = targets[i % targets.length]!;
          const kind = KINDS[i % KINDS.length]!;
          return {
            ...request,
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': BROWSER,
              'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({
              kind,
              businessId: target.businessId,
              ...(kind === 'item-view' ? { itemId: target.itemId } : {}),
            }),
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== 204) non2xx++;
  });
  const result = await new Promise<{ duration: number }>((resolve, reject) => {
    instance.once('done', resolve);
    instance.once('error', reject);
  });
  const sorted = Float64Array.from(times).sort();
  return {
    sent: times.length,
    perSecond: times.length / result.duration,
    p99: percentile(sorted, 99),
    non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-bench-insights-'));
  const prepared = await preparePostgres(DB_URL, SIZE, dataDir);
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  const { rows } = await client.query<{ business_id: string; item_id: string }>(
    `select distinct on (b.seq) b.id as business_id, i.id as item_id
       from businesses b join items i on i.business_id = b.id order by b.seq, i.seq limit 100`,
  );
  const targets = rows.map((r) => ({ businessId: r.business_id, itemId: r.item_id }));
  const countedBefore = await counted(client);

  buildServer();
  const start = (counting: boolean) =>
    spawnServer({
      compiled: true,
      env: {
        DATABASE_URL: DB_URL,
        JWT_SECRET: BENCH_JWT_SECRET,
        DEMO: 'false',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The events' visitor addresses come in X-Forwarded-For (floods from one address are capped).
        TRUST_PROXY: 'loopback',
        PAGE_RENDERS_PER_CLIENT: '0',
        INSIGHTS_COUNTING: String(counting),
      },
    });
  const servers = { on: await start(true), off: await start(false) };
  const page = (server: SpawnedServer, prime: boolean) =>
    measure({
      baseUrl: server.url,
      paths: targets.map((t) => `/businesses/${t.businessId}`),
      prime,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      loader: hasWrk() ? 'wrk' : 'autocannon',
    });
  const withEvents = async (mode: 'on' | 'off') => {
    const [result, beside] = await Promise.all([
      page(servers[mode], false),
      events(servers[mode].url, targets, {
        seconds: WARMUP + DURATION,
        rate: EVENTS_RATE,
        connections: 10,
      }),
    ]);
    console.log(
      `  counting ${mode}: ${result.requestsPerSecond.toFixed(0)} page req/s, ${beside.perSecond.toFixed(0)} events/s beside`,
    );
    return { result, beside };
  };
  const runs: Record<'on' | 'off', Array<{ result: LoadResult; beside: EventsResult }>> = {
    on: [],
    off: [],
  };
  let alone: EventsResult;
  try {
    console.log('Priming the business pages on both processes ...');
    await page(servers.on, true);
    await page(servers.off, true);
    // Alternating which goes first, so a machine that gets busier or quieter moves both alike.
    for (let round = 0; round < ROUNDS; round++) {
      const order: Array<'on' | 'off'> = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const mode of order) runs[mode].push(await withEvents(mode));
    }
    console.log('POST /api/events alone, full load, counting ...');
    alone = await events(servers.on.url, targets, {
      seconds: DURATION,
      rate: 0,
      connections: CONNECTIONS,
    });
    console.log(`  ${alone.perSecond.toFixed(0)} events/s, p99 ${alone.p99.toFixed(1)} ms`);
  } finally {
    // A clean stop writes the last batch.
    await Promise.all([servers.on.stop(), servers.off.stop()]);
  }
  const countedAfter = await counted(client);
  await client.end();

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const rate = (mode: 'on' | 'off') => mean(runs[mode].map((r) => r.result.requestsPerSecond));
  const p99 = (mode: 'on' | 'off') => mean(runs[mode].map((r) => r.result.p99));
  const eventsRate = (mode: 'on' | 'off') => mean(runs[mode].map((r) => r.beside.perSecond));
  const eventsP99 = (mode: 'on' | 'off') => mean(runs[mode].map((r) => r.beside.p99));
  const answered = (list: EventsResult[]) => list.reduce((n, e) => n + e.sent - e.non2xx, 0);
  const accepted = answered([...runs.on.map((r) => r.beside), alone]);
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
    loadAverage: os.loadavg()[0] ?? 0,
    set: { ...SIZE, seededNow: prepared.seededNow },
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    eventsRate: EVENTS_RATE,
    rounds: ROUNDS,
    runs,
    eventsAlone: alone,
    pageChange: rate('on') / rate('off') - 1,
    eventsAccepted: accepted,
    eventsCounted: countedAfter - countedBefore,
  };
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'insights.json'), JSON.stringify(results, null, 2));
  const f0 = (n: number) => n.toFixed(0);
  const f1 = (n: number) => n.toFixed(1);
  const md = [
    '## Insights: counting beside the pages',
    '',
    `\`npx tsx bench/insights/run.ts\` on ${results.machine} (1-minute load average ${f1(results.loadAverage)} at the end): two API processes (the build) on PostgreSQL, ${SIZE.businesses} businesses / ${SIZE.items} items, one counting and one with \`INSIGHTS_COUNTING=false\`. Each in turn: the server-rendered business page (${targets.length} businesses in turn, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s of warm-up, ${hasWrk() ? 'wrk' : 'autocannon'}) with ${EVENTS_RATE} POST /api/events a second beside it (autocannon, in the benchmark process; each event from another visitor address). ${ROUNDS} rounds, alternating which goes first; means.`,
    '',
    '| counting | page req/s | page p99 ms | events/s beside | events p99 ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| on | ${f0(rate('on'))} | ${f1(p99('on'))} | ${f0(eventsRate('on'))} | ${f1(eventsP99('on'))} |`,
    `| off | ${f0(rate('off'))} | ${f1(p99('off'))} | ${f0(eventsRate('off'))} | ${f1(eventsP99('off'))} |`,
    `| POST /api/events alone (${CONNECTIONS} connections, counting) | | | ${f0(alone.perSecond)} | ${f1(alone.p99)} |`,
    '',
    `The page with counting on: ${results.pageChange >= 0 ? '+' : ''}${(results.pageChange * 100).toFixed(1)} % against off (target: within 5 %). Events answered 204 by the counting process: ${accepted}; counted in PostgreSQL after its clean stop: ${results.eventsCounted} (at most a few more: the requests still in flight when the load generator stopped, which it no longer waited for; fewer would be a loss).`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'insights.md'), md);
  console.log(`\n${md}`);
}

/** Every event counted so far (visitors are not events). */
async function counted(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select coalesce(sum(count), 0)::int as n from insight_counts where kind not in ('visitor', 'like', 'favorite')`,
  );
  return rows[0]?.n ?? 0;
}

await main();
