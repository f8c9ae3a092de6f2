// npm run import -- --kind osm FILE [--dry-run] [--business ID]: the same import as the admin page, run
// here with a progress bar (the server may keep running on PostgreSQL; PGlite's folder is one
// process's, so stop the server first there).
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import type { Kysely } from 'kysely';
import { IMPORT_KINDS, IMPORT_LIMITS, importFieldsSchema } from '@menudex/contract/imports';
import { invocationFolder, loadConfig, loadDotEnv } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open-configured.ts';
import { migrate } from '../../db/migrate.ts';
import { systemClock } from '../../lib/clock.ts';
import { createJobs } from '../../lib/jobs.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Access } from '../../policies/business.policy.ts';
import { importsService } from './imports.service.ts';

const USAGE = `Usage: npm run import -- --kind <${IMPORT_KINDS.join('|')}> FILE [--dry-run] [--business ID]`;

/** The person at the terminal has the database itself: they act as an admin. */
const terminalAccess: Access = {
  actor: { id: 'terminal', name: 'terminal', email: null, role: 'admin' },
  ownedBusinessIds: new Set(),
};

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      business: { type: 'string' },
    },
  });
  const named = positionals[0];
  if (!named || !values.kind) throw new Error(USAGE);
  const file = path.resolve(invocationFolder(), named);
  const fields = importFieldsSchema.safeParse({
    kind: values.kind,
    dryRun: String(values['dry-run']),
    ...(values.business ? { businessId: values.business } : {}),
  });
  if (!fields.success)
    throw new Error(`${fields.error.issues[0]?.message ?? 'bad arguments'}\n${USAGE}`);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new Error(`No file at ${named}`);
  if (stat.size > IMPORT_LIMITS.fileMaxBytes)
    throw new Error(`${file} is too large: at most ${IMPORT_LIMITS.fileMaxBytes / 1024 / 1024} MB`);
  const bytes = await fs.readFile(file);

  loadDotEnv();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const jobs = createJobs(database.db as unknown as Kysely<never>);
    const imports = importsService({ db: database.db, database, config, clock: systemClock, jobs });
    const made = await imports.upload(
      terminalAccess,
      fields.data,
      { filename: path.basename(file), bytes },
      { queue: false, createdBy: null },
    );
    const bar = new SingleBar(
      {
        format: '{bar} {percentage}% | {value}/{total} places | {eta_value}s left',
        etaBuffer: 200,
      },
      Presets.shades_classic,
    );
    bar.start(made.total, 0);
    await imports.run(made._id, ({ processed }) => bar.update(processed));
    bar.stop();
    const report = await imports.get(terminalAccess, made._id);
    const c = report.counts;
    console.log(
      `${report.dryRun ? 'Dry run (nothing written)' : 'Imported'}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.skipped} skipped (import ${report._id})`,
    );
    for (const e of report.errors.slice(0, 20)) console.log(`  row ${e.row}: ${e.message}`);
    if (report.errors.length > 20) console.log(`  … and ${report.errors.length - 20} more notes`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof HttpError || err instanceof Error ? err.message : String(err));
  process.exit(1);
}
