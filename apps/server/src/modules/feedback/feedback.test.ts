// The feedback program through the API: the discount status machine and its cool-down boundaries, bad
// payloads, the redeem race, the rate limits, the owner's summary and the QR code.
import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_QUESTIONS,
  LIMITS,
  MENU_ITEM_QUESTION,
  SUGGESTION_QUESTION,
  TEXTS,
} from '@menudex/contract/constants';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import { FEEDBACK_TEXTS } from '@menudex/contract/feedback';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, type MatrixRole } from '../../testing/factories.ts';
import { COOLDOWN_MS, FEEDBACK_RATE_LIMITS, discountStatus } from './feedback.service.ts';

let t: TestApp;
let f: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const HOUR = 60 * 60 * 1000;

// Every request comes from its own address unless a test says otherwise, so the per-address limit
// only shows where a test looks for it.
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const newCustomer = () => crypto.randomUUID();

const answers = (ratings: Array<number | null> = [5, 4, 3]) =>
  FEEDBACK_QUESTIONS.map((q, i) => ({
    question: q.question,
    customerRating: ratings[i] ?? null,
    customerComment: '',
    labels: [...q.labels],
  }));

const postFeedback = (
  businessId: string,
  payload: unknown,
  remoteAddress: string = freshAddress(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/feedback/${businessId}`,
    payload: payload as object,
    remoteAddress,
  });

const giveFeedback = (businessId: string, userId: string) =>
  postFeedback(businessId, { userId, userFeedbacks: answers() });

const status = async (userId: string, businessId: string) => {
  const res = await t.app.inject({
    url: `/api/discount/status/${userId}?businessId=${businessId}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: string }>().status;
};

const redeem = (userId: string, businessId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/discount/redeem',
    payload: { userId, businessId },
    remoteAddress: freshAddress(),
  });

const cafe = () => f.business({ feedbackEnabled: true, name: 'Hạt Cà Phê' });

async function rowsOf(businessId: string) {
  const db = t.database.db;
  const feedback = await db
    .selectFrom('feedback')
    .selectAll()
    .where('business_id', '=', businessId)
    .execute();
  const discounts = await db
    .selectFrom('discounts')
    .selectAll()
    .where('business_id', '=', businessId)
    .execute();
  return { feedback, discounts };
}

describe('discount status rule', () => {
  const redeemedAt = new Date('2026-03-01T10:00:00Z');
  const at = (ms: number) => new Date(redeemedAt.getTime() + ms);

  it('is to-be-redeem while a discount is open, whatever happened before', () => {
    expect(discountStatus({ pending: true, lastRedeemedAt: null }, redeemedAt)).toBe(
      'to-be-redeem',
    );
    expect(discountStatus({ pending: true, lastRedeemedAt: redeemedAt }, at(1))).toBe(
      'to-be-redeem',
    );
  });

  it('is on-cooldown until exactly two days after the redemption, then available', () => {
    const state = { pending: false, lastRedeemedAt: redeemedAt };
    expect(discountStatus(state, at(0))).toBe('on-cooldown');
    expect(discountStatus(state, at(COOLDOWN_MS - 1))).toBe('on-cooldown');
    expect(discountStatus(state, at(COOLDOWN_MS))).toBe('available');
    expect(discountStatus({ pending: false, lastRedeemedAt: null }, redeemedAt)).toBe('available');
  });
});

