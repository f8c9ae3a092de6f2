// What anonymous visitors cannot do to the page and answer caches (issue 34): empty them with writes
// that change nothing they hold (sign-in, "forgot password"), make the server render with junk query
// strings, render new pages without end from one address, or grow them past their bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CacheSize } from '../../lib/cache-bounds.ts';
import { renameBusinessUnseen } from '../../testing/catalogue.ts';
import { bearer, factories, multipartForm, type TestUser } from '../../testing/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pageUrl } from './page-url.ts';
import { RENDER_LIMITED_MESSAGE } from './render-budget.ts';
import { writePageShell } from '../../testing/web-build.ts';

/**
 * A stand-in for apps/web's server entry: a business page shows the business's name and its first
 * item; any page carries `filler` bytes of markup and of state that do not compress (as the real
 * page's photos' URLs and ids do not), and counts its renders on globalThis.
 */
const fakeRenderer = (filler: number) => `
import crypto from 'node:crypto';
export function pageQueries(url) {
  const m = /^\\/businesses\\/([0-9a-f-]{36})$/.exec(new URL(url, 'http://x').pathname);
  return m ? [{ source: 'business', id: m[1] }] : [];
}
export async function render(url, answers) {
  globalThis.__menudexAbuseRenders = (globalThis.__menudexAbuseRenders ?? 0) + 1;
  const answer = answers.find((a) => a.query.source === 'business')?.data;
  const item = answer?.lists?.[0]?.items?.[0]?.name ?? '';
  const filler = crypto.randomBytes(${filler}).toString('base64');
  return {
    html: '<h1>' + (answer ? answer.name : url) + '</h1><p>' + item + '</p><i>' + filler + '</i>',
    styles: '',
    state: { url, filler },
  };
}
`;

const renders = () => (globalThis as { __menudexAbuseRenders?: number }).__menudexAbuseRenders ?? 0;

