// The database alone: the exact statements the server sends for a few answers, captured from the
// current code at run time, then run by pgbench (`-M prepared`) on the same benchmark set, with no
// Node in the way. Its rate is the physical limit of that read on this machine: bench/api divides
// its cache-off rows by it ("share of the database alone").
//   cd /work/main && npx tsx bench/statements/run.ts        (or: npx tsx bench/run-all.ts statements)
// How: the app is built in this process (buildApp, as main.ts does, on the bench database, the
// anonymous-answer cache off), each URL is asked for once through app.inject, then again while
// database.watchStatements records the SQL and parameters of every statement it sends. Each URL
// becomes one pgbench script (one transaction = every statement one request sends); an answer of
// several URLs (30 pages) is one pgbench run over all its scripts, each picked with the same weight.
// Parameters are bound as the server binds them: each `$n` becomes a pgbench variable (`-D`), which
// `-M prepared` sends as a parameter of unspecified type, as node-postgres does; the server
// prepares its frequent statements too (db/prepared-statements.ts). BENCH_STATEMENTS_PARAMETERS=inline
// writes them into the SQL as quoted literals instead (then every run reuses one plan made for
// those values). Connections set max_parallel_workers_per_gather = 0, as the server's do.
// Settings (environment): BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/menudex_bench),
// BENCH_STATEMENTS_CLIENTS (4), BENCH_STATEMENTS_THREADS (2), BENCH_STATEMENTS_DURATION (10 s),
// BENCH_STATEMENTS_WARMUP (2 s), BENCH_STATEMENTS_ANSWERS (items-page,business-page,businesses-page,
// search-pho,filter), BENCH_STATEMENTS_PARAMETERS (bound or inline).
// Writes bench/results/statements.json, statements.md, and the scripts in bench/results/statements/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openConfiguredDatabase } from '../../apps/server/src/db/open-configured.ts';
import { BENCH_JWT_SECRET, preparePostgres, repoRoot } from '../support/bench-data.ts';
import { postgresCpuCounter } from '../support/cpu.ts';
import { describeScroll, scrollPaths, SCROLLS, type ScrollVia } from '../support/scroll.ts';
import {
  parameterText,
  parsePgbench,
  pgbenchScript,
  type ParameterMode,
  type PgbenchSummary,
  type Statement,
} from './pgbench-script.ts';

