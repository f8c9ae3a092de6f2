// All SQL about businesses, their lists and owners, mapped to the API's Business and BusinessSummary shapes.
import { sql, type Kysely, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { BusinessSource, BusinessSummary, Location } from '@menudex/contract/entities';
import { priceLevelOf } from '@menudex/contract/finding';
import type { Hours } from '@menudex/contract/hours';
import { DIETS, type Diet } from '@menudex/contract/plate';
import { formatStoredPhone } from '@menudex/contract/phone';
import { DEFAULT_PLACE, type PlaceSettings } from '@menudex/contract/place';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import { pickTranslation, type Translations } from '@menudex/contract/translations';
import type { BusinessesTable, DB } from '../../db/schema.ts';
import { scheduleStatus, storedRanges } from './schedule.ts';
import { itemRecordJson, type ItemRecord } from '../items/items.repository.ts';

/** Every column but the search document, which only search reads (and which is large). */
export const BUSINESS_COLUMNS = [
  'id',
  'seq',
  'name',
  'phone',
  'description',
  'cover_photo',
  'logo',
  'favorite_count',
  'categories',
  'address1',
  'address2',
  'address3',
  'city',
  'state',
  'zip_code',
  'country',
  'feedback_enabled',
  'created_at',
  'updated_at',
  'lat',
  'lng',
  'hours',
  'median_price_cents',
  'website',
  'email',
  'source',
  'attribution',
  'diets',
  'hours_text',
  'verified_at',
  'edited_fields',
  'owner_count',
  'translations',
] as const satisfies ReadonlyArray<
  Exclude<keyof BusinessesTable, 'search_doc' | 'search_exact' | 'discount_daily_limit'>
>;

/** A menu list with its items, most liked first, as the business page shows them. */
export type MenuList = {
  id: string;
  name: string;
  /** Absent in documents built before 021-translations.sql. */
  translations?: Translations;
  items: ItemRecord[];
};

/** The lists of a business in their order, each with its items and their tags, as one JSON value. */
function menuJson(businessId: RawBuilder<unknown>) {
  return sql<MenuList[]>`coalesce((
    select json_agg(json_build_object('id', l.id, 'name', l.name,
             'translations', l.translations, 'items', coalesce((
             select json_agg(${itemRecordJson()} order by i.likes desc, i.seq)
               from items i join businesses b on b.id = i.business_id
              where i.list_id = l.id), '[]'::json)) order by l.position)
      from menu_lists l
     where l.business_id = ${businessId}), '[]'::json)`;
}

// discount_daily_limit belongs to the feedback program (modules/feedback), not to business answers.
export type BusinessRecord = Omit<
  Selectable<BusinessesTable>,
  | 'search_doc'
  | 'search_exact'
  | 'discount_daily_limit'
  | 'open_zone'
  | 'open_week'
  | 'ux'
  | 'uy'
  | 'uz'
> & {
  /** Only in finding queries with near=lat,lng. */
  distance_m?: number | null;
};
export type BusinessChanges = Omit<
  Updateable<BusinessesTable>,
  'id' | 'seq' | 'favorite_count' | 'created_at'
>;

/** A business document's menu: the items' documents in creation order, their counters as built. */
type MenuDocument = MenuList;

/**
 * The menu with each item's counters, each list most liked first (creation order breaks ties), from
 * the business's items in that order with their counters (an index-only walk of
 * items_business_popular_idx): the order and the counters are the only parts a vote changes.
 */
function withMenuCounters(found: {
  lists: MenuDocument[];
  counters: Array<[string, number, number]> | null;
}): MenuList[] {
  const rank = new Map<string, { n: number; likes: number; dislikes: number }>();
  (found.counters ?? []).forEach(([id, likes, dislikes], n) =>
    rank.set(id, { n, likes, dislikes }),
  );
  return found.lists.map((l) => ({
    id: l.id,
    name: l.name,
    ...(l.translations ? { translations: l.translations } : {}),
    items: l.items
      .flatMap((doc) => {
        const c = rank.get(doc.id);
        return c ? [{ n: c.n, record: { ...doc, likes: c.likes, dislikes: c.dislikes } }] : [];
      })
      .sort((a, b) => a.n - b.n)
      .map((x) => x.record),
  }));
}

/** A business document's record: BusinessRecord as JSON, its instants as text. */
type BusinessDocumentRecord = Omit<BusinessRecord, 'created_at' | 'updated_at' | 'verified_at'> & {
  created_at: string;
  updated_at: string;
  verified_at: string | null;
};

function fromDocument(r: BusinessDocumentRecord): BusinessRecord {
  return {
    ...r,
    created_at: new Date(r.created_at),
    updated_at: new Date(r.updated_at),
    verified_at: r.verified_at === null ? null : new Date(r.verified_at),
  };
}

/**
 * The records of the businesses `ids` from their documents (migration 018), in the order of `ids`;
 * ids without a business are left out. One statement, by primary key.
 */
export async function businessRecordsInOrder(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<BusinessRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ record: BusinessDocumentRecord }>`
    select d.record from unnest(${ids}::uuid[]) with ordinality as u(id, n)
      join business_documents d on d.id = u.id
     order by u.n`.execute(db);
  return rows.map((r) => fromDocument(r.record));
}

