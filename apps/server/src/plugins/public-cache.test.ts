import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@menudex/contract/constants';
import { fixedClock } from '../lib/clock.ts';
import { createSessionTokens } from '../lib/session-tokens.ts';
import { renameBusinessUnseen } from '../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bearer, factories, type TestUser } from '../testing/factories.ts';
import { z } from 'zod';
import { MAX_BYTES, PUBLIC_CACHE, declaredQueryKeys, registerPublicCache } from './public-cache.ts';

// The cache is on here (1 s, under the test's fixed clock); every other API test runs with it off.
describe('the public-answer cache', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let user: TestUser;
  let businessId: string;
  let itemId: string;

  /** Renames the item behind the API's back, as another process on the same database would. */
  const renameInDatabase = (name: string) =>
    t.database.db.updateTable('items').set({ name }).where('id', '=', itemId).execute();
  const itemName = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/items/${itemId}`, headers });
    expect(res.statusCode).toBe(200);
    return { name: res.json().item.name as string, cache: res.headers['x-cache'] };
  };

  beforeAll(async () => {
    t = await createTestApp({ publicCacheMs: 1000 });
    f = factories(t);
    user = await f.user();
    const business = await f.business({ name: 'Bánh Mì Cô Ba' });
    businessId = business.id;
    const list = await f.list(business.id, 'Bánh mì');
    itemId = (await f.item(business.id, list.id, { name: 'Original' })).id;
  });
  afterAll(() => t.close());

  it('reuses an anonymous answer within the time-to-live, then reads again', async () => {
    t.clock.advance(5_000);
    expect(await itemName()).toEqual({ name: 'Original', cache: 'miss' });
    await renameInDatabase('Renamed elsewhere');
    t.clock.advance(999);
    expect(await itemName()).toEqual({ name: 'Original', cache: 'hit' });
    t.clock.advance(1);
    expect(await itemName()).toEqual({ name: 'Renamed elsewhere', cache: 'miss' });
    await renameInDatabase('Original');
    t.clock.advance(1_000);
  });

  it("keeps a business's answer past its time while the catalogue's version stands, at most a minute", async () => {
    const businessName = async () => {
      const res = await t.app.inject({ url: `/api/businesses/${businessId}` });
      expect(res.statusCode).toBe(200);
      return { name: res.json().business.name as string, cache: res.headers['x-cache'] };
    };
    const renameUnseen = (name: string) => renameBusinessUnseen(t.database, businessId, name);
    t.clock.advance(5_000);
    expect(await businessName()).toEqual({ name: 'Bánh Mì Cô Ba', cache: 'miss' });
    await renameUnseen('Unseen');
    t.clock.advance(5_000);
    expect(await businessName()).toEqual({ name: 'Bánh Mì Cô Ba', cache: 'hit' });
    t.clock.advance(60_000);
    expect(await businessName()).toEqual({ name: 'Unseen', cache: 'miss' });
    // A change made elsewhere moves the version: seen once the version is read again.
    await t.database.db
      .updateTable('businesses')
      .set({ name: 'Bánh Mì Cô Ba' })
      .where('id', '=', businessId)
      .execute();
    t.clock.advance(999);
    expect((await businessName()).name).toBe('Unseen');
    t.clock.advance(1);
    expect(await businessName()).toEqual({ name: 'Bánh Mì Cô Ba', cache: 'miss' });
    // Answers that span businesses are read again when due, version or not.
    await itemName();
    await renameInDatabase('Renamed elsewhere');
    t.clock.advance(1_000);
    expect((await itemName()).name).toBe('Renamed elsewhere');
    await renameInDatabase('Original');
    t.clock.advance(1_000);
  });

  it('keeps the security headers and the JSON content type on a cached answer', async () => {
    t.clock.advance(5_000);
    const first = await t.app.inject({ url: '/api/items/pages/1' });
    const second = await t.app.inject({ url: '/api/items/pages/1' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    for (const header of ['content-type', 'content-security-policy', 'x-frame-options']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
  });

  it("keeps a listing's Link to its next page on a cached answer", async () => {
    t.clock.advance(5_000);
    const list = await f.list(businessId, 'More');
    for (let n = 0; n < 13; n++) await f.item(businessId, list.id, { name: `Roll ${n}` });
    t.clock.advance(5_000);
    const first = await t.app.inject({ url: '/api/items/pages/1' });
    expect(first.headers.link).toMatch(
      /^<\/api\/items\/pages\/2\?after=[A-Za-z0-9_-]+>; rel="next"$/,
    );
    const second = await t.app.inject({ url: '/api/items/pages/1' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers.link).toBe(first.headers.link);
  });

  it('serves a signed-in user who may edit nothing the answer anonymous callers get', async () => {
    t.clock.advance(5_000);
    await itemName();
    await renameInDatabase('Renamed elsewhere');
    expect(await itemName(bearer(user.token))).toEqual({ name: 'Original', cache: 'hit' });
    // A bad token reads as anonymous, from the same entry.
    expect(await itemName(bearer('not-a-token'))).toEqual({ name: 'Original', cache: 'hit' });
    t.clock.advance(1_000);
    expect(await itemName(bearer(user.token))).toEqual({
      name: 'Renamed elsewhere',
      cache: 'miss',
    });
    expect(await itemName()).toEqual({ name: 'Renamed elsewhere', cache: 'hit' });
    await renameInDatabase('Original');
  });

  it('keeps owners and admins apart: their answers say they may edit', async () => {
    t.clock.advance(5_000);
    const owner = await f.user();
    await t.database.db
      .insertInto('business_owners')
      .values({ business_id: businessId, user_id: owner.id })
      .execute();
    const otherOwner = await f.user();
    await f.business({ ownerId: otherOwner.id });
    const admin = await f.user({ role: 'admin' });
    const read = async (headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ url: `/api/businesses/${businessId}`, headers });
      expect(res.statusCode).toBe(200);
      return { canEdit: res.json().business.canEdit as boolean, cache: res.headers['x-cache'] };
    };
    expect(await read()).toEqual({ canEdit: false, cache: 'miss' });
    expect(await read(bearer(owner.token))).toEqual({ canEdit: true, cache: 'miss' });
    expect(await read(bearer(owner.token))).toEqual({ canEdit: true, cache: 'hit' });
    expect(await read(bearer(otherOwner.token))).toEqual({ canEdit: false, cache: 'miss' });
    expect(await read(bearer(admin.token))).toEqual({ canEdit: true, cache: 'miss' });
    expect(await read(bearer(user.token))).toEqual({ canEdit: false, cache: 'hit' });
    expect(await read()).toEqual({ canEdit: false, cache: 'hit' });
  });

  it('never keeps a verified token past its expiry', async () => {
    t.clock.advance(5_000);
    const reader = await f.user();
    const oneSecond = await createSessionTokens(t.config.jwtSecret ?? '', '1s', t.clock).sign(
      reader.id,
    );
    const profile = () => t.app.inject({ url: '/api/user/profile', headers: bearer(oneSecond) });
    expect((await profile()).statusCode).toBe(200);
    t.clock.advance(999);
    expect((await profile()).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await profile();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(TEXTS.jwtExpired);
  });

  it('ends a session at once in the process that ended it, though its account was kept', async () => {
    t.clock.advance(5_000);
    const reader = await f.user();
    const token = bearer(reader.token);
    expect((await t.app.inject({ url: '/api/user/profile', headers: token })).statusCode).toBe(200);
    // Deleting the account is a write: this process forgets what it kept of the account.
    await t.database.db.deleteFrom('users').where('id', '=', reader.id).execute();
    const ownWrite = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/favorite/${businessId}`,
      headers: bearer(user.token),
      payload: { favorite: false },
    });
    expect(ownWrite.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/profile', headers: token })).statusCode).toBe(401);
  });

  it('drops every answer when a write through this process succeeds, before the writer hears back', async () => {
    t.clock.advance(5_000);
    const before = (await t.app.inject({ url: `/api/businesses/${businessId}` })).json();
    expect(before.business.favoriteCount).toBe(0);
    const favorite = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/favorite/${businessId}`,
      headers: bearer(user.token),
      payload: { favorite: true },
    });
    expect(favorite.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/businesses/${businessId}` });
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().business.favoriteCount).toBe(1);
  });

  it('keeps the cache when a write is refused (4xx): nothing changed', async () => {
    t.clock.advance(5_000);
    await itemName();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/items/vote/${itemId}`,
      payload: { vote: 'like' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await itemName()).cache).toBe('hit');
  });

  it('keeps neither errors nor answers to other routes', async () => {
    t.clock.advance(5_000);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: `/api/items/${missing}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-cache']).toBeUndefined();
    }
    const health = await t.app.inject({ url: '/api/healthz' });
    expect(health.headers['x-cache']).toBeUndefined();
  });

  it('keys answers by the query parameters the route declares', async () => {
    t.clock.advance(5_000);
    const pho = await t.app.inject({ url: '/api/search/items?input=banh' });
    const other = await t.app.inject({ url: '/api/search/items?input=pizza' });
    expect(pho.headers['x-cache']).toBe('miss');
    expect(other.headers['x-cache']).toBe('miss');
    expect(pho.body).not.toBe(other.body);
  });

  it('ignores query parameters the route does not declare: junk shares one entry', async () => {
    t.clock.advance(5_000);
    const first = await t.app.inject({ url: `/api/businesses/${businessId}?junk=0` });
    expect(first.headers['x-cache']).toBe('miss');
    for (let i = 1; i <= 50; i++) {
      const res = await t.app.inject({ url: `/api/businesses/${businessId}?junk=${i}&x${i}=1` });
      expect(res.headers['x-cache'], `junk ${i}`).toBe('hit');
      expect(res.body).toBe(first.body);
    }
    const search = await t.app.inject({ url: '/api/search/items?input=banh&junk=1' });
    const again = await t.app.inject({ url: '/api/search/items?junk=2&input=banh' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(search.body);
  });
});

