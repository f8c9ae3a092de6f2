// What crawlers and monitors see outside the API: 404 for paths and businesses that are not pages,
// HEAD answering as GET, robots.txt, and the sitemap index with its pages (10,000 businesses).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { siteFilesService } from './site-files.service.ts';
import { writePageShell } from '../../testing/web-build.ts';

const PUBLIC_URL = 'https://menudex.example';

let t: TestApp;
let webDist: string;
let businessId: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-web-'));
  writePageShell(webDist);
  t = await createTestApp({ webDist, publicUrl: PUBLIC_URL });
  businessId = (await factories(t).business({ name: 'Phở Hòa Bình' })).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const NOT_A_PAGE = [
  '/no-such-page',
  '/the-list/extra',
  '/businesses/00000000-0000-4000-8000-000000000000',
  '/businesses/00000000-0000-4000-8000-000000000000/feedback',
  '/businesses/not-an-id',
  '/businesses/12345',
  '/businesses/a/b/c',
  '/my-business/insights/not-an-id',
  // A language the app does not speak, and the default one spelt out (it has no prefix).
  '/xx/the-list',
  '/en/the-list',
  '/vi/no-such-page',
  '/vi/businesses/00000000-0000-4000-8000-000000000000',
];

describe('statuses of pages', () => {
  it.each(NOT_A_PAGE)(
    'answers %s with 404 and the app, which shows Page Not Found!',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each([
    '/',
    '/the-list',
    '/businesses',
    '/search?input=pho',
    '/profile',
    '/my-business',
    '/my-business/insights',
    '/my-business/insights/00000000-0000-4000-8000-000000000000',
    '/vi',
    '/vi/',
    '/vi/the-list',
    '/vi/businesses',
    '/vi/search?input=pho',
    '/vi/profile',
  ])('answers the page %s with 200', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers an existing business page (and its feedback link) with 200', async () => {
    expect((await t.app.inject({ url: `/businesses/${businessId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/businesses/${businessId}/feedback` })).statusCode).toBe(
      200,
    );
    // The printed QR codes' address carries the source the insights count (?src=qr).
    expect(
      (await t.app.inject({ url: `/businesses/${businessId}/feedback?src=qr` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/businesses/${businessId}?src=qr` })).statusCode).toBe(200);
  });

  it.each(['/the-list', '/businesses', '/', '/no-such-page', '/robots.txt', '/sitemap.xml'])(
    'answers HEAD %s as GET, without a body',
    async (url) => {
      const get = await t.app.inject({ url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(get.body));
      expect(head.body).toBe('');
    },
  );

  it('answers HEAD of the business page as GET', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: `/businesses/${businessId}` });
    expect(head.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'HEAD', url: '/businesses/nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps JSON 404s for the API and for files', async () => {
    const api = await t.app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET /api/nothing not found' });
    expect((await t.app.inject({ url: '/nothing.js' })).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap on PUBLIC_URL and keeps crawlers out of account pages', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /profile');
    expect(lines).toContain('Disallow: /my-business');
    expect(lines).toContain('Disallow: /vi/profile');
    expect(lines).toContain('Disallow: /vi/my-business');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

/** The <loc> and <lastmod> of each entry of a sitemap or sitemap index. */
function entries(xml: string) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => ({
    loc: m[1],
    lastmod: m[2],
  }));
}

describe('the sitemap', () => {
  it('lists The List, Businesses and each business in each language, with lastmod from the data', async () => {
    const db = t.database.db;
    await db
      .updateTable('businesses')
      .set({ updated_at: new Date('2026-01-02T03:04:05Z') })
      .where('id', '=', businessId)
      .execute();
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex');
    expect(entries(index.body)).toEqual([
      { loc: `${PUBLIC_URL}/sitemap-0.xml`, lastmod: '2026-01-02T03:04:05Z' },
      { loc: `${PUBLIC_URL}/sitemap-1.xml`, lastmod: '2026-01-02T03:04:05Z' },
    ]);
    const listed = await t.app.inject({ url: '/sitemap-0.xml' });
    expect(entries(listed.body).map((e) => e.loc)).toEqual([
      `${PUBLIC_URL}/the-list`,
      `${PUBLIC_URL}/vi/the-list`,
      `${PUBLIC_URL}/businesses`,
      `${PUBLIC_URL}/vi/businesses`,
    ]);
    const businesses = await t.app.inject({ url: '/sitemap-1.xml' });
    expect(businesses.body).toContain('<urlset');
    expect(entries(businesses.body)).toEqual([
      { loc: `${PUBLIC_URL}/businesses/${businessId}`, lastmod: '2026-01-02T03:04:05Z' },
      { loc: `${PUBLIC_URL}/vi/businesses/${businessId}`, lastmod: '2026-01-02T03:04:05Z' },
    ]);
    // Each language's URL names every language's, and x-default (the English one).
    const alternates = [
      ...businesses.body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
    ].map((m) => `${m[1]} ${m[2]}`);
    const business = `${PUBLIC_URL}/businesses/${businessId}`;
    const ofOne = [
      `en ${business}`,
      `vi ${PUBLIC_URL}/vi/businesses/${businessId}`,
      `x-default ${business}`,
    ];
    expect(alternates).toEqual([...ofOne, ...ofOne]);

    // An item changed later makes its business's lastmod later.
    const f = factories(t);
    const list = await f.list(businessId);
    const item = await f.item(businessId, list.id);
    await db
      .updateTable('items')
      .set({ updated_at: new Date('2026-01-10T00:00:00Z') })
      .where('id', '=', item.id)
      .execute();
    const after = await t.app.inject({ url: '/sitemap-1.xml' });
    expect(entries(after.body)[0]?.lastmod).toBe('2026-01-10T00:00:00Z');
    expect((await t.app.inject({ url: '/sitemap-2.xml' })).statusCode).toBe(404);
  });

  it('holds 10,000 businesses in two languages, split into pages of at most the limit', async () => {
    const db = t.database.db;
    await sql`
      insert into businesses (name, phone, updated_at)
      select 'Business ' || n, (2000000000 + n)::text, timestamptz '2025-06-01T00:00:00Z' + n * interval '1 minute'
      from generate_series(1, 9999) n`.execute(db);
    const index = await t.app.inject({ url: '/sitemap.xml' });
    // 10,000 in two languages (20,000 URLs) fit one page of 50,000.
    expect(entries(index.body).map((e) => e.loc)).toEqual([
      `${PUBLIC_URL}/sitemap-0.xml`,
      `${PUBLIC_URL}/sitemap-1.xml`,
    ]);
    const all = entries((await t.app.inject({ url: '/sitemap-1.xml' })).body);
    expect(all).toHaveLength(20_000);
    expect(new Set(all.map((e) => e.loc)).size).toBe(20_000);
    expect(all[2]).toEqual({
      loc: expect.stringMatching(/\/businesses\/[0-9a-f-]{36}$/),
      lastmod: '2025-06-01T00:01:00Z',
    });

    // With pages of 8,000 URLs: 4,000 businesses in two languages each, so three pages (4,000 +
    // 4,000 + 2,000 businesses), each with its latest change.
    const web = siteFilesService({ config: t.config, db } as AppContext, { sitemapMaxUrls: 8000 });
    const small = entries(await web.sitemapIndex('http://ignored'));
    expect(small.map((e) => e.loc)).toEqual(
      [0, 1, 2, 3].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`),
    );
    // Business n (n = 1 … 9,999 after the first) changed at n minutes past midnight, 1 June 2025.
    expect(small[1]?.lastmod).toBe('2026-01-10T00:00:00Z');
    expect(small[2]?.lastmod).toBe(
      new Date(Date.UTC(2025, 5, 1) + 7999 * 60_000).toISOString().replace('.000', ''),
    );
    expect(small[3]?.lastmod).toBe(
      new Date(Date.UTC(2025, 5, 1) + 9999 * 60_000).toISOString().replace('.000', ''),
    );
    const pages = await Promise.all([1, 2, 3].map((n) => web.sitemap('http://ignored', n)));
    const counts = pages.map((p) => entries(p ?? '').length);
    expect(counts).toEqual([8000, 8000, 4000]);
    expect(await web.sitemap('http://ignored', 4)).toBeNull();
  });

  it('uses the address the request came to when PUBLIC_URL is unset', async () => {
    const web = siteFilesService({
      config: { ...t.config, publicUrl: undefined },
      db: t.database.db,
    } as AppContext);
    expect(web.robots('http://localhost:3000')).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
  });
});

describe('languages', () => {
  it('says the language of the URL in <html lang> and names each language and x-default', async () => {
    const vi = await t.app.inject({ url: '/vi/the-list' });
    expect(vi.body).toContain('<html lang="vi">');
    const english = await t.app.inject({ url: '/the-list' });
    expect(english.body).toContain('<html lang="en">');
    for (const body of [vi.body, english.body]) {
      expect(body).toContain(
        `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/the-list">` +
          `<link rel="alternate" hreflang="vi" href="${PUBLIC_URL}/vi/the-list">` +
          `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/the-list">`,
      );
    }
  });

  it('keeps the query a page reads in its alternates, and its canonical in its own language', async () => {
    const page = await t.app.inject({ url: `/vi/businesses/${businessId}?junk=1` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/businesses/${businessId}">`,
    );
    expect(page.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/vi/businesses/${businessId}">`,
    );
    const search = await t.app.inject({ url: '/search?input=pho' });
    expect(search.body).toContain(
      `<link rel="alternate" hreflang="vi" href="${PUBLIC_URL}/vi/search?input=pho">`,
    );
  });

  it('decides the language from the URL alone, never from Accept-Language or a cookie', async () => {
    const res = await t.app.inject({
      url: '/the-list',
      headers: { 'accept-language': 'vi-VN,vi;q=0.9', cookie: 'lang=vi' },
    });
    expect(res.body).toContain('<html lang="en">');
  });

  it('names no alternates on a private page', async () => {
    const res = await t.app.inject({ url: '/vi/profile' });
    expect(res.body).toContain('<html lang="vi">');
    expect(res.body).not.toContain('hreflang');
  });
});
