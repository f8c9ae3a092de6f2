// All SQL about menu drafts: the upload kept until it is read, the draft's outcome, and the once-only
// mark of publishing.
import type { Kysely } from 'kysely';
import type { DraftList, MenuDraftFileType, MenuDraftStatus } from '@menudex/contract/menu-drafts';
import type { DB } from '../../db/schema.ts';

export type MenuDraftRecord = {
  id: string;
  business_id: string;
  status: MenuDraftStatus;
  lists: DraftList[];
  warnings: string[];
  created_at: Date;
  published_at: Date | null;
};

const DRAFT_COLUMNS = [
  'id',
  'business_id',
  'status',
  'lists',
  'warnings',
  'created_at',
  'published_at',
] as const;

/** pg answers bytea as a Buffer, PGlite as a Uint8Array: one type for the reader. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function menuDraftsRepository(db: Kysely<DB>) {
  return {
    async insert(values: {
      businessId: string;
      createdBy: string;
      mediaType: MenuDraftFileType;
      upload: Buffer;
      now: Date;
    }): Promise<MenuDraftRecord> {
      const row = await db
        .insertInto('menu_drafts')
        .values({
          business_id: values.businessId,
          created_by: values.createdBy,
          media_type: values.mediaType,
          upload: values.upload,
          created_at: values.now,
        })
        .returning(DRAFT_COLUMNS)
        .executeTakeFirstOrThrow();
      return row as MenuDraftRecord;
    },

    /** The draft, only when it belongs to that business. */
    async byId(businessId: string, id: string): Promise<MenuDraftRecord | undefined> {
      const row = await db
        .selectFrom('menu_drafts')
        .select(DRAFT_COLUMNS)
        .where('id', '=', id)
        .where('business_id', '=', businessId)
        .executeTakeFirst();
      return row as MenuDraftRecord | undefined;
    },

    /** Inside a transaction: holds the draft until commit, so two publishes of it queue up. */
    async lockById(businessId: string, id: string): Promise<MenuDraftRecord | undefined> {
      const row = await db
        .selectFrom('menu_drafts')
        .select(DRAFT_COLUMNS)
        .where('id', '=', id)
        .where('business_id', '=', businessId)
        .forUpdate()
        .executeTakeFirst();
      return row as MenuDraftRecord | undefined;
    },

    /**
     * What the reader needs: the upload, while the draft is still being read, and its business's
     * country (which names the currency its prices are read in).
     */
    async uploadOf(
      id: string,
    ): Promise<
      { mediaType: MenuDraftFileType; bytes: Buffer; createdAt: Date; country: string } | undefined
    > {
      const row = await db
        .selectFrom('menu_drafts')
        .innerJoin('businesses', 'businesses.id', 'menu_drafts.business_id')
        .select([
          'menu_drafts.media_type',
          'menu_drafts.upload',
          'menu_drafts.created_at',
          'businesses.country',
        ])
        .where('menu_drafts.id', '=', id)
        .where('menu_drafts.status', '=', 'reading')
        .executeTakeFirst();
      if (!row?.upload) return undefined;
      return {
        mediaType: row.media_type,
        bytes: asBuffer(row.upload),
        createdAt: row.created_at,
        country: row.country,
      };
    },

    /**
     * Records how reading ended and drops the upload. Only a draft still being read changes (a read
     * that ran twice, after a crash, writes once); answers whether it did.
     */
    async finishReading(
      id: string,
      outcome: { status: 'ready' | 'failed'; lists: DraftList[]; warnings: string[] },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('menu_drafts')
        .set({
          status: outcome.status,
          lists: JSON.stringify(outcome.lists),
          warnings: JSON.stringify(outcome.warnings),
          upload: null,
          read_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'reading')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The names of the items a list has (publishing leaves out the ones it already has). */
    async itemNamesOf(listId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('items')
        .select('name')
        .where('list_id', '=', listId)
        .execute();
      return rows.map((row) => row.name);
    },

    async markPublished(id: string, now: Date): Promise<void> {
      await db.updateTable('menu_drafts').set({ published_at: now }).where('id', '=', id).execute();
    },

    /** Drafts of the business made before `before`: nobody comes back to a menu read weeks ago. */
    async removeOlderThan(businessId: string, before: Date): Promise<void> {
      await db
        .deleteFrom('menu_drafts')
        .where('business_id', '=', businessId)
        .where('created_at', '<', before)
        .execute();
    },
  };
}
