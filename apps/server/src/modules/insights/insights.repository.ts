// All SQL of owner insights: the batched write of counted events (one statement per flush), the daily
// salts, the deletion of what outlives its day, the likes and favorites counted inside the vote's
// transaction, and the reads per business or for the whole city.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The item_id of counts about the business itself (a primary key column cannot be NULL). */
export const NO_ITEM = '00000000-0000-0000-0000-000000000000';

/** What insight_counts.kind holds: the events browsers report, and what the server counts itself. */
export type CountKind =
  | 'view'
  | 'item-view'
  | 'call'
  | 'directions'
  | 'website'
  | 'qr-scan'
  | 'search-appearance'
  | 'visitor'
  | 'like'
  | 'favorite';

/** Events of one kind about one business (and dish), in one minute, added up in memory. */
export type CountRow = {
  businessId: string;
  itemId: string;
  kind: CountKind;
  /** Minutes since the epoch: enough to find the local date in any zone (offsets are whole quarters). */
  minute: number;
  n: number;
};

/**
 * One visitor of a business seen in a minute, once per date the minute can be somewhere (the salt
 * differs per date): the statement keeps the row whose date is the business's local date.
 */
export type VisitorRow = {
  businessId: string;
  /** An item the visitor's event named (NO_ITEM when one named none): it must be the business's. */
  itemId: string;
  minute: number;
  day: string;
  hash: string;
};

export type DayKindCount = { day: string; kind: CountKind; n: number };
export type TopItemRow = { itemId: string; name: string; views: number; likes: number };

/** The business's local date at an instant, in SQL: its hours' zone, else DEFAULT_TIME_ZONE. */
const localDate = (at: RawBuilder<unknown>, defaultTimeZone: string) =>
  sql`((${at}) at time zone coalesce(b.hours ->> 'timeZone', ${defaultTimeZone}))::date`;

const minuteInstant = (column: string) => sql`to_timestamp(${sql.ref(column)}::bigint * 60)`;

/** Only counts of an existing business, about none of its dishes or about one of them. */
const itemMatches = (alias: string) =>
  sql`(${sql.ref(`${alias}.item_id`)} = ${NO_ITEM}::uuid or exists (
        select 1 from items i where i.id = ${sql.ref(`${alias}.item_id`)} and i.business_id = b.id))`;

