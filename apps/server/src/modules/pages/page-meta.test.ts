// What a search engine or a link preview reads from a public page without running its scripts:
// the title, description, canonical address (PUBLIC_URL), Open Graph and Twitter card with the
// photo and its size, and schema.org JSON-LD that checks against schema.org's types (schema-dts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, factories, testImage } from '../../testing/factories.ts';
import { schemaOrgErrors } from '../../testing/schema-org.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { writePageShell } from '../../testing/web-build.ts';

const PUBLIC_URL = 'https://menudex.example';

let t: TestApp;
let webDist: string;
let cafeId: string;
let pho: { id: string };

async function storePhoto(key: string, width: number, height: number): Promise<string> {
  const file = path.join(t.config.mediaDir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await testImage({ format: 'webp', width, height }));
  return `media/${key}`;
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-web-meta-'));
  writePageShell(webDist);
  t = await createTestApp({ webDist, publicUrl: PUBLIC_URL });
  const f = factories(t);
  const admin = await f.user({ role: 'admin' });
  const cafe = await f.business({
    name: 'Hạt Cà Phê',
    city: 'San Jose',
    categories: ['Cafe', 'Vietnamese'],
    lat: 37.3355,
    lng: -121.8907,
    favoriteCount: 3,
  });
  cafeId = cafe.id;
  const cover = await storePhoto('ab/cover.webp', 1200, 630);
  await t.database.db
    .updateTable('businesses')
    .set({
      cover_photo: cover,
      description: 'Vietnamese coffee, "phin" filtered <slowly>.',
      address1: '12 Tully Rd',
      zip_code: '95111',
      country: 'US',
      website: 'https://hatcaphe.example/menu',
      email: 'hello@hatcaphe.example',
    })
    .where('id', '=', cafe.id)
    .execute();
  const hours = await t.app.inject({
    method: 'PUT',
    url: `/api/businesses/${cafe.id}/hours`,
    headers: bearer(admin.token),
    payload: {
      timeZone: 'America/Los_Angeles',
      weekly: [
        { day: 'mon', opens: '07:00', closes: '15:00' },
        { day: 'sat', opens: '08:00', closes: '24:00' },
      ],
      special: [{ date: '2026-12-25', closed: true, ranges: [], note: 'Christmas' }],
      temporarilyClosed: false,
      reopensOn: null,
    },
  });
  expect(hours.statusCode).toBe(200);
  const drinks = await f.list(cafe.id, 'Drinks');
  const food = await f.list(cafe.id, 'Food');
  const coffee = await f.item(cafe.id, drinks.id, {
    name: 'Cà Phê Sữa Đá',
    description: 'Iced coffee with condensed milk.',
    priceCents: 550,
    likes: 40,
    diets: ['vegetarian', 'gluten-free', 'dairy-free'],
  });
  const photo = await storePhoto('cd/coffee.webp', 800, 600);
  await t.database.db
    .updateTable('items')
    .set({ images: [photo] })
    .where('id', '=', coffee.id)
    .execute();
  await f.item(cafe.id, food.id, {
    name: 'Bánh Mì Chay',
    priceCents: null,
    likes: 3,
    diets: ['vegan'],
  });
  const phoPlace = await f.business({
    name: 'Phở Hòa Bình',
    city: 'San Jose',
    categories: ['Vietnamese', 'Noodles'],
  });
  pho = { id: phoPlace.id };
  const soups = await f.list(phoPlace.id, 'Soups');
  await f.item(phoPlace.id, soups.id, { name: 'Phở Tái', priceCents: 1495, likes: 90 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The page as a crawler reads it: head tags by name, and the JSON-LD documents. */
async function crawl(url: string) {
  const res = await t.app.inject({ url });
  const html = res.body;
  const attr = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`)
      .exec(tag)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) => {
    const tags = metas.filter((m) => attr(m, 'property') === key || attr(m, 'name') === key);
    return tags.length === 1
      ? attr(tags[0]!, 'content')
      : tags.length
        ? tags.map((tag) => attr(tag, 'content'))
        : undefined;
  };
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return { res, html, titles, canonical, meta, jsonLd };
}

describe('a business page', () => {
  it('has its title with the city, description, canonical URL, lang and link-preview tags with the photo size', async () => {
    const page = await crawl(`/businesses/${cafeId}`);
    expect(page.res.statusCode).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    expect(page.titles).toEqual(['Hạt Cà Phê · San Jose · Menudex']);
    expect(page.meta('description')).toBe('Vietnamese coffee, "phin" filtered <slowly>.');
    expect(page.html).not.toContain('<slowly>');
    expect(page.canonical).toEqual([`${PUBLIC_URL}/businesses/${cafeId}`]);
    expect(page.meta('og:title')).toBe('Hạt Cà Phê · San Jose · Menudex');
    expect(page.meta('og:type')).toBe('restaurant');
    expect(page.meta('og:url')).toBe(`${PUBLIC_URL}/businesses/${cafeId}`);
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/media/ab/cover.webp`);
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(`${PUBLIC_URL}/media/ab/cover.webp`);
  });

  it('carries the business, its website (sameAs), e-mail and menu as schema.org JSON-LD that checks against the vocabulary', async () => {
    const { jsonLd } = await crawl(`/businesses/${cafeId}`);
    expect(jsonLd).toHaveLength(1);
    const doc = jsonLd[0]!;
    expect(doc).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      name: 'Hạt Cà Phê',
      url: `${PUBLIC_URL}/businesses/${cafeId}`,
      image: [`${PUBLIC_URL}/media/ab/cover.webp`],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Tully Rd',
        addressLocality: 'San Jose',
        addressRegion: 'CA',
        postalCode: '95111',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 37.3355, longitude: -121.8907 },
      servesCuisine: ['Vietnamese'],
      priceRange: '$',
      // The business's own site is another page about it; `url` stays this page.
      sameAs: 'https://hatcaphe.example/menu',
      email: 'hello@hatcaphe.example',
    });
    expect(doc.telephone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(doc.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '07:00',
        closes: '15:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '08:00',
        closes: '23:59',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    const menu = doc.hasMenu as {
      hasMenuSection: { name: string; hasMenuItem: Record<string, unknown>[] }[];
    };
    expect(menu).toMatchObject({ '@type': 'Menu' });
    expect(menu.hasMenuSection.map((s) => s.name)).toEqual(['Drinks', 'Food']);
    expect(menu.hasMenuSection[0]!.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Cà Phê Sữa Đá',
        url: expect.stringMatching(
          new RegExp(`^${PUBLIC_URL}/businesses/${cafeId}#item-[0-9a-f-]{36}$`),
        ),
        description: 'Iced coffee with condensed milk.',
        image: [`${PUBLIC_URL}/media/cd/coffee.webp`],
        offers: { '@type': 'Offer', price: 5.5, priceCurrency: 'USD' },
        // dairy-free has no schema.org diet: left out rather than mis-stated.
        suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'],
      },
    ]);
    // No price given: no offer.
    expect(menu.hasMenuSection[1]!.hasMenuItem[0]).not.toHaveProperty('offers');
    expect(schemaOrgErrors(jsonLd)).toEqual([]);
  });

  it('is a Restaurant serving its cuisines when no category says otherwise, without a website or e-mail it has not given', async () => {
    const { jsonLd, titles } = await crawl(`/businesses/${pho.id}`);
    expect(titles).toEqual(['Phở Hòa Bình · San Jose · Menudex']);
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Restaurant',
      servesCuisine: ['Vietnamese', 'Noodles'],
    });
    // No website or e-mail given: neither is claimed.
    expect(jsonLd[0]).not.toHaveProperty('sameAs');
    expect(jsonLd[0]).not.toHaveProperty('email');
    expect(schemaOrgErrors(jsonLd)).toEqual([]);
  });
});

