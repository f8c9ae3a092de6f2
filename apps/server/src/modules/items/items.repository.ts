// All SQL about items: rows with their business and tags, mapped to the API's Item shape.
import { sql, type Kysely, type RawBuilder, type Updateable } from 'kysely';
import type { Item } from '@menudex/contract/entities';
import type { Allergen, Diet } from '@menudex/contract/plate';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import { pickTranslation, type Translations } from '@menudex/contract/translations';
import type { DB, ItemsTable } from '../../db/schema.ts';

export type ItemChanges = Pick<
  Updateable<ItemsTable>,
  | 'name'
  | 'description'
  | 'price_cents'
  | 'images'
  | 'diets'
  | 'allergens'
  | 'sold_out_until'
  | 'translations'
>;

/** Trimmed, inner spaces folded, lower-cased: 'Pho', ' pho ' and 'PHO' are one tag. */
export function tagKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export type ItemRecord = {
  id: string;
  business_id: string;
  list_id: string;
  name: string;
  description: string;
  price_cents: number | null;
  images: string[];
  likes: number;
  dislikes: number;
  business_name: string;
  business_city: string;
  business_state: string;
  /** The business's names in other languages (024-item-business-translations.sql). */
  business_translations?: Translations;
  diets: string[];
  allergens: string[] | null;
  sold_out_until: Date | string | null;
  tags: Array<{ _id: string; name: string }>;
  /** The owner's texts in other languages (021-translations.sql); absent in documents built before it. */
  translations?: Translations;
  /** Only in finding queries with near=lat,lng: the business's distance. */
  distance_m?: number | null;
};

/**
 * An item's tags, in the order they were given, as a JSON array of {_id, name}: a subquery of the
 * statement that reads the items, so a page of items with its tags is one round trip.
 */
export function itemTagsJson(itemId: RawBuilder<unknown>) {
  return sql<Array<{ _id: string; name: string }>>`coalesce((
    select json_agg(json_build_object('_id', t.id, 'name', t.name) order by it.position)
      from item_tags it join tags t on t.id = it.tag_id
     where it.item_id = ${itemId}), '[]'::json)`;
}

/**
 * One item as a JSON object with the ItemRecord fields (its business's name and place from `b`), for
 * statements that nest a business's items in its answer. `i` and `b` are the aliases in scope.
 */
export function itemRecordJson() {
  return sql<ItemRecord>`json_build_object(
    'id', i.id, 'business_id', i.business_id, 'list_id', i.list_id, 'name', i.name,
    'description', i.description, 'price_cents', i.price_cents, 'images', i.images,
    'likes', i.likes, 'dislikes', i.dislikes, 'diets', i.diets, 'allergens', i.allergens,
    'sold_out_until', i.sold_out_until, 'business_name', b.name, 'business_city', b.city,
    'business_state', b.state, 'business_translations', b.translations,
    'translations', i.translations, 'tags', ${itemTagsJson(sql.ref('i.id'))})`;
}

/**
 * The items `ids` from their documents (migration 018: the ItemRecord, kept at every write), in the
 * order of `ids`; ids without an item are left out. One statement, by primary key: no tag
 * subqueries, no join to the business.
 */
export async function itemDocumentsInOrder(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<ItemRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ doc: ItemRecord }>`
    select d.doc from unnest(${ids}::uuid[]) with ordinality as u(id, n)
      join item_documents d on d.id = u.id
     order by u.n`.execute(db);
  return rows.map((r) => r.doc);
}

