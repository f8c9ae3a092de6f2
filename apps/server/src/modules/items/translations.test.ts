// Owners' texts in two languages (DESIGN.md 7.5, issue 40): translations written through the item,
// list and business writes, and every read of them answering ?lang=vi's text where there is one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@menudex/contract/constants';
import type { Business, BusinessSummary, Item } from '@menudex/contract/entities';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, multipartForm } from '../../testing/factories.ts';

let t: TestApp;
let f: ReturnType<typeof factories>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  admin = bearer((await f.user({ role: 'admin' })).token);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function setup() {
  const business = await f.business({ name: 'Saigon Corner' });
  const list = await f.list(business.id, 'Noodles');
  const item = await f.item(business.id, list.id, {
    name: 'Beef noodle soup',
    description: 'Slow-cooked broth',
    likes: 3,
  });
  return { business, list, item };
}

const putItem = (id: string, fields: Record<string, string>, headers = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/items/${id}`,
    headers,
    payload: multipartForm(fields),
  });

const putBusiness = (id: string, fields: Record<string, string>, headers = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/businesses/${id}`,
    headers,
    payload: multipartForm(fields),
  });

describe('item translations', () => {
  it('stores translations[vi][name] and [description] from the item form and answers them', async () => {
    const { item } = await setup();
    const res = await putItem(item.id, {
      'translations[vi][name]': ' Phở bò ',
      'translations[vi][description]': 'Nước dùng ninh lâu',
    });
    expect(res.statusCode).toBe(200);
    const answered = res.json<{ item: Item }>().item;
    expect(answered.translations).toEqual({
      vi: { name: 'Phở bò', description: 'Nước dùng ninh lâu' },
    });
    // A write answers the originals; the translation is read with ?lang=vi.
    expect(answered.name).toBe('Beef noodle soup');
    expect(answered.lang).toBe('en');

    const vi = (await get(`/api/items/${item.id}?lang=vi`)).json<{ item: Item }>().item;
    expect(vi).toMatchObject({ name: 'Phở bò', description: 'Nước dùng ninh lâu', lang: 'vi' });
    const en = (await get(`/api/items/${item.id}`)).json<{ item: Item }>().item;
    expect(en).toMatchObject({ name: 'Beef noodle soup', lang: 'en' });
    expect(en.translations.vi?.name).toBe('Phở bò');
  });

  it('keeps the other texts when one is sent, and removes a text sent empty', async () => {
    const { item } = await setup();
    await putItem(item.id, {
      'translations[vi][name]': 'Phở bò',
      'translations[vi][description]': 'Nước dùng',
    });
    const onlyName = await putItem(item.id, { 'translations[vi][name]': 'Phở tái' });
    expect(onlyName.json<{ item: Item }>().item.translations).toEqual({
      vi: { name: 'Phở tái', description: 'Nước dùng' },
    });
    const cleared = await putItem(item.id, { 'translations[vi][description]': '' });
    expect(cleared.json<{ item: Item }>().item.translations).toEqual({ vi: { name: 'Phở tái' } });
    const none = await putItem(item.id, { 'translations[vi][name]': '' });
    expect(none.json<{ item: Item }>().item.translations).toEqual({});
    // Without a translation ?lang=vi answers the original, and says so.
    const vi = (await get(`/api/items/${item.id}?lang=vi`)).json<{ item: Item }>().item;
    expect(vi).toMatchObject({ name: 'Beef noodle soup', lang: 'en' });
  });

  it('takes translations when the item is created', async () => {
    const { business } = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/items/${business.id}`,
      headers: admin,
      payload: multipartForm({
        name: 'Spring rolls',
        topic: 'Starters',
        'translations[vi][name]': 'Gỏi cuốn',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ item: Item }>().item.translations).toEqual({ vi: { name: 'Gỏi cuốn' } });
  });

  it('refuses a translation longer than the original may be, naming the limit', async () => {
    const { item } = await setup();
    const res = await putItem(item.id, {
      'translations[vi][name]': 'x'.repeat(LIMITS.nameMaxLength + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      `translations.vi.name: must be at most ${LIMITS.nameMaxLength} characters`,
    );
    const long = await putItem(item.id, {
      'translations[vi][description]': 'x'.repeat(LIMITS.descriptionMaxLength + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain(String(LIMITS.descriptionMaxLength));
  });

  it('refuses a language the install does not have', async () => {
    const { item } = await setup();
    const res = await putItem(item.id, { 'translations[fr][name]': 'Soupe' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'translations.fr: is not a language: languages are en, vi',
    );
  });

  it('lets only the owner or an admin translate', async () => {
    const { business, item } = await setup();
    const cast = await f.cast(business.id);
    expect(
      (await putItem(item.id, { 'translations[vi][name]': 'Phở' }, cast.user)).statusCode,
    ).toBe(403);
    expect(
      (await putItem(item.id, { 'translations[vi][name]': 'Phở' }, cast.owner)).statusCode,
    ).toBe(200);
  });
});

describe('?lang on the reads', () => {
  it('answers 400 {message} naming the languages for a junk lang', async () => {
    const { business, item } = await setup();
    for (const url of [
      `/api/items/${item.id}?lang=xx`,
      '/api/items?lang=french',
      '/api/items/pages/1?lang=',
      `/api/businesses/${business.id}?lang=EN`,
      '/api/businesses/pages/1?lang=vi-VN',
      '/api/businesses?lang=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message, url).toContain('lang must be one of en, vi');
    }
  });

  it('answers the items pages in Vietnamese where translated, the original elsewhere', async () => {
    const { business, list, item } = await setup();
    const other = await f.item(business.id, list.id, { name: 'Iced coffee', likes: 2 });
    await putItem(item.id, { 'translations[vi][name]': 'Phở bò' });
    const page = (await get(`/api/items?lang=vi&businessId=${business.id}`)).json<Item[]>();
    const pageOne = (await get(`/api/items/pages/1?lang=vi`)).json<Item[]>();
    for (const items of [page, pageOne]) {
      const translated = items.find((i) => i._id === item.id);
      const untranslated = items.find((i) => i._id === other.id);
      expect(translated).toMatchObject({ name: 'Phở bò', lang: 'vi' });
      expect(untranslated).toMatchObject({ name: 'Iced coffee', lang: 'en', translations: {} });
    }
    const english = (await get('/api/items/pages/1')).json<Item[]>();
    expect(english.find((i) => i._id === item.id)).toMatchObject({
      name: 'Beef noodle soup',
      lang: 'en',
    });
  });

  it('answers the business page with its own, its lists’ and its items’ translations', async () => {
    const { business, list, item } = await setup();
    await putItem(item.id, { 'translations[vi][name]': 'Phở bò' });
    const saved = await putBusiness(business.id, {
      'translations[vi][name]': 'Góc Sài Gòn',
      'translations[vi][description]': 'Quán phở gia đình',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ business: Business }>().business.translations).toEqual({
      vi: { name: 'Góc Sài Gòn', description: 'Quán phở gia đình' },
    });
    const listSaved = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}/lists/${list.id}`,
      headers: admin,
      payload: { translations: { vi: { name: 'Món nước' } } },
    });
    expect(listSaved.statusCode).toBe(200);

    const vi = (await get(`/api/businesses/${business.id}?lang=vi`)).json<{ business: Business }>()
      .business;
    expect(vi).toMatchObject({
      name: 'Góc Sài Gòn',
      description: 'Quán phở gia đình',
      lang: 'vi',
    });
    expect(vi.lists[0]).toMatchObject({
      name: 'Món nước',
      lang: 'vi',
      translations: { vi: { name: 'Món nước' } },
    });
    expect(vi.lists[0]?.items[0]).toMatchObject({ name: 'Phở bò', lang: 'vi' });

    const en = (await get(`/api/businesses/${business.id}`)).json<{ business: Business }>()
      .business;
    expect(en).toMatchObject({ name: 'Saigon Corner', lang: 'en' });
    expect(en.lists[0]).toMatchObject({ name: 'Noodles', lang: 'en' });
    expect(en.lists[0]?.items[0]).toMatchObject({ name: 'Beef noodle soup', lang: 'en' });

    const pages = (await get(`/api/businesses/pages/1?lang=vi`)).json<BusinessSummary[]>();
    expect(pages.find((b) => b._id === business.id)).toMatchObject({
      name: 'Góc Sài Gòn',
      lang: 'vi',
    });
    const all = (await get(`/api/businesses?lang=vi`)).json<BusinessSummary[]>();
    expect(all.find((b) => b._id === business.id)).toMatchObject({
      name: 'Góc Sài Gòn',
      lang: 'vi',
    });
  });
});

