// All SQL of finding: items and businesses filtered by open now, near, diets, allergens, price and
// price level, in the order asked for. Each filter is served by an index (005-place.sql, 006-plate.sql).
import { DateTime } from 'luxon';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { type Finding } from '@menudex/contract/finding';
import { priceLevelCents } from '@menudex/contract/place';
import type { DB } from '../../db/schema.ts';
import { BUSINESS_COLUMNS, type BusinessRecord } from '../businesses/businesses.repository.ts';
import { itemDocumentsInOrder, type ItemRecord } from '../items/items.repository.ts';
import { PAGING_TEXTS } from '@menudex/contract/paging';
import { badRequest } from '../../lib/http-errors.ts';
import {
  afterCondition,
  cutPage,
  decodeCursor,
  orderBy,
  startOf,
  type KeyValue,
  type Order,
  type OrderKey,
  type PageStart,
  type Paged,
} from './cursor.ts';

const EARTH_RADIUS_M = 6_371_000;
/** Up to this many businesses passing the business filters go to the items query as a list. */
const FEW_BUSINESSES = 500;
const KM_PER_DEGREE_LAT = 111.32;

/** The local clock of one time zone at an instant, as the "open now" query needs it. */
export type ZoneClock = {
  timeZone: string;
  /** 0 = Monday. */
  dow: number;
  /** Minutes since local midnight. */
  minute: number;
  today: string;
  yesterday: string;
};

/** Works out each zone's local clock (Luxon, the same rules as schedule.ts). */
export function zoneClocks(timeZones: string[], now: Date): ZoneClock[] {
  return timeZones.map((timeZone) => {
    const local = DateTime.fromJSDate(now, { zone: timeZone });
    return {
      timeZone,
      dow: local.weekday - 1,
      minute: local.hour * 60 + local.minute,
      today: local.toISODate() ?? '',
      yesterday: local.minus({ days: 1 }).toISODate() ?? '',
    };
  });
}

/** The dates a special day can change the hours on now: today and yesterday in every zone. */
const specialDates = (clocks: ZoneClock[]) => [
  ...new Set(clocks.flatMap((z) => [z.today, z.yesterday])),
];

/**
 * The businesses whose special days may matter now (a special day today or yesterday in some zone):
 * the weekly hours alone do not decide whether they are open. Read first, as a list (a handful on
 * most days): asked as a subquery, the planner guessed a hundred and probed the special days once
 * for each of the thousands of ranges open at noon (32,000 buffers a request).
 */
type SpecialDays = string[];
const withSpecialDays = (ids: SpecialDays) => sql`${ids}::uuid[]`;

/**
 * The businesses open at the zones' clocks by the exact rules. A weekly range counts unless a special
 * day falls on the date it opened or the business is temporarily closed on that date; special days'
 * own ranges count on their date (and past midnight on the next). The rules are the same as
 * schedule.ts, which answers openNow. `exceptionsOnly`: only among the businesses the weekly hours
 * alone do not decide (temporarily closed, or a special day today or yesterday), each read from its
 * own small index.
 */
export function openNowIds(
  clocks: ZoneClock[],
  specialIds: SpecialDays,
  exceptionsOnly = false,
): RawBuilder<unknown> {
  if (clocks.length === 0) return sql`select null::uuid as business_id where false`;
  const parts = clocks.map((z) => {
    const openedOn = sql`(case when r.opens_day = ${z.dow} then ${z.today}::date else ${z.yesterday}::date end)`;
    const weekly = (which: RawBuilder<unknown>) => sql`
    select r.business_id
      from business_week_ranges r
     where r.time_zone = ${z.timeZone}
       and r.span @> ${z.dow * 1440 + z.minute}::int
       and ${which}
       and (r.closed_until is null or ${openedOn} >= r.closed_until)
       and not exists (select 1 from business_special_ranges s
                        where s.business_id = r.business_id and s.day = ${openedOn})`;
    const special = sql`
    select s.business_id
      from business_special_ranges s
     where s.time_zone = ${z.timeZone}
       and ((s.day = ${z.today}::date and s.span @> ${z.minute}::int)
            or (s.day = ${z.yesterday}::date and s.span @> ${z.minute + 1440}::int))
       and (s.closed_until is null or s.day >= s.closed_until)`;
    return exceptionsOnly
      ? sql`${weekly(sql`r.closed_until is not null`)}
            union
            ${weekly(sql`r.closed_until is null and r.business_id = any(${withSpecialDays(specialIds)})`)}
            union ${special}`
      : sql`${weekly(sql`true`)} union ${special}`;
  });
  return sql.join(parts, sql` union `);
}