describe('the other public pages', () => {
  it('The List: its title, the top dishes in the description, the first photo, and an ItemList', async () => {
    const page = await crawl('/the-list?diet=vegan');
    expect(page.titles).toEqual(['The List · Menudex']);
    expect(page.meta('description')).toBe(
      'The dishes people like most, all over town: Phở Tái, Cà Phê Sữa Đá, Bánh Mì Chay.',
    );
    // Filters are views of one page: the canonical address has none.
    expect(page.canonical).toEqual([`${PUBLIC_URL}/the-list`]);
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/media/cd/coffee.webp`);
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['800', '600']);
    expect(page.jsonLd).toHaveLength(1);
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });
    const first = (page.jsonLd[0]!.itemListElement as Record<string, unknown>[])[0];
    expect(first).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'MenuItem',
        name: 'Phở Tái',
        offers: { price: 14.95, priceCurrency: 'USD' },
      },
    });
    expect(schemaOrgErrors(page.jsonLd)).toEqual([]);
  });

  it('Businesses and search: titles, descriptions, canonical and a preview photo', async () => {
    const businesses = await crawl('/businesses');
    expect(businesses.titles).toEqual(['Businesses · Menudex']);
    expect(businesses.meta('description')).toContain('Hạt Cà Phê');
    expect(businesses.canonical).toEqual([`${PUBLIC_URL}/businesses`]);
    expect(businesses.meta('og:image')).toBe(`${PUBLIC_URL}/media/ab/cover.webp`);

    const search = await crawl('/search?input=ph%E1%BB%9F&diet=vegan');
    expect(search.titles).toEqual(['Search result for phở · Menudex']);
    expect(search.meta('description')).toContain('Phở Tái');
    expect(search.canonical).toEqual([`${PUBLIC_URL}/search?input=ph%E1%BB%9F`]);
  });

  it('leaves the site-wide title and description out, once each', async () => {
    for (const url of ['/the-list', '/businesses', `/businesses/${cafeId}`, '/search?input=pho']) {
      const page = await crawl(url);
      expect(page.titles, url).toHaveLength(1);
      expect(page.html.match(/name="description"/g), url).toHaveLength(1);
      expect(page.html, url).not.toContain('Site-wide');
    }
  });

  it('keeps the site-wide head on pages that are not public; a 404 is titled as the app titles it', async () => {
    const profile = await crawl('/profile');
    expect(profile.titles).toEqual(['Menudex']);
    expect(profile.canonical).toEqual([]);
    expect(profile.jsonLd).toEqual([]);
    for (const [url, title] of [
      ['/no-such-page', 'Page Not Found · Menudex'],
      ['/businesses/00000000-0000-4000-8000-000000000000', 'Business not found · Menudex'],
    ] as const) {
      const page = await crawl(url);
      expect(page.titles, url).toEqual([title]);
      expect(page.canonical, url).toEqual([]);
      expect(page.jsonLd, url).toEqual([]);
    }
  });
});

describe('a page in Vietnamese (docs/decisions/054)', () => {
  it('titles and describes each public page in its language, og:locale and JSON-LD included', async () => {
    const list = await crawl('/vi/the-list');
    expect(list.html).toContain('<html lang="vi">');
    expect(list.titles).toEqual(['Danh sách · Menudex']);
    expect(list.meta('description')).toBe(
      'Những món được yêu thích nhất khắp thành phố: Phở Tái, Cà Phê Sữa Đá, Bánh Mì Chay.',
    );
    expect(list.meta('og:locale')).toBe('vi_VN');
    expect(list.canonical).toEqual([`${PUBLIC_URL}/vi/the-list`]);
    expect(list.jsonLd[0]).toMatchObject({
      name: 'Danh sách',
      description: 'Những món được yêu thích nhất khắp thành phố.',
    });

    const business = await crawl(`/vi/businesses/${cafeId}`);
    expect(business.titles).toEqual(['Hạt Cà Phê · San Jose · Menudex']);
    expect(business.jsonLd[0]).toMatchObject({ hasMenu: { name: 'Thực đơn Hạt Cà Phê' } });
    expect(schemaOrgErrors(business.jsonLd)).toEqual([]);

    expect((await crawl('/vi/businesses')).titles).toEqual(['Quán ăn · Menudex']);
    const search = await crawl('/vi/search?input=ph%E1%BB%9F');
    expect(search.titles).toEqual(['Kết quả tìm kiếm cho phở · Menudex']);
    expect(search.meta('description')).toMatch(/^phở trên Menudex: /);

    const missing = await crawl('/vi/businesses/00000000-0000-4000-8000-000000000000');
    expect(missing.titles).toEqual(['Không tìm thấy quán · Menudex']);
    const nowhere = await crawl('/vi/no-such-page');
    expect(nowhere.res.statusCode).toBe(404);
    expect(nowhere.html).toContain('<html lang="vi">');
    expect(nowhere.titles).toEqual(['Không tìm thấy trang · Menudex']);
  });

  it('keeps the English pages word for word', async () => {
    const list = await crawl('/the-list');
    expect(list.titles).toEqual(['The List · Menudex']);
    expect(list.meta('og:locale')).toBe('en_US');
  });
});

describe('sending a page', () => {
  it('compresses it for a browser that takes brotli or gzip, HEAD with the same length', async () => {
    const url = `/businesses/${cafeId}`;
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(br.rawPayload.length);
  });

  it("sends a kept rendered page at brotli's best compression once made, the same page", async () => {
    // A page never sent before (a junk query string is the same page as the one sent above).
    const f = factories(t);
    const place = await f.business({ name: 'Quán Ăn Ngon' });
    const list = await f.list(place.id, 'Món chính');
    for (const name of ['Bún chả Hà Nội', 'Phở bò tái', 'Bánh xèo miền Tây', 'Cơm tấm sườn']) {
      await f.item(place.id, list.id, { name });
    }
    const url = `/businesses/${place.id}`;
    const headers = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ url, headers });
    const html = zlib.brotliDecompressSync(first.rawPayload).toString();
    const best = zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    expect(best.length).toBeLessThan(first.rawPayload.length);
    // Made off the event loop after the first answer: a later one carries it.
    let later = first;
    for (let i = 0; i < 100 && later.rawPayload.length === first.rawPayload.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await t.app.inject({ url, headers });
    }
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(zlib.brotliDecompressSync(later.rawPayload).toString()).toBe(html);
    expect(later.headers.etag).toBe(first.headers.etag);
    const head = await t.app.inject({ method: 'HEAD', url, headers });
    expect(Number(head.headers['content-length'])).toBe(later.rawPayload.length);
  });
});

describe('the JSON-LD check', () => {
  it('refuses a property or type schema.org does not have, and a value of the wrong kind', () => {
    const errors = schemaOrgErrors([
      { '@context': 'https://schema.org', '@type': 'Restaurant', name: 'A', servesCusine: 'Thai' },
      {
        '@context': 'https://schema.org',
        '@type': 'MenuItem',
        name: 'B',
        offers: { '@type': 'Offer', price: { amount: 1 } },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: 'C',
        geo: { '@type': 'PostalAddress' },
      },
      { '@context': 'https://schema.org', '@type': 'Restaurant', name: 'D', servesCuisine: 'Thai' },
    ]);
    expect(errors.some((e) => e.startsWith('document 0:') && e.includes('servesCusine'))).toBe(
      true,
    );
    expect(errors.some((e) => e.startsWith('document 1:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('document 2:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('document 3:'))).toBe(false);
  });
});

describe('rendered pages and the answer cache', () => {
  let cached: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-web-cache-'));
    writePageShell(dist);
    cached = await createTestApp({ webDist: dist, publicUrl: PUBLIC_URL, publicCacheMs: 60_000 });
  });
  afterAll(async () => {
    await cached.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('keeps a page for PUBLIC_CACHE_MS, and a write in this process drops it', async () => {
    const f = factories(cached);
    const user = await f.user();
    const place = await f.business({ name: 'Kept Place' });
    const list = await f.list(place.id);
    const dish = await f.item(place.id, list.id, { name: 'First Name', likes: 5 });
    const description = async () => {
      const html = (await cached.app.inject({ url: '/the-list' })).body;
      return /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
    };
    expect(await description()).toContain('First Name');
    await cached.database.db
      .updateTable('items')
      .set({ name: 'Second Name' })
      .where('id', '=', dish.id)
      .execute();
    // Written behind the server's back: the kept page is served.
    expect(await description()).toContain('First Name');
    const vote = await cached.app.inject({
      method: 'POST',
      url: `/api/items/vote/${dish.id}`,
      headers: bearer(user.token),
      payload: { vote: 'like' },
    });
    expect(vote.statusCode).toBeLessThan(300);
    expect(await description()).toContain('Second Name');
  });
});
