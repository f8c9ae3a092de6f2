// The job runner on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a queued job
// runs once, a job sent in a rolled-back transaction never runs, and stop waits for a running job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createJobs, type Jobs } from './jobs.ts';

let database: TestDatabase;
let jobs: Jobs;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createJobs(database.db as unknown as Kysely<never>, { pollingIntervalSeconds: 0.5 });
  jobs.define<{ n: number }>('test-once', async (data) => {
    once.push(data);
  });
  jobs.define<{ tag: string }>('test-tx', async (data) => {
    tagged.push(data.tag);
  });
});
const once: Array<{ n: number }> = [];
const tagged: string[] = [];

afterAll(async () => {
  await jobs.stop();
  await database.close();
});

function waitFor(check: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 15_000;
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() > deadline) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(tick, 20);
    };
    tick();
  });
}

describe('jobs', () => {
  it('runs a queued job once, with its data', async () => {
    await jobs.send('test-once', { n: 7 });
    await waitFor(() => once.length === 1, 'the job');
    expect(once).toEqual([{ n: 7 }]);
  });

  it('refuses a job for a queue nobody handles', async () => {
    await expect(jobs.send('nobody', {})).rejects.toThrow(/no handler/);
  });

  it('never runs a job sent in a transaction that rolled back', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await jobs.send('test-tx', { tag: 'rolled-back' }, { db: trx as unknown as Kysely<never> });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction().execute(async (trx) => {
      await jobs.send('test-tx', { tag: 'committed' }, { db: trx as unknown as Kysely<never> });
    });
    await waitFor(() => tagged.includes('committed'), 'the committed job');
    expect(tagged).toEqual(['committed']);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'several processes starting at once',
  () => {
    it('start on a new database without a deadlock, each working every queue', async () => {
      const fresh = await createTestDatabase();
      const runners = Array.from({ length: 4 }, () => {
        const runner = createJobs(fresh.db as unknown as Kysely<never>, {
          pollingIntervalSeconds: 0.5,
          sharedDatabase: true,
        });
        for (const queue of ['a', 'b', 'c']) runner.define(queue, async () => {});
        runner.schedule('c', '17 * * * *');
        return runner;
      });
      try {
        await Promise.all(runners.map((r) => r.run()));
      } finally {
        await Promise.all(runners.map((r) => r.stop()));
        await fresh.close();
      }
    });
  },
);
