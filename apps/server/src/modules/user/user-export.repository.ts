// All SQL of "Download my data": every row that names the account, read in one transaction so the
// document is one consistent moment. Never a password hash or a link's token hash.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function userExportRepository(db: Kysely<DB>) {
  return {
    async recordsOf(userId: string) {
      return db.transaction().execute(async (trx) => {
        const account = await trx
          .selectFrom('users')
          .select([
            'id',
            'name',
            'email',
            'role',
            'created_at',
            'email_verified_at',
            'password_hash',
            'google_sub',
            'facebook_id',
          ])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!account) return undefined;
        const votes = await trx
          .selectFrom('item_votes as v')
          .innerJoin('items as i', 'i.id', 'v.item_id')
          .select(['v.item_id', 'i.name', 'v.vote', 'v.created_at'])
          .where('v.user_id', '=', userId)
          .orderBy('v.created_at')
          .execute();
        const favorites = await trx
          .selectFrom('favorites as f')
          .innerJoin('businesses as b', 'b.id', 'f.business_id')
          .select(['f.business_id', 'b.name', 'f.created_at'])
          .where('f.user_id', '=', userId)
          .orderBy('f.created_at')
          .execute();
        const owned = await trx
          .selectFrom('business_owners as o')
          .innerJoin('businesses as b', 'b.id', 'o.business_id')
          .select(['o.business_id', 'b.name', 'o.created_at'])
          .where('o.user_id', '=', userId)
          .orderBy('o.created_at')
          .execute();
        const claims = await trx
          .selectFrom('claims')
          .select(['id', 'business_id', 'status', 'message', 'created_at', 'resolved_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute();
        const links = await trx
          .selectFrom('account_tokens')
          .select(['purpose', 'email', 'created_at', 'used_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute();
        const reminders = await trx
          .selectFrom('freshness_reminders')
          .select(['business_id', 'period', 'sent_at'])
          .where('user_id', '=', userId)
          .orderBy('sent_at')
          .execute();
        const imports = await trx
          .selectFrom('imports')
          .select(['id', 'kind', 'created_at'])
          .where('created_by', '=', userId)
          .orderBy('created_at')
          .execute();
        const reports = await trx
          .selectFrom('reports')
          .select([
            'id',
            'target_kind',
            'business_id',
            'item_id',
            'reason',
            'message',
            'status',
            'note',
            'created_at',
            'resolved_at',
          ])
          .where('reporter_id', '=', userId)
          .orderBy('created_at')
          .execute();
        return { account, votes, favorites, owned, claims, links, reminders, imports, reports };
      });
    },
  };
}
