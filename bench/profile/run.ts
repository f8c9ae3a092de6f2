// Where a request's time goes when it misses the answer cache: the real server (cache off) under load
// on the generated set, one endpoint at a time, with V8's CPU profiler on, and the SQL statements
// each request sent counted by PostgreSQL itself. Also the server's resident memory, idle and under load.
//   cd /work/main && npx tsx bench/profile/run.ts          (or: npx tsx bench/run-all.ts profile)
// Settings (environment): BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/menudex_bench),
// BENCH_PROFILE_CONNECTIONS (100), BENCH_PROFILE_DURATION (10 s), BENCH_PROFILE_DRIVERS
// (postgres,pglite: PGlite gets the memory row only, from the same cached data folder as bench/api).
// Writes bench/results/profile.json and bench/results/profile.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  buildServer,
  spawnServer,
  type SpawnedServer,
} from '../../apps/server/src/testing/spawn-server.ts';
import { BENCH_JWT_SECRET, preparePglite, preparePostgres } from '../support/bench-data.ts';
import { pin, postgresCpuCounter, postgresPids, processCpuSeconds } from '../support/cpu.ts';
import { measure, type LoadResult } from '../support/load.ts';
import { categorise, readProfile, type Breakdown, type Window } from './cpu-profile.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/menudex_bench';
const CONNECTIONS = Number(env.BENCH_PROFILE_CONNECTIONS ?? 100);
const DURATION = Number(env.BENCH_PROFILE_DURATION ?? 10);
const DRIVERS = (env.BENCH_PROFILE_DRIVERS ?? 'postgres,pglite').split(',').map((s) => s.trim());
/**
 * The server on the first core, PostgreSQL and the load generator on the others (BENCH_PROFILE_PIN,
 * default on with two cores or more). Unpinned, PostgreSQL's backends preempt the server in the
 * middle of its socket writes, and the profiler files that waiting under `writev`.
 */
const CORES = os.cpus().length;
const PIN = env.BENCH_PROFILE_PIN !== 'false' && CORES >= 2;
const SIZE = { businesses: 10_000, items: 200_000, seed: 1 };
const PGLITE_DIR =
  env.BENCH_PGLITE_DIR ??
  path.join(os.tmpdir(), `menudex-bench-pglite-${SIZE.businesses}-${SIZE.items}`);

type Target = { name: string; route: string; paths: (ids: string[]) => string[] };
const SEARCH_INPUTS = ['pho', 'bun bo', 'ramen', 'pizza', 'coffee', 'banh mi', 'noodles', 'curry'];
const TARGETS: Target[] = [
  {
    name: 'Popular items page',
    route: 'GET /api/items/pages/{n}',
    paths: () => Array.from({ length: 20 }, (_, i) => `/api/items/pages/${i + 1}`),
  },
  {
    name: 'Business detail',
    route: 'GET /api/businesses/{id}',
    paths: (ids) => ids.map((id) => `/api/businesses/${id}`),
  },
  {
    name: 'Businesses page',
    route: 'GET /api/businesses/pages/{n}',
    paths: () => Array.from({ length: 50 }, (_, i) => `/api/businesses/pages/${i + 1}`),
  },
  {
    name: 'Item search',
    route: 'GET /api/search/items?input=',
    paths: () => SEARCH_INPUTS.map((q) => `/api/search/items?input=${encodeURIComponent(q)}`),
  },
];

/** Resident memory of a process in KB (0 once it has ended: the peak sampler may outlive it). */
function rssKb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Statements PostgreSQL has finished in this database (each one outside a transaction is one). */
async function commits(client: pg.Client, database: string): Promise<number> {
  // The statistics collector takes up to a second to hear from busy backends.
  await new Promise((r) => setTimeout(r, 1500));
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    'select xact_commit::text as n from pg_stat_database where datname = $1',
    [database],
  );
  return Number(rows[0]?.n ?? 0);
}

