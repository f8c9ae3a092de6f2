// Accounts people can trust and recover: e-mail verification, password reset, change password and
// deleting an account, with mails sent over SMTP to a server the test runs on 127.0.0.1.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TEXTS } from '@menudex/contract/user';
import { hashLinkToken } from './account-tokens.repository.ts';
import { SESSION_ENDED } from '../../plugins/auth.ts';
import { RATE_LIMIT_MESSAGE } from '../../plugins/rate-limit.ts';
import { bearer, factories } from '../../testing/factories.ts';
import { linkIn, startSmtpSink, tokenOf, type SmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { MAIL_RATE_LIMITS } from './user.routes.ts';
import { FORGOT_ANSWER_MS, RESET_MAILS_PER_HOUR } from './user.service.ts';

const PUBLIC_URL = 'https://menudex.test';
const MAIL_FROM = 'Menudex <no-reply@menudex.test>';

let t: TestApp;
let f: ReturnType<typeof factories>;
let smtp: SmtpSink;

// Limits are per client address: each call comes from its own address unless a test is about them.
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.3.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  options: { token?: string; address?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: options.token ? bearer(options.token) : {},
    remoteAddress: options.address ?? nextAddress(),
  });
}

let emailCounter = 0;
const newEmail = (label: string) => `${label}-${++emailCounter}@example.com`;

/** Signs up through the API and reads the verification link from the mail it sent. */
async function signUp(email = newEmail('person'), password = 'first-password') {
  const res = await call('POST', '/api/user/signup', { name: 'Person', email, password });
  expect(res.statusCode).toBe(201);
  const mail = await smtp.next(email);
  return { email, password, token: res.json().token as string, id: res.json().user._id, mail };
}

const profileOf = async (token: string) => call('GET', '/api/user/profile', undefined, { token });

