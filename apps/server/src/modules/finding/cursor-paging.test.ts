// Cursor paging (DESIGN 7.6) on every listing and search: each answer with a next page names it in
// `Link: <…after=…>; rel="next"`, following the links gives exactly the pages the page numbers give
// (ties in likes, prices missing, distances, match tiers, filters), and anything but a cursor the
// server made for that order is a 400 with a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_TEXTS } from '@menudex/contract/paging';
import { nextPageUrl } from '@menudex/contract/next-link';
import { LIMITS } from '@menudex/contract/constants';
import { factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { encodeCursor } from './cursor.ts';
import { sql } from 'kysely';

// Monday 2026-11-23 12:00 in Los Angeles.
const NOW = '2026-11-23T20:00:00Z';
const SAN_JOSE = '37.3352,-121.8811';

type Row = { _id: string };

describe('cursor paging', { timeout: 120_000 }, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { now: NOW });
    const f = factories(t);
    const admin = (await f.user({ role: 'admin' })).token;
    // 30 businesses around San Jose, favorites in few values (ties), some without a place.
    for (let b = 0; b < 30; b++) {
      const business = await f.business({
        name: b % 4 === 0 ? `Noodle House ${b}` : `Kitchen ${b}`,
        favoriteCount: b % 3,
        categories: b % 5 === 0 ? ['Noodle'] : ['Cafe'],
        ...(b % 6 === 5 ? {} : { lat: 37.3 + (b % 7) * 0.01, lng: -121.9 + (b % 5) * 0.01 }),
      });
      if (b % 2 === 0) {
        await t.app.inject({
          method: 'PUT',
          url: `/api/businesses/${business.id}/hours`,
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ weekly: [{ day: 'mon', opens: '10:00', closes: '21:00' }] }),
        });
      }
      const list = await f.list(business.id, 'Menu');
      // Three items each: likes in few values, a price missing now and then, words in the name, the
      // tags or the description only (the match tiers).
      for (let i = 0; i < 3; i++) {
        const n = b * 3 + i;
        await f.item(business.id, list.id, {
          name: n % 3 === 0 ? `Noodle soup ${n}` : `Dish ${n}`,
          // Phở with and without its diacritics: a search typed with them puts its exact
          // matches first (two tiers).
          description:
            n % 4 === 0 ? `with rice noodle ${n % 8 === 0 ? 'phở' : 'pho'}` : 'house special',
          tags: n % 5 === 0 ? ['noodle'] : [],
          likes: n % 4,
          priceCents: n % 7 === 0 ? null : 500 + (n % 9) * 100,
          diets: n % 2 === 0 ? ['vegan'] : [],
        });
      }
    }
  }, 300_000);
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    const link = res.headers.link;
    return { rows: res.json<Row[]>(), next: nextPageUrl(typeof link === 'string' ? link : null) };
  };

  /** Page n by number: `first` for n = 1 (the listing's first page), else the page URL. */
  type Listing = { first: string; page: (n: number) => string };
  const listings: Record<string, Listing> = {};
  const items = (query: string): Listing => ({
    first: `/api/items${query ? `?${query}` : ''}`,
    page: (n) => `/api/items/pages/${n}${query ? `?${query}` : ''}`,
  });
  const businesses = (query: string): Listing => ({
    first: `/api/businesses/pages/1${query ? `?${query}` : ''}`,
    page: (n) => `/api/businesses/pages/${n}${query ? `?${query}` : ''}`,
  });
  const search = (query: string): Listing => ({
    first: `/api/search/items?${query}`,
    page: (n) => `/api/search/items?${query}&page=${n}`,
  });
  Object.assign(listings, {
    'items, most liked': items(''),
    'items by price (missing prices last)': items('sort=price'),
    'items nearest first': items(`near=${SAN_JOSE}&sort=distance`),
    'items vegan, open now, near': items(`diet=vegan&openNow=true&near=${SAN_JOSE}&radiusKm=50`),
    'businesses in creation order': businesses(''),
    'businesses most favorited': businesses('sort=likes'),
    'businesses by price': businesses('sort=price'),
    'businesses nearest first': businesses(`near=${SAN_JOSE}&sort=distance`),
    'businesses open now': businesses('openNow=true'),
    'search, one word': search('input=noodle'),
    'search, two words (the walk first)': search('input=noodle%20soup'),
    'search, best match (the tiers)': search('input=noodle&sort=match'),
    'search, by price': search('input=noodle&sort=price'),
    'search, vegan': search('input=noodle&diet=vegan'),
    'search typed with diacritics (exact matches first)': search('input=ph%E1%BB%9F'),
  });

  it.each(Object.keys(listings))(
    '%s: following Link rel="next" gives page N by number, to the end',
    async (name) => {
      const listing = listings[name] as Listing;
      let url: string | null = listing.first;
      const seen: string[] = [];
      for (let n = 1; url !== null; n++) {
        const byCursor = await get(url);
        const byNumber = await get(listing.page(n));
        expect(
          byCursor.rows.map((r) => r._id),
          `${name}, page ${n}`,
        ).toEqual(byNumber.rows.map((r) => r._id));
        seen.push(...byCursor.rows.map((r) => r._id));
        // A full page has a next link exactly when more rows follow; the last page has none.
        if (byCursor.next) {
          expect(byCursor.rows).toHaveLength(LIMITS.pageSize);
          expect(byCursor.next).toContain('after=');
        }
        url = byCursor.next;
        expect(n).toBeLessThan(20);
      }
      // Every row once, and (for the unfiltered listings) every row of the table.
      expect(new Set(seen).size).toBe(seen.length);
      if (name === 'items, most liked') expect(seen).toHaveLength(90);
      if (name === 'businesses in creation order') expect(seen).toHaveLength(30);
      expect(seen.length).toBeGreaterThan(LIMITS.pageSize);
    },
  );

  it('keeps the filters and names the next page by number in the link', async () => {
    const first = await get(`/api/items?diet=vegan`);
    expect(first.next).toMatch(/^\/api\/items\/pages\/2\?diet=vegan&after=[A-Za-z0-9_-]+$/);
    const second = await get(first.next ?? '');
    expect(second.next).toMatch(/^\/api\/items\/pages\/3\?diet=vegan&after=/);
    const found = await get('/api/search/items?input=noodle');
    expect(found.next).toMatch(/^\/api\/search\/items\?input=noodle&page=2&after=/);
  });

  it('continues after a row that changed its place since (no repeat, no skip of the others)', async () => {
    const first = await get('/api/items');
    const second = await get(first.next ?? '');
    // The first page's top dish gets many likes: it moves, the cursor still means "after row 12".
    const top = first.rows[0]?._id ?? '';
    await sql`update items set likes = likes + 100 where id = ${top}`.execute(t.database.db);
    const again = await get(first.next ?? '');
    expect(again.rows.map((r) => r._id)).toEqual(second.rows.map((r) => r._id));
  });

  it.each([
    ['junk', 'not-a-cursor'],
    ['characters no cursor has', 'abc%24%25'],
    ['too long', 'a'.repeat(500)],
    ['a cursor of another order', encodeCursor({ name: 'businesses.seq', keys: [] }, [1])],
    [
      'the right order with a value of the wrong kind',
      Buffer.from(JSON.stringify(['items.likes', 'many', '1'])).toString('base64url'),
    ],
    ['too few keys', Buffer.from(JSON.stringify(['items.likes', 3])).toString('base64url')],
  ])('answers 400 with a message for after= %s', async (_, after) => {
    for (const url of [
      `/api/items?after=${after}`,
      `/api/items/pages/2?after=${after}`,
      `/api/businesses/pages/2?sort=likes&after=${after}`,
      `/api/search/items?input=noodle&after=${after}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message, url).toContain(PAGING_TEXTS.badCursor);
    }
  });
});
