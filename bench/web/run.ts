// Web performance on a phone: Lighthouse (mobile settings: emulated Moto G, simulated slow 4G and 4x
// CPU slowdown) on /the-list, a business page and /search?input=pho, served by the real server from a
// fresh production build with the demo city (map tiles from a local tile server); plus the gzip size
// of the JavaScript each page loads.
//   cd /work/main && npx tsx bench/web/run.ts        (or: npm run bench -- web)
// Settings (environment): BENCH_WEB_RUNS (5 Lighthouse runs per page, as Lighthouse's advice on
// variability has it; the median by performance score is reported), CHROMIUM_PATH (default
// /usr/bin/chromium), BENCH_WEB_SSR (false: without the server renderer, pages rendered in the
// browser as before decision 023), BENCH_WEB_REPORTS (a folder for the full Lighthouse reports and
// their traces), BENCH_WEB_PAGES (list,business,search: only these), BENCH_WEB_LANGS (en,vi: the
// pages in English, under their own URLs, and in Vietnamese, under /vi/).
// Writes bench/results/web.json (every run) and bench/results/web.md (the table).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnServer } from '../../apps/server/src/testing/spawn-server.ts';
import { startTileServer } from '../../e2e/support/tile-server.ts';
import { BENCH_JWT_SECRET } from '../support/bench-data.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_WEB_PAGES=list,business: only the pages whose names contain one of these (all by default). */
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.toLowerCase().split(',').filter(Boolean);
/** BENCH_WEB_LANGS=en: the English pages only (both languages by default). */
const LANGS = (process.env.BENCH_WEB_LANGS ?? 'en,vi').split(',');
/** Issue 20's targets. */
const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  initialJsKb: 120,
};

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  scripts: string[];
  /** Accessibility and best-practices audits that did not pass, by id. */
  failedAudits: string[];
  /** Lighthouse's measure of the machine's CPU (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** Lighthouse's own warnings about the run (a slow host CPU among them). */
  runWarnings: string[];
};

/** A production build of the web app in a temporary folder, pre-compressed like `npm run build`. */
function buildWeb(outDir: string): void {
  const vite = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: path.join(root, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (vite.status !== 0) throw new Error('vite build failed');
  // The server renderer of the public pages, where the server looks for it (decision 023);
  // BENCH_WEB_SSR=false leaves it out, to compare with the pages rendered in the browser.
  if (process.env.BENCH_WEB_SSR === 'false') return walkAndCompress(outDir);
  const ssr = spawnSync(
    process.execPath,
    ['scripts/build-ssr.mjs', path.join(path.dirname(outDir), 'dist-ssr')],
    { cwd: path.join(root, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (ssr.status !== 0) throw new Error('server renderer build failed');
  walkAndCompress(outDir);
}

function walkAndCompress(outDir: string): void {
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry.name)) {
        const data = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
      }
    }
  };
  walk(outDir);
}

const median = <T>(list: T[], by: (t: T) => number): T => {
  const sorted = [...list].sort((a, b) => by(a) - by(b));
  const value = sorted[Math.floor((sorted.length - 1) / 2)];
  if (value === undefined) throw new Error('no runs');
  return value;
};

async function lighthouseRun(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // BENCH_WEB_REPORTS=<folder>: every full Lighthouse report, to see where the time went.
  if (process.env.BENCH_WEB_REPORTS) {
    fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(lhr));
    // The page's trace beside it (open it in Chromium's Performance panel).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) {
      fs.writeFileSync(
        path.join(process.env.BENCH_WEB_REPORTS, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(trace),
      );
    }
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: Array<{ url: string; resourceType?: string }> } | undefined
    )?.items ?? [];
  const origin = new URL(url).origin;
  const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    failedAudits,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runWarnings: lhr.runWarnings.map(String),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    scripts: requests
      .filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
      .map((r) => new URL(r.url).pathname),
  };
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): try again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts) throw err;
      console.log(`  (retrying after: ${(err as Error).message})`);
    }
  }
}

