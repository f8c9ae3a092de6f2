// Reports and suggested corrections through the API: reporting, the queue's scope, accepting (the
// suggestion applied) and rejecting, the mail to the reporter, who may do what, and every bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import { CONTROL_CHARACTERS_MESSAGE } from '@menudex/contract/text';
import { REPORT_LIMITS, REPORT_TEXTS, type Report } from '@menudex/contract/reports';
import { bearer, factories, type MatrixRole, type TestUser } from '../../testing/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const PUBLIC_URL = 'https://menudex.test';
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let f: ReturnType<typeof factories>;
let smtp: SmtpSink;
let admin: TestUser;
/** Each test reports from its own address, so the per-address limit only meets the flood test. */
let addressCounter = 0;
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function report(body: unknown, headers: Record<string, string> = {}, address = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: address,
  });
}

function resolve(id: string, body: unknown, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/reports/${id}/resolve`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function queue(headers: Record<string, string>, status?: string) {
  return t.app.inject({ url: `/api/reports${status ? `?status=${status}` : ''}`, headers });
}

const businessOf = async (id: string) =>
  (await t.app.inject({ url: `/api/businesses/${id}` })).json().business;

const reportRows = () => t.database.db.selectFrom('reports').selectAll().execute();

async function reportId(body: unknown): Promise<string> {
  const res = await report(body);
  expect(res.statusCode).toBe(201);
  return res.json().report._id;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, from: 'no-reply@menudex.test', linkBaseUrl: PUBLIC_URL },
    publicUrl: PUBLIC_URL,
  });
  f = factories(t);
  admin = await f.user({ role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a visitor reports a wrong phone number and an admin accepts it', () => {
  it('stores the report as open, and accepting it changes the number the business page shows', async () => {
    const business = await f.business({ name: 'Phở Hà Nội', phone: '4085550100' });
    const res = await report({
      target: { kind: 'business', id: business.id },
      reason: 'wrong-info',
      message: 'The number rings a dentist; the new number is on their door.',
      email: 'Visitor@Example.com',
      suggestion: { phone: '(408) 555-0199' },
    });
    expect(res.statusCode).toBe(201);
    const { report: created } = res.json();
    expect(created).toEqual({ _id: expect.any(String), status: 'open' });

    const open: Report[] = (await queue(bearer(admin.token), 'open')).json().reports;
    const listed = open.find((r) => r._id === created._id);
    expect(listed).toMatchObject({
      status: 'open',
      target: { kind: 'business', id: business.id },
      reason: 'wrong-info',
      suggestion: { phone: '(408) 555-0199' },
      resolvedAt: null,
      note: '',
    });
    expect(listed).not.toHaveProperty('email');

    const accepted = await resolve(
      created._id,
      { action: 'accept', note: 'Called them: right.' },
      bearer(admin.token),
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().report).toMatchObject({
      status: 'accepted',
      note: 'Called them: right.',
      resolvedAt: '2026-01-15T12:00:00.000Z',
    });
    expect((await businessOf(business.id)).phone).toBe('4085550199');

    const mail = await smtp.next('visitor@example.com');
    expect(mail.subject).toBe(REPORT_TEXTS.mailSubjectAccepted);
    expect(mail.text).toContain('Phở Hà Nội');
    expect(mail.text).toContain('Called them: right.');
    expect(mail.text).toContain(`${PUBLIC_URL}/businesses/${business.id}`);
    // The address was kept only to send that mail.
    const [row] = (await reportRows()).filter((r) => r.id === created._id);
    expect(row?.email).toBeNull();
  });

  it('applies name, website, e-mail, address and hours together, marking them edited on an imported business', async () => {
    const business = await f.business({ name: 'Old name' });
    await t.database.db
      .updateTable('businesses')
      .set({
        source: JSON.stringify({ kind: 'osm', ref: 'node/1', importedAt: '2026-01-01T00:00:00Z' }),
        hours_text: 'Mo-Fr 09:00-17:00 "by appointment"',
      })
      .where('id', '=', business.id)
      .execute();
    const id = await reportId({
      target: { kind: 'business', id: business.id },
      reason: 'wrong-info',
      message: 'They moved and changed their name.',
      suggestion: {
        name: 'New name',
        website: 'https://new.example',
        email: 'hello@new.example',
        location: { address1: '1 New Street', zipCode: '95112' },
        hours: {
          timeZone: 'America/Los_Angeles',
          weekly: [{ day: 'mon', opens: '09:00', closes: '17:00' }],
        },
      },
    });
    expect((await resolve(id, { action: 'accept' }, bearer(admin.token))).statusCode).toBe(200);
    const after = await businessOf(business.id);
    expect(after).toMatchObject({
      name: 'New name',
      website: 'https://new.example',
      email: 'hello@new.example',
      location: { address1: '1 New Street', zipCode: '95112' },
      hoursText: '',
      hours: {
        timeZone: 'America/Los_Angeles',
        weekly: [{ day: 'mon', opens: '09:00', closes: '17:00' }],
        temporarilyClosed: false,
      },
    });
    const row = await t.database.db
      .selectFrom('businesses')
      .select('edited_fields')
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(row.edited_fields).toEqual(['address', 'email', 'hours', 'name', 'website']);
  });

  it("accepting 'closed' marks the hours closed with no reopening date, keeping the weekly hours", async () => {
    const business = await f.business();
    const hours = {
      timeZone: 'America/Los_Angeles',
      weekly: [{ day: 'tue', opens: '10:00', closes: '18:00' }],
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}/hours`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: JSON.stringify(hours),
    });
    expect(put.statusCode).toBe(200);
    const id = await reportId({
      target: { kind: 'business', id: business.id },
      reason: 'closed',
      message: 'Boarded up since the summer.',
    });
    expect((await resolve(id, { action: 'accept' }, bearer(admin.token))).statusCode).toBe(200);
    expect((await businessOf(business.id)).hours).toMatchObject({
      ...hours,
      temporarilyClosed: true,
      reopensOn: null,
    });
    expect((await businessOf(business.id)).openNow).toBe(false);
  });

  it('rejecting changes nothing and mails the reporter the note', async () => {
    const business = await f.business({ name: 'Kept as it is' });
    const id = await reportId({
      target: { kind: 'business', id: business.id },
      reason: 'wrong-info',
      message: 'Name is wrong',
      email: 'rejected@example.com',
      suggestion: { name: 'Something else' },
    });
    const res = await resolve(
      id,
      { action: 'reject', note: 'The sign says Kept as it is.' },
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({ status: 'rejected' });
    expect((await businessOf(business.id)).name).toBe('Kept as it is');
    const mail = await smtp.next('rejected@example.com');
    expect(mail.subject).toBe(REPORT_TEXTS.mailSubjectRejected);
    expect(mail.text).toContain('The sign says Kept as it is.');
  });

  it('mails the outcome in the language of the page the report was made on (decision 054)', async () => {
    const business = await f.business({ name: 'Phở Hòa' });
    const made = await report(
      {
        target: { kind: 'business', id: business.id },
        reason: 'closed',
        message: 'Quán đã đóng cửa',
        email: 'bao-cao@example.com',
      },
      { 'accept-language': 'vi' },
    );
    expect(made.statusCode).toBe(201);
    // The admin decides from an English page: the reporter still reads Vietnamese.
    await resolve(made.json().report._id, { action: 'reject', note: '' }, bearer(admin.token));
    const mail = await smtp.next('bao-cao@example.com');
    expect(mail.subject).toBe('Báo cáo của bạn trên Menudex đã được xem xét');
    expect(mail.text).toContain('Cảm ơn bạn đã báo cáo về Phở Hòa trên Menudex (đã đóng cửa hẳn).');
    expect(mail.text).toContain(`${PUBLIC_URL}/vi/businesses/${business.id}`);
  });

  it('reports on a dish reach the owner of its business; accepting one changes no business field', async () => {
    const owner = await f.user();
    const business = await f.business({ ownerId: owner.id, name: 'Dish place' });
    const list = await f.list(business.id);
    const item = await f.item(business.id, list.id);
    const id = await reportId({
      target: { kind: 'item', id: item.id },
      reason: 'illegal',
      message: 'The photo is copied from my site.',
    });
    const mine: Report[] = (await queue(bearer(owner.token))).json().reports;
    expect(mine.map((r) => r._id)).toEqual([id]);
    expect(mine[0]?.target).toEqual({ kind: 'item', id: item.id });
    const before = await businessOf(business.id);
    expect((await resolve(id, { action: 'accept' }, bearer(owner.token))).statusCode).toBe(200);
    expect(await businessOf(business.id)).toEqual(before);
  });
});

