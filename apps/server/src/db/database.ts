// Opens the database: embedded PGlite under the data folder, or PostgreSQL when a URL is given.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { lockDataDir, type HeldLock } from './data-dir-lock.ts';
import { Mutex, PGliteDialect } from './pglite-dialect.ts';
import { PREPARING_DEFAULTS, preparingPool } from './prepared-statements.ts';
import type { DB } from './schema.ts';

export type Database = {
  db: Kysely<DB>;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Calls `listener` with the SQL (and parameters) of every statement sent from now on, until the
   * returned function is called: how tests count a request's round trips, and how bench/statements
   * captures what a request sends. Costs nothing while no one listens.
   */
  watchStatements(listener: StatementListener): () => void;
  /** PostgreSQL only: the pool's connection counts, read when metrics are scraped (lib/metrics.ts). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
};

export type StatementListener = (sql: string, parameters: readonly unknown[]) => void;

/** Kysely's log hook, fanned out to whoever watches (tests counting round trips). */
function statementWatchers() {
  const listeners = new Set<StatementListener>();
  return {
    log: (event: LogEvent) => {
      if (listeners.size === 0 || event.level !== 'query') return;
      for (const listener of listeners) listener(event.query.sql, event.query.parameters);
    },
    watchStatements: (listener: StatementListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type DatabaseOptions =
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | {
      driver: 'postgres';
      url: string;
      max?: number;
      /** Prepare frequent statements on each connection (default true; db/prepared-statements.ts). */
      prepare?: boolean;
      /** A statement without an answer after this long fails (0 or unset: it waits for ever). */
      queryTimeoutMs?: number;
    };

export class DatabaseUnavailableError extends Error {}

/** The embedded database's folder is open in another live process: one owner at a time. */
export class DatabaseInUseError extends DatabaseUnavailableError {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by another Menudex process (pid ${pid}); stop it first`,
    );
  }
}

/** The same JSON from both drivers: 64-bit integers and numerics as numbers. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === 20) return (v: string) => Number(v);
      if (oid === 1700) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format) as (v: string) => unknown;
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'pglite') {
    let lock: HeldLock | null = null;
    if (options.dataDir) {
      const dataDir = path.resolve(options.dataDir);
      await fs.mkdir(path.dirname(dataDir), { recursive: true });
      const attempt = await lockDataDir(dataDir);
      if ('heldBy' in attempt) throw new DatabaseInUseError(dataDir, attempt.heldBy);
      lock = attempt.held;
    }
    let client: PGlite;
    try {
      client = await PGlite.create(options.dataDir, {
        extensions: { pg_trgm, unaccent },
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
    } catch (err) {
      lock?.release();
      throw err;
    }
    const watchers = statementWatchers();
    const db = new Kysely<DB>({
      dialect: new PGliteDialect(client, new Mutex()),
      log: watchers.log,
    });
    return {
      db,
      driver: 'pglite',
      watchStatements: watchers.watchStatements,
      close: async () => {
        try {
          await db.destroy();
        } finally {
          lock?.release();
        }
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 20,
    connectionTimeoutMillis: 5_000,
    types: pgTypes(),
  });
  // An idle client that loses its server emits 'error'; the pool drops it, and we must not crash.
  pool.on('error', () => {});
  // Every statement the API sends reads a page or a few rows: parallel workers only add the cost of
  // starting them (about 20 ms of a 28 ms search with filters on the benchmark set, more on a busy
  // machine) and take cores from other requests. Sent once per new connection, before its first
  // query (docs/decisions/026-open-now-on-the-row-and-match-tiers.md).
  pool.on('connect', (client) => {
    client.query('set max_parallel_workers_per_gather = 0').catch(() => {});
    // A connection lost while a request holds it: its query fails with the error (a 503), and the
    // client emits it too, which without a listener would end the process (the pool listens only
    // while the client is idle).
    client.on('error', () => {});
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `DATABASE_URL: cannot connect to PostgreSQL (${(err as Error).message || String(err)})`,
    );
  }
  const watchers = statementWatchers();
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({
      // Without preparing, the wrapper still applies the query time limit.
      pool: preparingPool(
        pool,
        options.prepare === false
          ? { ...PREPARING_DEFAULTS, perConnection: 0 }
          : PREPARING_DEFAULTS,
        { queryTimeoutMs: options.queryTimeoutMs ?? 0 },
      ),
    }),
    log: watchers.log,
  });
  return {
    db,
    driver: 'postgres',
    watchStatements: watchers.watchStatements,
    pool,
    close: async () => {
      await db.destroy();
    },
  };
}