export function insightsRepository(db: Kysely<DB>) {
  return {
    /**
     * Writes one flush in ONE statement, so it is all or nothing: the new visitors (known ones are
     * left alone by the primary key), then every count added to the day's row. Events of businesses
     * that do not exist and of dishes of another business are dropped here, by the joins: the request
     * path does no SQL. Rows go in key order, so two processes flushing at once never deadlock.
     */
    async flush(counts: CountRow[], visitors: VisitorRow[], defaultTimeZone: string) {
      if (counts.length === 0 && visitors.length === 0) return;
      await sql`
        with ev as (
          select * from unnest(
            ${counts.map((c) => c.businessId)}::uuid[], ${counts.map((c) => c.itemId)}::uuid[],
            ${counts.map((c) => c.kind)}::text[], ${counts.map((c) => c.minute)}::bigint[],
            ${counts.map((c) => c.n)}::int[]
          ) as e (business_id, item_id, kind, minute, n)
        ),
        vis as (
          select * from unnest(
            ${visitors.map((v) => v.businessId)}::uuid[], ${visitors.map((v) => v.itemId)}::uuid[],
            ${visitors.map((v) => v.minute)}::bigint[], ${visitors.map((v) => v.day)}::date[],
            ${visitors.map((v) => v.hash)}::text[]
          ) as v (business_id, item_id, minute, day, hash)
        ),
        counted as (
          select e.business_id, e.item_id, e.kind, e.n,
                 ${localDate(minuteInstant('e.minute'), defaultTimeZone)} as day
            from ev e join businesses b on b.id = e.business_id
           where ${itemMatches('e')}
        ),
        new_visitors as (
          insert into insight_visitors (day, business_id, visitor_hash)
          select distinct v.day, v.business_id, v.hash
            from vis v join businesses b on b.id = v.business_id
           where v.day = ${localDate(minuteInstant('v.minute'), defaultTimeZone)} and ${itemMatches('v')}
           order by v.day, v.business_id, v.hash
          on conflict do nothing
          returning day, business_id
        ),
        totals as (
          select business_id, item_id, day, kind, sum(n)::int as n
            from counted group by business_id, item_id, day, kind
          union all
          select business_id, ${NO_ITEM}::uuid, day, 'visitor', count(*)::int
            from new_visitors group by business_id, day
        )
        insert into insight_counts (business_id, item_id, day, kind, count)
        select business_id, item_id, day, kind, n from totals
         order by business_id, day, kind, item_id
        on conflict (business_id, day, kind, item_id)
        do update set count = insight_counts.count + excluded.count`.execute(db);
    },

    /**
     * The salts of these dates, made (random, from `made`) for those that have none yet. A date whose
     * salt another process is writing at the same moment can be missing from the answer: ask again.
     */
    async salts(days: string[], made: string[]): Promise<Map<string, string>> {
      const result = await sql<{ day: string; salt: string }>`
        with fresh as (
          insert into insight_salts (day, salt)
          select * from unnest(${days}::date[], ${made}::text[])
          on conflict do nothing
          returning day::text, salt
        )
        select day, salt from fresh
        union all
        select day::text, salt from insight_salts where day = any(${days}::date[])`.execute(db);
      return new Map(result.rows.map((r) => [r.day, r.salt]));
    },

    /**
     * Deletes what outlives its day: the visitors of a business once its local date has moved on, and
     * the salts of dates already over in every time zone (`overEverywhereBefore`, UTC-12's date).
     */
    async forgetPastDays(now: Date, overEverywhereBefore: string, defaultTimeZone: string) {
      await sql`
        delete from insight_visitors v using businesses b
         where b.id = v.business_id
           and v.day < ${localDate(sql`${now}::timestamptz`, defaultTimeZone)}`.execute(db);
      await sql`delete from insight_salts where day < ${overEverywhereBefore}::date`.execute(db);
      // Visitors of a business deleted meanwhile went with it (ON DELETE CASCADE).
    },

    /**
     * Inside the vote's transaction: one like or favorite more (delta 1) or taken back (-1) on the
     * business's local date. A take-back lowers that day's count but never below zero, so liking and
     * unliking again and again adds nothing.
     */
    async countVote(
      businessId: string,
      itemId: string,
      kind: 'like' | 'favorite',
      delta: number,
      now: Date,
      defaultTimeZone: string,
    ) {
      await sql`
        insert into insight_counts (business_id, item_id, day, kind, count)
        select b.id, ${itemId}::uuid, ${localDate(sql`${now}::timestamptz`, defaultTimeZone)},
               ${kind}::text, ${Math.max(delta, 0)}::int
          from businesses b where b.id = ${businessId}
        on conflict (business_id, day, kind, item_id)
        do update set count = greatest(insight_counts.count + ${delta}::int, 0)`.execute(db);
    },

    /** Whether the business exists. */
    async businessExists(businessId: string): Promise<boolean> {
      const row = await db
        .selectFrom('businesses')
        .select('id')
        .where('id', '=', businessId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every count of the range by day and kind, for one business or (null) the whole city. */
    async dayCounts(businessId: string | null, from: string, to: string): Promise<DayKindCount[]> {
      const result = await sql<DayKindCount>`
        select day::text as day, kind, sum(count)::int as n
          from insight_counts
         where day between ${from}::date and ${to}::date
           ${businessId === null ? sql`` : sql`and business_id = ${businessId}`}
         group by day, kind`.execute(db);
      return result.rows;
    },

    /** The dishes most viewed (then most liked) in the range, with their current names. */
    async topItems(
      businessId: string | null,
      from: string,
      to: string,
      limit: number,
    ): Promise<TopItemRow[]> {
      const result = await sql<TopItemRow>`
        select c.item_id::text as "itemId", i.name,
               coalesce(sum(c.count) filter (where c.kind = 'item-view'), 0)::int as views,
               coalesce(sum(c.count) filter (where c.kind = 'like'), 0)::int as likes
          from insight_counts c
          join items i on i.id = c.item_id and i.business_id = c.business_id
         where c.day between ${from}::date and ${to}::date
           and c.kind in ('item-view', 'like')
           ${businessId === null ? sql`` : sql`and c.business_id = ${businessId}`}
         group by c.item_id, i.name, i.seq
        having sum(c.count) > 0
         order by views desc, likes desc, i.seq
         limit ${limit}`.execute(db);
      return result.rows;
    },
  };
}
