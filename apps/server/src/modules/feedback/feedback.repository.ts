// All SQL of the feedback program: feedback rows, the discounts they grant and their redemption,
// bursts, and the owner's summary. Times are passed in (the app clock), never taken from the
// database's now().
import { sql, type Kysely } from 'kysely';
import type { BurstRatings, FeedbackEntry } from '@menudex/contract/feedback';
import type { DB } from '../../db/schema.ts';

/** What the status of a customer at a business is computed from. */
export type DiscountState = { pending: boolean; lastRedeemedAt: Date | null };

const asDate = (v: Date | string | null | undefined): Date | null =>
  v === null || v === undefined ? null : new Date(v);

/**
 * The summary's filter on `feedback f left join feedback_bursts b`: a form counts unless it came in
 * a burst whose ratings the owner has not counted (a script's ratings must not move the averages).
 */
const COUNTED_FORM = sql`(f.burst_id is null or b.ratings = 'counted')`;

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

    /**
     * Feedback the business received since `dayAgo`: the forms that count against its daily and
     * hourly caps (a discount the owner voided gives its place back), and all forms from one network
     * (voiding a burst gives a network nothing back).
     */
    async businessFeedbackCounts(businessId: string, network: string, dayAgo: Date, hourAgo: Date) {
      const row = await db
        .selectFrom('feedback as f')
        .leftJoin('discounts as d', 'd.feedback_id', 'f.id')
        .select([
          sql<number>`(count(*) filter (where d.voided_at is null))::int`.as('day'),
          sql<number>`(count(*) filter (where d.voided_at is null and f.created_at > ${hourAgo}))::int`.as(
            'hour',
          ),
          sql<number>`(count(*) filter (where f.network = ${network}))::int`.as('network'),
        ])
        .where('f.business_id', '=', businessId)
        .where('f.created_at', '>', dayAgo)
        .executeTakeFirstOrThrow();
      return row;
    },

    /**
     * When the form that counts against a cap since `since` at position `skip` (oldest first) was
     * sent: once it is older than the cap's window, there is room for one more.
     */
    async countedFeedbackAt(businessId: string, since: Date, skip: number): Promise<Date | null> {
      const row = await db
        .selectFrom('feedback as f')
        .leftJoin('discounts as d', 'd.feedback_id', 'f.id')
        .select('f.created_at')
        .where('f.business_id', '=', businessId)
        .where('f.created_at', '>', since)
        .where('d.voided_at', 'is', null)
        .orderBy('f.created_at')
        .offset(skip)
        .limit(1)
        .executeTakeFirst();
      return asDate(row?.created_at);
    },

    /** The forms the business received since `since`, oldest first, with their burst. */
    async recentFeedback(businessId: string, since: Date) {
      const rows = await db
        .selectFrom('feedback')
        .select(['id', 'burst_id', 'created_at'])
        .where('business_id', '=', businessId)
        .where('created_at', '>', since)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
    },

    /** The burst still going on since `since` that the owner has not acted on yet, if any. */
    async openBurstSince(businessId: string, since: Date): Promise<string | undefined> {
      const row = await db
        .selectFrom('feedback_bursts')
        .select('id')
        .where('business_id', '=', businessId)
        .where('last_at', '>', since)
        .where('ratings', '=', 'held')
        .where('voided_at', 'is', null)
        .orderBy('last_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    async createBurst(businessId: string, startedAt: Date, lastAt: Date): Promise<string> {
      const row = await db
        .insertInto('feedback_bursts')
        .values({ business_id: businessId, started_at: startedAt, last_at: lastAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async extendBurst(burstId: string, lastAt: Date): Promise<void> {
      await db
        .updateTable('feedback_bursts')
        .set({ last_at: lastAt })
        .where('id', '=', burstId)
        .execute();
    },

    /** Marks forms as part of a burst (suspect). */
    async addToBurst(burstId: string, feedbackIds: string[]): Promise<void> {
      if (feedbackIds.length === 0) return;
      await db
        .updateTable('feedback')
        .set({ burst_id: burstId })
        .where('id', 'in', feedbackIds)
        .execute();
    },

    /** The latest bursts of a business with what came of them, newest first. */
    async bursts(businessId: string, limit: number, burstId?: string) {
      let query = db
        .selectFrom('feedback_bursts as b')
        .leftJoin('feedback as f', 'f.burst_id', 'b.id')
        .leftJoin('discounts as d', 'd.feedback_id', 'f.id')
        .select([
          'b.id',
          'b.started_at',
          'b.last_at',
          'b.ratings',
          'b.voided_at',
          sql<number>`count(distinct f.id)::int`.as('feedbacks'),
          sql<number>`count(distinct f.network)::int`.as('networks'),
          sql<number>`count(d.id)::int`.as('granted'),
          sql<number>`count(d.redeemed_at)::int`.as('redeemed'),
          sql<number>`count(d.voided_at)::int`.as('voided'),
        ])
        .where('b.business_id', '=', businessId)
        .groupBy('b.id')
        .orderBy('b.last_at', 'desc')
        .orderBy('b.id')
        .limit(limit);
      if (burstId !== undefined) query = query.where('b.id', '=', burstId);
      const rows = await query.execute();
      return rows.map((r) => ({
        ...r,
        started_at: new Date(r.started_at),
        last_at: new Date(r.last_at),
        voided_at: asDate(r.voided_at),
      }));
    },

    /**
     * Inside a transaction: voids the burst's discounts not yet redeemed (a redeem running at the
     * same moment waits on the row, then finds it voided) and marks the burst voided.
     */
    async voidBurst(burstId: string, now: Date): Promise<void> {
      await db
        .updateTable('discounts')
        .set({ voided_at: now })
        .where('redeemed_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('feedback_id', 'in', (eb) =>
          eb.selectFrom('feedback').select('id').where('burst_id', '=', burstId),
        )
        .execute();
      await db
        .updateTable('feedback_bursts')
        .set({ voided_at: sql<Date>`coalesce(voided_at, ${now})` })
        .where('id', '=', burstId)
        .execute();
    },

    async setBurstRatings(burstId: string, ratings: BurstRatings): Promise<void> {
      await db.updateTable('feedback_bursts').set({ ratings }).where('id', '=', burstId).execute();
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
        .select([
          'd.customer_id',
          'f.network',
          'f.burst_id',
          'd.granted_at',
          'd.redeemed_at',
          'd.voided_at',
        ])
        .where('d.business_id', '=', businessId)
        .orderBy('d.granted_at', 'desc')
        .orderBy('d.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...r,
        granted_at: new Date(r.granted_at),
        redeemed_at: asDate(r.redeemed_at),
        voided_at: asDate(r.voided_at),
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
          sql<boolean>`bool_or(redeemed_at is null and voided_at is null)`.as('pending'),
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
      burstId: string | null = null,
    ): Promise<{ feedbackId: string; discountId: string } | undefined> {
      const feedback = await db
        .insertInto('feedback')
        .values({
          business_id: businessId,
          customer_id: customerId,
          entries: JSON.stringify(entries),
          network,
          burst_id: burstId,
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
        // discounts_open_idx: at most one unused (neither redeemed nor voided) discount per customer
        // and business.
        .onConflict((oc) =>
          oc
            .columns(['business_id', 'customer_id'])
            .where('redeemed_at', 'is', null)
            .where('voided_at', 'is', null)
            .doNothing(),
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
        .where('voided_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** The customer's latest discount at the business: what the till says when none is open. */
    async latestDiscount(businessId: string, customerId: string) {
      const row = await db
        .selectFrom('discounts')
        .select(['redeemed_at', 'voided_at'])
        .where('business_id', '=', businessId)
        .where('customer_id', '=', customerId)
        .orderBy('granted_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { redeemed_at: asDate(row.redeemed_at), voided_at: asDate(row.voided_at) };
    },

    async feedbackCount(businessId: string): Promise<number> {
      const row = await db
        .selectFrom('feedback')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Forms from bursts whose ratings the owner has not counted (held or dropped). */
    async heldOutCount(businessId: string): Promise<number> {
      const row = await db
        .selectFrom('feedback as f')
        .innerJoin('feedback_bursts as b', 'b.id', 'f.burst_id')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('f.business_id', '=', businessId)
        .where('b.ratings', '<>', 'counted')
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** The average rating of each rated question, over the forms that count (COUNTED_FORM). */
    async averages(
      businessId: string,
    ): Promise<Array<{ question: string; average: number; count: number }>> {
      const result = await sql<{ question: string; average: number; count: number }>`
        select e.value ->> 'question' as question,
               avg((e.value ->> 'customerRating')::numeric)::float8 as average,
               count(*)::int as count
        from feedback f
        left join feedback_bursts b on b.id = f.burst_id
        cross join lateral jsonb_array_elements(f.entries) as e(value)
        where f.business_id = ${businessId}
          and ${COUNTED_FORM}
          and jsonb_typeof(e.value -> 'customerRating') = 'number'
        group by 1`.execute(db);
      return result.rows;
    },

    /** The latest answers that carry a comment, newest first, from the forms that count. */
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
        left join feedback_bursts b on b.id = f.burst_id
        cross join lateral jsonb_array_elements(f.entries) with ordinality as e(value, n)
        where f.business_id = ${businessId}
          and ${COUNTED_FORM}
          and coalesce(e.value ->> 'customerComment', '') <> ''
        order by f.created_at desc, f.id, e.n
        limit ${limit}`.execute(db);
      return result.rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
    },
  };
}