describe('who may read and resolve reports', () => {
  let businessId: string;
  let cast: Record<MatrixRole, Record<string, string>>;

  beforeAll(async () => {
    businessId = (await f.business({ name: 'Matrix place' })).id;
    cast = await f.cast(businessId);
  });

  it.each([
    ['anonymous', 401],
    ['user', 200],
    ['other owner', 200],
    ['owner', 200],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)('GET /reports: %s gets %i', async (role, status) => {
    const id = await reportId({
      target: { kind: 'business', id: businessId },
      reason: 'spam',
      message: 'Spam in the description',
    });
    const res = await queue(cast[role]);
    expect(res.statusCode).toBe(status);
    if (status !== 200) {
      expect(res.json()).toEqual({ message: 'Please sign in' });
      return;
    }
    const ids = (res.json().reports as Report[]).map((r) => r._id);
    // Users who own nothing get an empty queue; an owner of another business does not see these.
    if (role === 'user' || role === 'other owner') expect(ids).toEqual([]);
    else expect(ids).toContain(id);
    if (role === 'owner')
      expect((res.json().reports as Report[]).every((r) => r.target.id === businessId)).toBe(true);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 200],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)(
    'POST /reports/{id}/resolve: %s gets %i, and only a success changes anything',
    async (role, status) => {
      const id = await reportId({
        target: { kind: 'business', id: businessId },
        reason: 'wrong-info',
        message: 'New name',
        suggestion: { name: `Renamed by ${role}` },
      });
      const before = await businessOf(businessId);
      const res = await resolve(id, { action: 'accept', note: '' }, cast[role]);
      expect(res.statusCode).toBe(status);
      const [row] = (await reportRows()).filter((r) => r.id === id);
      if (status === 200) {
        expect((await businessOf(businessId)).name).toBe(`Renamed by ${role}`);
        expect(row?.status).toBe('accepted');
        return;
      }
      expect(res.json().message).toBe(
        status === 401 ? 'Please sign in' : 'You are not allowed to do this',
      );
      expect(await businessOf(businessId)).toEqual(before);
      expect(row?.status).toBe('open');
    },
  );

  it('an owner accepting a report on someone else’s business gets 403 and the business stays as it was', async () => {
    const owner = await f.user();
    await f.business({ ownerId: owner.id });
    const other = await f.business({ name: 'Not theirs' });
    const id = await reportId({
      target: { kind: 'business', id: other.id },
      reason: 'wrong-info',
      message: 'x',
      suggestion: { name: 'Hijacked' },
    });
    const res = await resolve(id, { action: 'accept' }, bearer(owner.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not allowed to do this' });
    expect((await businessOf(other.id)).name).toBe('Not theirs');
    expect((await reportRows()).find((r) => r.id === id)?.status).toBe('open');
  });
});

describe('bad input: a clear 4xx and nothing changed', () => {
  let businessId: string;
  beforeAll(async () => {
    businessId = (await f.business()).id;
  });

  async function refused(body: unknown, status: number, message: string) {
    const before = (await reportRows()).length;
    const res = await report(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect((await reportRows()).length).toBe(before);
  }
  const onBusiness = (extra: Record<string, unknown>) => ({
    target: { kind: 'business', id: businessId },
    reason: 'wrong-info',
    message: 'Something is wrong',
    ...extra,
  });

  it('an unknown business or dish is a 404', async () => {
    await refused(
      onBusiness({ target: { kind: 'business', id: MISSING } }),
      404,
      BUSINESS_TEXTS.businessNotFound,
    );
    await refused(
      onBusiness({ target: { kind: 'item', id: MISSING } }),
      404,
      REPORT_TEXTS.itemNotFound,
    );
    await refused(
      onBusiness({ target: { kind: 'menu', id: businessId } }),
      400,
      "body.target.kind: must be 'business' or 'item'",
    );
    await refused(
      onBusiness({ target: { kind: 'business', id: 'nope' } }),
      400,
      'body.target.id: must be a valid id',
    );
  });

  it('a huge, missing or control-character message is refused', async () => {
    await refused(
      onBusiness({ message: 'x'.repeat(REPORT_LIMITS.messageMaxLength + 1) }),
      400,
      `body.message: ${REPORT_TEXTS.messageTooLong}`,
    );
    await refused(
      onBusiness({ message: '   ' }),
      400,
      `body.message: ${REPORT_TEXTS.messageRequired}`,
    );
    await refused(
      onBusiness({ message: 'bad\u0000byte' }),
      400,
      `body.message: ${CONTROL_CHARACTERS_MESSAGE}`,
    );
    await refused(
      onBusiness({ reason: 'angry' }),
      400,
      'body.reason: must be one of wrong-info, closed, illegal, spam, other',
    );
    await refused(
      onBusiness({ email: 'not-an-address' }),
      400,
      `body.email: ${REPORT_TEXTS.invalidEmail}`,
    );
  });

  it('invalid suggestions are refused with the field named', async () => {
    await refused(
      onBusiness({
        suggestion: { hours: { weekly: [{ day: 'mon', opens: '25:00', closes: '26:00' }] } },
      }),
      400,
      'body.suggestion.hours.weekly.0.opens: must be a time like 09:00 or 24:00 (closes only)',
    );
    await refused(
      onBusiness({
        suggestion: {
          hours: {
            weekly: [
              { day: 'mon', opens: '09:00', closes: '17:00' },
              { day: 'mon', opens: '12:00', closes: '20:00' },
            ],
          },
        },
      }),
      400,
      'body.suggestion.hours.weekly: hours overlap: mon 09:00-17:00 and mon 12:00-20:00',
    );
    await refused(
      onBusiness({ suggestion: { phone: '12' } }),
      400,
      `body.suggestion.phone: ${BUSINESS_TEXTS.invalidPhone}`,
    );
    await refused(
      onBusiness({ suggestion: { website: 'javascript:alert(1)' } }),
      400,
      `body.suggestion.website: ${BUSINESS_TEXTS.invalidWebsite}`,
    );
    await refused(
      onBusiness({ suggestion: {} }),
      400,
      `body.suggestion: ${REPORT_TEXTS.emptySuggestion}`,
    );
    await refused(
      onBusiness({ suggestion: { owner: 'me' } }),
      400,
      'body.suggestion: Unrecognized key: "owner"',
    );
    await refused(
      {
        target: { kind: 'item', id: MISSING },
        reason: 'other',
        message: 'x',
        suggestion: { name: 'y' },
      },
      400,
      `body.suggestion: ${REPORT_TEXTS.itemSuggestion}`,
    );
  });

  it('scripts in every field are stored as plain text, never run or rewritten', async () => {
    const script = '<script>alert(1)</script>';
    const res = await report(
      onBusiness({
        message: script,
        suggestion: { name: script, location: { address1: script, city: script } },
      }),
    );
    expect(res.statusCode).toBe(201);
    const listed: Report[] = (await queue(bearer(admin.token))).json().reports;
    expect(listed.find((r) => r._id === res.json().report._id)).toMatchObject({
      message: script,
      suggestion: { name: script, location: { address1: script, city: script } },
    });
  });

  it('a flood from one address gets 429 after the limit; another address still reports', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < REPORT_LIMITS.perWindow; i++)
      expect((await report(onBusiness({}), {}, address)).statusCode).toBe(201);
    const before = (await reportRows()).length;
    const flooded = await report(onBusiness({}), {}, address);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual({ message: REPORT_TEXTS.tooMany });
    expect((await reportRows()).length).toBe(before);
    expect((await report(onBusiness({}), {}, '10.9.9.10')).statusCode).toBe(201);
  });

  it('resolving twice is a 409, an unknown report a 404, a bad action a 400', async () => {
    const id = await reportId(onBusiness({ suggestion: { name: 'Once' } }));
    expect(
      (await resolve(id, { action: 'reject', note: 'no' }, bearer(admin.token))).statusCode,
    ).toBe(200);
    const again = await resolve(id, { action: 'accept' }, bearer(admin.token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REPORT_TEXTS.alreadyResolved });
    expect((await businessOf(businessId)).name).not.toBe('Once');
    const missing = await resolve(MISSING, { action: 'accept' }, bearer(admin.token));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: REPORT_TEXTS.reportNotFound });
    const open = await reportId(onBusiness({}));
    const bad = await resolve(open, { action: 'approve' }, bearer(admin.token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "body.action: action must be 'accept' or 'reject'" });
    const bogus = await queue(bearer(admin.token), 'pending');
    expect(bogus.statusCode).toBe(400);
  });

  it('accepting a new phone another business holds is a 409 and the report stays open', async () => {
    const holder = await f.business({ phone: '4085550777' });
    expect(holder.phone).toBe('4085550777');
    const id = await reportId(onBusiness({ suggestion: { phone: '408-555-0777' } }));
    const res = await resolve(id, { action: 'accept' }, bearer(admin.token));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: BUSINESS_TEXTS.phoneTaken });
    expect((await reportRows()).find((r) => r.id === id)?.status).toBe('open');
  });
});
