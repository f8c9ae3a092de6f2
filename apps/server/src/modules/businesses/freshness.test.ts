// Freshness of a listing: verifiedAt and stale in answers, POST /businesses/{id}/verify, saves by an
// owner or admin that confirm the listing, the admin's stale list, and "managed by its owner".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, multipartForm, type MatrixRole } from '../../testing/factories.ts';

const NOW = '2026-01-15T12:00:00.000Z';
const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * DAY_MS);

let t: TestApp;
let f: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp({ staleAfterDays: 180 }, { now: NOW });
  f = factories(t);
});
afterAll(() => t.close());

const verifiedAt = async (id: string) =>
  (
    await t.database.db
      .selectFrom('businesses')
      .select('verified_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).verified_at;

const setVerifiedAt = (id: string, at: Date | null) =>
  t.database.db.updateTable('businesses').set({ verified_at: at }).where('id', '=', id).execute();

const detail = async (id: string) =>
  (await t.app.inject({ url: `/api/businesses/${id}` })).json().business;

describe('verifiedAt, stale and managedByOwner in answers', () => {
  it('shows a business nobody confirmed as stale, without an owner', async () => {
    const { id } = await f.business();
    expect(await detail(id)).toMatchObject({
      verifiedAt: null,
      stale: true,
      managedByOwner: false,
    });
  });

  it('is stale only once STALE_AFTER_DAYS have passed since the confirmation', async () => {
    const { id } = await f.business();
    await setVerifiedAt(id, daysAgo(179));
    expect(await detail(id)).toMatchObject({
      verifiedAt: daysAgo(179).toISOString(),
      stale: false,
    });
    await setVerifiedAt(id, daysAgo(181));
    expect((await detail(id)).stale).toBe(true);
  });

  it('says a business with an owner is managed by its owner, and stops when the owner leaves', async () => {
    const owner = await f.user();
    const { id } = await f.business({ ownerId: owner.id });
    expect((await detail(id)).managedByOwner).toBe(true);
    await t.database.db.deleteFrom('users').where('id', '=', owner.id).execute();
    expect((await detail(id)).managedByOwner).toBe(false);
  });
});

describe('POST /api/businesses/:id/verify', () => {
  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 200],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)(
    'authorization: %s gets %i, and only a success confirms the listing',
    async (role, status) => {
      const { id } = await f.business();
      const cast = await f.cast(id);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${id}/verify`,
        headers: cast[role],
      });
      expect(res.statusCode).toBe(status);
      if (status === 200) {
        expect(res.json().business).toMatchObject({ _id: id, verifiedAt: NOW, stale: false });
        expect((await verifiedAt(id))?.toISOString()).toBe(NOW);
      } else {
        expect(res.json().message).toEqual(expect.any(String));
        expect(await verifiedAt(id)).toBeNull();
      }
    },
  );

  it('answers 404 with a message for a business that does not exist', async () => {
    const admin = await f.user({ role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/00000000-0000-4000-8000-000000000000/verify',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/business/i);
  });
});

describe('saves by an owner or admin confirm the listing', () => {
  it('sets verifiedAt when the owner saves the business', async () => {
    const owner = await f.user();
    const { id } = await f.business({ ownerId: owner.id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${id}`,
      headers: bearer(owner.token),
      payload: multipartForm({ description: 'Fresh every morning' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toMatchObject({ verifiedAt: NOW, stale: false });
  });

  it('sets verifiedAt when an admin sets the hours', async () => {
    const admin = await f.user({ role: 'admin' });
    const { id } = await f.business();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${id}/hours`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: JSON.stringify(null),
    });
    expect(res.statusCode).toBe(200);
    expect((await verifiedAt(id))?.toISOString()).toBe(NOW);
  });

  it('leaves verifiedAt alone when a save is refused', async () => {
    const stranger = await f.user();
    const { id } = await f.business();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${id}`,
      headers: bearer(stranger.token),
      payload: multipartForm({ description: 'Not mine' }),
    });
    expect(res.statusCode).toBe(403);
    expect(await verifiedAt(id)).toBeNull();
  });
});

describe('GET /api/businesses/pages/:n?stale=true', () => {
  it('lists the stale businesses to admins, never-confirmed first, then the oldest', async () => {
    const app = await createTestApp({ staleAfterDays: 30 }, { now: NOW });
    try {
      const g = factories(app);
      const admin = await g.user({ role: 'admin' });
      const set = (id: string, at: Date | null) =>
        app.database.db
          .updateTable('businesses')
          .set({ verified_at: at })
          .where('id', '=', id)
          .execute();
      const fresh = await g.business({ name: 'Fresh' });
      await set(fresh.id, daysAgo(10));
      const old = await g.business({ name: 'Old' });
      await set(old.id, daysAgo(40));
      await g.business({ name: 'Never' });
      const res = await app.app.inject({
        url: '/api/businesses/pages/1?stale=true',
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((b: { name: string }) => b.name)).toEqual(['Never', 'Old']);
      const all = await app.app.inject({ url: '/api/businesses/pages/1' });
      expect(all.json()).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 403],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)('is for admins only: %s gets %i', async (role, status) => {
    const { id } = await f.business();
    const cast = await f.cast(id);
    const res = await t.app.inject({
      url: '/api/businesses/pages/1?stale=true',
      headers: cast[role],
    });
    expect(res.statusCode).toBe(status);
    if (status !== 200) expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 400 with a message for a stale value other than true or false', async () => {
    const res = await t.app.inject({ url: '/api/businesses/pages/1?stale=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/stale/);
  });
});
