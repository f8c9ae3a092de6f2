// The reminder to owners of stale listings: who is mailed (owners with a proven address of listings
// not confirmed within STALE_AFTER_DAYS), once per listing and month however many passes run, and
// the admin's trigger with its authorization.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, type MatrixRole } from '../../testing/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts';
import { reminderPeriod } from './freshness.service.ts';

const NOW = '2026-01-15T12:00:00.000Z';
const DAY_MS = 24 * 3600_000;

let t: TestApp;
let f: ReturnType<typeof factories>;
let smtp: SmtpSink;
let admin: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp(
    {
      staleAfterDays: 30,
      mail: {
        smtpUrl: smtp.url,
        from: 'Menudex <hello@menudex.test>',
        linkBaseUrl: 'https://m.test',
      },
      publicUrl: 'https://m.test',
    },
    { now: NOW },
  );
  f = factories(t);
  const created = await f.user({ role: 'admin' });
  adminId = created.id;
  admin = bearer(created.token);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  t.clock.set(NOW);
  // Each test counts its own owners' mails: listings of earlier tests are confirmed now.
  await t.database.db
    .updateTable('businesses')
    .set({ verified_at: new Date(NOW) })
    .execute();
});

async function owner(verified = true) {
  const user = await f.user();
  if (verified)
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date(NOW) })
      .where('id', '=', user.id)
      .execute();
  return user;
}

async function listing(ownerId: string, daysSinceConfirmed: number | null, name = 'Cafe') {
  const b = await f.business({ ownerId, name });
  await t.database.db
    .updateTable('businesses')
    .set({
      verified_at:
        daysSinceConfirmed === null
          ? null
          : new Date(Date.parse(NOW) - daysSinceConfirmed * DAY_MS),
    })
    .where('id', '=', b.id)
    .execute();
  return b;
}

const run = (headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/freshness/reminders/run', headers });

describe('reminders to owners of stale listings', () => {
  it('mails each owner of a stale listing once, listing all of their stale businesses', async () => {
    const ann = await owner();
    await listing(ann.id, null, 'Never Checked');
    await listing(ann.id, 31, 'Old News');
    await listing(ann.id, 29, 'Fresh Enough');
    const bob = await owner();
    await listing(bob.id, 40, 'Bob Bakery');

    const res = await run();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mailed: 2, reminders: 3 });
    const mail = await smtp.next(ann.email);
    expect(mail.subject).toBe('Are your 2 listings still correct on Menudex?');
    expect(mail.text).toMatch(/Never Checked \(never confirmed\): https:\/\/m\.test\/businesses\//);
    expect(mail.text).toMatch(/Old News \(last confirmed 2025-12-15\)/);
    expect(mail.text).not.toMatch(/Fresh Enough/);
    expect((await smtp.next(bob.email)).subject).toBe('Is Bob Bakery still correct on Menudex?');
  });

  it("writes the reminder in the owner's language, kept at their last sign-in, links under /vi/", async () => {
    const lan = await owner();
    await t.database.db
      .updateTable('users')
      // 022-user-locale.sql's column (db/schema.ts does not type it yet).
      .set({ locale: 'vi' } as never)
      .where('id', '=', lan.id)
      .execute();
    const pho = await listing(lan.id, 45, 'Phở Lan');

    expect((await run()).json()).toEqual({ mailed: 1, reminders: 1 });
    const mail = await smtp.next(lan.email);
    expect(mail.subject).toBe('Thông tin của Phở Lan trên Menudex còn đúng không?');
    expect(mail.text).toContain('chưa được xác nhận hơn 30 ngày');
    expect(mail.text).toContain(
      `- Phở Lan (xác nhận lần cuối 2025-12-01): https://m.test/vi/businesses/${pho.id}`,
    );
  });

  it('does not mail an owner twice in one month, and mails again the next month', async () => {
    const ann = await owner();
    await listing(ann.id, 60);
    await run();
    await smtp.next(ann.email);
    expect((await run()).json()).toEqual({ mailed: 0, reminders: 0 });
    expect(smtp.to(ann.email)).toHaveLength(1);
    t.clock.set('2026-02-02T09:00:00Z');
    expect(reminderPeriod(t.clock.now())).toBe('2026-02');
    // A session from this month: the one made in January has expired by now.
    const february = bearer(await f.sessions.sign(adminId));
    expect((await run(february)).json()).toEqual({ mailed: 1, reminders: 1 });
    expect(smtp.to(ann.email)).toHaveLength(2);
  });

  it('mails each owner exactly once when several passes run at the same time', async () => {
    const owners = await Promise.all([owner(), owner(), owner()]);
    for (const o of owners) {
      await listing(o.id, null);
      await listing(o.id, 90);
    }
    const results = await Promise.all([run(), run(), run(), run()]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.reduce((n, r) => n + r.json().mailed, 0)).toBe(owners.length);
    for (const o of owners) expect(smtp.to(o.email)).toHaveLength(1);
  });

  it('leaves out owners whose e-mail is not verified and listings without an owner', async () => {
    const unverified = await owner(false);
    await listing(unverified.id, null);
    await f.business({ name: 'Nobody Owns Me' });
    expect((await run()).json()).toEqual({ mailed: 0, reminders: 0 });
    expect(smtp.to(unverified.email)).toEqual([]);
  });
});

describe('POST /api/freshness/reminders/run', () => {
  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 403],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)('is for admins only: %s gets %i', async (role, status) => {
    const o = await owner();
    const b = await listing(o.id, null);
    const cast = await f.cast(b.id);
    const res = await run(cast[role]);
    expect(res.statusCode).toBe(status);
    const rows = await t.database.db
      .selectFrom('freshness_reminders')
      .select('user_id')
      .where('business_id', '=', b.id)
      .execute();
    if (status === 200) expect(rows.map((r) => r.user_id)).toContain(o.id);
    else {
      expect(res.json().message).toEqual(expect.any(String));
      expect(rows).toEqual([]);
    }
  });
});
