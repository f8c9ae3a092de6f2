// All SQL of finding: items and businesses filtered by open now, near, diets, allergens, price and
// price level, in the order asked for. Each filter is served by an index (005-place.sql, 006-plate.sql).
import { DateTime } from 'luxon';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FINDING_LIMITS, type Finding } from '@menudex/contract/finding';
import type { DB } from '../../db/schema.ts';
import { BUSINESS_COLUMNS, type BusinessRecord } from '../businesses/businesses.repository.ts';
import { itemTagsJson, type ItemRecord } from '../items/items.repository.ts';

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

/**
 * The businesses open at the zones' clocks. A weekly range counts unless a special day falls on the
 * date it opened or the business is temporarily closed on that date; special days' own ranges count
 * on their date (and past midnight on the next). The rules are the same as schedule.ts, which answers
 * openNow. The clocks come as constants, so the planner can estimate how many are open from the
 * statistics (a value it cannot see made it expect a handful and fetch every item of them).
 */
export function openNowIds(clocks: ZoneClock[]): RawBuilder<unknown> {
  if (clocks.length === 0) return sql`select null::uuid as business_id where false`;
  const parts = clocks.map((z) => {
    const openedOn = sql`(case when r.opens_day = ${z.dow} then ${z.today}::date else ${z.yesterday}::date end)`;
    return sql`
    select r.business_id
      from business_week_ranges r
     where r.time_zone = ${z.timeZone}
       and r.span @> ${z.dow * 1440 + z.minute}::int
       and (r.closed_until is null or ${openedOn} >= r.closed_until)
       and not exists (select 1 from business_special_ranges s
                        where s.business_id = r.business_id and s.day = ${openedOn})
    union
    select s.business_id
      from business_special_ranges s
     where s.time_zone = ${z.timeZone}
       and ((s.day = ${z.today}::date and s.span @> ${z.minute}::int)
            or (s.day = ${z.yesterday}::date and s.span @> ${z.minute + 1440}::int))
       and (s.closed_until is null or s.day >= s.closed_until)`;
  });
  return sql.join(parts, sql` union `);
}

/** Great-circle distance in meters from a point to the business row `b`. */
function distance(lat: number, lng: number): RawBuilder<number> {
  return sql<number>`(${EARTH_RADIUS_M} * 2 * asin(least(1, sqrt(
      power(sin(radians(b.lat - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(b.lat)) * power(sin(radians(b.lng - ${lng}::float8) / 2), 2)))))`;
}

