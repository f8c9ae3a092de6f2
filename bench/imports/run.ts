// Imports of a city (issue 36, decision 044): how long an OpenStreetMap file of 10,000 elements takes
// and how much memory, on PGlite and on PostgreSQL, and what the API's readers get while one runs.
//   cd /work/main && npm run build && npx tsx bench/imports/run.ts   (or: npm run bench -- imports)
// 1. A generated Overpass JSON city (overpass-city.ts, seeded) and a second one with other ids.
// 2. Each step in a process of its own (measure-step.ts), timed, with peak RSS and heap above the
//    process before it: the file's places read and checked without a database; then each import,
//    the upload (the file read, stored with its import row) and the run (the job: every place
//    checked, then written in batches) in the same process. A dry run, the import (every place
//    created) and a re-import of the same file (every place unchanged), on a fresh database each run.
// 3. The built server on that database (jobs running, as `npm start` has them) under reads at full
//    load (autocannon: the business listing's JSON and business pages) and a probe sent on a clock:
//    idle, while the second city's file is uploaded, and while its import runs.
// Settings (environment): BENCH_IMPORTS_ELEMENTS (10000), BENCH_IMPORTS_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/menudex_bench_imports, dropped and made again each run),
// BENCH_IMPORTS_DRIVERS (postgres,pglite), BENCH_IMPORTS_DURATION (seconds per read window, 10),
// BENCH_IMPORTS_CONNECTIONS (autocannon's, per kind of read, 5).
// Writes bench/results/imports.json and bench/results/imports.md.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createSessionTokens } from '../../apps/server/src/lib/session-tokens.ts';
import { toHours } from '../../apps/server/src/modules/imports/formats/opening-hours.ts';
import {
  IMPORT_BATCH_SIZE,
  PGLITE_WRITE_SLICE_MS,
} from '../../apps/server/src/modules/imports/imports.service.ts';
import {
  buildServer,
  spawnServer,
  type SpawnedServer,
} from '../../apps/server/src/testing/spawn-server.ts';
import { BENCH_JWT_SECRET, repoRoot } from '../support/bench-data.ts';
import { percentile } from '../support/load.ts';
import type {
  CheckStepResult,
  ImportStepResult,
  StepDatabase,
  StepRequest,
  StepResult,
} from './measure-step.ts';
import {
  HELD_HOURS_KINDS,
  HOURS_KINDS,
  OAKLAND,
  overpassCity,
  overpassJson,
  SAN_JOSE,
  type CityCounts,
  type HoursKind,
  type OverpassCity,
} from './overpass-city.ts';

const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const ELEMENTS = num('BENCH_IMPORTS_ELEMENTS', 10_000);
const DB_URL =
  env.BENCH_IMPORTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/menudex_bench_imports';
const DRIVERS = (env.BENCH_IMPORTS_DRIVERS ?? 'postgres,pglite')
  .split(',')
  .map((d) => d.trim())
  .filter((d): d is Driver => d === 'postgres' || d === 'pglite');
const DURATION = num('BENCH_IMPORTS_DURATION', 10);
const CONNECTIONS = num('BENCH_IMPORTS_CONNECTIONS', 5);
const WEB_DIST = path.join(repoRoot, 'apps/web/dist');
/** How long the second import may take to finish after the read windows. */
const FINISH_TIMEOUT_MS = 20 * 60_000;
/** The server as shipped: shedding at a second of event-loop delay (spawnServer turns it off). */
const SHED_DELAY_MS = '1000';
const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

type Driver = 'postgres' | 'pglite';

if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js')))
  throw new Error('Build the web app first (npm run build): business pages are rendered');

// ---------------------------------------------------------------------------------------------
// The files

type CityFile = { file: string; bytes: number; counts: CityCounts; city: OverpassCity };

function writeCity(dir: string, name: string, city: OverpassCity): CityFile {
  const file = path.join(dir, `${name}.json`);
  const text = overpassJson(city);
  fs.writeFileSync(file, text);
  return { file, bytes: Buffer.byteLength(text), counts: city.counts, city };
}

type HoursCost = { kind: HoursKind; values: number; distinct: number; seconds: number };

/**
 * What reading the file's opening_hours costs, by kind: each distinct reading once, as checking the
 * places asks for it (the value with the place's state and country: readings are kept per those),
 * cold.
 */
