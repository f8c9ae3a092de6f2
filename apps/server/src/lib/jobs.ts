// Background work that outlives a request (imports, reading menus): pg-boss over the app's own
// database, so the same queue works on PostgreSQL (shared by every process) and on PGlite (the one
// process). Why pg-boss: docs/decisions/044-job-runner.md.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';

/** A job's body; throwing fails the attempt (pg-boss retries it when the queue allows). */
export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

export type SendOptions = {
  /** Attempts after the first one (default 0: imports report their own failures). */
  retryLimit?: number;
  /** Seconds before an attempt counts as lost (a process died) and may run again. */
  expireInSeconds?: number;
};

export interface Jobs {
  /**
   * Names the handler of a queue (no database work). The handlers run once `run` was called: by the
   * server at start-up, or by the first `send` of this process (so tests and the CLI need no start).
   */
  define<T extends object>(queue: string, handler: JobHandler<T>): void;
  /**
   * Runs the queue's job on a cron schedule (UTC, e.g. '0 9 * * *'), once per schedule for the whole
   * cluster however many processes run: pg-boss keeps the schedule in the database and its clock
   * sends each due job once. Call before `run`, with the queue's handler defined.
   */
  schedule(queue: string, cron: string, data?: object): void;
  /** Queues a job; with `db`, the job is written in that transaction (it exists only if it commits). */
  send<T extends object>(
    queue: string,
    data: T,
    options?: SendOptions & { db?: Kysely<never> },
  ): Promise<string>;
  /** Starts pg-boss (its tables are made on first use) and the workers of every defined queue. */
  run(): Promise<void>;
  /** Stops taking jobs and waits (at most `graceMs`) for the ones running here. */
  stop(graceMs?: number): Promise<void>;
}

/** pg-boss's database interface over a Kysely instance: PGlite's mutex and pg's pool both apply. */
function bossDb(db: Kysely<never>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows };
    },
  };
}

export type JobsOptions = {
  /**
   * Several processes share the database (PostgreSQL): their start-ups (pg-boss's tables, queues and
   * schedules) take turns under an advisory lock. Not on PGlite: one process, one connection, which
   * a held lock would keep from pg-boss itself.
   */
  sharedDatabase?: boolean;
  /** How often an idle worker asks for a job, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Where a failed job's error goes (the job itself records its outcome). */
  onError?: (err: unknown) => void;
};

/** Any number fixed for the app: the key of the advisory lock start-ups take turns under. */
const START_LOCK_KEY = 4_402_036;

/** Runs `step` while holding a session advisory lock on a connection of its own (PostgreSQL). */
async function inTurn(db: Kysely<never>, step: () => Promise<void>): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${START_LOCK_KEY})`.execute(conn);
    try {
      await step();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK_KEY})`.execute(conn);
    }
  });
}

export function createJobs(db: Kysely<never>, options: JobsOptions = {}): Jobs {
  const boss = new PgBoss({ db: bossDb(db), schema: 'pgboss' });
  boss.on('error', (err) => options.onError?.(err));
  const handlers = new Map<string, JobHandler<object>>();
  const schedules = new Map<string, { cron: string; data: object }>();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  let running: Promise<void> | null = null;

  async function startAll(): Promise<void> {
    await boss.start();
    for (const [queue, handler] of handlers) {
      await boss.createQueue(queue);
      await boss.work<object>(queue, { pollingIntervalSeconds, batchSize: 1 }, async (batch) => {
        for (const job of batch) await handler(job.data, { id: job.id });
      });
    }
    for (const [queue, { cron, data }] of schedules) await boss.schedule(queue, cron, data);
  }

  return {
    define(queue, handler) {
      if (running) throw new Error(`queue ${queue} was defined after the jobs started`);
      handlers.set(queue, handler as JobHandler<object>);
    },

    schedule(queue, cron, data = {}) {
      if (running) throw new Error(`queue ${queue} was scheduled after the jobs started`);
      if (!handlers.has(queue)) throw new Error(`no handler is defined for the ${queue} queue`);
      schedules.set(queue, { cron, data });
    },

    run() {
      running ??= options.sharedDatabase ? inTurn(db, startAll) : startAll();
      return running;
    },

    async send(queue, data, sendOptions = {}) {
      if (!handlers.has(queue)) throw new Error(`no handler is defined for the ${queue} queue`);
      await this.run();
      const id = await boss.send(queue, data, {
        retryLimit: sendOptions.retryLimit ?? 0,
        expireInSeconds: sendOptions.expireInSeconds ?? 15 * 60,
        ...(sendOptions.db ? { db: bossDb(sendOptions.db) } : {}),
      });
      if (!id) throw new Error(`the job runner did not queue a ${queue} job`);
      return id;
    },

    async stop(graceMs = 10_000) {
      if (!running) return;
      await running.catch(() => undefined);
      await boss.stop({ graceful: true, close: false, wait: true, timeout: graceMs });
    },
  };
}
