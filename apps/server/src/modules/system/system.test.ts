import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ contactEmail: 'team@example.com' });
  });
  afterAll(() => t.close());

  it('reports health with the database driver in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      db: t.database.driver,
      database: 'ok',
      overloaded: false,
    });
  });

  it('reports readiness: the database is reachable and migrated, the process not overloaded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, database: 'ok', overloaded: false });
  });

  it('tells the browser the contact e-mail and that optional providers are off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contactEmail: 'team@example.com',
      publicUrl: null,
      auth: { google: { enabled: false }, facebook: { enabled: false }, email: { enabled: true } },
      ai: { enabled: false },
    });
  });

  it("tells the browser the site's public address when PUBLIC_URL is set", async () => {
    const other = await createTestApp({ publicUrl: 'https://menudex.example' });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ publicUrl: 'https://menudex.example' });
    } finally {
      await other.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });

  it('answers malformed JSON with a 400 message, not a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/healthz',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