describe('the status machine through the API', () => {
  it('goes available -> to-be-redeem -> on-cooldown -> available over the cool-down boundary', async () => {
    t.clock.set('2026-02-01T09:00:00Z');
    const business = await cafe();
    const customer = newCustomer();
    expect(await status(customer, business.id)).toBe('available');

    const posted = await giveFeedback(business.id, customer);
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({ message: FEEDBACK_TEXTS.thanks, status: 'to-be-redeem' });
    expect(await status(customer, business.id)).toBe('to-be-redeem');

    t.clock.advance(HOUR);
    const redeemed = await redeem(customer, business.id);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({ message: TEXTS.redeemed });
    expect(await status(customer, business.id)).toBe('on-cooldown');

    t.clock.advance(COOLDOWN_MS - 1000);
    expect(await status(customer, business.id)).toBe('on-cooldown');
    const tooEarly = await giveFeedback(business.id, customer);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toEqual({ message: FEEDBACK_TEXTS.cooldown });

    t.clock.advance(2000);
    expect(await status(customer, business.id)).toBe('available');
    expect((await giveFeedback(business.id, customer)).statusCode).toBe(201);
    expect(await status(customer, business.id)).toBe('to-be-redeem');

    const { feedback, discounts } = await rowsOf(business.id);
    expect(feedback).toHaveLength(2);
    expect(discounts).toHaveLength(2);
    expect(discounts.filter((d) => d.redeemed_at === null)).toHaveLength(1);
  });

  it('keeps each business separate: a cool-down at one cafe does not block another', async () => {
    const [one, two] = [await cafe(), await cafe()];
    const customer = newCustomer();
    await giveFeedback(one.id, customer);
    await redeem(customer, one.id);
    expect(await status(customer, one.id)).toBe('on-cooldown');
    expect(await status(customer, two.id)).toBe('available');
    expect((await giveFeedback(two.id, customer)).statusCode).toBe(201);
  });

  it('stores the entries as validated (trimmed comments, defaults filled in) with the grant', async () => {
    t.clock.set('2026-02-10T12:00:00Z');
    const business = await cafe();
    const customer = newCustomer();
    const res = await postFeedback(business.id, {
      userId: customer,
      userFeedbacks: [
        ...answers([1, 2, 5]),
        {
          question: MENU_ITEM_QUESTION.question,
          customerRating: 5,
          customerComment: '  Egg coffee  ',
          labels: [...MENU_ITEM_QUESTION.labels],
        },
        { question: SUGGESTION_QUESTION, customerRating: null, customerComment: 'More seats' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { feedback, discounts } = await rowsOf(business.id);
    expect(feedback).toHaveLength(1);
    expect(feedback[0]?.customer_id).toBe(customer);
    expect(new Date(feedback[0]!.created_at).toISOString()).toBe('2026-02-10T12:00:00.000Z');
    expect(feedback[0]?.entries).toEqual([
      ...answers([1, 2, 5]),
      {
        question: MENU_ITEM_QUESTION.question,
        customerRating: 5,
        customerComment: 'Egg coffee',
        labels: [...MENU_ITEM_QUESTION.labels],
      },
      {
        question: SUGGESTION_QUESTION,
        customerRating: null,
        customerComment: 'More seats',
        labels: [],
      },
    ]);
    expect(discounts).toEqual([
      expect.objectContaining({
        customer_id: customer,
        feedback_id: feedback[0]?.id,
        redeemed_at: null,
      }),
    ]);
    expect(new Date(discounts[0]!.granted_at).toISOString()).toBe('2026-02-10T12:00:00.000Z');
  });

  it('refuses a second feedback while a discount waits, and changes nothing', async () => {
    const business = await cafe();
    const customer = newCustomer();
    await giveFeedback(business.id, customer);
    const again = await giveFeedback(business.id, customer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: FEEDBACK_TEXTS.discountPending });
    const { feedback, discounts } = await rowsOf(business.id);
    expect([feedback.length, discounts.length]).toEqual([1, 1]);
  });

  it('answers 403 for a business without the program and 404 for an unknown one, storing nothing', async () => {
    const plain = await f.business({ feedbackEnabled: false });
    const customer = newCustomer();
    const off = await giveFeedback(plain.id, customer);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: FEEDBACK_TEXTS.programOff });
    expect(await rowsOf(plain.id)).toEqual({ feedback: [], discounts: [] });

    const unknown = await giveFeedback(MISSING, customer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: BUSINESS_TEXTS.businessNotFound });

    const badId = await giveFeedback('not-an-id', customer);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/businessId must be a valid id/);
  });

  it('turning the program off stops new feedback but leaves the open discount redeemable', async () => {
    const business = await cafe();
    const customer = newCustomer();
    await giveFeedback(business.id, customer);
    await t.database.db
      .updateTable('businesses')
      .set({ feedback_enabled: false })
      .where('id', '=', business.id)
      .execute();
    expect((await giveFeedback(business.id, newCustomer())).statusCode).toBe(403);
    expect(await status(customer, business.id)).toBe('to-be-redeem');
    expect((await redeem(customer, business.id)).statusCode).toBe(200);
  });
});

