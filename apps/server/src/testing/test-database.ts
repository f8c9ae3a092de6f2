// A fresh, migrated database for one test file: in-memory PGlite, or a throw-away PostgreSQL database.
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

export type TestDatabase = Database & { name: string };

export function testDriver(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver() === 'pglite') {
    const database = await openDatabase({ driver: 'pglite' });
    await migrate(database);
    return { ...database, name: 'memory' };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres test driver');
  const name = `menudex_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), max: 30 });
  await migrate(database);
  return {
    ...database,
    name,
    close: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
