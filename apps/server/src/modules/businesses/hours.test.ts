// PUT /api/businesses/{id}/hours and the place fields of a business: who may set hours, what bad
// hours get (400, nothing changes), the derived openNow/nextChange, and lat/lng through the business PUT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, factories, multipartForm, type MatrixRole } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Monday 2026-11-23 12:00 in Los Angeles.
const NOW = '2026-11-23T20:00:00Z';

const lunchAndDinner = {
  timeZone: 'America/Los_Angeles',
  weekly: [
    { day: 'mon', opens: '11:00', closes: '14:00' },
    { day: 'mon', opens: '17:00', closes: '22:00' },
    { day: 'fri', opens: '18:00', closes: '02:00' },
  ],
  special: [{ date: '2026-11-26', closed: true, ranges: [], note: 'Thanksgiving' }],
  temporarilyClosed: false,
  reopensOn: null,
};

describe('PUT /api/businesses/:id/hours', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let businessId: string;
  let cast: Record<MatrixRole, Record<string, string>>;

  const put = (body: unknown, headers: Record<string, string> = cast.owner) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}/hours`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const stored = async () => {
    const business = (await t.app.inject({ url: `/api/businesses/${businessId}` })).json().business;
    const ranges = await t.database.db
      .selectFrom('business_week_ranges')
      .select(['span'])
      .where('business_id', '=', businessId)
      .execute();
    return { hours: business.hours, ranges: ranges.map((r) => r.span).sort() };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now: NOW });
    f = factories(t);
    businessId = (await f.business({ name: 'Bếp Nhà' })).id;
    cast = await f.cast(businessId);
  });
  afterAll(() => t.close());

  it('stores the hours and answers them with openNow and nextChange worked out in the business zone', async () => {
    const res = await put(lunchAndDinner);
    expect(res.statusCode).toBe(200);
    const { business } = res.json();
    expect(business.hours).toEqual(lunchAndDinner);
    expect(business.openNow).toBe(true);
    expect(business.nextChange).toBe('2026-11-23T22:00:00.000Z');
    const detail = (await t.app.inject({ url: `/api/businesses/${businessId}` })).json().business;
    expect(detail.hours).toEqual(lunchAndDinner);
  });

  it('fills the time zone from DEFAULT_TIME_ZONE and the optional parts with their defaults', async () => {
    const res = await put({ weekly: [{ day: 'tue', opens: '09:00', closes: '17:00' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().business.hours).toEqual({
      timeZone: 'America/Los_Angeles',
      weekly: [{ day: 'tue', opens: '09:00', closes: '17:00' }],
      special: [],
      temporarilyClosed: false,
      reopensOn: null,
    });
    expect(res.json().business.openNow).toBe(false);
    expect(res.json().business.nextChange).toBe('2026-11-24T17:00:00.000Z');
  });

  it('removes the hours with null: openNow and nextChange become null', async () => {
    const res = await put(null);
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toMatchObject({ hours: null, openNow: null, nextChange: null });
    expect((await stored()).ranges).toEqual([]);
  });

  it.each([
    [
      'a malformed time',
      { weekly: [{ day: 'mon', opens: '9am', closes: '17:00' }] },
      /^body\/weekly\/0\/opens|weekly\.0\.opens/,
    ],
    [
      'overlapping ranges',
      {
        weekly: [
          { day: 'mon', opens: '11:00', closes: '15:00' },
          { day: 'mon', opens: '14:00', closes: '22:00' },
        ],
      },
      /hours overlap: mon 11:00-15:00 and mon 14:00-22:00/,
    ],
    [
      'an unknown time zone',
      { timeZone: 'Moon/Tranquility', weekly: [] },
      /is not a known time zone/,
    ],
    [
      'a special day on a date that does not exist',
      { special: [{ date: '2026-13-01', closed: true }] },
      /must be a date/,
    ],
  ])('refuses %s with 400 and a message, and changes nothing', async (_, body, message) => {
    await put(lunchAndDinner);
    const before = await stored();
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 200],
    ['admin', 200],
  ] as const)(
    'authorization: %s gets %i, and only a success changes the hours',
    async (role, status) => {
      await put(lunchAndDinner);
      const changed = {
        ...lunchAndDinner,
        weekly: [{ day: 'sun', opens: '08:00', closes: '12:00' }],
      };
      const res = await put(changed, cast[role]);
      expect(res.statusCode).toBe(status);
      expect((await stored()).hours).toEqual(status === 200 ? changed : lunchAndDinner);
    },
  );

  it('answers 404 for an unknown business', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/businesses/00000000-0000-4000-8000-000000000000/hours',
      headers: { ...cast.admin, 'content-type': 'application/json' },
      payload: JSON.stringify(lunchAndDinner),
    });
    expect(res.statusCode).toBe(404);
  });

  it('says temporarily closed: closed now, next change at the first opening from reopensOn', async () => {
    const res = await put({
      weekly: [{ day: 'wed', opens: '09:00', closes: '17:00' }],
      temporarilyClosed: true,
      reopensOn: '2026-12-02',
    });
    expect(res.json().business).toMatchObject({
      openNow: false,
      nextChange: '2026-12-02T17:00:00.000Z',
    });
  });
});

describe('PUT /api/businesses/:id with location[lat] and location[lng]', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let businessId: string;
  let admin: Record<string, string>;

  const putForm = (fields: Record<string, string>) => {
    const form = multipartForm(fields);
    return t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}`,
      headers: admin,
      payload: form,
    });
  };
  const location = async () =>
    (await t.app.inject({ url: `/api/businesses/${businessId}` })).json().business.location;

  beforeAll(async () => {
    t = await createTestApp();
    f = factories(t);
    businessId = (await f.business()).id;
    admin = bearer((await f.user({ role: 'admin' })).token);
  });
  afterAll(() => t.close());

  it('sets the pin with both coordinates and clears it with both empty', async () => {
    const res = await putForm({ 'location[lat]': '37.3352', 'location[lng]': '-121.8811' });
    expect(res.statusCode).toBe(200);
    expect(res.json().business.location).toMatchObject({ lat: 37.3352, lng: -121.8811 });
    const cleared = await putForm({ 'location[lat]': '', 'location[lng]': '' });
    expect(cleared.json().business.location).toMatchObject({ lat: null, lng: null });
  });

  it.each([
    [
      { 'location[lat]': '37.3' },
      'location.lat: location[lat] and location[lng] go together: give both or neither',
    ],
    [
      { 'location[lat]': '91', 'location[lng]': '0' },
      'location.lat: location[lat] must be a latitude from -90 to 90',
    ],
    [
      { 'location[lat]': '37', 'location[lng]': '-181' },
      'location.lng: location[lng] must be a longitude from -180 to 180',
    ],
    [
      { 'location[lat]': 'north', 'location[lng]': '0' },
      'location.lat: location[lat] must be a latitude from -90 to 90',
    ],
  ])('refuses %j with 400 and changes nothing', async (fields, message) => {
    await putForm({ 'location[lat]': '37.1', 'location[lng]': '-121.1' });
    const res = await putForm(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await location()).toMatchObject({ lat: 37.1, lng: -121.1 });
  });
});