describe('the public-answer cache under junk', () => {
  it('stays within its byte budget and drops answers past their time', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const app = Fastify();
    const cache = registerPublicCache(app, { ttlMs: 1_000, clock });
    const large = 'x'.repeat(100 * 1024);
    app.get(
      '/page',
      {
        config: PUBLIC_CACHE,
        schema: { querystring: { type: 'object', properties: { q: { type: 'string' } } } },
      },
      async (request) => ({ q: (request.query as { q?: string }).q, large }),
    );
    await app.ready();
    try {
      for (let i = 0; i < 400; i++) {
        const res = await app.inject({ url: `/page?q=${i}` });
        expect(res.statusCode).toBe(200);
      }
      const { entries, bytes } = cache.stats();
      console.log(
        `[hardening] 400 distinct 100 KB answers: ${entries} kept, ${(bytes / 1024 / 1024).toFixed(1)} MB (limit ${MAX_BYTES / 1024 / 1024} MB)`,
      );
      expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
      expect(entries).toBeLessThan(400);
      // Past their time (and the minute they are kept for a loop that falls behind, decision
      // 040), answers are dropped on the next store.
      clock.advance(61_000);
      await app.inject({ url: '/page?q=last' });
      expect(cache.stats().entries).toBe(1);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('does not cache a route whose query parameters cannot be told from its schema', () => {
    expect(declaredQueryKeys(undefined)).toEqual([]);
    expect(declaredQueryKeys(z.object({ b: z.string(), a: z.string() }))).toEqual(['a', 'b']);
    expect(
      declaredQueryKeys(
        z
          .object({ input: z.string() })
          .transform((v) => v)
          .optional(),
      ),
    ).toEqual(['input']);
    expect(declaredQueryKeys(z.string())).toBeNull();
  });
});

describe('the public-answer cache turned off (PUBLIC_CACHE_MS=0)', () => {
  it('reads the database every time', async () => {
    const t = await createTestApp({ publicCacheMs: 0 });
    try {
      const f = factories(t);
      const business = await f.business();
      const list = await f.list(business.id);
      const item = await f.item(business.id, list.id, { name: 'First' });
      const read = () => t.app.inject({ url: `/api/items/${item.id}` });
      expect((await read()).headers['x-cache']).toBeUndefined();
      await t.database.db.updateTable('items').set({ name: 'Second' }).execute();
      expect((await read()).json().item.name).toBe('Second');
    } finally {
      await t.close();
    }
  });
});

describe('the public-answer cache and a read that overlaps a write', () => {
  it('answers the overlapping read but does not keep it, so the next read sees the write', async () => {
    const app = Fastify();
    registerPublicCache(app, { ttlMs: 60_000, clock: fixedClock('2026-01-01T00:00:00Z') });
    let value = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', { config: PUBLIC_CACHE }, async () => {
      const seen = value;
      await gate;
      return { value: seen };
    });
    app.post('/write', async () => {
      value += 1;
      return { value };
    });
    await app.ready();
    try {
      const overlapping = app.inject({ url: '/slow' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
      release();
      expect((await overlapping).json()).toEqual({ value: 0 });
      const next = await app.inject({ url: '/slow' });
      expect(next.json()).toEqual({ value: 1 });
      expect(next.headers['x-cache']).toBe('miss');
      expect((await app.inject({ url: '/slow' })).headers['x-cache']).toBe('hit');
    } finally {
      await app.close();
    }
  });
});

describe('the public-answer cache past its time', () => {
  /** A route whose answer is the current value, held at a gate the test opens. */
  async function gatedApp() {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const app = Fastify();
    registerPublicCache(app, { ttlMs: 1_000, clock });
    const state = { value: 0, fail: false, gate: Promise.resolve() };
    app.get('/slow', { config: PUBLIC_CACHE }, async (_request, reply) => {
      const seen = state.value;
      const fail = state.fail;
      await state.gate;
      if (fail) return reply.status(503).send({ message: 'down' });
      return { value: seen };
    });
    await app.ready();
    const hold = () => {
      let open: () => void = () => {};
      state.gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => open();
    };
    const get = async () => {
      const res = await app.inject({ url: '/slow' });
      return { status: res.statusCode, body: res.json(), cache: res.headers['x-cache'] };
    };
    return { app, clock, state, hold, get };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('lets one read fetch the newer answer and gives the others the old one meanwhile', async () => {
    const { app, clock, state, hold, get } = await gatedApp();
    try {
      expect(await get()).toMatchObject({ body: { value: 0 }, cache: 'miss' });
      state.value = 1;
      clock.advance(1_000);
      const open = hold();
      const refreshing = get();
      await tick();
      expect(await get()).toMatchObject({ body: { value: 0 }, cache: 'stale' });
      expect(await get()).toMatchObject({ body: { value: 0 }, cache: 'stale' });
      open();
      expect(await refreshing).toMatchObject({ body: { value: 1 }, cache: 'miss' });
      expect(await get()).toMatchObject({ body: { value: 1 }, cache: 'hit' });
    } finally {
      await app.close();
    }
  });

  it('lets the next read try again when the refresh fails, keeping the old answer meanwhile', async () => {
    const { app, clock, state, get } = await gatedApp();
    try {
      await get();
      clock.advance(1_000);
      state.fail = true;
      expect(await get()).toMatchObject({ status: 503 });
      state.fail = false;
      state.value = 2;
      expect(await get()).toMatchObject({ body: { value: 2 }, cache: 'miss' });
    } finally {
      await app.close();
    }
  });

  it('gives up on a refresh that has not answered within 5 s, and another read tries', async () => {
    const { app, clock, state, hold, get } = await gatedApp();
    try {
      await get();
      clock.advance(1_000);
      const open = hold();
      const stuck = get();
      await tick();
      clock.advance(4_999);
      expect((await get()).cache).toBe('stale');
      clock.advance(1);
      state.value = 3;
      const second = get();
      await tick();
      open();
      expect(await second).toMatchObject({ body: { value: 3 } });
      await stuck;
    } finally {
      await app.close();
    }
  });
});
