import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3-server.ts';
import { localMediaStorage, mediaKey, s3MediaStorage, type MediaStorage } from './media-storage.ts';

let s3: TestS3;
let localRoot: string;
beforeAll(async () => {
  s3 = await startTestS3();
  localRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-media-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(localRoot, { recursive: true, force: true });
});

async function readAll(storage: MediaStorage, relativePath: string): Promise<Buffer | null> {
  const object = await storage.read(relativePath);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('mediaKey', () => {
  it('maps media paths to keys and refuses anything else', () => {
    expect(mediaKey('media/ab/0a1b.webp')).toBe('ab/0a1b.webp');
    expect(mediaKey('media/demo/dish-pho-0.webp')).toBe('demo/dish-pho-0.webp');
    for (const bad of [
      'ab/x.webp',
      'media/../secret.txt',
      'media/ab/../../etc/passwd.txt',
      'media//x.webp',
      'media/ab/x',
      '/media/ab/x.webp',
      'media/ab/.hidden.webp',
    ]) {
      expect(mediaKey(bad), bad).toBeNull();
    }
  });
});

// The same behaviour from both stores: the rest of the server cannot tell them apart.
describe.each([
  ['local', () => localMediaStorage(localRoot)],
  ['s3', () => s3MediaStorage(s3.options)],
])('the %s media store', (_kind, make) => {
  it('stores bytes under a new name, reads them back, and removes them', async () => {
    const storage = make();
    const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 test bytes');
    const stored = await storage.put(bytes, 'webp');
    expect(stored).toMatch(/^media\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    expect(await storage.size(stored)).toBe(bytes.length);
    const object = await storage.read(stored);
    expect(object?.contentType).toBe('image/webp');
    object?.body.destroy();
    expect(await readAll(storage, stored)).toEqual(bytes);

    await storage.remove(stored);
    expect(await storage.size(stored)).toBeNull();
    expect(await storage.read(stored)).toBeNull();
    // Removing again, or something never stored, is not an error.
    await storage.remove(stored);
    await storage.remove('media/zz/never-stored.webp');
  });

  it('writes under a given path (demo images), replacing what was there', async () => {
    const storage = make();
    await storage.write('media/demo/logo-1.webp', Buffer.from('first'));
    await storage.write('media/demo/logo-1.webp', Buffer.from('second!'));
    expect(await storage.size('media/demo/logo-1.webp')).toBe(7);
    expect((await readAll(storage, 'media/demo/logo-1.webp'))?.toString()).toBe('second!');
  });

  it('ignores paths that are not media paths', async () => {
    const storage = make();
    await expect(storage.write('media/../escape.webp', Buffer.from('x'))).rejects.toThrow(
      /Not a media path/,
    );
    expect(await storage.read('media/../escape.webp')).toBeNull();
    expect(await storage.size('../../etc/passwd')).toBeNull();
    await storage.remove('media/../../etc/passwd');
  });
});

describe('the S3 store', () => {
  it('gives stored objects their type and an immutable Cache-Control, for a CDN in front', async () => {
    const storage = s3MediaStorage(s3.options);
    const stored = await storage.put(Buffer.from('jpeg bytes'), 'jpg');
    const res = await fetch(`${s3.options.endpoint}/${s3.options.bucket}/${mediaKey(stored)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('fails loudly when the bucket cannot be reached, instead of pretending', async () => {
    const storage = s3MediaStorage({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(storage.put(Buffer.from('x'), 'webp')).rejects.toThrow(/bucket/i);
  });
});
