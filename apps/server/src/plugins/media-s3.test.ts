// Media on an S3-compatible bucket (MEDIA_STORE=s3): uploads, AI photos (data URLs) and deletes go to
// the bucket, /media/* is served from it, and MEDIA_PUBLIC_URL sends browsers to a CDN instead.
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3MediaStorage } from '../lib/media-storage.ts';
import { generateCity } from '../seed/generate.ts';
import { bearer, factories, multipartForm, testImage } from '../testing/factories.ts';
import { startTestS3, type TestS3 } from '../testing/s3-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let s3: TestS3;
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  s3 = await startTestS3();
  const storage = s3MediaStorage(s3.options);
  t = await createTestApp({}, { storage });
  admin = bearer((await factories(t).user({ role: 'admin' })).token);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const storage = () => s3MediaStorage(s3.options);

async function createItem(form: FormData) {
  const f = factories(t);
  const business = await f.business();
  await f.list(business.id, 'Mains');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/items/${business.id}`,
    headers: admin,
    payload: form,
  });
  expect(res.statusCode).toBe(201);
  return res.json().item as { _id: string; images: string[] };
}

/** Nothing is written to the local media folder while the bucket is the store. */
async function localFiles(): Promise<string[]> {
  return fs.readdir(t.config.mediaDir, { recursive: true }).catch(() => []);
}

describe('MEDIA_STORE=s3', () => {
  it('stores an uploaded photo in the bucket and serves it under /media/ as immutable', async () => {
    const item = await createItem(
      multipartForm({ name: 'Bún chả', topic: 'Mains' }, { images: { bytes: await testImage() } }),
    );
    const [stored] = item.images;
    expect(stored).toMatch(/^media\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    expect(await storage().size(stored!)).toBeGreaterThan(0);
    expect(await localFiles()).toEqual([]);

    const res = await t.app.inject({ url: `/${stored}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');

    // A revalidation with the bucket's ETag is answered 304 without the bytes.
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: `/${stored}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('stores an AI photo (a data URL) in the bucket', async () => {
    const jpeg = await testImage({ width: 320, height: 240 });
    const item = await createItem(
      multipartForm({
        name: 'Generated',
        topic: 'Mains',
        image: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      }),
    );
    expect(await storage().size(item.images[0]!)).toBeGreaterThan(0);
    expect((await t.app.inject({ url: `/${item.images[0]}` })).statusCode).toBe(200);
  });

  it('removes the object from the bucket when the item is deleted', async () => {
    const item = await createItem(
      multipartForm({ name: 'Doomed', topic: 'Mains' }, { images: { bytes: await testImage() } }),
    );
    const [stored] = item.images;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/items/${item._id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(204);
    expect(await storage().size(stored!)).toBeNull();
    const gone = await t.app.inject({ url: `/${stored}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: expect.stringContaining('not found') });
  });

  it('answers 404 JSON for unknown or malformed media paths, never a 5xx', async () => {
    for (const url of [
      '/media/ab/00000000-0000-4000-8000-000000000000.webp',
      '/media/..%2Fsecret.txt',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('writes the demo images into the bucket', async () => {
    const db = t.database.db;
    await generateCity(db, { seed: 7, businesses: 2, items: 4, voters: 1, storage: storage() });
    const row = await db
      .selectFrom('businesses')
      .select('cover_photo')
      .where('cover_photo', 'like', 'media/demo/%')
      .executeTakeFirstOrThrow();
    expect(await storage().size(row.cover_photo!)).toBeGreaterThan(0);
    expect((await t.app.inject({ url: `/${row.cover_photo}` })).statusCode).toBe(200);
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  it('sends browsers to the CDN for /media/*, keeping paths in answers relative', async () => {
    const cdn = await createTestApp(
      {
        media: { store: 's3', publicUrl: 'https://cdn.menudex.example/m', s3: s3.options },
      },
      { storage: storage() },
    );
    try {
      const res = await cdn.app.inject({ url: '/media/ab/photo-1.webp' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://cdn.menudex.example/m/ab/photo-1.webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await cdn.close();
    }
  });
});
