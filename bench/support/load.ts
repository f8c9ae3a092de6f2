// One load measurement: a warm-up, then a timed run. Two load generators:
// - autocannon (the default), in this process: every response time is kept, so p50/p95/p99 are exact
//   (autocannon's own histogram rounds to whole milliseconds). It reads each answer in JavaScript, so
//   on a small machine it is itself the limit for large answers (a 13 KB page).
// - wrk (BENCH_LOADER=wrk, Debian's package), a C program in its own process, one thread: it parses
//   answers without copying them, and its latency histogram (HdrHistogram, microseconds) gives the
//   percentiles. docs/decisions/033 says why the pages are measured with it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export type LoadOptions = {
  baseUrl: string;
  /** Paths to request, in turn (spread over all connections). */
  paths: string[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
  /**
   * Visit every path once, a few at a time, before the warm-up: a steady state where every URL has
   * been asked for before (rendered pages are made on a URL's first visit). The first visits' times
   * are reported apart (firstVisit).
   */
  prime?: boolean;
  /**
   * Visits of each path in a row when priming (1). Behind a round-robin balancer in front of N
   * processes, N visits in a row, one path at a time, reach every process once: each makes its
   * own copy of the page.
   */
  primeRounds?: number;
  /**
   * Cumulative CPU seconds of what serves the requests (bench/support/cpu.ts), read before and after
   * the timed run: the result then carries the CPU each request cost.
   */
  cpu?: () => { server: number; database: number };
  /** The load generator (autocannon unless set; see the top of this file). */
  loader?: Loader;
  /**
   * Count the answers with this status (503: shed by the server) in the timed run. With wrk this
   * adds a Lua `response` callback, which costs the load generator a little per answer: asked for
   * by the rows that report it, not the ceilings.
   */
  countStatus?: number;
  /**
   * After the warm-up, wait until the server and the database are idle (with `cpu`). The load
   * generator's warm-up ends with every connection's request in flight; the server still answers
   * them, and where a request costs the database tens of milliseconds, that backlog (connections ×
   * cost) would fill the timed run with work whose answers nobody counts.
   */
  drainAfterWarmup?: boolean;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Times of the first visits (prime), in ms: what a URL's very first visitor waits. */
  firstVisit?: {
    p50: number;
    max: number;
    count: number;
    bytes: number;
    /** How long the server then took to be idle again (settle()). */
    settledMs?: number;
  };
  /** Answers of the timed run with `countStatus`, when it was given. */
  statusCount?: number;
  /** How long the warm-up's requests took to drain (drainAfterWarmup), in ms. */
  drainedMs?: number;
  /** CPU microseconds per response of the timed run, when `cpu` was given. */
  cpuPerRequest?: { server: number; database: number };
  /** 1-minute load average before and after the timed run. */
  loadBefore: number;
  loadAfter: number;
};

export type Loader = 'autocannon' | 'wrk';

/** Whether wrk is on the PATH. */
export function hasWrk(): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && fs.existsSync(path.join(dir, 'wrk')));
}

/**
 * The load generator: BENCH_LOADER (autocannon or wrk); unset, `fallback`, which the API
 * benchmark makes wrk when it is installed.
 */
export function loaderFromEnv(
  value = process.env.BENCH_LOADER,
  fallback: Loader = 'autocannon',
): Loader {
  if (value === undefined || value === '') return fallback;
  if (value === 'autocannon' || value === 'wrk') return value;
  throw new Error(`BENCH_LOADER must be autocannon or wrk, not ${value}`);
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function run(
  options: LoadOptions,
  seconds: number,
  onResponse?: (ms: number, status: number) => void,
) {
  let next = 0;
  const { paths } = options;
  const instance = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: seconds,
    timeout: 30,
    headers: options.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }),
      },
    ],
  });
  if (onResponse) {
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) =>
      onResponse(ms, status),
    );
  }
  return instance;
}

/** Each distinct path once, PRIME_CONCURRENCY at a time; the time each took. */
async function prime(options: LoadOptions): Promise<{ times: number[]; bytes: number }> {
  const paths = [...new Set(options.paths)];
  const rounds = Math.max(1, options.primeRounds ?? 1);
  const times: number[] = [];
  const sizes: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] ?? '/';
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        const res = await fetch(new URL(path, options.baseUrl), { headers: options.headers });
        const body = await res.arrayBuffer();
        times.push(performance.now() - started);
        // The bytes on the wire (compressed when the headers asked for it).
        sizes.push(Number(res.headers.get('content-length') ?? body.byteLength));
      }
    }
  };
  // Rounds reach every process only when nothing else is sent meanwhile: one path at a time.
  const workers = rounds > 1 ? 1 : PRIME_CONCURRENCY;
  await Promise.all(Array.from({ length: workers }, worker));
  sizes.sort((a, b) => a - b);
  return { times: times.sort((a, b) => a - b), bytes: percentile(sizes, 50) };
}
const PRIME_CONCURRENCY = 4;

/**
 * wrk's Lua script: the paths in turn (one per line in WRK_PATHS), and the summary as one JSON line.
 * Latencies are in microseconds; errors.status counts answers outside 2xx and 3xx.
 */
