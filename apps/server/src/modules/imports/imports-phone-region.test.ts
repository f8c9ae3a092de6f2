// Imported phone numbers under the install's PHONE_REGION (docs/decisions/052): a Vietnamese install
// stores the region's numbers in E.164 and reports the ones it cannot read, saying which numbers it
// expects; a US install keeps the specification's ten digits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Import } from '@menudex/contract/imports';
import { loadConfig } from '../../config.ts';
import { bearer, factories, multipartForm } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const vietnam = loadConfig({
  CURRENCY: 'VND',
  PRICE_LEVELS: '50000,150000,400000',
  PHONE_REGION: 'VN',
}).place;

let us: TestApp;
let vn: TestApp;
const tokens = new Map<TestApp, string>();

beforeAll(async () => {
  us = await createTestApp();
  vn = await createTestApp({ place: vietnam });
  for (const t of [us, vn]) tokens.set(t, (await factories(t).user({ role: 'admin' })).token);
}, 60_000);

afterAll(async () => {
  await us?.close();
  await vn?.close();
});

const CSV_HEADER =
  'id,name,phone,website,email,address1,address2,city,state,zipCode,country,lat,lng,categories,opening_hours';

/** A businesses CSV row in Ho Chi Minh City with this phone. */
const row = (id: string, phone: string) =>
  `${id},Quán ${id},${phone},,,1 Lê Lợi,,Hồ Chí Minh,,700000,VN,10.77,106.70,Phở,`;

/** Imports a businesses CSV and waits for its report (the job runs in the background). */
const importCsv = (t: TestApp, rows: string[]) =>
  importFile(t, 'businesses-csv', Buffer.from([CSV_HEADER, ...rows].join('\n')));

