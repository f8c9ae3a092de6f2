import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, type TestUser } from '../../testing/factories.ts';
import { nextVote } from './votes.repository.ts';

let t: TestApp;
let f: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

const vote = (user: TestUser | null, itemId: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/items/vote/${itemId}`,
    headers: user ? bearer(user.token) : {},
    payload: payload as object,
  });

const favorite = (user: TestUser | null, businessId: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/favorite/${businessId}`,
    headers: user ? bearer(user.token) : {},
    payload: payload as object,
  });

async function newItem() {
  const business = await f.business();
  const list = await f.list(business.id);
  return f.item(business.id, list.id);
}

/** Every item's likes and dislikes against its vote rows, and every business's count against its favorites. */
async function countersMatchRows(): Promise<{ items: number; businesses: number }> {
  const db = t.database.db;
  const items = await db.selectFrom('items').select(['id', 'likes', 'dislikes']).execute();
  const votes = await db.selectFrom('item_votes').select(['item_id', 'vote']).execute();
  for (const item of items) {
    const mine = votes.filter((v) => v.item_id === item.id);
    expect({ id: item.id, likes: item.likes, dislikes: item.dislikes }).toEqual({
      id: item.id,
      likes: mine.filter((v) => v.vote === 'like').length,
      dislikes: mine.filter((v) => v.vote === 'dislike').length,
    });
  }
  const businesses = await db.selectFrom('businesses').select(['id', 'favorite_count']).execute();
  const favorites = await db.selectFrom('favorites').select('business_id').execute();
  for (const business of businesses) {
    expect({ id: business.id, count: business.favorite_count }).toEqual({
      id: business.id,
      count: favorites.filter((row) => row.business_id === business.id).length,
    });
  }
  return { items: items.length, businesses: businesses.length };
}

describe('vote rules', () => {
  it.each([
    [null, 'like', 'like'],
    [null, 'dislike', 'dislike'],
    [null, 'unlike', null],
    [null, 'undislike', null],
    ['like', 'like', 'like'],
    ['like', 'dislike', 'dislike'],
    ['like', 'unlike', null],
    ['like', 'undislike', 'like'],
    ['dislike', 'like', 'like'],
    ['dislike', 'dislike', 'dislike'],
    ['dislike', 'unlike', 'dislike'],
    ['dislike', 'undislike', null],
  ] as const)('from %s, %s leaves %s', (current, v, expected) => {
    expect(nextVote(current, v)).toBe(expected);
  });
});

