// What a page names in its head for a phone to fetch at once (page-hints.ts, page-shell.ts): its
// largest photo, read from the page's own answers, and its route chunks, from the web build's shell
// by page id; and a page's HTML as composed, with its headers, for the pages the browser renders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@menudex/contract/images';
import { factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_SHELL, writePageShell } from '../../testing/web-build.ts';
import { PAGE_CACHE_CONTROL } from './pages.routes.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-hints-web-'));
  writePageShell(webDist);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const hintsOf = (html: string) => html.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? [];

describe('a page the browser renders', () => {
  it('is the shell with its chunks and the entry, kept by shared caches for a minute', async () => {
    for (const url of ['/', '/the-list', '/businesses', '/search?input=pho', '/profile']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html; charset=utf-8$/i);
      expect(res.headers['cache-control'], url).toBe(PAGE_CACHE_CONTROL);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain(
        `<script type="module" crossorigin src="${TEST_SHELL.entry}"></script>`,
      );
      expect(res.body, url).toMatch(/^<!doctype html><html lang="en"><head><meta charset="UTF-8">/);
    }
    const profile = (await t.app.inject({ url: '/profile' })).body;
    expect(hintsOf(profile)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/profile-4.js">',
    ]);
    // The site's own title and description, as the build wrote them.
    expect(profile).toContain(TEST_SHELL.siteMeta);
    // Not a page: the app (which shows 'Page Not Found!') with a 404, and no chunk of any page.
    const notAPage = await t.app.inject({ url: '/not-a-page' });
    expect(notAPage.statusCode).toBe(404);
    expect(notAPage.headers['cache-control']).toBe('no-cache');
    expect(hintsOf(notAPage.body)).toEqual([]);
    expect(notAPage.body).toContain('<div id="root"></div>');
    // Titled as the app titles it, and kept out of search engines.
    expect(notAPage.body).toContain(
      '<title>Page Not Found · Menudex</title><meta name="robots" content="noindex">',
    );
    expect(notAPage.body).not.toContain(TEST_SHELL.siteMeta);
  });
});

describe("a page's download hints", () => {
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
    for (const url of ['/the-list?anything=1', '/?x=2']) {
      const html = (await t.app.inject({ url })).body;
      expect(hintsOf(html), url).toEqual([
        '<link rel="preload" as="image" fetchpriority="high" href="/media/ab/top-dish.webp"' +
          ' imagesrcset="/media/ab/top-dish.w480.webp 480w, /media/ab/top-dish.w640.webp 640w, /media/ab/top-dish.w800.webp 800w, /media/ab/top-dish.webp 1200w"' +
          ` imagesizes="${IMAGE_SIZES.itemCard}">`,
        '<link rel="modulepreload" crossorigin href="/assets/the-list-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/public-2.js">',
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
      const html = (await t.app.inject({ url })).body;
      expect(
        hintsOf(html).filter((tag) => tag.includes('as="image"')),
        url,
      ).toEqual([]);
      expect(html, url).not.toContain('"><script>');
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
      '<link rel="modulepreload" crossorigin href="/assets/business-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/public-2.js">',
    ]);
    for (const cover of [
      'https://elsewhere.test/a.webp',
      'media/"><script>x</script>.webp',
      null,
    ]) {
      await setCover(cover);
      const html = (await page()).body;
      expect(html, String(cover)).not.toContain('rel="preload"');
      expect(html, String(cover)).not.toContain('<script>x');
    }
    // An unknown business: a 404, the app showing 'Page Not Found!', without a photo hint.
    const missing = await t.app.inject({ url: '/businesses/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('rel="preload"');
    expect(missing.body).toContain('<title>Business not found · Menudex</title>');
    expect(missing.body).not.toContain('og:title');
  });
});
