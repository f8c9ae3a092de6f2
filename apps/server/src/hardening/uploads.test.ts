// Hostile uploads: every file that is not a real, reasonable image is refused with 4xx {message} on
// every upload field (cover photo, logo, item image and the generated-image data URL, on new and edited
// items), and nothing is stored: no new file in the media folder, no change in the database. Forms too
// large as a whole, or with an oversized text field, are refused the same way.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@menudex/contract/constants';
import { ITEM_TEXTS } from '@menudex/contract/items';
import { FORM_LIMITS } from '../lib/multipart.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bearer, factories, multipartForm, testImage } from '../testing/factories.ts';
import { dataSnapshot } from './consistency.ts';

type Upload = { bytes: Buffer; filename: string; type: string };

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 20000 x 20000 one-bit PNG of nothing: about 50 KB on disk, 400 million pixels (gigabytes of
 * memory) once decoded.
 */
function decompressionBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + side / 8); // filter byte + 2500 zero bytes
  const raw = Buffer.alloc(row.length * side);
  const idat = zlib.deflateSync(raw, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function corpus(): Promise<Record<string, Upload>> {
  const jpeg = await testImage({ format: 'jpeg', width: 800, height: 600 });
  const script = '<script>fetch("/api/user/profile").then(r=>r.text()).then(alert)</script>';
  return {
    'an HTML page named .jpg': {
      bytes: Buffer.from(`<!doctype html><html><body>${script}</body></html>`),
      filename: 'photo.jpg',
      type: 'image/jpeg',
    },
    'an SVG with a script': {
      bytes: Buffer.from(
        `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${script}<rect width="10" height="10"/></svg>`,
      ),
      filename: 'logo.svg',
      type: 'image/svg+xml',
    },
    'a GIF/JavaScript polyglot': {
      // Starts like a GIF (passes a magic-number check), is also valid JavaScript and HTML.
      bytes: Buffer.from(
        `GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(1);/*${script}*/`,
        'latin1',
      ),
      filename: 'cat.gif',
      type: 'image/gif',
    },
    'a truncated JPEG': {
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      filename: 'cut.jpg',
      type: 'image/jpeg',
    },
    'a decompression-bomb PNG': {
      bytes: decompressionBomb(),
      filename: 'bomb.png',
      type: 'image/png',
    },
    'a file over the size limit': {
      bytes: Buffer.concat([jpeg, Buffer.alloc(LIMITS.imageMaxBytes + 1 - jpeg.length)]),
      filename: 'huge.jpg',
      type: 'image/jpeg',
    },
  };
}

let t: TestApp;
let admin: Record<string, string>;
let businessId: string;
let itemId: string;
let uploads: Record<string, Upload>;

async function mediaFiles(): Promise<string[]> {
  const root = t.config.mediaDir;
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

const businessRow = () =>
  t.database.db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', businessId)
    .executeTakeFirst();

const itemRow = () =>
  t.database.db.selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirst();

/** Everything an upload could change: media files, row counts, the business and the item. */
async function state() {
  return {
    files: await mediaFiles(),
    data: await dataSnapshot(t.database.db),
    business: await businessRow(),
    item: await itemRow(),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  admin = bearer((await f.user({ role: 'admin' })).token);
  const business = await f.business({ name: 'Upload Target' });
  const list = await f.list(business.id, 'Mains');
  businessId = business.id;
  itemId = (await f.item(business.id, list.id, { name: 'Existing item', tags: ['Pho'] })).id;
  uploads = await corpus();
  // The bomb really is small on disk: it is the decoded size that hurts.
  expect(uploads['a decompression-bomb PNG']?.bytes.length).toBeLessThan(200_000);
});
afterAll(() => t.close());

type Target = {
  name: string;
  send(upload: Upload): Promise<{ statusCode: number; json(): unknown }>;
};

const targets = (): Target[] => [
  ...(['coverPhoto', 'logo'] as const).map((field) => ({
    name: `PUT /api/businesses/{id} ${field}`,
    send: (upload: Upload) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${businessId}`,
        headers: admin,
        payload: multipartForm({ name: 'Renamed by an attacker' }, { [field]: upload }),
      }),
  })),
  {
    name: 'POST /api/items/{businessId} images',
    send: (upload: Upload) =>
      t.app.inject({
        method: 'POST',
        url: `/api/items/${businessId}`,
        headers: admin,
        payload: multipartForm(
          { name: 'Planted item', price: '1', topic: 'Mains' },
          { images: upload },
        ),
      }),
  },
  {
    name: 'POST /api/items/{businessId} image (data URL)',
    send: (upload: Upload) =>
      t.app.inject({
        method: 'POST',
        url: `/api/items/${businessId}`,
        headers: admin,
        payload: multipartForm({
          name: 'Planted item',
          price: '1',
          topic: 'Mains',
          // Claims to be a JPEG whatever it is: only the content decides.
          image: `data:image/jpeg;base64,${upload.bytes.toString('base64')}`,
        }),
      }),
  },
  {
    name: 'PUT /api/items/{id} images',
    send: (upload: Upload) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/items/${itemId}`,
        headers: admin,
        payload: multipartForm({ name: 'Renamed by an attacker' }, { images: upload }),
      }),
  },
  {
    name: 'PUT /api/items/{id} image (data URL)',
    send: (upload: Upload) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/items/${itemId}`,
        headers: admin,
        payload: multipartForm({
          name: 'Renamed by an attacker',
          image: `data:image/png;base64,${upload.bytes.toString('base64')}`,
        }),
      }),
  },
];

describe('upload corpus', () => {
  const names = [
    'an HTML page named .jpg',
    'an SVG with a script',
    'a GIF/JavaScript polyglot',
    'a truncated JPEG',
    'a decompression-bomb PNG',
    'a file over the size limit',
  ];

  for (const name of names) {
    it(`refuses ${name} on every upload field with 4xx {message}, storing nothing`, async () => {
      const upload = uploads[name];
      if (!upload) throw new Error(`no corpus entry ${name}`);
      for (const target of targets()) {
        const before = await state();
        const res = await target.send(upload);
        expect(
          res.statusCode,
          `${target.name}: ${JSON.stringify(res.json())}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, target.name).toBeLessThan(500);
        expect(res.json(), target.name).toEqual({ message: expect.any(String) as string });
        expect(await state(), target.name).toEqual(before);
      }
      expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    });
  }

  it('names the problem: not an image, too many pixels, too large', async () => {
    const [item] = targets().slice(2);
    if (!item) throw new Error('no item target');
    const message = async (name: string) => {
      const upload = uploads[name];
      if (!upload) throw new Error(`no corpus entry ${name}`);
      const res = await item.send(upload);
      return { status: res.statusCode, body: res.json() };
    };
    expect(await message('an SVG with a script')).toEqual({
      status: 400,
      body: { message: 'The file is not a supported image' },
    });
    expect(await message('a decompression-bomb PNG')).toEqual({
      status: 400,
      body: { message: 'The image has too many pixels' },
    });
    expect((await message('a file over the size limit')).status).toBe(413);
  });

  it('stores a real image carrying an HTML payload only as a re-encoded WebP, without the payload', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const jpeg = await testImage({ format: 'jpeg', width: 320, height: 240 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/items/${businessId}`,
      headers: admin,
      payload: multipartForm(
        { name: 'Polyglot JPEG', price: '2', topic: 'Mains' },
        {
          images: {
            bytes: Buffer.concat([jpeg, Buffer.from(payload)]),
            filename: 'x.html',
            type: 'text/html',
          },
        },
      ),
    });
    expect(res.statusCode).toBe(201);
    const stored = res.json<{ item: { images: string[] } }>().item.images[0] ?? '';
    expect(stored).toMatch(/^media\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    const bytes = await fs.readFile(path.join(t.config.mediaDir, stored.slice('media/'.length)));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.toString('latin1')).not.toContain('<script>');
    // Served with its image type and nosniff, so no browser runs it as a page.
    const served = await t.app.inject({ url: `/${stored}` });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('where forms are read', () => {
  it('takes a multipart form only on the routes that read one: elsewhere 415 {message}, changing nothing', async () => {
    const file = {
      bytes: await testImage({ format: 'png' }),
      filename: 'a.png',
      type: 'image/png',
    };
    for (const [method, url] of [
      ['PUT', `/api/businesses/${businessId}/hours`],
      ['POST', `/api/feedback/${businessId}`],
      ['POST', '/api/user/login'],
    ] as const) {
      const before = await state();
      const res = await t.app.inject({
        method,
        url,
        headers: admin,
        payload: multipartForm({ timeZone: 'UTC', name: 'Planted' }, { coverPhoto: file }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(415);
      expect(res.json(), url).toEqual({ message: expect.any(String) as string });
      expect(await state(), url).toEqual(before);
    }
    // The form routes still read theirs.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}`,
      headers: admin,
      payload: multipartForm({ name: 'Renamed by its owner' }),
    });
    expect(renamed.statusCode).toBe(200);
  });
});

