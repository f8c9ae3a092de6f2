import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@menudex/contract/constants';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  factories,
  multipartForm,
  testImage,
  type MatrixRole,
} from '../../testing/factories.ts';

let t: TestApp;
let f: ReturnType<typeof factories>;
let admin: Awaited<ReturnType<ReturnType<typeof factories>['user']>>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  admin = await f.user({ role: 'admin' });
});
afterAll(() => t.close());

const asAdmin = () => bearer(admin.token);

async function row(id: string) {
  return t.database.db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function mediaFiles(): Promise<string[]> {
  const root = t.config.mediaDir;
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

async function businessCount(): Promise<number> {
  const { n } = await t.database.db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A fresh phone number for each business a test creates through the API. */
let phoneCounter = 0;
const freshPhone = () =>
  `(650) 7${String(++phoneCounter).padStart(2, '0')}-${String(1000 + phoneCounter)}`;

describe('GET /api/businesses/ and /api/businesses/pages/:page', () => {
  it('lists every business with summary fields and what the caller may edit', async () => {
    const owner = await f.user();
    const mine = await f.business({ name: 'Mine', ownerId: owner.id });
    const other = await f.business({ name: 'Other' });
    const res = await t.app.inject({ url: '/api/businesses/', headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    const list = res.json<Array<{ _id: string; canEdit: boolean; lists?: unknown }>>();
    expect(list.find((b) => b._id === mine.id)).toMatchObject({
      name: 'Mine',
      phone: mine.phone,
      favoriteCount: 0,
      location: { city: 'San Jose', state: 'CA' },
      canEdit: true,
    });
    expect(list.find((b) => b._id === other.id)?.canEdit).toBe(false);
    expect(list[0]).not.toHaveProperty('lists');
    const noSlash = await t.app.inject({ url: '/api/businesses' });
    expect(noSlash.json().map((b: { _id: string }) => b._id)).toEqual(list.map((b) => b._id));
  });

  it('cuts pages of 12 along creation order, so scrolling never repeats or skips a business', async () => {
    for (let i = 0; i < 26; i++) await f.business({ name: `Paged ${i}` });
    const all = (await t.app.inject({ url: '/api/businesses/' }))
      .json()
      .map((b: { _id: string }) => b._id);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const res = await t.app.inject({ url: `/api/businesses/pages/${page}` });
      expect(res.statusCode).toBe(200);
      const ids = res.json().map((b: { _id: string }) => b._id);
      if (ids.length === 0) break;
      expect(ids.length).toBeLessThanOrEqual(LIMITS.pageSize);
      if (seen.length + ids.length < all.length) expect(ids).toHaveLength(LIMITS.pageSize);
      seen.push(...ids);
      // A business added while someone scrolls lands after the pages already read.
      if (page === 1) all.push((await f.business({ name: 'Added while scrolling' })).id);
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers [] past the end', async () => {
    const res = await t.app.inject({ url: '/api/businesses/pages/9999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each(['0', '-3', 'two', '1.5'])('refuses page %s with a 400 message', async (page) => {
    const res = await t.app.inject({ url: `/api/businesses/pages/${page}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/page/);
  });
});

describe('GET /api/businesses/:id', () => {
  it('answers the business with its lists in order and their items most liked first', async () => {
    const owner = await f.user();
    const business = await f.business({ name: 'Phở Hòa', ownerId: owner.id });
    const soups = await f.list(business.id, 'Soups');
    const drinks = await f.list(business.id, 'Drinks');
    const first = await f.item(business.id, soups.id, { name: 'Tie A', likes: 3 });
    const second = await f.item(business.id, soups.id, { name: 'Top', likes: 9 });
    const third = await f.item(business.id, soups.id, { name: 'Tie B', likes: 3 });
    await f.item(business.id, drinks.id, { name: 'Tea', likes: 0, tags: ['Drinks'] });

    const res = await t.app.inject({
      url: `/api/businesses/${business.id}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    const { business: body } = res.json();
    expect(body).toMatchObject({ _id: business.id, name: 'Phở Hòa', canEdit: true });
    expect(body.lists.map((l: { name: string }) => l.name)).toEqual(['Soups', 'Drinks']);
    expect(body.lists[0].items.map((i: { _id: string }) => i._id)).toEqual([
      second.id,
      first.id,
      third.id,
    ]);
    expect(body.lists[0].items[0]).toMatchObject({
      businessId: business.id,
      canEdit: true,
      popularity: { likes: 9 },
    });
    expect(body.lists[1].items[0].tags).toEqual([{ _id: expect.any(String), name: 'Drinks' }]);
  });

  it('tells anonymous callers and owners of other businesses they may not edit', async () => {
    const business = await f.business();
    const list = await f.list(business.id);
    await f.item(business.id, list.id);
    const cast = await f.cast(business.id);
    for (const role of ['anonymous', 'user', 'other owner'] as const) {
      const { business: body } = (
        await t.app.inject({ url: `/api/businesses/${business.id}`, headers: cast[role] })
      ).json();
      expect(body.canEdit).toBe(false);
      expect(body.lists[0].items[0].canEdit).toBe(false);
    }
    const { business: asAdminBody } = (
      await t.app.inject({ url: `/api/businesses/${business.id}`, headers: cast.admin })
    ).json();
    expect(asAdminBody.canEdit).toBe(true);
    expect(asAdminBody.lists[0].items[0].canEdit).toBe(true);
  });

  it('answers 404 with a message for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({
      url: '/api/businesses/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Business not found' });
    const bad = await t.app.inject({ url: '/api/businesses/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });

  it('does not let /businesses/:id capture pages, phone, favorite and assign', async () => {
    expect((await t.app.inject({ url: '/api/businesses/pages/1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/businesses/phone/4155550100' })).statusCode).toBe(401);
    const fav = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/favorite/${(await f.business()).id}`,
      payload: { favorite: true },
    });
    expect(fav.statusCode).toBe(401);
    const assign = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/assign',
      payload: { phone: '4155550100', email: 'a@b.co' },
    });
    expect(assign.statusCode).toBe(401);
  });
});

describe('GET /api/businesses/phone/:phone', () => {
  it('finds a business for an admin whatever way the phone is written', async () => {
    const business = await f.business({ phone: '4155550111', name: 'Lookup' });
    for (const written of ['(415) 555-0111', '4155550111', '+14155550111', '415.555.0111']) {
      const res = await t.app.inject({
        url: `/api/businesses/phone/${encodeURIComponent(written)}`,
        headers: asAdmin(),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.business).toHaveLength(1);
      expect(body.business[0]).toMatchObject({
        _id: business.id,
        displayPhone: '(415) 555-0111',
        lists: [],
        canEdit: true,
      });
    }
  });

  it('lets owners find their own business, and answers 404 for anyone else\u2019s', async () => {
    const owner = await f.user();
    const mine = await f.business({ phone: '4155550112', ownerId: owner.id });
    await f.business({ phone: '4155550113' });
    const own = await t.app.inject({
      url: '/api/businesses/phone/4155550112',
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().business[0]._id).toBe(mine.id);
    const others = await t.app.inject({
      url: '/api/businesses/phone/4155550113',
      headers: bearer(owner.token),
    });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual({ message: 'No business with that phone number' });
  });

  it('answers 401 to anonymous callers and 403 to users who own nothing', async () => {
    await f.business({ phone: '4155550114' });
    expect((await t.app.inject({ url: '/api/businesses/phone/4155550114' })).statusCode).toBe(401);
    const user = await f.user();
    const res = await t.app.inject({
      url: '/api/businesses/phone/4155550114',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 404 with a message the UI can alert for an unknown phone, 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      url: '/api/businesses/phone/2125550199',
      headers: asAdmin(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No business with that phone number' });
    for (const bad of ['123', 'abc', '0125550199', '1'.repeat(41)]) {
      const res = await t.app.inject({ url: `/api/businesses/phone/${bad}`, headers: asAdmin() });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Please enter a valid phone number/);
    }
  });
});

describe('POST /api/businesses/', () => {
  it('creates a business with the phone stored normalised', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/',
      headers: asAdmin(),
      payload: { displayPhone: '(408) 555-0120' },
    });
    expect(res.statusCode).toBe(201);
    const { business } = res.json();
    expect(business).toMatchObject({
      phone: '4085550120',
      displayPhone: '(408) 555-0120',
      lists: [],
      canEdit: true,
      favoriteCount: 0,
    });
    expect((await row(business._id)).phone).toBe('4085550120');
  });

  it('accepts { phone } too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: asAdmin(),
      payload: { phone: '+14085550121' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().business.phone).toBe('4085550121');
  });

  describe('with a business on (408) 555-0122', () => {
    beforeAll(async () => {
      await f.business({ phone: '4085550122' });
    });

    it.each(['(408) 555-0122', '4085550122', '+14085550122'])(
      'answers 409 with a message when %s names an existing business, and creates nothing',
      async (written) => {
        const before = await businessCount();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/businesses/',
          headers: asAdmin(),
          payload: { displayPhone: written },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'A business with this phone number already exists' });
        expect(await businessCount()).toBe(before);
      },
    );
  });

  it.each([
    [{}, 'Please enter a phone number'],
    [{ displayPhone: '' }, 'Please enter a phone number'],
    [{ displayPhone: '555-01' }, 'Please enter a valid phone number'],
    [{ displayPhone: 'call me' }, 'Please enter a valid phone number'],
    [{ displayPhone: 4085550123 }, 'displayPhone'],
    [{ displayPhone: ['4085550123'] }, 'displayPhone'],
  ])('refuses %j with a 400 message and creates nothing', async (payload, message) => {
    const before = await businessCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/',
      headers: asAdmin(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await businessCount()).toBe(before);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 403],
    ['admin', 201],
  ] as Array<[MatrixRole, number]>)('is for admins only: %s gets %i', async (role, status) => {
    const cast = await f.cast((await f.business()).id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/',
      headers: cast[role],
      payload: { displayPhone: freshPhone() },
    });
    expect(res.statusCode).toBe(status);
  });
});

describe('PUT /api/businesses/:id', () => {
  const put = (
    id: string,
    headers: Record<string, string>,
    form: FormData | string,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${id}`,
      headers: { ...headers, ...extra },
      payload: form,
    });

  it('takes the editable fields, location parts and categories, and ignores the rest', async () => {
    const owner = await f.user();
    const business = await f.business({ ownerId: owner.id, favoriteCount: 4 });
    const res = await put(
      business.id,
      bearer(owner.token),
      multipartForm({
        name: '  Bánh Mì Bakery ',
        description: 'Fresh every morning',
        'location[address1]': '12 Main St',
        'location[address2]': 'Suite 3',
        'location[city]': 'Oakland',
        'location[state]': 'CA',
        'location[zipCode]': '94607',
        'location[country]': 'US',
        'location[displayAddress]': 'ignored',
        'categories[0]': 'Bakery',
        'categories[1]': 'Vietnamese',
        favoriteCount: '999',
        _id: '00000000-0000-4000-8000-000000000000',
        canEdit: 'false',
        lists: 'nonsense',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toMatchObject({
      _id: business.id,
      name: 'Bánh Mì Bakery',
      description: 'Fresh every morning',
      categories: ['Bakery', 'Vietnamese'],
      favoriteCount: 4,
      canEdit: true,
      location: {
        address1: '12 Main St',
        address2: 'Suite 3',
        city: 'Oakland',
        state: 'CA',
        zipCode: '94607',
        country: 'US',
        displayAddress: ['12 Main St', 'Suite 3', '', 'Oakland, CA 94607'],
      },
    });
    const stored = await row(business.id);
    expect(stored.favorite_count).toBe(4);
    expect(stored.zip_code).toBe('94607');
  });

  it("joins the city line from the parts that exist: 'Milpitas', not 'Milpitas,'", async () => {
    const owner = await f.user();
    const business = await f.business({ ownerId: owner.id });
    const cityOnly = await put(
      business.id,
      bearer(owner.token),
      multipartForm({
        'location[city]': 'Milpitas',
        'location[state]': '',
        'location[zipCode]': '',
      }),
    );
    expect(cityOnly.json().business.location.displayAddress[3]).toBe('Milpitas');
    const noCity = await put(
      business.id,
      bearer(owner.token),
      multipartForm({
        'location[city]': '',
        'location[state]': 'CA',
        'location[zipCode]': '95035',
      }),
    );
    expect(noCity.json().business.location.displayAddress[3]).toBe('CA 95035');
  });

  it('keeps fields the form does not carry', async () => {
    const owner = await f.user();
    const business = await f.business({ ownerId: owner.id, name: 'Keep me' });
    const res = await put(
      business.id,
      bearer(owner.token),
      multipartForm({ description: 'Only this' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toMatchObject({
      name: 'Keep me',
      description: 'Only this',
      location: { city: 'San Jose' },
    });
  });

  it('re-normalises a new phone, from phone or from displayPhone', async () => {
    const business = await f.business({ phone: '4155550130' });
    const one = await put(
      business.id,
      asAdmin(),
      multipartForm({ displayPhone: '(415) 555-0131' }),
    );
    expect(one.statusCode).toBe(200);
    expect(one.json().business).toMatchObject({
      phone: '4155550131',
      displayPhone: '(415) 555-0131',
    });
    // A form that carries both: the stored phone unchanged, displayPhone edited.
    const two = await put(
      business.id,
      asAdmin(),
      multipartForm({ phone: '4155550131', displayPhone: '+1 415 555 0132' }),
    );
    expect(two.statusCode).toBe(200);
    expect((await row(business.id)).phone).toBe('4155550132');
  });

  it('answers 409 when the new phone belongs to another business, and changes nothing', async () => {
    await f.business({ phone: '4155550140' });
    const business = await f.business({ phone: '4155550141', name: 'Before' });
    const res = await put(
      business.id,
      asAdmin(),
      multipartForm({ name: 'After', displayPhone: '(415) 555-0140' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A business with this phone number already exists' });
    const stored = await row(business.id);
    expect(stored).toMatchObject({ name: 'Before', phone: '4155550141' });
  });

  it.each([
    [{ displayPhone: '12' }, 'Please enter a valid phone number'],
    [{ phone: '' }, 'Please enter a phone number'],
    [{ phone: '4155550150', displayPhone: '4155550151' }, 'phone and displayPhone'],
    [{ feedbackEnabled: 'maybe' }, 'feedbackEnabled'],
    [{ name: 'x'.repeat(LIMITS.nameMaxLength + 1) }, 'name'],
    [{ 'location[city]': 'x'.repeat(201) }, 'location.city'],
    [{ categories: Array.from({ length: 21 }, (_, i) => `C${i}`) }, 'categories'],
    [{ location: 'flat', 'location[city]': 'nested' }, 'malformed'],
  ] as Array<[Record<string, string | string[]>, string]>)(
    'refuses %j with a 400 message and changes nothing',
    async (fields, message) => {
      const business = await f.business({ name: 'Unchanged' });
      const before = await row(business.id);
      const res = await put(business.id, asAdmin(), multipartForm({ name: 'Changed', ...fields }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await row(business.id)).toEqual(before);
    },
  );

  it('lets admins switch the feedback program and refuses owners with 403', async () => {
    const owner = await f.user();
    const business = await f.business({ ownerId: owner.id });
    const byOwner = await put(
      business.id,
      bearer(owner.token),
      multipartForm({ name: 'Try', feedbackEnabled: 'true' }),
    );
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json()).toEqual({ message: 'Only an admin can switch the feedback program' });
    expect((await row(business.id)).feedback_enabled).toBe(false);
    // Sending the value it already has (a form echoing every field) is not a switch.
    const echo = await put(
      business.id,
      bearer(owner.token),
      multipartForm({ name: 'Echo', feedbackEnabled: 'false' }),
    );
    expect(echo.statusCode).toBe(200);
    const byAdmin = await put(business.id, asAdmin(), multipartForm({ feedbackEnabled: 'true' }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().business.feedbackEnabled).toBe(true);
  });

  it('re-encodes cover photo and logo to WebP at their sizes and removes the files they replace', async () => {
    const business = await f.business();
    const first = await put(
      business.id,
      asAdmin(),
      multipartForm(
        {},
        {
          coverPhoto: {
            bytes: await testImage({ width: 3000, height: 1000 }),
            filename: 'cover.jpg',
          },
          logo: {
            bytes: await testImage({ format: 'png', width: 600, height: 400 }),
            filename: 'logo.png',
            type: 'image/png',
          },
        },
      ),
    );
    expect(first.statusCode).toBe(200);
    const { coverPhoto, logo } = first.json().business;
    expect(coverPhoto).toMatch(/^media\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    expect(logo).toMatch(/^media\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    const coverMeta = await sharp(
      path.join(t.config.mediaDir, coverPhoto.slice('media/'.length)),
    ).metadata();
    expect(coverMeta).toMatchObject({ format: 'webp', width: 1920, height: 640 });
    // With its copies: by width, and the narrow middle a phone shows (1.25 wide for 1 high).
    const copy = async (suffix: string) =>
      sharp(
        path.join(t.config.mediaDir, coverPhoto.slice('media/'.length).replace(/\.webp$/, suffix)),
      ).metadata();
    expect(await copy('.w800.webp')).toMatchObject({ width: 800, height: 267 });
    expect(await copy('.narrow.webp')).toMatchObject({ width: 800, height: 640 });
    const logoMeta = await sharp(
      path.join(t.config.mediaDir, logo.slice('media/'.length)),
    ).metadata();
    expect(logoMeta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // The stored file is served where the path says.
    expect((await t.app.inject({ url: `/${coverPhoto}` })).statusCode).toBe(200);

    const second = await put(
      business.id,
      asAdmin(),
      multipartForm({}, { coverPhoto: { bytes: await testImage() } }),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().business.coverPhoto).not.toBe(coverPhoto);
    expect(second.json().business.logo).toBe(logo);
    const files = await mediaFiles();
    expect(files).not.toContain(coverPhoto.slice('media/'.length));
    // Its copies go with it.
    const stem = coverPhoto.slice('media/'.length).replace(/\.webp$/, '');
    expect(files.filter((file) => file.startsWith(stem))).toEqual([]);
    expect(files).toContain(logo.slice('media/'.length));
    // A logo has no copies.
    expect(
      files.filter((file) => file.startsWith(logo.slice('media/'.length, -'.webp'.length))),
    ).toEqual([logo.slice('media/'.length)]);
  });

  it('never removes shared demo images when a business replaces one', async () => {
    const business = await f.business();
    const demo = path.join(t.config.mediaDir, 'demo', 'cover-test.webp');
    await fs.mkdir(path.dirname(demo), { recursive: true });
    await fs.writeFile(
      demo,
      await sharp(await testImage())
        .webp()
        .toBuffer(),
    );
    await t.database.db
      .updateTable('businesses')
      .set({ cover_photo: 'media/demo/cover-test.webp' })
      .where('id', '=', business.id)
      .execute();
    const res = await put(
      business.id,
      asAdmin(),
      multipartForm({}, { coverPhoto: { bytes: await testImage() } }),
    );
    expect(res.statusCode).toBe(200);
    await expect(fs.stat(demo)).resolves.toBeTruthy();
  });

  it.each([
    [
      'a text file named .jpg',
      Buffer.from('just some text, not a picture at all'),
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      'logo.svg',
      'image/svg+xml',
    ],
  ])(
    'refuses %s with 400, stores nothing and changes nothing',
    async (_label, bytes, filename, type) => {
      const business = await f.business({ name: 'Untouched' });
      const filesBefore = await mediaFiles();
      const res = await put(
        business.id,
        asAdmin(),
        multipartForm({ name: 'Touched' }, { coverPhoto: { bytes, filename, type } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The file is not a supported image' });
      expect(await mediaFiles()).toEqual(filesBefore);
      expect((await row(business.id)).name).toBe('Untouched');
    },
  );

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const business = await f.business({ name: 'Small only' });
    const filesBefore = await mediaFiles();
    const big = Buffer.concat([await testImage(), Buffer.alloc(LIMITS.imageMaxBytes)]);
    const res = await put(
      business.id,
      asAdmin(),
      multipartForm({ name: 'Big' }, { logo: { bytes: big } }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
    expect(await mediaFiles()).toEqual(filesBefore);
    expect((await row(business.id)).name).toBe('Small only');
  });

  it('refuses two files for one field and more files than the form takes', async () => {
    const business = await f.business();
    const image = await testImage();
    const twice = new FormData();
    twice.append('coverPhoto', new Blob([image], { type: 'image/jpeg' }), 'a.jpg');
    twice.append('coverPhoto', new Blob([image], { type: 'image/jpeg' }), 'b.jpg');
    const res = await put(business.id, asAdmin(), twice);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Too many files in the form' });
    const three = multipartForm(
      {},
      { coverPhoto: { bytes: image }, logo: { bytes: image }, extra: { bytes: image } },
    );
    const res3 = await put(business.id, asAdmin(), three);
    expect(res3.statusCode).toBe(413);
    expect(res3.json()).toEqual({ message: 'Too many files in the form' });
  });

  it('answers 415 to a body that is not multipart and 400 to broken multipart', async () => {
    const business = await f.business();
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}`,
      headers: asAdmin(),
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart/);
    const broken = await put(
      business.id,
      asAdmin(),
      '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf',
      {
        'content-type': 'multipart/form-data; boundary=xyz',
      },
    );
    expect(broken.statusCode).toBe(400);
    const noBoundary = await put(business.id, asAdmin(), 'whatever', {
      'content-type': 'multipart/form-data',
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('answers 404 for an unknown business and 400 for a malformed id', async () => {
    const missing = await put(
      '00000000-0000-4000-8000-000000000000',
      asAdmin(),
      multipartForm({ name: 'x' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Business not found' });
    expect((await put('nope', asAdmin(), multipartForm({ name: 'x' }))).statusCode).toBe(400);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 200],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)(
    'authorization: %s gets %i, and only a success changes the business',
    async (role, status) => {
      const business = await f.business({ name: 'Original' });
      const cast = await f.cast(business.id);
      const res = await put(business.id, cast[role], multipartForm({ name: `Edited by ${role}` }));
      expect(res.statusCode).toBe(status);
      expect((await row(business.id)).name).toBe(status === 200 ? `Edited by ${role}` : 'Original');
    },
  );
});

describe('POST /api/businesses/:id/lists', () => {
  const add = (id: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${id}/lists`,
      headers,
      payload: payload as object,
    });

  it('adds a list after the others and answers the business', async () => {
    const business = await f.business();
    await f.list(business.id, 'Mains');
    const res = await add(business.id, asAdmin(), { name: '  Desserts ' });
    expect(res.statusCode).toBe(201);
    expect(
      res.json().business.lists.map((l: { name: string; items: unknown[] }) => [l.name, l.items]),
    ).toEqual([
      ['Mains', []],
      ['Desserts', []],
    ]);
  });

  it('answers 409 for a name the business already has (any case), and adds nothing', async () => {
    const business = await f.business();
    await f.list(business.id, 'Drinks');
    const res = await add(business.id, asAdmin(), { name: 'DRINKS' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A list with this name already exists' });
    expect(
      (await t.app.inject({ url: `/api/businesses/${business.id}` })).json().business.lists,
    ).toHaveLength(1);
  });

  it.each([
    {},
    { name: '' },
    { name: '   ' },
    { name: 42 },
    { name: 'x'.repeat(LIMITS.listNameMaxLength + 1) },
  ])('refuses %j with a 400 message', async (payload) => {
    const business = await f.business();
    const res = await add(business.id, asAdmin(), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/name/);
    expect(
      (await t.app.inject({ url: `/api/businesses/${business.id}` })).json().business.lists,
    ).toEqual([]);
  });

  it('answers 404 for an unknown business', async () => {
    const res = await add('00000000-0000-4000-8000-000000000000', asAdmin(), { name: 'X' });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 201],
    ['admin', 201],
  ] as Array<[MatrixRole, number]>)('authorization: %s gets %i', async (role, status) => {
    const business = await f.business();
    const cast = await f.cast(business.id);
    const res = await add(business.id, cast[role], { name: 'Specials' });
    expect(res.statusCode).toBe(status);
    const lists = (await t.app.inject({ url: `/api/businesses/${business.id}` })).json().business
      .lists;
    expect(lists).toHaveLength(status === 201 ? 1 : 0);
  });
});

describe('POST /api/businesses/assign', () => {
  const assign = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/businesses/assign',
      headers,
      payload: payload as object,
    });

  it('makes the user an owner, who may then look the business up and edit it', async () => {
    const business = await f.business({ phone: '5105550160', name: 'Assigned Cafe' });
    const user = await f.user({ email: 'new.owner@example.com' });
    const before = await t.app.inject({
      url: '/api/businesses/phone/5105550160',
      headers: bearer(user.token),
    });
    expect(before.statusCode).toBe(403);
    const res = await assign(asAdmin(), {
      phone: '(510) 555-0160',
      email: ' New.Owner@Example.com ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Assigned Assigned Cafe to new.owner@example.com' });
    const lookup = await t.app.inject({
      url: '/api/businesses/phone/5105550160',
      headers: bearer(user.token),
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().business[0]).toMatchObject({ _id: business.id, canEdit: true });
    const again = await assign(asAdmin(), { phone: '5105550160', email: 'new.owner@example.com' });
    expect(again.statusCode).toBe(200);
    const owners = await t.database.db
      .selectFrom('business_owners')
      .selectAll()
      .where('business_id', '=', business.id)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('answers 404 with a message for an unknown phone or e-mail', async () => {
    await f.business({ phone: '5105550161' });
    const user = await f.user();
    const noBusiness = await assign(asAdmin(), { phone: '5105550169', email: user.email });
    expect(noBusiness.statusCode).toBe(404);
    expect(noBusiness.json()).toEqual({ message: 'No business with that phone number' });
    const noUser = await assign(asAdmin(), { phone: '5105550161', email: 'nobody@example.com' });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json()).toEqual({ message: 'No user with that e-mail' });
  });

  it.each([
    [{ phone: '5105550161' }, 'email'],
    [{ email: 'a@example.com' }, 'phone'],
    [{ phone: '5105550161', email: 'not-an-email' }, 'Please enter a valid e-mail address'],
    [{ phone: 'abc', email: 'a@example.com' }, 'Please enter a valid phone number'],
    [{ phone: 5105550161, email: 'a@example.com' }, 'phone'],
  ])('refuses %j with a 400 message', async (payload, message) => {
    const res = await assign(asAdmin(), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 403],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)('is for admins only: %s gets %i', async (role, status) => {
    const business = await f.business();
    const cast = await f.cast(business.id);
    const target = await f.user();
    const res = await assign(cast[role], { phone: business.phone, email: target.email });
    expect(res.statusCode).toBe(status);
    const owners = await t.database.db
      .selectFrom('business_owners')
      .selectAll()
      .where('business_id', '=', business.id)
      .where('user_id', '=', target.id)
      .execute();
    expect(owners).toHaveLength(status === 200 ? 1 : 0);
  });
});

describe('OpenAPI document', () => {
  it('documents every catalogue path with tags, responses and multipart forms', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const expected: Array<[string, string]> = [
      ['/api/businesses', 'get'],
      ['/api/businesses', 'post'],
      ['/api/businesses/pages/{page}', 'get'],
      ['/api/businesses/{id}', 'get'],
      ['/api/businesses/{id}', 'put'],
      ['/api/businesses/phone/{phone}', 'get'],
      ['/api/businesses/{id}/lists', 'post'],
      ['/api/businesses/favorite/{id}', 'post'],
      ['/api/businesses/assign', 'post'],
      ['/api/items/{id}', 'post'],
      ['/api/items/{id}', 'put'],
      ['/api/items/{id}', 'delete'],
      ['/api/items/{id}', 'get'],
      ['/api/items/vote/{id}', 'post'],
    ];
    for (const [route, method] of expected) {
      const operation = doc.paths[route]?.[method];
      expect(operation, `${method} ${route}`).toBeDefined();
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(Object.keys(operation.responses).some((code) => code.startsWith('2'))).toBe(true);
    }
    const form =
      doc.paths['/api/items/{id}'].post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.images).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties).toHaveProperty('topic');
    const business =
      doc.paths['/api/businesses/{id}'].put.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(business.properties)).toEqual(
      expect.arrayContaining(['location', 'categories', 'coverPhoto', 'logo']),
    );
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
