// Claims: the mailed link that makes a claimant an owner at once, the admin's queue for businesses
// without an e-mail of record, bad links and bad claims (each a clear 4xx, nothing changed), and
// who may do what (anonymous, user, owner of another, owner, admin).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_LINK_HOURS, CLAIM_TEXTS } from '@menudex/contract/claims';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, multipartForm, type MatrixRole } from '../../testing/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts';

const NOW = '2026-01-15T12:00:00.000Z';
const PUBLIC_URL = 'https://menudex.test';

let t: TestApp;
let f: ReturnType<typeof factories>;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp(
    {
      mail: { smtpUrl: smtp.url, from: 'Menudex <hello@menudex.test>', linkBaseUrl: PUBLIC_URL },
      publicUrl: PUBLIC_URL,
    },
    { now: NOW },
  );
  f = factories(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => t.clock.set(NOW));

let mailCounter = 0;
/** A business with an e-mail of record (or none). */
async function business(email: string | null = `owner${++mailCounter}@business.test`) {
  const row = await f.business();
  if (email) {
    await t.database.db.updateTable('businesses').set({ email }).where('id', '=', row.id).execute();
  }
  return { ...row, email };
}

/** A signed-in user whose e-mail is proven. */
async function verifiedUser(values: { role?: 'user' | 'admin' } = {}) {
  const user = await f.user(values);
  await t.database.db
    .updateTable('users')
    .set({ email_verified_at: new Date(NOW) })
    .where('id', '=', user.id)
    .execute();
  return user;
}

const claim = (businessId: string, headers: Record<string, string>, message = 'I run it') =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/claims`,
    headers,
    payload: { message },
  });

const confirm = (token: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/claims/confirm', headers, payload: { token } });

const resolve = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/claims/${id}/resolve`, headers, payload });

async function tokenMailedTo(address: string): Promise<string> {
  const mail = await smtp.next(address);
  const match = /https?:\/\/\S+\/claim#token=([\w-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No claim link in:\n${mail.text}`);
  expect(match[0].startsWith(`${PUBLIC_URL}/claim#token=`)).toBe(true);
  return match[1];
}

const ownersOf = async (businessId: string) =>
  (
    await t.database.db
      .selectFrom('business_owners')
      .select('user_id')
      .where('business_id', '=', businessId)
      .execute()
  ).map((r) => r.user_id);

const claimsOf = (businessId: string) =>
  t.database.db
    .selectFrom('claims')
    .select(['id', 'status', 'user_id'])
    .where('business_id', '=', businessId)
    .execute();

