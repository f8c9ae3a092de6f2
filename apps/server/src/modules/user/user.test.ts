import crypto from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createSessionTokens } from '../../lib/session-tokens.ts';
import { RATE_LIMIT_MESSAGE } from '../../plugins/rate-limit.ts';
import { bearer, factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN_EMAIL = 'boss@example.com';
const SECOND_ADMIN_EMAIL = 'chef@example.com';

let t: TestApp;
let f: ReturnType<typeof factories>;

// Sign-up and sign-in are limited per client address: each call here comes from its own address
// unless a test is about the limit.
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

function post(url: string, payload: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

const profile = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/user/profile', headers });

async function userCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function userByEmail(email: string) {
  return t.database.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL, SECOND_ADMIN_EMAIL] });
  f = factories(t);
});
afterAll(() => t.close());

describe('POST /api/user/signup', () => {
  it('creates the account and answers 201 {user, token}; the token opens the profile', async () => {
    const res = await post('/api/user/signup', {
      name: 'Ann Nguyen',
      email: 'ann@example.com',
      password: 'correct horse',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: 'Ann Nguyen',
      email: 'ann@example.com',
      role: 'user',
    });
    expect(typeof body.token).toBe('string');
    const me = await profile(bearer(body.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(body.user._id);
  });

  it('stores a salted scrypt hash, never the password', async () => {
    await post('/api/user/signup', {
      name: 'A',
      email: 'salt1@example.com',
      password: 'same-password',
    });
    await post('/api/user/signup', {
      name: 'B',
      email: 'salt2@example.com',
      password: 'same-password',
    });
    const one = await userByEmail('salt1@example.com');
    const two = await userByEmail('salt2@example.com');
    expect(one?.password_hash).toMatch(/^scrypt\$/);
    expect(one?.password_hash).not.toContain('same-password');
    expect(one?.password_hash).not.toBe(two?.password_hash);
    expect(await verifyPassword('same-password', one?.password_hash ?? '')).toBe(true);
  });

  it('normalises the e-mail (trim, lower case) and trims the name', async () => {
    const res = await post('/api/user/signup', {
      name: '  Bao Tran  ',
      email: '  Bao.Tran@Example.COM ',
      password: 'long enough',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: 'Bao Tran', email: 'bao.tran@example.com' });
    expect(await userByEmail('bao.tran@example.com')).toBeDefined();
  });

  it('refuses an e-mail that already has an account, whatever its case, with 409', async () => {
    await post('/api/user/signup', {
      name: 'Chi',
      email: 'chi@example.com',
      password: 'password-1',
    });
    const before = await userCount();
    const res = await post('/api/user/signup', {
      name: 'Other Chi',
      email: 'CHI@example.com',
      password: 'password-2',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this e-mail already exists' });
    expect(await userCount()).toBe(before);
    expect((await userByEmail('chi@example.com'))?.name).toBe('Chi');
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through; the other gets 409', async () => {
    const body = { name: 'Twin', email: 'twin@example.com', password: 'twin-password' };
    const answers = await Promise.all([
      post('/api/user/signup', body),
      post('/api/user/signup', body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'twin@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a short password', { password: 'short77' }, 'Password must be at least 8 characters'],
    ['a missing password', { password: undefined }, 'Password is required'],
    ['an empty password', { password: '' }, 'Password is required'],
    [
      'a password over 200 characters',
      { password: 'x'.repeat(201) },
      'Password must be at most 200',
    ],
    ['a missing name', { name: undefined }, 'Please enter your name'],
    ['a blank name', { name: '   ' }, 'Please enter your name'],
    ['a name over 80 characters', { name: 'n'.repeat(81) }, 'Name must be at most 80 characters'],
    ['a missing e-mail', { email: undefined }, 'Please enter a valid e-mail address'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'Please enter a valid e-mail address'],
  ])('refuses %s with 400 and creates nothing', async (_label, change, message) => {
    const before = await userCount();
    const res = await post('/api/user/signup', {
      name: 'Dung',
      email: 'dung@example.com',
      password: 'good password',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await userCount()).toBe(before);
    expect(await userByEmail('dung@example.com')).toBeUndefined();
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('does not make a self-registered address named in ADMIN_EMAILS an admin', async () => {
    // Sign-up does not prove the address is the signer's: ADMIN_EMAILS needs a provider's word.
    const res = await post('/api/user/signup', {
      name: 'Boss',
      email: 'Boss@Example.com',
      password: 'boss password',
    });
    expect(res.json().user.role).toBe('user');
    expect((await profile(bearer(res.json().token))).json().role).toBe('user');
  });
});

describe('POST /api/user/login', () => {
  beforeAll(async () => {
    await post('/api/user/signup', {
      name: 'Linh',
      email: 'linh@example.com',
      password: 'linh-password',
    });
  });

  it('signs in with the right password, answering {user, token}', async () => {
    const res = await post('/api/user/login', {
      email: 'linh@example.com',
      password: 'linh-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Linh',
      email: 'linh@example.com',
      role: 'user',
    });
    expect((await profile(bearer(res.json().token))).statusCode).toBe(200);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await post('/api/user/login', {
      email: ' LINH@example.com ',
      password: 'linh-password',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const wrongPassword = await post('/api/user/login', {
      email: 'linh@example.com',
      password: 'not-her-password',
    });
    const unknown = await post('/api/user/login', {
      email: 'nobody@example.com',
      password: 'linh-password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Wrong e-mail or password' });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('stores new hashes at N=2^17 and replaces an older-cost hash at its next sign-in, sessions kept', async () => {
    expect((await userByEmail('linh@example.com'))?.password_hash).toMatch(
      /^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/,
    );
    // A hash as stored before the cost was raised (N=2^15), made the way that code made it.
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync('old-cost-password', salt, 32, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const oldHash = `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    const old = await f.user({ email: 'old-cost@example.com' });
    await t.database.db
      .updateTable('users')
      .set({ password_hash: oldHash })
      .where('id', '=', old.id)
      .execute();

    const res = await post('/api/user/login', {
      email: 'old-cost@example.com',
      password: 'old-cost-password',
    });
    expect(res.statusCode).toBe(200);
    const stored = (await userByEmail('old-cost@example.com'))?.password_hash ?? '';
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('old-cost-password', stored)).toBe(true);
    // The same password: sessions signed before still work, and it signs in again.
    expect((await profile(bearer(old.token))).statusCode).toBe(200);
    const again = await post('/api/user/login', {
      email: 'old-cost@example.com',
      password: 'old-cost-password',
    });
    expect(again.statusCode).toBe(200);
    expect((await userByEmail('old-cost@example.com'))?.password_hash).toBe(stored);
  });

  it('refuses a password sign-in to an account that has no password (provider accounts)', async () => {
    const noPassword = await f.user({ email: 'google-only@example.com' });
    const res = await post('/api/user/login', {
      email: noPassword.email,
      password: 'anything-at-all',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Wrong e-mail or password' });
  });

  it('checks a hash even for an unknown e-mail, so timing does not tell who has an account', async () => {
    // The fastest of three runs, so a busy machine does not decide the outcome.
    const time = async (email: string) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        await post('/api/user/login', { email, password: 'wrong-password' });
        runs.push(performance.now() - start);
      }
      return Math.min(...runs);
    };
    const known = await time('linh@example.com');
    const unknown = await time('nobody@example.com');
    // scrypt takes tens of milliseconds; skipping it would make the unknown case far faster.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it.each([
    ['a missing password', { email: 'linh@example.com' }, 'Password is required'],
    ['a missing e-mail', { password: 'linh-password' }, 'Please enter a valid e-mail address'],
    ['an empty body', {}, 'Please enter a valid e-mail address'],
  ])('refuses %s with 400', async (_label, body, message) => {
    const res = await post('/api/user/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('rate limit on sign-up and sign-in', () => {
  it('answers the 11th sign-in attempt within a minute from one address with 429 and a message', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/user/login',
        { email: 'linh@example.com', password: `guess-${i}` },
        address,
      );
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await post(
      '/api/user/login',
      { email: 'linh@example.com', password: 'linh-password' },
      address,
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    // Another address is not affected.
    const other = await post('/api/user/login', {
      email: 'linh@example.com',
      password: 'linh-password',
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits sign-ups the same way, creating nothing once limited', async () => {
    const address = '10.99.0.2';
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/user/signup',
        { name: 'Spam', email: `spam${i}@example.com`, password: 'spam-password' },
        address,
      );
      expect(res.statusCode).toBe(201);
    }
    const eleventh = await post(
      '/api/user/signup',
      { name: 'Spam', email: 'spam10@example.com', password: 'spam-password' },
      address,
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(RATE_LIMIT_MESSAGE);
    expect(await userByEmail('spam10@example.com')).toBeUndefined();
  });
});

describe('session tokens on GET /api/user/profile', () => {
  const secret = () => t.config.jwtSecret ?? '';
  let userId: string;

  beforeAll(async () => {
    userId = (await f.user()).id;
  });

  it('answers 401 without a token', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("answers an expired token with 401 'jwt expired'", async () => {
    const lastWeek = createSessionTokens(secret(), '7d', fixedClock('2026-01-01T00:00:00Z'));
    const res = await profile(bearer(await lastWeek.sign(userId)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'jwt expired' });
  });

  it('refuses a token that expires once the clock passes its expiry', async () => {
    const token = await f.sessions.sign(userId);
    expect((await profile(bearer(token))).statusCode).toBe(200);
    t.clock.advance(8 * 24 * 3600 * 1000);
    try {
      const res = await profile(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('jwt expired');
    } finally {
      t.clock.advance(-8 * 24 * 3600 * 1000);
    }
  });

  it("refuses an unsigned token (alg 'none')", async () => {
    const token = new UnsecuredJWT({})
      .setSubject(userId)
      .setIssuer('menudex')
      .setIssuedAt(new Date('2026-01-15T11:00:00Z'))
      .setExpirationTime(new Date('2026-01-20T00:00:00Z'))
      .encode();
    const res = await profile(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).not.toBe('jwt expired');
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('menudex')
      .setIssuedAt(new Date('2026-01-15T11:00:00Z'))
      .setExpirationTime(new Date('2026-01-20T00:00:00Z'))
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    const res = await profile(bearer(forged));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a valid token whose subject was swapped for another user', async () => {
    const victim = await f.user({ role: 'admin' });
    const token = await f.sessions.sign(userId);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: victim.id, iss: 'menudex', iat: 1768474800, exp: 1769000000 }),
    ).toString('base64url');
    const res = await profile(bearer(`${header}.${payload}.${signature}`));
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a malformed token', 'Bearer not.a.jwt'],
    ['random text', 'Bearer abc'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('refuses %s with 401', async (_label, authorization) => {
    const res = await profile({ authorization });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses a well-signed token for a user that does not exist', async () => {
    const res = await profile(
      bearer(await f.sessions.sign('00000000-0000-4000-8000-000000000000')),
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/user/profile', () => {
  it('answers role, liked and disliked items, favorites and owned businesses', async () => {
    const owner = await f.user({ name: 'Olivia' });
    const mine = await f.business({ name: 'Owned Cafe', ownerId: owner.id });
    const other = await f.business({ name: 'Other Place', favoriteCount: 1 });
    const list = await f.list(other.id, 'Drinks');
    const liked = await f.item(other.id, list.id, {
      name: 'Cà phê sữa',
      likes: 1,
      tags: ['Coffee'],
    });
    const disliked = await f.item(other.id, list.id, { name: 'Bitter tea' });
    const db = t.database.db;
    await db
      .insertInto('item_votes')
      .values([
        { user_id: owner.id, item_id: liked.id, vote: 'like' },
        { user_id: owner.id, item_id: disliked.id, vote: 'dislike' },
      ])
      .execute();
    await db.insertInto('favorites').values({ user_id: owner.id, business_id: other.id }).execute();

    const res = await profile(bearer(owner.token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ _id: owner.id, name: 'Olivia', email: owner.email, role: 'user' });
    expect(body.likedItems).toHaveLength(1);
    expect(body.likedItems[0]).toMatchObject({
      _id: liked.id,
      name: 'Cà phê sữa',
      businessId: { _id: other.id, name: 'Other Place' },
      tags: [{ name: 'Coffee' }],
      popularity: { likes: 1, dislikes: 0 },
      canEdit: false,
    });
    expect(body.dislikedItems).toEqual([{ _id: disliked.id }]);
    expect(body.favorites).toHaveLength(1);
    expect(body.favorites[0]).toMatchObject({
      _id: other.id,
      name: 'Other Place',
      favoriteCount: 1,
      canEdit: false,
    });
    expect(body.businessesOwn).toHaveLength(1);
    expect(body.businessesOwn[0]).toMatchObject({
      _id: mine.id,
      name: 'Owned Cafe',
      canEdit: true,
    });
  });

  it('answers empty lists for a new user', async () => {
    const user = await f.user();
    const body = (await profile(bearer(user.token))).json();
    expect(body).toMatchObject({
      likedItems: [],
      dislikedItems: [],
      favorites: [],
      businessesOwn: [],
    });
  });

  it('gives the admin role to database admins and to verified ADMIN_EMAILS, and user to others', async () => {
    const dbAdmin = await f.user({ role: 'admin' });
    const named = await f.user({ email: SECOND_ADMIN_EMAIL });
    await t.database.db
      .updateTable('users')
      .set({
        google_sub: 'google-sub-of-the-second-admin',
        email_verified_at: new Date('2026-01-01T00:00:00Z'),
      })
      .where('id', '=', named.id)
      .execute();
    const plain = await f.user();
    expect((await profile(bearer(dbAdmin.token))).json().role).toBe('admin');
    expect((await profile(bearer(named.token))).json().role).toBe('admin');
    expect((await profile(bearer(plain.token))).json().role).toBe('user');
  });
});
