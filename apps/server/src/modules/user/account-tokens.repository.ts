// All SQL about the links we mail (e-mail verification, password reset): stored as a SHA-256 hash,
// used once, until they expire. Consuming one is a single UPDATE, so two clicks cannot both win.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type TokenPurpose = 'verify-email' | 'reset-password';

export type ConsumeResult =
  | { ok: true; userId: string; email: string }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** A new random token for a link (256 bits, base64url) and the hash we keep of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function accountTokensRepository(db: Kysely<DB>) {
  return {
    async create(values: {
      userId: string;
      purpose: TokenPurpose;
      hash: string;
      email: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('account_tokens')
        .values({
          user_id: values.userId,
          purpose: values.purpose,
          token_hash: values.hash,
          email: values.email,
          created_at: values.now,
          expires_at: values.expiresAt,
        })
        .execute();
    },

    /** How many links of this purpose the account was sent since `since` (a quiet per-inbox limit). */
    async countSince(userId: string, purpose: TokenPurpose, since: Date): Promise<number> {
      const row = await db
        .selectFrom('account_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the token used if it is unused and unexpired; says why not otherwise. */
    async consume(purpose: TokenPurpose, hash: string, now: Date): Promise<ConsumeResult> {
      const used = await db
        .updateTable('account_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'email'])
        .executeTakeFirst();
      if (used) return { ok: true, userId: used.user_id, email: used.email };
      const row = await db
        .selectFrom('account_tokens')
        .select(['used_at', 'expires_at'])
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      return { ok: false, reason: row.used_at ? 'used' : 'expired' };
    },

    /** What consume would answer, without using the token up (a page checking its link on opening). */
    async peek(purpose: TokenPurpose, hash: string, now: Date): Promise<ConsumeResult> {
      const row = await db
        .selectFrom('account_tokens')
        .select(['user_id', 'email', 'used_at', 'expires_at'])
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.used_at) return { ok: false, reason: 'used' };
      if (new Date(row.expires_at).getTime() <= now.getTime())
        return { ok: false, reason: 'expired' };
      return { ok: true, userId: row.user_id, email: row.email };
    },

    /** Every open link of the account stops working (its password or owner changed). */
    async revokeAll(userId: string, now: Date, purpose?: TokenPurpose): Promise<void> {
      let query = db
        .updateTable('account_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null);
      if (purpose) query = query.where('purpose', '=', purpose);
      await query.execute();
    },
  };
}
