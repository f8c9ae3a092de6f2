import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from '../testing/test-database.ts';
import { registerErrorHandler, UNSTORABLE_TEXT_MESSAGE } from './errors.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  // Straight to the database, past every schema: what a text field the contract missed would do.
  app.get('/nul-in-text', async () => {
    await database.db
      .insertInto('users')
      .values({ name: 'a\u0000b', email: 'nul@example.com', role: 'user' })
      .execute();
    return { stored: true };
  });
  app.get('/nul-in-json', async () => {
    await sql`select ${'{"a":"\\u0000"}'}::jsonb -> 'a' ->> 0`.execute(database.db);
    return { stored: true };
  });
  app.get('/division-by-zero', async () => {
    await sql`select 1 / ${0}::int`.execute(database.db);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe(`database errors as answers (${testDriver()})`, () => {
  it('answers 400 {message} when PostgreSQL refuses a NUL in text (22021), storing nothing', async () => {
    const res = await app.inject({ url: '/nul-in-text' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    const users = await database.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
  });

  it('answers 400 {message} when PostgreSQL refuses \\u0000 in JSON (22P05)', async () => {
    const res = await app.inject({ url: '/nul-in-json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
  });

  it('still answers other database failures as a 500 that reveals nothing', async () => {
    const res = await app.inject({ url: '/division-by-zero' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error' });
  });
});