const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/menudex_bench';
const PG_SIZE = { businesses: 10_000, items: 200_000, seed: 1 };
const CLIENTS = num('BENCH_STATEMENTS_CLIENTS', 4);
const THREADS = Math.min(CLIENTS, num('BENCH_STATEMENTS_THREADS', 2));
const DURATION = num('BENCH_STATEMENTS_DURATION', 10);
const WARMUP = num('BENCH_STATEMENTS_WARMUP', 2);
const MODE_SETTING = env.BENCH_STATEMENTS_PARAMETERS ?? 'bound';
if (MODE_SETTING !== 'bound' && MODE_SETTING !== 'inline') {
  throw new Error('BENCH_STATEMENTS_PARAMETERS must be bound or inline');
}
const MODE: ParameterMode = MODE_SETTING;
const ALL_KEYS = ['items-page', 'business-page', 'businesses-page', 'search-pho', 'filter'];
const KEYS = (env.BENCH_STATEMENTS_ANSWERS ?? ALL_KEYS.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter((s) => s !== '');
for (const key of KEYS) {
  if (!ALL_KEYS.includes(key)) throw new Error(`Unknown answer ${key}: use ${ALL_KEYS.join(', ')}`);
}
/** Businesses the business page is read for: the first of pages spread over the whole set. */
const BUSINESS_SAMPLES = 20;
/** How often PostgreSQL's CPU is read during a pgbench run: what an ending connection may lose. */
const SAMPLE_MS = 100;
const resultsDir = path.join(repoRoot, 'bench/results');
const scriptsDir = path.join(resultsDir, 'statements');

type Answer = {
  key: string;
  name: string;
  route: string;
  paths: string[];
  /** How the URLs were made (the scrolls). */
  via?: ScrollVia;
  rotated: string;
};
export type AnswerResult = {
  key: string;
  name: string;
  route: string;
  rotated: string;
  via?: ScrollVia;
  urls: number;
  statementsPerRequest: { min: number; max: number };
  parametersMax: number;
  /** Transactions (one request's statements) per second, pgbench -M prepared. */
  tps: number;
  latencyMs: number;
  transactions: number;
  /** PostgreSQL's CPU per transaction (the bench database's processes, /proc), microseconds. */
  postgresCpuUs: number;
  scripts: string[];
};
export type StatementsResult = {
  date: string;
  database: string;
  pgbench: string;
  clients: number;
  threads: number;
  duration: number;
  parameters: ParameterMode;
  answers: AnswerResult[];
};

/** A request's statements: asked once to warm what it reads once, then again while recording. */
async function capture(
  app: FastifyInstance,
  database: Database,
  url: string,
): Promise<Statement[]> {
  const warm = await app.inject({ method: 'GET', url });
  if (warm.statusCode !== 200) throw new Error(`${url}: ${warm.statusCode} ${warm.body}`);
  const statements: Statement[] = [];
  const stop = database.watchStatements((sql, parameters) =>
    statements.push({ sql, parameters: parameters.map(parameterText) }),
  );
  try {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  } finally {
    stop();
  }
  if (statements.length === 0) throw new Error(`${url} sent no statement (a cache answered?)`);
  return statements;
}

type Pgbench = PgbenchSummary & { output: string };

function connectionArgs(url: string): string[] {
  const u = new URL(url);
  return [
    '-h',
    u.hostname,
    '-p',
    u.port || '5432',
    ...(u.username ? ['-U', decodeURIComponent(u.username)] : []),
    u.pathname.slice(1),
  ];
}

/**
 * One pgbench run. `sample`, when given, is called every SAMPLE_MS while it runs: pgbench's
 * connections (PostgreSQL backends) start after the run starts and end before it returns, so a CPU
 * counter must see them while they live (it keeps what an ended process used at its last reading).
 */
async function pgbench(args: string[], password: string, sample?: () => void): Promise<Pgbench> {
  const child = spawn('pgbench', [...args, ...connectionArgs(PG_URL)], {
    env: {
      ...process.env,
      // As the server's connections (db/database.ts): no parallel workers for a page-sized read.
      PGOPTIONS: '-c max_parallel_workers_per_gather=0',
      ...(password ? { PGPASSWORD: password } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const sampling = sample ? setInterval(sample, SAMPLE_MS) : null;
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  }).finally(() => {
    if (sampling) clearInterval(sampling);
  });
  const summary = parsePgbench(output);
  if (code !== 0 || summary === null || summary.failed > 0) {
    throw new Error(`pgbench failed (exit ${code}):\n${output.slice(-3000)}`);
  }
  return { ...summary, output };
}

async function answers(app: FastifyInstance, businesses: number): Promise<Answer[]> {
  const list: Answer[] = [];
  const want = (key: string) => KEYS.includes(key);
  if (want('items-page')) {
    list.push({
      key: 'items-page',
      name: 'Popular items page',
      route: 'GET /api/items',
      paths: ['/api/items'],
      rotated: 'page 1',
    });
  }
  if (want('business-page')) {
    const lastPage = Math.max(1, Math.floor(businesses / 12));
    const ids: string[] = [];
    for (let k = 0; k < BUSINESS_SAMPLES; k++) {
      const page = 1 + Math.floor((k * lastPage) / BUSINESS_SAMPLES);
      const res = await app.inject({ method: 'GET', url: `/api/businesses/pages/${page}` });
      const first = (res.json<Array<{ _id: string }>>()[0] ?? null)?._id;
      if (first) ids.push(first);
    }
    list.push({
      key: 'business-page',
      name: 'Business detail',
      route: 'GET /api/businesses/{id}',
      paths: ids.map((id) => `/api/businesses/${id}`),
      rotated: `${ids.length} businesses across the set`,
    });
  }
  if (want('businesses-page')) {
    list.push({
      key: 'businesses-page',
      name: 'Businesses page',
      route: 'GET /api/businesses/pages/{n}',
      paths: ['/api/businesses/pages/1'],
      rotated: 'page 1',
    });
  }
  for (const scroll of SCROLLS.filter((s) => want(s.key))) {
    const made = await scrollPaths(scroll, async (url) => {
      const res = await app.inject({ method: 'GET', url });
      const link = res.headers.link;
      return { status: res.statusCode, link: typeof link === 'string' ? link : null };
    });
    list.push({
      key: scroll.key,
      name: scroll.name,
      route: scroll.route,
      paths: made.paths,
      via: made.via,
      rotated: describeScroll(made),
    });
  }
  return list;
}

const fmt = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(0));

async function main() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-bench-statements-'));
  const prepared = await preparePostgres(PG_URL, PG_SIZE, mediaDir);
  const config = {
    ...loadConfig({
      DATABASE_URL: PG_URL,
      JWT_SECRET: BENCH_JWT_SECRET,
      DEMO: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: mediaDir,
      WEB_DIST: path.join(mediaDir, 'no-web'),
    }),
    // Every request reaches its statements; none is shed (requests go one at a time).
    publicCacheMs: 0,
    maxEventLoopDelayMs: 0,
  };
  // The schema as the server would find it (main.ts migrates before it serves).
  const migrating = await openConfiguredDatabase(config);
  try {
    await migrate(migrating);
  } finally {
    await migrating.close();
  }
  const database = await openConfiguredDatabase(config, { serving: true });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  type Captured = Answer & { requests: Statement[][] };
  const captured: Captured[] = [];
  try {
    for (const answer of await answers(app, prepared.businesses)) {
      const requests: Statement[][] = [];
      for (const url of answer.paths) requests.push(await capture(app, database, url));
      captured.push({ ...answer, requests });
      console.log(
        `${answer.name}: ${answer.paths.length} URLs (${answer.via ?? answer.rotated}), ${requests.map((r) => r.length).join('/')} statements`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }

  fs.rmSync(scriptsDir, { recursive: true, force: true });
  const password = decodeURIComponent(new URL(PG_URL).password);
  const pgCpu = postgresCpuCounter({ database: new URL(PG_URL).pathname.slice(1) });
  const results: AnswerResult[] = [];
  for (const answer of captured) {
    const dir = path.join(scriptsDir, answer.key);
    fs.mkdirSync(dir, { recursive: true });
    const files: string[] = [];
    const variables: Array<[string, string]> = [];
    answer.requests.forEach((statements, i) => {
      const made = pgbenchScript(MODE, `r${i}`, answer.paths[i] ?? '', statements);
      const file = path.join(dir, `${String(i + 1).padStart(2, '0')}.sql`);
      fs.writeFileSync(file, made.text);
      files.push(file);
      variables.push(...made.variables);
    });
    const defines = variables.flatMap(([name, value]) => ['-D', `${name}=${value}`]);
    const base = ['-n', '-M', 'prepared', ...files.flatMap((f) => ['-f', `${f}@1`]), ...defines];
    // Every script once, one client: a statement that fails says so here, with its message.
    for (const file of files) {
      await pgbench(
        ['-n', '-M', 'prepared', '-f', file, ...defines, '-c', '1', '-t', '1'],
        password,
      );
    }
    const run = ['-c', String(CLIENTS), '-j', String(THREADS)];
    if (WARMUP > 0) await pgbench([...base, ...run, '-T', String(WARMUP)], password);
    const before = pgCpu();
    const timed = await pgbench([...base, ...run, '-T', String(DURATION)], password, pgCpu);
    const cpuUs = ((pgCpu() - before) * 1e6) / Math.max(1, timed.transactions);
    const counts = answer.requests.map((r) => r.length);
    const result: AnswerResult = {
      key: answer.key,
      name: answer.name,
      route: answer.route,
      rotated: answer.rotated,
      ...(answer.via ? { via: answer.via } : {}),
      urls: answer.paths.length,
      statementsPerRequest: { min: Math.min(...counts), max: Math.max(...counts) },
      parametersMax: Math.max(...answer.requests.flatMap((r) => r.map((s) => s.parameters.length))),
      tps: timed.tps,
      latencyMs: timed.latencyMs,
      transactions: timed.transactions,
      postgresCpuUs: cpuUs,
      scripts: files.map((f) => path.relative(repoRoot, f)),
    };
    results.push(result);
    console.log(
      `  pgbench: ${timed.tps.toFixed(0)} transactions/s, latency ${fmt(timed.latencyMs)} ms, PostgreSQL CPU ${cpuUs.toFixed(0)} µs per transaction`,
    );
  }

  const version = await new Promise<string>((resolve) => {
    const child = spawn('pgbench', ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', () => resolve(out.trim()));
    child.once('error', () => resolve('pgbench'));
  });
  const output: StatementsResult = {
    date: new Date().toISOString(),
    database: new URL(PG_URL).pathname.slice(1),
    pgbench: version,
    clients: CLIENTS,
    threads: THREADS,
    duration: DURATION,
    parameters: MODE,
    answers: results,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'statements.json'), JSON.stringify(output, null, 2));
  const range = (r: AnswerResult['statementsPerRequest']) =>
    r.min === r.max ? String(r.min) : `${r.min}–${r.max}`;
  const md = [
    '## The database alone (pgbench)',
    '',
    `The statements the server sends for each answer, captured from the current code at run time (the app built in the benchmark process on \`${output.database}\`, ${prepared.businesses.toLocaleString('en-US')} businesses / ${prepared.items.toLocaleString('en-US')} items, the anonymous-answer cache off: \`database.watchStatements\` records each statement's SQL and parameters during one \`app.inject\` of the URL, after a first one), then run alone by ${version} \`-M prepared\`, ${CLIENTS} clients, ${THREADS} threads, ${DURATION} s after a ${WARMUP} s warm-up, with \`max_parallel_workers_per_gather = 0\` as the server's connections. One transaction is every statement one request sends; an answer of several URLs is one run over one script per URL, each picked with the same weight. Parameters: ${MODE === 'bound' ? 'bound, as the server binds them (each `$n` a pgbench variable, sent as a parameter of unspecified type like node-postgres does)' : 'written into the SQL as quoted literals (BENCH_STATEMENTS_PARAMETERS=inline)'}. PostgreSQL CPU is the CPU time of its processes working for the bench database during the timed run (read every ${SAMPLE_MS} ms while pgbench's connections live) (\`bench/support/cpu.ts\`) divided by the transactions. The scripts are in \`bench/results/statements/\`.`,
    '',
    '| Answer | URLs | Statements per request | Parameters (most in one statement) | Transactions/s | Latency ms | PostgreSQL CPU µs/transaction |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} \`${r.route}\` | ${r.rotated} | ${range(r.statementsPerRequest)} | ${r.parametersMax} | ${r.tps.toFixed(0)} | ${fmt(r.latencyMs)} | ${r.postgresCpuUs.toFixed(0)} |`,
    ),
    '',
    'Reproduce: `npx tsx bench/statements/run.ts` (settings at the top of the file); `bench/api` then reads `bench/results/statements.json` for its “share of the database alone” column.',
    '',
  ];
  fs.writeFileSync(path.join(resultsDir, 'statements.md'), md.join('\n'));
  console.log('\nWrote bench/results/statements.md and statements.json');
}

await main();
