// All SQL of the stale-listing reminders: who owns a stale listing, and the row that lets exactly one
// process mail an owner about a business in one period (the primary key decides, at insert).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type StaleOwnership = {
  business_id: string;
  business_name: string;
  verified_at: Date | null;
  user_id: string;
  user_name: string;
  email: string;
  /** The owner's language (users.locale, 022): the reminder is written in it. */
  locale: string;
};

export function freshnessRepository(db: Kysely<DB>) {
  return {
    /**
     * The owners with a proven address of listings never confirmed or confirmed before `before`,
     * who have not been reminded about that listing in `period`.
     */
    async staleOwnerships(before: Date, period: string): Promise<StaleOwnership[]> {
      const rows = await db
        .selectFrom('business_owners as o')
        .innerJoin('businesses as b', 'b.id', 'o.business_id')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select([
          'b.id as business_id',
          'b.name as business_name',
          'b.verified_at',
          'u.id as user_id',
          'u.name as user_name',
          'u.email',
          // 022-user-locale.sql; db/schema.ts does not type the column yet.
          sql<string>`u.locale`.as('locale'),
        ])
        .where((eb) => eb.or([eb('b.verified_at', 'is', null), eb('b.verified_at', '<', before)]))
        .where('u.email', 'is not', null)
        .where('u.email_verified_at', 'is not', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('freshness_reminders as r')
                .select(sql`1`.as('one'))
                .whereRef('r.business_id', '=', 'o.business_id')
                .whereRef('r.user_id', '=', 'o.user_id')
                .where('r.period', '=', period),
            ),
          ),
        )
        .orderBy('u.id')
        .orderBy('b.seq')
        .execute();
      return rows.map((r) => ({ ...r, email: r.email ?? '' }));
    },

    /**
     * Takes this owner's reminders of the period for the given businesses, in one statement: answers
     * the businesses whose row is new (mail them); rows another process or an earlier run took are
     * left out. One statement in one order, so a concurrent pass waits for this one and then finds
     * every row taken: the owner gets one mail, from one process.
     */
    async take(
      businessIds: string[],
      userId: string,
      period: string,
      now: Date,
    ): Promise<string[]> {
      if (businessIds.length === 0) return [];
      const rows = await db
        .insertInto('freshness_reminders')
        .values(
          businessIds.map((businessId) => ({
            business_id: businessId,
            user_id: userId,
            period,
            sent_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['business_id', 'user_id', 'period']).doNothing())
        .returning('business_id')
        .execute();
      return rows.map((r) => r.business_id);
    },

    /** Gives a taken reminder back when its mail could not be sent, so the next run tries again. */
    async release(businessIds: string[], userId: string, period: string): Promise<void> {
      if (businessIds.length === 0) return;
      await db
        .deleteFrom('freshness_reminders')
        .where('business_id', 'in', businessIds)
        .where('user_id', '=', userId)
        .where('period', '=', period)
        .execute();
    },
  };
}