describe('form size limits', () => {
  const junk = (bytes: number) => 'j'.repeat(bytes);

  it('refuses 12 junk text fields of 4 MB on a business with 413, changing nothing', async () => {
    const before = await state();
    const fields = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`location[junk${i}]`, junk(4 * 1024 * 1024)]),
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}`,
      headers: admin,
      payload: multipartForm({ name: 'Renamed by an attacker', ...fields }),
    });
    expect(res.statusCode).toBe(413);
    // The first junk field is already over a text field's limit.
    expect(res.json()).toEqual({ message: `${ITEM_TEXTS.fieldTooLarge}: location[junk0]` });
    expect(await state()).toEqual(before);
  });

  it('refuses an oversized ordinary text field with 413 naming it, changing nothing', async () => {
    const big = junk(FORM_LIMITS.textFieldBytes + 1);
    const cases = [
      { method: 'PUT' as const, url: `/api/businesses/${businessId}`, field: 'description' },
      { method: 'PUT' as const, url: `/api/businesses/${businessId}`, field: 'location[city]' },
      { method: 'POST' as const, url: `/api/items/${businessId}`, field: 'name' },
      { method: 'PUT' as const, url: `/api/items/${itemId}`, field: 'tags[0]' },
    ];
    for (const { method, url, field } of cases) {
      const before = await state();
      const res = await t.app.inject({
        method,
        url,
        headers: admin,
        payload: multipartForm({ name: 'Renamed by an attacker', topic: 'Mains', [field]: big }),
      });
      expect(res.statusCode, `${method} ${url} ${field}`).toBe(413);
      expect(res.json()).toEqual({ message: `${ITEM_TEXTS.fieldTooLarge}: ${field}` });
      expect(await state(), `${method} ${url} ${field}`).toEqual(before);
    }
  });

  it('refuses a form whose parts are each allowed but together over the cap with 413, storing nothing', async () => {
    // A full-size photo and a full-size data URL: 8 MB + 11 MB, over the 17 MB of a whole form.
    const photo = await testImage({ format: 'jpeg', width: 64, height: 48 });
    const file = Buffer.concat([photo, Buffer.alloc(LIMITS.imageMaxBytes - photo.length)]);
    const dataUrl = `data:image/jpeg;base64,${Buffer.alloc(LIMITS.imageMaxBytes - 1024).toString('base64')}`;
    for (const [method, url] of [
      ['POST', `/api/items/${businessId}`],
      ['PUT', `/api/items/${itemId}`],
    ] as const) {
      const before = await state();
      const res = await t.app.inject({
        method,
        url,
        headers: admin,
        payload: multipartForm(
          { name: 'Too big', price: '1', topic: 'Mains', image: dataUrl },
          { images: { bytes: file } },
        ),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(413);
      expect(res.json()).toEqual({ message: ITEM_TEXTS.formTooLarge });
      expect(await state(), `${method} ${url}`).toEqual(before);
    }
  });
});
