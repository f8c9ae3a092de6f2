// Google and Facebook sign-in against a key server and a Graph API served by the test on 127.0.0.1.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { FACEBOOK_TEXTS } from './facebook-verifier.ts';
import { GOOGLE_TEXTS } from './google-verifier.ts';
import { SESSION_ENDED } from '../../plugins/auth.ts';

const CLIENT_ID = 'menudex-test.apps.googleusercontent.com';
const FB_APP_ID = '1234567890';
const FB_APP_SECRET = 'facebook-app-secret';
const NOW = Math.floor(new Date('2026-01-15T12:00:00Z').getTime() / 1000);

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

type Served = { url: string; hits: Map<string, number>; close(): Promise<void> };

/** A tiny HTTP server on 127.0.0.1; `handle` answers [status, JSON body]. */
async function serve(handle: (url: URL) => [number, unknown]): Promise<Served> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const [status, body] = handle(url);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let addressCounter = 0;
const nextAddress = () =>
  `10.2.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

describe('POST /api/user/login/google', () => {
  let t: TestApp;
  let keyServer: Served;
  let googleKey: PrivateKey;
  let otherKey: PrivateKey;
  let publicJwk: JWK;

  const signIn = (token: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login/google',
      payload: { token } as object,
      remoteAddress: nextAddress(),
    });

  async function googleToken(
    claims: JWTPayload = {},
    options: { key?: PrivateKey; kid?: string; alg?: string } = {},
  ): Promise<string> {
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: '100000000000000000001',
      email: 'ha.le@gmail.com',
      email_verified: true,
      name: 'Hà Lê',
      iat: NOW - 60,
      exp: NOW + 3600,
      ...claims,
    })
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'google-key-1' })
      .sign(options.key ?? googleKey);
  }

  beforeAll(async () => {
    const google = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    googleKey = google.privateKey;
    otherKey = other.privateKey;
    publicJwk = {
      ...(await exportJWK(google.publicKey)),
      kid: 'google-key-1',
      alg: 'RS256',
      use: 'sig',
    };
    keyServer = await serve((url) =>
      url.pathname === '/oauth2/v3/certs' ? [200, { keys: [publicJwk] }] : [404, {}],
    );
    t = await createTestApp({
      google: { clientId: CLIENT_ID, jwksUrl: `${keyServer.url}/oauth2/v3/certs` },
      adminEmails: ['boss@gmail.com'],
    });
  });
  afterAll(async () => {
    await t.close();
    await keyServer.close();
  });

  it('signs in with a valid ID token, creating the user keyed by sub, and answers {user, token}', async () => {
    const res = await signIn(await googleToken());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: 'Hà Lê',
      email: 'ha.le@gmail.com',
      role: 'user',
    });
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user._id)
      .executeTakeFirstOrThrow();
    expect(row.google_sub).toBe('100000000000000000001');
    expect(row.password_hash).toBeNull();
    const me = await t.app.inject({ url: '/api/user/profile', headers: bearer(body.token) });
    expect(me.json()._id).toBe(body.user._id);
  });

  it('finds the same user by sub on the next sign-in, even when the e-mail changed', async () => {
    const first = (
      await signIn(await googleToken({ sub: 'sub-stable', email: 'old@gmail.com' }))
    ).json();
    const again = await signIn(await googleToken({ sub: 'sub-stable', email: 'new@gmail.com' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().user._id).toBe(first.user._id);
  });

  it('accepts the issuer without https:// too', async () => {
    const res = await signIn(
      await googleToken({
        iss: 'accounts.google.com',
        sub: 'sub-bare-issuer',
        email: 'bare@gmail.com',
      }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('keeps no e-mail that Google has not verified', async () => {
    const res = await signIn(
      await googleToken({
        sub: 'sub-unverified',
        email: 'someone@example.com',
        email_verified: false,
        name: 'Unverified',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Unverified', email: null });
  });

  it("fetches Google's keys once and reuses them", async () => {
    const before = keyServer.hits.get('/oauth2/v3/certs') ?? 0;
    await signIn(await googleToken({ sub: 'sub-cache-1', email: 'c1@gmail.com' }));
    await signIn(await googleToken({ sub: 'sub-cache-2', email: 'c2@gmail.com' }));
    expect(before).toBeGreaterThanOrEqual(1);
    expect(keyServer.hits.get('/oauth2/v3/certs')).toBe(before);
  });

  const passwordSignup = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Squatter', email, password },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ user: { _id: string }; token: string }>();
  };
  const passwordLogin = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      remoteAddress: nextAddress(),
    });

  it('takes over an unverified password account with the same address: the squatter is out, the owner is in', async () => {
    const squatter = await passwordSignup('victim@gmail.com', 'squatter-password');
    const res = await signIn(await googleToken({ sub: 'sub-victim', email: 'victim@gmail.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(squatter.user._id);
    const row = await t.database.db
      .selectFrom('users')
      .select(['google_sub', 'password_hash', 'email_verified_at'])
      .where('email', '=', 'victim@gmail.com')
      .executeTakeFirstOrThrow();
    expect(row.google_sub).toBe('sub-victim');
    expect(row.password_hash).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
    // The squatter's password and session stop working; the owner's session works.
    expect((await passwordLogin('victim@gmail.com', 'squatter-password')).statusCode).toBe(401);
    const old = await t.app.inject({ url: '/api/user/profile', headers: bearer(squatter.token) });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: SESSION_ENDED });
    const mine = await t.app.inject({
      url: '/api/user/profile',
      headers: bearer(res.json().token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ emailVerified: true, hasPassword: false });
  });

  it('makes the owner of an ADMIN_EMAILS address admin after taking over a squatter account', async () => {
    await passwordSignup('boss@gmail.com', 'squatter-password');
    const res = await signIn(await googleToken({ sub: 'sub-boss', email: 'boss@gmail.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('links a verified password account instead of taking it over: password and sessions keep working', async () => {
    const owner = await passwordSignup('verified@gmail.com', 'owner-password');
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date('2026-01-10T00:00:00Z') })
      .where('id', '=', owner.user._id)
      .execute();
    const res = await signIn(
      await googleToken({ sub: 'sub-verified', email: 'verified@gmail.com' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(owner.user._id);
    const row = await t.database.db
      .selectFrom('users')
      .select(['google_sub', 'password_hash'])
      .where('id', '=', owner.user._id)
      .executeTakeFirstOrThrow();
    expect(row.google_sub).toBe('sub-verified');
    expect(row.password_hash).not.toBeNull();
    expect((await passwordLogin('verified@gmail.com', 'owner-password')).statusCode).toBe(200);
    const session = await t.app.inject({ url: '/api/user/profile', headers: bearer(owner.token) });
    expect(session.statusCode).toBe(200);
  });

  it('never takes over through a Google e-mail that Google has not verified', async () => {
    const squatter = await passwordSignup('unsure@gmail.com', 'squatter-password');
    const res = await signIn(
      await googleToken({ sub: 'sub-unsure', email: 'unsure@gmail.com', email_verified: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).not.toBe(squatter.user._id);
    expect((await passwordLogin('unsure@gmail.com', 'squatter-password')).statusCode).toBe(200);
  });

  it('links to an account that a provider created with the same verified e-mail', async () => {
    const f = factories(t);
    const existing = await f.user({ email: 'both@gmail.com', name: 'Both' });
    const res = await signIn(await googleToken({ sub: 'sub-both', email: 'both@gmail.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(existing.id);
  });

  const attacks: Array<[string, () => Promise<string>, string]> = [
    [
      'a token for another audience',
      () => googleToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      GOOGLE_TEXTS.invalid,
    ],
    [
      'an expired token',
      () => googleToken({ iat: NOW - 7200, exp: NOW - 3600 }),
      GOOGLE_TEXTS.expired,
    ],
    [
      'a token from another issuer',
      () => googleToken({ iss: 'https://evil.example.com' }),
      GOOGLE_TEXTS.invalid,
    ],
    [
      "a token signed by another key under Google's key id",
      () => googleToken({}, { key: otherKey }),
      GOOGLE_TEXTS.invalid,
    ],
    [
      'a token naming an unknown key',
      () => googleToken({}, { key: otherKey, kid: 'unknown-key' }),
      GOOGLE_TEXTS.invalid,
    ],
    [
      "an unsigned token (alg 'none')",
      async () =>
        new UnsecuredJWT({ sub: 'sub-none', email: 'none@gmail.com', email_verified: true })
          .setIssuer('https://accounts.google.com')
          .setAudience(CLIENT_ID)
          .setIssuedAt(NOW - 60)
          .setExpirationTime(NOW + 3600)
          .encode(),
      GOOGLE_TEXTS.invalid,
    ],
    [
      'a token HMAC-signed with the public key (algorithm confusion)',
      async () =>
        new SignJWT({
          sub: 'sub-hs',
          aud: CLIENT_ID,
          iss: 'https://accounts.google.com',
          iat: NOW - 60,
          exp: NOW + 3600,
        })
          .setProtectedHeader({ alg: 'HS256', kid: 'google-key-1' })
          .sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
      GOOGLE_TEXTS.invalid,
    ],
    ['a token without sub', () => googleToken({ sub: undefined }), GOOGLE_TEXTS.invalid],
    ['garbage', async () => 'not-a-jwt', GOOGLE_TEXTS.invalid],
  ];

  it.each(attacks)('refuses %s with 401 and creates no user', async (_label, make, message) => {
    const before = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await signIn(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message });
    const after = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ['a missing token', {}],
    ['an empty token', { token: '' }],
    ['a token that is not text', { token: 42 }],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login/google',
      payload,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('token');
  });
});

describe('Google sign-in when not configured or unreachable', () => {
  let t: TestApp;
  let closedPortUrl: string;

  beforeAll(async () => {
    const gone = await serve(() => [200, {}]);
    closedPortUrl = gone.url;
    await gone.close();
    t = await createTestApp({
      google: { clientId: undefined, jwksUrl: `${closedPortUrl}/certs` },
      facebook: { appId: undefined, appSecret: undefined, graphUrl: closedPortUrl },
    });
  });
  afterAll(() => t.close());

  it('answers 404 with a message when no Google client id is configured (never a 5xx for a client)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login/google',
      payload: { token: 'x.y.z' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Google sign-in is not configured' });
  });

  it('answers 404 with a message when no Facebook app is configured (never a 5xx for a client)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login/facebook',
      payload: { accessToken: 'EAAB' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Facebook sign-in is not configured' });
  });

  it('sends no sign-in script sources in the page policy when no provider is configured', async () => {
    const res = await t.app.inject({ url: '/api/healthz' });
    expect(String(res.headers['content-security-policy'])).not.toContain('accounts.google.com');
    expect(String(res.headers['content-security-policy'])).not.toContain('connect.facebook.net');
  });
});

describe('Google sign-in with a failing key server', () => {
  let t: TestApp;
  let failing: Served;

  const signInWithSomeToken = async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({
      sub: 's',
      aud: CLIENT_ID,
      iss: 'accounts.google.com',
      iat: NOW,
      exp: NOW + 60,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .sign(privateKey);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/login/google',
      payload: { token },
      remoteAddress: nextAddress(),
    });
  };

  beforeAll(async () => {
    failing = await serve(() => [500, { error: 'down' }]);
    t = await createTestApp({ google: { clientId: CLIENT_ID, jwksUrl: `${failing.url}/certs` } });
  });
  afterAll(() => t.close());

  it('answers 503 with a message, not 500, when the key server errs and when it is gone', async () => {
    const erring = await signInWithSomeToken();
    expect(erring.statusCode).toBe(503);
    expect(erring.json()).toEqual({ message: GOOGLE_TEXTS.unavailable });
    await failing.close();
    const gone = await signInWithSomeToken();
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ message: GOOGLE_TEXTS.unavailable });
  });

  it('lets the page policy load the Google script when Google is configured', async () => {
    const res = await t.app.inject({ url: '/api/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(
      // Our own files (and the rendered pages' inline scripts by their hashes, when there is a web
      // build: none here), then Google's.
      /script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')* https:\/\/accounts\.google\.com\/gsi\/client/,
    );
    expect(csp).toContain('frame-src');
  });
});

describe('POST /api/user/login/facebook', () => {
  let t: TestApp;
  let graph: Served;
  /** What the fake Graph API knows: user access tokens and the app each was issued to. */
  const tokens = new Map<string, { appId: string; userId: string; valid: boolean; me?: object }>();
  let graphDown = false;
  let lastProof: string | null = null;

  const signIn = (accessToken: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login/facebook',
      payload: { accessToken } as object,
      remoteAddress: nextAddress(),
    });

  beforeAll(async () => {
    graph = await serve((url) => {
      if (graphDown) return [503, { error: { message: 'down' } }];
      if (url.pathname === '/debug_token') {
        if (url.searchParams.get('access_token') !== `${FB_APP_ID}|${FB_APP_SECRET}`) {
          return [
            400,
            { error: { message: 'Invalid OAuth access token - Cannot parse access token' } },
          ];
        }
        const known = tokens.get(url.searchParams.get('input_token') ?? '');
        if (!known)
          return [200, { data: { is_valid: false, error: { message: 'Invalid token' } } }];
        return [
          200,
          { data: { is_valid: known.valid, app_id: known.appId, user_id: known.userId } },
        ];
      }
      if (url.pathname === '/me') {
        lastProof = url.searchParams.get('appsecret_proof');
        const known = tokens.get(url.searchParams.get('access_token') ?? '');
        if (!known?.valid) return [400, { error: { message: 'Invalid OAuth access token' } }];
        expect(url.searchParams.get('fields')).toBe('id,name,email');
        return [
          200,
          known.me ?? { id: known.userId, name: 'Khánh Phạm', email: 'khanh@example.com' },
        ];
      }
      return [404, {}];
    });
    t = await createTestApp({
      facebook: { appId: FB_APP_ID, appSecret: FB_APP_SECRET, graphUrl: graph.url },
    });
    tokens.set('EAAB-good', { appId: FB_APP_ID, userId: '555000111', valid: true });
    tokens.set('EAAB-other-app', { appId: '999', userId: '555000222', valid: true });
    tokens.set('EAAB-revoked', { appId: FB_APP_ID, userId: '555000333', valid: false });
    tokens.set('EAAB-no-email', {
      appId: FB_APP_ID,
      userId: '555000444',
      valid: true,
      me: { id: '555000444', name: 'No Mail' },
    });
    tokens.set('EAAB-mismatch', {
      appId: FB_APP_ID,
      userId: '555000555',
      valid: true,
      me: { id: '555000666', name: 'Someone Else' },
    });
  });
  beforeEach(() => {
    graphDown = false;
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('signs in with a valid token, creating the user keyed by facebook id, and answers {user, token}', async () => {
    const res = await signIn('EAAB-good');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: 'Khánh Phạm',
      email: 'khanh@example.com',
      role: 'user',
    });
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user._id)
      .executeTakeFirstOrThrow();
    expect(row.facebook_id).toBe('555000111');
    expect(lastProof).toBe(
      crypto.createHmac('sha256', FB_APP_SECRET).update('EAAB-good').digest('hex'),
    );
    const again = await signIn('EAAB-good');
    expect(again.json().user._id).toBe(body.user._id);
    const me = await t.app.inject({
      url: '/api/user/profile',
      headers: bearer(again.json().token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('takes over an unverified password account with the e-mail Facebook gives', async () => {
    tokens.set('EAAB-takeover', {
      appId: FB_APP_ID,
      userId: '555000777',
      valid: true,
      me: { id: '555000777', name: 'Real Owner', email: 'fb-owner@example.com' },
    });
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Squatter', email: 'fb-owner@example.com', password: 'squatter-password' },
      remoteAddress: nextAddress(),
    });
    const res = await signIn('EAAB-takeover');
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(squatter.json().user._id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'fb-owner@example.com', password: 'squatter-password' },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(401);
  });

  it('creates an account without e-mail when Facebook gives none', async () => {
    const res = await signIn('EAAB-no-email');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'No Mail', email: null });
  });

  it.each([
    ['a token issued to another app', 'EAAB-other-app'],
    ['a token Facebook says is not valid', 'EAAB-revoked'],
    ['a token Facebook does not know', 'EAAB-made-up'],
    ['a token whose /me is another user than debug_token says', 'EAAB-mismatch'],
  ])('refuses %s with 401 and creates no user', async (_label, token) => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await signIn(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: FACEBOOK_TEXTS.invalid });
    expect(await count()).toBe(before);
  });

  it('answers 503 with a message when the Graph API is down', async () => {
    graphDown = true;
    const res = await signIn('EAAB-good');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: FACEBOOK_TEXTS.unavailable });
  });

  it('refuses a missing access token with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login/facebook',
      payload: {},
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('accessToken');
  });

  it('lets the page policy load the Facebook SDK when Facebook is configured', async () => {
    const csp = String(
      (await t.app.inject({ url: '/api/healthz' })).headers['content-security-policy'],
    );
    expect(csp).toContain('https://connect.facebook.net');
  });
});
