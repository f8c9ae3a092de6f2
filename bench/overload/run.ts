// Overload on purpose, and what each kind of request gets meanwhile (issue 34, decision 040).
// The built server (shedding as shipped: MAX_EVENT_LOOP_DELAY_MS=1000) on a small generated set is
// flooded with search pages that each cost a render (a new query every time, nothing kept), from
// BENCH_OVERLOAD_CONNECTIONS connections for BENCH_OVERLOAD_SECONDS (BENCH_OVERLOAD_DELAY_MS sets the
// server's threshold). A prober asks, in turn, for the
// app's entry script, a stored photo, a kept page (The List), a cached API answer, the health check,
// a new search page (a navigation) and a new search through the API, and records what each got.
//   cd /work/main && npm run build && npx tsx bench/overload/run.ts   (or: npm run bench -- overload)
// Writes bench/results/overload.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  buildServer,
  spawnServer,
  type SpawnedServer,
} from '../../apps/server/src/testing/spawn-server.ts';
import { BENCH_JWT_SECRET, preparePglite } from '../support/bench-data.ts';
import { PAGE_SHELL_FILE, type PageShell } from '@menudex/contract/page-shell';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const env = process.env;
const CONNECTIONS = Number(env.BENCH_OVERLOAD_CONNECTIONS ?? 32);
const SECONDS = Number(env.BENCH_OVERLOAD_SECONDS ?? 30);
const WEB_DIST = path.join(root, 'apps/web/dist');
const DATA_DIR = env.BENCH_OVERLOAD_DIR ?? path.join(os.tmpdir(), 'menudex-bench-overload');
const SIZE = { businesses: 300, items: 6000, seed: 3 };
/** The server's MAX_EVENT_LOOP_DELAY_MS (1000, as shipped). */
const DELAY_MS = Number(env.BENCH_OVERLOAD_DELAY_MS ?? 1000);

type Probe = { name: string; path: string; accept?: string; fresh?: boolean };
type Tally = { count: number; statuses: Map<number, number>; times: number[] };

/** The entry script every page loads (read from the build's page shell). */
function entryScript(): string {
  return (JSON.parse(fs.readFileSync(path.join(WEB_DIST, PAGE_SHELL_FILE), 'utf8')) as PageShell)
    .entry;
}

/** A stored photo of the generated set. */
function storedPhoto(dir: string): string {
  const stack = [path.join(dir, 'media')];
  while (stack.length > 0) {
    const folder = stack.pop()!;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (/^[a-z0-9-]+\.webp$/.test(entry.name)) return `/${path.relative(dir, full)}`;
    }
  }
  throw new Error(`No stored photo under ${dir}/media`);
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main() {
  if (!fs.existsSync(path.join(WEB_DIST, PAGE_SHELL_FILE))) {
    throw new Error('Build the web app first: npm run build');
  }
  buildServer();
  const prepared = preparePglite(DATA_DIR, SIZE);
  let server: SpawnedServer | null = null;
  try {
    server = await spawnServer({
      compiled: true,
      startTimeoutMs: 600_000,
      env: {
        DATA_DIR: prepared.dataDir,
        JWT_SECRET: BENCH_JWT_SECRET,
        DEMO: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST,
        // As shipped unless asked (spawnServer turns it off for tests).
        MAX_EVENT_LOOP_DELAY_MS: String(DELAY_MS),
        // The flood comes from one address: the per-client render budget would answer it instead.
        PAGE_RENDERS_PER_CLIENT: '0',
      },
    });
    const url = server.url;
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    const probes: Probe[] = [
      { name: 'entry script (file)', path: entryScript() },
      { name: 'stored photo (media)', path: storedPhoto(prepared.dataDir) },
      { name: 'The List (kept page)', path: '/the-list', accept: html },
      { name: 'items page 1 (cached answer)', path: '/api/items/pages/1' },
      { name: '/api/healthz', path: '/api/healthz' },
      {
        name: 'new search page (navigation)',
        path: '/search?input=probe',
        accept: html,
        fresh: true,
      },
      { name: 'new search (API)', path: '/api/search/items?page=1&input=probe', fresh: true },
    ];
    // Prime what is meant to be kept.
    for (const probe of probes.filter((p) => !p.fresh)) {
      await fetch(url + probe.path, { headers: probe.accept ? { accept: probe.accept } : {} });
    }
    const tallies = new Map<string, Tally>(
      probes.map((p) => [p.name, { count: 0, statuses: new Map(), times: [] }]),
    );
    const flood = { statuses: new Map<number, number>() };
    let word = 0;
    const instance = autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      headers: { accept: html },
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/search?input=pho${word++}` }) },
      ],
    });
    instance.on('response', (_c: unknown, status: number) =>
      flood.statuses.set(status, (flood.statuses.get(status) ?? 0) + 1),
    );
    const floodDone = new Promise<void>((resolve) => {
      instance.on('done', () => resolve());
    });
    const until = Date.now() + SECONDS * 1000;
    let turn = 0;
    let shedStarted: number | null = null;
    const started = Date.now();
    while (Date.now() < until) {
      const probe = probes[turn++ % probes.length]!;
      const target = probe.fresh ? `${probe.path}${turn}` : probe.path;
      const t0 = performance.now();
      let status = 0;
      try {
        const res = await fetch(url + target, {
          headers: probe.accept ? { accept: probe.accept } : {},
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0;
      }
      const tally = tallies.get(probe.name)!;
      tally.count += 1;
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      tally.times.push(performance.now() - t0);
      if (status === 503 && shedStarted === null) shedStarted = Date.now() - started;
      await new Promise((r) => setTimeout(r, 50));
    }
    await floodDone;
    const describe = (statuses: Map<number, number>) =>
      [...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${n} × ${s === 0 ? 'no answer' : s}`)
        .join(', ');
    const lines = [
      '## Overload: what each kind of request gets while a flood is shed',
      '',
      `The built server (MAX_EVENT_LOOP_DELAY_MS=${DELAY_MS}), PGlite, ${prepared.businesses} businesses / ${prepared.items} items; ` +
        `${CONNECTIONS} connections asking for a new search page each time, for ${SECONDS} s ` +
        `(\`BENCH_OVERLOAD_CONNECTIONS=${CONNECTIONS} BENCH_OVERLOAD_DELAY_MS=${DELAY_MS} npx tsx bench/overload/run.ts\`), ${os.cpus().length} cores. The flood got: ${describe(flood.statuses)}. ` +
        `First shed probe after ${shedStarted === null ? 'none' : `${(shedStarted / 1000).toFixed(1)} s`}.`,
      '',
      '| Probe (one at a time, in turn) | Asked | Answers | p50 | max |',
      '|---|---:|---|---:|---:|',
      ...probes.map((p) => {
        const t = tallies.get(p.name)!;
        const sorted = [...t.times].sort((a, b) => a - b);
        return `| ${p.name} | ${t.count} | ${describe(t.statuses)} | ${quantile(sorted, 0.5).toFixed(0)} ms | ${(sorted.at(-1) ?? 0).toFixed(0)} ms |`;
      }),
      '',
    ];
    const out = lines.join('\n');
    console.log(out);
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/overload.md'), out);
  } finally {
    await server?.stop();
  }
}

await main();
