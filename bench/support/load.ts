// One load measurement with autocannon: a warm-up, then a timed run whose every response time is kept,
// so p50/p95/p99 are exact (autocannon's own histogram rounds to whole milliseconds).
import os from 'node:os';
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
   * Cumulative CPU seconds of what serves the requests (bench/support/cpu.ts), read before and after
   * the timed run: the result then carries the CPU each request cost.
   */
  cpu?: () => { server: number; database: number };
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
  firstVisit?: { p50: number; max: number; count: number; bytes: number };
  /** CPU microseconds per response of the timed run, when `cpu` was given. */
  cpuPerRequest?: { server: number; database: number };
  /** 1-minute load average before and after the timed run. */
  loadBefore: number;
  loadAfter: number;
};

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
  const times: number[] = [];
  const sizes: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] ?? '/';
      const started = performance.now();
      const res = await fetch(new URL(path, options.baseUrl), { headers: options.headers });
      const body = await res.arrayBuffer();
      times.push(performance.now() - started);
      // The bytes on the wire (compressed when the headers asked for it).
      sizes.push(Number(res.headers.get('content-length') ?? body.byteLength));
    }
  };
  await Promise.all(Array.from({ length: PRIME_CONCURRENCY }, worker));
  sizes.sort((a, b) => a - b);
  return { times: times.sort((a, b) => a - b), bytes: percentile(sizes, 50) };
}
const PRIME_CONCURRENCY = 4;

export async function measure(options: LoadOptions): Promise<LoadResult> {
  const primed = options.prime ? await prime(options) : null;
  if (options.warmupSeconds > 0) await run(options, options.warmupSeconds);
  const times: number[] = [];
  let non2xx = 0;
  const loadBefore = os.loadavg()[0] ?? 0;
  const cpuBefore = options.cpu?.();
  const result = await run(options, options.durationSeconds, (ms, status) => {
    times.push(ms);
    if (status < 200 || status > 299) non2xx++;
  });
  const cpuAfter = options.cpu?.();
  const loadAfter = os.loadavg()[0] ?? 0;
  const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(1, times.length);
  const sorted = Float64Array.from(times).sort();
  return {
    requestsPerSecond: times.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    responses: times.length,
    ...(primed && primed.times.length > 0
      ? {
          firstVisit: {
            p50: percentile(primed.times, 50),
            max: primed.times[primed.times.length - 1] ?? Number.NaN,
            count: primed.times.length,
            bytes: primed.bytes,
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
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    loadBefore,
    loadAfter,
  };
}
