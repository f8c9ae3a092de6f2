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
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  adminHeaders = bearer((await f.user({ role: 'admin' })).token);
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

async function mediaFiles(): Promise<string[]> {
  const root = t.config.mediaDir;
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const mediaPath = (relative: string) =>
  path.join(t.config.mediaDir, relative.slice('media/'.length));

async function itemCount(businessId: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('items')
    .select('id')
    .where('business_id', '=', businessId)
    .execute();
  return rows.length;
}

async function setup() {
  const business = await f.business({ name: 'Bún Bò Huế House', city: 'San Jose' });
  const list = await f.list(business.id, 'Noodles');
  return { business, list };
}

const create = (
  businessId: string,
  headers: Record<string, string>,
  form: FormData | string,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/items/${businessId}`,
    headers: { ...headers, ...extra },
    payload: form,
  });

const update = (id: string, headers: Record<string, string>, form: FormData) =>
  t.app.inject({ method: 'PUT', url: `/api/items/${id}`, headers, payload: form });

describe('POST /api/items/:businessId', () => {
  it('creates an item in the list named by topic and answers it', async () => {
    const { business, list } = await setup();
    const res = await create(
      business.id,
      adminHeaders,
      multipartForm({
        name: ' Bún Bò Huế ',
        description: 'Spicy beef noodle soup',
        price: '12.50',
        topic: 'Noodles',
        'tags[0]': 'Beef',
        'tags[1]': 'Noodles',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({
      name: 'Bún Bò Huế',
      description: 'Spicy beef noodle soup',
      price: 12.5,
      images: [],
      listId: list.id,
      businessName: 'Bún Bò Huế House',
      businessId: { _id: business.id, name: 'Bún Bò Huế House' },
      popularity: { likes: 0, dislikes: 0 },
      canEdit: true,
    });
    expect(res.json().item.tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Beef',
      'Noodles',
    ]);
    const detail = (await t.app.inject({ url: `/api/businesses/${business.id}` })).json().business;
    expect(detail.lists[0].items[0]._id).toBe(res.json().item._id);
  });

  it('takes the list by id, by name in any case, and makes a new list for a new name', async () => {
    const { business, list } = await setup();
    const byId = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'A', topic: list.id }),
    );
    expect(byId.json().item.listId).toBe(list.id);
    const byName = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'B', topic: ' noodles ' }),
    );
    expect(byName.json().item.listId).toBe(list.id);
    const fresh = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'C', topic: 'Drinks' }),
    );
    expect(fresh.statusCode).toBe(201);
    const again = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'D', topic: 'drinks' }),
    );
    expect(again.json().item.listId).toBe(fresh.json().item.listId);
    const lists = (await t.app.inject({ url: `/api/businesses/${business.id}` })).json().business
      .lists;
    expect(lists.map((l: { name: string; items: unknown[] }) => [l.name, l.items.length])).toEqual([
      ['Noodles', 2],
      ['Drinks', 2],
    ]);
  });

  it('answers 404 for a list id of another business and creates nothing', async () => {
    const { business } = await setup();
    const other = await setup();
    const res = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'X', topic: other.list.id }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such list in this business' });
    expect(await itemCount(business.id)).toBe(0);
  });

  it.each([
    ['12', 12],
    ['12.50', 12.5],
    ['$12.5', 12.5],
    [' $ 7 ', 7],
    ['0.99', 0.99],
    ['', null],
  ])('reads the price %j as %j', async (price, expected) => {
    const { business } = await setup();
    const res = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'Priced', price, topic: 'Noodles' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().item.price).toBe(expected);
  });

  it.each([
    [{ price: '-1' }, 'price: Please enter a price like 12.50'],
    [{ price: 'abc' }, 'price: Please enter a price like 12.50'],
    [{ price: '12.345' }, 'price: Please enter a price like 12.50'],
    [{ price: '1e3' }, 'price: Please enter a price like 12.50'],
    [{ name: '' }, 'name: Please enter a name'],
    [{ name: '   ' }, 'name: Please enter a name'],
    [{ name: 'x'.repeat(LIMITS.nameMaxLength + 1) }, 'name'],
    [{ description: 'x'.repeat(LIMITS.descriptionMaxLength + 1) }, 'description'],
    [{ topic: '' }, 'topic: Please choose a list'],
    [{ 'tags[0]': 'x'.repeat(LIMITS.tagMaxLength + 1) }, 'tags'],
    [{ name: ['One', 'Two'] }, 'name'],
    [
      { image: 'data:text/plain;base64,aGVsbG8=' },
      'The image must be a data URL of a JPEG, PNG or WebP image',
    ],
    [
      {
        image: `data:image/jpeg;base64,${Buffer.from('not really a jpeg at all').toString('base64')}`,
      },
      'The file is not a supported image',
    ],
  ] as Array<[Record<string, string | string[]>, string]>)(
    'refuses %j with a 400 message and creates nothing',
    async (fields, message) => {
      const { business } = await setup();
      const filesBefore = await mediaFiles();
      const res = await create(
        business.id,
        adminHeaders,
        multipartForm({ name: 'Dish', topic: 'Noodles', ...fields }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await itemCount(business.id)).toBe(0);
      expect(await mediaFiles()).toEqual(filesBefore);
    },
  );

  it('refuses a missing name and a missing topic', async () => {
    const { business } = await setup();
    const noName = await create(business.id, adminHeaders, multipartForm({ topic: 'Noodles' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('name: Please enter a name');
    const noTopic = await create(business.id, adminHeaders, multipartForm({ name: 'Dish' }));
    expect(noTopic.statusCode).toBe(400);
    expect(noTopic.json().message).toBe('topic: Please choose a list');
    expect(await itemCount(business.id)).toBe(0);
  });

  it('refuses a sixth tag with the specification\u2019s message and creates nothing', async () => {
    const { business } = await setup();
    const tags = Object.fromEntries(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((tag, i) => [`tags[${i}]`, tag]),
    );
    const res = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'Six', topic: 'Noodles', ...tags }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'You have reached the maximum number of tags' });
    expect(await itemCount(business.id)).toBe(0);
  });

  it('normalises tags (trimmed, case-insensitive unique) and shares them across items', async () => {
    const { business } = await setup();
    const first = await create(
      business.id,
      adminHeaders,
      multipartForm({
        name: 'One',
        topic: 'Noodles',
        'tags[0]': ' Spicy  Soup ',
        'tags[1]': 'spicy soup',
        'tags[2]': '',
        'tags[3]': 'Beef',
      }),
    );
    expect(first.statusCode).toBe(201);
    const firstTags = first.json().item.tags;
    expect(firstTags.map((tag: { name: string }) => tag.name)).toEqual(['Spicy Soup', 'Beef']);
    const second = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'Two', topic: 'Noodles', 'tags[0]': 'SPICY SOUP' }),
    );
    expect(second.json().item.tags).toEqual([firstTags[0]]);
    const rows = await t.database.db
      .selectFrom('tags')
      .select('id')
      .where('name_key', '=', 'spicy soup')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('stores an uploaded photo as WebP, at most 1200x900, with its EXIF and GPS position removed', async () => {
    const { business } = await setup();
    const photo = await testImage({ width: 2400, height: 1800, gps: true });
    const exifIn = (await sharp(photo).metadata()).exif;
    expect(exifIn?.includes(Buffer.from('Secret Model'))).toBe(true);
    const res = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'Pictured', topic: 'Noodles' }, { images: { bytes: photo } }),
    );
    expect(res.statusCode).toBe(201);
    const [stored] = res.json().item.images;
    expect(stored).toMatch(/^media\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    const bytes = await fs.readFile(mediaPath(stored));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Model'))).toBe(false);
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    // With its smaller copies for cards and phones (srcset), stored at once, also without metadata.
    for (const width of [480, 640, 800]) {
      const copy = await fs.readFile(mediaPath(stored.replace(/\.webp$/, `.w${width}.webp`)));
      const copyMeta = await sharp(copy).metadata();
      expect(copyMeta, String(width)).toMatchObject({
        format: 'webp',
        width,
        height: (width * 3) / 4,
      });
      expect(copyMeta.exif).toBeUndefined();
    }
  });

  it('stores a generated image sent as a data URL', async () => {
    const { business } = await setup();
    const png = await testImage({ format: 'png', width: 300, height: 300 });
    const res = await create(
      business.id,
      adminHeaders,
      multipartForm({
        name: 'Generated',
        topic: 'Noodles',
        image: `data:image/png;base64,${png.toString('base64')}`,
      }),
    );
    expect(res.statusCode).toBe(201);
    const [stored] = res.json().item.images;
    expect((await sharp(mediaPath(stored)).metadata()).format).toBe('webp');
  });

  it('treats an empty file input (what browsers send when nothing is chosen) as no photo', async () => {
    const { business } = await setup();
    const form = multipartForm({ name: 'No photo', topic: 'Noodles', image: '' });
    form.append('images', new Blob([], { type: 'application/octet-stream' }), '');
    const res = await create(business.id, adminHeaders, form);
    expect(res.statusCode).toBe(201);
    expect(res.json().item.images).toEqual([]);
  });

  it.each([
    [
      'a text file named .jpg',
      async () => Buffer.from('hello, I am only text pretending to be a photo'),
      'dish.jpg',
      'image/jpeg',
    ],
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><circle r="20"/></svg>',
        ),
      'dish.svg',
      'image/svg+xml',
    ],
    [
      'a truncated JPEG',
      async () => (await testImage({ width: 800, height: 600 })).subarray(0, 2000),
      'cut.jpg',
      'image/jpeg',
    ],
    [
      'a PDF',
      async () =>
        Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'),
      'menu.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 400 and stores nothing', async (_label, build, filename, type) => {
    const { business } = await setup();
    const filesBefore = await mediaFiles();
    const res = await create(
      business.id,
      adminHeaders,
      multipartForm(
        { name: 'Bad photo', topic: 'Noodles' },
        { images: { bytes: await build(), filename, type } },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The file is not a supported image' });
    expect(await itemCount(business.id)).toBe(0);
    expect(await mediaFiles()).toEqual(filesBefore);
  });

  it('refuses a photo over the size limit with 413 and stores nothing', async () => {
    const { business } = await setup();
    const filesBefore = await mediaFiles();
    const big = Buffer.concat([await testImage(), Buffer.alloc(LIMITS.imageMaxBytes + 1)]);
    const res = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'Huge', topic: 'Noodles' }, { images: { bytes: big } }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The image is too large: at most 8 MB' });
    expect(await itemCount(business.id)).toBe(0);
    expect(await mediaFiles()).toEqual(filesBefore);
  });

  it.each([
    ['just over the limit', LIMITS.imageMaxBytes + 3],
    ['beyond any form field', LIMITS.imageMaxBytes * 2],
  ])('refuses a generated image %s with 413 and stores nothing', async (_label, bytes) => {
    const { business } = await setup();
    const filesBefore = await mediaFiles();
    const image = `data:image/jpeg;base64,${Buffer.alloc(bytes, 0xff).toString('base64')}`;
    const res = await create(
      business.id,
      adminHeaders,
      multipartForm({ name: 'Huge', topic: 'Noodles', image }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
    expect(await itemCount(business.id)).toBe(0);
    expect(await mediaFiles()).toEqual(filesBefore);
  });

  it('refuses more photos than an item takes', async () => {
    const { business } = await setup();
    const image = await testImage();
    const form = multipartForm({ name: 'Two photos', topic: 'Noodles' });
    form.append('images', new Blob([image], { type: 'image/jpeg' }), 'a.jpg');
    form.append('images', new Blob([image], { type: 'image/jpeg' }), 'b.jpg');
    const res = await create(business.id, adminHeaders, form);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Too many files in the form' });
    expect(await itemCount(business.id)).toBe(0);
  });

  it('answers 404 for an unknown business, 400 for a malformed id, 415 for JSON', async () => {
    const missing = await create(MISSING, adminHeaders, multipartForm({ name: 'X', topic: 'Y' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Business not found' });
    const bad = await create('vote', adminHeaders, multipartForm({ name: 'X', topic: 'Y' }));
    expect(bad.statusCode).toBe(400);
    const { business } = await setup();
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/items/${business.id}`,
      headers: adminHeaders,
      payload: { name: 'X', topic: 'Y' },
    });
    expect(json.statusCode).toBe(415);
    const garbage = await create(business.id, adminHeaders, '\u0000\u0001garbage', {
      'content-type': 'multipart/form-data; boundary=----b',
    });
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 201],
    ['admin', 201],
  ] as Array<[MatrixRole, number]>)('authorization: %s gets %i', async (role, status) => {
    const { business } = await setup();
    const cast = await f.cast(business.id);
    const res = await create(
      business.id,
      cast[role],
      multipartForm({ name: 'By role', topic: 'Noodles' }),
    );
    expect(res.statusCode).toBe(status);
    expect(await itemCount(business.id)).toBe(status === 201 ? 1 : 0);
  });
});

