// The catalogue's version (migration 008): a number every committed change to what the public
// catalogue shows moves on, in whichever process or script it was made. Read at most once per
// `maxAgeMs` however many callers ask (they share one read), so a process learns of another's
// writes within that time at the cost of one tiny statement.
import { sql } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import type { Database } from './database.ts';

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
