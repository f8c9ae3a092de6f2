import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@menudex/contract/constants';
import { testImage } from '../testing/factories.ts';
import { HttpError } from './http-errors.ts';
import {
  decodeImageDataUrl,
  normaliseImage,
  removeStoredImages,
  storeImage,
} from './image-upload.ts';
import { localMediaStorage } from './media-storage.ts';

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return { status: (err as HttpError).statusCode, message: (err as HttpError).message };
}

describe('normaliseImage', () => {
  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)(
    'accepts %s and re-encodes it as WebP',
    async (format) => {
      const out = await normaliseImage(
        await testImage({ format, width: 320, height: 240 }),
        'item',
      );
      expect(await sharp(out).metadata()).toMatchObject({
        format: 'webp',
        width: 320,
        height: 240,
      });
    },
  );

  it('drops EXIF, including the GPS position', async () => {
    const input = await testImage({ gps: true });
    const exif = (await sharp(input).metadata()).exif;
    // The GPS IFD pointer (tag 0x8825), little- or big-endian, is in the input.
    expect(
      exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25])),
    ).toBe(true);
    const out = await normaliseImage(input, 'item');
    const meta = await sharp(out).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(out.includes(Buffer.from('Secret Model'))).toBe(false);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const rotated = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#fff' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await normaliseImage(rotated, 'cover');
    expect(await sharp(out).metadata()).toMatchObject({ width: 200, height: 400 });
  });

  it.each([
    ['item', 4000, 3000, 1200, 900],
    ['item', 3000, 1000, 1200, 900],
    ['item', 600, 400, 600, 400],
    ['cover', 4000, 1000, 1920, 480],
    ['cover', 1000, 300, 1000, 300],
    ['logo', 1000, 500, 256, 256],
  ] as const)('sizes a %s of %ix%i to %ix%i', async (kind, width, height, outWidth, outHeight) => {
    const out = await normaliseImage(await testImage({ width, height }), kind);
    expect(await sharp(out).metadata()).toMatchObject({ width: outWidth, height: outHeight });
  });

  it.each([
    ['text', Buffer.from('plain text that is long enough to sniff')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')],
    ['HTML', Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
    ['empty', Buffer.alloc(0)],
    [
      'a JPEG header only',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]),
    ],
  ])('refuses %s with 400', async (_label, bytes) => {
    expect(await refusal(normaliseImage(bytes, 'item'))).toEqual({
      status: 400,
      message: 'The file is not a supported image',
    });
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await testImage({ width: 800, height: 600 });
    expect(
      (await refusal(normaliseImage(whole.subarray(0, Math.floor(whole.length / 2)), 'item')))
        .status,
    ).toBe(400);
  });

  it('refuses bytes whose signature and content disagree', async () => {
    const png = await testImage({ format: 'png' });
    // A PNG signature glued to JPEG bytes: what the bytes claim and what decodes disagree.
    const chimera = Buffer.concat([png.subarray(0, 8), await testImage()]);
    expect((await refusal(normaliseImage(chimera, 'item'))).status).toBe(400);
  });

  it('refuses a decompression bomb (a small file with a huge canvas)', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(LIMITS.imageMaxBytes);
    expect(await refusal(normaliseImage(bomb, 'item'))).toEqual({
      status: 400,
      message: 'The image has too many pixels',
    });
  });

  it('refuses more bytes than the limit with 413', async () => {
    const big = Buffer.concat([await testImage(), Buffer.alloc(LIMITS.imageMaxBytes)]);
    expect((await refusal(normaliseImage(big, 'item'))).status).toBe(413);
  });
});

describe('decodeImageDataUrl', () => {
  it('answers null for no image', () => {
    expect(decodeImageDataUrl(undefined)).toBeNull();
    expect(decodeImageDataUrl('  ')).toBeNull();
  });

  it('decodes a base64 JPEG, PNG or WebP data URL', () => {
    expect(decodeImageDataUrl('data:image/jpeg;base64,/9j/4AAQ')?.subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect(decodeImageDataUrl('data:image/png;base64,iVBORw0K')).toBeInstanceOf(Buffer);
    expect(decodeImageDataUrl('data:image/webp;base64,UklGRg==')).toBeInstanceOf(Buffer);
  });

  it.each([
    'https://example.com/a.jpg',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/jpeg,raw',
    'data:image/png;base64,%%%',
  ])('refuses %s with 400', (value) => {
    expect(() => decodeImageDataUrl(value)).toThrow(HttpError);
  });
});

describe('storeImage and removeStoredImages', () => {
  it('stores under generated names and never removes shared demo files or outside URLs', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-media-'));
    try {
      const storage = localMediaStorage(root);
      const stored = await storeImage(storage, Buffer.from('webp bytes'), 'item');
      expect(stored).toMatch(/^media\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
      const demo = path.join(root, 'demo', 'dish.webp');
      await fs.mkdir(path.dirname(demo), { recursive: true });
      await fs.writeFile(demo, 'shared');
      await removeStoredImages(storage, [
        stored,
        'media/demo/dish.webp',
        'https://example.com/x.webp',
        null,
        'media/../../etc/passwd',
      ]);
      await expect(fs.stat(path.join(root, stored.slice('media/'.length)))).rejects.toThrow();
      await expect(fs.readFile(demo, 'utf8')).resolves.toBe('shared');
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
