// Discounts and ratings under a burst (issue 34): ten addresses used to take a cafe's 50 daily
// discounts in 10 s and set every rating to 1.0. Now a business gives at most an hour's share of its
// discounts (429 {message} with Retry-After past it), forms that arrive in a burst are kept but held
// out of the averages, and the owner can void a burst's open discounts and count or drop its ratings.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_QUESTIONS, TEXTS } from '@menudex/contract/constants';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import {
  DISCOUNT_LIMITS,
  FEEDBACK_BURST,
  FEEDBACK_TEXTS,
  type DiscountLog,
  type FeedbackBurst,
  type FeedbackSummary,
} from '@menudex/contract/feedback';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, type MatrixRole } from '../../testing/factories.ts';

let t: TestApp;
let f: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.34.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const answers = (rating: number) =>
  FEEDBACK_QUESTIONS.map((q) => ({
    question: q.question,
    customerRating: rating,
    customerComment: '',
    labels: [...q.labels],
  }));

const send = (
  businessId: string,
  rating = 5,
  remoteAddress = freshAddress(),
  userId: string = crypto.randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/feedback/${businessId}`,
    remoteAddress,
    payload: { userId, userFeedbacks: answers(rating) },
  });

async function program() {
  const owner = await f.user();
  const business = await f.business({ ownerId: owner.id, feedbackEnabled: true });
  return { owner: bearer(owner.token), businessId: business.id };
}

/** FEEDBACK_BURST.feedbacks forms a minute apart: the last of them makes the burst. */
async function burst(businessId: string, rating = 1) {
  const customers: string[] = [];
  for (let i = 0; i < FEEDBACK_BURST.feedbacks; i++) {
    const customer = crypto.randomUUID();
    expect((await send(businessId, rating, freshAddress(), customer)).statusCode).toBe(201);
    customers.push(customer);
    t.clock.advance(MINUTE);
  }
  return customers;
}

const summary = async (businessId: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api/feedback/${businessId}/summary`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<FeedbackSummary>();
};

const discountLog = async (businessId: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api/feedback/${businessId}/discounts`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<DiscountLog>();
};

const voidBurst = (businessId: string, burstId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/feedback/${businessId}/bursts/${burstId}/void`,
    headers,
  });