async function businessIds(url: string): Promise<string[]> {
  const ids: string[] = [];
  for (let k = 0; k < 20; k++) {
    const page = 1 + Math.floor((k * 833) / 20);
    const res = await fetch(`${url}/api/businesses/pages/${page}`);
    const list = (await res.json()) as Array<{ _id: string }>;
    ids.push(...list.map((b) => b._id));
  }
  return ids;
}

type ProfileRow = {
  name: string;
  route: string;
  load: LoadResult;
  statementsPerRequest: number | null;
  /** CPU per response of the timed run, µs: the server process (all threads), its main thread, PostgreSQL. */
  serverCpuUs: number;
  mainThreadUs: number;
  postgresCpuUs: number;
  breakdown: Breakdown;
  rssIdleMb: number;
  rssPeakMb: number;
};

type MemoryRow = { driver: string; idleMb: number; peakMb: number; afterMb: number };

async function serverEnv(driver: string, mediaDir: string): Promise<Record<string, string>> {
  const base = {
    JWT_SECRET: BENCH_JWT_SECRET,
    DEMO: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_CACHE_MS: '0',
    WEB_DIST: path.join(mediaDir, 'no-web'),
  };
  if (driver === 'postgres') {
    await preparePostgres(PG_URL, SIZE, mediaDir);
    return { ...base, DATABASE_URL: PG_URL, DATA_DIR: mediaDir };
  }
  const pglite = preparePglite(PGLITE_DIR, SIZE);
  return { ...base, DATA_DIR: pglite.dataDir };
}

/** The server's paths in turn at CONNECTIONS for `seconds`, and its peak resident memory meanwhile. */
function loadWithPeak(server: SpawnedServer, paths: string[], seconds = DURATION) {
  return withPeak(server.pid, () =>
    measure({
      baseUrl: server.url,
      paths,
      connections: CONNECTIONS,
      durationSeconds: seconds,
      warmupSeconds: 0,
    }),
  );
}

async function withPeak<T>(pid: number, run: () => Promise<T>): Promise<[T, number]> {
  let peak = rssKb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 250);
  try {
    return [await run(), peak];
  } finally {
    clearInterval(timer);
  }
}

