// "Open now" is answered two ways by the finding queries: the exact list of the businesses open,
// worked out from the range tables (few open, at night), or a check on each business row (its weekly
// hours as one multirange, 009-open-week.sql, with the exact rules for the exceptions; many open, at
// noon). Both must agree with schedule.ts, which answers each business's own openNow, at every
// instant: split shifts, past midnight, the Sunday-to-Monday wrap, special days today and
// yesterday, temporarily closed with and without a reopening date, and another time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingOf, findingQuerySchema } from '@menudex/contract/finding';
import type { HoursInput } from '@menudex/contract/hours';
import { bearer, factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { scheduleStatus } from '../businesses/schedule.ts';
import { findingRepository } from './finding.repository.ts';

// Monday 2026-11-23 00:00 in Los Angeles; the test walks the week from here.
const START = Date.parse('2026-11-23T08:00:00Z');
const STEP_MS = 37 * 60_000;
const WEEK_MS = 8 * 24 * 3_600_000;

const LA = 'America/Los_Angeles';
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const WEEKDAYS = WEEK.slice(0, 5);
/** The same range on each of these days. */
const every = (days: readonly (typeof WEEK)[number][], opens: string, closes: string) =>
  days.map((day) => ({ day, opens, closes }));
const HOURS: Record<string, HoursInput> = {
  'split shifts': {
    timeZone: LA,
    weekly: [...every(WEEKDAYS, '11:00', '14:30'), ...every(WEEKDAYS, '17:00', '21:45')],
  },
  'late night, Sunday into Monday': {
    timeZone: LA,
    weekly: [
      { day: 'fri', opens: '18:00', closes: '02:00' },
      { day: 'sat', opens: '18:00', closes: '02:00' },
      { day: 'sun', opens: '20:00', closes: '03:30' },
    ],
  },
  'closed on a holiday (Thursday)': {
    timeZone: LA,
    weekly: every(WEEK, '08:00', '24:00'),
    special: [{ date: '2026-11-26', closed: true, ranges: [], note: 'Thanksgiving' }],
  },
  'changed hours past midnight on a special day': {
    timeZone: LA,
    weekly: [{ day: 'tue', opens: '10:00', closes: '16:00' }],
    special: [
      {
        date: '2026-11-24',
        closed: false,
        ranges: [{ opens: '19:00', closes: '01:30' }],
        note: 'Late opening',
      },
    ],
  },
  'temporarily closed, reopening Wednesday': {
    timeZone: LA,
    weekly: every(WEEKDAYS, '07:00', '15:00'),
    temporarilyClosed: true,
    reopensOn: '2026-11-25',
  },
  'temporarily closed, no date': {
    timeZone: LA,
    weekly: [{ day: 'mon', opens: '00:00', closes: '24:00' }],
    temporarilyClosed: true,
  },
  'in Kathmandu': {
    timeZone: 'Asia/Kathmandu',
    weekly: every(['mon', 'wed', 'fri', 'sun'], '06:15', '22:00'),
  },
  'open around the clock': {
    timeZone: LA,
    weekly: every(WEEK, '00:00', '24:00'),
  },
};

describe('open now: the row check, the exact list and schedule.ts agree', () => {
  let t: TestApp;
  const byName = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({}, { now: new Date(START).toISOString() });
    const f = factories(t);
    const admin = (await f.user({ role: 'admin' })).token;
    for (const [name, hours] of Object.entries(HOURS)) {
      const b = await f.business({ name });
      byName.set(b.id, name);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${b.id}/hours`,
        headers: bearer(admin),
        payload: hours,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await f.business({ name: 'no hours' });
  });
  afterAll(() => t.close());

  it('finds the same businesses open at every instant of a week, both ways', async () => {
    const repo = findingRepository(t.database.db);
    const finding = findingOf(findingQuerySchema.parse({ openNow: 'true' }));
    const rows = await t.database.db.selectFrom('businesses').select(['id', 'hours']).execute();
    let openSeen = 0;
    for (let at = START; at < START + WEEK_MS; at += STEP_MS) {
      const now = new Date(at);
      const expected = rows
        .filter((r) => scheduleStatus(r.hours as never, now).openNow === true)
        .map((r) => byName.get(r.id))
        .sort();
      const options = { finding, query: null, limit: 50, start: { offset: 0 }, now };
      const asList = (await repo.businesses(options)).rows.map((b) => byName.get(b.id)).sort();
      const onRows = (await repo.businesses({ ...options, fewBusinesses: 0 })).rows
        .map((b) => byName.get(b.id))
        .sort();
      expect(asList, `list at ${now.toISOString()}`).toEqual(expected);
      expect(onRows, `row check at ${now.toISOString()}`).toEqual(expected);
      openSeen += expected.length;
    }
    // The walk saw businesses open (not a week of empty answers agreeing with each other).
    expect(openSeen).toBeGreaterThan(200);
  });

  it('keeps the row check true when hours change or are removed', async () => {
    const repo = findingRepository(t.database.db);
    const finding = findingOf(findingQuerySchema.parse({ openNow: 'true' }));
    const admin = (await factories(t).user({ role: 'admin' })).token;
    const id = [...byName].find(([, name]) => name === 'open around the clock')?.[0] ?? '';
    const now = new Date('2026-11-25T20:00:00Z');
    const openOnRows = async () =>
      (
        await repo.businesses({
          finding,
          query: null,
          limit: 50,
          start: { offset: 0 },
          now,
          fewBusinesses: 0,
        })
      ).rows
        .map((b) => b.id)
        .includes(id);
    expect(await openOnRows()).toBe(true);
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${id}/hours`,
        headers: bearer(admin),
        payload: payload as never,
      });
    expect(
      (await put({ timeZone: LA, weekly: [{ day: 'mon', opens: '09:00', closes: '10:00' }] }))
        .statusCode,
    ).toBe(200);
    expect(await openOnRows()).toBe(false);
    expect((await put(null)).statusCode).toBe(200);
    expect(await openOnRows()).toBe(false);
    const row = await t.database.db
      .selectFrom('businesses')
      .select(['open_zone', 'open_week'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ open_zone: null, open_week: null });
  });
});
