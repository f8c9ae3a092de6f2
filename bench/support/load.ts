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

export async function measure(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await run(options, options.warmupSeconds);
  const times: number[] = [];
  let non2xx = 0;
  const loadBefore = os.loadavg()[0] ?? 0;
  const result = await run(options, options.durationSeconds, (ms, status) => {
    times.push(ms);
    if (status < 200 || status > 299) non2xx++;
  });
  const loadAfter = os.loadavg()[0] ?? 0;
  const sorted = Float64Array.from(times).sort();
  return {
    requestsPerSecond: times.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    responses: times.length,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    loadBefore,
    loadAfter,
  };
}
