// Memory under abuse (issue 34): varied anonymous traffic against the production build on the demo
// city, sampling the server's resident memory, to check that the in-process caches hold it within
// their byte bounds (apps/server/src/lib/cache-bounds.ts). Run on demand, not by `npm run bench`:
//   npm run build && npx tsx bench/abuse/run.ts
// What it sends, from BENCH_ABUSE_CLIENTS made-up addresses (X-Forwarded-For, TRUST_PROXY=true: a
// spread-out crowd, past any per-client limit) and from one plain one: business pages with junk
// query strings, The List and Businesses with random filters, search pages and search answers for
// random words, business and item answers, photos, in gzip, brotli or neither. Every few seconds it
// reads the server's RSS (/proc/<pid>/status) and, on GET /metrics, the caches' counted bytes, and
// times a kept page from one more address (what another visitor waits meanwhile).
// Settings: BENCH_ABUSE_SECONDS (600), BENCH_ABUSE_CONNECTIONS (8), BENCH_ABUSE_CLIENTS (1000),
// BENCH_ABUSE_SAMPLE_SECONDS (5), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a
// database menudex_abuse_<pid> is made there and dropped after).
// Writes bench/results/abuse.md.
import crypto from 'node:crypto';
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
import { BENCH_JWT_SECRET } from '../support/bench-data.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const SECONDS = num('BENCH_ABUSE_SECONDS', 600);
const CONNECTIONS = num('BENCH_ABUSE_CONNECTIONS', 8);
const CLIENTS = num('BENCH_ABUSE_CLIENTS', 1000);
const SAMPLE_SECONDS = num('BENCH_ABUSE_SAMPLE_SECONDS', 5);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const METRICS_TOKEN = crypto.randomBytes(24).toString('hex');
const WEB_DIST = path.join(root, 'apps/web/dist');

const WORDS = ['pho', 'bun', 'banh mi', 'coffee', 'tea', 'noodle', 'rice', 'curry', 'taco', 'soup'];
const DIETS = ['vegan', 'vegetarian', 'gluten-free', 'halal', 'kosher'];
const SORTS = ['liked', 'price', 'newest', 'distance'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const junk = () => `${pick(['x', 'utm_source', 'ref', 'q', 'fbclid'])}=${crypto.randomUUID()}`;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The caches' counted bytes from GET /metrics (cache_bytes{cache="…"}), in MB. */
async function cacheMb(url: string): Promise<Record<string, number>> {
  const res = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).catch(() => null);
  if (!res?.ok) return {};
  const text = await res.text();
  const out: Record<string, number> = {};
  for (const match of text.matchAll(/^cache_bytes\{cache="([^"]+)"\} (\S+)$/gm)) {
    out[match[1] ?? ''] = Number(match[2]) / 1024 / 1024;
  }
  // Where the rest of the memory is: V8's heap (used of total) and buffers outside it.
  const gauge = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;
  out['(heap used)'] = gauge('nodejs_heap_size_used_bytes');
  out['(heap total)'] = gauge('nodejs_heap_size_total_bytes');
  out['(external)'] = gauge('nodejs_external_memory_bytes');
  return out;
}

type Catalogue = { businesses: string[]; items: string[]; photos: string[] };

async function readCatalogue(url: string): Promise<Catalogue> {
  const catalogue: Catalogue = { businesses: [], items: [], photos: [] };
  for (let page = 1; page <= 20; page++) {
    const res = await fetch(`${url}/api/businesses/pages/${page}`);
    const rows = res.ok
      ? ((await res.json()) as { _id: string; coverPhoto?: string | null }[])
      : [];
    if (rows.length === 0) break;
    for (const b of rows) {
      catalogue.businesses.push(b._id);
      if (b.coverPhoto) catalogue.photos.push(b.coverPhoto);
    }
  }
  for (let page = 1; page <= 20; page++) {
    const res = await fetch(`${url}/api/items/pages/${page}`);
    const rows = res.ok ? ((await res.json()) as { _id: string; images?: string[] }[]) : [];
    if (rows.length === 0) break;
    for (const item of rows) {
      catalogue.items.push(item._id);
      for (const image of item.images ?? []) catalogue.photos.push(image);
    }
  }
  return catalogue;
}

