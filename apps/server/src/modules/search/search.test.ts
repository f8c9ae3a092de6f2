import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, TEXTS } from '@menudex/contract/constants';
import { bearer, factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { searchRepository, type ItemsPageOptions } from './search.repository.ts';
import { searchService } from './search.service.ts';

type ItemJson = { _id: string; name: string; popularity: { likes: number }; canEdit: boolean };
type BusinessJson = { _id: string; name: string; favoriteCount: number };

describe('search', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  const ids: Record<string, string> = {};
  const businessIds: Record<string, string> = {};

  const searchItems = async (input: string, page?: number) => {
    const query = new URLSearchParams({ input, ...(page ? { page: String(page) } : {}) });
    const res = await t.app.inject({ url: `/api/search/items?${query.toString()}` });
    expect(res.statusCode).toBe(200);
    return res.json<ItemJson[]>();
  };
  const names = async (input: string) => (await searchItems(input)).map((i) => i.name);
  const searchBusinesses = async (input: string) => {
    const res = await t.app.inject({
      url: `/api/search/businesses?${new URLSearchParams({ input }).toString()}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<BusinessJson[]>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = factories(t);
    const pho = await f.business({ name: 'Phở Hòa Bình', favoriteCount: 10, city: 'San Jose' });
    const hue = await f.business({ name: 'Quán An Nam', favoriteCount: 30, city: 'Oakland' });
    const ramen = await f.business({
      name: 'Tokyo Ramen House',
      favoriteCount: 5,
      city: 'Fremont',
    });
    const com = await f.business({
      name: 'Cơm Tấm Thuận Kiều',
      favoriteCount: 20,
      city: 'San Jose',
    });
    const diner = await f.business({ name: 'Rainbow Diner', favoriteCount: 1, city: 'Fremont' });
    await t.database.db
      .updateTable('businesses')
      .set({ categories: ['Vietnamese', 'Noodles'] })
      .where('id', 'in', [pho.id, hue.id])
      .execute();
    Object.assign(businessIds, {
      pho: pho.id,
      hue: hue.id,
      ramen: ramen.id,
      com: com.id,
      diner: diner.id,
    });
    const list = async (businessId: string) => (await f.list(businessId, 'Menu')).id;
    const [phoList, hueList, ramenList, comList, dinerList] = await Promise.all(
      [pho.id, hue.id, ramen.id, com.id, diner.id].map(list),
    );
    const item = async (
      key: string,
      businessId: string,
      listId: string | undefined,
      values: Parameters<typeof f.item>[2],
    ) => {
      ids[key] = (await f.item(businessId, listId ?? '', values)).id;
    };
    await item('dacBiet', pho.id, phoList, {
      name: 'Phở Đặc Biệt',
      description: 'House special beef noodle soup with rare steak',
      likes: 50,
      tags: ['Pho', 'Beef'],
    });
    await item('phoGa', pho.id, phoList, {
      name: 'Phở Gà',
      description: 'Chicken noodle soup',
      likes: 20,
      tags: ['Pho'],
    });
    await item('bunBoHue', hue.id, hueList, {
      name: 'Bún Bò Huế',
      description: 'Spicy lemongrass beef noodle soup',
      likes: 40,
      tags: ['Vietnamese', 'Noodles'],
    });
    await item('comTam', com.id, comList, {
      name: 'Cơm Tấm Sườn',
      description: 'Broken rice with a grilled pork chop',
      likes: 30,
      tags: ['Vietnamese'],
    });
    await item('ramen', ramen.id, ramenList, {
      name: 'Tonkotsu Ramen',
      description: 'Rich pork broth',
      likes: 25,
      tags: ['Japanese'],
    });
    await item('gumbo', diner.id, dinerList, {
      name: 'Seafood Gumbo',
      description: 'A rainbow bowl of shrimp with bok choy, boba on the side',
      likes: 60,
      tags: ['Seafood'],
    });
    await item('dauHu', com.id, comList, {
      name: 'Đậu Hũ Chiên',
      description: 'Fried tofu',
      likes: 3,
      tags: [],
    });
    await item('burger', diner.id, dinerList, {
      name: '100% Beef Burger',
      description: 'Smash patty',
      likes: 8,
      tags: ['Burger'],
    });
    await item('grill', diner.id, dinerList, {
      name: 'Sườn Nướng',
      description: 'Chargrilled ribs',
      likes: 2,
      tags: ['Smokehouse'],
    });
    // Equal likes: the description-only match is created first, the name match must still come first.
    await item('tofuInDescription', diner.id, dinerList, {
      name: 'Garden Bowl',
      description: 'Greens with tempeh',
      likes: 7,
      tags: [],
    });
    await item('tempehInName', diner.id, dinerList, {
      name: 'Tempeh Stir Fry',
      description: 'Wok fried with scallions',
      likes: 7,
      tags: [],
    });
    await item('viet', hue.id, hueList, {
      name: 'Cà Phê Sữa Đá',
      description: 'Vietnamese iced coffee',
      likes: 15,
      tags: ['Coffee'],
    });
    // Thirty noodle bowls with many tied likes, for paging.
    for (let n = 0; n < 30; n++) {
      await item(`bowl${n}`, ramen.id, ramenList, {
        name: `Udon Bowl ${n}`,
        description: 'Thick wheat udon',
        likes: n % 4,
        tags: [],
      });
    }
  });
  afterAll(() => t.close());

  describe('matching', () => {
    it('ignores accents and case: bun bo hue finds Bún Bò Huế, com tam finds Cơm Tấm', async () => {
      expect(await names('bun bo hue')).toEqual(['Bún Bò Huế']);
      expect(await names('BUN BÒ HUẾ')).toEqual(['Bún Bò Huế']);
      // The business is Cơm Tấm Thuận Kiều, so its tofu matches too, after the better-liked dish.
      expect(await names('com tam')).toEqual(['Cơm Tấm Sườn', 'Đậu Hũ Chiên']);
    });

    it('matches d and đ either way', async () => {
      expect(await names('dau hu')).toEqual(['Đậu Hũ Chiên']);
      expect(await names('đậu')).toEqual(['Đậu Hũ Chiên']);
      expect(await names('pho dac biet')).toEqual(['Phở Đặc Biệt']);
    });

    it('matches a short syllable as a whole word, never inside other words', async () => {
      // 'bo' is inside gumbo, rainbow, bowl, bok and boba: none of those is the word bò.
      expect(await names('bo')).toEqual(['Bún Bò Huế']);
      expect(await names('ga')).toEqual(['Phở Gà']);
      expect(await names('ph')).toEqual([]);
    });

    it('matches a word of 4 letters or more as a prefix, as one types', async () => {
      expect(await names('pho')).toEqual(['Phở Đặc Biệt', 'Phở Gà']);
      expect(await names('phở đặc')).toEqual(['Phở Đặc Biệt']);
      expect(await names('lemongr')).toEqual(['Bún Bò Huế']);
      expect(await names('tonk')).toEqual(['Tonkotsu Ramen']);
    });

    it('searches item name, tags, description and business name together', async () => {
      expect(await names('rare steak')).toEqual(['Phở Đặc Biệt']);
      expect(await names('smokehouse')).toEqual(['Sườn Nướng']);
      expect(await names('tokyo')).toContain('Tonkotsu Ramen');
      expect(await names('thuan kieu suon')).toEqual(['Cơm Tấm Sườn']);
      // Every word must match somewhere: Bún Bò Huế is beef, but not chicken.
      expect(await names('beef chicken')).toEqual([]);
    });

    it('finds the items of a tag by the tag name', async () => {
      expect(await names('vietnamese')).toEqual(['Bún Bò Huế', 'Cơm Tấm Sườn', 'Cà Phê Sữa Đá']);
      expect(await names('Japanese')).toEqual(['Tonkotsu Ramen']);
    });

    it('forgives one typo in words of 5 letters or more', async () => {
      expect(await names('ramne')).toContain('Tonkotsu Ramen');
      expect(await names('tonkostu')).toEqual(['Tonkotsu Ramen']);
      expect(await names('lemongras soup')).toEqual(['Bún Bò Huế']);
      expect(await names('shrmp')).toEqual(['Seafood Gumbo']);
    });

    it('forgives no typo in words under 5 letters, and not two under 9', async () => {
      expect(await names('rmen')).toEqual([]);
      expect(await names('beff')).toEqual([]);
      expect(await names('rxmxn')).toEqual([]);
      expect(await names('tnokostu')).toEqual([]);
    });

    it('forgives two typos in words of 9 letters or more, not three', async () => {
      expect(await names('veitnmaese')).toEqual(['Bún Bò Huế', 'Cơm Tấm Sườn', 'Cà Phê Sữa Đá']);
      expect(await names('lmeongrsas')).toEqual(['Bún Bò Huế']);
      expect(await names('veitnmaees')).toEqual([]);
      // Exactly 9 letters: two mistakes ('scallions' with two pairs of neighbours swapped), not three.
      expect(await names('sclaloins')).toEqual(['Tempeh Stir Fry']);
      expect(await names('sclaolins')).toEqual([]);
    });

    it('treats %, _, quotes and backslashes as plain text, not patterns or SQL', async () => {
      for (const input of [
        '%',
        '_',
        '%%',
        "'",
        '"',
        '\\',
        "'; drop table items; --",
        '*',
        ':*',
        '!',
        '&|',
      ]) {
        expect(await names(input)).toEqual([]);
      }
      expect(await names('100%')).toEqual(['100% Beef Burger']);
      expect(await names('beef%')).toEqual(await names('beef'));
      expect(await names("pho'")).toEqual(['Phở Đặc Biệt', 'Phở Gà']);
      expect(await names('pho\\')).toEqual(['Phở Đặc Biệt', 'Phở Gà']);
      const count = await t.database.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(42);
    });
  });

  describe('order and pages', () => {
    it('orders items by likes, highest first', async () => {
      const items = await searchItems('noodle');
      expect(items.map((i) => i.name)).toEqual(['Phở Đặc Biệt', 'Bún Bò Huế', 'Phở Gà']);
      const likes = (await searchItems('pork')).map((i) => i.popularity.likes);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
    });

    it('puts the better match first among equal likes', async () => {
      expect(await names('tempeh')).toEqual(['Tempeh Stir Fry', 'Garden Bowl']);
    });

    it('answers 12 items a page with no repeats or gaps, and [] past the end', async () => {
      const pages = [
        await searchItems('udon', 1),
        await searchItems('udon', 2),
        await searchItems('udon', 3),
      ];
      expect(pages.map((p) => p.length)).toEqual([LIMITS.pageSize, LIMITS.pageSize, 6]);
      const all = pages.flat();
      expect(new Set(all.map((i) => i._id)).size).toBe(30);
      const likes = all.map((i) => i.popularity.likes);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
      // Ties keep creation order, so the same page always holds the same items.
      const threes = all
        .filter((i) => i.popularity.likes === 3)
        .map((i) => Number(i.name.split(' ')[2]));
      expect(threes).toEqual([...threes].sort((a, b) => a - b));
      expect(await searchItems('udon', 4)).toEqual([]);
      expect((await searchItems('udon', 2)).map((i) => i._id)).toEqual(pages[1]?.map((i) => i._id));
    });

    it('answers the same pages whether it looks through the most liked items first or not', async () => {
      const service = searchService({ db: t.database.db });
      const repo = searchRepository(t.database.db);
      for (const input of [
        'udon',
        'udon bowl',
        'thick udon',
        'noodle soup',
        'pork',
        'tokyo bowl',
        'zzz udon',
      ]) {
        const planned = await service.plan(input);
        for (const page of [1, 2, 3]) {
          const ids = async (options: ItemsPageOptions) =>
            (
              await repo.itemsPage(
                planned?.query ?? '',
                { offset: (page - 1) * LIMITS.pageSize },
                LIMITS.pageSize,
                options,
              )
            ).rows.map((r) => r.id);
          const expected = await ids({ walkFirst: false });
          // Windows that cut through groups of equal likes, hold a few matches, or the whole table.
          for (const walkWindow of [1, 3, 7, 15, 30, 1000]) {
            expect(await ids({ walkFirst: true, walkWindow })).toEqual(expected);
          }
        }
      }
    });

    it('answers page 1 when no page is given', async () => {
      expect(await searchItems('udon')).toEqual(await searchItems('udon', 1));
    });

    it('tells an admin they may edit each item, and an anonymous caller they may not', async () => {
      const admin = await f.user({ role: 'admin' });
      const asAdmin = (
        await t.app.inject({ url: '/api/search/items?input=pho', headers: bearer(admin.token) })
      ).json<ItemJson[]>();
      expect(asAdmin.map((i) => i.canEdit)).toEqual([true, true]);
      expect((await searchItems('pho')).map((i) => i.canEdit)).toEqual([false, false]);
    });
  });

  describe('businesses', () => {
    it('finds businesses by name without accents, most favorited first', async () => {
      expect((await searchBusinesses('pho hoa')).map((b) => b.name)).toEqual(['Phở Hòa Bình']);
      const vietnamese = await searchBusinesses('vietnamese');
      expect(vietnamese.map((b) => b.name)).toEqual(['Quán An Nam', 'Phở Hòa Bình']);
      expect(vietnamese.map((b) => b.favoriteCount)).toEqual([30, 10]);
      expect((await searchBusinesses('san jose')).map((b) => b.name)).toEqual([
        'Cơm Tấm Thuận Kiều',
        'Phở Hòa Bình',
      ]);
    });

    it('forgives typos and keeps short syllables whole for businesses too', async () => {
      expect((await searchBusinesses('rainbwo')).map((b) => b.name)).toEqual(['Rainbow Diner']);
      expect((await searchBusinesses('an')).map((b) => b.name)).toEqual(['Quán An Nam']);
    });

    it('answers the summary shape with the canEdit flag', async () => {
      const [first] = await searchBusinesses('tokyo');
      expect(first).toMatchObject({
        name: 'Tokyo Ramen House',
        canEdit: false,
        location: { city: 'Fremont' },
      });
      expect(first).not.toHaveProperty('search_doc');
    });
  });

  describe('input', () => {
    it.each([
      ['/api/search/items', ''],
      ['/api/search/items', '?input='],
      ['/api/search/items', '?input=%20%20%09'],
      ['/api/search/businesses', ''],
      ['/api/search/businesses', '?input=%20'],
    ])('refuses empty or blank input: %s%s', async (path, query) => {
      const res = await t.app.inject({ url: `${path}${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: TEXTS.emptySearch });
    });

    it.each(['0', '-1', 'abc', '1.5'])('refuses page %s with a 400 message', async (page) => {
      const res = await t.app.inject({ url: `/api/search/items?input=pho&page=${page}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/page/);
    });

    it('cuts input longer than the limit and searches the rest', async () => {
      const padded = `pho${' '.repeat(LIMITS.searchInputMaxLength)}zzzzzz`;
      expect(await names(padded)).toEqual(['Phở Đặc Biệt', 'Phở Gà']);
      const huge = await t.app.inject({ url: `/api/search/items?input=${'pho%20'.repeat(2000)}` });
      expect(huge.statusCode).toBe(200);
      const hugeWord = await t.app.inject({
        url: `/api/search/businesses?input=${'x'.repeat(5000)}`,
      });
      expect(hugeWord.statusCode).toBe(200);
      expect(hugeWord.json()).toEqual([]);
    });

    it('refuses input given twice with a 400, not a 500', async () => {
      const res = await t.app.inject({ url: '/api/search/items?input=pho&input=bo' });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    });
  });

  describe('freshness: the document follows every change', () => {
    it('follows an item renamed or redescribed', async () => {
      await t.database.db
        .updateTable('items')
        .set({ name: 'Phở Tái' })
        .where('id', '=', ids.phoGa ?? '')
        .execute();
      expect(await names('tai')).toEqual(['Phở Tái']);
      expect(await names('ga')).toEqual([]);
      await t.database.db
        .updateTable('items')
        .set({ description: 'Clear broth with galangal' })
        .where('id', '=', ids.phoGa ?? '')
        .execute();
      expect(await names('galangal')).toEqual(['Phở Tái']);
      expect(await names('chicken')).toEqual([]);
      // A new word is learnt for typo tolerance at once.
      expect(await names('galanagl')).toEqual(['Phở Tái']);
    });

    it('follows tags added, removed and renamed', async () => {
      const db = t.database.db;
      await db
        .deleteFrom('item_tags')
        .where('item_id', '=', ids.ramen ?? '')
        .execute();
      expect(await names('japanese')).toEqual([]);
      const tag = await db
        .insertInto('tags')
        .values({ name: 'Izakaya', name_key: 'izakaya' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('item_tags')
        .values({ item_id: ids.ramen ?? '', tag_id: tag.id, position: 0 })
        .execute();
      expect(await names('izakaya')).toEqual(['Tonkotsu Ramen']);
      await db.updateTable('tags').set({ name: 'Ramen Bar' }).where('id', '=', tag.id).execute();
      expect(await names('izakaya')).toEqual([]);
      expect(await names('ramen bar')).toEqual(['Tonkotsu Ramen']);
      await db.deleteFrom('tags').where('id', '=', tag.id).execute();
      expect(await names('bar')).toEqual([]);
    });

    it('follows a business renamed, in its items and in itself', async () => {
      await t.database.db
        .updateTable('businesses')
        .set({ name: 'Sakura Noodle Bar' })
        .where('id', '=', businessIds.ramen ?? '')
        .execute();
      expect(await names('sakura')).toEqual(expect.arrayContaining(['Tonkotsu Ramen']));
      expect(await names('tokyo')).toEqual([]);
      expect((await searchBusinesses('sakura')).map((b) => b.name)).toEqual(['Sakura Noodle Bar']);
      expect(await searchBusinesses('tokyo')).toEqual([]);
    });

    it('finds a new item at once, and forgets a deleted one', async () => {
      const list = await f.list(businessIds.diner ?? '', 'Specials');
      const made = await f.item(businessIds.diner ?? '', list.id, {
        name: 'Bánh Xèo',
        description: 'Crispy crêpe',
        likes: 1,
        tags: ['Pancakes'],
      });
      expect(await names('banh xeo')).toEqual(['Bánh Xèo']);
      expect(await names('pancaeks')).toEqual(['Bánh Xèo']);
      await t.database.db.deleteFrom('items').where('id', '=', made.id).execute();
      expect(await names('banh xeo')).toEqual([]);
    });

    it('keeps the dictionary free of numbers and short words', async () => {
      const { rows } = await sql<{
        word: string;
      }>`select word from search_words where word ~ '^[0-9]+$' or char_length(word) < 4`.execute(
        t.database.db,
      );
      expect(rows).toEqual([]);
    });
  });
});
