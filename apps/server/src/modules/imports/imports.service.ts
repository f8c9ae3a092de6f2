// Imports of businesses and menus from files: checked at upload (a file that cannot be read is a 400),
// then run in the background on the job runner, in batches that each commit their rows together with
// the report, so a crash leaves whole businesses and a report that says where to resume.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  IMPORT_LIMITS,
  IMPORT_TEXTS,
  type Import,
  type ImportFields,
  type ImportKind,
} from '@menudex/contract/imports';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import type { Locale } from '@menudex/contract/i18n/locales';
import { translateServerMessage } from '@menudex/contract/i18n/server-messages';
import type { AppContext } from '../../app-context.ts';
import { holdCatalogueVersion, publishCatalogue } from '../../db/catalogue-version.ts';
import type { DB, ImportCountsRow } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { FormFile } from '../../lib/multipart.ts';
import { canImport, canReadImports } from '../../policies/import.policy.ts';
import type { Access } from '../../policies/business.policy.ts';
import { businessesRepository } from '../businesses/businesses.repository.ts';
import { readBusinessFile, type BusinessFileRow } from './formats/business-files.ts';
import {
  UnreadableFileError,
  type BusinessFileKind,
  type ParsedRow,
} from './formats/imported-business.ts';
import { parseMenuCsv } from './formats/menu-csv.ts';
import { fillEmpty, planImport } from './import-plan.ts';
import {
  importsRepository,
  packImportFile,
  type ImportErrorRow,
  type ImportRow,
} from './imports.repository.ts';
import { applyMenuRows, writeMenuRows } from './menu-import.ts';
import { parseSchemaOrgFile, type SchemaOrgImport } from './formats/schema-org.ts';
import type { MenuCsvRow } from './formats/menu-csv.ts';

export const IMPORT_QUEUE = 'import-run';

/** Places checked, then written, per batch: on PostgreSQL a batch is one transaction. */
export const IMPORT_BATCH_SIZE = 50;

/**
 * On PGlite a transaction holds the one connection, and its statements run in the server's own
 * thread: a batch's writes end after this long, so requests are answered in between
 * (docs/benchmarks.md, "Imports").
 */
export const PGLITE_WRITE_SLICE_MS = 20;

/** How often a running import's new places are shown (the catalogue's version moved on). */
export const IMPORT_PUBLISH_EVERY_MS = 10_000;

/** Checking places runs in slices this long, then lets requests in (the loop's other work). */
const CHECK_SLICE_MS = 10;

const BUSINESS_KINDS: ReadonlySet<ImportKind> = new Set(['osm', 'geojson', 'businesses-csv']);

const OSM_REF = /^(node|way|relation)\/\d+$/;

/**
 * The source a place carries. GeoJSON is OpenStreetMap's data in another shape; a CSV row whose id is
 * an OpenStreetMap id (our own export of an imported place) is OpenStreetMap's data too, and keeps
 * its credit wherever it goes (the ODbL asks for it).
 */
export function sourceKindOf(kind: BusinessFileKind, ref: string): 'osm' | 'csv' {
  return kind === 'businesses-csv' && !OSM_REF.test(ref) ? 'csv' : 'osm';
}

/**
 * An import as the API answers it. Its report's rows are stored in English, the server's language
 * (docs/decisions/054); they are read in `locale` through the server's catalogue, which is keyed by
 * that English.
 */
