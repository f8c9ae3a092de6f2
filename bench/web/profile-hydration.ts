// Where a phone's time goes while a server-rendered page comes alive: loads the page in Chromium
// at Lighthouse's mobile size with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), records a
// CPU profile (CDP Profiler) from navigation until the page is idle, and prints the long tasks and
// the self time by source package / file / function. With a build made with `--sourcemap true`
// (and `--minify false` for readable names), the bundle's positions are mapped back to their
// sources, so the table names `@mui/material`, `@emotion/serialize`, `preact` or our own files.
//   npx tsx bench/web/profile-hydration.ts <url> [<url> ...]
// Settings (environment): PROFILE_RUNS (1), PROFILE_CPU (4, the slowdown), PROFILE_TOP (25 rows),
// PROFILE_DIST (the build's dist folder, to read the source maps from; default: fetched from the
// server beside each script).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { LIGHTHOUSE_PHONE, launchBrowser } from '../../e2e/support/chromium.ts';

const RUNS = Number(process.env.PROFILE_RUNS ?? 1);
const CPU = Number(process.env.PROFILE_CPU ?? 4);
const TOP = Number(process.env.PROFILE_TOP ?? 25);

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

const maps = new Map<string, SourceMapConsumer | null>();

async function mapFor(url: string): Promise<SourceMapConsumer | null> {
  if (!url.endsWith('.js')) return null;
  if (maps.has(url)) return maps.get(url) ?? null;
  let raw: string | null = null;
  const dist = process.env.PROFILE_DIST;
  if (dist) {
    const file = path.join(dist, new URL(url).pathname + '.map');
    if (fs.existsSync(file)) raw = fs.readFileSync(file, 'utf8');
  } else {
    const res = await fetch(`${url}.map`).catch(() => null);
    if (res?.ok) raw = await res.text();
  }
  const consumer = raw ? new SourceMapConsumer(JSON.parse(raw) as RawSourceMap) : null;
  maps.set(url, consumer);
  return consumer;
}

/** `node_modules/@mui/material/Chip/Chip.js` → `@mui/material`; our files by their path. */
function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^.*?(apps|packages)\//, '$1/');
  const rest = source.slice(at + 'node_modules/'.length).split('/');
  return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source);
}

async function where(frame: CallFrame): Promise<{ pkg: string; fn: string }> {
  if (!frame.url) return { pkg: `(${frame.functionName || 'program'})`, fn: frame.functionName };
  const consumer = await mapFor(frame.url);
  const name = frame.functionName || '(anonymous)';
  if (!consumer) return { pkg: new URL(frame.url).pathname, fn: name };
  const pos = consumer.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!pos.source) return { pkg: new URL(frame.url).pathname, fn: name };
  const source = pos.source.replace(/^(\.\.\/)+/, '');
  return {
    pkg: packageOf(source),
    fn: `${name} ${source.replace(/^.*node_modules\//, '')}:${pos.line}`,
  };
}

async function profilePage(url: string) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(LIGHTHOUSE_PHONE);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }> };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          w.__longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const longTasks = await page.evaluate(
      () => (window as unknown as { __longTasks: unknown[] }).__longTasks,
    );
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(Math.round(entries[entries.length - 1]?.startTime ?? -1));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(-1), 1000);
        }),
    );
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    return { profile, longTasks, lcp, errors };
  } finally {
    await browser.close();
  }
}

async function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const byPkg = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    const { pkg, fn } = await where(node.callFrame);
    if (pkg === '(idle)') continue;
    total += us;
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
    byFn.set(`${pkg} | ${fn}`, (byFn.get(`${pkg} | ${fn}`) ?? 0) + us);
  }
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([k, us]) => `  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  return { total, text: `by package:\n${rows(byPkg)}\nby function:\n${rows(byFn)}` };
}

for (const url of process.argv.slice(2)) {
  for (let run = 0; run < RUNS; run++) {
    const { profile, longTasks, lcp, errors } = await profilePage(url);
    const { total, text } = await summarise(profile);
    console.log(`\n=== ${url} (run ${run + 1}, CPU ${CPU}x) ===`);
    console.log(`LCP (unthrottled network) ${lcp} ms; long tasks: ${JSON.stringify(longTasks)}`);
    console.log(`busy ${(total / 1000).toFixed(0)} ms`);
    if (errors.length) console.log(`console: ${errors.join('\n')}`);
    console.log(text);
  }
}
