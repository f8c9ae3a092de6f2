// Applies the plain-SQL migrations in order, each in its own transaction, once per database.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: serialises migrations across processes sharing one PostgreSQL.
const LOCK_KEY = 72_410_537;

async function migrationFiles(): Promise<string[]> {
  return (await fs.readdir(migrationsDir)).filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f)).sort();
}

/**
 * The migrations this database still lacks (all of them for an empty database). Throws when the
 * database cannot be reached.
 */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const files = await migrationFiles();
  const table = await sql<{
    name: string | null;
  }>`select to_regclass('schema_migrations')::text as name`.execute(database.db);
  if (!table.rows[0]?.name) return files;
  const done = new Set(
    (await sql<{ name: string }>`select name from schema_migrations`.execute(database.db)).rows.map(
      (r) => r.name,
    ),
  );
  return files.filter((f) => !done.has(f));
}

export async function migrate(database: Database): Promise<string[]> {
  const files = await migrationFiles();
  const applied: string[] = [];
  await database.db.connection().execute(async (conn) => {
    if (database.driver === 'postgres')
      await sql`select pg_advisory_lock(${LOCK_KEY})`.execute(conn);
    try {
      await sql`create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`.execute(conn);
      const done = new Set(
        (await sql<{ name: string }>`select name from schema_migrations`.execute(conn)).rows.map(
          (r) => r.name,
        ),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const text = await fs.readFile(path.join(migrationsDir, file), 'utf8');
        await sql.raw('begin').execute(conn);
        try {
          await sql.raw(text).execute(conn);
          await sql`insert into schema_migrations (name) values (${file})`.execute(conn);
          await sql.raw('commit').execute(conn);
        } catch (err) {
          await sql.raw('rollback').execute(conn);
          throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
        }
        applied.push(file);
      }
    } finally {
      if (database.driver === 'postgres')
        await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
    }
  });
  return applied;
}
