// Owner insights through the API: what POST /api/events counts and what it drops (bots, floods,
// unknown businesses, dishes of another business), unique visitors, likes and favorites, the batch
// written when the app closes, the reads and CSV with their authorization and their bad ranges, and
// that nothing per visitor outlives its day.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHT_COUNTS, type InsightsResponse } from '@menudex/contract/insights';
import { bearer, factories, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { datesOfMinute } from './insights.service.ts';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const MISSING = '00000000-0000-4000-8000-000000000000';
// 12:00 UTC: 04:00 in Los Angeles (the default zone), 19:00 in Ho Chi Minh City.
const NOW = '2026-01-15T12:00:00Z';
const TODAY = '2026-01-15';

let t: TestApp;
let f: ReturnType<typeof factories>;
let admin: TestUser;
let addressCounter = 0;
const nextAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  // Flushes often, so a test waits for its counts a few milliseconds.
  t = await createTestApp({ insightsFlushMs: 20 }, { now: NOW });
  f = factories(t);
  admin = await f.user({ role: 'admin' });
});
afterAll(() => t.close());

type EventBody = { kind: string; businessId: string; itemId?: string };

const post = (
  body: unknown,
  options: { address?: string; userAgent?: string | null; contentType?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: options.address ?? nextAddress(),
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...(options.userAgent === null ? {} : { 'user-agent': options.userAgent ?? BROWSER }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function send(body: EventBody, options: Parameters<typeof post>[1] = {}) {
  const res = await post(body, options);
  expect(res.statusCode, res.body).toBe(204);
}

const insights = async (businessId: string, from = TODAY, to = TODAY) => {
  const res = await t.app.inject({
    url: `/api/businesses/${businessId}/insights?from=${from}&to=${to}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InsightsResponse>();
};

/**
 * Sends one view to a fresh business and waits until it is counted: every event sent before it has
 * been through a flush by then (a flush takes everything batched).
 */
async function flushed(day = TODAY) {
  const marker = await f.business();
  await send({ kind: 'view', businessId: marker.id });
  await expect
    .poll(async () => (await insights(marker.id, day, day)).days[0]?.views, { timeout: 10_000 })
    .toBe(1);
}

const rows = async (businessId: string) =>
  (
    await sql<{ kind: string; item_id: string; day: string; count: number }>`
      select kind, item_id::text, day::text, count from insight_counts
       where business_id = ${businessId} order by kind, item_id`.execute(t.database.db)
  ).rows;

async function menu() {
  const business = await f.business({ name: 'Phở Hòa' });
  const list = await f.list(business.id, 'Phở');
  const pho = await f.item(business.id, list.id, { name: 'Phở Bò' });
  const banhXeo = await f.item(business.id, list.id, { name: 'Bánh Xèo' });
  return { business, pho, banhXeo };
}

describe('POST /api/events', () => {
  it('counts views, dish views and taps on the business’s local date, with one visitor per browser', async () => {
    const { business, pho } = await menu();
    const address = nextAddress();
    await send({ kind: 'view', businessId: business.id }, { address });
    await send({ kind: 'view', businessId: business.id }, { address });
    await send({ kind: 'item-view', businessId: business.id, itemId: pho.id }, { address });
    await send({ kind: 'call', businessId: business.id }, { address });
    await send({ kind: 'directions', businessId: business.id }, { address });
    await send({ kind: 'website', businessId: business.id }, { address });
    await send({ kind: 'qr-scan', businessId: business.id }, { address });
    await send({ kind: 'search-appearance', businessId: business.id }, { address });
    // The same address with another browser is another visitor; the same browser is not.
    await send({ kind: 'view', businessId: business.id }, { address, userAgent: OTHER_BROWSER });
    await flushed();
    const { days, topItems } = await insights(business.id);
    expect(days).toEqual([
      {
        date: TODAY,
        views: 3,
        visitors: 2,
        itemViews: 1,
        calls: 1,
        directions: 1,
        website: 1,
        qrScans: 1,
        searchAppearances: 1,
        likes: 0,
        favorites: 0,
      },
    ]);
    expect(topItems).toEqual([{ itemId: pho.id, name: 'Phở Bò', views: 1, likes: 0 }]);
  });

  it('counts a visitor once a day across flushes, and a search appearance alone is no visit', async () => {
    const business = await f.business();
    const address = nextAddress();
    await send({ kind: 'search-appearance', businessId: business.id }, { address });
    await flushed();
    expect((await insights(business.id)).days[0]).toMatchObject({ visitors: 0 });
    await send({ kind: 'view', businessId: business.id }, { address });
    await flushed();
    await send({ kind: 'view', businessId: business.id }, { address });
    await flushed();
    expect((await insights(business.id)).days[0]).toMatchObject({ views: 2, visitors: 1 });
  });

  it('answers 204 to bots, unknown businesses and dishes of another business, and counts none of them', async () => {
    const { business } = await menu();
    const other = await menu();
    await send({ kind: 'view', businessId: business.id }, { userAgent: GOOGLEBOT });
    await send({ kind: 'view', businessId: business.id }, { userAgent: null });
    await send({ kind: 'view', businessId: MISSING });
    await send({ kind: 'item-view', businessId: MISSING, itemId: other.pho.id });
    await send({ kind: 'item-view', businessId: business.id, itemId: other.pho.id });
    await send({ kind: 'item-view', businessId: business.id, itemId: MISSING });
    await flushed();
    expect(await rows(business.id)).toEqual([]);
    expect(await rows(other.business.id)).toEqual([]);
    expect(await rows(MISSING)).toEqual([]);
    const visitors = await sql<{ n: number }>`
      select count(*)::int as n from insight_visitors where business_id in (${business.id}, ${other.business.id})`.execute(
      t.database.db,
    );
    expect(visitors.rows[0]?.n).toBe(0);
  });

  it('stops counting a flood from one address at the per-business limit, still answering 204', async () => {
    const business = await f.business();
    const address = nextAddress();
    const statuses = await Promise.all(
      Array.from(
        { length: 230 },
        async () => (await post({ kind: 'view', businessId: business.id }, { address })).statusCode,
      ),
    );
    expect(statuses.every((s) => s === 204)).toBe(true);
    // Another address is not held back by it.
    await send({ kind: 'view', businessId: business.id });
    await flushed();
    expect((await insights(business.id)).days[0]).toMatchObject({ views: 201, visitors: 2 });
  });

  it('takes the text/plain JSON navigator.sendBeacon sends', async () => {
    const business = await f.business();
    await send(
      { kind: 'call', businessId: business.id },
      { contentType: 'text/plain;charset=UTF-8' },
    );
    await flushed();
    expect((await insights(business.id)).days[0]).toMatchObject({ calls: 1 });
  });

  it('answers a malformed event 400 with a message', async () => {
    const business = await f.business();
    const bad: Array<[unknown, string?]> = [
      [{ kind: 'purchase', businessId: business.id }],
      [{ kind: 'view' }],
      [{ kind: 'view', businessId: 'not-an-id' }],
      [{ kind: 'item-view', businessId: business.id, itemId: 42 }],
      ['{"kind": "view", ', 'text/plain'],
      ['{"kind": "view", '],
    ];
    for (const [body, contentType] of bad) {
      const res = await post(body, contentType ? { contentType } : {});
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const huge = await post({ kind: 'view', businessId: business.id, pad: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(413);
    await flushed();
    expect(await rows(business.id)).toEqual([]);
  });

  it('uses each business’s own time zone for the date', async () => {
    const saigon = await f.business();
    await t.database.db
      .updateTable('businesses')
      .set({ hours: JSON.stringify({ timeZone: 'Asia/Ho_Chi_Minh', week: [] }) })
      .where('id', '=', saigon.id)
      .execute();
    // 20:00 UTC: still the 15th in Los Angeles, already 03:00 on the 16th in Ho Chi Minh City.
    t.clock.set('2026-01-15T20:00:00Z');
    try {
      await send({ kind: 'view', businessId: saigon.id });
      await flushed();
    } finally {
      t.clock.set(NOW);
    }
    const { days } = await insights(saigon.id, '2026-01-15', '2026-01-16');
    expect(days.map((d) => [d.date, d.views, d.visitors])).toEqual([
      ['2026-01-15', 0, 0],
      ['2026-01-16', 1, 1],
    ]);
  });

  it('keeps no address or user agent, and forgets visitors and salts once their day is over', async () => {
    const business = await f.business();
    const address = '10.200.0.7';
    await send({ kind: 'view', businessId: business.id }, { address });
    await flushed();
    const stored = JSON.stringify(
      (await sql`select * from insight_visitors`.execute(t.database.db)).rows,
    );
    expect(stored).not.toContain(address);
    expect(stored).not.toContain('Chrome');
    expect(JSON.stringify(await rows(business.id))).not.toContain(address);
    // Two days on, a flush deletes yesterday's visitors and the salts of dates over everywhere.
    t.clock.set('2026-01-17T12:00:00Z');
    try {
      await flushed('2026-01-17');
      const visitorDays = await sql<{ day: string }>`
        select distinct day::text from insight_visitors`.execute(t.database.db);
      expect(visitorDays.rows.map((r) => r.day)).toEqual(['2026-01-17']);
      const saltDays = await sql<{ day: string }>`
        select day::text from insight_salts order by day`.execute(t.database.db);
      expect(saltDays.rows.map((r) => r.day)).toEqual(
        datesOfMinute(Date.parse('2026-01-17T12:00:00Z') / 60_000),
      );
      // The counts stay.
      expect((await insights(business.id)).days[0]).toMatchObject({ views: 1, visitors: 1 });
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('likes and favorites', () => {
  it('counts likes and favorites given that day, less those taken back', async () => {
    const { business, pho, banhXeo } = await menu();
    const [ann, bob] = [await f.user(), await f.user()];
    const vote = (user: TestUser, itemId: string, v: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/items/vote/${itemId}`,
        headers: bearer(user.token),
        payload: { vote: v },
      });
    const favorite = (user: TestUser, favorite: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/favorite/${business.id}`,
        headers: bearer(user.token),
        payload: { favorite },
      });
    expect((await vote(ann, pho.id, 'like')).statusCode).toBe(200);
    expect((await vote(bob, pho.id, 'dislike')).statusCode).toBe(200);
    expect((await vote(bob, pho.id, 'like')).statusCode).toBe(200);
    expect((await vote(ann, pho.id, 'like')).statusCode).toBe(200); // the same again: nothing
    // Liking and taking it back adds nothing.
    for (let i = 0; i < 3; i++) {
      await vote(ann, banhXeo.id, 'like');
      await vote(ann, banhXeo.id, 'unlike');
    }
    expect((await favorite(ann, true)).statusCode).toBe(200);
    expect((await favorite(bob, true)).statusCode).toBe(200);
    expect((await favorite(bob, false)).statusCode).toBe(200);
    const { days, topItems } = await insights(business.id);
    expect(days[0]).toMatchObject({ likes: 2, favorites: 1, views: 0 });
    expect(topItems).toEqual([{ itemId: pho.id, name: 'Phở Bò', views: 0, likes: 2 }]);
  });
});

describe('GET /api/businesses/{id}/insights', () => {
  it('lets the owner and admins read, and nobody else', async () => {
    const business = await f.business();
    const cast = await f.cast(business.id);
    const expected = { anonymous: 401, user: 403, 'other owner': 403, owner: 200, admin: 200 };
    for (const [role, status] of Object.entries(expected)) {
      for (const path of ['insights', 'insights.csv']) {
        const res = await t.app.inject({
          url: `/api/businesses/${business.id}/${path}?from=${TODAY}&to=${TODAY}`,
          headers: cast[role as keyof typeof cast],
        });
        expect(res.statusCode, `${role} ${path}`).toBe(status);
        if (status !== 200) expect(res.json().message).toEqual(expect.any(String));
      }
    }
    const missing = await t.app.inject({
      url: `/api/businesses/${MISSING}/insights?from=${TODAY}&to=${TODAY}`,
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Business not found' });
  });

  it('fills every day of the range and ranks dishes by views, then likes', async () => {
    const { business, pho, banhXeo } = await menu();
    for (let i = 0; i < 3; i++)
      await send({ kind: 'item-view', businessId: business.id, itemId: banhXeo.id });
    await send({ kind: 'item-view', businessId: business.id, itemId: pho.id });
    await flushed();
    const { days, topItems } = await insights(business.id, '2026-01-09', TODAY);
    expect(days.map((d) => d.date)).toEqual([
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
    ]);
    expect(days.slice(0, 6).every((d) => INSIGHT_COUNTS.every((c) => d[c] === 0))).toBe(true);
    expect(days[6]).toMatchObject({ itemViews: 4, visitors: 4 });
    expect(topItems.map((i) => [i.name, i.views])).toEqual([
      ['Bánh Xèo', 3],
      ['Phở Bò', 1],
    ]);
  });

  it('answers the same days as CSV', async () => {
    const business = await f.business();
    await send({ kind: 'call', businessId: business.id });
    await flushed();
    const res = await t.app.inject({
      url: `/api/businesses/${business.id}/insights.csv?from=2026-01-14&to=${TODAY}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(res.body.trim().split('\n')).toEqual([
      'date,views,visitors,itemViews,calls,directions,website,qrScans,searchAppearances,likes,favorites',
      '2026-01-14,0,0,0,0,0,0,0,0,0,0',
      '2026-01-15,0,1,0,1,0,0,0,0,0,0',
    ]);
  });

  it('refuses reversed ranges, ranges over two years and bad dates with the contract’s messages', async () => {
    const business = await f.business();
    const ask = (query: string) =>
      t.app.inject({
        url: `/api/businesses/${business.id}/insights?${query}`,
        headers: bearer(admin.token),
      });
    const cases: Array<[string, RegExp]> = [
      ['from=2026-01-15&to=2026-01-14', /from must not be after to/],
      ['from=2024-01-14&to=2026-01-15', /the range must be at most two years/],
      ['from=2026-1-1&to=2026-01-15', /must be a date as YYYY-MM-DD/],
      ['to=2026-01-15', /from/],
    ];
    for (const [query, message] of cases) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // Two years exactly (731 days) is allowed.
    expect((await ask('from=2024-01-16&to=2026-01-15')).statusCode).toBe(200);
    expect((await ask('from=2024-01-15&to=2026-01-15')).statusCode).toBe(400);
  });
});

describe('GET /api/insights (the whole city)', () => {
  it('adds up every business, for admins only', async () => {
    const before = (
      await t.app.inject({
        url: `/api/insights?from=${TODAY}&to=${TODAY}`,
        headers: bearer(admin.token),
      })
    ).json<InsightsResponse>().days[0]!.directions;
    const [a, b] = [await f.business(), await f.business()];
    await send({ kind: 'directions', businessId: a.id });
    await send({ kind: 'directions', businessId: b.id });
    await flushed();
    const res = await t.app.inject({
      url: `/api/insights?from=${TODAY}&to=${TODAY}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<InsightsResponse>().days[0]!.directions).toBe(before + 2);
    const csv = await t.app.inject({
      url: `/api/insights.csv?from=${TODAY}&to=${TODAY}`,
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toBe(['date', ...INSIGHT_COUNTS].join(','));

    const owner = await f.user();
    await t.database.db
      .insertInto('business_owners')
      .values({ business_id: a.id, user_id: owner.id })
      .execute();
    for (const [headers, status] of [
      [{}, 401],
      [bearer((await f.user()).token), 403],
      [bearer(owner.token), 403],
    ] as const) {
      for (const path of ['insights', 'insights.csv']) {
        const denied = await t.app.inject({
          url: `/api/${path}?from=${TODAY}&to=${TODAY}`,
          headers,
        });
        expect(denied.statusCode).toBe(status);
      }
    }
  });
});

describe('closing the app', () => {
  it.each([
    [
      true,
      [
        { kind: 'call', count: 1 },
        { kind: 'view', count: 2 },
        { kind: 'visitor', count: 1 },
      ],
    ],
    [false, []],
  ])(
    'writes the events still batched (INSIGHTS_COUNTING=%s)',
    async (insightsCounting, expected) => {
      // A flush interval far longer than the test: only the close can write them.
      const closing = await createTestApp(
        { insightsFlushMs: 60_000, insightsCounting },
        { now: NOW },
      );
      const business = await factories(closing).business();
      for (const kind of ['view', 'call', 'view']) {
        const res = await closing.app.inject({
          method: 'POST',
          url: '/api/events',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
          payload: { kind, businessId: business.id },
        });
        expect(res.statusCode).toBe(204);
      }
      const counts = () =>
        sql<{ kind: string; count: number }>`
        select kind, count from insight_counts where business_id = ${business.id} order by kind`.execute(
          closing.database.db,
        );
      expect((await counts()).rows).toEqual([]);
      await closing.app.close();
      try {
        expect((await counts()).rows).toEqual(expected);
      } finally {
        await closing.database.close();
      }
    },
  );
});