async function resetLinkFor(email: string) {
  const res = await call('POST', '/api/user/password/forgot', { email });
  expect(res.statusCode).toBe(200);
  return tokenOf(linkIn((await smtp.next(email)).text, 'reset-password'));
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, from: MAIL_FROM, linkBaseUrl: PUBLIC_URL },
    publicUrl: PUBLIC_URL,
  });
  f = factories(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('e-mail verification', () => {
  it('mails a link to PUBLIC_URL from MAIL_FROM at sign-up, over SMTP; the token is stored only as a hash', async () => {
    const { email, mail, token, id } = await signUp();
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@menudex.test');
    expect(mail.subject).toBe('Verify your e-mail address for Menudex');
    const link = linkIn(mail.text, 'verify-email');
    expect(link.origin).toBe(PUBLIC_URL);
    const raw = tokenOf(link);
    expect(raw).toMatch(/^[\w-]{43}$/);
    const rows = await t.database.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashLinkToken(raw));
    expect(JSON.stringify(rows)).not.toContain(raw);
    const profile = (await profileOf(token)).json();
    expect(profile).toMatchObject({ emailVerified: false, hasPassword: true });
  });

  it('lets an unverified account sign in and like', async () => {
    const { email, password } = await signUp();
    const login = await call('POST', '/api/user/login', { email, password });
    expect(login.statusCode).toBe(200);
    const business = await f.business();
    const list = await f.list(business.id);
    const item = await f.item(business.id, list.id);
    const like = await call(
      'POST',
      `/api/items/vote/${item.id}`,
      { vote: 'like' },
      { token: login.json().token },
    );
    expect(like.statusCode).toBe(200);
    expect(like.json().popularity.likes).toBe(1);
  });

  it('tells the browser that mail goes out over SMTP, so the sign-up dialog can say it was sent', async () => {
    const config = await call('GET', '/api/config');
    expect(config.json().auth.email).toEqual({ enabled: true, mail: true, delivery: 'smtp' });
  });

  it('verifies the address once: a second use of the link is refused', async () => {
    const { mail, token } = await signUp();
    const link = tokenOf(linkIn(mail.text, 'verify-email'));
    const first = await call('POST', '/api/user/verify-email', { token: link });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: USER_TEXTS.emailVerified });
    expect((await profileOf(token)).json().emailVerified).toBe(true);
    const again = await call('POST', '/api/user/verify-email', { token: link });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: USER_TEXTS.linkUsed });
  });

  it('refuses a link past its 48 hours, leaving the address unverified', async () => {
    const { mail, token } = await signUp();
    t.clock.advance(48 * 3600_000 + 60_000);
    try {
      const res = await call('POST', '/api/user/verify-email', {
        token: tokenOf(linkIn(mail.text, 'verify-email')),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: USER_TEXTS.linkExpired });
    } finally {
      t.clock.advance(-(48 * 3600_000 + 60_000));
    }
    expect((await profileOf(token)).json().emailVerified).toBe(false);
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43) }, 400, USER_TEXTS.linkInvalid],
    ['a missing token', {}, 400, 'token'],
  ])('refuses %s with 400', async (_label, body, status, message) => {
    const res = await call('POST', '/api/user/verify-email', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('resends a working link to a signed-in unverified user, and refuses when already verified', async () => {
    const { email, token } = await signUp();
    const res = await call('POST', '/api/user/verify-email/resend', undefined, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: USER_TEXTS.verificationSent });
    const link = tokenOf(linkIn((await smtp.next(email)).text, 'verify-email'));
    expect((await call('POST', '/api/user/verify-email', { token: link })).statusCode).toBe(200);
    const again = await call('POST', '/api/user/verify-email/resend', undefined, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: USER_TEXTS.alreadyVerified });
    expect((await call('POST', '/api/user/verify-email/resend')).statusCode).toBe(401);
  });

  it(`limits resends to ${MAIL_RATE_LIMITS.resend.max} per user in 15 minutes (429), sending no more mail`, async () => {
    const { email, token } = await signUp();
    for (let i = 0; i < MAIL_RATE_LIMITS.resend.max; i++) {
      const res = await call('POST', '/api/user/verify-email/resend', undefined, { token });
      expect(res.statusCode).toBe(200);
      await smtp.next(email);
    }
    const limited = await call('POST', '/api/user/verify-email/resend', undefined, { token });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    await new Promise((r) => setTimeout(r, 200));
    // The sign-up mail and one per allowed resend.
    expect(smtp.to(email)).toHaveLength(1 + MAIL_RATE_LIMITS.resend.max);
  });
});

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old one and every old session do not', async () => {
    const { email, password, token: oldSession } = await signUp();
    const second = (await call('POST', '/api/user/login', { email, password })).json().token;
    const link = await resetLinkFor(email);
    const res = await call('POST', '/api/user/password/reset', {
      token: link,
      password: 'brand-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: USER_TEXTS.passwordReset });

    expect((await call('POST', '/api/user/login', { email, password })).statusCode).toBe(401);
    const fresh = await call('POST', '/api/user/login', { email, password: 'brand-new-password' });
    expect(fresh.statusCode).toBe(200);
    for (const old of [oldSession, second]) {
      const me = await profileOf(old);
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: SESSION_ENDED });
    }
    expect((await profileOf(fresh.json().token)).statusCode).toBe(200);
    // Whoever opened the link reads the mailbox: the address counts as verified.
    expect((await profileOf(fresh.json().token)).json().emailVerified).toBe(true);

    const again = await call('POST', '/api/user/password/reset', {
      token: link,
      password: 'third-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: USER_TEXTS.linkUsed });
    expect(
      (await call('POST', '/api/user/login', { email, password: 'third-password' })).statusCode,
    ).toBe(401);
  });

  it('refuses a link past its hour and keeps the old password', async () => {
    const { email, password } = await signUp();
    const link = await resetLinkFor(email);
    t.clock.advance(61 * 60_000);
    try {
      const res = await call('POST', '/api/user/password/reset', {
        token: link,
        password: 'too-late-password',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: USER_TEXTS.linkExpired });
    } finally {
      t.clock.advance(-61 * 60_000);
    }
    expect((await call('POST', '/api/user/login', { email, password })).statusCode).toBe(200);
  });

  it('makes earlier reset links useless once one is used', async () => {
    const { email } = await signUp();
    const first = await resetLinkFor(email);
    const second = await resetLinkFor(email);
    const use = (token: string) =>
      call('POST', '/api/user/password/reset', { token, password: 'another-password' });
    expect((await use(second)).statusCode).toBe(200);
    expect((await use(first)).json()).toEqual({ message: USER_TEXTS.linkUsed });
  });

  it('checks a reset link without using it up: 200 while it works, 410 once used or expired, 400 when unknown', async () => {
    const { email, password } = await signUp();
    const link = await resetLinkFor(email);
    const check = (token: string) => call('POST', '/api/user/password/reset/check', { token });

    const fresh = await check(link);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ message: USER_TEXTS.linkValid });
    // Checking twice changes nothing: the link still sets the password afterwards.
    expect((await check(link)).statusCode).toBe(200);
    expect((await call('POST', '/api/user/login', { email, password })).statusCode).toBe(200);

    const reset = await call('POST', '/api/user/password/reset', {
      token: link,
      password: 'checked-then-set',
    });
    expect(reset.statusCode).toBe(200);
    const used = await check(link);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toEqual({ message: USER_TEXTS.linkUsed });

    const unknown = await check('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: USER_TEXTS.linkInvalid });

    const empty = await call('POST', '/api/user/password/reset/check', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('token is required');
  });

  it('answers 410 for a reset link past its hour, and the link stays unusable', async () => {
    const { email, password } = await signUp();
    const link = await resetLinkFor(email);
    t.clock.advance(61 * 60_000);
    try {
      const res = await call('POST', '/api/user/password/reset/check', { token: link });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ message: USER_TEXTS.linkExpired });
    } finally {
      t.clock.advance(-61 * 60_000);
    }
    expect((await call('POST', '/api/user/login', { email, password })).statusCode).toBe(200);
  });

  it('refuses a short new password with 400 and leaves the link usable', async () => {
    const { email } = await signUp();
    const link = await resetLinkFor(email);
    const short = await call('POST', '/api/user/password/reset', {
      token: link,
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(USER_TEXTS.passwordTooShort);
    const ok = await call('POST', '/api/user/password/reset', {
      token: link,
      password: 'long-enough-now',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers a known and an unknown address alike, in the same time class, and mails only the known one', async () => {
    const { email } = await signUp();
    const unknown = newEmail('nobody');
    const time = async (address: string) => {
      const runs: number[] = [];
      let body: unknown;
      for (let i = 0; i < 2; i++) {
        const start = performance.now();
        const res = await call('POST', '/api/user/password/forgot', { email: address });
        runs.push(performance.now() - start);
        expect(res.statusCode).toBe(200);
        body = res.json();
      }
      return { ms: Math.min(...runs), body };
    };
    const known = await time(email);
    const other = await time(unknown);
    expect(other.body).toEqual(known.body);
    expect(known.body).toEqual({ message: USER_TEXTS.resetRequested });
    // Both wait for the same floor; the mail is sent after the answer, so neither is measurably longer.
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    expect(other.ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    expect(Math.abs(known.ms - other.ms)).toBeLessThan(FORGOT_ANSWER_MS / 2);
    await smtp.next(email);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to(unknown)).toEqual([]);
  });

  it(`limits reset requests to ${MAIL_RATE_LIMITS.forgot.max} per client address in 15 minutes, known or not`, async () => {
    const address = '10.99.3.1';
    for (let i = 0; i < MAIL_RATE_LIMITS.forgot.max; i++) {
      const res = await call(
        'POST',
        '/api/user/password/forgot',
        { email: newEmail('nobody') },
        { address },
      );
      expect(res.statusCode).toBe(200);
    }
    const limited = await call(
      'POST',
      '/api/user/password/forgot',
      { email: newEmail('nobody') },
      { address },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
  });

  it(`sends one inbox at most ${RESET_MAILS_PER_HOUR} reset mails an hour, from any number of addresses, answering alike`, async () => {
    const { email } = await signUp();
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) {
      const res = await call('POST', '/api/user/password/forgot', { email });
      expect(res.json()).toEqual({ message: USER_TEXTS.resetRequested });
    }
    await new Promise((r) => setTimeout(r, 300));
    const resets = smtp.to(email).filter((m) => m.subject === 'Set a new Menudex password');
    expect(resets).toHaveLength(RESET_MAILS_PER_HOUR);
  });
});

describe('POST /api/user/password (change password)', () => {
  it('needs the current password; a new one ends the other sessions and answers a new token', async () => {
    const { email, password, token } = await signUp();
    const other = (await call('POST', '/api/user/login', { email, password })).json().token;

    const wrong = await call(
      'POST',
      '/api/user/password',
      { currentPassword: 'not-it-at-all', newPassword: 'changed-password' },
      { token },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: USER_TEXTS.wrongPassword });
    const missing = await call(
      'POST',
      '/api/user/password',
      { newPassword: 'changed-password' },
      { token },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: USER_TEXTS.currentPasswordRequired });
    expect((await call('POST', '/api/user/login', { email, password })).statusCode).toBe(200);

    const res = await call(
      'POST',
      '/api/user/password',
      { currentPassword: password, newPassword: 'changed-password' },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect((await profileOf(res.json().token)).statusCode).toBe(200);
    expect((await profileOf(token)).statusCode).toBe(401);
    expect((await profileOf(other)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/user/login', { email, password: 'changed-password' })).statusCode,
    ).toBe(200);
  });

  it('lets an account without a password (a provider made it) set one', async () => {
    const provider = await f.user();
    const res = await call(
      'POST',
      '/api/user/password',
      { newPassword: 'first-own-password' },
      { token: provider.token },
    );
    expect(res.statusCode).toBe(200);
    expect((await profileOf(res.json().token)).json().hasPassword).toBe(true);
    expect(
      (
        await call('POST', '/api/user/login', {
          email: provider.email,
          password: 'first-own-password',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await call('POST', '/api/user/password', { newPassword: 'whatever-password' });
    expect(res.statusCode).toBe(401);
  });
});

/** Every counter equals the rows it counts, across the whole database. */
async function countersMatchRows() {
  const { rows } = await sql<{ bad: number }>`
    select
      (select count(*) from items i where i.likes <> (select count(*) from item_votes v
         where v.item_id = i.id and v.vote = 'like')
        or i.dislikes <> (select count(*) from item_votes v
         where v.item_id = i.id and v.vote = 'dislike'))
      + (select count(*) from businesses b where b.favorite_count <> (select count(*)
         from favorites f where f.business_id = b.id)) as bad`.execute(t.database.db);
  return Number(rows[0]?.bad);
}

describe('DELETE /api/user/profile (delete account)', () => {
  it('removes the account, its votes and favorites, and lowers the counters to match the rows', async () => {
    const { token, id, email, password } = await signUp();
    const stays = await f.user();
    const business = await f.business();
    const list = await f.list(business.id);
    const liked = await f.item(business.id, list.id);
    const disliked = await f.item(business.id, list.id);
    for (const [who, item, vote] of [
      [token, liked.id, 'like'],
      [stays.token, liked.id, 'like'],
      [token, disliked.id, 'dislike'],
    ] as const) {
      expect(
        (await call('POST', `/api/items/vote/${item}`, { vote }, { token: who })).statusCode,
      ).toBe(200);
    }
    for (const who of [token, stays.token]) {
      expect(
        (
          await call(
            'POST',
            `/api/businesses/favorite/${business.id}`,
            { favorite: true },
            { token: who },
          )
        ).statusCode,
      ).toBe(200);
    }

    const wrong = await call('DELETE', '/api/user/profile', { password: 'not-it' }, { token });
    expect(wrong.statusCode).toBe(403);
    expect((await profileOf(token)).statusCode).toBe(200);

    const res = await call('DELETE', '/api/user/profile', { password }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: USER_TEXTS.accountDeleted });
    expect(await countersMatchRows()).toBe(0);
    const counts = await t.database.db
      .selectFrom('items')
      .select(['id', 'likes', 'dislikes'])
      .where('id', 'in', [liked.id, disliked.id])
      .execute();
    expect(counts.find((r) => r.id === liked.id)).toMatchObject({ likes: 1, dislikes: 0 });
    expect(counts.find((r) => r.id === disliked.id)).toMatchObject({ likes: 0, dislikes: 0 });
    const fav = await t.database.db
      .selectFrom('businesses')
      .select('favorite_count')
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(fav.favorite_count).toBe(1);
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(user).toBeUndefined();
    expect((await profileOf(token)).statusCode).toBe(401);
    expect((await call('POST', '/api/user/login', { email, password })).statusCode).toBe(401);
  });

  it('deletes an account without a password with no password asked', async () => {
    const provider = await f.user();
    const res = await call('DELETE', '/api/user/profile', {}, { token: provider.token });
    expect(res.statusCode).toBe(200);
  });
});

describe('accounts without mail, and the last admin', () => {
  let bare: TestApp;

  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('answers 404 to reset and resend when the server has no mail, and says so in /api/config', async () => {
    const forgot = await bare.app.inject({
      method: 'POST',
      url: '/api/user/password/forgot',
      payload: { email: 'someone@example.com' },
    });
    expect(forgot.statusCode).toBe(404);
    expect(forgot.json()).toEqual({ message: USER_TEXTS.mailOff });
    const config = await bare.app.inject({ url: '/api/config' });
    expect(config.json().auth.email).toEqual({ enabled: true, mail: false });
    // Sign-up still works, with nothing to verify by mail.
    const signup = await bare.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'No Mail', email: 'no-mail@example.com', password: 'no-mail-password' },
    });
    expect(signup.statusCode).toBe(201);
    const resend = await bare.app.inject({
      method: 'POST',
      url: '/api/user/verify-email/resend',
      headers: bearer(signup.json().token),
    });
    expect(resend.statusCode).toBe(404);
  });

  it('refuses to delete the last admin (409), and deletes an admin once another exists', async () => {
    const g = factories(bare);
    const first = await g.user({ role: 'admin' });
    const del = (token: string) =>
      bare.app.inject({
        method: 'DELETE',
        url: '/api/user/profile',
        payload: {},
        headers: bearer(token),
      });
    const refused = await del(first.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: USER_TEXTS.lastAdmin });
    const second = await g.user({ role: 'admin' });
    expect((await del(first.token)).statusCode).toBe(200);
    expect((await del(second.token)).statusCode).toBe(409);
  });
});
