// What a phone's main thread does while a page starts: loads the page in Chromium at Lighthouse's
// mobile size with the CPU slowed 4x, records a trace until 5 s after `load`, and prints the page's
// longest main-thread tasks (with what took their time) and the main-thread compilation in all
// (V8.CompileCode and V8.ParseFunction: functions compiled the first time they run).
//   npx tsx bench/web/trace-start.ts <url> [runs]
// Settings (environment): CHROMIUM_PATH (default /usr/bin/chromium), TRACE_CPU (4, the slowdown),
// TRACE_TOP (2: how many of the longest tasks are shown in detail).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIGHTHOUSE_PHONE, launchBrowser } from '../../e2e/support/chromium.ts';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
};

const [url, runsArg = '3'] = process.argv.slice(2);
if (!url) {
  console.error('usage: npx tsx bench/web/trace-start.ts <url> [runs]');
  process.exit(2);
}
const CPU = Number(process.env.TRACE_CPU ?? 4);
const ms = (us: number) => Math.round(us / 1000);

async function traceOnce(file: string): Promise<TraceEvent[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(LIGHTHOUSE_PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(page, {
      path: file,
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'disabled-by-default-v8.compile',
        'blink',
        'loading',
      ],
    });
    await page.goto(url!, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-trace-'));
for (let run = 1; run <= Number(runsArg); run++) {
  const events = await traceOnce(path.join(dir, `trace-${run}.json`));
  // The page's main thread: the one that parsed the page's HTML (a headless browser may run an
  // internal page of its own in another renderer meanwhile).
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url),
  );
  const main = parse ? `${parse.pid}:${parse.tid}` : undefined;
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
  const compile = onMain
    .filter((e) => e.name === 'V8.CompileCode' || e.name === 'V8.ParseFunction')
    .reduce((sum, e) => sum + e.dur!, 0);
  console.log(
    `run ${run}: tasks over 50 ms ${tasks.map((t) => ms(t.dur!)).join(', ')} ms; ` +
      `over 50 ms in all ${ms(tasks.reduce((sum, t) => sum + t.dur! - 50_000, 0))} ms; ` +
      `main-thread compilation ${ms(compile)} ms (CPU ${CPU}x)`,
  );
  for (const task of [...tasks]
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, Number(process.env.TRACE_TOP ?? 2))) {
    const inside = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + e.dur! > task.ts + task.dur!) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur!);
    }
    const top = [...inside.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, dur]) => `${name} ${ms(dur)}`);
    console.log(
      `  ${ms(task.dur!)} ms task at ${ms(task.ts - tasks[0]!.ts)} ms: ${top.join(' | ')}`,
    );
  }
}
fs.rmSync(dir, { recursive: true, force: true });
