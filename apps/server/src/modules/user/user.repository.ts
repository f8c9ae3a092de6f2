// All SQL about accounts: finding users by e-mail or provider id, creating and linking them, the
// ids behind a profile (votes, favorites, owned businesses), passwords, verification and deletion.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type UserRecord = {
  id: string;
  name: string;
  email: string | null;
  password_hash: string | null;
  google_sub: string | null;
  facebook_id: string | null;
  role: 'user' | 'admin';
  email_verified_at: Date | null;
  session_version: number;
};

export type ProviderColumn = 'google_sub' | 'facebook_id';

/** Thrown when an insert or update hits a unique constraint (e-mail or provider id already taken). */
export class UniqueViolation extends Error {}

const COLUMNS = [
  'id',
  'name',
  'email',
  'password_hash',
  'google_sub',
  'facebook_id',
  'role',
  'email_verified_at',
  'session_version',
] as const;

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

export function userRepository(db: Kysely<DB>) {
  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (isUniqueViolation(err)) throw new UniqueViolation();
      throw err;
    }
  }

  return {
    async byId(id: string): Promise<UserRecord | undefined> {
      return db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    async byEmail(email: string): Promise<UserRecord | undefined> {
      return db.selectFrom('users').select(COLUMNS).where('email', '=', email).executeTakeFirst();
    },
    async byProvider(column: ProviderColumn, providerId: string): Promise<UserRecord | undefined> {
      return db
        .selectFrom('users')
        .select(COLUMNS)
        .where(column, '=', providerId)
        .executeTakeFirst();
    },
    async create(values: {
      name: string;
      email: string | null;
      email_verified_at?: Date | null;
      password_hash?: string;
      google_sub?: string;
      facebook_id?: string;
    }): Promise<UserRecord> {
      return guarded(() =>
        db.insertInto('users').values(values).returning(COLUMNS).executeTakeFirstOrThrow(),
      );
    },
    /**
     * Keeps the language the user last signed up or in with (022-user-locale.sql): the mails a job
     * or another person's decision sends them are written in it. Written as SQL: db/schema.ts does
     * not type the column yet.
     */
    async setLocale(userId: string, locale: string): Promise<void> {
      await sql`update users set locale = ${locale} where id = ${userId} and locale <> ${locale}`.execute(
        db,
      );
    },
    /** The language kept for the user (the default for an account that has none). */
    async localeOf(userId: string): Promise<string | undefined> {
      const { rows } = await sql<{
        locale: string;
      }>`select locale from users where id = ${userId}`.execute(db);
      return rows[0]?.locale;
    },
    /** Links a provider id to an account that has none for that provider yet; false if it had one. */
    async linkProvider(
      userId: string,
      column: ProviderColumn,
      providerId: string,
    ): Promise<boolean> {
      const result = await guarded(() =>
        db
          .updateTable('users')
          .set({ [column]: providerId })
          .where('id', '=', userId)
          .where(column, 'is', null)
          .executeTakeFirst(),
      );
      return result.numUpdatedRows > 0n;
    },
    /** Marks the address verified if the account still has it; false if it changed or was verified. */
    async markVerified(userId: string, email: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ email_verified_at: now })
        .where('id', '=', userId)
        .where('email', '=', email)
        .where('email_verified_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Sets a new password and raises the session version, which ends every session signed before.
     * `verifiedAt`: the caller proved the mailbox (a reset link), so the address counts as verified.
     */
    async setPassword(
      userId: string,
      passwordHash: string,
      verifiedAt: Date | null,
    ): Promise<UserRecord | undefined> {
      return db
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          session_version: sql<number>`session_version + 1`,
          ...(verifiedAt
            ? { email_verified_at: sql<Date>`coalesce(email_verified_at, ${verifiedAt})` }
            : {}),
        })
        .where('id', '=', userId)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    /**
     * The same password under a new hash (a stronger cost), sessions untouched. Only while the
     * stored hash is still `previous`: a password changed meanwhile is not overwritten.
     */
    async replacePasswordHash(userId: string, previous: string, next: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ password_hash: next })
        .where('id', '=', userId)
        .where('password_hash', '=', previous)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * A provider vouched for the address of an unverified password account: the account goes to the
     * provider identity. The password is dropped and every session ends, so whoever registered the
     * address cannot sign in any more. Nothing happens if the account is verified by now.
     */
    async takeOver(
      userId: string,
      column: ProviderColumn,
      providerId: string,
      now: Date,
    ): Promise<UserRecord | undefined> {
      return guarded(() =>
        db
          .updateTable('users')
          .set({
            [column]: providerId,
            password_hash: null,
            email_verified_at: now,
            session_version: sql<number>`session_version + 1`,
          })
          .where('id', '=', userId)
          .where('email_verified_at', 'is', null)
          .returning(COLUMNS)
          .executeTakeFirst(),
      );
    },

    /** Records that a provider vouched for the address (a provider sign-in to a linked account). */
    async markVerifiedByProvider(userId: string, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ email_verified_at: now })
        .where('id', '=', userId)
        .where('email_verified_at', 'is', null)
        .execute();
    },

    /**
     * Deletes the account with its votes and favorites inside one transaction, lowering the counters
     * by the rows that go, so they keep equalling the rows. `isLastAdmin` runs with the admin rows
     * locked, so two admins deleting themselves at once cannot leave none; when it says yes, nothing
     * is deleted and 'last-admin' is answered.
     */
    async deleteAccount(
      userId: string,
      adminEmails: readonly string[],
    ): Promise<'deleted' | 'not-found' | 'last-admin'> {
      return db.transaction().execute(async (trx) => {
        const admins = await trx
          .selectFrom('users')
          .select('id')
          .where((eb) =>
            eb.or([
              eb('role', '=', 'admin'),
              ...(adminEmails.length
                ? [
                    eb.and([
                      eb('email', 'in', [...adminEmails]),
                      eb('email_verified_at', 'is not', null),
                    ]),
                  ]
                : []),
            ]),
          )
          .orderBy('id')
          .forUpdate()
          .execute();
        const me = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!me) return 'not-found';
        if (admins.some((a) => a.id === userId) && admins.length === 1) return 'last-admin';
        for (const vote of ['like', 'dislike'] as const) {
          const column = vote === 'like' ? 'likes' : 'dislikes';
          await trx
            .updateTable('items')
            .set({ [column]: sql<number>`${sql.ref(column)} - 1` })
            .where('id', 'in', (eb) =>
              eb
                .selectFrom('item_votes')
                .select('item_id')
                .where('user_id', '=', userId)
                .where('vote', '=', vote),
            )
            .execute();
        }
        await trx
          .updateTable('businesses')
          .set({ favorite_count: sql<number>`favorite_count - 1` })
          .where('id', 'in', (eb) =>
            eb.selectFrom('favorites').select('business_id').where('user_id', '=', userId),
          )
          .execute();
        // Votes, favorites, ownerships and open links go with the row (ON DELETE CASCADE).
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return 'deleted';
      });
    },

    /** Liked items, most recent first. */
    async likedItemIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('item_votes')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('vote', '=', 'like')
        .orderBy('created_at', 'desc')
        .orderBy('item_id')
        .execute();
      return rows.map((r) => r.item_id);
    },
    async dislikedItemIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('item_votes')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('vote', '=', 'dislike')
        .orderBy('created_at', 'desc')
        .orderBy('item_id')
        .execute();
      return rows.map((r) => r.item_id);
    },
    /** Favorited businesses, most recent first. */
    async favoriteBusinessIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('favorites')
        .select('business_id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('business_id')
        .execute();
      return rows.map((r) => r.business_id);
    },
    /**
     * What a session needs of its account, and the businesses the account owns, in one statement:
     * every signed-in request starts here.
     */
    async sessionAccount(userId: string) {
      return db
        .selectFrom('users as u')
        .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.email_verified_at', 'u.session_version'])
        .select(
          sql<
            string[]
          >`coalesce((select array_agg(o.business_id::text) from business_owners o where o.user_id = u.id), '{}')`.as(
            'owned_business_ids',
          ),
        )
        .where('u.id', '=', userId)
        .executeTakeFirst();
    },
    /** Businesses assigned to the user, by name. */
    async ownedBusinessIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('business_owners as o')
        .innerJoin('businesses as b', 'b.id', 'o.business_id')
        .select('o.business_id')
        .where('o.user_id', '=', userId)
        .orderBy('b.name')
        .orderBy('b.seq')
        .execute();
      return rows.map((r) => r.business_id);
    },
  };
}