describe('POST /api/items/vote/:id', () => {
  it('likes, unlikes, dislikes and undislikes, answering the new popularity each time', async () => {
    const item = await newItem();
    const user = await f.user();
    const steps: Array<[string, { likes: number; dislikes: number }]> = [
      ['like', { likes: 1, dislikes: 0 }],
      ['unlike', { likes: 0, dislikes: 0 }],
      ['dislike', { likes: 0, dislikes: 1 }],
      ['undislike', { likes: 0, dislikes: 0 }],
    ];
    for (const [v, popularity] of steps) {
      const res = await vote(user, item.id, { vote: v });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ popularity });
    }
    await countersMatchRows();
  });

  it('is idempotent: repeating a vote changes nothing', async () => {
    const item = await newItem();
    const user = await f.user();
    for (let i = 0; i < 3; i++)
      expect((await vote(user, item.id, { vote: 'like' })).json().popularity).toEqual({
        likes: 1,
        dislikes: 0,
      });
    for (let i = 0; i < 2; i++)
      expect((await vote(user, item.id, { vote: 'unlike' })).json().popularity).toEqual({
        likes: 0,
        dislikes: 0,
      });
    for (let i = 0; i < 2; i++)
      expect((await vote(user, item.id, { vote: 'undislike' })).json().popularity).toEqual({
        likes: 0,
        dislikes: 0,
      });
    const rows = await t.database.db
      .selectFrom('item_votes')
      .selectAll()
      .where('item_id', '=', item.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('liking removes a dislike and disliking removes a like; one vote per user and item', async () => {
    const item = await newItem();
    const [a, b] = [await f.user(), await f.user()];
    await vote(a, item.id, { vote: 'dislike' });
    expect((await vote(b, item.id, { vote: 'like' })).json().popularity).toEqual({
      likes: 1,
      dislikes: 1,
    });
    expect((await vote(a, item.id, { vote: 'like' })).json().popularity).toEqual({
      likes: 2,
      dislikes: 0,
    });
    expect((await vote(b, item.id, { vote: 'dislike' })).json().popularity).toEqual({
      likes: 1,
      dislikes: 1,
    });
    // unlike does not take back a dislike.
    expect((await vote(b, item.id, { vote: 'unlike' })).json().popularity).toEqual({
      likes: 1,
      dislikes: 1,
    });
    const rows = await t.database.db
      .selectFrom('item_votes')
      .select(['user_id', 'vote'])
      .where('item_id', '=', item.id)
      .execute();
    expect(rows).toHaveLength(2);
    await countersMatchRows();
  });

  it('shows the new count in listings and on the business page', async () => {
    const item = await newItem();
    await vote(await f.user(), item.id, { vote: 'like' });
    expect((await t.app.inject({ url: `/api/items/${item.id}` })).json().item.popularity).toEqual({
      likes: 1,
      dislikes: 0,
    });
  });

  it('answers 401 to anonymous callers and changes nothing', async () => {
    const item = await newItem();
    const res = await vote(null, item.id, { vote: 'like' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
    expect(
      (await t.app.inject({ url: `/api/items/${item.id}` })).json().item.popularity.likes,
    ).toBe(0);
  });

  it('answers 401 with "jwt expired" to an expired session', async () => {
    const item = await newItem();
    const user = await f.user();
    t.clock.advance(400 * 24 * 3600 * 1000);
    try {
      const res = await vote(user, item.id, { vote: 'like' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'jwt expired' });
    } finally {
      t.clock.advance(-400 * 24 * 3600 * 1000);
    }
  });

  it.each([{}, { vote: 'love' }, { vote: 1 }, { vote: ['like'] }, { vote: null }])(
    'refuses %j with a 400 message',
    async (payload) => {
      const item = await newItem();
      const res = await vote(await f.user(), item.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/vote/);
    },
  );

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    const user = await f.user();
    const missing = await vote(user, MISSING, { vote: 'like' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Item not found' });
    expect((await vote(user, 'abc', { vote: 'like' })).statusCode).toBe(400);
  });

  it('lets owners and admins vote like anyone signed in', async () => {
    const business = await f.business();
    const list = await f.list(business.id);
    const item = await f.item(business.id, list.id);
    const cast = await f.cast(business.id);
    for (const role of ['user', 'other owner', 'owner', 'admin'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/items/vote/${item.id}`,
        headers: cast[role],
        payload: { vote: 'like' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(
      (await t.app.inject({ url: `/api/items/${item.id}` })).json().item.popularity.likes,
    ).toBe(4);
  });
});

describe('POST /api/businesses/favorite/:id', () => {
  it('favorites and unfavorites idempotently, answering the new count', async () => {
    const business = await f.business();
    const [a, b] = [await f.user(), await f.user()];
    expect((await favorite(a, business.id, { favorite: true })).json()).toEqual({
      favoriteCount: 1,
      favorited: true,
    });
    expect((await favorite(a, business.id, { favorite: true })).json()).toEqual({
      favoriteCount: 1,
      favorited: true,
    });
    expect((await favorite(b, business.id, { favorite: true })).json()).toEqual({
      favoriteCount: 2,
      favorited: true,
    });
    expect((await favorite(a, business.id, { favorite: false })).json()).toEqual({
      favoriteCount: 1,
      favorited: false,
    });
    expect((await favorite(a, business.id, { favorite: false })).json()).toEqual({
      favoriteCount: 1,
      favorited: false,
    });
    const { business: body } = (
      await t.app.inject({ url: `/api/businesses/${business.id}` })
    ).json();
    expect(body.favoriteCount).toBe(1);
    await countersMatchRows();
  });

  it('answers 401 to anonymous callers and changes nothing', async () => {
    const business = await f.business();
    const res = await favorite(null, business.id, { favorite: true });
    expect(res.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/businesses/${business.id}` })).json().business.favoriteCount,
    ).toBe(0);
  });

  it.each([{}, { favorite: 'yes' }, { favorite: 1 }, { favorite: null }])(
    'refuses %j with a 400 message',
    async (payload) => {
      const business = await f.business();
      const res = await favorite(await f.user(), business.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/favorite/);
    },
  );

  it('answers 404 for an unknown business and 400 for a malformed id', async () => {
    const user = await f.user();
    const missing = await favorite(user, MISSING, { favorite: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Business not found' });
    expect((await favorite(user, 'nope', { favorite: true })).statusCode).toBe(400);
  });
});

describe('concurrent votes and favorites', () => {
  it('keeps every counter equal to its rows under 300 simultaneous requests from many users', async () => {
    const users = await Promise.all(Array.from({ length: 30 }, () => f.user()));
    const business = await f.business();
    const other = await f.business();
    const list = await f.list(business.id);
    const items = await Promise.all(Array.from({ length: 4 }, () => f.item(business.id, list.id)));
    const votes = ['like', 'unlike', 'dislike', 'undislike'] as const;
    // A fixed pseudo-random mix, so a failure can be replayed.
    let seed = 7;
    const pick = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const requests = Array.from({ length: 300 }, (_, i) => {
      const user = users[pick(users.length)] as TestUser;
      if (i % 3 === 0) {
        return favorite(user, pick(2) === 0 ? business.id : other.id, { favorite: pick(3) !== 0 });
      }
      return vote(user, (items[pick(items.length)] as { id: string }).id, {
        vote: votes[pick(votes.length)],
      });
    });
    const answers = await Promise.all(requests);
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    await countersMatchRows();
  });

  it('counts every like when 200 users like one item at the same moment, and every favorite too', async () => {
    const users = await Promise.all(Array.from({ length: 200 }, () => f.user()));
    const item = await newItem();
    const business = await f.business();
    const answers = await Promise.all([
      ...users.map((u) => vote(u, item.id, { vote: 'like' })),
      ...users.map((u) => favorite(u, business.id, { favorite: true })),
      // The same user repeating the same vote at once still counts once.
      ...Array.from({ length: 20 }, () => vote(users[0] as TestUser, item.id, { vote: 'like' })),
    ]);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect((await t.app.inject({ url: `/api/items/${item.id}` })).json().item.popularity).toEqual({
      likes: 200,
      dislikes: 0,
    });
    expect(
      (await t.app.inject({ url: `/api/businesses/${business.id}` })).json().business.favoriteCount,
    ).toBe(200);
    await countersMatchRows();
  });
});