const WRK_SCRIPT = `
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
-- The answers with WRK_COUNT_STATUS, counted in each thread's Lua state and summed at the end.
local threads = {}
setup = function(thread) threads[#threads + 1] = thread end
counted = 0
local countStatus = tonumber(os.getenv("WRK_COUNT_STATUS") or "")
if countStatus then
  response = function(status, headers, body)
    if status == countStatus then counted = counted + 1 end
  end
end
done = function(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + (thread:get("counted") or 0) end
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"counted":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), latency.max, summary.errors.status, summary.errors.connect,
    summary.errors.read, summary.errors.write, summary.errors.timeout, total))
end
`;

type WrkSummary = {
  requests: number;
  durationUs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  status: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
  counted: number;
};

/** One wrk run (its own process, one thread) over the paths in turn; its summary. */
async function runWrk(options: LoadOptions, seconds: number): Promise<WrkSummary> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-wrk-'));
  try {
    const script = path.join(dir, 'paths.lua');
    const pathsFile = path.join(dir, 'paths.txt');
    fs.writeFileSync(script, WRK_SCRIPT);
    fs.writeFileSync(pathsFile, `${options.paths.join('\n')}\n`);
    const headers = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    const args = [
      '-t1',
      `-c${options.connections}`,
      `-d${seconds}s`,
      '--timeout',
      '30s',
      '-s',
      script,
      ...headers,
      options.baseUrl,
    ];
    const child = spawn('wrk', args, {
      env: {
        ...process.env,
        WRK_PATHS: pathsFile,
        ...(options.countStatus !== undefined
          ? { WRK_COUNT_STATUS: String(options.countStatus) }
          : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    const line = out.split('\n').find((l) => l.startsWith('WRK_RESULT '));
    if (code !== 0 || !line) throw new Error(`wrk failed (${code}): ${err || out}`);
    return JSON.parse(line.slice('WRK_RESULT '.length)) as WrkSummary;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * After the first visits, until the server is idle again (under a tenth of a core over half a
 * second, at most two minutes): what a first visit starts in the background (a kept page's best
 * compression, decision 025) belongs to the first visits, not to the steady state the timed run
 * measures. The milliseconds waited.
 */
async function settle(
  cpu: NonNullable<LoadOptions['cpu']>,
  read: (c: { server: number; database: number }) => number = (c) => c.server,
): Promise<number> {
  const started = performance.now();
  let last = read(cpu());
  while (performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = read(cpu());
    if (now - last < 0.05) break;
    last = now;
  }
  return performance.now() - started;
}

export async function measure(options: LoadOptions): Promise<LoadResult> {
  const primed = options.prime ? await prime(options) : null;
  const settledMs = primed && options.cpu ? await settle(options.cpu) : undefined;
  const loader = options.loader ?? 'autocannon';
  if (options.warmupSeconds > 0) {
    if (loader === 'wrk') await runWrk(options, options.warmupSeconds);
    else await run(options, options.warmupSeconds);
  }
  const drainedMs =
    options.drainAfterWarmup && options.cpu
      ? await settle(options.cpu, (c) => c.server + (Number.isFinite(c.database) ? c.database : 0))
      : undefined;
  const loadBefore = os.loadavg()[0] ?? 0;
  const cpuBefore = options.cpu?.();
  let timed: Omit<
    LoadResult,
    'loadBefore' | 'loadAfter' | 'firstVisit' | 'cpuPerRequest' | 'statusCount' | 'drainedMs'
  >;
  let statusCount = 0;
  if (loader === 'wrk') {
    const w = await runWrk(options, options.durationSeconds);
    timed = {
      requestsPerSecond: w.requests / (w.durationUs / 1e6),
      p50: w.p50 / 1000,
      p95: w.p95 / 1000,
      p99: w.p99 / 1000,
      max: w.max / 1000,
      responses: w.requests,
      non2xx: w.status,
      errors: w.connect + w.read + w.write,
      timeouts: w.timeout,
    };
    statusCount = w.counted;
  } else {
    const times: number[] = [];
    let non2xx = 0;
    const result = await run(options, options.durationSeconds, (ms, status) => {
      times.push(ms);
      if (status < 200 || status > 299) non2xx++;
      if (status === options.countStatus) statusCount++;
    });
    const sorted = Float64Array.from(times).sort();
    timed = {
      requestsPerSecond: times.length / result.duration,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      responses: times.length,
      non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  }
  const cpuAfter = options.cpu?.();
  const loadAfter = os.loadavg()[0] ?? 0;
  const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(1, timed.responses);
  return {
    ...timed,
    ...(options.countStatus !== undefined ? { statusCount } : {}),
    ...(drainedMs !== undefined ? { drainedMs } : {}),
    ...(primed && primed.times.length > 0
      ? {
          firstVisit: {
            p50: percentile(primed.times, 50),
            max: primed.times[primed.times.length - 1] ?? Number.NaN,
            count: primed.times.length,
            bytes: primed.bytes,
            ...(settledMs !== undefined ? { settledMs } : {}),
          },
        }
      : {}),
    ...(cpuBefore && cpuAfter
      ? {
          cpuPerRequest: {
            server: perRequest(cpuAfter.server - cpuBefore.server),
            database: perRequest(cpuAfter.database - cpuBefore.database),
          },
        }
      : {}),
    loadBefore,
    loadAfter,
  };
}