const setRatings = (
  businessId: string,
  burstId: string,
  payload: unknown,
  headers: Record<string, string>,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/feedback/${businessId}/bursts/${burstId}/ratings`,
    headers,
    payload: payload as object,
  });

const redeem = (userId: string, businessId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/discount/redeem',
    payload: { userId, businessId },
    remoteAddress: freshAddress(),
  });

const burstIdsOf = async (businessId: string) =>
  (
    await t.database.db
      .selectFrom('feedback')
      .select('burst_id')
      .where('business_id', '=', businessId)
      .orderBy('created_at')
      .execute()
  ).map((r) => r.burst_id);

describe('the hourly cap', () => {
  it('stops a burst from ten addresses at the hourly cap with 429 {message} and Retry-After', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { businessId } = await program();
    const codes: number[] = [];
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let round = 0; round < 3; round++) {
      for (let a = 0; a < 10; a++) {
        const res = await send(businessId, 1, `203.0.113.${a + 1}`);
        codes.push(res.statusCode);
        if (res.statusCode !== 201) refused = res;
      }
    }
    // Before: all 30 granted (the day's 50 would have gone in seconds).
    expect(codes.filter((c) => c === 201)).toHaveLength(DISCOUNT_LIMITS.hourly);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - DISCOUNT_LIMITS.hourly);
    expect(refused?.json()).toEqual({ message: FEEDBACK_TEXTS.businessHourlyLimit });
    // All twelve came at this instant: the first place frees up in exactly an hour.
    expect(refused?.headers['retry-after']).toBe('3600');

    t.clock.advance(HOUR - 1000);
    const stillFull = await send(businessId);
    expect(stillFull.statusCode).toBe(429);
    expect(stillFull.headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect((await send(businessId)).statusCode).toBe(201);
  });

  it('gives a fifth of a raised daily limit per hour, and the daily cap still answers first', async () => {
    t.clock.set('2026-06-02T09:00:00Z');
    const { owner, businessId } = await program();
    const raise = await t.app.inject({
      method: 'PUT',
      url: `/api/feedback/${businessId}/discounts`,
      headers: owner,
      payload: { dailyLimit: 100 },
    });
    expect(raise.json()).toMatchObject({ dailyLimit: 100, hourlyLimit: 20 });
    let granted = 0;
    for (let i = 0; i < 21; i++) if ((await send(businessId)).statusCode === 201) granted += 1;
    expect(granted).toBe(20);

    const small = await program();
    await t.app.inject({
      method: 'PUT',
      url: `/api/feedback/${small.businessId}/discounts`,
      headers: small.owner,
      payload: { dailyLimit: 3 },
    });
    for (let i = 0; i < 3; i++) expect((await send(small.businessId)).statusCode).toBe(201);
    const over = await send(small.businessId);
    expect(over.json()).toEqual({ message: FEEDBACK_TEXTS.businessDailyLimit });
    expect(over.headers['retry-after']).toBe(String(24 * 60 * 60));
  });
});

describe('bursts', () => {
  it('flags every form of a burst, keeps its discounts, and holds its ratings out of the averages', async () => {
    t.clock.set('2026-06-03T08:00:00Z');
    const { owner, businessId } = await program();
    // Two real customers in the morning.
    expect((await send(businessId, 5)).statusCode).toBe(201);
    t.clock.advance(HOUR);
    expect((await send(businessId, 4)).statusCode).toBe(201);
    t.clock.advance(HOUR);

    // One form short of a burst within the window: nothing is suspect yet.
    for (let i = 0; i < FEEDBACK_BURST.feedbacks - 1; i++) {
      expect((await send(businessId, 1)).statusCode).toBe(201);
      t.clock.advance(MINUTE);
    }
    expect((await burstIdsOf(businessId)).every((id) => id === null)).toBe(true);

    // The next one makes the burst: it and the forms before it in the window are suspect.
    expect((await send(businessId, 1)).statusCode).toBe(201);
    // While forms keep coming at that pace, they join the same burst.
    t.clock.advance(MINUTE);
    expect((await send(businessId, 1)).statusCode).toBe(201);
    const ids = await burstIdsOf(businessId);
    expect(ids.slice(0, 2)).toEqual([null, null]);
    const burstId = ids[2];
    expect(burstId).toEqual(expect.any(String));
    expect(ids.slice(2)).toEqual(Array(FEEDBACK_BURST.feedbacks + 1).fill(burstId));

    const seen = await summary(businessId, owner);
    expect(seen.count).toBe(FEEDBACK_BURST.feedbacks + 3);
    expect(seen.heldOut).toBe(FEEDBACK_BURST.feedbacks + 1);
    expect(seen.averages).toContainEqual({ question: 'Customer Service', average: 4.5, count: 2 });

    const log = await discountLog(businessId, owner);
    expect(log.bursts).toEqual([
      {
        id: burstId,
        startedAt: '2026-06-03T10:00:00.000Z',
        lastAt: '2026-06-03T10:06:00.000Z',
        feedbacks: FEEDBACK_BURST.feedbacks + 1,
        networks: FEEDBACK_BURST.feedbacks + 1,
        discounts: { granted: FEEDBACK_BURST.feedbacks + 1, redeemed: 0, voided: 0 },
        ratings: 'held',
        voidedAt: null,
      },
    ]);
    expect(log.discounts.filter((d) => d.burstId === burstId)).toHaveLength(
      FEEDBACK_BURST.feedbacks + 1,
    );

    // Once the pace drops, a new form is not suspect.
    t.clock.advance(FEEDBACK_BURST.windowMinutes * MINUTE + 1000);
    expect((await send(businessId, 5)).statusCode).toBe(201);
    expect((await burstIdsOf(businessId)).at(-1)).toBeNull();
  });

  it("voids a burst's open discounts: the till says so, redeemed ones stay, the owner counts or drops its ratings", async () => {
    t.clock.set('2026-06-04T10:00:00Z');
    const { owner, businessId } = await program();
    const customers = await burst(businessId, 1);
    const [early, ...others] = customers;
    expect((await redeem(early!, businessId)).statusCode).toBe(200);
    const [listed] = (await discountLog(businessId, owner)).bursts;
    const burstId = listed!.id;

    const voided = await voidBurst(businessId, burstId, owner);
    expect(voided.statusCode).toBe(200);
    expect(voided.json<FeedbackBurst>()).toMatchObject({
      id: burstId,
      voidedAt: '2026-06-04T10:06:00.000Z',
      discounts: {
        granted: FEEDBACK_BURST.feedbacks,
        redeemed: 1,
        voided: FEEDBACK_BURST.feedbacks - 1,
      },
      ratings: 'held',
    });

    const atTill = await redeem(others[0]!, businessId);
    expect(atTill.statusCode).toBe(410);
    expect(atTill.json()).toEqual({ message: FEEDBACK_TEXTS.discountVoided });
    expect((await redeem(early!, businessId)).json()).toEqual({
      message: FEEDBACK_TEXTS.alreadyRedeemed,
    });
    // Voiding again changes nothing.
    const again = await voidBurst(businessId, burstId, owner);
    expect(again.json<FeedbackBurst>().voidedAt).toBe('2026-06-04T10:06:00.000Z');

    // The log marks the voided discounts.
    const log = await discountLog(businessId, owner);
    expect(log.discounts.filter((d) => d.voidedAt !== null)).toHaveLength(
      FEEDBACK_BURST.feedbacks - 1,
    );

    expect((await summary(businessId, owner)).heldOut).toBe(FEEDBACK_BURST.feedbacks);
    const counted = await setRatings(businessId, burstId, { ratings: 'counted' }, owner);
    expect(counted.statusCode).toBe(200);
    expect(counted.json<FeedbackBurst>().ratings).toBe('counted');
    const withBurst = await summary(businessId, owner);
    expect(withBurst.heldOut).toBe(0);
    expect(withBurst.averages).toContainEqual({
      question: 'Customer Service',
      average: 1,
      count: FEEDBACK_BURST.feedbacks,
    });

    await setRatings(businessId, burstId, { ratings: 'dropped' }, owner);
    const dropped = await summary(businessId, owner);
    expect(dropped.heldOut).toBe(FEEDBACK_BURST.feedbacks);
    expect(dropped.averages).toEqual([]);
  });

  it('lets a customer whose discount was voided leave feedback again', async () => {
    t.clock.set('2026-06-05T10:00:00Z');
    const { owner, businessId } = await program();
    const customers = await burst(businessId);
    const [listed] = (await discountLog(businessId, owner)).bursts;
    await voidBurst(businessId, listed!.id, owner);
    const status = await t.app.inject({
      url: `/api/discount/status/${customers[0]}?businessId=${businessId}`,
    });
    expect(status.json()).toEqual({ status: 'available' });
    t.clock.advance(HOUR);
    expect((await send(businessId, 4, freshAddress(), customers[0])).statusCode).toBe(201);
    expect((await redeem(customers[0]!, businessId)).json()).toEqual({ message: TEXTS.redeemed });
  });
});

describe('burst endpoints', () => {
  const expected: Record<MatrixRole, number> = {
    anonymous: 401,
    user: 403,
    'other owner': 403,
    owner: 200,
    admin: 200,
  };

  it.each(Object.entries(expected))('void answers %s with %i', async (role, code) => {
    t.clock.set('2026-06-06T10:00:00Z');
    const { businessId } = await program();
    await burst(businessId);
    const [row] = await t.database.db
      .selectFrom('feedback_bursts')
      .select('id')
      .where('business_id', '=', businessId)
      .execute();
    const cast = await f.cast(businessId);
    const headers = cast[role as MatrixRole];
    const res = await voidBurst(businessId, row!.id, headers);
    expect(res.statusCode).toBe(code);
    if (code !== 200) expect(res.json()).toHaveProperty('message');
    const ratings = await setRatings(businessId, row!.id, { ratings: 'counted' }, headers);
    expect(ratings.statusCode).toBe(code);
    const voided = await t.database.db
      .selectFrom('discounts')
      .select('voided_at')
      .where('business_id', '=', businessId)
      .execute();
    expect(voided.every((d) => (d.voided_at !== null) === (code === 200))).toBe(true);
  });

  it('answers 400 for bad ids or a bad choice, and 404 for an unknown business or burst', async () => {
    t.clock.set('2026-06-07T10:00:00Z');
    const { owner, businessId } = await program();
    const other = await program();
    await burst(other.businessId);
    const [othersBurst] = (await discountLog(other.businessId, other.owner)).bursts;
    const admin = bearer((await f.user({ role: 'admin' })).token);

    const badBurst = await voidBurst(businessId, 'not-an-id', owner);
    expect(badBurst.statusCode).toBe(400);
    expect(badBurst.json().message).toMatch(/burstId must be a valid id/);
    const badBusiness = await voidBurst('nope', MISSING, owner);
    expect(badBusiness.statusCode).toBe(400);
    expect(badBusiness.json().message).toMatch(/businessId must be a valid id/);

    const unknownBurst = await voidBurst(businessId, MISSING, owner);
    expect(unknownBurst.statusCode).toBe(404);
    expect(unknownBurst.json()).toEqual({ message: FEEDBACK_TEXTS.burstNotFound });
    // Another business's burst is not found through this one, even by an admin.
    const elsewhere = await voidBurst(businessId, othersBurst!.id, admin);
    expect(elsewhere.statusCode).toBe(404);
    const unknownBusiness = await voidBurst(MISSING, othersBurst!.id, admin);
    expect(unknownBusiness.statusCode).toBe(404);
    expect(unknownBusiness.json()).toEqual({ message: BUSINESS_TEXTS.businessNotFound });

    const badChoice = await setRatings(
      other.businessId,
      othersBurst!.id,
      { ratings: 'maybe' },
      other.owner,
    );
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().message).toMatch(/ratings must be counted or dropped/);
    expect((await discountLog(other.businessId, other.owner)).bursts[0]?.voidedAt).toBeNull();
  });
});
