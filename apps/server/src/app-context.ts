// What every module needs, built once per app and handed to route plugins.
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { CatalogueVersion } from './db/catalogue-version.ts';
import type { Database } from './db/database.ts';
import type { Readiness } from './db/readiness.ts';
import type { DB } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';
import type { Jobs } from './lib/jobs.ts';
import type { Mailer } from './lib/mailer.ts';
import type { MediaStorage } from './lib/media-storage.ts';
import type { Metrics } from './lib/metrics.ts';
import type { SessionTokens } from './lib/session-tokens.ts';

export type AppContext = {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  clock: Clock;
  storage: MediaStorage;
  sessions: SessionTokens;
  mailer: Mailer;
  /** Whether the database is reachable and migrated (and the recovery when it is not). */
  readiness: Readiness;
  /** The catalogue's version, read at most once per PUBLIC_CACHE_MS (kept answers and pages). */
  catalogue: CatalogueVersion;
  /** Counters for GET /metrics (plugins/metrics.ts); counting costs little even when it is off. */
  metrics: Metrics;
  /** Background work on the database's queue (lib/jobs.ts): modules define handlers and send jobs. */
  jobs: Jobs;
};