/**
 * Weekly ranges holding the zones' current minute, at most `limit` (whether a few businesses are
 * open, at 3 am, or many, at noon, read from the span index without working out the whole set), and
 * the businesses with a special day today or yesterday in some zone: one statement.
 */
function openRangesUpTo(
  clocks: ZoneClock[],
  limit: number,
): RawBuilder<{ n: number; special: string[] }> {
  const parts = clocks.map(
    (z) => sql`(select 1 from business_week_ranges r
                 where r.time_zone = ${z.timeZone} and r.span @> ${z.dow * 1440 + z.minute}::int
                 limit ${limit})`,
  );
  return sql<{ n: number; special: string[] }>`
    select (select count(*)::int from (${sql.join(parts, sql` union all `)}) ranges) as n,
           array(select distinct s.business_id from business_special_ranges s
                  where s.day = any(${specialDates(clocks)}::date[]))::text[] as special`;
}

/**
 * "Open now" on the business row `b`: its weekly hours (open_week, 009-open-week.sql) hold the
 * current minute of its zone and no special day today or yesterday interferes, or the exact rules
 * say it is open (the few temporarily closed businesses and those with such a special day). Used
 * when many are open: walking businesses or items in order, most rows pass and the page fills after
 * a few dozen cheap checks.
 */
export function openNowCondition(clocks: ZoneClock[], special: SpecialDays): RawBuilder<unknown> {
  if (clocks.length === 0) return sql`false`;
  const weekly = clocks.map(
    (z) => sql`(b.open_zone = ${z.timeZone} and b.open_week @> ${z.dow * 1440 + z.minute}::int)`,
  );
  return sql`((${sql.join(weekly, sql` or `)}) and not b.id = any(${withSpecialDays(special)})
              or b.id in (${openNowIds(clocks, special, true)}))`;
}

/**
 * The squared straight-line distance through the earth between a point and the business row `b`,
 * on the unit sphere (011-near-unit-vector.sql): it grows with the great-circle distance, so it
 * filters and orders as that does, with a few multiplications instead of trigonometry on each row.
 */
function chord2(lat: number, lng: number): RawBuilder<number> {
  const la = (lat * Math.PI) / 180;
  const lo = (lng * Math.PI) / 180;
  const [x, y, z] = [Math.cos(la) * Math.cos(lo), Math.cos(la) * Math.sin(lo), Math.sin(la)];
  const d = (column: string, v: number) =>
    sql`(${sql.ref(column)} - ${v}::float8) * (${sql.ref(column)} - ${v}::float8)`;
  return sql<number>`(${d('b.ux', x)} + ${d('b.uy', y)} + ${d('b.uz', z)})`;
}

/** The squared chord of a great-circle distance in meters (on the unit sphere). */
const chord2Of = (meters: number) => (2 * Math.sin(meters / (2 * EARTH_RADIUS_M))) ** 2;

/** Great-circle distance in meters from a point to the business row `b` (the haversine distance). */
function distance(lat: number, lng: number): RawBuilder<number> {
  return sql<number>`(${2 * EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(${chord2(lat, lng)}) / 2)))`;
}

/**
 * How "open now" is asked: as the list of the few businesses open (worked out exactly, from the span
 * index), or, when many are open, as a check on each business row (openNowCondition).
 */