describe('PUT /api/items/:id', () => {
  async function withItem() {
    const { business, list } = await setup();
    const created = await create(
      business.id,
      adminHeaders,
      multipartForm(
        { name: 'Original', description: 'First', price: '10', topic: list.id, 'tags[0]': 'Old' },
        { images: { bytes: await testImage() } },
      ),
    );
    return { business, list, item: created.json().item as { _id: string; images: string[] } };
  }

  it('changes the fields it is sent and keeps the others', async () => {
    const { item } = await withItem();
    const res = await update(
      item._id,
      adminHeaders,
      multipartForm({ description: 'Second', price: '$11.25', businessId: 'ignored' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      name: 'Original',
      description: 'Second',
      price: 11.25,
      images: item.images,
    });
    expect(res.json().item.tags.map((tag: { name: string }) => tag.name)).toEqual(['Old']);
  });

  it('replaces the tags with tags[n], and an empty tags field clears them', async () => {
    const { item } = await withItem();
    const res = await update(
      item._id,
      adminHeaders,
      multipartForm({ 'tags[0]': 'New', 'tags[1]': 'old' }),
    );
    expect(res.json().item.tags.map((tag: { name: string }) => tag.name)).toEqual(['New', 'Old']);
    const cleared = await update(item._id, adminHeaders, multipartForm({ tags: '' }));
    expect(cleared.json().item.tags).toEqual([]);
  });

  it('replaces the photo and removes the old file', async () => {
    const { item } = await withItem();
    const res = await update(
      item._id,
      adminHeaders,
      multipartForm({}, { images: { bytes: await testImage({ format: 'webp' }) } }),
    );
    expect(res.statusCode).toBe(200);
    const [replacement] = res.json().item.images;
    expect(replacement).not.toBe(item.images[0]);
    const files = await mediaFiles();
    expect(files).toContain(replacement.slice('media/'.length));
    expect(files).not.toContain(item.images[0]?.slice('media/'.length));
    // The old photo's copies go with it; the new one has its own.
    const stem = (p: string) => p.slice('media/'.length).replace(/\.webp$/, '');
    expect(files.filter((file) => file.startsWith(stem(item.images[0] ?? '')))).toEqual([]);
    expect(files.filter((file) => file.startsWith(stem(replacement))).sort()).toEqual([
      `${stem(replacement)}.w480.webp`,
      `${stem(replacement)}.w640.webp`,
      `${stem(replacement)}.w800.webp`,
      `${stem(replacement)}.webp`,
    ]);
  });

  it.each([
    [{ price: '-5' }, 'price: Please enter a price like 12.50'],
    [{ name: '' }, 'name: Please enter a name'],
    [
      Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((tag, i) => [`tags[${i}]`, tag])),
      'You have reached the maximum number of tags',
    ],
  ] as Array<[Record<string, string>, string]>)(
    'refuses %j with a 400 message and changes nothing',
    async (fields, message) => {
      const { item } = await withItem();
      const before = (await t.app.inject({ url: `/api/items/${item._id}` })).json();
      const res = await update(
        item._id,
        adminHeaders,
        multipartForm({ description: 'Changed', ...fields }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      expect((await t.app.inject({ url: `/api/items/${item._id}` })).json()).toEqual(before);
    },
  );

  it('refuses a non-image photo and keeps the old one', async () => {
    const { item } = await withItem();
    const res = await update(
      item._id,
      adminHeaders,
      multipartForm(
        {},
        {
          images: {
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
            filename: 'x.png',
          },
        },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/items/${item._id}` })).json().item.images).toEqual(
      item.images,
    );
    expect(await mediaFiles()).toContain(item.images[0]?.slice('media/'.length));
  });

  it('answers 404 for an unknown item', async () => {
    const res = await update(MISSING, adminHeaders, multipartForm({ name: 'X' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Item not found' });
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 200],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)('authorization: %s gets %i', async (role, status) => {
    const { business, item } = await withItem();
    const cast = await f.cast(business.id);
    const res = await update(item._id, cast[role], multipartForm({ name: `By ${role}` }));
    expect(res.statusCode).toBe(status);
    const after = (await t.app.inject({ url: `/api/items/${item._id}` })).json().item.name;
    expect(after).toBe(status === 200 ? `By ${role}` : 'Original');
  });
});

describe('DELETE /api/items/:id and GET /api/items/:id', () => {
  it('answers one item with its business embedded and what the caller may do', async () => {
    const owner = await f.user();
    const business = await f.business({ name: 'Owned', ownerId: owner.id });
    const list = await f.list(business.id);
    const item = await f.item(business.id, list.id, { name: 'Single', likes: 2 });
    const anonymous = await t.app.inject({ url: `/api/items/${item.id}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().item).toMatchObject({
      _id: item.id,
      name: 'Single',
      popularity: { likes: 2, dislikes: 0 },
      businessId: { _id: business.id, name: 'Owned' },
      canEdit: false,
    });
    const asOwner = await t.app.inject({
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
    });
    expect(asOwner.json().item.canEdit).toBe(true);
    expect((await t.app.inject({ url: `/api/items/${MISSING}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/items/xyz' })).statusCode).toBe(400);
  });

  it('deletes the item, its votes and its photo, and keeps shared tags', async () => {
    const { business } = await setup();
    const created = await create(
      business.id,
      adminHeaders,
      multipartForm(
        { name: 'Doomed', topic: 'Noodles', 'tags[0]': 'Shared' },
        { images: { bytes: await testImage() } },
      ),
    );
    const item = created.json().item;
    const voter = await f.user();
    await t.app.inject({
      method: 'POST',
      url: `/api/items/vote/${item._id}`,
      headers: bearer(voter.token),
      payload: { vote: 'like' },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/items/${item._id}`,
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.app.inject({ url: `/api/items/${item._id}` })).statusCode).toBe(404);
    expect(
      await t.database.db
        .selectFrom('item_votes')
        .selectAll()
        .where('item_id', '=', item._id)
        .execute(),
    ).toEqual([]);
    const stem = item.images[0].slice('media/'.length).replace(/\.webp$/, '');
    expect((await mediaFiles()).filter((file) => file.startsWith(stem))).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('tags')
        .select('id')
        .where('name_key', '=', 'shared')
        .execute(),
    ).toHaveLength(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/items/${item._id}`,
      headers: adminHeaders,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Item not found' });
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/items/1',
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 204],
    ['admin', 204],
  ] as Array<[MatrixRole, number]>)('authorization: %s gets %i', async (role, status) => {
    const { business, list } = await setup();
    const item = await f.item(business.id, list.id);
    const cast = await f.cast(business.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: cast[role],
    });
    expect(res.statusCode).toBe(status);
    expect(await itemCount(business.id)).toBe(status === 204 ? 0 : 1);
  });
});
