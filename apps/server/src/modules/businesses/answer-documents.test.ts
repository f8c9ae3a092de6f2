// The answer documents (migration 018, docs/decisions/050): the same JSON as the statements they
// replace, and never stale after a write, whoever writes.
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSchema, businessSummarySchema, itemSchema } from '@menudex/contract/entities';
import type { Hours } from '@menudex/contract/hours';
import { findingOf } from '@menudex/contract/finding';
import type { DB } from '../../db/schema.ts';
import { findingRepository } from '../finding/finding.repository.ts';
import { fastSerializer } from '../../lib/response-serializer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, multipartForm } from '../../testing/factories.ts';
import {
  itemDocumentsInOrder,
  itemsRepository,
  itemTagsJson,
  toItem,
  type ItemRecord,
} from '../items/items.repository.ts';
import {
  BUSINESS_COLUMNS,
  businessRecordsInOrder,
  businessesRepository,
  toBusinessSummary,
  translationsOf,
  type BusinessRecord,
  type MenuList,
} from './businesses.repository.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
/** The serializer the server writes a schema's answers with. */
function serializer(schema: z.ZodType): (data: unknown) => string {
  const write = fastSerializer(schema);
  if (!write) throw new Error('fast-json-stringify cannot compile the schema');
  return write;
}
const writeItem = serializer(itemSchema);
const writeBusiness = serializer(businessSchema);
const writeSummaries = serializer(z.array(businessSummarySchema));

const hours: Hours = {
  timeZone: 'America/Los_Angeles',
  weekly: [
    { day: 'thu', opens: '11:00', closes: '14:00' },
    { day: 'fri', opens: '18:00', closes: '02:00' },
  ],
  special: [{ date: '2026-01-16', closed: true, ranges: [], note: 'Inventory' }],
  temporarilyClosed: false,
  reopensOn: null,
};