type OpenNow = { ids: string[] } | { clocks: ZoneClock[]; special: SpecialDays } | null;

/** The conditions on the business row `b`: open now, within the radius, price level. */
function businessConditions(f: Finding, open: OpenNow): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (open && 'ids' in open) where.push(sql`b.id = any(${open.ids}::uuid[])`);
  if (open && 'clocks' in open) where.push(openNowCondition(open.clocks, open.special));
  if (f.near) {
    const { lat, lng } = f.near;
    const dLat = f.radiusKm / KM_PER_DEGREE_LAT;
    const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
    const dLng = Math.min(f.radiusKm / (KM_PER_DEGREE_LAT * cos), 360);
    // The box (indexed) narrows; the exact distance decides, compared as a chord.
    where.push(sql`b.lat between ${lat - dLat}::float8 and ${lat + dLat}::float8`);
    where.push(sql`b.lng between ${lng - dLng}::float8 and ${lng + dLng}::float8`);
    where.push(sql`${chord2(lat, lng)} <= ${chord2Of(f.radiusKm * 1000)}::float8`);
  }
  if (f.priceLevel.length > 0) {
    // Level n covers medians from the bound below it to the bound it is under (PRICE_LEVELS).
    const cents = priceLevelCents(f.priceLevelBounds);
    const ranges = f.priceLevel.map((level) => {
      const low = level === 1 ? null : cents[level - 2];
      const high = level === 4 ? null : cents[level - 1];
      if (low === undefined || high === undefined) return sql`false`;
      if (low === null) return sql`b.median_price_cents < ${high}`;
      if (high === null) return sql`b.median_price_cents >= ${low}`;
      return sql`(b.median_price_cents >= ${low} and b.median_price_cents < ${high})`;
    });
    where.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  return where;
}

/** The conditions on the item row `i`: diets, without allergens (stated ones only), max price. */
function itemConditions(f: Finding): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (f.diet.length > 0) where.push(sql`i.diets @> ${f.diet}::text[]`);
  if (f.without.length > 0)
    where.push(sql`(i.allergens is not null and not (i.allergens && ${f.without}::text[]))`);
  if (f.maxPriceCents !== null) where.push(sql`i.price_cents <= ${f.maxPriceCents}`);
  return where;
}

const and = (parts: RawBuilder<unknown>[]) =>
  parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);

const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

/**
 * An item's best-match tiers (sort=match): the groups of its document's weights that may hold the
 * whole query, each indexed (010-match-tiers.sql): its name (A), with its tags (B), with its
 * description (D). An item none of them holds matched only through its business's name (C).
 */
const MATCH_TIERS = ['{a}', '{a,b}', '{a,b,d}'] as const;
/** The tier's condition, written exactly as its index's expression so the index serves it. */
const tierMatch = (weights: string, q: RawBuilder<unknown>) =>
  sql`ts_filter(i.search_doc, ${sql.lit(weights)}) @@ ${q}`;

export type FindOptions = {
  finding: Finding;
  /** A to_tsquery text (search), or null (listings). */
  query: string | null;
  /**
   * The words typed with diacritics, a to_tsquery text against `search_exact`
   * (023-search-languages.sql): in the likes order, their exact matches come first.
   */
  exact?: string | null;
  limit: number;
  /** After a cursor's row, or after skipping rows (page numbers). */
  start: PageStart;
  now: Date;
  /** Tests lower it to take the many-businesses path on a small fixture (FEW_BUSINESSES). */
  fewBusinesses?: number;
};

const fewOf = (o: FindOptions) => o.fewBusinesses ?? FEW_BUSINESSES;

