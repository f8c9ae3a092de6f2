// Two API processes on one PostgreSQL run the stale-listing reminder at the same time: each owner of
// a stale listing gets exactly one mail. Both processes keep the same pg-boss schedules (one row a
// queue), which pg-boss's clock turns into one job per due time for the whole cluster.
// PostgreSQL only: the embedded PGlite is one process by design.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_SWEEP_QUEUE } from '../lib/orphan-sweep.ts';
import { REMINDER_QUEUE } from '../modules/freshness/freshness.service.ts';
import { bearer } from '../testing/factories.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';
import { testDriver, type TestDatabase } from '../testing/test-database.ts';
import { postgresForProcesses, processFactories, serverEnv } from './process-fixtures.ts';

const onPostgres = testDriver() === 'postgres';
if (!onPostgres) {
  console.log(
    'freshness-reminders.test.ts skipped: it needs TEST_DB_DRIVER=postgres (PGlite is one process)',
  );
}

const OWNERS = 12;
const PASSES_PER_PROCESS = 4;

describe.skipIf(!onPostgres)('the reminder job on two API processes', () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let servers: SpawnedServer[] = [];
  let adminToken = '';
  const owners: Array<{ id: string; email: string }> = [];

  beforeAll(async () => {
    const pg = await postgresForProcesses();
    database = pg.database;
    const f = processFactories(database);
    adminToken = (await f.user({ role: 'admin' })).token;
    for (let i = 0; i < OWNERS; i++) {
      const owner = await f.user();
      owners.push(owner);
      // Two stale listings each: never confirmed, and confirmed a year ago.
      await f.business({ ownerId: owner.id });
      const old = await f.business({ ownerId: owner.id });
      await database.db
        .updateTable('businesses')
        .set({ verified_at: new Date(Date.now() - 365 * 24 * 3600_000) })
        .where('id', '=', old.id)
        .execute();
    }
    await database.db.updateTable('users').set({ email_verified_at: new Date() }).execute();
    smtp = await startSmtpSink();
    servers = await Promise.all(
      [0, 1].map(() =>
        spawnServer({
          env: serverEnv({
            DATABASE_URL: pg.url,
            SMTP_URL: smtp.url,
            PUBLIC_URL: 'https://menudex.test',
            STALE_AFTER_DAYS: '180',
          }),
        }),
      ),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp?.close();
    await database?.close();
  });

  it('keeps one schedule a queue however many processes start', async () => {
    const { rows } = await sql<{ name: string; cron: string }>`
      select name, cron from pgboss.schedule order by name`.execute(database.db);
    expect(rows).toEqual([
      { name: REMINDER_QUEUE, cron: '0 9 * * *' },
      { name: ORPHAN_SWEEP_QUEUE, cron: '17 * * * *' },
    ]);
  });

  it('mails each stale owner exactly once when both processes run the pass at once', async () => {
    const passes = servers.flatMap((server) =>
      Array.from({ length: PASSES_PER_PROCESS }, () =>
        fetch(`${server.url}/api/freshness/reminders/run`, {
          method: 'POST',
          headers: bearer(adminToken),
        }),
      ),
    );
    const answers = await Promise.all(passes);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const outcomes = (await Promise.all(answers.map((a) => a.json()))) as Array<{
      mailed: number;
      reminders: number;
    }>;
    expect(outcomes.reduce((n, o) => n + o.mailed, 0)).toBe(OWNERS);
    expect(outcomes.reduce((n, o) => n + o.reminders, 0)).toBe(2 * OWNERS);
    // Both processes did some of the work or none, but no owner heard twice.
    for (const owner of owners) {
      await smtp.next(owner.email);
      expect(smtp.to(owner.email)).toHaveLength(1);
    }
    expect(smtp.mails).toHaveLength(OWNERS);
  });
});