/** Today's statements (before migration 018), as items.repository and businesses.repository sent them. */
function legacy(db: Kysely<DB>) {
  const items = () =>
    db
      .selectFrom('items as i')
      .innerJoin('businesses as b', 'b.id', 'i.business_id')
      .select([
        'i.id',
        'i.business_id',
        'i.list_id',
        'i.name',
        'i.description',
        'i.price_cents',
        'i.images',
        'i.likes',
        'i.dislikes',
        'i.diets',
        'i.allergens',
        'i.sold_out_until',
        'i.translations',
        'b.name as business_name',
        'b.city as business_city',
        'b.state as business_state',
        itemTagsJson(sql.ref('i.id')).as('tags'),
      ]);
  return {
    item: (id: string): Promise<ItemRecord | undefined> =>
      items().where('i.id', '=', id).executeTakeFirst(),
    popularPage: (page: number, size: number): Promise<ItemRecord[]> =>
      items()
        .orderBy('i.likes', 'desc')
        .orderBy('i.seq', 'asc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
    businessesPage: (page: number, size: number): Promise<BusinessRecord[]> =>
      db
        .selectFrom('businesses')
        .select(BUSINESS_COLUMNS)
        .orderBy('seq')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
    /** The one statement of detailById: the business and its menu (menuOf still sends that menu). */
    detail: async (id: string) => {
      const record = await businessesRepository(db).byId(id);
      return record && { record, lists: await businessesRepository(db).menuOf(id) };
    },
  };
}

/** The items page and the businesses page as the app reads them now (finding, by page number). */
function listing(db: Kysely<DB>) {
  const options = (page: number, size: number) => ({
    finding: findingOf({}),
    query: null,
    limit: size,
    start: { offset: (page - 1) * size },
    now: NOW,
  });
  return {
    items: async (page: number, size: number) =>
      (await findingRepository(db).items(options(page, size))).rows,
    businesses: async (page: number, size: number) =>
      (await findingRepository(db).businesses(options(page, size))).rows,
  };
}

const itemJson = (r: ItemRecord, canEdit: boolean, embed: boolean) =>
  writeItem(toItem(r, canEdit, embed, NOW));

const businessJson = (record: BusinessRecord, lists: MenuList[], canEdit: boolean) =>
  writeBusiness({
    ...toBusinessSummary(record, canEdit, NOW),
    lists: lists.map((l) => ({
      _id: l.id,
      name: l.name,
      items: l.items.map((r) => toItem(r, canEdit, false, NOW)),
      translations: translationsOf(l),
      lang: 'en' as const,
    })),
  });

/** pg answers bigint as text, PGlite and the documents as a number; seq is in no answer. */
const comparable = (r: BusinessRecord) => ({ ...r, seq: Number(r.seq) });

describe('answer documents', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let db: Kysely<DB>;
  const itemIds: string[] = [];
  const businessIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { now: NOW.toISOString() });
    f = factories(t);
    db = t.database.db;
    const owner = await f.user();
    const a = await f.business({
      name: 'Phở "Hòa" \\ Ngon',
      ownerId: owner.id,
      city: 'San José',
      lat: 37.33820821,
      lng: -121.88632911,
      categories: ['Vietnamese', 'Noodles'],
      favoriteCount: 3,
    });
    const b = await f.business({ name: 'Taquería Two', city: 'Milpitas' });
    await f.business({ name: 'Nothing on the menu yet' });
    businessIds.push(a.id, b.id);
    await businessesRepository(db).setHours(a.id, hours, NOW);
    await db
      .updateTable('businesses')
      .set({
        verified_at: '2026-01-10T10:00:00.123456Z' as unknown as Date,
        website: 'https://pho.example',
        email: 'hi@pho.example',
        source: JSON.stringify({ kind: 'osm', ref: 'node/1', importedAt: '2026-01-01T00:00:00Z' }),
        attribution: '© OpenStreetMap contributors',
        diets: ['vegan'],
        hours_text: '',
        edited_fields: ['name'],
      })
      .where('id', '=', a.id)
      .execute();
    const noodles = await f.list(a.id, 'Phở');
    const drinks = await f.list(a.id, 'Drinks');
    await f.list(a.id, 'Later (empty)');
    const tacos = await f.list(b.id, 'Tacos');
    const made = [
      await f.item(a.id, noodles.id, { name: 'Phở tái', likes: 7, tags: ['Beef', 'Soup', 'Phở'] }),
      await f.item(a.id, noodles.id, { name: 'Phở gà', likes: 7, priceCents: null, tags: [] }),
      await f.item(a.id, drinks.id, {
        name: 'Cà phê sữa đá',
        likes: 2,
        priceCents: 475,
        diets: ['vegetarian'],
        allergens: ['milk'],
        tags: ['Coffee'],
      }),
      await f.item(a.id, drinks.id, { name: 'Trà đá', allergens: [], priceCents: 0 }),
      await f.item(b.id, tacos.id, { name: 'Al pastor', likes: 9, tags: ['Pork', 'beef'] }),
      await f.item(b.id, tacos.id, { name: 'Nopales', likes: 1, description: 'Line\nbreak "q"' }),
    ];
    itemIds.push(...made.map((m) => m.id));
    // Sold out until later today, and sold out until a time already past.
    await db
      .updateTable('items')
      .set({ sold_out_until: '2026-01-15T20:00:00.654321Z', images: ['media/ab/x.webp'] })
      .where('id', '=', made[0]!.id)
      .execute();
    await db
      .updateTable('items')
      .set({ sold_out_until: '2026-01-14T20:00:00Z' })
      .where('id', '=', made[4]!.id)
      .execute();
  });
  afterAll(() => t.close());

  it('answers each item, a page of items and items by id with the same JSON as the statements', async () => {
    const old = legacy(db);
    const repo = itemsRepository(db);
    for (const id of itemIds) {
      const before = await old.item(id);
      const after = await repo.byId(id);
      expect(before).toBeDefined();
      expect(after).toBeDefined();
      for (const [canEdit, embed] of [
        [false, true],
        [true, false],
      ] as const) {
        expect(itemJson(after!, canEdit, embed)).toBe(itemJson(before!, canEdit, embed));
      }
    }
    for (const page of [1, 2, 3]) {
      const before = (await old.popularPage(page, 4)).map((r) => itemJson(r, false, true));
      const after = (await listing(db).items(page, 4)).map((r) => itemJson(r, false, true));
      expect(after).toEqual(before);
    }
    const asked = [itemIds[4]!, '00000000-0000-4000-8000-000000000000', itemIds[0]!, itemIds[2]!];
    const inOrder = await itemDocumentsInOrder(db, asked);
    expect(inOrder.map((r) => r.id)).toEqual([itemIds[4], itemIds[0], itemIds[2]]);
    for (const r of inOrder) {
      expect(itemJson(r, false, true)).toBe(itemJson((await old.item(r.id))!, false, true));
    }
  });

  it('answers the business page and the businesses page with the same JSON as the statements', async () => {
    const old = legacy(db);
    const repo = businessesRepository(db);
    for (const id of businessIds) {
      const before = await old.detail(id);
      const after = await repo.detailById(id);
      expect(before).toBeDefined();
      expect(after).toBeDefined();
      const { lists, ...record } = after!;
      expect(comparable(record)).toEqual(comparable(before!.record));
      for (const canEdit of [false, true]) {
        expect(businessJson(record, lists, canEdit)).toBe(
          businessJson(before!.record, before!.lists, canEdit),
        );
      }
      // What the API sends is that JSON too.
      const res = await t.app.inject({ url: `/api/businesses/${id}` });
      expect(res.body).toBe(`{"business":${businessJson(before!.record, before!.lists, false)}}`);
      const item = await t.app.inject({ url: `/api/items/${before!.lists[0]!.items[0]!.id}` });
      expect(item.body).toBe(`{"item":${itemJson(before!.lists[0]!.items[0]!, false, true)}}`);
    }
    const page = (records: BusinessRecord[]) =>
      writeSummaries(records.map((r) => toBusinessSummary(r, false, NOW)));
    for (const n of [1, 2]) {
      expect(page(await listing(db).businesses(n, 2))).toBe(page(await old.businessesPage(n, 2)));
    }
    const ids = [businessIds[1]!, businessIds[0]!];
    expect(page(await businessRecordsInOrder(db, ids))).toBe(
      page(await Promise.all(ids.map(async (id) => (await old.detail(id))!.record))),
    );
  });

  it('keeps every answer that shows an item, its tags, its votes or its business current at once', async () => {
    const admin = bearer((await f.user({ role: 'admin' })).token);
    const voter = bearer((await f.user()).token);
    const business = await f.business({ name: 'Bún Before', city: 'Fremont' });
    const list = await f.list(business.id, 'Bowls');
    const item = await f.item(business.id, list.id, { name: 'Bún chả', likes: 50, tags: ['Old'] });
    const answers = async () => {
      const get = async (url: string) => {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(200);
        return res.body;
      };
      return {
        item: await get(`/api/items/${item.id}`),
        itemsPage: await get('/api/items/pages/1'),
        business: await get(`/api/businesses/${business.id}`),
        businessesPage: await get('/api/businesses/pages/1'),
        search: await get(`/api/search/items?input=${encodeURIComponent('bún chả')}`),
      };
    };
    const shows = (all: Record<string, string>, text: string) =>
      Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.includes(text)]));
    const showsItem = { item: true, itemsPage: true, business: true, search: true };

    expect(shows(await answers(), '"name":"Old"')).toMatchObject(showsItem);

    const retag = await t.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: admin,
      payload: multipartForm({ 'tags[0]': 'Grilled pork', 'tags[1]': 'Noodles' }),
    });
    expect(retag.statusCode).toBe(200);
    const retagged = await answers();
    expect(shows(retagged, '"name":"Old"')).toMatchObject({
      item: false,
      itemsPage: false,
      business: false,
      search: false,
    });
    expect(shows(retagged, '"name":"Grilled pork"')).toMatchObject(showsItem);

    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}`,
      headers: admin,
      payload: multipartForm({ name: 'Bún After' }),
    });
    expect(rename.statusCode).toBe(200);
    const renamed = await answers();
    expect(shows(renamed, 'Bún Before')).toEqual({
      item: false,
      itemsPage: false,
      business: false,
      businessesPage: false,
      search: false,
    });
    expect(shows(renamed, 'Bún After')).toMatchObject({ ...showsItem, businessesPage: true });

    // A translation is shown by every answer of what it translates (DESIGN.md 7.5).
    const translate = async (url: string, payload: FormData | Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'PUT', url, headers: admin, payload });
      expect(res.statusCode).toBe(200);
    };
    await translate(
      `/api/items/${item.id}`,
      multipartForm({ 'translations[vi][name]': 'Bún chả Hà Nội' }),
    );
    await translate(
      `/api/businesses/${business.id}`,
      multipartForm({ 'translations[vi][description]': 'Quán bún chả' }),
    );
    await translate(`/api/businesses/${business.id}/lists/${list.id}`, {
      translations: { vi: { name: 'Món bún' } },
    });
    const translated = await answers();
    expect(shows(translated, 'Bún chả Hà Nội')).toMatchObject(showsItem);
    expect(shows(translated, 'Quán bún chả')).toMatchObject({
      business: true,
      businessesPage: true,
    });
    expect(shows(translated, 'Món bún')).toMatchObject({ business: true });
    await db
      .updateTable('items')
      .set({ translations: JSON.stringify({ vi: { name: 'Bún chả que tre' } }) })
      .where('id', '=', item.id)
      .execute();
    await db
      .updateTable('menu_lists')
      .set({ translations: JSON.stringify({}) })
      .where('id', '=', list.id)
      .execute();
    const retranslated = await answers();
    expect(shows(retranslated, 'Bún chả Hà Nội')).toMatchObject({
      item: false,
      itemsPage: false,
      business: false,
      search: false,
    });
    expect(shows(retranslated, 'Bún chả que tre')).toMatchObject(showsItem);
    expect(shows(retranslated, 'Món bún')).toMatchObject({ business: false });

    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/items/vote/${item.id}`,
      headers: voter,
      payload: { vote: 'like' },
    });
    expect(vote.statusCode).toBe(200);
    expect(shows(await answers(), '"likes":51')).toMatchObject(showsItem);

    // A write made elsewhere (a script, another process) keeps the documents as current.
    await db
      .updateTable('tags')
      .set({ name: 'Grilled Pork!' })
      .where('name', '=', 'Grilled pork')
      .execute();
    expect(shows(await answers(), '"name":"Grilled Pork!"')).toMatchObject(showsItem);
    await db.deleteFrom('menu_lists').where('id', '=', list.id).execute();
    const detail = await businessesRepository(db).detailById(business.id);
    expect(detail?.lists).toEqual([]);
    expect(await itemsRepository(db).byId(item.id)).toBeUndefined();
    await db.deleteFrom('businesses').where('id', '=', business.id).execute();
    expect(await businessesRepository(db).detailById(business.id)).toBeUndefined();
    expect((await t.app.inject({ url: `/api/businesses/${business.id}` })).statusCode).toBe(404);
  });

  it('keeps the documents of a transaction that changes many businesses at once (an import) current', async () => {
    const many: Array<{ id: string; name: string }> = [];
    for (let n = 0; n < 70; n++) many.push(await f.business({ name: `Many ${n}` }));
    const list = await f.list(many[0]!.id, 'One');
    const item = await f.item(many[0]!.id, list.id, { name: 'In many 0' });
    await db.transaction().execute(async (trx) => {
      for (const b of many)
        await trx
          .updateTable('businesses')
          .set({ name: `${b.name} renamed`, city: 'Fremont' })
          .where('id', '=', b.id)
          .execute();
    });
    const records = await businessRecordsInOrder(
      db,
      many.map((b) => b.id),
    );
    expect(records.map((r) => r.name)).toEqual(many.map((b) => `${b.name} renamed`));
    expect(await itemsRepository(db).byId(item.id)).toMatchObject({
      business_name: 'Many 0 renamed',
      business_city: 'Fremont',
    });
  });

  it('leaves every document equal to a fresh read after simultaneous writes to one business', async () => {
    const business = await f.business({ name: 'Busy' });
    const list = await f.list(business.id, 'Dishes');
    const dishes = await Promise.all(
      Array.from({ length: 6 }, (_, n) => f.item(business.id, list.id, { name: `Dish ${n}` })),
    );
    const voters = await Promise.all(Array.from({ length: 12 }, () => f.user()));
    const writes = await Promise.all([
      ...voters.map((u, n) =>
        t.app.inject({
          method: 'POST',
          url: `/api/items/vote/${dishes[n % 5]!.id}`,
          headers: bearer(u.token),
          payload: { vote: n % 3 === 0 ? 'dislike' : 'like' },
        }),
      ),
      db
        .updateTable('businesses')
        .set({ name: 'Busy renamed' })
        .where('id', '=', business.id)
        .execute(),
      db
        .transaction()
        .execute((trx) => itemsRepository(trx).setTags(dishes[0]!.id, ['Hot', 'New'])),
      f.item(business.id, list.id, { name: 'Dish added meanwhile', likes: 3 }),
      db.deleteFrom('items').where('id', '=', dishes[5]!.id).execute(),
    ]);
    const votes = writes.slice(0, voters.length) as Array<{ statusCode: number }>;
    expect(votes.map((v) => v.statusCode)).toEqual(voters.map(() => 200));
    const before = await legacy(db).detail(business.id);
    const after = await businessesRepository(db).detailById(business.id);
    const { lists, ...record } = after!;
    expect(businessJson(record, lists, false)).toBe(
      businessJson(before!.record, before!.lists, false),
    );
    for (const dish of dishes.slice(0, 5)) {
      const doc = await itemsRepository(db).byId(dish.id);
      expect(itemJson(doc!, false, true)).toBe(
        itemJson((await legacy(db).item(dish.id))!, false, true),
      );
    }
  });

  it('keeps the documents of a transaction that rolls back as they were', async () => {
    const business = await f.business({ name: 'Rolled Back' });
    const list = await f.list(business.id, 'Only');
    const item = await f.item(business.id, list.id, { name: 'Kept', tags: ['Kept tag'] });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('items').set({ name: 'Lost' }).where('id', '=', item.id).execute();
        await trx
          .updateTable('businesses')
          .set({ name: 'Lost' })
          .where('id', '=', business.id)
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await itemsRepository(db).byId(item.id))?.name).toBe('Kept');
    expect((await businessesRepository(db).detailById(business.id))?.name).toBe('Rolled Back');
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from document_queue`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });
});
