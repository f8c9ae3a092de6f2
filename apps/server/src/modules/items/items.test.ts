import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories } from '../../testing/factories.ts';

describe('GET /api/items/pages/:page', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  const likesInOrder: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    f = factories(t);
    const business = await f.business({ name: 'Phở Hòa', city: 'San Jose' });
    const list = await f.list(business.id, 'Phở');
    for (let i = 0; i < 14; i++) {
      await f.item(business.id, list.id, {
        name: `Dish ${i}`,
        likes: (i * 7) % 10,
        tags: i === 0 ? ['Pho', 'Beef'] : [],
      });
    }
    likesInOrder.push(...Array.from({ length: 14 }, (_, i) => (i * 7) % 10).sort((a, b) => b - a));
  });
  afterAll(() => t.close());

  it('answers 12 items a page, most liked first, and the rest on page 2', async () => {
    const one = (await t.app.inject({ url: '/api/items/pages/1' })).json();
    const two = (await t.app.inject({ url: '/api/items/pages/2' })).json();
    expect(one).toHaveLength(12);
    expect(two).toHaveLength(2);
    const likes = [...one, ...two].map(
      (i: { popularity: { likes: number } }) => i.popularity.likes,
    );
    expect(likes).toEqual(likesInOrder);
    const ids = new Set([...one, ...two].map((i: { _id: string }) => i._id));
    expect(ids.size).toBe(14);
  });

  it('answers [] past the end', async () => {
    const res = await t.app.inject({ url: '/api/items/pages/3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('gives each item the specification fields, tags in order and the embedded business', async () => {
    const [first] = (await t.app.inject({ url: '/api/items/pages/1' })).json();
    expect(first).toMatchObject({
      businessName: 'Phở Hòa',
      businessCity: 'San Jose',
      businessId: { name: 'Phở Hòa', location: { city: 'San Jose', state: 'CA' } },
      price: 9.5,
      canEdit: false,
    });
    const tagged = (await t.app.inject({ url: '/api/items/pages/1' }))
      .json()
      .concat((await t.app.inject({ url: '/api/items/pages/2' })).json())
      .find((i: { name: string }) => i.name === 'Dish 0');
    expect(tagged.tags.map((x: { name: string }) => x.name)).toEqual(['Pho', 'Beef']);
  });

  it('tells an admin they may edit, and a plain user they may not', async () => {
    const admin = await f.user({ role: 'admin' });
    const user = await f.user();
    const asAdmin = (
      await t.app.inject({ url: '/api/items/pages/1', headers: bearer(admin.token) })
    ).json();
    const asUser = (
      await t.app.inject({ url: '/api/items/pages/1', headers: bearer(user.token) })
    ).json();
    expect(asAdmin.every((i: { canEdit: boolean }) => i.canEdit)).toBe(true);
    expect(asUser.some((i: { canEdit: boolean }) => i.canEdit)).toBe(false);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])(
    'refuses page %s with a 400 message',
    async (page) => {
      const res = await t.app.inject({ url: `/api/items/pages/${page}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/page/);
    },
  );
});
