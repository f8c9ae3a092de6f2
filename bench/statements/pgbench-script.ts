// How a request's captured statements become a pgbench script: each `$n` a pgbench variable (bound,
// as the server binds its parameters) or a quoted literal (inline).
import pgUtils from 'pg/lib/utils.js';

/** One statement as the server sent it: its SQL and each parameter as the text the driver sends. */
export type Statement = { sql: string; parameters: Array<string | null> };

export type ParameterMode = 'bound' | 'inline';

/** The text node-postgres sends for a parameter (null stays null). */
export function parameterText(value: unknown): string | null {
  const text = pgUtils.prepareValue(value);
  if (Buffer.isBuffer(text)) throw new Error('A binary parameter: not supported by this benchmark');
  return text;
}

/** A string literal of standard SQL (standard_conforming_strings, PostgreSQL's default since 9.1). */
export const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** pgbench reads `:name` in a statement as a variable (`::type` is a cast, left alone). */
const PGBENCH_VARIABLE = /(^|[^:]):[A-Za-z_]/;

/**
 * One pgbench script for one request: its statements in order, each ended by `;`. A null parameter
 * is written as NULL (a pgbench variable cannot be null); the others become variables named
 * `<prefix>_<statement>_<n>` (their values returned for `-D`) or literals. A statement that pgbench
 * would misread (a `:name` of its own) is refused rather than measured wrong.
 */
export function pgbenchScript(
  mode: ParameterMode,
  prefix: string,
  url: string,
  statements: Statement[],
): { text: string; variables: Array<[string, string]> } {
  const variables: Array<[string, string]> = [];
  const lines = [`-- GET ${url}`];
  statements.forEach((statement, s) => {
    const sql = statement.sql.trim().replace(/;\s*$/, '');
    if (PGBENCH_VARIABLE.test(sql)) {
      throw new Error(`A statement of ${url} holds ':name', which pgbench reads as a variable`);
    }
    const text = sql.replace(/\$(\d+)\b/g, (_, n: string) => {
      const value = statement.parameters[Number(n) - 1];
      if (value === undefined) throw new Error(`$${n} has no parameter in ${url}`);
      if (value === null) return 'NULL';
      if (mode === 'inline') {
        if (PGBENCH_VARIABLE.test(value)) {
          throw new Error(`A parameter of ${url} holds ':name': use bound parameters`);
        }
        return quoteLiteral(value);
      }
      const name = `${prefix}_${s}_${n}`;
      variables.push([name, value]);
      return `:${name}`;
    });
    lines.push(`${text};`);
  });
  return { text: `${lines.join('\n')}\n`, variables };
}

export type PgbenchSummary = {
  tps: number;
  latencyMs: number;
  transactions: number;
  failed: number;
};

/** The figures of pgbench's report (PostgreSQL 15's wording); null when it has none. */
export function parsePgbench(output: string): PgbenchSummary | null {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
  if (tps === undefined) return null;
  return {
    tps: Number(tps),
    latencyMs: Number(/latency average = ([\d.]+) ms/.exec(output)?.[1] ?? Number.NaN),
    transactions: Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1] ?? 0),
    failed: Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0),
  };
}
