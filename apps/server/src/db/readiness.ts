// Whether the database can serve: reachable and fully migrated. A database found empty or behind
// (recreated after a loss, restored from an old backup) is migrated in place, once at a time, so
// the server recovers without a restart; until then requests answer 503 with a message.
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../lib/outages.ts';
import type { Database } from './database.ts';
import { migrate, pendingMigrations } from './migrate.ts';

export type DatabaseState = 'ok' | 'unreachable' | 'unmigrated';

export type Readiness = {
  /** Checks now (migrating a database that lacks migrations) and answers the state. */
  check(): Promise<DatabaseState>;
  /** A request failed on the database: check again soon, in the background. */
  suspect(): void;
};

export function databaseReadiness(database: Database, log: FastifyBaseLogger): Readiness {
  let running: Promise<DatabaseState> | null = null;

  async function run(): Promise<DatabaseState> {
    let pending: string[];
    try {
      pending = await pendingMigrations(database);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) log.error({ err }, 'database check failed');
      return 'unreachable';
    }
    if (pending.length === 0) return 'ok';
    log.error({ pending }, 'database lacks migrations (emptied or recreated?); migrating it now');
    try {
      await migrate(database);
      log.warn('database migrated again; serving');
      return 'ok';
    } catch (err) {
      log.error({ err }, 'migrating the database failed; answering 503 until it succeeds');
      return isDatabaseUnavailable(err) ? 'unreachable' : 'unmigrated';
    }
  }

  const check = () => {
    // One check at a time: callers arriving meanwhile share its answer.
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    check,
    suspect() {
      void check();
    },
  };
}
