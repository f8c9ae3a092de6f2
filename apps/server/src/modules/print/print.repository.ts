// What the print kit reads: a business (to check who may print, and for the tent and the sticker),
// and the business with its whole menu, in the order the business page shows it.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessesRepository } from '../businesses/businesses.repository.ts';

export function printRepository(db: Kysely<DB>) {
  const businesses = businessesRepository(db);
  return {
    async business(id: string) {
      return db
        .selectFrom('businesses')
        .select(['id', 'name', 'feedback_enabled', 'translations'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** The businesses module's one statement for a business, its lists, their items and tags. */
    async businessWithMenu(id: string) {
      return businesses.detailById(id);
    },
  };
}