describe('a claim of a business with an e-mail of record', () => {
  it('mails a link there; opening it signed in as the claimant makes them an owner who can edit', async () => {
    const b = await business();
    const claimant = await verifiedUser();
    const res = await claim(b.id, bearer(claimant.token));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      claim: { status: 'pending', businessId: b.id, userId: claimant.id, via: 'mail' },
      message: CLAIM_TEXTS.mailed,
    });
    const token = await tokenMailedTo(b.email ?? '');
    // Stored only as a hash.
    const stored = await t.database.db.selectFrom('claims').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const confirmed = await confirm(token, bearer(claimant.token));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().business).toMatchObject({
      _id: b.id,
      canEdit: true,
      managedByOwner: true,
    });
    expect(await ownersOf(b.id)).toEqual([claimant.id]);
    expect((await claimsOf(b.id))[0]?.status).toBe('approved');

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${b.id}`,
      headers: bearer(claimant.token),
      payload: multipartForm({ description: 'Now run by its owner' }),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().business.description).toBe('Now run by its owner');
  });

  it('refuses a reused link with 400 and changes nothing', async () => {
    const b = await business();
    const claimant = await verifiedUser();
    await claim(b.id, bearer(claimant.token));
    const token = await tokenMailedTo(b.email ?? '');
    expect((await confirm(token, bearer(claimant.token))).statusCode).toBe(200);
    const again = await confirm(token, bearer(claimant.token));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CLAIM_TEXTS.linkUsed);
    expect(await ownersOf(b.id)).toEqual([claimant.id]);
  });

  it(`refuses a link older than ${CLAIM_LINK_HOURS} hours with 400, and a new claim mails a new link`, async () => {
    const b = await business();
    const claimant = await verifiedUser();
    await claim(b.id, bearer(claimant.token));
    const token = await tokenMailedTo(b.email ?? '');
    t.clock.advance(CLAIM_LINK_HOURS * 3600_000 + 1000);
    const late = await confirm(token, bearer(claimant.token));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(CLAIM_TEXTS.linkExpired);
    expect(await ownersOf(b.id)).toEqual([]);

    expect((await claim(b.id, bearer(claimant.token))).statusCode).toBe(201);
    const fresh = await tokenMailedTo(b.email ?? '');
    expect((await confirm(token, bearer(claimant.token))).json().message).toBe(
      CLAIM_TEXTS.linkInvalid,
    );
    expect((await confirm(fresh, bearer(claimant.token))).statusCode).toBe(200);
    expect(await ownersOf(b.id)).toEqual([claimant.id]);
    expect(await claimsOf(b.id)).toHaveLength(1);
  });

  it('refuses the link to anyone but the claimant with 403 and changes nothing', async () => {
    const b = await business();
    const claimant = await verifiedUser();
    const someoneElse = await verifiedUser();
    await claim(b.id, bearer(claimant.token));
    const token = await tokenMailedTo(b.email ?? '');
    const res = await confirm(token, bearer(someoneElse.token));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CLAIM_TEXTS.linkForSomeoneElse);
    expect(await ownersOf(b.id)).toEqual([]);
    expect((await claimsOf(b.id))[0]?.status).toBe('pending');
    // The claimant's link still works.
    expect((await confirm(token, bearer(claimant.token))).statusCode).toBe(200);
  });

  it('refuses an unknown token with 400, and a missing one with 400', async () => {
    const user = await verifiedUser();
    const unknown = await confirm('not-a-token', bearer(user.token));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CLAIM_TEXTS.linkInvalid);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/claims/confirm',
      headers: bearer(user.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/token/);
  });

  it('lets only the first of two claimants become the owner', async () => {
    const b = await business();
    const first = await verifiedUser();
    const second = await verifiedUser();
    await claim(b.id, bearer(first.token));
    const firstToken = await tokenMailedTo(b.email ?? '');
    await claim(b.id, bearer(second.token));
    const secondToken = await tokenMailedTo(b.email ?? '');
    expect((await confirm(firstToken, bearer(first.token))).statusCode).toBe(200);
    const late = await confirm(secondToken, bearer(second.token));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CLAIM_TEXTS.alreadyOwned);
    expect(await ownersOf(b.id)).toEqual([first.id]);
  });
});

describe('bad claims: a clear 4xx, nothing changed', () => {
  it('refuses a claim of a business that already has an owner with 409', async () => {
    const owner = await f.user();
    const { id } = await f.business({ ownerId: owner.id });
    const res = await claim(id, bearer((await verifiedUser()).token));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CLAIM_TEXTS.alreadyOwned);
    expect(await claimsOf(id)).toEqual([]);
  });

  it('refuses a claim from an account whose e-mail is not verified with 403', async () => {
    const b = await business();
    const res = await claim(b.id, bearer((await f.user()).token));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CLAIM_TEXTS.verifyEmailFirst);
    expect(await claimsOf(b.id)).toEqual([]);
    expect(smtp.to(b.email ?? '')).toEqual([]);
  });

  it('refuses a second claim while the first waits with 409', async () => {
    const b = await business(null);
    const claimant = await verifiedUser();
    expect((await claim(b.id, bearer(claimant.token))).statusCode).toBe(201);
    const again = await claim(b.id, bearer(claimant.token));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLAIM_TEXTS.alreadyPending);
    expect(await claimsOf(b.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown business and 400 for a message that is too long', async () => {
    const user = await verifiedUser();
    const unknown = await claim('00000000-0000-4000-8000-000000000000', bearer(user.token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/business/i);
    const b = await business(null);
    const long = await claim(b.id, bearer(user.token), 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(CLAIM_TEXTS.messageTooLong);
    expect(await claimsOf(b.id)).toEqual([]);
  });
});

describe('the admin queue for businesses without an e-mail of record', () => {
  it('queues the claim without a mail; an admin approves it and the claimant is told', async () => {
    const b = await business(null);
    const claimant = await verifiedUser();
    const admin = await verifiedUser({ role: 'admin' });
    const res = await claim(b.id, bearer(claimant.token), 'I am the chef');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      claim: { status: 'pending', via: 'admin' },
      message: CLAIM_TEXTS.queued,
    });
    const id = res.json().claim._id;

    const queue = await t.app.inject({ url: '/api/claims', headers: bearer(admin.token) });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().claims).toContainEqual(
      expect.objectContaining({ _id: id, businessId: b.id, message: 'I am the chef' }),
    );

    const approved = await resolve(id, bearer(admin.token), { action: 'approve', note: 'Welcome' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().claim).toMatchObject({ status: 'approved', note: 'Welcome' });
    expect(await ownersOf(b.id)).toEqual([claimant.id]);
    expect((await smtp.next(claimant.email)).subject).toMatch(/You now manage/);

    const twice = await resolve(id, bearer(admin.token), { action: 'reject', note: '' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CLAIM_TEXTS.alreadyResolved);
    expect(await ownersOf(b.id)).toEqual([claimant.id]);
  });

  it("mails the link in the claimant's page language, and the decision in the claimant's, not the admin's (decision 054)", async () => {
    const mailed = await business();
    const claimant = await verifiedUser();
    const vi = { ...bearer(claimant.token), 'accept-language': 'vi' };
    const res = await claim(mailed.id, vi, 'Tôi là chủ quán');
    expect(res.json().message).toBe(
      'Chúng tôi đã gửi một liên kết đến địa chỉ email của quán. Hãy mở liên kết khi đang đăng nhập để quản lý trang quán.',
    );
    const mail = await smtp.next(mailed.email!);
    expect(mail.subject).toMatch(/^Xác nhận .* quản lý .* trên Menudex$/);
    expect(mail.text).toContain('Lời nhắn của họ: Tôi là chủ quán');
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/vi/claim#token=`));

    // The claimant last signed in from a Vietnamese page; the admin decides from an English one.
    await t.database.db
      .updateTable('users')
      .set({ locale: 'vi' } as never)
      .where('id', '=', claimant.id)
      .execute();
    const queued = await business(null);
    const admin = await verifiedUser({ role: 'admin' });
    const id = (await claim(queued.id, bearer(claimant.token))).json().claim._id;
    await resolve(id, bearer(admin.token), { action: 'approve', note: '' });
    const decision = await smtp.next(claimant.email);
    expect(decision.subject).toMatch(/^Bạn đã là người quản lý .* trên Menudex$/);
  });

  it('rejects a claim: no owner, and the claim is listed as rejected', async () => {
    const b = await business(null);
    const claimant = await verifiedUser();
    const admin = await verifiedUser({ role: 'admin' });
    const id = (await claim(b.id, bearer(claimant.token))).json().claim._id;
    const rejected = await resolve(id, bearer(admin.token), { action: 'reject', note: 'No proof' });
    expect(rejected.json().claim).toMatchObject({ status: 'rejected', note: 'No proof' });
    expect(await ownersOf(b.id)).toEqual([]);
    const list = await t.app.inject({
      url: '/api/claims?status=rejected',
      headers: bearer(admin.token),
    });
    expect(list.json().claims.map((c: { _id: string }) => c._id)).toContain(id);
  });

  it('answers 400 for an unknown action and 404 for an unknown claim, changing nothing', async () => {
    const admin = await verifiedUser({ role: 'admin' });
    const b = await business(null);
    const id = (await claim(b.id, bearer((await verifiedUser()).token))).json().claim._id;
    const bad = await resolve(id, bearer(admin.token), { action: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/approve/);
    const unknown = await resolve('00000000-0000-4000-8000-000000000000', bearer(admin.token), {
      action: 'approve',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CLAIM_TEXTS.claimNotFound);
    expect((await claimsOf(b.id))[0]?.status).toBe('pending');
  });
});

