// Builds the app on a fresh test database, the way every API test starts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { fixedClock } from '../lib/clock.ts';
import type { MediaStorage } from '../lib/media-storage.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}, dataDir?: string): Config {
  const base = loadConfig({
    DEMO: 'false',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: dataDir ?? path.join(os.tmpdir(), 'menudex-test'),
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(os.tmpdir(), 'menudex-no-web'),
  });
  // The public-answer cache is off unless a test turns it on: tests write rows directly and read
  // them back at once, under a clock that does not move.
  // Load shedding is off too: creating a PGlite database blocks the event loop for seconds, which
  // would shed the first requests of every test file (hardening/overload.test.ts turns it on).
  return { ...base, publicCacheMs: 0, maxEventLoopDelayMs: 0, ...overrides };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { now?: string; storage?: MediaStorage; cacheBytes?: AppDeps['cacheBytes'] } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-test-'));
  const config = testConfig(overrides, dataDir);
  const database = await createTestDatabase();
  const clock = fixedClock(options.now ?? '2026-01-15T12:00:00Z');
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    jobPollingIntervalSeconds: 0.5,
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.cacheBytes ? { cacheBytes: options.cacheBytes } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