async function importFile(t: TestApp, kind: string, bytes: Buffer): Promise<Import> {
  const token = tokens.get(t) ?? '';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: bearer(token),
    payload: multipartForm(
      { kind },
      { file: { bytes, filename: 'places', type: 'application/octet-stream' } },
    ),
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json<{ import: Import }>().import._id;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const report = (
      await t.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: bearer(token) })
    ).json<{ import: Import }>().import;
    if (report.status === 'done' || report.status === 'failed') return report;
    if (Date.now() > deadline) throw new Error(`import ${id} is still ${report.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The stored phone of the business imported with this id. */
async function storedPhone(t: TestApp, ref: string): Promise<string> {
  const found = await t.database.db
    .selectFrom('businesses')
    .select('phone')
    .where(sql<string>`source ->> 'ref'`, '=', ref)
    .executeTakeFirstOrThrow();
  return found.phone;
}

describe('imported phones in a Vietnamese install (PHONE_REGION=VN)', () => {
  it('stores national and international Vietnamese numbers in E.164', async () => {
    const report = await importCsv(vn, [
      row('vn1', '028 3822 1234'),
      row('vn2', '+84 90 123 45 67'),
      row('vn3', '0912345678; 0281234567'),
    ]);
    expect(report.counts).toMatchObject({ created: 3, skipped: 0 });
    expect(await storedPhone(vn, 'vn1')).toBe('+842838221234');
    expect(await storedPhone(vn, 'vn2')).toBe('+84901234567');
    expect(await storedPhone(vn, 'vn3')).toBe('+84912345678');
  });

  it('reports a number it cannot read, saying which numbers it expects, and imports the place', async () => {
    const report = await importCsv(vn, [row('vn4', '12345'), row('vn5', '(415) 555-01x0')]);
    expect(report.counts).toMatchObject({ created: 2, skipped: 0 });
    const example = vietnam.phoneExample;
    expect(report.errors).toContainEqual({
      row: 1,
      message: `phone "12345" is not a phone number of Vietnam like ${example} (or + and the country code), so it was left empty.`,
    });
    expect(report.errors).toContainEqual({
      row: 2,
      message: expect.stringContaining('is not a phone number of Vietnam') as string,
    });
    // Left empty, not corrupted.
    expect(await storedPhone(vn, 'vn4')).toBe('');
    expect(await storedPhone(vn, 'vn5')).toBe('');
  });

  it('reads an OpenStreetMap phone tag the same way', async () => {
    const osm = {
      version: 0.6,
      elements: [
        {
          type: 'node',
          id: 7001,
          lat: 10.77,
          lon: 106.7,
          tags: { amenity: 'restaurant', name: 'Phở Hòa', phone: '+84 28 3829 7943' },
        },
        {
          type: 'node',
          id: 7002,
          lat: 10.78,
          lon: 106.7,
          tags: { amenity: 'restaurant', name: 'Bánh Mì 37', 'contact:phone': '555' },
        },
      ],
    };
    const report = await importFile(vn, 'osm', Buffer.from(JSON.stringify(osm)));
    expect(report.counts).toMatchObject({ created: 2, skipped: 0 });
    expect(await storedPhone(vn, 'node/7001')).toBe('+842838297943');
    expect(await storedPhone(vn, 'node/7002')).toBe('');
    expect(report.errors.map((e) => e.message)).toContainEqual(
      expect.stringContaining('phone "555" is not a phone number of Vietnam'),
    );
  });

  it("names the region in the language the report is read in, as the business form's 400 does", async () => {
    const report = await importCsv(vn, [row('vn7', '12345')]);
    const token = tokens.get(vn) ?? '';
    const read = await vn.app.inject({
      url: `/api/imports/${report._id}?lang=vi`,
      headers: bearer(token),
    });
    expect(read.json<{ import: Import }>().import.errors).toEqual([
      {
        row: 1,
        message: `phone "12345" không phải số điện thoại của Việt Nam, ví dụ ${vietnam.phoneExample} (hoặc dấu + và mã quốc gia), nên được để trống.`,
      },
    ]);
    const business = await factories(vn).business();
    const put = await vn.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}?lang=vi`,
      headers: bearer(token),
      payload: multipartForm({ phone: '12345' }),
    });
    expect(put.statusCode).toBe(400);
    expect(put.json<{ message: string }>().message).toBe(
      `Vui lòng nhập số điện thoại hợp lệ của Việt Nam, ví dụ ${vietnam.phoneExample} (hoặc dấu + và mã quốc gia)`,
    );
  });

  it('keeps a foreign number given with + and its country code', async () => {
    await importCsv(vn, [row('vn6', '+1 503-555-0142')]);
    expect(await storedPhone(vn, 'vn6')).toBe('+15035550142');
  });
});

describe('imported phones in a US install (the default)', () => {
  it('keeps the specification’s ten digits and its message for a number it cannot read', async () => {
    const report = await importCsv(us, [
      row('us1', '+1 503-555-0142'),
      row('us2', '028 3822 1234'),
    ]);
    expect(await storedPhone(us, 'us1')).toBe('5035550142');
    expect(await storedPhone(us, 'us2')).toBe('');
    expect(report.errors).toContainEqual({
      row: 2,
      message: 'phone "028 3822 1234" is not a US phone number of 10 digits, so it was left empty.',
    });
  });

  it("names the United States in Vietnamese in the business form's 400", async () => {
    const business = await factories(us).business();
    const put = (url: string) =>
      us.app.inject({
        method: 'PUT',
        url,
        headers: bearer(tokens.get(us) ?? ''),
        payload: multipartForm({ phone: '12345' }),
      });
    const english = await put(`/api/businesses/${business.id}`);
    expect(english.statusCode).toBe(400);
    expect(english.json<{ message: string }>().message).toBe(
      'Please enter a valid phone number from the United States, like (415) 555-0100',
    );
    const vietnamese = await put(`/api/businesses/${business.id}?lang=vi`);
    expect(vietnamese.json<{ message: string }>().message).toBe(
      'Vui lòng nhập số điện thoại hợp lệ của Hoa Kỳ, ví dụ (415) 555-0100',
    );
  });
});
