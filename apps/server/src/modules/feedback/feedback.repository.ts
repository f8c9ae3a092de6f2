// All SQL of the feedback program: feedback rows, the discounts they grant and their redemption, and
// the owner's summary. Times are passed in (the app clock), never taken from the database's now().
import { sql, type Kysely } from 'kysely';
import type { FeedbackEntry } from '@menudex/contract/feedback';
import type { DB } from '../../db/schema.ts';

/** What the status of a customer at a business is computed from. */
export type DiscountState = { pending: boolean; lastRedeemedAt: Date | null };

const asDate = (v: Date | string | null | undefined): Date | null =>
  v === null || v === undefined ? null : new Date(v);

export function feedbackRepository(db: Kysely<DB>) {
  return {
    async business(id: string) {
      return db
        .selectFrom('businesses')
        .select(['id', 'name', 'feedback_enabled', 'discount_daily_limit'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Inside a transaction: one feedback at a time per business, so its daily caps hold. */
    async lockBusiness(businessId: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`business:${businessId}`}, 0))`.execute(
        db,
      );
    },

    /** Feedback the business received since `since`, in all and from one network. */
    async businessFeedbackSince(businessId: string, network: string, since: Date) {
      const row = await db
        .selectFrom('feedback')
        .select([
          sql<number>`count(*)::int`.as('all'),
          sql<number>`(count(*) filter (where network = ${network}))::int`.as('network'),
        ])
        .where('business_id', '=', businessId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { all: row.all, network: row.network };
    },

    /** How many other businesses this network left feedback at since `since`. */
    async networkOtherBusinessesSince(network: string, businessId: string, since: Date) {
      const row = await db
        .selectFrom('feedback')
        .select(sql<number>`count(distinct business_id)::int`.as('count'))
        .where('network', '=', network)
        .where('business_id', '<>', businessId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    async setDiscountDailyLimit(businessId: string, limit: number): Promise<void> {
      await db
        .updateTable('businesses')
        .set({ discount_daily_limit: limit })
        .where('id', '=', businessId)
        .execute();
    },

    /** The latest discounts of a business with the network of their feedback, newest first. */
    async latestDiscounts(businessId: string, limit: number) {
      const rows = await db
        .selectFrom('discounts as d')
        .leftJoin('feedback as f', 'f.id', 'd.feedback_id')
        .select(['d.customer_id', 'f.network', 'd.granted_at', 'd.redeemed_at'])
        .where('d.business_id', '=', businessId)
        .orderBy('d.granted_at', 'desc')
        .orderBy('d.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...r,
        granted_at: new Date(r.granted_at),
        redeemed_at: asDate(r.redeemed_at),
      }));
    },

    async discountCountsSince(businessId: string, since: Date) {
      const row = await db
        .selectFrom('discounts')
        .select([
          sql<number>`(count(*) filter (where granted_at > ${since}))::int`.as('granted'),
          sql<number>`(count(*) filter (where redeemed_at > ${since}))::int`.as('redeemed'),
        ])
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      return row;
    },

    /**
     * Inside a transaction: queues up everything one customer does (feedback, redeem) until commit, so
     * the status and daily count read by a request cannot change under it.
     */
    async lockCustomer(customerId: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${customerId}, 0))`.execute(db);
    },

    async discountState(businessId: string, customerId: string): Promise<DiscountState> {
      const row = await db
        .selectFrom('discounts')
        .select([
          sql<boolean>`bool_or(redeemed_at is null)`.as('pending'),
          sql<Date | string | null>`max(redeemed_at)`.as('last_redeemed_at'),
        ])
        .where('business_id', '=', businessId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return { pending: row?.pending === true, lastRedeemedAt: asDate(row?.last_redeemed_at) };
    },

    /** Feedback forms the customer sent anywhere since `since`. */
    async feedbackCountSince(customerId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('feedback')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('customer_id', '=', customerId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Stores the feedback and grants its discount; undefined when a discount is already open. */
    async insertFeedbackWithDiscount(
      businessId: string,
      customerId: string,
      entries: FeedbackEntry[],
      now: Date,
      network: string | null = null,
    ): Promise<{ feedbackId: string; discountId: string } | undefined> {
      const feedback = await db
        .insertInto('feedback')
        .values({
          business_id: businessId,
          customer_id: customerId,
          entries: JSON.stringify(entries),
          network,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const discount = await db
        .insertInto('discounts')
        .values({
          business_id: businessId,
          customer_id: customerId,
          feedback_id: feedback.id,
          granted_at: now,
        })
        // discounts_open_idx: at most one unused discount per customer and business.
        .onConflict((oc) =>
          oc.columns(['business_id', 'customer_id']).where('redeemed_at', 'is', null).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return discount ? { feedbackId: feedback.id, discountId: discount.id } : undefined;
    },

    /**
     * Marks the open discount redeemed, if there still is one. A concurrent redeem waits on the row and
     * then finds redeemed_at set, so exactly one of them gets the row back.
     */
    async redeemOpenDiscount(
      businessId: string,
      customerId: string,
      now: Date,
    ): Promise<string | undefined> {
      const row = await db
        .updateTable('discounts')
        .set({ redeemed_at: now })
        .where('business_id', '=', businessId)
        .where('customer_id', '=', customerId)
        .where('redeemed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async feedbackCount(businessId: string): Promise<number> {
      const row = await db
        .selectFrom('feedback')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** The average rating of each rated question. */
    async averages(
      businessId: string,
    ): Promise<Array<{ question: string; average: number; count: number }>> {
      const result = await sql<{ question: string; average: number; count: number }>`
        select e.value ->> 'question' as question,
               avg((e.value ->> 'customerRating')::numeric)::float8 as average,
               count(*)::int as count
        from feedback f
        cross join lateral jsonb_array_elements(f.entries) as e(value)
        where f.business_id = ${businessId}
          and jsonb_typeof(e.value -> 'customerRating') = 'number'
        group by 1`.execute(db);
      return result.rows;
    },

    /** The latest answers that carry a comment, newest first. */
    async latestComments(businessId: string, limit: number) {
      const result = await sql<{
        question: string;
        rating: number | null;
        comment: string;
        created_at: Date | string;
      }>`
        select e.value ->> 'question' as question,
               case when jsonb_typeof(e.value -> 'customerRating') = 'number'
                    then (e.value ->> 'customerRating')::int end as rating,
               e.value ->> 'customerComment' as comment,
               f.created_at
        from feedback f
        cross join lateral jsonb_array_elements(f.entries) with ordinality as e(value, n)
        where f.business_id = ${businessId}
          and coalesce(e.value ->> 'customerComment', '') <> ''
        order by f.created_at desc, f.id, e.n
        limit ${limit}`.execute(db);
      return result.rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
    },
  };
}
