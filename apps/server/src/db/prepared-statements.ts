// Automatic preparation of the statements the API sends again and again, as pgJDBC's
// `prepareThreshold` and Npgsql's auto-prepare do: once a statement's text has been sent
// `threshold` times, each connection sends it as a named prepared statement. PostgreSQL then parses
// it once per connection and, after five runs, may keep a generic plan instead of planning it on
// every request. On the benchmark set, parse and plan (bind) were 0.8 of the 1.1 ms a popular items
// page cost PostgreSQL (docs/decisions/028-prepared-statements.md).
//
// Bounded: at most `perConnection` statements are prepared on a connection (the first ones that
// reach the threshold; the rest go unnamed, as before), and the usage counts forget everything once
// they hold `maxTracked` texts. Only statements with parameters are prepared: a parameterless text may
// hold several statements, which the extended protocol refuses. A connection whose server forgot its
// statements (a pooler's DISCARD ALL) or whose tables changed under a kept plan is closed instead of
// being reused, and the statement is sent again unnamed when no transaction is open on it.
import crypto from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

export type PreparingOptions = {
  /** Uses of a text (across the pool) before connections prepare it. */
  threshold: number;
  /** The most statements one connection prepares. */
  perConnection: number;
  /** The most texts whose uses are counted; past that the counts start again. */
  maxTracked: number;
};

export const PREPARING_DEFAULTS: PreparingOptions = {
  threshold: 3,
  perConnection: 100,
  maxTracked: 2_000,
};

/** What PostgreSQL answers when a named statement cannot be run as it was prepared. */
const FORGOTTEN_STATEMENT = '26000'; // invalid_sql_statement_name: "prepared statement … does not exist"
const CACHED_PLAN_CHANGED = '0A000'; // feature_not_supported: "cached plan must not change result type"

type Usage = { uses: number; name: string };
type ConnectionState = { prepared: Set<string>; inTransaction: boolean; broken: boolean };

const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\s*;?\s*$/i;

function statementName(text: string): string {
  return `mdx_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/** node-postgres's own error when `query_timeout` passes without an answer. */
export function isQueryTimeout(err: unknown): boolean {
  return err instanceof Error && err.message === 'Query read timeout';
}

function isPlanError(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (e?.code === FORGOTTEN_STATEMENT) return true;
  return (
    e?.code === CACHED_PLAN_CHANGED &&
    typeof e.message === 'string' &&
    /cached plan/i.test(e.message)
  );
}

/**
 * A pool for Kysely's PostgresDialect that prepares frequent statements; everything else (cursors,
 * parameterless and rare statements) passes through unchanged.
 */
export function preparingPool(
  pool: pg.Pool,
  options: PreparingOptions = PREPARING_DEFAULTS,
  limits: { queryTimeoutMs?: number } = {},
): PostgresPool & { preparedOn(client: pg.PoolClient): number } {
  // A server that stops answering (frozen, or gone without closing the connection) would hold the
  // request for ever: the query fails after this time instead (a 503, lib/outages.ts).
  const timeout = limits.queryTimeoutMs ? { query_timeout: limits.queryTimeoutMs } : {};
  const usage = new Map<string, Usage>();
  const states = new WeakMap<pg.PoolClient, ConnectionState>();

  const stateOf = (client: pg.PoolClient): ConnectionState => {
    let state = states.get(client);
    if (!state) {
      state = { prepared: new Set(), inTransaction: false, broken: false };
      states.set(client, state);
    }
    return state;
  };

  /** The name to prepare `text` under on this connection, or null to send it unnamed. */
  const nameFor = (text: string, state: ConnectionState): string | null => {
    let entry = usage.get(text);
    if (!entry) {
      if (usage.size >= options.maxTracked) usage.clear();
      entry = { uses: 0, name: '' };
      usage.set(text, entry);
    }
    entry.uses += 1;
    if (entry.uses < options.threshold) return null;
    if (!entry.name) entry.name = statementName(text);
    if (state.prepared.has(entry.name)) return entry.name;
    if (state.prepared.size >= options.perConnection) return null;
    state.prepared.add(entry.name);
    return entry.name;
  };

  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const state = stateOf(client);
    const run = async (text: string, values: readonly unknown[]) => {
      if (TRANSACTION_START.test(text)) state.inTransaction = true;
      else if (TRANSACTION_END.test(text)) state.inTransaction = false;
      const name =
        values.length > 0 && !state.broken && PREPARABLE.test(text) ? nameFor(text, state) : null;
      try {
        return await client.query({
          ...(name === null ? {} : { name }),
          text,
          values: values as unknown[],
          ...timeout,
        });
      } catch (err) {
        // The unanswered statement still occupies the connection: it leaves the pool when released.
        if (isQueryTimeout(err)) state.broken = true;
        if (name === null || !isPlanError(err)) throw err;
        // The connection's prepared statements are no longer what the driver thinks: it leaves the
        // pool when released, and meanwhile sends everything unnamed.
        state.broken = true;
        if (state.inTransaction) throw err;
        return client.query({ text, values: values as unknown[], ...timeout });
      }
    };
    return {
      query: ((textOrCursor: unknown, values?: readonly unknown[]) =>
        typeof textOrCursor === 'string'
          ? run(textOrCursor, values ?? [])
          : client.query(textOrCursor as pg.Submittable)) as unknown as PostgresPoolClient['query'],
      release: () => client.release(state.broken ? true : undefined),
    };
  };

  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
    preparedOn: (client) => stateOf(client).prepared.size,
  };
}