function webRoot(filler: number): { webDist: string; root: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-abuse-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(webDist);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  writePageShell(webDist);
  fs.writeFileSync(path.join(root, 'dist-ssr', 'package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), fakeRenderer(filler));
  return { webDist, root };
}

describe('the key of a kept page', () => {
  it('is the path and only the query parameters the page reads, in a fixed order', () => {
    const id = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    expect(pageUrl(`/businesses/${id}?x=1&utm_source=junk`)).toBe(`/businesses/${id}`);
    expect(pageUrl(`/businesses/${id.toUpperCase()}/`)).toBe(`/businesses/${id}`);
    expect(pageUrl('/the-list?x=2&sort=distance&diet=vegan')).toBe(
      '/the-list?diet=vegan&sort=distance',
    );
    expect(pageUrl('/the-list/?x=3')).toBe('/the-list');
    expect(pageUrl('/search?junk=1&input=pho&input=bun')).toBe('/search?input=pho');
    expect(pageUrl('/businesses?view=map&near=1,2&y=1')).toBe('/businesses?view=map&near=1%2C2');
    // Every page of the table has one, reading none of the query unless the table says so.
    expect(pageUrl('/profile?x=1')).toBe('/profile');
    expect(pageUrl('/?x=1')).toBe('/');
    expect(pageUrl('/not-a-page')).toBeNull();
    expect(pageUrl('/businesses/not-an-id')).toBeNull();
  });
});

describe('writes, junk query strings and renders per client', () => {
  let t: TestApp;
  let root: string;
  let smtp: SmtpSink;
  let admin: TestUser;
  let businessId: string;
  let itemId: string;

  const page = (url: string, remoteAddress = '198.51.100.7', accept = 'text/html') =>
    t.app.inject({ url, remoteAddress, headers: { accept } });
  const itemAnswer = async () => {
    const res = await t.app.inject({ url: `/api/items/${itemId}` });
    expect(res.statusCode).toBe(200);
    return { name: res.json().item.name as string, cache: res.headers['x-cache'] };
  };

  beforeAll(async () => {
    const web = webRoot(64);
    root = web.root;
    // Mail set up, so that "forgot password" answers 200 as it does in production.
    smtp = await startSmtpSink();
    t = await createTestApp({
      mail: {
        smtpUrl: smtp.url,
        from: 'no-reply@menudex.test',
        linkBaseUrl: 'https://menudex.example',
      },
      webDist: web.webDist,
      publicCacheMs: 1000,
      pageRendersPerClient: 5,
    });
    const f = factories(t);
    admin = await f.user({ role: 'admin' });
    businessId = (await f.business({ name: 'Phở Hòa' })).id;
    const list = await f.list(businessId, 'Phở');
    itemId = (await f.item(businessId, list.id, { name: 'Phở tái' })).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    // A new window for the render budget's count is real time; the app's clock moves on its own.
    t.clock.advance(60_000);
  });

  it('keeps the cached answer and the kept page through sign-up, sign-in and "forgot password"; an item update clears them', async () => {
    expect((await itemAnswer()).cache).toBe('miss');
    expect((await page(`/businesses/${businessId}`)).body).toContain('<h1>Phở Hòa</h1>');
    // Behind the process's back, without moving the catalogue's version: only a process that
    // drops its caches (or whose time runs out, which this test's clock does not) reads it.
    await renameBusinessUnseen(t.database, businessId, 'Phở Hòa Unseen');
    await t.database.db
      .updateTable('items')
      .set({ name: 'Phở tái Unseen' })
      .where('id', '=', itemId)
      .execute();

    const email = `visitor-${Date.now()}@example.com`;
    const writes = [
      {
        method: 'POST' as const,
        url: '/api/user/signup',
        payload: { name: 'Visitor', email, password: 'a long enough password' },
      },
      {
        method: 'POST' as const,
        url: '/api/user/login',
        payload: { email, password: 'a long enough password' },
      },
      { method: 'POST' as const, url: '/api/user/password/forgot', payload: { email } },
    ];
    for (const write of writes) {
      const res = await t.app.inject(write);
      expect(res.statusCode, `${write.url}: ${res.body}`).toBeLessThan(300);
      expect(await itemAnswer(), write.url).toEqual({ name: 'Phở tái', cache: 'hit' });
      const kept = await page(`/businesses/${businessId}`);
      expect(kept.body, write.url).toContain('<h1>Phở Hòa</h1>');
    }

    const before = renders();
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/items/${itemId}`,
      headers: bearer(admin.token),
      payload: multipartForm({ name: 'Phở chín' }),
    });
    expect(update.statusCode).toBe(200);
    expect(await itemAnswer()).toEqual({ name: 'Phở chín', cache: 'miss' });
    const changed = await page(`/businesses/${businessId}`);
    expect(changed.body).toContain('<h1>Phở Hòa Unseen</h1>');
    expect(changed.body).toContain('<p>Phở chín</p>');
    expect(renders()).toBe(before + 1);
  });

  it('renders a page once whatever junk its query string carries', async () => {
    const id = (await factories(t).business({ name: 'Bún Chả' })).id;
    const before = renders();
    const first = await page(`/businesses/${id}?x=0`);
    expect(first.statusCode).toBe(200);
    for (let n = 1; n <= 50; n++) {
      // One address for all of them: junk is never a new render, so never past the budget either.
      const res = await page(`/businesses/${id}?x=${n}`);
      expect(res.statusCode, `x=${n}`).toBe(200);
      expect(res.body, `x=${n}`).toBe(first.body);
    }
    expect(renders()).toBe(before + 1);
    // The junk is not in the page: it was rendered for the URL it is kept under.
    expect(first.body).not.toContain('x=0');
    const search = await page('/search?input=pho&utm=1');
    expect((await page('/search?utm=2&input=pho')).body).toBe(search.body);
    expect(renders()).toBe(before + 2);
  });

  it('limits the new pages one address may have rendered, while others still get theirs', async () => {
    const greedy = '203.0.113.9';
    const keptUrl = `/search?input=kept-${Date.now()}`;
    const kept = await page(keptUrl, greedy);
    expect(kept.statusCode).toBe(200);
    // The budget is 5 in 10 s; one is spent above.
    for (let n = 1; n <= 4; n++) {
      expect((await page(`/search?input=word-${n}-${Date.now()}`, greedy)).statusCode).toBe(200);
    }
    const before = renders();
    const limited = await page(`/search?input=one-more-${Date.now()}`, greedy);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.body).toContain(RENDER_LIMITED_MESSAGE);
    // The app's look, asking again by itself after Retry-After, with a link to try at once.
    expect(limited.body).toContain(
      `<meta http-equiv="refresh" content="${limited.headers['retry-after']}">`,
    );
    expect(limited.body).toMatch(/<a href="\/search\?input=[^"]+">Try again now<\/a>/);
    const asApi = await page(`/search?input=json-${Date.now()}`, greedy, 'application/json');
    expect(asApi.statusCode).toBe(429);
    expect(asApi.json()).toEqual({ message: RENDER_LIMITED_MESSAGE });
    expect(renders()).toBe(before);
    // A page already made still goes out to it, and another address's new page still renders.
    expect((await page(keptUrl, greedy)).statusCode).toBe(200);
    const other = await page(`/search?input=another-${Date.now()}`, '203.0.113.10');
    expect(other.statusCode).toBe(200);
    expect(renders()).toBe(before + 1);
  });
});

describe('the page and answer caches, bounded in bytes', () => {
  let t: TestApp;
  let root: string;
  const BOUNDS = { answers: 64 * 1024, pages: 256 * 1024 };
  const sizes = () =>
    Object.fromEntries(t.app.cacheSizes().map((s) => [s.name, s])) as Record<string, CacheSize>;

  beforeAll(async () => {
    const web = webRoot(8_000);
    root = web.root;
    t = await createTestApp(
      { webDist: web.webDist, publicCacheMs: 1000, pageRendersPerClient: 0 },
      { cacheBytes: BOUNDS },
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('counts a page’s gzip and brotli copies and its state, and stays under its bound with them', async () => {
    const url = '/search?input=first';
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    const state = /<script type="application\/json" id="menudex-state">(.*?)<\/script>/.exec(
      plain.body,
    )?.[1];
    // The state is in the page and counted with the page that carries it.
    expect(state?.length).toBeGreaterThan(10_000);
    const bare = sizes().pages?.bytes ?? 0;
    expect(bare).toBeGreaterThan(plain.rawPayload.length);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const withGzip = sizes().pages?.bytes ?? 0;
    expect(withGzip - bare).toBeGreaterThanOrEqual(gzip.rawPayload.length);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect((sizes().pages?.bytes ?? 0) - withGzip).toBeGreaterThanOrEqual(br.rawPayload.length);

    // Past the bound: 40 pages of about 25 KB each, and their two copies.
    for (let n = 0; n < 40; n++) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const res = await t.app.inject({
          url: `/search?input=page-${n}`,
          headers: { 'accept-encoding': encoding },
        });
        expect(res.statusCode).toBe(200);
      }
      for (const cache of Object.values(sizes())) {
        expect(cache.bytes, cache.name).toBeLessThanOrEqual(cache.maxBytes);
      }
    }
    const pages = sizes().pages;
    expect(pages?.maxBytes).toBe(BOUNDS.pages);
    expect(pages?.entries).toBeLessThan(40);
    // The most recent pages are the ones kept.
    const again = await t.app.inject({ url: '/search?input=page-39' });
    expect(again.statusCode).toBe(200);
  });

  it('keeps answers within their bound, the oldest dropped first', async () => {
    const f = factories(t);
    const ids: string[] = [];
    for (let n = 0; n < 60; n++) ids.push((await f.business({ name: `Place ${n}` })).id);
    for (const id of ids) {
      expect((await t.app.inject({ url: `/api/businesses/${id}` })).statusCode).toBe(200);
      const answers = sizes().answers;
      expect(answers?.bytes).toBeLessThanOrEqual(BOUNDS.answers);
    }
    expect(sizes().answers?.entries).toBeLessThan(60);
    const last = await t.app.inject({ url: `/api/businesses/${ids[59]}` });
    expect(last.headers['x-cache']).toBe('hit');
    const first = await t.app.inject({ url: `/api/businesses/${ids[0]}` });
    expect(first.headers['x-cache']).toBe('miss');
  });
});
