import { describe, expect, it } from 'vitest';
import { parameterText, parsePgbench, pgbenchScript } from './pgbench-script.ts';

const statement = {
  sql: 'select * from items where name = $1 and likes > $2 and tags && $3::text[] and x = $10 and y is $4',
  parameters: ["it's", '5', '{"a","b"}', null, '', '', '', '', '', 'ten'],
};

describe('pgbenchScript', () => {
  it('binds each $n as a pgbench variable, sent as the server sends it, nulls written as NULL', () => {
    const made = pgbenchScript('bound', 'r0', '/api/items', [
      statement,
      { sql: 'select 1', parameters: [] },
    ]);
    expect(made.text).toBe(
      '-- GET /api/items\n' +
        'select * from items where name = :r0_0_1 and likes > :r0_0_2 and tags && :r0_0_3::text[] and x = :r0_0_10 and y is NULL;\n' +
        'select 1;\n',
    );
    expect(made.variables).toEqual([
      ['r0_0_1', "it's"],
      ['r0_0_2', '5'],
      ['r0_0_3', '{"a","b"}'],
      ['r0_0_10', 'ten'],
    ]);
  });

  it('writes the parameters as quoted literals when inline', () => {
    const made = pgbenchScript('inline', 'r0', '/api/items', [statement]);
    expect(made.text).toContain(
      "name = 'it''s' and likes > '5' and tags && '{\"a\",\"b\"}'::text[] and x = 'ten' and y is NULL;",
    );
    expect(made.variables).toEqual([]);
  });

  it('refuses a statement or literal pgbench would read as holding a variable', () => {
    expect(() =>
      pgbenchScript('bound', 'r0', '/x', [
        { sql: "select to_char(now(), 'HH24:MI')", parameters: [] },
      ]),
    ).toThrow(/:name/);
    expect(() =>
      pgbenchScript('inline', 'r0', '/x', [{ sql: 'select $1', parameters: ['a:b'] }]),
    ).toThrow(/:name/);
  });
});

describe('parameterText', () => {
  it('gives the text node-postgres sends', () => {
    expect(parameterText(['pho', 'bun "bo"'])).toBe('{"pho","bun \\"bo\\""}');
    expect(parameterText(12)).toBe('12');
    expect(parameterText(null)).toBeNull();
    expect(parameterText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('parsePgbench', () => {
  it("reads PostgreSQL 15's report", () => {
    const output = [
      'number of transactions actually processed: 12345',
      'number of failed transactions: 0 (0.000%)',
      'latency average = 3.241 ms',
      'initial connection time = 5.862 ms',
      'tps = 1234.567890 (without initial connection time)',
    ].join('\n');
    expect(parsePgbench(output)).toEqual({
      tps: 1234.56789,
      latencyMs: 3.241,
      transactions: 12345,
      failed: 0,
    });
    expect(parsePgbench('pgbench: error: connection failed')).toBeNull();
  });
});