export function itemsRepository(db: Kysely<DB>) {
  const baseQuery = () =>
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
        'b.translations as business_translations',
        itemTagsJson(sql.ref('i.id')).as('tags'),
      ]);

  return {
    async byIds(ids: string[]): Promise<ItemRecord[]> {
      return itemDocumentsInOrder(db, ids);
    },
    async byId(id: string): Promise<ItemRecord | undefined> {
      const { rows } = await sql<{
        doc: ItemRecord;
      }>`select doc from item_documents where id = ${id}`.execute(db);
      return rows[0]?.doc;
    },
    /** The columns access checks and image clean-up need, without joins. */
    async ownerOf(id: string) {
      return db
        .selectFrom('items')
        .select(['id', 'business_id', 'list_id', 'images'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /**
     * Inside a transaction: the item's translations, its row held until commit, so two saves of
     * different languages or texts each merge into what the other stored.
     */
    async translationsForUpdate(id: string): Promise<Translations | undefined> {
      const row = await db
        .selectFrom('items')
        .select('translations')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      return row?.translations;
    },
    async insert(values: {
      businessId: string;
      listId: string;
      name: string;
      description: string;
      priceCents: number | null;
      images: string[];
      diets: string[];
      allergens: string[] | null;
      soldOutUntil: Date | null;
      /** The owner's texts in other languages; none by default (imports, menu drafts). */
      translations?: Translations;
    }): Promise<string> {
      const row = await db
        .insertInto('items')
        .values({
          business_id: values.businessId,
          list_id: values.listId,
          name: values.name,
          description: values.description,
          price_cents: values.priceCents,
          images: values.images,
          diets: values.diets,
          allergens: values.allergens,
          sold_out_until: values.soldOutUntil,
          translations: JSON.stringify(values.translations ?? {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: string, changes: ItemChanges, now: Date): Promise<void> {
      await db
        .updateTable('items')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    /** Deletes the item (its tags links and votes go with it); answers its images, or undefined. */
    async remove(id: string): Promise<string[] | undefined> {
      const row = await db
        .deleteFrom('items')
        .where('id', '=', id)
        .returning('images')
        .executeTakeFirst();
      return row?.images;
    },
    /**
     * Replaces the item's tags. Tags are shared across items: an existing tag is reused whatever its
     * case, a new one is made with the spelling given first.
     */
    async setTags(itemId: string, names: readonly string[]): Promise<void> {
      await db.deleteFrom('item_tags').where('item_id', '=', itemId).execute();
      const unique = new Map<string, string>();
      for (const name of names) {
        const key = tagKey(name);
        if (key !== '' && !unique.has(key)) unique.set(key, name.trim().replace(/\s+/g, ' '));
      }
      if (unique.size === 0) return;
      const tags = await db
        .insertInto('tags')
        // Inserted in key order, so two items saving the same new tags lock them in the same order.
        .values(
          [...unique]
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, name]) => ({ name, name_key: key })),
        )
        // A no-op update, so that existing tags come back in RETURNING too.
        .onConflict((oc) =>
          oc.column('name_key').doUpdateSet((eb) => ({ name_key: eb.ref('excluded.name_key') })),
        )
        .returning(['id', 'name_key'])
        .execute();
      const idByKey = new Map(tags.map((t) => [t.name_key, t.id]));
      const keys = [...unique.keys()];
      await db
        .insertInto('item_tags')
        .values(
          keys.map((key, position) => ({
            item_id: itemId,
            tag_id: idByKey.get(key) ?? '',
            position,
          })),
        )
        .execute();
    },
    async byListIds(listIds: string[]): Promise<ItemRecord[]> {
      if (listIds.length === 0) return [];
      return baseQuery()
        .where('i.list_id', 'in', listIds)
        .orderBy('i.likes', 'desc')
        .orderBy('i.seq', 'asc')
        .execute();
    },
  };
}

/**
 * The API's Item. Listings that span businesses embed the business ({_id, name, location});
 * a business page's own items carry the plain id. With `lang` (a read's ?lang=) the name and
 * description are the owner's translation where one exists, and so is the business's name.
 */
export function toItem(
  record: ItemRecord,
  canEdit: boolean,
  embedBusiness: boolean,
  now: Date,
  lang?: Locale,
): Item {
  const translations = record.translations ?? {};
  const texts = pickTranslation(record, translations, lang, DEFAULT_LOCALE);
  // The business's name in `lang` where its owner gave one, as the business's own reads answer it.
  const businessName = pickTranslation(
    { name: record.business_name },
    record.business_translations,
    lang,
    DEFAULT_LOCALE,
  ).name;
  const distance =
    record.distance_m === undefined || record.distance_m === null
      ? {}
      : { distanceMeters: Math.round(record.distance_m) };
  return {
    _id: record.id,
    name: texts.name,
    description: texts.description ?? record.description,
    price: record.price_cents === null ? null : record.price_cents / 100,
    images: record.images,
    tags: record.tags,
    businessId: embedBusiness
      ? {
          _id: record.business_id,
          name: businessName,
          location: { city: record.business_city, state: record.business_state },
          ...distance,
        }
      : record.business_id,
    businessName,
    businessCity: record.business_city,
    businessState: record.business_state,
    listId: record.list_id,
    popularity: { likes: record.likes, dislikes: record.dislikes },
    diets: record.diets as Diet[],
    allergens: record.allergens as Allergen[] | null,
    soldOut:
      record.sold_out_until !== null && new Date(record.sold_out_until).getTime() > now.getTime(),
    canEdit,
    translations,
    lang: texts.lang,
  };
}
