// All SQL about claims: making one (with the mailed link's hash), finding it by that hash, the
// admin's queue, and turning a claim into an ownership in the caller's transaction.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ClaimsTable, DB } from '../../db/schema.ts';

export type ClaimRow = Selectable<ClaimsTable>;
export type ClaimRecord = ClaimRow & { business_name: string; user_name: string };

export function claimsRepository(db: Kysely<DB>) {
  const withNames = () =>
    db
      .selectFrom('claims as c')
      .innerJoin('businesses as b', 'b.id', 'c.business_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .selectAll('c')
      .select(['b.name as business_name', 'u.name as user_name']);

  return {
    async byId(id: string): Promise<ClaimRecord | undefined> {
      return withNames().where('c.id', '=', id).executeTakeFirst();
    },

    async byTokenHash(hash: string): Promise<ClaimRow | undefined> {
      return db.selectFrom('claims').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    },

    /** Inside a transaction: holds the claim until commit, so two confirmations cannot both win. */
    async lock(id: string): Promise<ClaimRow | undefined> {
      return db
        .selectFrom('claims')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async pendingOf(businessId: string, userId: string): Promise<ClaimRow | undefined> {
      return db
        .selectFrom('claims')
        .selectAll()
        .where('business_id', '=', businessId)
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
    },

    /** A pending claim; undefined when the person already has one for the business (unique index). */
    async create(values: {
      businessId: string;
      userId: string;
      message: string;
      tokenHash: string | null;
      tokenExpiresAt: Date | null;
      mailedTo: string | null;
      now: Date;
    }): Promise<ClaimRow | undefined> {
      return (
        db
          .insertInto('claims')
          .values({
            business_id: values.businessId,
            user_id: values.userId,
            message: values.message,
            token_hash: values.tokenHash,
            token_expires_at: values.tokenExpiresAt,
            mailed_to: values.mailedTo,
            created_at: values.now,
          })
          // The partial index's predicate as a literal: PostgreSQL matches the index while planning,
          // and a prepared statement's generic plan knows no parameter's value.
          .onConflict((oc) =>
            oc
              .columns(['business_id', 'user_id'])
              .where('status', '=', sql.lit('pending'))
              .doNothing(),
          )
          .returningAll()
          .executeTakeFirst()
      );
    },

    /** A new link for a pending claim whose link ran out (the old one stops working). */
    async renewLink(
      id: string,
      values: { message: string; tokenHash: string; tokenExpiresAt: Date; mailedTo: string },
    ): Promise<ClaimRow | undefined> {
      return db
        .updateTable('claims')
        .set({
          message: values.message,
          token_hash: values.tokenHash,
          token_expires_at: values.tokenExpiresAt,
          mailed_to: values.mailedTo,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    async list(status: ClaimRow['status']): Promise<ClaimRecord[]> {
      return withNames()
        .where('c.status', '=', status)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .limit(500)
        .execute();
    },

    /** Decides a pending claim; undefined when it was decided meanwhile. */
    async resolve(
      id: string,
      values: {
        status: 'approved' | 'rejected';
        note: string;
        resolvedBy: string | null;
        now: Date;
      },
    ): Promise<ClaimRow | undefined> {
      return db
        .updateTable('claims')
        .set({
          status: values.status,
          note: values.note,
          resolved_by: values.resolvedBy,
          resolved_at: values.now,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    async ownerCount(businessId: string): Promise<number> {
      const row = await db
        .selectFrom('businesses')
        .select('owner_count')
        .where('id', '=', businessId)
        .forUpdate()
        .executeTakeFirst();
      return row?.owner_count ?? 0;
    },

    async addOwner(businessId: string, userId: string): Promise<void> {
      await db
        .insertInto('business_owners')
        .values({ business_id: businessId, user_id: userId })
        .onConflict((oc) => oc.columns(['business_id', 'user_id']).doNothing())
        .execute();
    },

    async claimant(userId: string) {
      return (
        db
          .selectFrom('users')
          // locale: 022-user-locale.sql (the decision mail's language); not typed in db/schema.ts yet.
          .select(['id', 'name', 'email', 'email_verified_at', sql<string>`locale`.as('locale')])
          .where('id', '=', userId)
          .executeTakeFirst()
      );
    },

    async business(id: string) {
      return db
        .selectFrom('businesses')
        .select(['id', 'name', 'email', 'owner_count'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
