// Opens the database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR.
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './database.ts';

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        driver: 'postgres',
        url: config.databaseUrl,
        max: config.databasePoolMax,
        prepare: config.databasePreparedStatements,
      })
    : openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