/** The page's rows as read with their key values (k0, k1, …), before the keys are dropped. */
type Keyed = { k0?: KeyValue; k1?: KeyValue; k2?: KeyValue; k3?: KeyValue };
const keysOf =
  (order: Order) =>
  (row: Keyed): KeyValue[] =>
    order.keys.map((key, i) => {
      const v = row[`k${i}` as keyof Keyed] ?? null;
      // seq is a bigint: it travels as its decimal string, whatever the driver made of it.
      return key.type === 'bigint' && v !== null ? String(v) : v;
    });
/** The key columns of an order, named k0, k1, … for the outer statement and the cursor. */
const keyColumns = (order: Order) =>
  sql.join(order.keys.map((k, i) => sql`${k.expr} as ${sql.ref(`k${i}`)}`));
/** The order again, on the key columns of the page's subquery `alias`. */
const orderByKeys = (order: Order, alias: string) =>
  orderBy({
    name: order.name,
    keys: order.keys.map((k, i) => ({ ...k, expr: sql.ref(`${alias}.k${i}`) })),
  });
/** Drops the key columns from a row read with them. */
function withoutKeys<T>(row: T & Keyed): T {
  const { k0: _0, k1: _1, k2: _2, k3: _3, ...rest } = row;
  return rest as T;
}

const seqKey = (alias: 'i' | 'b'): OrderKey => ({
  expr: sql.ref(`${alias}.seq`),
  dir: 'asc',
  type: 'bigint',
});
const rankKey = (alias: 'i' | 'b', q: RawBuilder<unknown>): OrderKey => ({
  expr: sql`ts_rank(${sql.ref(`${alias}.search_doc`)}, ${q})`,
  dir: 'desc',
  type: 'real',
});

/** The order of the items (FindOptions), by the finding's sort; each ends with the creation order. */
function itemOrder(f: Finding, q: RawBuilder<unknown> | null): Order {
  const likes: OrderKey = { expr: sql`i.likes`, dir: 'desc', type: 'int' };
  const rank = q ? [rankKey('i', q)] : [];
  if (f.sort === 'price')
    return {
      name: 'items.price',
      keys: [{ expr: sql`i.price_cents`, dir: 'asc', nullable: true, type: 'int' }, seqKey('i')],
    };
  if (f.sort === 'distance' && f.near)
    return {
      name: 'items.near',
      keys: [
        { expr: chord2(f.near.lat, f.near.lng), dir: 'asc', type: 'float8' },
        likes,
        seqKey('i'),
      ],
    };
  return { name: q ? 'items.likes.rank' : 'items.likes', keys: [likes, ...rank, seqKey('i')] };
}

/**
 * The order of the businesses (FindOptions), by the finding's sort; each ends with the creation
 * order. In the favorites order, a search typed with diacritics (`exact`) puts the businesses whose
 * words carry them exactly first.
 */
function businessOrder(
  f: Finding,
  q: RawBuilder<unknown> | null,
  exact: RawBuilder<unknown> | null,
): Order {
  const favorites: OrderKey = { expr: sql`b.favorite_count`, dir: 'desc', type: 'int' };
  const rank = q ? [rankKey('b', q)] : [];
  if (f.sort === 'match' && q)
    return {
      name: 'businesses.match',
      keys: [
        {
          expr: sql`(case when ts_filter(b.search_doc, '{a}') @@ ${q} then 1
                          when ts_filter(b.search_doc, '{a,b}') @@ ${q} then 2 else 3 end)`,
          dir: 'asc',
          type: 'int',
        },
        favorites,
        ...rank,
        seqKey('b'),
      ],
    };
  if (f.sort === 'price')
    return {
      name: 'businesses.price',
      keys: [
        { expr: sql`b.median_price_cents`, dir: 'asc', nullable: true, type: 'int' },
        seqKey('b'),
      ],
    };
  if (f.sort === 'distance' && f.near)
    return {
      name: 'businesses.near',
      keys: [{ expr: chord2(f.near.lat, f.near.lng), dir: 'asc', type: 'float8' }, seqKey('b')],
    };
  if (f.sort === 'likes' || f.sort === 'match' || q) {
    const exactFirst: OrderKey[] = exact
      ? [
          {
            expr: sql`(case when b.search_exact @@ ${exact} then 0 else 1 end)`,
            dir: 'asc',
            type: 'int',
          } satisfies OrderKey,
        ]
      : [];
    return {
      name: `businesses.likes${q ? '.rank' : ''}${exact ? '.exact' : ''}`,
      keys: [...exactFirst, favorites, ...rank, seqKey('b')],
    };
  }
  return { name: 'businesses.seq', keys: [seqKey('b')] };
}