describe('?lang on search and the profile', () => {
  it('answers search results and a profile in Vietnamese where translated', async () => {
    const business = await f.business({ name: 'Quiet Spoon' });
    const list = await f.list(business.id, 'Soups');
    const item = await f.item(business.id, list.id, { name: 'Pumpkin soup' });
    await putItem(item.id, { 'translations[vi][name]': 'Canh bí đỏ' });
    await putBusiness(business.id, { 'translations[vi][name]': 'Thìa Yên Tĩnh' });

    const items = (await get('/api/search/items?input=pumpkin&lang=vi')).json<Item[]>();
    expect(items.find((i) => i._id === item.id)).toMatchObject({ name: 'Canh bí đỏ', lang: 'vi' });
    const businesses = (await get('/api/search/businesses?input=quiet&lang=vi')).json<
      BusinessSummary[]
    >();
    expect(businesses.find((b) => b._id === business.id)).toMatchObject({
      name: 'Thìa Yên Tĩnh',
      lang: 'vi',
    });
    expect((await get('/api/search/items?input=pumpkin&lang=xx')).statusCode).toBe(400);

    const fan = await f.user();
    await t.app.inject({
      method: 'POST',
      url: `/api/items/vote/${item.id}`,
      headers: bearer(fan.token),
      payload: { vote: 'like' },
    });
    const profile = await t.app.inject({
      url: '/api/user/profile?lang=vi',
      headers: bearer(fan.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ likedItems: Item[] }>().likedItems[0]).toMatchObject({
      name: 'Canh bí đỏ',
      lang: 'vi',
    });
  });
});

describe("an item's business and ?lang", () => {
  it("names the item's business by its Vietnamese name where it has one, on reads and in search", async () => {
    const business = await f.business({ name: 'Golden Ladle' });
    const list = await f.list(business.id, 'Soups');
    const item = await f.item(business.id, list.id, { name: 'Crab soup', likes: 1000 });
    // Translated after the item was made: the item's answers learn of it.
    expect(
      (await putBusiness(business.id, { 'translations[vi][name]': 'Muôi Vàng' })).statusCode,
    ).toBe(200);

    const vi = (await get(`/api/items/${item.id}?lang=vi`)).json<{ item: Item }>().item;
    expect(vi.businessName).toBe('Muôi Vàng');
    expect(vi.businessId).toMatchObject({ _id: business.id, name: 'Muôi Vàng' });
    const en = (await get(`/api/items/${item.id}`)).json<{ item: Item }>().item;
    expect(en.businessName).toBe('Golden Ladle');
    expect(en.businessId).toMatchObject({ name: 'Golden Ladle' });

    const page = (await get(`/api/items?lang=vi&businessId=${business.id}`)).json<Item[]>();
    expect(page.find((i) => i._id === item.id)?.businessName).toBe('Muôi Vàng');
    const found = (await get('/api/search/items?input=crab&lang=vi')).json<Item[]>();
    expect(found.find((i) => i._id === item.id)?.businessName).toBe('Muôi Vàng');
    const foundEnglish = (await get('/api/search/items?input=crab')).json<Item[]>();
    expect(foundEnglish.find((i) => i._id === item.id)?.businessName).toBe('Golden Ladle');

    // A business without a Vietnamese name keeps its own.
    await putBusiness(business.id, { 'translations[vi][name]': '' });
    const cleared = (await get(`/api/items/${item.id}?lang=vi`)).json<{ item: Item }>().item;
    expect(cleared.businessName).toBe('Golden Ladle');
  });
});

describe("zod's own messages on the item form", () => {
  it('answers a bad form field in the language of the request', async () => {
    const { business, item } = await setup();
    const bad = { 'description[part]': 'Slow-cooked broth' };
    const english = await putItem(item.id, bad);
    expect(english.statusCode).toBe(400);
    expect(english.json<{ message: string }>().message).toBe(
      'description: Invalid input: expected string, received object',
    );
    const vietnamese = await t.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}?lang=vi`,
      headers: admin,
      payload: multipartForm(bad),
    });
    expect(vietnamese.statusCode).toBe(400);
    expect(vietnamese.json<{ message: string }>().message).toBe(
      'description: Đầu vào không hợp lệ: mong đợi string, nhận được object',
    );
    // The contract's own messages are still translated through the server's catalogue.
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/items/${business.id}`,
      headers: { ...admin, 'accept-language': 'vi' },
      payload: multipartForm({ name: 'Spring rolls' }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json<{ message: string }>().message).toBe('topic: Vui lòng chọn một danh sách');
    const unchanged = (await get(`/api/items/${item.id}`)).json<{ item: Item }>().item;
    expect(unchanged.description).toBe('Slow-cooked broth');
  });
});

