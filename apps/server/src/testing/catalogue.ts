// Changes behind the catalogue version's back, for tests of what is kept while it stands.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Renames a business without moving the catalogue's version (its triggers off for this once). */
export function renameBusinessUnseen(database: Database, id: string, name: string) {
  return database.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.updateTable('businesses').set({ name }).where('id', '=', id).execute();
  });
}
