import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testConfig } from '../testing/test-app.ts';
import type { FastifyInstance } from 'fastify';

let database: TestDatabase;
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    config: testConfig(),
    database,
    loggerInstance: pino({ level: 'info' }, sink),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const logged = (id: string) => lines.filter((l) => l.reqId === id);

describe('x-request-id', () => {
  it("keeps the proxy's request id, answers it and logs it with the request", async () => {
    const res = await app.inject({
      url: '/api/healthz',
      headers: { 'x-request-id': 'nginx-4f2a9c' },
    });
    expect(res.headers['x-request-id']).toBe('nginx-4f2a9c');
    expect(logged('nginx-4f2a9c').map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('makes a new id when none is sent, and a different one for each request', async () => {
    const a = await app.inject({ url: '/api/healthz' });
    const b = await app.inject({ url: '/api/healthz' });
    const idA = a.headers['x-request-id'] as string;
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(idA);
    expect(logged(idA)).toHaveLength(2);
  });

  it('replaces an id that could forge a log line or a header', async () => {
    for (const bad of ['x'.repeat(200), 'id with spaces', 'a"b', '']) {
      const res = await app.inject({ url: '/api/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('carries the id on errors too, so a failing request can be found in the log', async () => {
    const res = await app.inject({
      url: '/api/items/not-a-uuid',
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['x-request-id']).toBe('trace-404');
  });
});
