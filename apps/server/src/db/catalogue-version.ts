// The catalogue's version (migration 008): a number every committed change to what the public
// catalogue shows moves on, in whichever process or script it was made. Read at most once per
// `maxAgeMs` however many callers ask (they share one read), so a process learns of another's
// writes within that time at the cost of one tiny statement.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

export type CatalogueVersion = {
  /** The version as last read (read again when older than maxAgeMs); null when it cannot be read. */
  current(): Promise<string | null>;
  /** The version as last read while it is younger than maxAgeMs; undefined when it is due a read. */
  known(): string | null | undefined;
};

export function catalogueVersion(
  database: Database,
  clock: Clock,
  maxAgeMs: number,
): CatalogueVersion {
  let known: { at: number; version: string | null } | null = null;
  let reading: Promise<string | null> | null = null;
  const read = async (): Promise<string | null> => {
    try {
      const { rows } = await sql<{
        version: string;
      }>`select version::text as version from catalogue_version`.execute(database.db);
      return rows[0]?.version ?? null;
    } catch {
      return null;
    }
  };
  return {
    known() {
      return known && clock.now().getTime() - known.at < maxAgeMs ? known.version : undefined;
    },
    current() {
      const now = clock.now().getTime();
      if (known && now - known.at < maxAgeMs) return Promise.resolve(known.version);
      reading ??= read().then((version) => {
        known = { at: now, version };
        reading = null;
        return version;
      });
      return reading;
    },
  };
}

/**
 * Makes the transaction `trx` leave the catalogue's version where it is: its writes are committed
 * but the kept answers and pages are not told, until a later transaction (or `publishCatalogue`)
 * moves the version on. For bulk writers (imports) that commit many small transactions and would
 * otherwise make every kept answer stale after each one. Uses the same transaction-local mark as the
 * bump itself (migration 008): the triggers take the transaction as already counted.
 */
export async function holdCatalogueVersion(trx: Kysely<DB>): Promise<void> {
  await sql`select set_config('menudex.catalogue_bumped', txid_current()::text, true)`.execute(trx);
}

/** Moves the catalogue's version on: what held transactions wrote is now shown. */
export async function publishCatalogue(db: Kysely<DB>): Promise<void> {
  await sql`update catalogue_version set version = version + 1`.execute(db);
}
