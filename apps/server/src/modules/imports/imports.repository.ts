// All SQL about imports: their rows and reports, and finding and writing the businesses they make.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, ImportCountsRow, ImportsTable } from '../../db/schema.ts';
import {
  BUSINESS_COLUMNS,
  type BusinessChanges,
  type BusinessRecord,
} from '../businesses/businesses.repository.ts';

export type ImportRow = Omit<Selectable<ImportsTable>, 'file'>;
export type ImportErrorRow = { row: number | string; message: string };

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/**
 * Files are kept gzipped until their import is done: an OpenStreetMap extract shrinks to a sixth,
 * and on PGlite storing 3.5 MB as it is takes seconds of the one thread (its bytes are written out
 * and read back as text), against a tenth of that for the gzipped copy (docs/benchmarks.md,
 * "Imports"). Compressing runs on libuv's threads.
 */
const isGzip = (bytes: Buffer) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** An uploaded file as its import row keeps it; made before the transaction that stores it. */
export const packImportFile = (bytes: Buffer): Promise<Buffer> => gzip(bytes);

const IMPORT_COLUMNS = [
  'id',
  'kind',
  'status',
  'dry_run',
  'business_id',
  'created_by',
  'file_name',
  'total',
  'processed',
  'counts',
  'errors',
  'created_at',
  'started_at',
  'finished_at',
] as const;

export function importsRepository(db: Kysely<DB>) {
  return {
    async insert(values: {
      kind: string;
      dryRun: boolean;
      businessId: string | null;
      createdBy: string | null;
      fileName: string;
      /** The file as `packImportFile` gave it. */
      file: Buffer;
      total: number;
    }): Promise<ImportRow> {
      return db
        .insertInto('imports')
        .values({
          kind: values.kind,
          dry_run: values.dryRun,
          business_id: values.businessId,
          created_by: values.createdBy,
          file_name: values.fileName,
          file: values.file,
          total: values.total,
        })
        .returning(IMPORT_COLUMNS)
        .executeTakeFirstOrThrow();
    },
    async byId(id: string): Promise<ImportRow | undefined> {
      return db
        .selectFrom('imports')
        .select(IMPORT_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async recent(limit: number): Promise<ImportRow[]> {
      return db
        .selectFrom('imports')
        .select(IMPORT_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    /** The uploaded file, while the import has not finished. */
    async fileOf(id: string): Promise<Buffer | null> {
      const row = await db
        .selectFrom('imports')
        .select('file')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row?.file) return null;
      // Files kept before they were gzipped are read as they are.
      return isGzip(row.file) ? gunzip(row.file) : row.file;
    },
    /**
     * The transaction's commit does not wait for its write-ahead log to reach the disk (PostgreSQL's
     * `synchronous_commit = off`, for this transaction only): an import commits thousands of small
     * transactions, and on PGlite waiting for each flush took more time than the writes. A crash may
     * lose the last few of them, whole, report included, so the resumed import writes them again.
     */
    async commitWithoutWaiting(): Promise<void> {
      await sql`select set_config('synchronous_commit', 'off', true)`.execute(db);
    },
    async markRunning(id: string, now: Date): Promise<void> {
      await db
        .updateTable('imports')
        .set({ status: 'running', started_at: sql<Date>`coalesce(started_at, ${now})` })
        .where('id', '=', id)
        .execute();
    },
    /** The report so far; written in the transaction of the rows it counts. */
    async progress(
      id: string,
      report: { processed: number; counts: ImportCountsRow; errors: ImportErrorRow[] },
    ): Promise<void> {
      await db
        .updateTable('imports')
        .set({
          processed: report.processed,
          counts: JSON.stringify(report.counts),
          errors: JSON.stringify(report.errors),
        })
        .where('id', '=', id)
        .execute();
    },
    /** The end: done (the file goes, nothing needs it any more) or failed (kept, to resume). */
    async finish(id: string, status: 'done' | 'failed', now: Date): Promise<void> {
      await db
        .updateTable('imports')
        .set({
          status,
          finished_at: now,
          ...(status === 'done' ? { file: null } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    async businessBySource(kind: string, ref: string): Promise<BusinessRecord | undefined> {
      return db
        .selectFrom('businesses')
        .select(BUSINESS_COLUMNS)
        .where(sql<string>`source ->> 'kind'`, '=', kind)
        .where(sql<string>`source ->> 'ref'`, '=', ref)
        .where('source', 'is not', null)
        .executeTakeFirst();
    },
    async insertBusiness(values: BusinessChanges): Promise<BusinessRecord> {
      return db
        .insertInto('businesses')
        .values({ phone: '', ...values })
        .returning(BUSINESS_COLUMNS)
        .executeTakeFirstOrThrow();
    },
  };
}
