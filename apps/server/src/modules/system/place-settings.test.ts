// Install settings for a city outside the US (CURRENCY, PRICE_LEVELS, PHONE_REGION) through the API:
// a Vietnamese install (VND, its own price levels, VN phone numbers) beside the default US install.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidPriceText } from '@menudex/contract/items';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, multipartForm } from '../../testing/factories.ts';

const vietnam = loadConfig({
  CURRENCY: 'VND',
  PRICE_LEVELS: '50000,150000,400000',
  PHONE_REGION: 'VN',
}).place;

let us: TestApp;
let vn: TestApp;
const admins = new Map<TestApp, Record<string, string>>();

beforeAll(async () => {
  us = await createTestApp();
  vn = await createTestApp({ place: vietnam });
  for (const t of [us, vn])
    admins.set(t, bearer((await factories(t).user({ role: 'admin' })).token));
}, 60_000);
afterAll(async () => {
  await us?.close();
  await vn?.close();
});

const admin = (t: TestApp) => admins.get(t) ?? {};
const businessCount = async (t: TestApp) =>
  (await t.database.db.selectFrom('businesses').select('id').execute()).length;

describe('GET /api/config', () => {
  it('tells the browser the currency, price levels and phone region of the install', async () => {
    expect((await us.app.inject({ url: '/api/config' })).json().place).toEqual({
      currency: 'USD',
      priceLevels: [15, 30, 60],
      phoneRegion: 'US',
      phoneExample: '(415) 555-0100',
    });
    expect((await vn.app.inject({ url: '/api/config' })).json().place).toEqual({
      currency: 'VND',
      priceLevels: [50000, 150000, 400000],
      phoneRegion: 'VN',
      phoneExample: vietnam.phoneExample,
    });
  });
});

describe('business phone numbers by PHONE_REGION', () => {
  const create = (t: TestApp, displayPhone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: admin(t),
      payload: { displayPhone },
    });

  it('a Vietnamese install stores a Vietnamese number in E.164 and shows it as written there', async () => {
    const res = await create(vn, '028 3822 1234');
    expect(res.statusCode).toBe(201);
    expect(res.json().business).toMatchObject({
      phone: '+842838221234',
      displayPhone: '028 3822 1234',
    });
    const found = await vn.app.inject({
      url: `/api/businesses/phone/${encodeURIComponent('+84 28 3822 1234')}`,
      headers: admin(vn),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().business[0]._id).toBe(res.json().business._id);
  });

  it('a US install refuses a Vietnamese number, saying which numbers it takes, and makes nothing', async () => {
    const before = await businessCount(us);
    for (const written of ['028 3822 1234', '+84 28 3822 1234']) {
      const res = await create(us, written);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please enter a valid phone number from the United States, like (415) 555-0100',
      });
    }
    expect(await businessCount(us)).toBe(before);
  });

  it('a Vietnamese install refuses a US-style number with its own example', async () => {
    const before = await businessCount(vn);
    const res = await create(vn, '(408) 555-0100');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Please enter a valid phone number from Vietnam, like ${vietnam.phoneExample} (or + and the country code)`,
    );
    expect(await businessCount(vn)).toBe(before);
  });

  it('a US install keeps the specification mask', async () => {
    const res = await create(us, '(408) 555-0130');
    expect(res.statusCode).toBe(201);
    expect(res.json().business).toMatchObject({
      phone: '4085550130',
      displayPhone: '(408) 555-0130',
    });
  });
});

describe('a suggested phone in a report, by PHONE_REGION', () => {
  const report = async (t: TestApp, phone: string) => {
    const business = await factories(t).business();
    return t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        target: { kind: 'business', id: business.id },
        reason: 'wrong-info',
        message: 'The number changed',
        suggestion: { phone },
      }),
    });
  };

  it('a Vietnamese install takes a Vietnamese number', async () => {
    const res = await report(vn, '028 3822 5555');
    expect(res.statusCode).toBe(201);
  });

  it('a US install refuses it, saying which numbers it takes', async () => {
    const res = await report(us, '028 3822 5555');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        'body.suggestion.phone: Please enter a valid phone number from the United States, like (415) 555-0100',
    });
  });
});

describe('item prices by CURRENCY', () => {
  const postItem = (t: TestApp, businessId: string, price: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/items/${businessId}`,
      headers: admin(t),
      payload: multipartForm({ name: 'Phở bò', topic: 'Noodles', price }),
    });
  const itemCount = async (t: TestApp, businessId: string) =>
    (
      await t.database.db
        .selectFrom('items')
        .select('id')
        .where('business_id', '=', businessId)
        .execute()
    ).length;

  it('takes whole dong, however they are grouped', async () => {
    const business = await factories(vn).business({ phone: '+842838220001' });
    for (const written of ['45000', '45,000', '45.000']) {
      const res = await postItem(vn, business.id, written);
      expect(res.statusCode, written).toBe(201);
      expect(res.json().item.price).toBe(45000);
    }
  });

  it('refuses a price with decimals in VND with a clear 400, creating and changing nothing', async () => {
    const f = factories(vn);
    const business = await f.business({ phone: '+842838220002' });
    const list = await f.list(business.id, 'Noodles');
    const item = await f.item(business.id, list.id, { priceCents: 4_500_000 });
    const res = await postItem(vn, business.id, '45000.50');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `price: ${invalidPriceText('VND')}` });
    expect(await itemCount(vn, business.id)).toBe(1);
    const update = await vn.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: admin(vn),
      payload: multipartForm({ price: '12.50' }),
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toMatch(/prices in VND have no decimals/);
    const stored = await vn.database.db
      .selectFrom('items')
      .select('price_cents')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored.price_cents).toBe(4_500_000);
  });

  it('a US install keeps cents, except for a business whose country prices in dong', async () => {
    const business = await factories(us).business();
    const res = await postItem(us, business.id, '12.50');
    expect(res.statusCode).toBe(201);
    expect(res.json().item.price).toBe(12.5);
    const inVietnam = await factories(us).business();
    await us.database.db
      .updateTable('businesses')
      .set({ country: 'VN' })
      .where('id', '=', inVietnam.id)
      .execute();
    const dong = await postItem(us, inVietnam.id, '12.50');
    expect(dong.statusCode).toBe(400);
    expect(dong.json()).toEqual({ message: `price: ${invalidPriceText('VND')}` });
  });
});