/** One abusive request: a random kind, with junk, random words and random filters. */
function nextPath(c: Catalogue): { path: string; page: boolean } {
  const filters = () =>
    [
      Math.random() < 0.5 ? `diet=${pick(DIETS)}` : '',
      Math.random() < 0.3 ? `maxPrice=${Math.ceil(Math.random() * 40)}` : '',
      Math.random() < 0.3 ? `sort=${pick(SORTS)}` : '',
      Math.random() < 0.2 ? 'openNow=true' : '',
      junk(),
    ]
      .filter(Boolean)
      .join('&');
  const word = () =>
    `${pick(WORDS)}${Math.random() < 0.5 ? ` ${crypto.randomBytes(3).toString('hex')}` : ''}`;
  const roll = Math.random();
  if (roll < 0.3) return { path: `/businesses/${pick(c.businesses)}?${junk()}`, page: true };
  if (roll < 0.4) return { path: `/the-list?${filters()}`, page: true };
  if (roll < 0.45) return { path: `/businesses?${filters()}`, page: true };
  if (roll < 0.6) {
    return { path: `/search?input=${encodeURIComponent(word())}&${filters()}`, page: true };
  }
  if (roll < 0.7) {
    return { path: `/api/search/items?input=${encodeURIComponent(word())}&${junk()}`, page: false };
  }
  if (roll < 0.78) return { path: `/api/businesses/${pick(c.businesses)}?${junk()}`, page: false };
  if (roll < 0.86) return { path: `/api/items/${pick(c.items)}?${junk()}`, page: false };
  if (roll < 0.9) {
    return { path: `/api/items/pages/${1 + Math.floor(Math.random() * 5)}?${junk()}`, page: false };
  }
  return c.photos.length > 0
    ? { path: `/${pick(c.photos)}`, page: false }
    : { path: '/the-list', page: true };
}

/** What a request was, for the counts: the page, API route or media it reached. */
const kindOf = (target: string) =>
  target
    .split('?')[0]!
    .replace(/[0-9a-f-]{36}/g, ':id')
    .replace(/\/pages\/\d+/, '/pages/:n')
    .replace(/^\/media\/.*/, '/media');

const ENCODINGS = ['br', 'gzip', 'gzip, deflate, br', 'identity'];
const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