describe('status endpoint input', () => {
  it.each([
    [
      'a malformed uniqueId',
      `/api/discount/status/abc?businessId=${MISSING}`,
      /uniqueId must be a valid id/,
    ],
    ['no businessId', `/api/discount/status/${MISSING}`, /businessId must be a valid id/],
    [
      'a malformed businessId',
      `/api/discount/status/${MISSING}?businessId=x`,
      /businessId must be a valid id/,
    ],
  ])('answers 400 for %s', async (_name, url, message) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 404 for an unknown business', async () => {
    const res = await t.app.inject({
      url: `/api/discount/status/${newCustomer()}?businessId=${MISSING}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: BUSINESS_TEXTS.businessNotFound });
  });
});

describe('bad feedback payloads', () => {
  const long = 'x'.repeat(LIMITS.feedbackCommentMaxLength + 1);
  const withEntry = (i: number, changes: Record<string, unknown>) =>
    answers().map((a, j) => (j === i ? { ...a, ...changes } : a));
  const cases: Array<[string, unknown, RegExp]> = [
    ['no body at all', undefined, /body/],
    ['a missing userId', { userFeedbacks: answers() }, /userId must be a valid id/],
    [
      'a userId that is not a UUID',
      { userId: 'me', userFeedbacks: answers() },
      /userId must be a valid id/,
    ],
    ['no entries', { userId: MISSING, userFeedbacks: [] }, /userFeedbacks must not be empty/],
    [
      'entries that are not a list',
      { userId: MISSING, userFeedbacks: 'great' },
      /userFeedbacks must be a list/,
    ],
    [
      'a rating of 0',
      { userId: MISSING, userFeedbacks: withEntry(0, { customerRating: 0 }) },
      /customerRating must be a whole number from 1 to 5/,
    ],
    [
      'a rating of 6',
      { userId: MISSING, userFeedbacks: withEntry(1, { customerRating: 6 }) },
      /userFeedbacks\.1\.customerRating: customerRating must be a whole number from 1 to 5/,
    ],
    [
      'a rating of 2.5',
      { userId: MISSING, userFeedbacks: withEntry(2, { customerRating: 2.5 }) },
      /customerRating must be a whole number/,
    ],
    [
      'a rating given as text',
      { userId: MISSING, userFeedbacks: withEntry(0, { customerRating: '5' }) },
      /customerRating must be a whole number/,
    ],
    [
      'a missing rating',
      { userId: MISSING, userFeedbacks: withEntry(0, { customerRating: null }) },
      /Customer Service needs a rating from 1 to 5/,
    ],
    [
      'a question left out',
      { userId: MISSING, userFeedbacks: answers().slice(0, 2) },
      /Speed needs a rating from 1 to 5/,
    ],
    [
      'an unknown question',
      {
        userId: MISSING,
        userFeedbacks: [...answers(), { question: 'Parking', customerRating: 3 }],
      },
      /question must be one of/,
    ],
    [
      'a question answered twice',
      { userId: MISSING, userFeedbacks: [...answers().slice(0, 3), answers()[0]] },
      /Customer Service is answered twice/,
    ],
    [
      'a rated suggestion',
      {
        userId: MISSING,
        userFeedbacks: [...answers(), { question: SUGGESTION_QUESTION, customerRating: 4 }],
      },
      /Suggestions take no rating/,
    ],
    [
      'a comment that is too long',
      { userId: MISSING, userFeedbacks: withEntry(0, { customerComment: long }) },
      /customerComment must be at most 1000 characters/,
    ],
    [
      'labels that are not texts',
      { userId: MISSING, userFeedbacks: withEntry(0, { labels: [1, 2] }) },
      /labels must be text/,
    ],
    [
      'too many labels',
      { userId: MISSING, userFeedbacks: withEntry(0, { labels: ['a', 'b', 'c', 'd', 'e', 'f'] }) },
      /at most 5 labels/,
    ],
    [
      'too many entries',
      { userId: MISSING, userFeedbacks: [...answers(), ...answers()] },
      /at most 5 answers/,
    ],
  ];

  it.each(cases)('answers 400 for %s and stores nothing', async (_name, payload, message) => {
    const business = await cafe();
    const res = await postFeedback(business.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await rowsOf(business.id)).toEqual({ feedback: [], discounts: [] });
  });
});

describe('redeem', () => {
  it('redeems exactly once when two redeems of one discount arrive together', async () => {
    for (let round = 0; round < 5; round++) {
      const business = await cafe();
      const customer = newCustomer();
      await giveFeedback(business.id, customer);
      const answersTogether = await Promise.all([
        redeem(customer, business.id),
        redeem(customer, business.id),
        redeem(customer, business.id),
      ]);
      const codes = answersTogether.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      for (const r of answersTogether) {
        expect(r.json()).toEqual({
          message: r.statusCode === 200 ? TEXTS.redeemed : FEEDBACK_TEXTS.alreadyRedeemed,
        });
      }
      const { discounts } = await rowsOf(business.id);
      expect(discounts).toHaveLength(1);
      expect(discounts[0]?.redeemed_at).not.toBeNull();
    }
  });

  it('grants one discount when two feedback posts of one customer arrive together', async () => {
    const business = await cafe();
    const customer = newCustomer();
    const both = await Promise.all([
      giveFeedback(business.id, customer),
      giveFeedback(business.id, customer),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const { feedback, discounts } = await rowsOf(business.id);
    expect([feedback.length, discounts.length]).toEqual([1, 1]);
  });

  it('answers 404 when there never was a discount, and 409 once it has been redeemed', async () => {
    const business = await cafe();
    const customer = newCustomer();
    const nothing = await redeem(customer, business.id);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toEqual({ message: FEEDBACK_TEXTS.nothingToRedeem });

    await giveFeedback(business.id, customer);
    expect((await redeem(customer, business.id)).statusCode).toBe(200);
    const again = await redeem(customer, business.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: FEEDBACK_TEXTS.alreadyRedeemed });
  });

  it("does not redeem another customer's or another business's discount", async () => {
    const [business, other] = [await cafe(), await cafe()];
    const customer = newCustomer();
    await giveFeedback(business.id, customer);
    expect((await redeem(newCustomer(), business.id)).statusCode).toBe(404);
    expect((await redeem(customer, other.id)).statusCode).toBe(404);
    expect(await status(customer, business.id)).toBe('to-be-redeem');
  });

  it.each([
    ['a missing userId', { businessId: MISSING }, /userId must be a valid id/],
    ['a missing businessId', { userId: MISSING }, /businessId must be a valid id/],
    ['a malformed userId', { userId: 42, businessId: MISSING }, /userId must be a valid id/],
  ])('answers 400 for %s', async (_name, payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/discount/redeem', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('rate limits', () => {
  it('answers 429 {message} past the per-address limit, and only for that address', async () => {
    const business = await cafe();
    const address = '10.200.0.1';
    // Rejected posts count too: a script guessing payloads is slowed down all the same.
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.perAddress; i++) {
      const res = await postFeedback(
        business.id,
        { userId: newCustomer(), userFeedbacks: [] },
        address,
      );
      expect(res.statusCode).toBe(400);
    }
    const limited = await postFeedback(
      business.id,
      { userId: newCustomer(), userFeedbacks: answers() },
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: FEEDBACK_TEXTS.tooManyFromAddress });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await rowsOf(business.id)).toEqual({ feedback: [], discounts: [] });

    const elsewhere = await postFeedback(
      business.id,
      { userId: newCustomer(), userFeedbacks: answers() },
      '10.200.0.2',
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it("answers 429 {message} once one customer has sent the day's feedback, until a day has passed", async () => {
    t.clock.set('2026-04-01T08:00:00Z');
    const customer = newCustomer();
    const cafes = [];
    for (let i = 0; i <= FEEDBACK_RATE_LIMITS.perCustomerPerDay; i++) cafes.push(await cafe());
    for (const c of cafes.slice(0, FEEDBACK_RATE_LIMITS.perCustomerPerDay)) {
      expect((await giveFeedback(c.id, customer)).statusCode).toBe(201);
      t.clock.advance(HOUR);
    }
    const last = cafes[FEEDBACK_RATE_LIMITS.perCustomerPerDay]!;
    const limited = await giveFeedback(last.id, customer);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: FEEDBACK_TEXTS.tooMuchFeedback });
    expect(await rowsOf(last.id)).toEqual({ feedback: [], discounts: [] });
    expect(await status(customer, last.id)).toBe('available');

    // A day after the first of them, one slot is free again.
    t.clock.set('2026-04-02T08:00:01Z');
    expect((await giveFeedback(last.id, customer)).statusCode).toBe(201);
  });
});

describe('feedback summary', () => {
  const expected: Record<MatrixRole, number> = {
    anonymous: 401,
    user: 403,
    'other owner': 403,
    owner: 200,
    admin: 200,
  };

  it.each(Object.entries(expected))('answers %s with %i', async (role, code) => {
    const business = await cafe();
    const cast = await f.cast(business.id);
    const res = await t.app.inject({
      url: `/api/feedback/${business.id}/summary`,
      headers: cast[role as MatrixRole],
    });
    expect(res.statusCode).toBe(code);
    if (code !== 200) expect(res.json()).toHaveProperty('message');
  });

  it('averages each rated question and lists the latest comments, newest first', async () => {
    t.clock.set('2026-05-01T10:00:00Z');
    const business = await cafe();
    const admin = await f.user({ role: 'admin' });
    const first = await postFeedback(business.id, {
      userId: newCustomer(),
      userFeedbacks: [
        ...answers([5, 4, 1]),
        { question: SUGGESTION_QUESTION, customerRating: null, customerComment: 'More outlets' },
      ],
    });
    expect(first.statusCode).toBe(201);
    t.clock.advance(HOUR);
    await postFeedback(business.id, {
      userId: newCustomer(),
      userFeedbacks: [
        ...answers([4, 4, 2]),
        {
          question: MENU_ITEM_QUESTION.question,
          customerRating: 3,
          customerComment: 'Salted coffee was too sweet',
          labels: [...MENU_ITEM_QUESTION.labels],
        },
      ],
    });
    const res = await t.app.inject({
      url: `/api/feedback/${business.id}/summary`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      heldOut: 0,
      averages: [
        { question: 'Customer Service', average: 4.5, count: 2 },
        { question: 'Atmoshpere', average: 4, count: 2 },
        { question: 'Speed', average: 1.5, count: 2 },
        { question: MENU_ITEM_QUESTION.question, average: 3, count: 1 },
      ],
      latest: [
        {
          question: MENU_ITEM_QUESTION.question,
          customerRating: 3,
          customerComment: 'Salted coffee was too sweet',
          createdAt: '2026-05-01T11:00:00.000Z',
        },
        {
          question: SUGGESTION_QUESTION,
          customerRating: null,
          customerComment: 'More outlets',
          createdAt: '2026-05-01T10:00:00.000Z',
        },
      ],
    });
  });

  it('answers an empty summary for a business without feedback, and 404 for an unknown one', async () => {
    const business = await f.business();
    const admin = await f.user({ role: 'admin' });
    const empty = await t.app.inject({
      url: `/api/feedback/${business.id}/summary`,
      headers: bearer(admin.token),
    });
    expect(empty.json()).toEqual({ count: 0, heldOut: 0, averages: [], latest: [] });
    const unknown = await t.app.inject({
      url: `/api/feedback/${MISSING}/summary`,
      headers: bearer(admin.token),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('QR code', () => {
  const expected: Record<MatrixRole, number> = {
    anonymous: 401,
    user: 403,
    'other owner': 403,
    owner: 200,
    admin: 200,
  };

  it.each(Object.entries(expected))('answers %s with %i', async (role, code) => {
    const business = await cafe();
    const cast = await f.cast(business.id);
    const res = await t.app.inject({
      url: `/api/businesses/${business.id}/qr`,
      headers: cast[role as MatrixRole],
    });
    expect(res.statusCode).toBe(code);
    if (code !== 200) expect(res.json()).toHaveProperty('message');
  });

  it("is an SVG of the feedback link on the caller's origin, offered as a file", async () => {
    const business = await cafe();
    const admin = await f.user({ role: 'admin' });
    const res = await t.app.inject({
      url: `/api/businesses/${business.id}/qr`,
      headers: { ...bearer(admin.token), host: 'cafe.local:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="feedback-qr-${business.id}.svg"`,
    );
    const url = `http://cafe.local:3000/businesses/${business.id}/feedback?src=qr`;
    expect(res.body).toBe(
      await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it('points at PUBLIC_URL when it is configured', async () => {
    const business = await cafe();
    const admin = await f.user({ role: 'admin' });
    // The app reads its config object on every request, so this test switches it for a moment.
    t.config.publicUrl = 'https://menudex.example/';
    try {
      const res = await t.app.inject({
        url: `/api/businesses/${business.id}/qr`,
        headers: bearer(admin.token),
      });
      const url = `https://menudex.example/businesses/${business.id}/feedback?src=qr`;
      expect(res.body).toBe(
        await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      );
    } finally {
      t.config.publicUrl = undefined;
    }
  });

  it('answers 404 for an unknown business', async () => {
    const admin = await f.user({ role: 'admin' });
    const res = await t.app.inject({
      url: `/api/businesses/${MISSING}/qr`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: BUSINESS_TEXTS.businessNotFound });
  });
});
