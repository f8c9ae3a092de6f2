// All SQL about reports: storing a report, the moderation queue, and the once-only resolution.
import { sql, type Kysely } from 'kysely';
import type { ReportReason, ReportStatus, ReportTargetKind } from '@menudex/contract/reports';
import type { DB } from '../../db/schema.ts';

export type ReportRecord = {
  id: string;
  target_kind: ReportTargetKind;
  business_id: string;
  item_id: string | null;
  reason: ReportReason;
  message: string;
  email: string | null;
  suggestion: unknown;
  status: ReportStatus;
  note: string;
  created_at: Date;
  resolved_at: Date | null;
};

const REPORT_COLUMNS = [
  'id',
  'target_kind',
  'business_id',
  'item_id',
  'reason',
  'message',
  'email',
  'suggestion',
  'status',
  'note',
  'created_at',
  'resolved_at',
] as const;

/** pg answers timestamptz as Date, and the schema says so; PGlite too. */
const asRecord = (
  row: Omit<ReportRecord, 'created_at' | 'resolved_at'> & {
    created_at: Date | string;
    resolved_at: Date | string | null;
  },
): ReportRecord => ({
  ...row,
  created_at: new Date(row.created_at),
  resolved_at: row.resolved_at === null ? null : new Date(row.resolved_at),
});

export function reportsRepository(db: Kysely<DB>) {
  return {
    async businessExists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('businesses')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The business a dish belongs to, or undefined when there is no such dish. */
    async businessOfItem(itemId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('items')
        .select('business_id')
        .where('id', '=', itemId)
        .executeTakeFirst();
      return row?.business_id;
    },

    async insert(values: {
      targetKind: ReportTargetKind;
      businessId: string;
      itemId: string | null;
      reason: ReportReason;
      message: string;
      email: string | null;
      suggestion: unknown;
      reporterId: string | null;
      now: Date;
      /** The language of the request that made the report: the outcome mail's (022). */
      locale: string;
    }): Promise<string> {
      const row = await db
        .insertInto('reports')
        .values({
          target_kind: values.targetKind,
          business_id: values.businessId,
          item_id: values.itemId,
          reason: values.reason,
          message: values.message,
          email: values.email,
          suggestion: values.suggestion === undefined ? null : JSON.stringify(values.suggestion),
          reporter_id: values.reporterId,
          created_at: values.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // 022-user-locale.sql's column, written as SQL while db/schema.ts does not type it.
      if (values.locale !== 'en')
        await sql`update reports set locale = ${values.locale} where id = ${row.id}`.execute(db);
      return row.id;
    },

    /** The language the report was made in (022-user-locale.sql), for its outcome mail. */
    async localeOf(id: string): Promise<string | undefined> {
      const { rows } = await sql<{
        locale: string;
      }>`select locale from reports where id = ${id}`.execute(db);
      return rows[0]?.locale;
    },

    /** Newest first; scope 'all' for admins, else only the reports of those businesses. */
    async list(
      scope: 'all' | ReadonlySet<string>,
      status: ReportStatus | undefined,
      limit: number,
    ): Promise<ReportRecord[]> {
      if (scope !== 'all' && scope.size === 0) return [];
      let query = db
        .selectFrom('reports')
        .select(REPORT_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit);
      if (scope !== 'all') query = query.where('business_id', 'in', [...scope]);
      if (status !== undefined) query = query.where('status', '=', status);
      return (await query.execute()).map(asRecord);
    },

    async byId(id: string): Promise<ReportRecord | undefined> {
      const row = await db
        .selectFrom('reports')
        .select(REPORT_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && asRecord(row);
    },

    /** Inside a transaction: holds the report until commit, so two moderators cannot both resolve it. */
    async lockById(id: string): Promise<ReportRecord | undefined> {
      const row = await db
        .selectFrom('reports')
        .select(REPORT_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      return row && asRecord(row);
    },

    /** Marks it resolved and forgets the reporter's address, which was only kept to tell them this. */
    async resolve(
      id: string,
      values: { status: 'accepted' | 'rejected'; note: string; resolvedBy: string; now: Date },
    ): Promise<ReportRecord> {
      const row = await db
        .updateTable('reports')
        .set({
          status: values.status,
          note: values.note,
          resolved_by: values.resolvedBy,
          resolved_at: values.now,
          email: null,
        })
        .where('id', '=', id)
        .returning(REPORT_COLUMNS)
        .executeTakeFirstOrThrow();
      return asRecord(row);
    },
  };
}