function hoursCost(city: OverpassCity): HoursCost[] {
  const now = new Date();
  const byKind = new Map<
    HoursKind,
    { values: number; keys: Map<string, [string, string, string]> }
  >();
  for (const e of city.elements) {
    const kind = city.hoursKindOf.get(`${e.type}/${e.id}`);
    const value = e.tags.opening_hours;
    if (!kind || value === undefined) continue;
    const state = e.tags['addr:state'] ?? '';
    const country = e.tags['addr:country'] ?? 'US';
    const entry = byKind.get(kind) ?? { values: 0, keys: new Map() };
    entry.values++;
    entry.keys.set([value, state, country].join('\u0000'), [value, state, country]);
    byKind.set(kind, entry);
  }
  return HOURS_KINDS.flatMap((kind) => {
    const entry = byKind.get(kind);
    if (!entry) return [];
    const started = performance.now();
    for (const [value, state, country] of entry.keys.values())
      toHours(value, { timeZone: DEFAULT_TIME_ZONE, now, country, state });
    return [
      {
        kind,
        values: entry.values,
        distinct: entry.keys.size,
        seconds: (performance.now() - started) / 1000,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// The measured steps, each in its own process

function runStep(request: StepRequest): Promise<StepResult> {
  return new Promise((resolve, reject) => {
    const child = fork(
      path.join(repoRoot, 'bench/imports/measure-step.ts'),
      [JSON.stringify(request)],
      {
        cwd: repoRoot,
        execArgv: ['--import', 'tsx', '--expose-gc'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    let result: StepResult | null = null;
    child.on('message', (message) => (result = message as StepResult));
    child.once('error', reject);
    child.once('exit', (code) =>
      result && code === 0
        ? resolve(result)
        : reject(new Error(`The ${request.step} step failed (exit ${code ?? 'signal'})`)),
    );
  });
}

async function importStep(database: StepDatabase, file: string, dryRun: boolean) {
  const result = await runStep({ step: 'import', database, file, dryRun });
  if (result.step !== 'import') throw new Error('unexpected step answer');
  const c = result.counts;
  console.log(
    `  ${dryRun ? 'dry run' : 'import'}: upload ${result.upload.seconds.toFixed(1)} s, run ${result.run.seconds.toFixed(1)} s; ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.skipped} skipped`,
  );
  return result;
}

/** An empty database: PostgreSQL's dropped and made again, or a new PGlite folder. */
async function freshDatabase(driver: Driver, workDir: string): Promise<StepDatabase> {
  if (driver === 'pglite') {
    const dir = path.join(workDir, 'pglite-data');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    return { DATA_DIR: dir };
  }
  const name = new URL(DB_URL).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name in ${DB_URL}`);
  const admin = new URL(DB_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return { DATABASE_URL: DB_URL };
}

// ---------------------------------------------------------------------------------------------
// Reads: at full load, and a probe on a clock

type Series = {
  answered: number;
  perSecond: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
};

type Reads = { api: Series; page: Series };

type ReadKind = { name: keyof Reads; paths: string[]; headers: Record<string, string> };

/**
 * Reads the paths in turn over `connections` connections, each sending its next request when the
 * last is answered, until stopped: the server at full load. While it stalls, at most `connections`
 * reads wait; one still waiting when the window closes is not counted. The timeout is long: a
 * stalled read is measured, not cut.
 */
function readLoad(url: string, kind: ReadKind, connections: number) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const instance = autocannon({
    url,
    connections,
    duration: 3600,
    timeout: 300,
    headers: kind.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: kind.paths[next++ % kind.paths.length] ?? '/',
        }),
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  instance.on('reqError', () => errors++);
  const done = new Promise<void>((resolve) => {
    instance.once('done', () => resolve());
  });
  return {
    async stop(): Promise<Series> {
      const seconds = (performance.now() - started) / 1000;
      instance.stop();
      await done;
      const sorted = Float64Array.from(times).sort();
      return {
        answered: times.length,
        perSecond: times.length / seconds,
        seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        statuses,
        errors,
      };
    },
  };
}

function startReads(url: string, kinds: ReadKind[]) {
  const loads = kinds.map((k) => ({ name: k.name, load: readLoad(url, k, CONNECTIONS) }));
  return async (): Promise<Reads> => {
    const results = await Promise.all(
      loads.map(async (l) => [l.name, await l.load.stop()] as const),
    );
    return Object.fromEntries(results) as Reads;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The largest resident set a process reaches while sampled (every 20 ms, from /proc). */
function watchRss(pid: number) {
  const read = () => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kb ? Number(kb) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), 20);
  return {
    now: read,
    /** The peak since the last take, and a new watch from now. */
    take() {
      const value = Math.max(peak, read());
      peak = read();
      return value;
    },
    stop: () => clearInterval(timer),
  };
}

// ---------------------------------------------------------------------------------------------
// The API while an import runs

type ImportReport = {
  _id: string;
  status: string;
  total: number;
  processed: number;
  counts: { created: number; updated: number; unchanged: number; skipped: number };
  startedAt: string | null;
  finishedAt: string | null;
};

type ProbeSeries = {
  sent: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
};

/** The read windows; 'after' is what is sent once they are over (not reported). */
type Window = 'idle' | 'upload' | 'running' | 'after';

/**
 * GET /api/businesses/pages/1 every PROBE_EVERY_MS, each on its own whatever the others are doing,
 * until stopped: the wait of a visitor who arrives at that moment, which a load generator that
 * sends only on a free connection cannot see while the server stalls. Each request counts to the
 * window it was sent in, however late its answer came.
 */
function startProbe(url: string) {
  type Sent = { window: Window; at: number; ms: number; status: number };
  const sent: Sent[] = [];
  const pending = new Set<Promise<void>>();
  let window: Window = 'idle';
  const timer = setInterval(() => {
    const record: Sent = { window, at: performance.now(), ms: Number.NaN, status: 0 };
    sent.push(record);
    const request = fetch(`${url}/api/businesses/pages/1`, {
      signal: AbortSignal.timeout(300_000),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        record.status = res.status;
      })
      .catch(() => {
        record.status = 0;
      })
      .finally(() => {
        record.ms = performance.now() - record.at;
        pending.delete(request);
      });
    pending.add(request);
  }, PROBE_EVERY_MS);
  return {
    enter(next: Window) {
      window = next;
    },
    async stop(): Promise<Record<Exclude<Window, 'after'>, ProbeSeries>> {
      clearInterval(timer);
      await Promise.all(pending);
      const of = (w: Window): ProbeSeries => {
        const mine = sent.filter((r) => r.window === w);
        const sorted = Float64Array.from(mine.map((r) => r.ms)).sort();
        const statuses: Record<string, number> = {};
        for (const r of mine) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        return {
          sent: mine.length,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          max: sorted[sorted.length - 1] ?? Number.NaN,
          statuses,
        };
      };
      return { idle: of('idle'), upload: of('upload'), running: of('running') };
    },
  };
}
const PROBE_EVERY_MS = 100;

type ApiResult = {
  driver: Driver;
  idle: Reads;
  upload: Reads & { postSeconds: number; status: number };
  running: Reads & {
    /** From the 202 to the job's start (startedAt; the runner polls every second). */
    startSeconds: number | null;
    atEnd: { status: string; processed: number; total: number; answeredAfterSeconds: number };
    progress: Array<{ second: number; processed: number }>;
  };
  probe: Record<Exclude<Window, 'after'>, ProbeSeries>;
  finished: {
    status: string;
    counts: ImportReport['counts'];
    /** The job's own time (startedAt to finishedAt). */
    seconds: number | null;
  };
  serverRss: { idle: number; upload: number; running: number };
};

async function apiWhileImporting(
  driver: Driver,
  database: StepDatabase,
  file: CityFile,
  workDir: string,
): Promise<ApiResult> {
  const admin = await runStep({
    step: 'admin',
    database,
    email: `bench-admin-${Date.now()}@example.com`,
  });
  if (admin.step !== 'admin') throw new Error('unexpected step answer');
  const token = await createSessionTokens(BENCH_JWT_SECRET, '2h', systemClock).sign(admin.adminId);
  const auth = { authorization: `Bearer ${token}` };
  const mediaDir = path.join(workDir, `server-${driver}`);
  fs.mkdirSync(mediaDir, { recursive: true });
  const server: SpawnedServer = await spawnServer({
    compiled: true,
    startTimeoutMs: 600_000,
    env: {
      ...('DATABASE_URL' in database
        ? { DATABASE_URL: database.DATABASE_URL, DATA_DIR: mediaDir }
        : { DATA_DIR: database.DATA_DIR }),
      JWT_SECRET: BENCH_JWT_SECRET,
      DEMO: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST,
      MAX_EVENT_LOOP_DELAY_MS: SHED_DELAY_MS,
      // One load generator asks for every page from one address: past the per-client render budget.
      PAGE_RENDERS_PER_CLIENT: '0',
    },
  });
  const rss = watchRss(server.pid);
  let probe: ReturnType<typeof startProbe> | null = null;
  try {
    const kinds: ReadKind[] = [
      { name: 'api', paths: ['/api/businesses/pages/1'], headers: {} },
      {
        name: 'page',
        paths: admin.businessIds.map((id) => `/businesses/${id}`),
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      },
    ];
    for (const kind of kinds)
      for (const p of kind.paths)
        await (await fetch(server.url + p, { headers: kind.headers })).arrayBuffer();
    // Warm-up: the first reads after start-up are not the idle state.
    const warm = startReads(server.url, kinds);
    await sleep(2000);
    await warm();
    rss.take();

    console.log(`  idle reads, ${DURATION} s ...`);
    probe = startProbe(server.url);
    const idleReads = startReads(server.url, kinds);
    await sleep(DURATION * 1000);
    const idle = await idleReads();
    const idleRss = rss.take();

    console.log('  upload ...');
    const form = new FormData();
    form.set('kind', 'osm');
    form.set('dryRun', 'false');
    form.set(
      'file',
      new Blob([fs.readFileSync(file.file)], { type: 'application/json' }),
      'city.json',
    );
    probe.enter('upload');
    const uploadReads = startReads(server.url, kinds);
    const posted = performance.now();
    const res = await fetch(`${server.url}/api/imports`, {
      method: 'POST',
      headers: auth,
      body: form,
      signal: AbortSignal.timeout(600_000),
    });
    const postSeconds = (performance.now() - posted) / 1000;
    const acceptedAt = Date.now();
    const body = (await res.json()) as { import?: ImportReport; message?: string };
    // The reads the upload held up are answered as soon as it returns: a second more to count them.
    await sleep(1000);
    const uploadWindow = await uploadReads();
    const uploadRss = rss.take();
    if (res.status !== 202 || !body.import)
      throw new Error(`POST /api/imports: ${res.status} ${body.message ?? ''}`);
    const importId = body.import._id;
    /** The import's report; a shed answer (503 while the loop is behind) is asked again. */
    const report = async (): Promise<ImportReport> => {
      for (let attempt = 0; ; attempt++) {
        const r = await fetch(`${server.url}/api/imports/${importId}`, { headers: auth });
        const answer = (await r.json()) as { import?: ImportReport; message?: string };
        if (r.ok && answer.import) return answer.import;
        if (r.status !== 503 || attempt >= 300)
          throw new Error(`GET /api/imports/${importId}: ${r.status} ${answer.message ?? ''}`);
        await sleep(200);
      }
    };

    // The job starts within a second of the 202 (the runner polls): the window starts at once, as
    // asking whether it has started would wait as long as any other request.
    probe.enter('running');
    console.log(`  reads while the import runs, ${DURATION} s ...`);
    const runningReads = startReads(server.url, kinds);
    const windowStarted = performance.now();
    const progress: Array<{ second: number; processed: number }> = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const r = await report();
        progress.push({
          second: Math.round((performance.now() - windowStarted) / 1000),
          processed: r.processed,
        });
        await sleep(1000);
      }
    })();
    await sleep(DURATION * 1000);
    const running = await runningReads();
    probe.enter('after');
    polling = false;
    const runningRss = rss.take();
    const askedAtEnd = performance.now();
    let current = await report();
    const atEnd = {
      status: current.status,
      processed: current.processed,
      total: current.total,
      answeredAfterSeconds: (performance.now() - askedAtEnd) / 1000,
    };
    await poller;
    const startSeconds = current.startedAt
      ? (Date.parse(current.startedAt) - acceptedAt) / 1000
      : null;
    console.log(`  at the window's end: ${atEnd.status}, ${atEnd.processed} of ${atEnd.total}`);
    // Probes sent after the windows would count to idle: stop before anything else is sent.
    const probed = await probe.stop();
    probe = null;

    const finishBy = performance.now() + FINISH_TIMEOUT_MS;
    while (
      (current.status === 'running' || current.status === 'queued') &&
      performance.now() < finishBy
    ) {
      await sleep(2000);
      current = await report();
    }
    const seconds =
      current.startedAt && current.finishedAt
        ? (Date.parse(current.finishedAt) - Date.parse(current.startedAt)) / 1000
        : null;
    console.log(`  finished: ${current.status} in ${seconds?.toFixed(0) ?? '?'} s`);
    return {
      driver,
      idle,
      upload: { ...uploadWindow, postSeconds, status: res.status },
      running: { ...running, startSeconds, atEnd, progress },
      probe: probed,
      finished: { status: current.status, counts: current.counts, seconds },
      serverRss: { idle: idleRss, upload: uploadRss, running: runningRss },
    };
  } finally {
    await probe?.stop();
    rss.stop();
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------

type DriverResult = {
  driver: Driver;
  migrateSeconds: number;
  dryRun: ImportStepResult;
  import: ImportStepResult;
  reimport: ImportStepResult;
  api: ApiResult;
};

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-bench-imports-'));
  try {
    console.log(`Generating two cities of ${ELEMENTS} elements ...`);
    const first = writeCity(
      workDir,
      'san-jose',
      overpassCity({ elements: ELEMENTS, seed: 1, preset: SAN_JOSE, idBase: 300_000_000 }),
    );
    const second = writeCity(
      workDir,
      'oakland',
      overpassCity({ elements: ELEMENTS, seed: 2, preset: OAKLAND, idBase: 600_000_000 }),
    );
    console.log('Reading the opening hours by kind ...');
    const hours = hoursCost(first.city);
    const check = await runStep({ step: 'check', file: first.file });
    if (check.step !== 'check') throw new Error('unexpected step answer');
    console.log(`Checked ${check.rows} places without a database in ${check.seconds.toFixed(1)} s`);
    buildServer();

    const drivers: DriverResult[] = [];
    for (const driver of DRIVERS) {
      console.log(`\n${driver}`);
      const database = await freshDatabase(driver, workDir);
      const migrated = await runStep({ step: 'migrate', database });
      if (migrated.step !== 'migrate') throw new Error('unexpected step answer');
      const dryRun = await importStep(database, first.file, true);
      const imported = await importStep(database, first.file, false);
      const reimport = await importStep(database, first.file, false);
      const api = await apiWhileImporting(driver, database, second, workDir);
      drivers.push({
        driver,
        migrateSeconds: migrated.seconds,
        dryRun,
        import: imported,
        reimport,
        api,
      });
    }

    const results = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
      loadAverage: os.loadavg()[0] ?? 0,
      node: process.version,
      elements: ELEMENTS,
      files: {
        first: { bytes: first.bytes, counts: first.counts },
        second: { bytes: second.bytes, counts: second.counts },
      },
      hours,
      check,
      batchSize: IMPORT_BATCH_SIZE,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      drivers,
    };
    const dir = path.join(repoRoot, 'bench/results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'imports.json'), JSON.stringify(results, null, 2));
    const md = markdown(results);
    fs.writeFileSync(path.join(dir, 'imports.md'), md);
    console.log(`\n${md}`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The section of docs/benchmarks.md

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const f1 = (n: number) => n.toFixed(1);
const ms = (n: number) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : '–');
const ratio = (a: number, b: number) =>
  b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(1)}×` : '–';
/** The answers that were not 2xx or 3xx (0: no answer), and the connection errors. */
const statusText = (s: Series | ProbeSeries) =>
  Object.entries(s.statuses)
    .filter(([code]) => !code.startsWith('2') && !code.startsWith('3'))
    .map(([code, n]) => `${n} × ${code === '0' ? 'none' : code}`)
    .concat('errors' in s && s.errors > 0 ? [`${s.errors} errors`] : [])
    .join(', ') || '–';

function markdown(r: {
  machine: string;
  loadAverage: number;
  elements: number;
  files: {
    first: { bytes: number; counts: CityCounts };
    second: { bytes: number; counts: CityCounts };
  };
  hours: HoursCost[];
  check: CheckStepResult;
  batchSize: number;
  connections: number;
  durationSeconds: number;
  drivers: DriverResult[];
}): string {
  const c = r.files.first.counts;
  const withHours = Object.entries(c.hours)
    .filter(([k]) => k !== 'none')
    .reduce((n, [, v]) => n + v, 0);
  const row = (
    database: string,
    label: string,
    p: { seconds: number; cpuSeconds: number; memory: { rss: number; heapUsed: number } },
    what: string,
  ) =>
    `| ${database} | ${label} | ${f1(p.seconds)} | ${f1(p.cpuSeconds)} | ${mb(p.memory.rss)} | ${mb(p.memory.heapUsed)} | ${what} |`;
  const checkRow = row(
    'none',
    'read and check every place',
    r.check,
    `${r.check.rows} places (what the job's checks cost in all)`,
  );
  const speedRows = r.drivers.flatMap((d) => {
    const uploads = [d.dryRun, d.import, d.reimport].map((s) => s.upload);
    const upload = uploads.slice().sort((a, b) => a.seconds - b.seconds)[1] ?? uploads[0]!;
    const counts = (s: ImportStepResult) =>
      `${s.counts.created} created, ${s.counts.updated} updated, ${s.counts.unchanged} unchanged, ${s.counts.skipped} skipped`;
    return [
      row(
        d.driver,
        'upload: read the file, store it',
        upload,
        `${d.import.total} places (median of the 3 uploads)`,
      ),
      row(d.driver, 'dry run', d.dryRun.run, counts(d.dryRun)),
      row(d.driver, 'import', d.import.run, counts(d.import)),
      row(d.driver, 're-import, same file', d.reimport.run, counts(d.reimport)),
    ];
  });
  const baselines = r.drivers
    .map(
      (d) =>
        `${d.driver} ${mb(d.import.baseline.rss)} MB RSS / ${mb(d.import.baseline.heapUsed)} MB heap`,
    )
    .join(', ');
  const firstBatch = r.drivers
    .map((d) => `${d.driver} ${f1(d.import.run.firstBatchSeconds ?? NaN)} s`)
    .join(', ');
  const hoursRows = r.hours.map(
    (h) =>
      `| ${h.kind} | ${HELD_HOURS_KINDS.has(h.kind) ? 'hours' : 'kept as text'} | ${h.values} | ${h.distinct} | ${ms((h.seconds * 1000) / Math.max(1, h.distinct))} | ${f1(h.seconds)} |`,
  );
  const hoursTotal = r.hours.reduce((s, h) => s + h.seconds, 0);
  const apiRows = r.drivers.flatMap((d) => {
    const reads: Array<[string, Record<Exclude<Window, 'after'>, Series | ProbeSeries>]> = [
      [
        '`/api/businesses/pages/1`',
        { idle: d.api.idle.api, upload: d.api.upload.api, running: d.api.running.api },
      ],
      [
        '`/businesses/{id}` (20 in turn)',
        { idle: d.api.idle.page, upload: d.api.upload.page, running: d.api.running.page },
      ],
      [`probe: \`/api/businesses/pages/1\` every ${PROBE_EVERY_MS} ms`, d.api.probe],
    ];
    return reads.flatMap(([label, windows]) =>
      (['idle', 'upload', 'running'] as const).map((w) => {
        const x = windows[w];
        const idle = windows.idle;
        const count = 'answered' in x ? `${x.perSecond.toFixed(0)}/s` : `${x.sent} sent`;
        const vs = w === 'idle' ? '' : `${ratio(x.p50, idle.p50)} / ${ratio(x.p99, idle.p99)}`;
        return `| ${d.driver} | ${label} | ${w} | ${ms(x.p50)} | ${ms(x.p99)} | ${ms(x.max)} | ${count} | ${statusText(x)} | ${vs} |`;
      }),
    );
  });
  const progressRows = r.drivers.map((d) => {
    const a = d.api;
    const end = a.running.atEnd;
    return `| ${d.driver} | ${f1(a.upload.postSeconds)} | ${a.running.startSeconds === null ? '–' : f1(a.running.startSeconds)} | ${end.status}, ${end.processed} of ${end.total} (answered after ${f1(end.answeredAfterSeconds)} s) | ${a.finished.status} in ${a.finished.seconds === null ? '–' : f1(a.finished.seconds)} s: ${a.finished.counts.created} created, ${a.finished.counts.skipped} skipped | ${mb(a.serverRss.idle)} / ${mb(a.serverRss.upload)} / ${mb(a.serverRss.running)} |`;
  });
  return [
    '## Imports: a city of OpenStreetMap places',
    '',
    `\`npx tsx bench/imports/run.ts\` on ${r.machine} (1-minute load average ${f1(r.loadAverage)} at the end; other work shared the machine, so compare the ratios of one run, not seconds across runs). The file: generated Overpass JSON (\`bench/imports/overpass-city.ts\`, seeded) of ${r.elements} elements, ${(r.files.first.bytes / 2 ** 20).toFixed(1)} MB: ${c.nodes} nodes and ${c.ways} ways with \`center\`; ${c.foodPlaces} named food places (restaurants, fast food, cafes, bars, bakeries…, a tenth of them chain branches) and ${c.others} elements an import leaves out (banks, bus stops, supermarkets, unnamed food places). ${c.withPhone} places have a phone (${c.foreignPhones} abroad, ${c.sharedPhones} a chain's shared number), ${c.withWebsite} a website; ${withHours} have \`opening_hours\` (${c.distinctHours} distinct values; the mix is in the second table).`,
    '',
    `Each step in a process of its own. First the file's places read and checked without a database (\`parseBusinessFile\`: what the job's checks cost in all). Then each import on a fresh database (PostgreSQL \`menudex_bench_imports\` dropped and made again; a new PGlite folder): the upload (\`importsService.upload\`: the file read, a 400 if it cannot be, and stored with its import row), then the run as the job makes it, in the same process (every place checked in 10 ms slices, then written in transactions of ${r.batchSize} places on PostgreSQL, and on PGlite of at most ${PGLITE_WRITE_SLICE_MS} ms of writes). Peak memory is above the process just before the step (the upload's, for the run), after a full collection (check ${mb(r.check.baseline.rss)} MB RSS / ${mb(r.check.baseline.heapUsed)} MB heap; ${baselines}, the database's migrations and connections included): RSS is the kernel's high-water mark (reset at the start of each phase) or the 20 ms samples, whichever is larger; heap used is V8's size before each collection (\`v8.GCProfiler\`) or the samples, which miss what a synchronous stretch such as the file's JSON.parse holds.`,
    '',
    '| Database | Step | Seconds | CPU s | Peak RSS MB | Peak heap MB | Outcome |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    checkRow,
    ...speedRows,
    '',
    `From the run's start to its first committed batch of ${r.batchSize} places: ${firstBatch}.`,
    '',
    `Where checking's time goes: reading each distinct \`opening_hours\` value (with the place's state and country, as readings are kept) once, cold, in the benchmark's process, by kind of value: ${f1(hoursTotal)} s in all.`,
    '',
    '| Kind | Becomes | Values | Distinct | ms each | Seconds |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...hoursRows,
    '',
    `The API meanwhile: the built server (jobs running from start-up, load shedding as shipped at ${SHED_DELAY_MS} ms) on the database the steps above left (the ${r.drivers[0]?.import.counts.created ?? ''} places of the first file). Idle for ${r.durationSeconds} s; then the second file (another city of ${r.elements} elements, ${(r.files.second.bytes / 2 ** 20).toFixed(1)} MB, every place new) is posted to \`POST /api/imports\` as an admin, and the reads are counted from the post until a second after its answer ("upload"); then for ${r.durationSeconds} s more ("running": the job starts within a second of the 202). Two kinds of reader. Autocannon at full load, ${r.connections} connections per kind of read (the business pages asked for as a browser does, compressed), each sending its next request when the last is answered: while the server stalls at most ${r.connections} reads wait and no others are sent, so a stall shows in the max and in fewer answers a second more than in the p99, and a read still waiting when a window closes is not counted. The probe: one request every ${PROBE_EVERY_MS} ms on a new connection when none is free, whatever the others are doing, counted in the window it was sent in however late its answer came: what a visitor arriving at that moment waits. Milliseconds; the ratios are against idle, in the same run.`,
    '',
    '| Database | Read | Window | p50 | p99 | max | Answered | Not 2xx/3xx | ÷ idle p50 / p99 |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | --- | --- |',
    ...apiRows,
    '',
    "| Database | POST /api/imports took (s) | 202 to the job's start (s) | When the running window closed | The import (job time) | Server RSS MB: idle / upload / running peak |",
    '| --- | ---: | ---: | --- | --- | --- |',
    ...progressRows,
    '',
  ].join('\n');
}

await main();
