// Shared set-up for the hardening tests that run the real server in child processes: a throw-away
// database the children can open, test records built straight in it, and a bounded-concurrency runner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '../lib/clock.ts';
import { factories } from '../testing/factories.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testConfig, type TestApp } from '../testing/test-app.ts';

export const PROCESS_JWT_SECRET = 'hardening-secret-hardening-secret-012345';

/** A fresh PostgreSQL database (TEST_DATABASE_URL's server) and the URL a child process opens it by. */
export async function postgresForProcesses(): Promise<{ database: TestDatabase; url: string }> {
  const database = await createTestDatabase();
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database.name}`;
  return { database, url: url.toString() };
}

/** factories() over a database opened outside createTestApp; tokens are valid for PROCESS_JWT_SECRET. */
export function processFactories(database: TestDatabase) {
  const config = testConfig({ jwtSecret: PROCESS_JWT_SECRET });
  const clock = fixedClock(new Date());
  return factories({ database, config, clock } as unknown as TestApp);
}

/** The environment for spawnServer: no demo data, a known secret, a private data folder. */
export function serverEnv(extra: Record<string, string> = {}): Record<string, string> {
  const dataDir = extra.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-hardening-'));
  return {
    JWT_SECRET: PROCESS_JWT_SECRET,
    DEMO: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...extra,
  };
}

/** Runs the tasks with at most `limit` in flight; answers their results in order. */
export async function runBounded<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
