import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, factories } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let businessId: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  businessId = (await f.business({ name: 'Phở Hòa Bình' })).id;
  token = (await f.user()).token;
});
afterAll(() => t.close());

describe('HTTP caching of API answers', () => {
  it('lets caches keep public catalogue answers briefly, apart from signed-in ones', async () => {
    for (const url of [
      '/api/businesses/pages/1',
      `/api/businesses/${businessId}`,
      '/api/items/pages/1',
      '/api/search/businesses?input=pho',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(
        'public, max-age=5, stale-while-revalidate=30',
      );
      expect(res.headers.vary, url).toContain('Authorization');
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
    }
  });

  it('marks answers to a signed-in caller private', async () => {
    for (const url of [`/api/businesses/${businessId}`, '/api/user/profile']) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.headers.vary, url).toContain('Authorization');
    }
  });

  it('answers 304 without a body when the ETag still matches, and 200 once the data changed', async () => {
    const url = `/api/businesses/${businessId}`;
    const first = await t.app.inject({ url });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await t.database.db
      .updateTable('businesses')
      .set({ name: 'Phở Hòa Bình 2' })
      .where('id', '=', businessId)
      .execute();
    const changed = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().business.name).toBe('Phở Hòa Bình 2');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('gives every answer the ETag of its own body, kept answers on each hit too', async () => {
    const cached = await createTestApp({ publicCacheMs: 60_000 });
    try {
      const f = factories(cached);
      const urls = [
        `/api/businesses/${(await f.business({ name: 'Bún Bò' })).id}`,
        `/api/businesses/${(await f.business({ name: 'Cơm Tấm' })).id}`,
        '/api/businesses/pages/1',
      ];
      const etags = new Set<string>();
      for (const round of ['miss', 'hit', 'hit']) {
        for (const url of urls) {
          const res = await cached.app.inject({ url });
          expect(res.headers['x-cache'], url).toBe(round);
          const sha1 = crypto.createHash('sha1').update(res.rawPayload).digest('base64url');
          expect(res.headers.etag, url).toBe(`W/"${sha1}"`);
          etags.add(res.headers.etag as string);
        }
      }
      expect(etags.size).toBe(urls.length);
    } finally {
      await cached.close();
    }
  });

  it('never lets a cache keep the health check, errors or writes', async () => {
    const health = await t.app.inject({ url: '/api/healthz' });
    expect(health.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ url: '/api/items/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    const vote = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@menudex.app', password: 'wrong-password' },
    });
    expect(vote.headers['cache-control']).toBeUndefined();
    expect(vote.headers.etag).toBeUndefined();
  });
});