/**
 * Items in tiers (sort=match, or a search typed with diacritics): the tier first, then likes. The
 * tier's key is a placeholder: each tier is read on its own (inTiers).
 */
function itemTierOrder(name: string, q: RawBuilder<unknown>): Order {
  return {
    name,
    keys: [
      { expr: sql`0`, dir: 'asc', type: 'int' },
      { expr: sql`i.likes`, dir: 'desc', type: 'int' },
      rankKey('i', q),
      seqKey('i'),
    ],
  };
}

export function findingRepository(db: Kysely<DB>) {
  /**
   * "Open now", only when asked for: the zones' local clocks, then whether more than `few` weekly
   * ranges hold the minute. Few (at night): the exact list of the businesses open, which the planner
   * sees and starts from. Many (at noon): a check on each row, cheap while walking the businesses or
   * items in order, since most pass it; working out the whole set of thousands would cost more than
   * the page.
   */
  async function openNowFor(f: Finding, now: Date, few: number): Promise<OpenNow> {
    if (!f.openNow) return null;
    const zones = await db.selectFrom('hours_time_zones').select('time_zone').execute();
    const clocks = zoneClocks(
      zones.map((z) => z.time_zone),
      now,
    );
    if (clocks.length === 0) return { ids: [] };
    const counted = (await openRangesUpTo(clocks, few + 1).execute(db)).rows[0];
    const special = counted?.special ?? [];
    if ((counted?.n ?? 0) > few) return { clocks, special };
    const { rows } = await sql<{ business_id: string }>`${openNowIds(clocks, special)}`.execute(db);
    return { ids: rows.map((r) => r.business_id) };
  }

  /**
   * The page's item records in the order of `ids`: their documents (018-answer-documents.sql) by
   * primary key, with the distance from `near` when asked.
   */
  async function itemRows(ids: string[], f: Finding): Promise<ItemRecord[]> {
    if (ids.length === 0) return [];
    if (!f.near) return itemDocumentsInOrder(db, ids);
    const { rows } = await sql<{ doc: ItemRecord; distance_m: number }>`
      select d.doc, ${distance(f.near.lat, f.near.lng)} as distance_m
        from unnest(${ids}::uuid[]) with ordinality as u(id, n)
        join item_documents d on d.id = u.id
        join items i on i.id = u.id
        join businesses b on b.id = i.business_id
       order by u.n`.execute(db);
    return rows.map((r) => ({ ...r.doc, distance_m: r.distance_m }));
  }

  return {
    /**
     * Items by the finding's filters, a page and the cursor of the next. Orders end with the
     * creation order, so pages neither repeat nor skip. sort=match: the item's own name (weight A),
     * then its tags (B), its description (D), its business's name (C): the first group of fields
     * that holds the whole query sets the tier.
     */
    async items(o: FindOptions): Promise<Paged<ItemRecord>> {
      const f = o.finding;
      const q = o.query === null ? null : tsQuery(o.query);
      const where = itemConditions(f);
      /** Conditions on the business row (many businesses passing): the item reads join it. */
      let onBusinessRow = false;
      // The businesses that pass open now, near and price level are read first. A few hundred (at
      // night, or nearby) go to the items query as a value, so the planner knows how many there are
      // and may start from their items; many (lunchtime in a city) are checked on each item's
      // business row while walking the most liked items. Asked as a plain join, the planner had to
      // guess the count, and a wrong guess cost a walk of every item (none open at night: 170 ms) or
      // a join filter of 400,000 comparisons (open, near and vegetarian: 44 ms).
      const few = fewOf(o);
      const onBusinesses = businessConditions(f, await openNowFor(f, o.now, few));
      if (onBusinesses.length > 0) {
        const { rows } = await sql<{ id: string }>`
          select b.id from businesses b where ${and(onBusinesses)} limit ${few + 1}`.execute(db);
        if (rows.length === 0) return { rows: [], next: null };
        if (rows.length <= few)
          where.push(sql`i.business_id = any(${rows.map((r) => r.id)}::uuid[])`);
        else if (f.sort === 'distance') {
          // Nearest first reads every candidate's place anyway: a join.
          where.push(...onBusinesses);
          onBusinessRow = true;
        } else {
          // Checked on each item's business while walking the items in order, one primary-key read
          // per item: a subquery in the condition, which the planner keeps per row. As a join it
          // misjudged the open businesses near by as one and started from them: 35,000 vegan dishes
          // joined and sorted for a page of 12 (200,000 buffers, 0.7 s).
          where.push(
            sql`(select ${and(onBusinesses)} from businesses b where b.id = i.business_id)`,
          );
        }
      }
      const dist = f.near ? distance(f.near.lat, f.near.lng) : sql`null::float8`;
      const join =
        onBusinessRow || (f.sort === 'distance' && f.near)
          ? sql`join businesses b on b.id = i.business_id`
          : sql``;
      const matching = q ? [sql`i.search_doc @@ ${q}`] : [];
      if (f.sort === 'match' && q) {
        // The item's name (A), with its tags (B), with its description (D), then the rest (its
        // business's name, C). A tier's own condition implies the whole document matches: asked
        // alone, so that the planner reads its estimate from the tier's statistics.
        const tiers = [...MATCH_TIERS, null].map((weights, t) => {
          const before = MATCH_TIERS[t - 1];
          return [
            weights ? tierMatch(weights, q) : sql`i.search_doc @@ ${q}`,
            ...(before ? [sql`not ${tierMatch(before, q)}`] : []),
          ];
        });
        return inTiers(o, itemTierOrder('items.match', q), tiers, where, join);
      }
      if (q && o.exact && (f.sort === null || f.sort === 'likes')) {
        // Typed with diacritics: the exact matches, most liked first, then the others.
        const exact = sql`i.search_exact @@ ${tsQuery(o.exact)}`;
        const tiers = [
          [...matching, exact],
          [...matching, sql`not ${exact}`],
        ];
        return inTiers(o, itemTierOrder('items.likes.exact', q), tiers, where, join);
      }
      const order = itemOrder(f, q);
      const start = startOf(order, o.start);
      // The page is cut on the narrow rows first (ids and keys, from the order's index where there
      // is one); only its items are read in full, from their documents (018-answer-documents.sql).
      const { rows } = await sql<{ doc: ItemRecord; distance_m: number | null } & Keyed>`
        select d.doc, ${dist} as distance_m,
               ${sql.join(order.keys.map((_, n) => sql.ref(`page.k${n}`)))}
          from (select i.id, i.business_id, ${keyColumns(order)}
                  from items i ${join}
                 where ${and([...matching, ...where, ...start.where])}
                 order by ${orderBy(order)}
                 limit ${o.limit + 1} offset ${start.offset}) page
          join item_documents d on d.id = page.id
          ${f.near ? sql`join businesses b on b.id = page.business_id` : sql``}
         order by ${orderByKeys(order, 'page')}`.execute(db);
      const page = cutPage(order, rows, o.limit, keysOf(order));
      return {
        rows: page.rows.map((r) => ({ ...r.doc, distance_m: r.distance_m })),
        next: page.next,
      };
    },

    /**
     * Businesses by the finding's filters, a page and the cursor of the next; the item filters ask
     * for at least one item that passes them. Without a sort: favorites then relevance for a search,
     * creation order for a listing. sort=match: the name (A), then the categories (B), then the city
     * (C).
     */
    async businesses(o: FindOptions): Promise<Paged<BusinessRecord>> {
      const f = o.finding;
      const q = o.query === null ? null : tsQuery(o.query);
      const itemWhere = itemConditions(f);
      const order = businessOrder(f, q, q && o.exact ? tsQuery(o.exact) : null);
      const start = startOf(order, o.start);
      const where = [
        ...(q ? [sql`b.search_doc @@ ${q}`] : []),
        ...(itemWhere.length > 0
          ? [sql`exists (select 1 from items i where i.business_id = b.id and ${and(itemWhere)})`]
          : []),
        ...businessConditions(f, await openNowFor(f, o.now, fewOf(o))),
        ...start.where,
      ];
      const dist = f.near ? distance(f.near.lat, f.near.lng) : sql`null::float8`;
      const columns = sql.raw(BUSINESS_COLUMNS.map((c) => `b.${c}`).join(', '));
      // The page is cut on the narrow rows first (for "near", from the covering index alone,
      // 011-near-unit-vector.sql); only its businesses are read in full, ordered again.
      const { rows } = await sql<BusinessRecord & Keyed>`
        select ${columns}, ${dist} as distance_m,
               ${sql.join(order.keys.map((_, i) => sql.ref(`page.k${i}`)))}
          from (select b.id, ${keyColumns(order)}
                  from businesses b
                 where ${and(where)}
                 order by ${orderBy(order)}
                 limit ${o.limit + 1} offset ${start.offset}) page
          join businesses b on b.id = page.id
         order by ${orderByKeys(order, 'page')}`.execute(db);
      const page = cutPage(order, rows, o.limit, keysOf(order));
      return { rows: page.rows.map((r) => withoutKeys<BusinessRecord>(r)), next: page.next };
    },
  };

  /**
   * Items tier by tier: sort=match (010-match-tiers.sql: the most liked of the items whose name
   * holds the query, then of those whose name and tags hold it, and so on) or a search typed with
   * diacritics (its exact matches, then the others). A tier that fills the page ends the search.
   * Only the ids and keys are read per tier; the page's rows come last, in one read. A cursor names
   * its tier: the search starts in that tier, after its row.
   */
  async function inTiers(
    o: FindOptions,
    order: Order,
    tiers: RawBuilder<unknown>[][],
    where: RawBuilder<unknown>[],
    join: RawBuilder<unknown>,
  ): Promise<Paged<ItemRecord>> {
    const inTierOrder: Order = { name: order.name, keys: order.keys.slice(1) };
    const after = 'after' in o.start ? decodeCursor(order, o.start.after) : null;
    const firstTier = typeof after?.[0] === 'number' ? after[0] : 0;
    if (firstTier < 0 || firstTier >= tiers.length) throw badRequest(PAGING_TEXTS.badCursor);
    const offset = 'offset' in o.start ? o.start.offset : 0;
    const need = offset + o.limit + 1;
    const found: Array<{ id: string; keys: KeyValue[] }> = [];
    for (let t = firstTier; t < tiers.length && found.length < need; t++) {
      const inTier = [
        ...(tiers[t] ?? []),
        ...(after && t === firstTier ? [afterCondition(inTierOrder, after.slice(1))] : []),
      ];
      const { rows } = await sql<{ id: string } & Keyed>`
        select i.id, ${keyColumns(inTierOrder)} from items i ${join}
         where ${and([...where, ...inTier])}
         order by ${orderBy(inTierOrder)}
         limit ${need - found.length}`.execute(db);
      found.push(...rows.map((r) => ({ id: r.id, keys: [t, ...keysOf(inTierOrder)(r)] })));
    }
    const page = cutPage(order, found.slice(offset), o.limit, (r) => r.keys);
    return {
      rows: await itemRows(
        page.rows.map((r) => r.id),
        o.finding,
      ),
      next: page.next,
    };
  }
}