export function toImport(row: ImportRow, locale: Locale = 'en'): Import {
  const errors =
    locale === 'en'
      ? row.errors
      : row.errors.map((e) => ({ ...e, message: translateServerMessage(locale, e.message) }));
  return {
    _id: row.id,
    kind: row.kind as ImportKind,
    status: row.status as Import['status'],
    dryRun: row.dry_run,
    fileName: row.file_name,
    businessId: row.business_id,
    total: row.total,
    processed: row.processed,
    counts: row.counts,
    errors,
    startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/** A file's rows, by what the file holds. */
type FileRows = { places: BusinessFileRow[] } | { menu: MenuCsvRow[] } | { page: SchemaOrgImport };

/** What an import's report counts: places, menu rows, or a restaurant and its dishes. */
function totalOf(rows: FileRows): number {
  if ('places' in rows) return rows.places.length;
  if ('menu' in rows) return rows.menu.length;
  return 1 + rows.page.lists.reduce((n, l) => n + l.items.length, 0);
}

export type ImportProgress = (report: { processed: number; total: number }) => void;

/** What imports need of the app: the CLI builds just this. */
export type ImportsContext = Pick<AppContext, 'db' | 'database' | 'config' | 'clock' | 'jobs'>;

export function importsService(ctx: ImportsContext) {
  const repo = importsRepository(ctx.db);
  const parseOptions = () => ({
    timeZone: ctx.config.defaultTimeZone,
    now: ctx.clock.now(),
    defaultCountry: 'US',
    // Phones are read and stored under the install's region (docs/decisions/052).
    phoneRegion: ctx.config.place.phoneRegion,
    phoneExample: ctx.config.place.phoneExample,
  });

  /** The file's rows, or a 400 saying why it cannot be read at all. */
  function readRows(kind: ImportKind, bytes: Buffer): FileRows {
    try {
      if (kind === 'menu-csv') return { menu: parseMenuCsv(bytes, ctx.config.place.currency).rows };
      if (kind === 'schema-org') return { page: parseSchemaOrgFile(bytes, parseOptions()) };
      if (BUSINESS_KINDS.has(kind)) return { places: readBusinessFile(kind, bytes) };
      throw badRequest(IMPORT_TEXTS.kindRequired);
    } catch (err) {
      if (err instanceof UnreadableFileError) throw badRequest(err.message);
      throw err;
    }
  }

  /** Keeps the first errors (the count of skipped rows says how many there were in all). */
  function note(errors: ImportErrorRow[], row: number | string, message: string) {
    if (errors.length < IMPORT_LIMITS.errorsKept) errors.push({ row, message });
  }

  /** Checks a batch's rows a slice at a time, so requests are answered in between. */
  async function checkRows(rows: BusinessFileRow[]): Promise<ParsedRow[]> {
    const options = parseOptions();
    const checked: ParsedRow[] = [];
    let sliceStart = performance.now();
    for (const r of rows) {
      checked.push(r.check(options));
      if (performance.now() - sliceStart > CHECK_SLICE_MS) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
    }
    return checked;
  }

  /** Writes one checked place (or counts why not) in the batch's transaction `db`. */
  async function writePlace(
    db: Kysely<DB>,
    row: ImportRow,
    parsed: ParsedRow,
    report: { counts: ImportCountsRow; errors: ImportErrorRow[] },
    now: Date,
  ): Promise<void> {
    const { counts, errors } = report;
    const businesses = businessesRepository(db);
    const imports = importsRepository(db);
    const place = parsed.business;
    for (const warning of parsed.warnings) note(errors, parsed.row, warning);
    if (!place) {
      counts.skipped++;
      note(errors, parsed.row, parsed.error ?? 'cannot be imported');
      return;
    }
    const sourceKind = sourceKindOf(row.kind as BusinessFileKind, place.ref);
    const attribution = sourceKind === 'osm' ? IMPORT_TEXTS.osmAttribution : null;
    const byRef = await imports.businessBySource(sourceKind, place.ref);
    const phoneHolder = place.phone ? await businesses.byPhone(place.phone) : undefined;
    const plan = planImport(place, byRef ?? phoneHolder, { sourceKind, phoneHolder });
    counts[plan.outcome]++;
    if (plan.outcome === 'skipped') note(errors, parsed.row, plan.reason);
    if (row.dry_run) return;
    const source = JSON.stringify({
      kind: sourceKind,
      ref: place.ref,
      importedAt: now.toISOString(),
    });
    if (plan.outcome === 'created') {
      // Made with its hours in the row: only their ranges are left to write.
      const hours = plan.hours ? JSON.stringify(plan.hours) : null;
      const made = await imports.insertBusiness({ ...plan.values, hours, source, attribution });
      if (plan.hours) await businesses.addHourRanges(made.id, plan.hours);
    } else if (plan.outcome === 'updated' && byRef) {
      await businesses.update(byRef.id, { ...plan.changes, source }, now);
      if (plan.hours !== undefined) await businesses.setHours(byRef.id, plan.hours, now);
      if (plan.kept.length > 0)
        note(errors, parsed.row, `kept what the owner edited: ${plan.kept.join(', ')}`);
    }
  }

  async function runPlaces(row: ImportRow, places: BusinessFileRow[], onProgress?: ImportProgress) {
    const report = { counts: { ...row.counts }, errors: [...row.errors] };
    const writeSliceMs = ctx.database.driver === 'pglite' ? PGLITE_WRITE_SLICE_MS : Infinity;
    let processed = row.processed;
    let publishedAt = ctx.clock.now().getTime();
    let unpublished = false;
    try {
      while (processed < places.length) {
        // Checked before the batch's transactions: a transaction holds only the writes.
        const batch = await checkRows(places.slice(processed, processed + IMPORT_BATCH_SIZE));
        let done = 0;
        while (done < batch.length) {
          const now = ctx.clock.now();
          // The kept answers and pages learn of the import's places every so often, not after
          // every transaction (each would make all of them stale: every read a miss meanwhile).
          const publish = now.getTime() - publishedAt >= IMPORT_PUBLISH_EVERY_MS;
          const write = async (db: Kysely<DB>): Promise<number> => {
            if (!row.dry_run) {
              await holdCatalogueVersion(db);
              await importsRepository(db).commitWithoutWaiting();
            }
            const started = performance.now();
            let written = 0;
            while (done + written < batch.length) {
              await writePlace(db, row, batch[done + written]!, report, now);
              written++;
              if (performance.now() - started > writeSliceMs) break;
            }
            if (!row.dry_run && publish) await publishCatalogue(db);
            await importsRepository(db).progress(row.id, {
              processed: processed + done + written,
              ...report,
            });
            return written;
          };
          done += row.dry_run ? await write(ctx.db) : await ctx.db.transaction().execute(write);
          if (!row.dry_run) {
            if (publish) publishedAt = now.getTime();
            unpublished = !publish;
          }
          onProgress?.({ processed: processed + done, total: places.length });
          // Other requests (and on PGlite, other queries) get their turn between transactions.
          await yieldToLoop();
        }
        processed += batch.length;
      }
    } finally {
      // What the last held transactions wrote is shown now, whether the import ended or stopped
      // (a failure here only leaves kept answers older: the next change to the catalogue shows all).
      if (unpublished) await publishCatalogue(ctx.db).catch(() => {});
    }
  }

  /**
   * A restaurant's page: the business (made, found again by its page, or the one named by
   * businessId, whose empty fields it fills) and its menu, in one transaction.
   */
  async function runPage(row: ImportRow, page: SchemaOrgImport): Promise<void> {
    const counts: ImportCountsRow = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
    const errors: ImportErrorRow[] = [];
    const report = {
      counts,
      note: (r: number | string, message: string) => note(errors, r, message),
    };
    for (const e of page.errors) report.note(e.row, e.message);
    const dishes = page.lists.flatMap((l) =>
      l.items.map((item, i) => ({ row: `${l.name} › ${i + 1}`, list: l.name, item, error: null })),
    );
    const place = page.business;
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      const businesses = businessesRepository(trx);
      const imports = importsRepository(trx);
      let businessId: string | null = row.business_id;
      if (businessId) {
        const target = await businesses.lockById(businessId);
        if (!target) throw new Error('the business is gone');
        const fill = fillEmpty(target, place);
        counts[fill.changes || fill.hours ? 'updated' : 'unchanged']++;
        if (!row.dry_run && fill.changes) await businesses.update(target.id, fill.changes, now);
        if (!row.dry_run && fill.hours) await businesses.setHours(target.id, fill.hours, now);
      } else {
        const byRef = await imports.businessBySource('schema-org', place.ref);
        const phoneHolder = place.phone ? await businesses.byPhone(place.phone) : undefined;
        const plan = planImport(place, byRef ?? phoneHolder, {
          sourceKind: 'schema-org',
          phoneHolder,
        });
        counts[plan.outcome]++;
        const source = JSON.stringify({ kind: 'schema-org', ref: place.ref, importedAt: now });
        if (plan.outcome === 'skipped') {
          report.note(place.ref, `${plan.reason}; import it again with businessId to fill it`);
        } else if (plan.outcome === 'created') {
          if (!row.dry_run) {
            const made = await imports.insertBusiness({
              ...plan.values,
              source,
              attribution: null,
            });
            if (plan.hours) await businesses.setHours(made.id, plan.hours, now);
            businessId = made.id;
          }
        } else if (byRef) {
          businessId = byRef.id;
          if (plan.outcome === 'updated' && !row.dry_run) {
            await businesses.update(byRef.id, { ...plan.changes, source }, now);
            if (plan.hours !== undefined) await businesses.setHours(byRef.id, plan.hours, now);
          }
        }
      }
      if (businessId) {
        if (!(await businesses.lockById(businessId))) throw new Error('the business is gone');
        await applyMenuRows(trx, businessId, dishes, { dryRun: row.dry_run, now }, report);
      } else if (counts.created > 0) {
        // A dry run of a new restaurant: every dish would be new.
        counts.created += dishes.length;
      } else counts.skipped += dishes.length;
      await imports.progress(row.id, { processed: row.total, counts, errors });
    });
  }

  /** The job: runs (or resumes) an import to its end; the report says how it went. */
  async function run(importId: string, onProgress?: ImportProgress): Promise<void> {
    const row = await repo.byId(importId);
    if (!row || row.status === 'done') return;
    const file = await repo.fileOf(importId);
    if (!file) {
      await repo.finish(importId, 'failed', ctx.clock.now());
      return;
    }
    await repo.markRunning(importId, ctx.clock.now());
    try {
      const rows = readRows(row.kind as ImportKind, file);
      if ('places' in rows) await runPlaces(row, rows.places, onProgress);
      else if ('menu' in rows) await writeMenuRows(ctx, row, rows.menu);
      else await runPage(row, rows.page);
      onProgress?.({ processed: row.total, total: row.total });
      await repo.finish(importId, 'done', ctx.clock.now());
    } catch (err) {
      // The committed batches stay; the report says where it stopped, and a retry resumes there.
      const latest = (await repo.byId(importId)) ?? row;
      const errors = [...latest.errors];
      note(
        errors,
        latest.processed + 1,
        `the import stopped here: ${(err as Error).message}; it resumes from this row when run again`,
      );
      await repo.progress(importId, { ...latest, errors });
      await repo.finish(importId, 'failed', ctx.clock.now());
      throw err;
    }
  }

  ctx.jobs.define<{ importId: string }>(IMPORT_QUEUE, async ({ importId }) => run(importId));

  return {
    run,

    /** Checks the file now (a 400 when it cannot be read), then queues the import. */
    async upload(
      access: Access,
      fields: ImportFields,
      file: FormFile | undefined,
      options: { queue?: boolean; createdBy?: string | null } = {},
    ): Promise<Import> {
      if (!canImport(access, fields.kind, fields.businessId))
        throw forbidden(IMPORT_TEXTS.adminOnly);
      if (!file || file.bytes.length === 0) throw badRequest(IMPORT_TEXTS.fileRequired);
      const menu = fields.kind === 'menu-csv';
      if (menu && !fields.businessId) throw badRequest(IMPORT_TEXTS.businessIdRequired);
      if (fields.businessId && !(await businessesRepository(ctx.db).byId(fields.businessId)))
        throw notFound(BUSINESS_TEXTS.businessNotFound);
      const total = totalOf(readRows(fields.kind, file.bytes));
      // The runner starts outside the transaction: on PGlite the transaction holds the one connection.
      if (options.queue !== false) await ctx.jobs.run();
      const packed = await packImportFile(file.bytes);
      const row = await ctx.db.transaction().execute(async (trx) => {
        const made = await importsRepository(trx).insert({
          kind: fields.kind,
          dryRun: fields.dryRun,
          businessId: fields.businessId ?? null,
          createdBy:
            options.createdBy !== undefined ? options.createdBy : (access.actor?.id ?? null),
          fileName: file.filename.slice(0, 200),
          file: packed,
          total,
        });
        // Queued in the same transaction: the import exists with its job, or neither does.
        if (options.queue !== false)
          await ctx.jobs.send(
            IMPORT_QUEUE,
            { importId: made.id },
            { db: trx as unknown as Kysely<never>, retryLimit: 2, expireInSeconds: 30 * 60 },
          );
        return made;
      });
      return toImport(row);
    },

    /** An import and its report, the report's rows in `locale` (the request's language). */
    async get(access: Access, id: string, locale?: Locale): Promise<Import> {
      const row = await repo.byId(id);
      if (!row || !canReadImports(access, row.business_id))
        throw notFound(IMPORT_TEXTS.importNotFound);
      return toImport(row, locale);
    },

    async list(access: Access, locale?: Locale): Promise<Import[]> {
      if (!canReadImports(access, null)) throw forbidden();
      return (await repo.recent(IMPORT_LIMITS.listed)).map((row) => toImport(row, locale));
    },
  };
}
