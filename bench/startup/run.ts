// Start-up time and memory of the API server, run through tsx (TypeScript at run time) and as the
// compiled build (apps/server/dist): time from spawn to the first 200 from /api/healthz, and resident
// memory after start-up and after 500 requests. PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function once(args: string[], databaseUrl: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-bench-startup-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: path.join(root, 'apps/server'),
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    const ok = await fetch(`${url}/api/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - started;
  const rssStart = rssMb(child.pid!);
  for (let i = 0; i < 500; i++) {
    await fetch(`${url}/api/businesses/pages/${(i % 3) + 1}`).then((r) => r.arrayBuffer());
  }
  const rssAfter = rssMb(child.pid!);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { startMs, rssStart, rssAfter };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const dbName = `menudex_bench_startup_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = baseUrl.replace(/\/[^/]*$/, `/${dbName}`);
const variants: Array<[string, string[]]> = [
  ['tsx src/main.ts (before)', ['--import', 'tsx', 'src/main.ts']],
];
if (fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  variants.push(['node dist/main.js (compiled)', ['--enable-source-maps', 'dist/main.js']]);
}
const rows: string[] = [];
try {
  // One run first so migrations are applied and the disk cache is warm for every variant alike.
  await once(variants[0]![1], databaseUrl);
  for (const [name, args] of variants) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(args, databaseUrl));
    const row = `| ${name} | ${median(runs.map((r) => r.startMs)).toFixed(0)} ms | ${median(runs.map((r) => r.rssStart)).toFixed(0)} MB | ${median(runs.map((r) => r.rssAfter)).toFixed(0)} MB |`;
    console.log(row);
    rows.push(row);
  }
} finally {
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
const md = [
  '## startup',
  '',
  `Median of ${RUNS} starts on PostgreSQL (migrated, empty), ${os.cpus().length} cores, Node ${process.version}: spawn to the first 200 from /api/healthz, resident memory then and after 500 requests of The List's pages. Command: \`npx tsx bench/startup/run.ts\` (after \`npm run build\`).`,
  '',
  '| server | start-up | RSS at start | RSS after 500 requests |',
  '| --- | --- | --- | --- |',
  ...rows,
  '',
].join('\n');
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/startup.md'), md);
