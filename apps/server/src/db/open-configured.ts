// Opens the database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR.
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './database.ts';

/** `serving`: the API's own database, whose statements have DATABASE_QUERY_TIMEOUT_MS. */
export function openConfiguredDatabase(
  config: Config,
  options: { serving?: boolean } = {},
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        driver: 'postgres',
        url: config.databaseUrl,
        max: config.databasePoolMax,
        prepare: config.databasePreparedStatements,
        ...(options.serving ? { queryTimeoutMs: config.databaseQueryTimeoutMs } : {}),
      })
    : openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
