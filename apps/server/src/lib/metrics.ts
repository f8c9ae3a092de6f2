// What the process counts for its operator, read in Prometheus's text format from GET /metrics
// (plugins/metrics.ts). Built on prom-client, with one Registry per app rather than prom-client's
// global one: tests build many apps in one process, and each must count only its own requests.
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Registry,
  type PrometheusContentType,
} from 'prom-client';
import type { Database } from '../db/database.ts';

/** `answers`: the public-answer cache (plugins/public-cache.ts); `pages`: kept pages (kept-pages.ts). */
export type CacheName = 'answers' | 'pages';
/** `stale`: an old answer sent while one request fetches a newer one. */
export type CacheResult = 'hit' | 'miss' | 'stale';
/** What a shed request was: a page navigation or anything else (an API call). */
export type ShedKind = 'page' | 'api';

export type Metrics = {
  /**
   * Every metric in Prometheus's text format, as of now. Only `registry` (which lacks the request
   * counts: see createMetrics) would not do.
   */
  text(): Promise<string>;
  readonly contentType: PrometheusContentType;
  /** The cache, shedding, pool and process metrics. */
  readonly registry: Registry<PrometheusContentType>;
  /**
   * Counts one answered request. `route` is the route's URL template or one of a few fixed names,
   * never the raw URL: every distinct value is a series Prometheus keeps for ever.
   */
  request(route: string, method: string, status: number, seconds: number): void;
  cacheLookup(cache: CacheName, result: CacheResult): void;
  /** Counts one request refused with 503 by the load shedding. */
  shed(kind: ShedKind): void;
};

/**
 * Upper bounds in seconds. prom-client's defaults start at 5 ms, but a kept page or a cached answer
 * takes well under one: the first buckets tell those apart from the ones that reached the database.
 */
export const REQUEST_DURATION_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

const REQUESTS = 'http_requests_total';
const DURATIONS = 'http_request_duration_seconds';

/** One route and method's requests: the count of each status, and their durations. */
type Series = {
  route: string;
  method: string;
  statuses: Map<number, number>;
  /** Requests per bucket, not cumulative; the last one past every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
};

const CACHES: readonly CacheName[] = ['answers', 'pages'];
const CACHE_RESULTS: readonly CacheResult[] = ['hit', 'miss', 'stale'];
const SHED_KINDS: readonly ShedKind[] = ['page', 'api'];

export function createMetrics(options: {
  database: Pick<Database, 'pool'>;
  /**
   * prom-client's process metrics (CPU, memory, event-loop delay, GC). Only when someone can read
   * them: they start an event-loop monitor and a GC observer that live as long as the process.
   */
  processMetrics: boolean;
}): Metrics {
  const registry = new Registry<PrometheusContentType>();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const lookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Cache lookups: answers (public-answer cache) and pages (kept pages), by result.',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const shed = new Counter({
    name: 'shed_requests_total',
    help: 'Requests refused with 503 because the event loop was late (load shedding).',
    labelNames: ['kind'] as const,
    registers,
  });
  // Every series from the start, at 0: rate() needs a first sample before the first event.
  for (const cache of CACHES) for (const result of CACHE_RESULTS) lookups.inc({ cache, result }, 0);
  for (const kind of SHED_KINDS) shed.inc({ kind }, 0);

  // Read when scraped, not kept up to date: a scrape every few seconds costs nothing per query.
  const { pool } = options.database;
  new Gauge({
    name: 'db_pool_total',
    help: 'Database connections open (PostgreSQL pool); 1 with the embedded database.',
    registers,
    collect() {
      this.set(pool ? pool.totalCount : 1);
    },
  });
  if (pool) {
    new Gauge({
      name: 'db_pool_idle',
      help: 'Database connections open and unused.',
      registers,
      collect() {
        this.set(pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Queries waiting for a database connection (the pool is at DATABASE_POOL_MAX).',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  // Every request is counted here in plain numbers, with nothing made per request once its route,
  // method and status were seen: prom-client's inc() and observe() build a label object and a key
  // string on every call, about a microsecond a request (5% of a kept page's or cached answer's CPU
  // time, measured). When scraped, the counts go to prom-client in the JSON form its own cluster
  // workers send (AggregatorRegistry.aggregate), and it writes them out with the rest.
  const byRoute = new Map<string, Map<string, Series>>();
  const all: Series[] = [];
  const seriesOf = (route: string, method: string): Series => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map<string, Series>()));
    let series = byMethod.get(method);
    if (!series) {
      series = {
        route,
        method,
        statuses: new Map(),
        buckets: new Float64Array(REQUEST_DURATION_BUCKETS.length + 1),
        sum: 0,
        count: 0,
      };
      byMethod.set(method, series);
      all.push(series);
    }
    return series;
  };
  const requestMetrics = () => [
    {
      name: REQUESTS,
      help: 'Requests answered, by route template, method and status.',
      type: 'counter',
      aggregator: 'sum',
      values: all.flatMap(({ route, method, statuses }) =>
        [...statuses].map(([status, value]) => ({ labels: { route, method, status }, value })),
      ),
    },
    {
      name: DURATIONS,
      help: 'Time from the request read to its answer sent, by route template and method.',
      type: 'histogram',
      aggregator: 'sum',
      values: all.flatMap(({ route, method, buckets, sum, count }) => {
        let below = 0;
        return [
          ...REQUEST_DURATION_BUCKETS.map((le, i) => ({
            metricName: `${DURATIONS}_bucket`,
            labels: { le, route, method },
            value: (below += buckets[i] ?? 0),
          })),
          {
            metricName: `${DURATIONS}_bucket`,
            labels: { le: '+Inf', route, method },
            value: count,
          },
          { metricName: `${DURATIONS}_sum`, labels: { route, method }, value: sum },
          { metricName: `${DURATIONS}_count`, labels: { route, method }, value: count },
        ];
      }),
    },
  ];

  return {
    registry,
    contentType: registry.contentType,
    text: () =>
      Registry.merge([registry, AggregatorRegistry.aggregate([requestMetrics()])]).metrics(),
    request(route, method, status, seconds) {
      const series = seriesOf(route, method);
      series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1);
      let bucket = 0;
      while (
        bucket < REQUEST_DURATION_BUCKETS.length &&
        seconds > REQUEST_DURATION_BUCKETS[bucket]!
      )
        bucket += 1;
      series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
      series.sum += seconds;
      series.count += 1;
    },
    cacheLookup(cache, result) {
      lookups.inc({ cache, result });
    },
    shed(kind) {
      shed.inc({ kind });
    },
  };
}
