// GET /metrics (plugins/metrics.ts, lib/metrics.ts): there only with METRICS_TOKEN, answered only
// with that bearer token, in Prometheus's text format; requests counted by route template (never the
// raw URL), the caches' lookups by result, and the database pool's connections when scraped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDriver } from '../testing/test-database.ts';
import { METRICS_UNAUTHORIZED_MESSAGE } from './metrics.ts';
import { writePageShell } from '../testing/web-build.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
/** A stand-in for apps/web's server entry, so business pages are rendered and kept. */
const FAKE_RENDERER = `
export function pageQueries(url) {
  const m = /^\\/businesses\\/([0-9a-f-]{36})$/.exec(new URL(url, 'http://x').pathname);
  return m ? [{ source: 'business', id: m[1] }] : [];
}
export async function render() { return { html: '<h1>page</h1>', styles: '', state: {} }; }
`;

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments skipped). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The samples named `name` whose labels include `labels`. */
function find(text: string, name: string, labels: Record<string, string> = {}): Sample[] {
  return samples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

/** The one sample named `name` with these labels (0 when there is none yet). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = find(text, name, labels);
  if (found.length > 1) throw new Error(`${found.length} series of ${name} match`);
  return found[0]?.value ?? 0;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not there: a 404 like any unknown path, token or not', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let root: string;
  let f: ReturnType<typeof factories>;
  let businessId: string;
  let itemIds: string[];

  const scrape = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-metrics-'));
    const webDist = path.join(root, 'dist');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writePageShell(webDist);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1);');
    fs.mkdirSync(path.join(root, 'dist-ssr'));
    fs.writeFileSync(path.join(root, 'dist-ssr', 'package.json'), '{"type":"module"}');
    fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), FAKE_RENDERER);
    t = await createTestApp({ metricsToken: TOKEN, webDist, publicCacheMs: 1000 });
    f = factories(t);
    const business = await f.business({ name: 'Phở Hòa' });
    businessId = business.id;
    const list = await f.list(business.id, 'Phở');
    itemIds = [
      (await f.item(business.id, list.id, { name: 'Phở tái' })).id,
      (await f.item(business.id, list.id, { name: 'Phở gà' })).id,
    ];
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a missing, wrong or differently sent token with a 401 {message}', async () => {
    const cases = [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of cases) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: METRICS_UNAUTHORIZED_MESSAGE });
    }
  });

  it("answers the right token in Prometheus's text format, never to be cached", async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    // The process's own (prom-client's default metrics).
    expect(find(res.body, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(find(res.body, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });

  it('counts requests by route template and status, never by raw URL', async () => {
    const route = { route: '/api/items/:id', method: 'GET' };
    const before = await scrape();
    for (const id of itemIds) {
      expect((await t.app.inject({ url: `/api/items/${id}` })).statusCode).toBe(200);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ url: `/api/items/${missing}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/no-such-thing/42' })).statusCode).toBe(404);
    const after = await scrape();

    const counted = (text: string, labels: Record<string, string>) =>
      valueOf(text, 'http_requests_total', labels);
    // Two items, one series.
    expect(find(after, 'http_requests_total', { ...route, status: '200' })).toHaveLength(1);
    expect(counted(after, { ...route, status: '200' })).toBe(
      counted(before, { ...route, status: '200' }) + 2,
    );
    expect(counted(after, { ...route, status: '404' })).toBe(
      counted(before, { ...route, status: '404' }) + 1,
    );
    expect(counted(after, { route: 'not-found', method: 'GET', status: '404' })).toBe(
      counted(before, { route: 'not-found', method: 'GET', status: '404' }) + 1,
    );
    // The scrape before this one counts too, under its own route.
    expect(counted(after, { route: '/metrics', method: 'GET', status: '200' })).toBeGreaterThan(0);
    expect(
      valueOf(after, 'http_request_duration_seconds_count', route) -
        valueOf(before, 'http_request_duration_seconds_count', route),
    ).toBe(3);
    expect(
      valueOf(after, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' }) -
        valueOf(before, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' }),
    ).toBe(3);
    for (const id of [...itemIds, missing]) expect(after).not.toContain(id);
    expect(after).not.toContain('no-such-thing');
  });

  it('names the web app: page templates, static files, pages of the history fallback, 404s', async () => {
    const before = await scrape();
    expect((await t.app.inject({ url: `/businesses/${businessId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(200);
    const fallback = await t.app.inject({ url: '/some/page/of/the/app' });
    expect(fallback.headers['content-type']).toMatch(/^text\/html/);
    expect((await t.app.inject({ url: '/missing-file.png' })).statusCode).toBe(404);
    const after = await scrape();
    const added = (route: string, status: number) =>
      valueOf(after, 'http_requests_total', { route, method: 'GET', status: String(status) }) -
      valueOf(before, 'http_requests_total', { route, method: 'GET', status: String(status) });
    expect(added('/businesses/:id', 200)).toBe(1);
    expect(added('static', 200)).toBe(1);
    expect(added('page', fallback.statusCode)).toBe(1);
    expect(added('not-found', 404)).toBe(1);
    expect(after).not.toContain('some/page');
    expect(after).not.toContain('missing-file');
  });

  it('counts the public-answer cache and the kept pages by result', async () => {
    const lookups = (text: string, cache: string, result: string) =>
      valueOf(text, 'cache_lookups_total', { cache, result });
    // Every series is there from the start, even before its first lookup.
    const before = await scrape();
    for (const cache of ['answers', 'pages'])
      for (const result of ['hit', 'miss', 'stale'])
        expect(find(before, 'cache_lookups_total', { cache, result })).toHaveLength(1);

    t.clock.advance(60_000);
    const url = `/api/items/${itemIds[0]}`;
    expect((await t.app.inject({ url })).headers['x-cache']).toBe('miss');
    expect((await t.app.inject({ url })).headers['x-cache']).toBe('hit');
    const page = `/businesses/${businessId}`;
    expect((await t.app.inject({ url: page })).statusCode).toBe(200);
    expect((await t.app.inject({ url: page })).statusCode).toBe(200);
    const after = await scrape();
    expect(lookups(after, 'answers', 'miss') - lookups(before, 'answers', 'miss')).toBe(1);
    expect(lookups(after, 'answers', 'hit') - lookups(before, 'answers', 'hit')).toBe(1);
    // The page was kept by an earlier test or by the first request here: the second is a hit.
    expect(lookups(after, 'pages', 'hit') - lookups(before, 'pages', 'hit')).toBeGreaterThan(0);
    expect(
      lookups(after, 'pages', 'hit') +
        lookups(after, 'pages', 'miss') -
        lookups(before, 'pages', 'hit') -
        lookups(before, 'pages', 'miss'),
    ).toBe(2);
  });

  it('reports the shed requests by kind, at 0 until the load shedding refuses any', async () => {
    const text = await scrape();
    expect(valueOf(text, 'shed_requests_total', { kind: 'page' })).toBe(0);
    expect(valueOf(text, 'shed_requests_total', { kind: 'api' })).toBe(0);
    expect(find(text, 'shed_requests_total')).toHaveLength(2);
  });

  it.runIf(testDriver() === 'postgres')(
    "reports the PostgreSQL pool's connections when scraped",
    async () => {
      const text = await scrape();
      const total = valueOf(text, 'db_pool_total');
      expect(total).toBeGreaterThan(0);
      expect(find(text, 'db_pool_idle')).toHaveLength(1);
      expect(valueOf(text, 'db_pool_idle')).toBeLessThanOrEqual(total);
      expect(find(text, 'db_pool_waiting')).toHaveLength(1);
      expect(valueOf(text, 'db_pool_waiting')).toBe(0);
    },
  );

  it.runIf(testDriver() === 'pglite')(
    'reports the embedded database as one connection',
    async () => {
      const text = await scrape();
      expect(valueOf(text, 'db_pool_total')).toBe(1);
      expect(find(text, 'db_pool_idle')).toHaveLength(0);
    },
  );
});
