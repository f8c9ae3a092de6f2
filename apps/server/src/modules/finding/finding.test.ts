// The finding parameters on the four listings: every filter, combinations, the orders, paging that
// stays stable under filters, bad values (400 with a message), and the allergens "not stated" rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findingOf, findingQuerySchema } from '@menudex/contract/finding';
import { findingRepository } from './finding.repository.ts';

// Monday 2026-11-23 12:00 in Los Angeles.
const NOW = '2026-11-23T20:00:00Z';
const SAN_JOSE = '37.3352,-121.8811';

type ItemAnswer = {
  _id: string;
  name: string;
  price: number | null;
  diets: string[];
  allergens: string[] | null;
  businessId: { _id: string; name: string; distanceMeters?: number };
  popularity: { likes: number };
};
type BusinessAnswer = {
  _id: string;
  name: string;
  openNow: boolean | null;
  priceLevel: number | null;
  distanceMeters?: number;
};

describe('finding: filters and sorts', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

  beforeAll(async () => {
    t = await createTestApp({}, { now: NOW });
    const f = factories(t);
    // Open now (Monday lunch), downtown San Jose; cheap.
    const pho = await f.business({
      name: 'Phở Chay',
      lat: 37.3337,
      lng: -121.8907,
      categories: ['Vietnamese'],
    });
    // Closed now (dinner only), Santa Clara (about 6 km away); mid-priced.
    const curry = await f.business({
      name: 'Curry Leaf',
      lat: 37.3541,
      lng: -121.9552,
      favoriteCount: 5,
    });
    // No coordinates, no hours; expensive.
    const steak = await f.business({ name: 'Prime Cut', favoriteCount: 9 });
    // Open now, but in San Francisco (about 70 km away).
    const far = await f.business({ name: 'Bay Noodle', lat: 37.7749, lng: -122.4194 });
    Object.assign(ids, { pho: pho.id, curry: curry.id, steak: steak.id, far: far.id });
    const admin = (await f.user({ role: 'admin' })).token;
    const setHours = (id: string, weekly: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${id}/hours`,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ weekly }),
      });
    await setHours(pho.id, [{ day: 'mon', opens: '10:00', closes: '21:00' }]);
    await setHours(curry.id, [{ day: 'mon', opens: '17:00', closes: '22:00' }]);
    await setHours(far.id, [{ day: 'mon', opens: '00:00', closes: '24:00' }]);

    const phoList = await f.list(pho.id, 'Menu');
    await f.item(pho.id, phoList.id, {
      name: 'Phở Chay',
      priceCents: 1300,
      likes: 8,
      diets: ['vegan', 'vegetarian', 'dairy-free'],
      allergens: ['soy', 'gluten'],
      tags: ['Pho', 'Vegan'],
    });
    await f.item(pho.id, phoList.id, {
      name: 'Gỏi Cuốn',
      description: 'Rice paper rolls with pho herbs and peanut sauce',
      priceCents: 900,
      likes: 6,
      diets: ['vegan', 'vegetarian'],
      allergens: ['peanuts', 'soy'],
    });
    await f.item(pho.id, phoList.id, {
      name: 'Cà Phê Sữa Đá',
      priceCents: 600,
      likes: 9,
      diets: ['vegetarian', 'gluten-free'],
      allergens: ['milk'],
    });
    await f.item(pho.id, phoList.id, {
      name: 'Chè Ba Màu',
      priceCents: 700,
      likes: 2,
      diets: ['vegan'],
      allergens: null,
    });
    const curryList = await f.list(curry.id, 'Menu');
    await f.item(curry.id, curryList.id, {
      name: 'Chana Masala',
      priceCents: 1800,
      likes: 7,
      diets: ['vegan', 'gluten-free'],
      allergens: [],
      tags: ['Curry'],
    });
    await f.item(curry.id, curryList.id, {
      name: 'Butter Chicken',
      priceCents: 2200,
      likes: 4,
      diets: ['halal'],
      allergens: ['milk', 'tree-nuts'],
    });
    const steakList = await f.list(steak.id, 'Menu');
    await f.item(steak.id, steakList.id, {
      name: 'Ribeye',
      priceCents: 6500,
      likes: 5,
      diets: ['gluten-free'],
      allergens: [],
    });
    const farList = await f.list(far.id, 'Menu');
    await f.item(far.id, farList.id, {
      name: 'Pho Tai',
      priceCents: 1500,
      likes: 3,
      diets: [],
      allergens: ['fish', 'gluten'],
      tags: ['Pho'],
    });
    // Enough plain items in one business for two pages under a filter.
    for (let i = 0; i < 15; i++)
      await f.item(curry.id, curryList.id, {
        name: `Naan ${i}`,
        priceCents: 300 + (i % 4) * 100,
        likes: i % 3,
        diets: ['vegetarian'],
        allergens: ['gluten', 'milk'],
      });
  });
  afterAll(() => t.close());

  it('answers the derived place fields: priceLevel from the median price, openNow, nextChange', async () => {
    const all: BusinessAnswer[] = await get('/api/businesses/pages/1');
    const by = Object.fromEntries(all.map((b) => [b.name, b]));
    expect(by['Phở Chay']).toMatchObject({ openNow: true, priceLevel: 1 });
    expect(by['Curry Leaf']).toMatchObject({ openNow: false, priceLevel: 1 });
    expect(by['Prime Cut']).toMatchObject({ openNow: null, priceLevel: 4 });
    expect(by['Bay Noodle']).toMatchObject({ openNow: true, priceLevel: 2 });
  });

  it('diet: items carrying every listed diet', async () => {
    const vegan: ItemAnswer[] = await get('/api/items/pages/1?diet=vegan');
    expect(names(vegan)).toEqual(['Phở Chay', 'Chana Masala', 'Gỏi Cuốn', 'Chè Ba Màu']);
    const veganGf: ItemAnswer[] = await get('/api/items/pages/1?diet=vegan,gluten-free');
    expect(names(veganGf)).toEqual(['Chana Masala']);
  });

  it('without: items stated free of them; items whose allergens are not stated are left out', async () => {
    const rows: ItemAnswer[] = await get('/api/items/pages/1?diet=vegan&without=peanuts');
    expect(names(rows)).toEqual(['Phở Chay', 'Chana Masala']);
    // Chè Ba Màu is vegan, has no peanuts as far as anyone knows, but its allergens are not stated.
    expect(names(rows)).not.toContain('Chè Ba Màu');
    const noMilkNoGluten: ItemAnswer[] = await get('/api/items/pages/1?without=milk,gluten');
    expect(names(noMilkNoGluten).sort()).toEqual(['Chana Masala', 'Gỏi Cuốn', 'Ribeye'].sort());
  });

  it('maxPrice: items at or under the price', async () => {
    const rows: ItemAnswer[] = await get('/api/items/pages/1?diet=vegan&maxPrice=13');
    expect(names(rows)).toEqual(['Phở Chay', 'Gỏi Cuốn', 'Chè Ba Màu']);
    expect(rows.every((r) => (r.price ?? 0) <= 13)).toBe(true);
  });

  it('openNow: only businesses open now, and items of them', async () => {
    const businesses: BusinessAnswer[] = await get('/api/businesses/pages/1?openNow=true');
    expect(names(businesses)).toEqual(['Phở Chay', 'Bay Noodle']);
    expect(businesses.every((b) => b.openNow === true)).toBe(true);
    const items: ItemAnswer[] = await get('/api/items/pages/1?openNow=true&diet=vegan');
    expect(names(items)).toEqual(['Phở Chay', 'Gỏi Cuốn', 'Chè Ba Màu']);
    // At 23:00 nothing but the all-day place is open.
    t.clock.set('2026-11-24T07:00:00Z');
    try {
      expect(names(await get('/api/businesses/pages/1?openNow=true'))).toEqual(['Bay Noodle']);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('answers the same whether the businesses passing the filters go to the items query as a list or as a set', async () => {
    const repo = findingRepository(t.database.db);
    for (const query of [
      'openNow=true',
      'openNow=true&diet=vegan',
      `near=${SAN_JOSE}&radiusKm=100&sort=distance`,
      `openNow=true&near=${SAN_JOSE}&maxPrice=15`,
      'priceLevel=1,2&sort=price',
    ]) {
      const finding = findingOf(
        findingQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
      );
      const options = { finding, query: null, limit: 12, start: { offset: 0 }, now: new Date(NOW) };
      const asList = (await repo.items(options)).rows;
      const asSet = (await repo.items({ ...options, fewBusinesses: 0 })).rows;
      expect(asList.length, query).toBeGreaterThan(0);
      expect(
        asSet.map((i) => i.id),
        query,
      ).toEqual(asList.map((i) => i.id));
    }
  });

  it('near and radiusKm: within the radius, with distanceMeters; sort=distance nearest first', async () => {
    const near: BusinessAnswer[] = await get(
      `/api/businesses/pages/1?near=${SAN_JOSE}&sort=distance`,
    );
    expect(names(near)).toEqual(['Phở Chay', 'Curry Leaf']);
    expect(near[0]?.distanceMeters).toBeGreaterThan(500);
    expect(near[0]?.distanceMeters).toBeLessThan(1500);
    expect(near[1]?.distanceMeters).toBeGreaterThan(5000);
    const close: BusinessAnswer[] = await get(
      `/api/businesses/pages/1?near=${SAN_JOSE}&radiusKm=2`,
    );
    expect(names(close)).toEqual(['Phở Chay']);
    const wide: BusinessAnswer[] = await get(
      `/api/businesses/pages/1?near=${SAN_JOSE}&radiusKm=100&sort=distance`,
    );
    expect(names(wide)).toEqual(['Phở Chay', 'Curry Leaf', 'Bay Noodle']);
    const items: ItemAnswer[] = await get(
      `/api/items/pages/1?near=${SAN_JOSE}&radiusKm=3&sort=distance`,
    );
    expect(new Set(items.map((i) => i.businessId.name))).toEqual(new Set(['Phở Chay']));
    expect(items[0]?.businessId.distanceMeters).toBeGreaterThan(500);
  });

  it('priceLevel: businesses by the level of their median price, and items of them', async () => {
    expect(names(await get('/api/businesses/pages/1?priceLevel=4'))).toEqual(['Prime Cut']);
    expect(names(await get('/api/businesses/pages/1?priceLevel=2,4'))).toEqual([
      'Prime Cut',
      'Bay Noodle',
    ]);
    expect(names(await get('/api/items/pages/1?priceLevel=2'))).toEqual(['Pho Tai']);
  });

  it('business listings: the item filters ask for at least one item that passes', async () => {
    expect(names(await get('/api/businesses/pages/1?diet=vegan&without=peanuts'))).toEqual([
      'Phở Chay',
      'Curry Leaf',
    ]);
    expect(names(await get('/api/businesses/pages/1?diet=halal&openNow=true'))).toEqual([]);
  });

  it('sort=price: cheapest first; sort=likes on businesses: most favorited first', async () => {
    const cheap: ItemAnswer[] = await get('/api/items/pages/1?diet=vegan&sort=price');
    expect(names(cheap)).toEqual(['Chè Ba Màu', 'Gỏi Cuốn', 'Phở Chay', 'Chana Masala']);
    expect(names(await get('/api/businesses/pages/1?sort=likes'))[0]).toBe('Prime Cut');
    expect(names(await get('/api/businesses/pages/1?sort=price'))).toEqual([
      'Curry Leaf',
      'Phở Chay',
      'Bay Noodle',
      'Prime Cut',
    ]);
  });

  it('search with sort=match: own name first, then tag, then description, likes within a tier', async () => {
    const likes: ItemAnswer[] = await get('/api/search/items?input=pho');
    const match: ItemAnswer[] = await get('/api/search/items?input=pho&sort=match');
    // By likes the description match (Gỏi Cuốn, 6 likes) and the business-name match come early.
    expect(names(match)).toEqual([
      'Phở Chay',
      'Pho Tai',
      'Gỏi Cuốn',
      'Cà Phê Sữa Đá',
      'Chè Ba Màu',
    ]);
    expect(new Set(names(likes))).toEqual(new Set(names(match)));
    expect(names(likes)[0]).toBe('Cà Phê Sữa Đá');
  });

  it('search combines the input with the filters on items and businesses', async () => {
    expect(names(await get('/api/search/items?input=pho&diet=vegan&without=peanuts'))).toEqual([
      'Phở Chay',
    ]);
    expect(names(await get('/api/search/items?input=pho&openNow=true&maxPrice=14'))).toEqual([
      'Cà Phê Sữa Đá',
      'Phở Chay',
      'Gỏi Cuốn',
      'Chè Ba Màu',
    ]);
    expect(names(await get(`/api/search/businesses?input=pho&near=${SAN_JOSE}`))).toEqual([
      'Phở Chay',
    ]);
    expect(names(await get('/api/search/businesses?input=curry&openNow=true'))).toEqual([]);
  });

  it('pages stay stable under a filter and a sort: no repeats, no gaps', async () => {
    for (const query of [
      'diet=vegetarian',
      'diet=vegetarian&sort=price',
      'without=soy&sort=likes',
    ]) {
      const one: ItemAnswer[] = await get(`/api/items/pages/1?${query}`);
      const two: ItemAnswer[] = await get(`/api/items/pages/2?${query}`);
      const three: ItemAnswer[] = await get(`/api/items/pages/3?${query}`);
      expect(one).toHaveLength(12);
      const all = [...one, ...two, ...three].map((i) => i._id);
      expect(new Set(all).size).toBe(all.length);
      const firstAgain: ItemAnswer[] = await get(`/api/items/pages/1?${query}`);
      expect(firstAgain.map((i) => i._id)).toEqual(one.map((i) => i._id));
    }
    const vegetarian = [
      ...(await get('/api/items/pages/1?diet=vegetarian')),
      ...(await get('/api/items/pages/2?diet=vegetarian')),
    ];
    // 15 naans, Phở Chay, Gỏi Cuốn and the coffee.
    expect(vegetarian).toHaveLength(18);
  });

  it.each([
    ['/api/items/pages/1?diet=carnivore', /diet: diet has unknown value 'carnivore'/],
    ['/api/search/items?input=pho&without=nuts', /without: without has unknown value 'nuts'/],
    [
      '/api/businesses/pages/1?sort=random',
      /sort: sort must be one of likes, match, price, distance/,
    ],
    ['/api/search/businesses?input=pho&openNow=yes', /openNow must be 'true' or 'false'/],
    ['/api/items/pages/1?near=200,5', /near must be latitude,longitude/],
    ['/api/items/pages/1?maxPrice=cheap', /maxPrice must be a price like 15/],
    ['/api/businesses/pages/1?priceLevel=0', /priceLevel has unknown value '0'/],
    ['/api/items/pages/1?sort=distance', /sort=distance needs near/],
    [`/api/businesses/pages/1?near=${SAN_JOSE}&radiusKm=-1`, /radiusKm must be a number above 0/],
  ])('refuses %s with 400 and a message', async (url, message) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