describe('authorization of the claim endpoints', () => {
  async function castFor(businessId: string) {
    const cast = await f.cast(businessId);
    // Every signed-in caller of the matrix has a proven e-mail, so only the role decides.
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date(NOW) })
      .where('email_verified_at', 'is', null)
      .execute();
    return cast;
  }

  it.each([
    ['anonymous', 401, null],
    ['user', 409, CLAIM_TEXTS.alreadyOwned],
    ['other owner', 409, CLAIM_TEXTS.alreadyOwned],
    ['owner', 409, CLAIM_TEXTS.alreadyOwner],
    ['admin', 409, CLAIM_TEXTS.alreadyOwned],
  ] as Array<[MatrixRole, number, string | null]>)(
    'POST /businesses/{id}/claims of a business with an owner: %s gets %i',
    async (role, status, message) => {
      const b = await business(null);
      const cast = await castFor(b.id);
      const res = await claim(b.id, cast[role]);
      expect(res.statusCode).toBe(status);
      if (message) expect(res.json().message).toBe(message);
      expect(await claimsOf(b.id)).toEqual([]);
    },
  );

  it.each([
    ['anonymous', 401],
    ['user', 201],
    ['other owner', 201],
    ['owner', 201],
    ['admin', 201],
  ] as Array<[MatrixRole, number]>)(
    'POST /businesses/{id}/claims of a business nobody owns (the owner owns another): %s gets %i',
    async (role, status) => {
      const cast = await castFor((await business(null)).id);
      const unowned = await business(null);
      const res = await claim(unowned.id, cast[role]);
      expect(res.statusCode).toBe(status);
      expect(await claimsOf(unowned.id)).toHaveLength(status === 201 ? 1 : 0);
    },
  );

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 403],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)(
    'GET /claims and POST /claims/{id}/resolve: %s gets %i',
    async (role, status) => {
      const b = await business(null);
      const id = (await claim(b.id, bearer((await verifiedUser()).token))).json().claim._id;
      const cast = await castFor(b.id);
      const list = await t.app.inject({ url: '/api/claims', headers: cast[role] });
      expect(list.statusCode).toBe(status);
      const res = await resolve(id, cast[role], { action: 'reject', note: '' });
      expect(res.statusCode).toBe(status);
      if (status !== 200) {
        expect(res.json().message).toEqual(expect.any(String));
        expect((await claimsOf(b.id)).find((c) => c.id === id)?.status).toBe('pending');
      }
    },
  );

  it('POST /claims/confirm: anonymous gets 401', async () => {
    const res = await confirm('whatever', {});
    expect(res.statusCode).toBe(401);
  });
});
