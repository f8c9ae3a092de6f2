// All SQL about accounts: finding users by e-mail or provider id, creating and linking them, and the
// ids behind a profile (votes, favorites, owned businesses).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type UserRecord = {
  id: string;
  name: string;
  email: string | null;
  password_hash: string | null;
  google_sub: string | null;
  facebook_id: string | null;
  role: 'user' | 'admin';
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
      password_hash?: string;
      google_sub?: string;
      facebook_id?: string;
    }): Promise<UserRecord> {
      return guarded(() =>
        db.insertInto('users').values(values).returning(COLUMNS).executeTakeFirstOrThrow(),
      );
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