describe('price levels by PRICE_LEVELS', () => {
  it('sorts a business into $ to $$$$ by the install limits in its currency', async () => {
    const f = factories(vn);
    let n = 0;
    const levelOf = async (priceCents: number) => {
      n += 1;
      const business = await f.business({ phone: `+84283829000${n}` });
      const list = await f.list(business.id);
      await f.item(business.id, list.id, { priceCents });
      const res = await vn.app.inject({ url: `/api/businesses/${business.id}` });
      return res.json().business.priceLevel as number;
    };
    expect(await levelOf(4_500_000)).toBe(1);
    expect(await levelOf(12_000_000)).toBe(2);
    expect(await levelOf(25_000_000)).toBe(3);
    expect(await levelOf(45_000_000)).toBe(4);
    // The same 45,000 in a dollar install is far above $60: $$$$.
    const g = factories(us);
    const business = await g.business();
    const list = await g.list(business.id);
    await g.item(business.id, list.id, { priceCents: 4_500_000 });
    expect(
      (await us.app.inject({ url: `/api/businesses/${business.id}` })).json().business.priceLevel,
    ).toBe(4);
  });
});

const POPPLER = ['pdftotext'].every((tool) => {
  try {
    execFileSync('which', [tool]);
    return true;
  } catch {
    return false;
  }
});

describe.skipIf(!POPPLER)('the printed menu', () => {
  it('shows prices in dong without decimals', async () => {
    const f = factories(vn);
    const business = await f.business({ name: 'Quán Phở', phone: '+842838220009' });
    const list = await f.list(business.id, 'Phở');
    await f.item(business.id, list.id, { name: 'Phở tái', priceCents: 4_500_000 });
    const res = await vn.app.inject({
      url: `/api/businesses/${business.id}/print/menu.pdf`,
      headers: { ...admin(vn), host: 'menudex.test' },
    });
    expect(res.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-place-'));
    try {
      const file = path.join(dir, 'menu.pdf');
      fs.writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('₫45,000');
      expect(text).toContain('028 3822 0009');
      expect(text).not.toContain('₫45,000.00');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