/** The conditions on the business row `b`: open now, within the radius, price level. */
function businessConditions(f: Finding, clocks: ZoneClock[]): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (f.openNow) where.push(sql`b.id in (${openNowIds(clocks)})`);
  if (f.near) {
    const { lat, lng } = f.near;
    const dLat = f.radiusKm / KM_PER_DEGREE_LAT;
    const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
    const dLng = Math.min(f.radiusKm / (KM_PER_DEGREE_LAT * cos), 360);
    // The box (indexed) narrows; the exact distance decides.
    where.push(sql`b.lat between ${lat - dLat}::float8 and ${lat + dLat}::float8`);
    where.push(sql`b.lng between ${lng - dLng}::float8 and ${lng + dLng}::float8`);
    where.push(sql`${distance(lat, lng)} <= ${f.radiusKm * 1000}::float8`);
  }
  if (f.priceLevel.length > 0) {
    // Level n covers medians from the bound below it to the bound it is under (FINDING_LIMITS).
    const cents = FINDING_LIMITS.priceLevelBounds.map((b) => Math.round(b * 100));
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

export type FindOptions = {
  finding: Finding;
  /** A to_tsquery text (search), or null (listings). */
  query: string | null;
  limit: number;
  offset: number;
  now: Date;
  /** Tests lower it to take the many-businesses path on a small fixture (FEW_BUSINESSES). */
  fewBusinesses?: number;
};

export function findingRepository(db: Kysely<DB>) {
  /** The local clocks of the zones in use, only when "open now" is asked for. */
  async function clocksFor(f: Finding, now: Date): Promise<ZoneClock[]> {
    if (!f.openNow) return [];
    const zones = await db.selectFrom('hours_time_zones').select('time_zone').execute();
    return zoneClocks(
      zones.map((z) => z.time_zone),
      now,
    );
  }

  return {
    /**
     * Items by the finding's filters. Orders end with the creation order, so pages neither repeat nor
     * skip. sort=match: the item's own name (weight A), then its tags (B), its description (D), its
     * business's name (C): the first group of fields that holds the whole query sets the tier.
     */
    async items(o: FindOptions): Promise<ItemRecord[]> {
      const f = o.finding;
      const q = o.query === null ? null : tsQuery(o.query);
      const where = [...(q ? [sql`i.search_doc @@ ${q}`] : []), ...itemConditions(f)];
      // The businesses that pass open now, near and price level are read first. A few hundred (at
      // night, or nearby) go to the items query as a value, so the planner knows how many there are
      // and may start from their items; many (lunchtime in a city) are asked again inside it as one
      // hashed set, checked while walking the most liked items. Asked as a plain join, the planner
      // had to guess the count, and a wrong guess cost a walk of every item (none open at night:
      // 170 ms) or a join filter of 400,000 comparisons (open, near and vegetarian: 44 ms).
      const onBusinesses = businessConditions(f, await clocksFor(f, o.now));
      if (onBusinesses.length > 0) {
        const few = o.fewBusinesses ?? FEW_BUSINESSES;
        const { rows } = await sql<{ id: string }>`
          select b.id from businesses b where ${and(onBusinesses)} limit ${few + 1}`.execute(db);
        if (rows.length === 0) return [];
        where.push(
          rows.length <= few
            ? sql`i.business_id = any(${rows.map((r) => r.id)}::uuid[])`
            : // coalesce keeps the subquery a hashed set: a bare IN would become the join again.
              sql`coalesce(i.business_id in (select b.id from businesses b where ${and(onBusinesses)}), false)`,
        );
      }
      const dist = f.near ? distance(f.near.lat, f.near.lng) : sql`null::float8`;
      // Without a query there is no rank (a bare 0 in ORDER BY would name a column).
      const rank = q ? sql`ts_rank(i.search_doc, ${q}) desc,` : sql``;
      const tier = q
        ? sql`case when ts_filter(i.search_doc, '{a}') @@ ${q} then 1
                   when ts_filter(i.search_doc, '{a,b}') @@ ${q} then 2
                   when ts_filter(i.search_doc, '{a,b,d}') @@ ${q} then 3 else 4 end,`
        : sql``;
      const order =
        f.sort === 'match'
          ? sql`${tier} i.likes desc, ${rank} i.seq`
          : f.sort === 'price'
            ? sql`i.price_cents asc nulls last, i.seq`
            : f.sort === 'distance'
              ? sql`${dist}, i.likes desc, i.seq`
              : sql`i.likes desc, ${rank} i.seq`;
      const { rows } = await sql<ItemRecord>`
        select i.id, i.business_id, i.list_id, i.name, i.description, i.price_cents, i.images,
               i.likes, i.dislikes, i.diets, i.allergens, i.sold_out_until,
               b.name as business_name, b.city as business_city, b.state as business_state,
               ${dist} as distance_m, ${itemTagsJson(sql.ref('i.id'))} as tags
          from items i
          join businesses b on b.id = i.business_id
         where ${and(where)}
         order by ${order}
         limit ${o.limit} offset ${o.offset}`.execute(db);
      return rows;
    },

    /**
     * Businesses by the finding's filters; the item filters ask for at least one item that passes
     * them. Without a sort: favorites then relevance for a search, creation order for a listing.
     * sort=match: the name (A), then the categories (B), then the city (C).
     */
    async businesses(o: FindOptions): Promise<BusinessRecord[]> {
      const f = o.finding;
      const q = o.query === null ? null : tsQuery(o.query);
      const itemWhere = itemConditions(f);
      const where = [
        ...(q ? [sql`b.search_doc @@ ${q}`] : []),
        ...(itemWhere.length > 0
          ? [sql`exists (select 1 from items i where i.business_id = b.id and ${and(itemWhere)})`]
          : []),
        ...businessConditions(f, await clocksFor(f, o.now)),
      ];
      const dist = f.near ? distance(f.near.lat, f.near.lng) : sql`null::float8`;
      const rank = q ? sql`ts_rank(b.search_doc, ${q}) desc,` : sql``;
      const tier = q
        ? sql`case when ts_filter(b.search_doc, '{a}') @@ ${q} then 1
                   when ts_filter(b.search_doc, '{a,b}') @@ ${q} then 2 else 3 end,`
        : sql``;
      const order =
        f.sort === 'match'
          ? sql`${tier} b.favorite_count desc, ${rank} b.seq`
          : f.sort === 'likes'
            ? sql`b.favorite_count desc, ${rank} b.seq`
            : f.sort === 'price'
              ? sql`b.median_price_cents asc nulls last, b.seq`
              : f.sort === 'distance'
                ? sql`${dist}, b.seq`
                : q
                  ? sql`b.favorite_count desc, ${rank} b.seq`
                  : sql`b.seq`;
      const columns = sql.raw(BUSINESS_COLUMNS.map((c) => `b.${c}`).join(', '));
      const { rows } = await sql<BusinessRecord>`
        select ${columns}, ${dist} as distance_m
          from businesses b
         where ${and(where)}
         order by ${order}
         limit ${o.limit} offset ${o.offset}`.execute(db);
      return rows;
    },
  };
}
