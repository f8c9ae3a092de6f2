// Automatic preparation against a real PostgreSQL: what gets prepared, the bounds, and recovery when
// the server's prepared statements are not what the driver thinks.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../testing/test-database.ts';
import { preparingPool } from './prepared-statements.ts';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = testDriver() === 'postgres' && url !== undefined;

describe.skipIf(!onPostgres)('preparing frequent statements on each connection', () => {
  const table = `prepared_test_${crypto.randomBytes(4).toString('hex')}`;
  let pool: pg.Pool;
  let preparing: ReturnType<typeof preparingPool>;

  /** The statements prepared on the pool's one connection, as the server lists them. */
  async function preparedOnServer(): Promise<string[]> {
    const client = await preparing.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        // No parameters: this look-up is never prepared itself.
        "select name from pg_prepared_statements where name like 'mdx\\_%' order by name",
        [],
      );
      return rows.map((r) => r.name);
    } finally {
      client.release();
    }
  }

  async function run<R>(sql: string, params: unknown[] = []): Promise<R[]> {
    const client = await preparing.connect();
    try {
      return (await client.query<R>(sql, params)).rows;
    } finally {
      client.release();
    }
  }

  beforeAll(async () => {
    // One connection, so every statement lands on the same server session.
    pool = new pg.Pool({ connectionString: url, max: 1 });
    preparing = preparingPool(pool, { threshold: 3, perConnection: 3, maxTracked: 100 });
    await pool.query(`create table ${table} (id int primary key, name text)`);
    await pool.query(`insert into ${table} values (1, 'one'), (2, 'two')`);
  });

  afterAll(async () => {
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
  });

  it('prepares a statement once it has been sent as often as the threshold, and answers the same', async () => {
    const sql = `select name from ${table} where id = $1`;
    expect(await run(sql, [1])).toEqual([{ name: 'one' }]);
    expect(await run(sql, [2])).toEqual([{ name: 'two' }]);
    expect((await preparedOnServer()).length).toBe(0);
    expect(await run(sql, [1])).toEqual([{ name: 'one' }]);
    const prepared = await preparedOnServer();
    expect(prepared.length).toBe(1);
    expect(await run(sql, [2])).toEqual([{ name: 'two' }]);
    expect(await preparedOnServer()).toEqual(prepared);
  });

  it('never prepares a statement without parameters (it may hold several statements)', async () => {
    const before = await preparedOnServer();
    for (let i = 0; i < 5; i++) await run(`select count(*)::int as n from ${table}`);
    expect(await preparedOnServer()).toEqual(before);
  });

  it('prepares at most perConnection statements on a connection, and sends the rest unnamed', async () => {
    for (const column of ['id', 'name', 'id, name', 'name, id']) {
      for (let i = 0; i < 3; i++) await run(`select ${column} from ${table} where id = $1`, [1]);
    }
    expect((await preparedOnServer()).length).toBe(3);
    expect(await run(`select name, id from ${table} where id = $1`, [2])).toEqual([
      { name: 'two', id: 2 },
    ]);
  });

  it('answers when the server forgot the statements (a pooler ran DISCARD ALL), and drops that connection', async () => {
    const sql = `select name from ${table} where id = $1`;
    const client = await preparing.connect();
    await client.query('deallocate all', []);
    expect((await client.query<{ name: string }>(sql, [2])).rows).toEqual([{ name: 'two' }]);
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid', []))
      .rows[0]?.pid;
    client.release();
    // The pool opened a new connection: the old one's named statements are gone with it.
    const next = await run<{ pid: number }>('select pg_backend_pid() as pid');
    expect(next[0]?.pid).not.toBe(backend);
    expect(await run(sql, [1])).toEqual([{ name: 'one' }]);
  });

  it('answers when a table changed under a kept plan ("cached plan must not change result type")', async () => {
    const sql = `select * from ${table} where id = $1`;
    for (let i = 0; i < 3; i++) await run(sql, [1]);
    await pool.query(`alter table ${table} add column note text`);
    expect(await run(sql, [1])).toEqual([{ id: 1, name: 'one', note: null }]);
  });

  it('inside a transaction, the error reaches the caller (the transaction cannot go on)', async () => {
    const sql = `select name from ${table} where id = $1`;
    for (let i = 0; i < 3; i++) await run(sql, [1]);
    const client = await preparing.connect();
    try {
      await client.query('begin', []);
      await client.query('deallocate all', []);
      await expect(client.query(sql, [1])).rejects.toMatchObject({ code: '26000' });
      await client.query('rollback', []);
    } finally {
      client.release();
    }
    expect(await run(sql, [2])).toEqual([{ name: 'two' }]);
  });
});
