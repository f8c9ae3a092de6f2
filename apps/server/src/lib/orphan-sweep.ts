// Removes stored images no row refers to: left behind when a process died between writing a file and
// committing its row (the row never came), or between committing a replacement and removing the old
// file. Only files older than a grace period go, so an upload in flight (file written, row not yet
// committed) is never taken. Shared demo images are left alone.
import type { FastifyInstance } from 'fastify';
import { parseImageCopyPath } from '@menudex/contract/images';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Jobs } from './jobs.ts';
import type { MediaStorage } from './media-storage.ts';

/** Longer than any upload takes from writing its file to committing its row. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const SHARED_PREFIX = 'media/demo/';

/** Every media path a row refers to. */
async function referencedPaths(db: Kysely<DB>): Promise<Set<string>> {
  const [items, businesses] = await Promise.all([
    db.selectFrom('items').select('images').execute(),
    db.selectFrom('businesses').select(['cover_photo', 'logo']).execute(),
  ]);
  const paths = new Set<string>();
  for (const row of items) for (const p of row.images) paths.add(p);
  for (const row of businesses) {
    if (row.cover_photo) paths.add(row.cover_photo);
    if (row.logo) paths.add(row.logo);
  }
  return paths;
}

/**
 * Removes the orphans older than `graceMs`; answers how many files were looked at and removed. The
 * list of files is taken before the rows are read, so a file whose row commits meanwhile is kept.
 */
export async function sweepOrphans(
  db: Kysely<DB>,
  storage: MediaStorage,
  options: { now: Date; graceMs?: number },
): Promise<{ files: number; removed: number }> {
  const cutoff = options.now.getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const candidates: string[] = [];
  let files = 0;
  for await (const file of storage.list()) {
    files += 1;
    if (file.path.startsWith(SHARED_PREFIX)) continue;
    if (file.modifiedAt.getTime() < cutoff) candidates.push(file.path);
  }
  if (candidates.length === 0) return { files, removed: 0 };
  const referenced = await referencedPaths(db);
  let removed = 0;
  for (const p of candidates) {
    // A photo's smaller copy stays as long as the photo does.
    if (referenced.has(parseImageCopyPath(p)?.original ?? p)) continue;
    await storage.remove(p);
    removed += 1;
  }
  return { files, removed };
}

/** The job runner's queue of the sweep. */
export const ORPHAN_SWEEP_QUEUE = 'media-orphan-sweep';
/** Every hour (at minute 17, away from the top of the hour when other schedules fire). */
export const ORPHAN_SWEEP_CRON = '17 * * * *';

/**
 * Puts the hourly sweep on the job runner: pg-boss keeps the schedule in the database, so one process
 * of the cluster sweeps each hour (on PGlite, the one process), where every process used to sweep
 * from its own timer (docs/decisions/045). A process still sweeps once when it is ready, in the
 * background: what a crash of its own left behind goes at once, not at the next hour.
 */
export function scheduleOrphanSweep(
  app: FastifyInstance,
  jobs: Jobs,
  db: Kysely<DB>,
  storage: MediaStorage,
): void {
  // File times are the machine's, so the sweep compares with the machine's clock.
  const sweep = async () => {
    const { files, removed } = await sweepOrphans(db, storage, { now: new Date() });
    if (removed > 0) app.log.warn({ files, removed }, 'removed media files no row refers to');
  };
  jobs.define(ORPHAN_SWEEP_QUEUE, sweep);
  jobs.schedule(ORPHAN_SWEEP_QUEUE, ORPHAN_SWEEP_CRON);
  app.addHook('onReady', async () => {
    sweep().catch((err: unknown) =>
      app.log.warn({ err }, 'orphan media sweep failed; the hourly job tries again'),
    );
  });
}