export function businessesRepository(db: Kysely<DB>) {
  /**
   * The stored ranges of `hours` for a business that has none yet: one just made with its `hours`
   * in its row (setHours, for one that has some, clears them first).
   */
  async function addHourRanges(id: string, hours: Hours): Promise<void> {
    const stored = storedRanges(hours);
    const common = {
      business_id: id,
      time_zone: hours.timeZone,
      closed_until: stored.closedUntil,
    };
    if (stored.week.length > 0)
      await db
        .insertInto('business_week_ranges')
        .values(stored.week.map((r) => ({ ...common, ...r })))
        .execute();
    if (stored.special.length > 0)
      await db
        .insertInto('business_special_ranges')
        .values(stored.special.map((r) => ({ ...common, ...r })))
        .execute();
    await db
      .insertInto('hours_time_zones')
      .values({ time_zone: hours.timeZone })
      .onConflict((oc) => oc.column('time_zone').doNothing())
      .execute();
  }

  return {
    async byId(id: string): Promise<BusinessRecord | undefined> {
      return db
        .selectFrom('businesses')
        .select(BUSINESS_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async byIds(ids: string[]): Promise<BusinessRecord[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('businesses').select(BUSINESS_COLUMNS).where('id', 'in', ids).execute();
    },
    /** Stale listings (never confirmed, or before `before`): never-confirmed first, then oldest. */
    async stalePage(page: number, pageSize: number, before: Date): Promise<BusinessRecord[]> {
      return db
        .selectFrom('businesses')
        .select(BUSINESS_COLUMNS)
        .where((eb) => eb.or([eb('verified_at', 'is', null), eb('verified_at', '<', before)]))
        .orderBy(sql`verified_at nulls first`)
        .orderBy('seq')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
    },
    /** Marks the listing confirmed now; undefined when it does not exist. */
    async markVerified(id: string, now: Date): Promise<BusinessRecord | undefined> {
      return db
        .updateTable('businesses')
        .set({ verified_at: now })
        .where('id', '=', id)
        .returning(BUSINESS_COLUMNS)
        .executeTakeFirst();
    },
    async all(): Promise<BusinessRecord[]> {
      return db.selectFrom('businesses').select(BUSINESS_COLUMNS).orderBy('seq').execute();
    },
    /**
     * The business with its whole menu (lists, their items, the items' tags): its document
     * (migration 018), one row by primary key.
     */
    async detailById(id: string): Promise<(BusinessRecord & { lists: MenuList[] }) | undefined> {
      const { rows } = await sql<{
        record: BusinessDocumentRecord;
        lists: MenuDocument[];
        counters: Array<[string, number, number]> | null;
      }>`
        select d.record, d.lists,
               (select json_agg(json_build_array(i.id, i.likes, i.dislikes) order by i.likes desc, i.seq)
                  from items i where i.business_id = d.id) as counters
          from business_documents d where d.id = ${id}`.execute(db);
      const found = rows[0];
      return found && { ...fromDocument(found.record), lists: withMenuCounters(found) };
    },
    /**
     * The menu of a business already read, from the tables themselves: right inside a transaction
     * that has written it (the documents are rebuilt at commit). One statement.
     */
    async menuOf(businessId: string): Promise<MenuList[]> {
      const row = await db
        .selectNoFrom(menuJson(sql`${businessId}::uuid`).as('lists'))
        .executeTakeFirstOrThrow();
      return row.lists;
    },
    async listsOf(businessId: string) {
      return db
        .selectFrom('menu_lists')
        .select(['id', 'name', 'translations'])
        .where('business_id', '=', businessId)
        .orderBy('position')
        .execute();
    },
    async byPhone(phone: string): Promise<BusinessRecord | undefined> {
      return db
        .selectFrom('businesses')
        .select(BUSINESS_COLUMNS)
        .where('phone', '=', phone)
        .executeTakeFirst();
    },
    /** Inside a transaction: holds the row until commit, so changes to one business queue up. */
    async lockById(id: string): Promise<BusinessRecord | undefined> {
      return db
        .selectFrom('businesses')
        .select(BUSINESS_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },
    /** A new business with only its phone; undefined when the phone is taken. */
    async create(phone: string): Promise<BusinessRecord | undefined> {
      return db
        .insertInto('businesses')
        .values({ phone })
        .onConflict((oc) => oc.column('phone').where('phone', '<>', '').doNothing())
        .returning(BUSINESS_COLUMNS)
        .executeTakeFirst();
    },
    async update(
      id: string,
      changes: BusinessChanges,
      now: Date,
    ): Promise<BusinessRecord | undefined> {
      return db
        .updateTable('businesses')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .returning(BUSINESS_COLUMNS)
        .executeTakeFirst();
    },
    async listById(businessId: string, listId: string) {
      return db
        .selectFrom('menu_lists')
        .select(['id', 'name', 'translations'])
        .where('business_id', '=', businessId)
        .where('id', '=', listId)
        .executeTakeFirst();
    },
    /** Names compare trimmed and case-insensitively: 'Drinks' and ' drinks' are one list. */
    async listByName(businessId: string, name: string) {
      return db
        .selectFrom('menu_lists')
        .select(['id', 'name'])
        .where('business_id', '=', businessId)
        .where(sql<string>`lower(btrim(name))`, '=', name.trim().toLowerCase())
        .orderBy('position')
        .executeTakeFirst();
    },
    /** Appends a list after the last one; call it with the business locked so positions do not collide. */
    async addList(businessId: string, name: string, translations: Translations = {}) {
      const { max } = await db
        .selectFrom('menu_lists')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      return db
        .insertInto('menu_lists')
        .values({
          business_id: businessId,
          name: name.trim(),
          position: (max ?? -1) + 1,
          translations: JSON.stringify(translations),
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },
    /** Renames a list and/or sets its translations; undefined when the business has no such list. */
    async updateList(
      businessId: string,
      listId: string,
      changes: { name?: string; translations?: Translations },
    ) {
      return db
        .updateTable('menu_lists')
        .set({
          ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
          ...(changes.translations !== undefined
            ? { translations: JSON.stringify(changes.translations) }
            : {}),
        })
        .where('business_id', '=', businessId)
        .where('id', '=', listId)
        .returning(['id', 'name'])
        .executeTakeFirst();
    },
    /** Makes the user an owner of the business; assigning twice changes nothing. */
    async addOwner(businessId: string, userId: string): Promise<void> {
      await db
        .insertInto('business_owners')
        .values({ business_id: businessId, user_id: userId })
        .onConflict((oc) => oc.columns(['business_id', 'user_id']).doNothing())
        .execute();
    },
    /**
     * Stores the hours (or none) and rewrites the rows "open now" reads, in the caller's transaction.
     * Answers the updated business, or undefined when it does not exist.
     */
    async setHours(
      id: string,
      hours: Hours | null,
      now: Date,
    ): Promise<BusinessRecord | undefined> {
      const updated = await db
        .updateTable('businesses')
        .set({ hours: hours === null ? null : JSON.stringify(hours), updated_at: now })
        .where('id', '=', id)
        .returning(BUSINESS_COLUMNS)
        .executeTakeFirst();
      if (!updated) return undefined;
      await db.deleteFrom('business_week_ranges').where('business_id', '=', id).execute();
      await db.deleteFrom('business_special_ranges').where('business_id', '=', id).execute();
      if (hours !== null) await addHourRanges(id, hours);
      return updated;
    },
    addHourRanges,
    async userIdByEmail(email: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      return row?.id;
    },
  };
}

/** PostgreSQL's unique_violation, as both drivers report it. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}

/** Four lines, as the specification's address block reads them. */
export function displayAddress(
  r: Pick<BusinessRecord, 'address1' | 'address2' | 'address3' | 'city' | 'state' | 'zip_code'>,
): string[] {
  return [r.address1, r.address2, r.address3, cityLine(r.city, r.state, r.zip_code)];
}

/** 'Milpitas, CA 95035', joined from the parts that exist: 'Milpitas', 'CA 95035', ''. */
export function cityLine(city: string, state: string, zipCode: string): string {
  const region = [state.trim(), zipCode.trim()].filter(Boolean).join(' ');
  return [city.trim(), region].filter(Boolean).join(', ');
}

export function toLocation(r: BusinessRecord): Location {
  return {
    address1: r.address1,
    address2: r.address2,
    address3: r.address3,
    city: r.city,
    state: r.state,
    zipCode: r.zip_code,
    country: r.country,
    lat: r.lat,
    lng: r.lng,
    displayAddress: displayAddress(r),
  };
}

/** The stored source (jsonb comes back parsed from both drivers; text is parsed). */
export function sourceOf(r: Pick<BusinessRecord, 'source'>): BusinessSource | null {
  if (r.source === null || r.source === undefined) return null;
  return (typeof r.source === 'string' ? JSON.parse(r.source) : r.source) as BusinessSource;
}

const isDiet = (d: string): d is Diet => (DIETS as readonly string[]).includes(d);

/** The stored hours object (jsonb comes back parsed from both drivers; text is parsed). */
export function hoursOf(r: Pick<BusinessRecord, 'hours'>): Hours | null {
  if (r.hours === null || r.hours === undefined) return null;
  return (typeof r.hours === 'string' ? JSON.parse(r.hours) : r.hours) as Hours;
}

/** STALE_AFTER_DAYS's default, for callers that do not pass the configured value. */
export const DEFAULT_STALE_AFTER_DAYS = 180;
const DAY_MS = 24 * 3600_000;

/** Never confirmed, or confirmed longer ago than the configured number of days. */
export function isStale(verifiedAt: Date | null, now: Date, staleAfterDays: number): boolean {
  return verifiedAt === null || now.getTime() - verifiedAt.getTime() > staleAfterDays * DAY_MS;
}

/** The instant before which a confirmation counts as stale. */
export function staleBefore(now: Date, staleAfterDays: number): Date {
  return new Date(now.getTime() - staleAfterDays * DAY_MS);
}

/** The place settings an answer is written with: config.place (its price levels and phone region). */
export type AnswerPlace = Pick<PlaceSettings, 'priceLevels' | 'phoneRegion'>;

/** The business's translations as stored (jsonb comes back parsed; documents before 021 lack them). */
export function translationsOf(r: { translations?: unknown }): Translations {
  if (r.translations === null || r.translations === undefined) return {};
  return (
    typeof r.translations === 'string' ? JSON.parse(r.translations) : r.translations
  ) as Translations;
}

/**
 * The API's business summary. With `lang` (a read's ?lang=) the name and description are the
 * owner's translation where one exists.
 */
export function toBusinessSummary(
  r: BusinessRecord,
  canEdit: boolean,
  now: Date,
  staleAfterDays = DEFAULT_STALE_AFTER_DAYS,
  place: AnswerPlace = DEFAULT_PLACE,
  lang?: Locale,
): BusinessSummary {
  const translations = translationsOf(r);
  const texts = pickTranslation(r, translations, lang, DEFAULT_LOCALE);
  const hours = hoursOf(r);
  const verifiedAt = r.verified_at === null ? null : new Date(r.verified_at);
  const status = scheduleStatus(hours, now);
  return {
    _id: r.id,
    name: texts.name,
    phone: r.phone,
    displayPhone: formatStoredPhone(r.phone, place.phoneRegion),
    description: texts.description ?? r.description,
    coverPhoto: r.cover_photo,
    logo: r.logo,
    favoriteCount: r.favorite_count,
    categories: r.categories,
    location: toLocation(r),
    feedbackEnabled: r.feedback_enabled,
    hours,
    openNow: status.openNow,
    nextChange: status.nextChange,
    priceLevel: priceLevelOf(
      r.median_price_cents === null ? null : r.median_price_cents / 100,
      place.priceLevels,
    ),
    website: r.website,
    email: r.email,
    source: sourceOf(r),
    attribution: r.attribution,
    diets: r.diets.filter(isDiet),
    hoursText: r.hours_text,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    stale: isStale(verifiedAt, now, staleAfterDays),
    managedByOwner: r.owner_count > 0,
    ...(r.distance_m === undefined || r.distance_m === null
      ? {}
      : { distanceMeters: Math.round(r.distance_m) }),
    canEdit,
    translations,
    lang: texts.lang,
  };
}