async function abuse(url: string, c: Catalogue, until: number): Promise<void> {
  while (Date.now() < until) {
    const { path: target, page } = nextPath(c);
    // One of CLIENTS addresses (10.0.0.0/8): each has its own per-client budgets.
    const n = Math.floor(Math.random() * Math.max(1, CLIENTS));
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    try {
      const res = await fetch(`${url}${target}`, {
        headers: {
          'accept-encoding': pick(ENCODINGS),
          accept: page ? 'text/html' : 'application/json',
          'x-forwarded-for': address,
        },
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      count(`${kindOf(target)} ${res.status}`);
    } catch {
      count('error');
    }
  }
}

const dbName = `menudex_abuse_${process.pid}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-abuse-'));
let server: SpawnedServer | null = null;
try {
  if (!fs.existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'))) {
    console.warn(
      'apps/web/dist-ssr is missing: run `npm run build` first, or pages are not rendered',
    );
  }
  buildServer();
  server = await spawnServer({
    compiled: true,
    startTimeoutMs: 300_000,
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: BENCH_JWT_SECRET,
      DEMO: 'false',
      SEED_DEMO: 'true',
      WEB_DIST,
      METRICS_TOKEN,
      // The crowd's addresses come in X-Forwarded-For, as from a proxy.
      TRUST_PROXY: 'true',
      // As shipped: load shedding on.
      MAX_EVENT_LOOP_DELAY_MS: '1000',
    },
  });
  const { url, pid } = server;
  const catalogue = await readCatalogue(url);
  console.log(
    `demo city: ${catalogue.businesses.length} businesses, ${catalogue.items.length} items, ${catalogue.photos.length} photos`,
  );
  // A plain visit of every business page first (each from its own address, as visitors would):
  // the pages a real visitor would have made.
  for (const [n, id] of catalogue.businesses.entries()) {
    await fetch(`${url}/businesses/${id}`, {
      headers: { 'x-forwarded-for': `192.0.2.${n % 250}` },
    }).then((r) => r.arrayBuffer());
  }
  const start = { rss: rssMb(pid), caches: await cacheMb(url) };
  let peak = start.rss;
  const probes: number[] = [];
  const probeStatuses = new Map<number, number>();
  const samples: string[] = [];
  const began = Date.now();
  const until = began + SECONDS * 1000;
  console.log(`${SECONDS} s of abuse on ${CONNECTIONS} connections from ${CLIENTS} addresses`);
  const workers = Array.from({ length: CONNECTIONS }, () => abuse(url, catalogue, until));
  const probeUrl = `${url}/businesses/${catalogue.businesses[0] ?? ''}`;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, SAMPLE_SECONDS * 1000));
    const rss = rssMb(pid);
    peak = Math.max(peak, rss);
    const probeStarted = performance.now();
    const probe = await fetch(probeUrl, {
      headers: { 'accept-encoding': 'br', 'x-forwarded-for': '192.0.2.1' },
    }).catch(() => null);
    await probe?.arrayBuffer();
    probes.push(performance.now() - probeStarted);
    probeStatuses.set(probe?.status ?? 0, (probeStatuses.get(probe?.status ?? 0) ?? 0) + 1);
    const caches = await cacheMb(url);
    const line = `${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s  RSS ${rss.toFixed(0)} MB  caches ${Object.entries(
      caches,
    )
      .map(([name, mb]) => `${name} ${mb.toFixed(1)}`)
      .join(', ')} MB  probe ${probe?.status ?? 'error'} ${(probes.at(-1) ?? 0).toFixed(0)} ms`;
    console.log(line);
    samples.push(line);
  }
  await Promise.all(workers);
  const end = { rss: rssMb(pid), caches: await cacheMb(url) };
  const sorted = [...probes].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const fmtCaches = (caches: Record<string, number>) =>
    Object.entries(caches)
      .map(([name, mb]) => `${name} ${mb.toFixed(1)} MB`)
      .join(', ') || 'n/a (no /metrics)';
  const summary = [
    '## Abuse: memory under varied anonymous traffic',
    '',
    `${SECONDS} s of varied anonymous traffic (${CONNECTIONS} connections, ${CLIENTS} addresses through X-Forwarded-For) against the compiled server on the demo city (PostgreSQL), ${os.cpus().length} cores, Node ${process.version}. Command: \`npm run build && BENCH_ABUSE_SECONDS=${SECONDS} npx tsx bench/abuse/run.ts\`.`,
    '',
    `- RSS: start ${start.rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, end ${end.rss.toFixed(0)} MB`,
    `- Caches at the start: ${fmtCaches(start.caches)}`,
    `- Caches at the end: ${fmtCaches(end.caches)}`,
    `- Requests: ${total} (${(total / SECONDS).toFixed(0)}/s); by status: ${[...statuses.entries()]
      .sort()
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')}`,
    `- Another visitor's kept business page, every ${SAMPLE_SECONDS} s: median ${median.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms; statuses ${[...probeStatuses.entries()].map(([s, n]) => `${s} ×${n}`).join(', ')}`,
    '',
  ].join('\n');
  console.log(`\n${summary}`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/abuse.md'),
    `${summary}\n<details><summary>Samples</summary>\n\n\`\`\`\n${samples.join('\n')}\n\`\`\`\n</details>\n`,
  );
} finally {
  await server?.stop();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