async function profilePostgres(): Promise<ProfileRow[]> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-bench-profile-'));
  const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-cpu-prof-'));
  const database = new URL(PG_URL).pathname.slice(1);
  const stats = new pg.Client({ connectionString: PG_URL });
  const rows: ProfileRow[] = [];
  const allCores = `0-${CORES - 1}`;
  let pinned = false;
  try {
    const envVars = await serverEnv('postgres', mediaDir);
    await stats.connect();
    buildServer();
    if (PIN) {
      // New backends fork from the postmaster and inherit its CPUs.
      pinned = postgresPids().every((pid) => pin(pid, `1-${CORES - 1}`));
      pinned = pin(process.pid, `1-${CORES - 1}`) && pinned;
      console.log(
        pinned
          ? `Server on CPU 0; PostgreSQL and the load on CPUs 1-${CORES - 1}`
          : 'Could not pin (taskset): unpinned',
      );
    }
    let ids: string[] = [];
    for (const target of TARGETS) {
      const dir = path.join(profDir, target.name.replace(/\W+/g, '-'));
      const server: SpawnedServer = await spawnServer({
        env: envVars,
        nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
        startTimeoutMs: 600_000,
        compiled: true,
      });
      if (pinned) pin(server.pid, '0');
      let load: LoadResult;
      let before = 0;
      let after = 0;
      let peak = 0;
      let idle = 0;
      let window: Window = { from: 0, to: 0 };
      let serverCpu = 0;
      let databaseCpu = 0;
      const postgresCpu = postgresCpuCounter();
      try {
        if (ids.length === 0) ids = await businessIds(server.url);
        const paths = target.paths(ids);
        // Warm the process (JIT, pool), then count statements over the timed run alone.
        await loadWithPeak(server, paths, 3);
        idle = rssKb(server.pid);
        before = await commits(stats, database);
        const cpuBefore = [processCpuSeconds(server.pid), postgresCpu()] as const;
        const from = Number(process.hrtime.bigint() / 1000n);
        [load, peak] = await loadWithPeak(server, paths);
        window = { from, to: Number(process.hrtime.bigint() / 1000n) };
        serverCpu = processCpuSeconds(server.pid) - cpuBefore[0];
        databaseCpu = postgresCpu() - cpuBefore[1];
        after = await commits(stats, database);
      } finally {
        await server.stop();
      }
      const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) throw new Error(`No CPU profile in ${dir}: ${server.output()}`);
      // The timed run only: not start-up, the warm-up or the statistics reads.
      const breakdown = categorise(readProfile(path.join(dir, file)), window);
      const idleShare = breakdown.categories.find((c) => c.name === 'idle')?.share ?? 0;
      const perResponse = (us: number) => us / Math.max(1, load.responses);
      // The count includes the statistics reads of this script (two per measurement).
      const statements = after - before - 2;
      rows.push({
        ...target,
        load,
        statementsPerRequest: load.responses > 0 ? statements / load.responses : null,
        serverCpuUs: perResponse(serverCpu * 1e6),
        mainThreadUs: perResponse((1 - idleShare) * (window.to - window.from)),
        postgresCpuUs: perResponse(databaseCpu * 1e6),
        breakdown,
        rssIdleMb: idle / 1024,
        rssPeakMb: peak / 1024,
      });
      console.log(
        `${target.route}: ${load.requestsPerSecond.toFixed(0)} req/s, p99 ${load.p99.toFixed(1)} ms, ` +
          `${(statements / load.responses).toFixed(2)} statements/request`,
      );
    }
  } finally {
    if (pinned) {
      for (const pid of postgresPids()) pin(pid, allCores);
      pin(process.pid, allCores);
    }
    await stats.end();
    fs.rmSync(mediaDir, { recursive: true, force: true });
    fs.rmSync(profDir, { recursive: true, force: true });
  }
  return rows;
}