/** The gzip -9 size of the scripts a page loaded, read from the build. */
function gzipSize(dist: string, scripts: string[]): number {
  let total = 0;
  for (const script of new Set(scripts)) {
    const file = path.join(dist, script);
    if (fs.existsSync(file)) total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return total;
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-bench-web-'));
  const dist = path.join(work, 'dist');
  console.log('Building the web app ...');
  buildWeb(dist);
  const started = Date.now();
  // The business page draws a map: its tiles come from the journeys' tile server on 127.0.0.1, as a
  // self-hoster's own tile server would serve them. The default (tile.openstreetmap.org) cannot be
  // reached from a benchmark machine, and its failed requests were counted as the page's console
  // errors (best practices).
  const tiles = await startTileServer();
  const server = await spawnServer({
    env: {
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST: dist,
      JWT_SECRET: BENCH_JWT_SECRET,
      DEMO: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: tiles.template,
    },
    startTimeoutMs: 300_000,
  }).catch(async (err: unknown) => {
    await tiles.stop();
    throw err;
  });
  console.log(`Server with the demo city up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: Array<{
    page: string;
    path: string;
    runs: Run[];
    chosen: Run;
    initialJsGzip: number;
  }> = [];
  try {
    const businesses = (await (
      await fetch(`${server.url}/api/businesses/pages/1`)
    ).json()) as Array<{
      _id: string;
    }>;
    const businessId = businesses[0]?._id;
    if (!businessId) throw new Error('No business in the demo city');
    const english = [
      { page: 'The List', path: '/the-list' },
      { page: 'Business page', path: `/businesses/${businessId}` },
      { page: 'Search', path: '/search?input=pho' },
    ];
    // The same pages in Vietnamese (issue 40): their first screen must cost what the English one does.
    const vietnamese = english.map((p) => ({ page: `${p.page} (vi)`, path: `/vi${p.path}` }));
    const pages = [...english, ...(LANGS.includes('vi') ? vietnamese : [])].filter(
      (p) => !ONLY_PAGES || ONLY_PAGES.some((name) => p.page.toLowerCase().includes(name)),
    );
    for (const page of pages) {
      // A page as most of its readers get it: rendered by an earlier visit, its best compression
      // made (static-files.ts makes it off the event loop after the first answer).
      await fetch(`${server.url}${page.path}`, { headers: { 'accept-encoding': 'br' } });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await withRetries(() =>
          lighthouseRun(`${server.url}${page.path}`, chrome.port),
        );
        console.log(
          `  ${page.path} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, LCP ${run.lcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${run.benchmarkIndex.toFixed(0)}${run.runWarnings.length ? `, warnings: ${run.runWarnings.join(' | ')}` : ''}`,
        );
        runs.push(run);
      }
      const chosen = median(runs, (r) => r.performance);
      results.push({ ...page, runs, chosen, initialJsGzip: gzipSize(dist, chosen.scripts) });
    }
  } finally {
    chrome.kill();
    await server.stop();
    await tiles.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const allRuns = results.flatMap((r) => r.runs);
  const warned = allRuns.filter((x) => x.runWarnings.length > 0);
  const md = [
    '## Web (Lighthouse, mobile)',
    '',
    `Lighthouse ${lighthouseVersion()} with Debian's Chromium, default mobile settings (emulated phone, simulated slow 4G, 4× CPU slowdown), against the real server serving a fresh production build (pre-compressed) and the demo city on PGlite, map tiles from a local tile server; each page is visited once before its runs (as most readers find it: rendered, at its best compression). ${RUNS} runs per page; the run with the median performance score is shown. Initial JavaScript: the scripts the page loaded (entry, preloads and the route's chunks), gzip -9, from the build. Targets: performance at least ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.accessibility}; largest paint at most ${TARGETS.lcpMs} ms; layout shift at most ${TARGETS.cls}; initial JavaScript under ${TARGETS.initialJsKb} KB gzip.`,
    '',
    'Reproduce: `npx tsx bench/run-all.ts web` (or `npx tsx bench/web/run.ts`).',
    '',
    "Lighthouse's benchmark index measures the machine's CPU before each run; below 1,000 Lighthouse warns that the CPU is slower than its 4× slowdown assumes, and the blocking time (and so the score) is overstated. The index of every run is shown, so runs on different machines can be told apart.",
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP ms | CLS | TBT ms | Initial JS (gzip KB, files) | Performance of all runs | Benchmark index of all runs |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...results.map(
      (r) =>
        `| ${r.page} \`${r.path}\` | ${r.chosen.performance} | ${r.chosen.accessibility} | ${r.chosen.bestPractices} | ${r.chosen.seo} | ${r.chosen.lcpMs.toFixed(0)} | ${r.chosen.cls.toFixed(3)} | ${r.chosen.tbtMs.toFixed(0)} | ${kb(r.initialJsGzip)} (${new Set(r.chosen.scripts).size}) | ${r.runs.map((x) => x.performance).join(', ')} | ${r.runs.map((x) => x.benchmarkIndex.toFixed(0)).join(', ')} |`,
    ),
    '',
    ...results.map((r) => {
      const misses = [
        r.chosen.performance < TARGETS.performance
          ? `performance ${r.chosen.performance} < ${TARGETS.performance}`
          : null,
        r.chosen.accessibility < TARGETS.accessibility
          ? `accessibility ${r.chosen.accessibility} < ${TARGETS.accessibility}`
          : null,
        r.chosen.bestPractices < TARGETS.bestPractices
          ? `best practices ${r.chosen.bestPractices} < ${TARGETS.bestPractices}`
          : null,
        r.chosen.seo < TARGETS.seo ? `SEO ${r.chosen.seo} < ${TARGETS.seo}` : null,
        r.chosen.lcpMs > TARGETS.lcpMs
          ? `largest paint ${r.chosen.lcpMs.toFixed(0)} ms > ${TARGETS.lcpMs} ms`
          : null,
        r.chosen.cls > TARGETS.cls
          ? `layout shift ${r.chosen.cls.toFixed(3)} > ${TARGETS.cls}`
          : null,
        r.initialJsGzip / 1024 >= TARGETS.initialJsKb
          ? `initial JS ${kb(r.initialJsGzip)} KB ≥ ${TARGETS.initialJsKb} KB`
          : null,
      ].filter(Boolean);
      return `- ${r.page}: ${misses.length === 0 ? 'met' : `NOT met (${misses.join('; ')})`}`;
    }),
    '',
    ...(warned.length > 0
      ? [
          `Lighthouse warned in ${warned.length} of ${allRuns.length} runs: ${[...new Set(warned.flatMap((x) => x.runWarnings))].join(' | ')}`,
          '',
        ]
      : []),
    'Audits that did not pass (accessibility and best practices), by page:',
    '',
    ...results.map(
      (r) => `- ${r.page}: ${r.chosen.failedAudits.map((a) => `\`${a}\``).join(', ') || 'none'}`,
    ),
    '',
    `Load average (1, 5, 15 min) at the end: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores, shared with other work.`,
  ];
  const resultsDir = path.join(root, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'web.json'),
    JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
  );
  fs.writeFileSync(path.join(resultsDir, 'web.md'), md.join('\n') + '\n');
  console.log('\nWrote bench/results/web.md');
}

function lighthouseVersion(): string {
  const file = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

await main();
