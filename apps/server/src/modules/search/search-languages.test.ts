// Search in both languages (issue 40, DESIGN.md 7.5): owners' translations are searched like the
// originals, without ?lang; a query typed with diacritics ranks the matches that carry them exactly
// first, likes deciding within each group ('dương' before 'đường'), while the same word typed
// without them ('duong') finds both in likes order (023-search-languages.sql).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Named = { _id: string; name: string };

describe('search in two languages, diacritics first', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  const search = async (kind: 'items' | 'businesses', input: string, filters = '') => {
    const query = new URLSearchParams({ input }).toString();
    const res = await t.app.inject({ url: `/api/search/${kind}?${query}${filters}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Named[]>().map((r) => r.name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const f = factories(t);
    const business = await f.business({ name: 'Quán Cơm Nhà', favoriteCount: 4 });
    const list = await f.list(business.id, 'Menu');
    const add = async (name: string, likes: number, extra: { description?: string } = {}) => {
      ids[name] = (await f.item(business.id, list.id, { name, likes, ...extra })).id;
    };
    await add('Cơm chiên Dương Châu', 1);
    await add('Nước đường phèn', 9);
    await add('Duong noodles', 5);
    await add('Vegan sandwich', 2, { description: 'Tofu and pickles on a baguette' });
    await f.business({ name: 'Tiệm Dương', favoriteCount: 1 });
    await f.business({ name: 'Phố Đường Sách', favoriteCount: 8 });
  });
  afterAll(() => t.close());

  it('ranks the matches typed with the same diacritics first, likes deciding within each group', async () => {
    expect(await search('items', 'dương')).toEqual([
      'Cơm chiên Dương Châu',
      'Nước đường phèn',
      'Duong noodles',
    ]);
    expect(await search('items', 'Đường')).toEqual([
      'Nước đường phèn',
      'Duong noodles',
      'Cơm chiên Dương Châu',
    ]);
    // With filters and another statement, the same groups.
    expect(await search('items', 'dương', '&diet=')).toEqual([
      'Cơm chiên Dương Châu',
      'Nước đường phèn',
      'Duong noodles',
    ]);
  });

  it('finds every spelling of a word typed without diacritics, most liked first', async () => {
    expect(await search('items', 'duong')).toEqual([
      'Nước đường phèn',
      'Duong noodles',
      'Cơm chiên Dương Châu',
    ]);
  });

  it('orders businesses the same way: exact diacritics, then favorites', async () => {
    expect((await search('businesses', 'dương')).slice(0, 2)).toEqual([
      'Tiệm Dương',
      'Phố Đường Sách',
    ]);
    expect((await search('businesses', 'duong')).slice(0, 2)).toEqual([
      'Phố Đường Sách',
      'Tiệm Dương',
    ]);
  });

  it("finds an item and a business by their translations as by their originals, and follows a translation's change", async () => {
    const { db } = t.database;
    await sql`update items set translations = ${JSON.stringify({
      vi: { name: 'Bánh mì chay', description: 'Đậu hũ và đồ chua' },
    })}::jsonb where id = ${ids['Vegan sandwich']}`.execute(db);
    expect(await search('items', 'bánh mì chay')).toEqual(['Vegan sandwich']);
    expect(await search('items', 'banh mi')).toEqual(['Vegan sandwich']);
    expect(await search('items', 'đậu hũ')).toEqual(['Vegan sandwich']);
    expect(await search('items', 'vegan sandwich')).toEqual(['Vegan sandwich']);

    await sql`update items set translations = '{}'::jsonb where id = ${ids['Vegan sandwich']}`.execute(
      db,
    );
    expect(await search('items', 'bánh mì chay')).toEqual([]);

    await sql`update businesses set translations = ${JSON.stringify({
      en: { name: 'Home Rice Shop' },
    })}::jsonb where name = 'Quán Cơm Nhà'`.execute(db);
    expect(await search('businesses', 'rice shop')).toEqual(['Quán Cơm Nhà']);
    // Its items are found by their business's translated name too.
    expect(await search('items', 'home rice shop')).toHaveLength(4);
  });
});