/** Resident memory of a fresh server, idle and under the items page at 100 connections. */
async function memory(driver: string): Promise<MemoryRow> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-bench-memory-'));
  try {
    // Memory of the server as `npm start` runs it (built), not through tsx.
    buildServer();
    const server = await spawnServer({
      env: await serverEnv(driver, mediaDir),
      startTimeoutMs: 600_000,
      compiled: true,
    });
    try {
      await new Promise((r) => setTimeout(r, 2000));
      const idleMb = rssKb(server.pid) / 1024;
      const ids = await businessIds(server.url);
      const paths = TARGETS.flatMap((t) => t.paths(ids));
      const [, peak] = await loadWithPeak(server, paths);
      await new Promise((r) => setTimeout(r, 5000));
      return { driver, idleMb, peakMb: peak / 1024, afterMb: rssKb(server.pid) / 1024 };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

async function main() {
  const rows = DRIVERS.includes('postgres') ? await profilePostgres() : [];
  const memoryRows: MemoryRow[] = [];
  for (const driver of DRIVERS) memoryRows.push(await memory(driver));

  // Shares of the main thread's busy time: idle (waiting for PostgreSQL or the network) is left out.
  const categories = [
    ...new Set(
      rows.flatMap((r) => r.breakdown.categories.map((c) => c.name).filter((n) => n !== 'idle')),
    ),
  ];
  const busyShare = (r: ProfileRow, name: string) => {
    const idle = r.breakdown.categories.find((c) => c.name === 'idle')?.samples ?? 0;
    const c = r.breakdown.categories.find((x) => x.name === name);
    return c ? pct(c.samples / Math.max(1, r.breakdown.totalSamples - idle)) : '–';
  };
  const md = [
    '## Where a cache-off request spends its time',
    '',
    `The real server as \`npm start\` runs it (built) with \`PUBLIC_CACHE_MS=0\` on PostgreSQL (10,000 businesses / 200,000 items), ${CONNECTIONS} connections for ${DURATION} s per endpoint after a 3 s warm-up, with \`node --cpu-prof\`. ` +
      (PIN
        ? 'The server runs alone on the first core, PostgreSQL and the load generator on the other(s) (`taskset`; `BENCH_PROFILE_PIN=false` turns it off): unpinned, PostgreSQL preempts the server inside its socket writes and the profiler counts that wait as `writev`. '
        : '') +
      'Statements per request are counted by PostgreSQL (`pg_stat_database.xact_commit` before and after). ' +
      "CPU per request is user plus system time from /proc over the timed run: the server process (all its threads, garbage collection helpers included), its main thread (the profile's busy samples over the timed run), and all PostgreSQL processes.",
    '',
    '| Endpoint | Requests/s | p99 ms | Statements/request | Server CPU µs/request | of it on the main thread µs | PostgreSQL CPU µs/request |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} \`${r.route}\` | ${r.load.requestsPerSecond.toFixed(0)} | ${r.load.p99.toFixed(1)} | ${r.statementsPerRequest?.toFixed(2) ?? '–'} | ${r.serverCpuUs.toFixed(0)} | ${r.mainThreadUs.toFixed(0)} | ${r.postgresCpuUs.toFixed(0)} |`,
    ),
    '',
    "The main thread's busy time by where the code lives (self time, with V8 built-ins such as JSON and RegExp counted to the package that called them):",
    '',
    `| Endpoint | ${categories.join(' | ')} |`,
    `|---|${categories.map(() => '---:').join('|')}|`,
    ...rows.map(
      (r) => `| ${r.name} | ${categories.map((name) => busyShare(r, name)).join(' | ')} |`,
    ),
    '',
    'The heaviest functions (self time, share of all samples of the timed runs, all endpoints together):',
    '',
    '| Function | Where | Share |',
    '|---|---|---:|',
    ...topFunctions(rows).map((f) => `| \`${f.name}\` | ${f.where} | ${pct(f.share)} |`),
    '',
    '### Resident memory',
    '',
    `A fresh server as \`npm start\` runs it (built, \`apps/server/dist/main.js\`; cache off), idle 2 s after start-up, then its peak under all four endpoints in turn at ${CONNECTIONS} connections, and 5 s after the load.`,
    '',
    '| Database | Idle MB | Peak under load MB | After load MB |',
    '|---|---:|---:|---:|',
    ...memoryRows.map(
      (m) =>
        `| ${m.driver === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'} | ${m.idleMb.toFixed(0)} | ${m.peakMb.toFixed(0)} | ${m.afterMb.toFixed(0)} |`,
    ),
    '',
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores.`,
  ];
  const resultsDir = path.join(root, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'profile.json'),
    JSON.stringify({ date: new Date().toISOString(), rows, memoryRows }, null, 2),
  );
  fs.writeFileSync(path.join(resultsDir, 'profile.md'), md.join('\n') + '\n');
  console.log(`\n${md.join('\n')}`);
}

function topFunctions(rows: ProfileRow[]) {
  const all = new Map<string, { name: string; where: string; samples: number }>();
  let total = 0;
  for (const row of rows) {
    total += row.breakdown.totalSamples;
    for (const f of row.breakdown.functions) {
      const key = `${f.name}@${f.where}`;
      const entry = all.get(key) ?? { name: f.name, where: f.where, samples: 0 };
      entry.samples += f.samples;
      all.set(key, entry);
    }
  }
  return [...all.values()]
    .sort((a, b) => b.samples - a.samples)
    .slice(0, 15)
    .map((f) => ({ ...f, share: f.samples / Math.max(1, total) }));
}

await main();
