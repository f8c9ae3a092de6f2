// GET /api/user/export ("Download my data"): every record about the caller and nobody else's, never
// a password hash or a link's token, sent as a file no cache keeps; signed in only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExportSchema } from '@menudex/contract/user-export';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories } from '../../testing/factories.ts';

let t: TestApp;
let f: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

describe('GET /api/user/export', () => {
  it("answers the caller's account, votes, favorites, businesses and claims, and nobody else's", async () => {
    const me = await f.user({ name: 'Ann' });
    const other = await f.user();
    const owned = await f.business({ name: 'My Cafe', ownerId: me.id });
    const liked = await f.item(owned.id, (await f.list(owned.id)).id, { name: 'Pho' });
    const favorite = await f.business({ name: 'Their Bakery', ownerId: other.id });
    const claimed = await f.business({ name: 'Claimed Deli' });
    const db = t.database.db;
    await db
      .insertInto('item_votes')
      .values({ user_id: me.id, item_id: liked.id, vote: 'like' })
      .execute();
    await db
      .insertInto('item_votes')
      .values({ user_id: other.id, item_id: liked.id, vote: 'dislike' })
      .execute();
    await db.insertInto('favorites').values({ user_id: me.id, business_id: favorite.id }).execute();
    await db.insertInto('favorites').values({ user_id: other.id, business_id: owned.id }).execute();
    await db
      .insertInto('claims')
      .values({ business_id: claimed.id, user_id: me.id, message: 'I run the deli' })
      .execute();
    await db
      .insertInto('reports')
      .values([
        {
          target_kind: 'business',
          business_id: favorite.id,
          reason: 'wrong-info',
          message: 'The phone is wrong',
          reporter_id: me.id,
        },
        {
          target_kind: 'business',
          business_id: favorite.id,
          reason: 'spam',
          message: 'Not mine',
          reporter_id: other.id,
        },
      ])
      .execute();
    await db
      .updateTable('users')
      .set({ password_hash: 'scrypt$secret-hash' })
      .where('id', '=', me.id)
      .execute();

    const res = await t.app.inject({ url: '/api/user/export', headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="menudex-my-data.json"/,
    );
    const body = userExportSchema.parse(res.json());
    expect(body.account).toMatchObject({
      _id: me.id,
      name: 'Ann',
      email: me.email,
      hasPassword: true,
      googleLinked: false,
    });
    expect(body.votes).toEqual([expect.objectContaining({ itemId: liked.id, vote: 'like' })]);
    expect(body.favorites).toEqual([expect.objectContaining({ businessName: 'Their Bakery' })]);
    expect(body.ownedBusinesses).toEqual([expect.objectContaining({ businessName: 'My Cafe' })]);
    expect(body.claims).toEqual([
      expect.objectContaining({
        businessId: claimed.id,
        message: 'I run the deli',
        status: 'pending',
      }),
    ]);
    expect(body.reports).toEqual([
      expect.objectContaining({
        target: { kind: 'business', id: favorite.id },
        message: 'The phone is wrong',
        status: 'open',
      }),
    ]);
    expect(res.body).not.toContain('secret-hash');
    expect(res.body).not.toContain(other.id);
  });

  it('answers 401 with a message to a caller who is not signed in', async () => {
    const res = await t.app.inject({ url: '/api/user/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