describe('list translations', () => {
  it('renames a list and sets its name in Vietnamese; a taken name is a 409', async () => {
    const { business, list } = await setup();
    await f.list(business.id, 'Drinks');
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${business.id}/lists/${list.id}`,
        headers: admin,
        payload: payload as Record<string, unknown>,
      });
    const renamed = await put({ name: 'Soups', translations: { vi: { name: 'Canh' } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ business: Business }>().business.lists[0]).toMatchObject({
      name: 'Soups',
      translations: { vi: { name: 'Canh' } },
    });
    expect((await put({ name: ' drinks ' })).statusCode).toBe(409);
    const tooLong = await put({
      translations: { vi: { name: 'x'.repeat(LIMITS.listNameMaxLength + 1) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain(
      `at most ${LIMITS.listNameMaxLength} characters`,
    );
    const removed = await put({ translations: { vi: { name: '' } } });
    expect(removed.json<{ business: Business }>().business.lists[0]?.translations).toEqual({});
  });

  it('takes translations when a list is added', async () => {
    const { business } = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/lists`,
      headers: admin,
      payload: { name: 'Desserts', translations: { vi: { name: 'Tráng miệng' } } },
    });
    expect(res.statusCode).toBe(201);
    const lists = res.json<{ business: Business }>().business.lists;
    expect(lists.find((l) => l.name === 'Desserts')?.translations).toEqual({
      vi: { name: 'Tráng miệng' },
    });
  });

  it('answers 404 for a list of another business', async () => {
    const { business } = await setup();
    const other = await setup();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}/lists/${other.list.id}`,
      headers: admin,
      payload: { name: 'Mine now' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the public cache and ?lang', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ publicCacheMs: 60_000 });
  });
  afterAll(() => cached.close());

  it('keeps ?lang=vi and no lang as separate entries', async () => {
    const cf = factories(cached);
    const business = await cf.business();
    const list = await cf.list(business.id);
    const item = await cf.item(business.id, list.id, { name: 'Beef noodle soup' });
    await cached.database.db
      .updateTable('items')
      .set({ translations: JSON.stringify({ vi: { name: 'Phở bò' } }) })
      .where('id', '=', item.id)
      .execute();
    const read = (url: string) => cached.app.inject({ method: 'GET', url });
    expect((await read(`/api/items/${item.id}?lang=vi`)).json<{ item: Item }>().item.name).toBe(
      'Phở bò',
    );
    const english = await read(`/api/items/${item.id}`);
    expect(english.headers['x-cache']).not.toBe('hit');
    expect(english.json<{ item: Item }>().item.name).toBe('Beef noodle soup');
    const again = await read(`/api/items/${item.id}?lang=vi`);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json<{ item: Item }>().item.name).toBe('Phở bò');
  });
});
