// The web app's files, uploaded media and the SPA's history fallback, as a browser asks for them:
// hashed assets cached for a year, index.html always revalidated, pre-compressed files when the
// browser takes them, and JSON 404s for API paths, missing files and other methods.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { IMAGE_SIZES } from '@menudex/contract/images';
import { routeChunks } from './page-hints.ts';

/** index.html as Vite builds it: the entry script in the head. */
const INDEX_HTML =
  '<!doctype html><html><head><title>Menudex</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
/** A build manifest as Vite writes it: the entry, two route chunks and the chunks they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_Box-1.js'] },
  '_Box-1.js': { file: 'assets/Box-1.js' },
  '_item-card-1.js': { file: 'assets/item-card-1.js', imports: ['_Box-1.js'] },
  'src/features/items/routes/the-list.tsx': {
    file: 'assets/the-list-1.js',
    isDynamicEntry: true,
    imports: ['_item-card-1.js', '_Box-1.js'],
  },
  'src/features/search/routes/search-page.tsx': {
    file: 'assets/search-page-1.js',
    isDynamicEntry: true,
    imports: ['_item-card-1.js'],
  },
  'src/app/routes/business.tsx': {
    file: 'assets/business-1.js',
    isDynamicEntry: true,
    imports: ['_item-card-1.js'],
  },
};
const SCRIPT = 'console.log("menudex");'.repeat(50);

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-static-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('serves the pre-compressed copy to a browser that accepts gzip', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('makes the browser revalidate files that are not hashed', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers every page path with index.html (the SPA's history fallback), never cached", async () => {
    for (const url of ['/', '/the-list', '/businesses', '/search?input=pho']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html; charset=utf-8$/i);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    // Not a page: the app (which shows 'Page Not Found!') with a 404 (modules/web/web.test.ts).
    const notAPage = await t.app.inject({ url: '/not-a-page' });
    expect(notAPage.statusCode).toBe(404);
    expect(notAPage.body).toBe(INDEX_HTML);
  });

  it('answers a JSON 404 for unknown API paths, missing files and non-GET page requests', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/assets/missing-123.js'],
      ['POST', '/the-list'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: `Route ${method} ${url} not found` });
    }
  });
});

describe("a page's download hints", () => {
  const hintsOf = (html: string) =>
    html.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? [];

  it('names the chunks a route needs beyond the entry, the route module first', () => {
    expect(routeChunks(MANIFEST, 'src/features/items/routes/the-list.tsx')).toEqual([
      'assets/the-list-1.js',
      'assets/item-card-1.js',
    ]);
    expect(routeChunks(MANIFEST, 'src/unknown.tsx')).toEqual([]);
  });

  it("preloads The List's chunks and the photo of its most liked item, also for /", async () => {
    const f = factories(t);
    const business = await f.business();
    const list = await f.list(business.id);
    const top = await f.item(business.id, list.id, { likes: 50 });
    await f.item(business.id, list.id, { likes: 10 });
    await t.database.db
      .updateTable('items')
      .set({ images: ['media/ab/top-dish.webp'] })
      .where('id', '=', top.id)
      .execute();
    for (const url of ['/the-list', '/']) {
      const html = (await t.app.inject({ url })).body;
      expect(hintsOf(html), url).toEqual([
        '<link rel="preload" as="image" fetchpriority="high" href="/media/ab/top-dish.webp"' +
          ' imagesrcset="/media/ab/top-dish.w480.webp 480w, /media/ab/top-dish.w640.webp 640w, /media/ab/top-dish.w800.webp 800w, /media/ab/top-dish.webp 1200w"' +
          ` imagesizes="${IMAGE_SIZES.itemCard}">`,
        '<link rel="modulepreload" crossorigin href="/assets/the-list-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/item-card-1.js">',
      ]);
      // In the head, the photo first and all before the entry script: on HTTP/1.1 requests
      // queue for a host's six connections in the order the page names them.
      expect(html, url).toMatch(
        /<head>[^]*<link rel="preload" as="image"[^]*<link rel="modulepreload"[^]*<script type="module"[^]*<\/head><body>/,
      );
    }
  });

  it('preloads the cover of the first business a search finds, whatever the input holds', async () => {
    const f = factories(t);
    const business = await f.business({ name: 'Zebra Noodle Bar', favoriteCount: 3 });
    await t.database.db
      .updateTable('businesses')
      .set({ cover_photo: 'media/ef/zebra.webp' })
      .where('id', '=', business.id)
      .execute();
    const hints = async (url: string) => hintsOf((await t.app.inject({ url })).body);
    expect(await hints('/search?input=zebra%20noodle')).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/ef/zebra.webp"' +
        ' imagesrcset="/media/ef/zebra.w480.webp 480w, /media/ef/zebra.w640.webp 640w, /media/ef/zebra.w800.webp 800w, /media/ef/zebra.webp 1920w"' +
        ` imagesizes="${IMAGE_SIZES.businessCard}">`,
    );
    for (const url of ['/search', '/search?input=%20', '/search?input=%22%3E%3Cscript%3E']) {
      const found = await hints(url);
      expect(
        found.filter((tag) => tag.includes('as="image"')),
        url,
      ).toEqual([]);
      expect(found.length, url).toBeGreaterThan(0);
    }
  });

  it("preloads a business page's cover, and only a photo stored here", async () => {
    const f = factories(t);
    const business = await f.business();
    const setCover = (cover: string | null) =>
      t.database.db
        .updateTable('businesses')
        .set({ cover_photo: cover })
        .where('id', '=', business.id)
        .execute();
    await setCover('media/cd/cover.webp');
    const page = () => t.app.inject({ url: `/businesses/${business.id}` });
    expect(hintsOf((await page()).body)).toEqual([
      // A phone preloads the narrow copy its <picture> takes; a wider screen the photo by width.
      '<link rel="preload" as="image" fetchpriority="high" href="/media/cd/cover.narrow.webp"' +
        ' media="(max-width: 599px)">',
      '<link rel="preload" as="image" fetchpriority="high" href="/media/cd/cover.webp"' +
        ' imagesrcset="/media/cd/cover.w480.webp 480w, /media/cd/cover.w640.webp 640w, /media/cd/cover.w800.webp 800w, /media/cd/cover.webp 1920w"' +
        ` imagesizes="${IMAGE_SIZES.businessCover}" media="(min-width: 600px)">`,
      '<link rel="modulepreload" crossorigin href="/assets/business-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/item-card-1.js">',
    ]);
    for (const cover of [
      'https://elsewhere.test/a.webp',
      'media/"><script>x</script>.webp',
      null,
    ]) {
      await setCover(cover);
      const html = (await page()).body;
      expect(html, String(cover)).not.toContain('rel="preload"');
      expect(html, String(cover)).not.toContain('<script>');
    }
    // An unknown business: a 404, the app showing 'Page Not Found!', without a photo hint.
    const missing = await t.app.inject({ url: '/businesses/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('rel="preload"');
  });
});

describe('uploaded media', () => {
  it('serves a stored file under /media/ as immutable', async () => {
    const dir = path.join(t.config.mediaDir, 'ab');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'photo.webp'), Buffer.from('RIFF0000WEBP'));
    const res = await t.app.inject({ url: '/media/ab/photo.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("makes a photo's smaller copy the first time it is asked for, never larger than asked", async () => {
    const dir = path.join(t.config.mediaDir, 'cc');
    fs.mkdirSync(dir, { recursive: true });
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#c84' },
    })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'dish.webp'), photo);
    for (const width of [480, 640, 800]) {
      const res = await t.app.inject({ url: `/media/cc/dish.w${width}.webp` });
      expect(res.statusCode, String(width)).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const size = await sharp(res.rawPayload).metadata();
      expect([size.width, size.height]).toEqual([width, (width * 900) / 1200]);
      // Stored, so the next visitor gets the file as it is.
      expect(fs.existsSync(path.join(dir, `dish.w${width}.webp`))).toBe(true);
    }
    // A copy of a photo that is not there, or a width that is not one of ours: not found.
    for (const url of ['/media/cc/none.w480.webp', '/media/cc/dish.w123.webp']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect(fs.existsSync(path.join(dir, 'dish.w123.webp'))).toBe(false);
  });

  it("makes a cover's narrow copy (its middle, as a phone's cover box shows it) when asked for", async () => {
    const dir = path.join(t.config.mediaDir, 'cn');
    fs.mkdirSync(dir, { recursive: true });
    // Red on the left, the middle 750 px green, blue on the right: the copy is the green middle.
    const band = (width: number, color: string) =>
      sharp({ create: { width, height: 600, channels: 3, background: color } })
        .png()
        .toBuffer();
    const cover = await sharp({
      create: { width: 1920, height: 600, channels: 3, background: '#f00' },
    })
      .composite([
        { input: await band(750, '#0f0'), left: 585, top: 0 },
        { input: await band(585, '#00f'), left: 1335, top: 0 },
      ])
      .webp({ lossless: true })
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'cover.webp'), cover);
    const res = await t.app.inject({ url: '/media/cn/cover.narrow.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // 1.25 wide for 1 high, at the photo's full height (not above NARROW_COVER.maxHeight).
    expect([info.width, info.height]).toEqual([750, 600]);
    const pixel = (x: number) => [...data.subarray(x * info.channels, x * info.channels + 3)];
    for (const x of [4, 375, 745]) {
      const [r, g, b] = pixel(x);
      expect(g, `x=${x}`).toBeGreaterThan(200);
      expect(Math.max(r!, b!), `x=${x}`).toBeLessThan(60);
    }
    expect(fs.existsSync(path.join(dir, 'cover.narrow.webp'))).toBe(true);
    expect((await t.app.inject({ url: '/media/cn/none.narrow.webp' })).statusCode).toBe(404);
  });

  it('never serves a file outside the media folder', async () => {
    // Beside the media folder live the embedded database and the demo secret.
    fs.writeFileSync(path.join(t.config.mediaDir, '..', 'secret.txt'), 'do not serve');
    for (const url of [
      '/media/..%2Fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/../secret.txt',
      '/media/%2e%2e%2fsecret.txt',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('do not serve');
    }
  });
});
