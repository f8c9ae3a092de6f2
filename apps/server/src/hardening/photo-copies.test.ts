// Photo copies asked for by anyone (issue 34): `/media/…w0480.webp`, `w00480`, `w000480`… were each
// read as the 480 px copy, made and stored anew (600 anonymous requests: 600 files, 14 MB, 34 s of
// CPU, never swept). Now only the copies' own names are made; any other spelling is a 404 {message}
// that reads no photo and writes nothing. Copies that must be made are limited per client address
// (429 with Retry-After), while copies that exist are always served, and a process makes only a few
// at once with a bounded queue (503 with Retry-After past it).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_COPY_TEXTS } from '@menudex/contract/images';
import { IMAGE_COPY_LIMITS } from '../lib/image-copies.ts';
import { localMediaStorage, type MediaStorage } from '../lib/media-storage.ts';
import { sweepOrphans } from '../lib/orphan-sweep.ts';
import { factories } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let root: string;
/** Reads of stored files by path, and the reads of photos in progress (held while `held`). */
const reads = new Map<string, number>();
let readsInProgress = 0;
let mostReadsAtOnce = 0;
let held: Promise<void> | null = null;

/** The local store, counting reads, and holding each read of a photo while `held` is set. */
function watchedStorage(dir: string): MediaStorage {
  const local = localMediaStorage(dir);
  return {
    ...local,
    async read(relativePath) {
      reads.set(relativePath, (reads.get(relativePath) ?? 0) + 1);
      readsInProgress += 1;
      mostReadsAtOnce = Math.max(mostReadsAtOnce, readsInProgress);
      try {
        if (held) await held;
        return await local.read(relativePath);
      } finally {
        readsInProgress -= 1;
      }
    },
  };
}

const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#c84' } })
  .webp()
  .toBuffer();

/** Stores `count` photos under `folder` and answers their paths (`media/<folder>/p<i>.webp`). */
async function storePhotos(folder: string, count: number): Promise<string[]> {
  await fs.mkdir(path.join(root, folder), { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await fs.writeFile(path.join(root, folder, `p${i}.webp`), photo);
      return `media/${folder}/p${i}.webp`;
    }),
  );
}

/** Every copy name a photo has: three widths and the narrow middle. */
const copiesOf = (photoPath: string) =>
  ['w480', 'w640', 'w800', 'narrow'].map((c) => photoPath.replace(/\.webp$/, `.${c}.webp`));

async function filesIn(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const get = (url: string, remoteAddress: string) => t.app.inject({ url, remoteAddress });

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-copies-'));
  t = await createTestApp({}, { storage: watchedStorage(root) });
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('photo copies under abuse', () => {
  it('answers 404 {message} to every other spelling of a copy, reading no photo and writing no file', async () => {
    const [stored] = await storePhotos('sp', 1);
    const before = await filesIn(root);
    const base = `/${stored!.replace(/\.webp$/, '')}`;
    const spellings = [
      ...Array.from({ length: 40 }, (_, i) => `${base}.w${'0'.repeat(i + 1)}480.webp`),
      `${base}.w0640.webp`,
      `${base}.w000800.webp`,
      `${base}.w481.webp`,
      `${base}.w1.webp`,
      `${base}.w99999.webp`,
      `${base}.w480.0.webp`,
      `${base}.w480.w480.webp`,
      `${base}.narrow.w480.webp`,
      `${base}.w%30480.webp`,
      `${base}.W480.webp`,
      `${base}.w480.webp.`,
    ];
    for (const url of spellings) {
      const res = await get(url, '192.0.2.1');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('message');
    }
    expect(reads.get(stored!) ?? 0).toBe(0);
    expect(await filesIn(root)).toEqual(before);
    // The copy's own name is still made, from the same address.
    expect((await get(`${base}.w480.webp`, '192.0.2.1')).statusCode).toBe(200);
    expect(reads.get(stored!)).toBe(1);
  });

  it('limits the copies one address has made, while copies that exist are still served to it', async () => {
    const limit = IMAGE_COPY_LIMITS.perAddressPerMinute;
    const photos = await storePhotos('rl', Math.ceil((limit + 1) / 4));
    const urls = photos.flatMap(copiesOf).map((p) => `/${p}`);
    const client = '198.51.100.20';
    for (const url of urls.slice(0, limit)) {
      expect((await get(url, client)).statusCode, url).toBe(200);
    }
    const refused = await get(urls[limit]!, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: IMAGE_COPY_TEXTS.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const refusedFile = path.join(root, urls[limit]!.slice('/media/'.length));
    await expect(fs.access(refusedFile)).rejects.toThrow();
    // Copies that exist, and the photos themselves, are served to the same address.
    for (const url of [urls[0]!, urls[limit - 1]!, `/${photos[0]!}`]) {
      const res = await get(url, client);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    // Another address has its own count.
    expect((await get(urls[limit]!, '198.51.100.21')).statusCode).toBe(200);
  });

  it('makes a few copies at once and answers 503 with Retry-After past its queue', async () => {
    const { making, waiting } = IMAGE_COPY_LIMITS;
    const extra = 3;
    const photos = await storePhotos('busy', Math.ceil((making + waiting + extra) / 4));
    const urls = photos
      .flatMap(copiesOf)
      .slice(0, making + waiting + extra)
      .map((p) => `/${p}`);
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    mostReadsAtOnce = 0;
    try {
      // Each from its own address: none is near its own limit.
      const answers = urls.map((url, i) => get(url, `203.0.113.${i + 1}`));
      const statuses: number[] = [];
      for (const answer of answers) void answer.then((res) => statuses.push(res.statusCode));
      // The ones past the queue are answered at once, while the others wait for their turn.
      await vi.waitFor(() => expect(readsInProgress).toBe(making), { timeout: 10_000 });
      await vi.waitFor(() => expect(statuses).toEqual(Array(extra).fill(503)), {
        timeout: 10_000,
      });
      release();
      const done = await Promise.all(answers);
      const refused = done.filter((r) => r.statusCode === 503);
      expect(refused).toHaveLength(extra);
      for (const res of refused) {
        expect(res.json()).toEqual({ message: IMAGE_COPY_TEXTS.busy });
        expect(res.headers['retry-after']).toBe(String(IMAGE_COPY_LIMITS.busyRetryAfterSeconds));
      }
      expect(done.filter((r) => r.statusCode === 200)).toHaveLength(making + waiting);
      expect(mostReadsAtOnce).toBe(making);
    } finally {
      release();
      held = null;
    }
  });

  it('sweeps copies stored under another spelling before this was fixed, keeping the real ones', async () => {
    const storage = localMediaStorage(root);
    const f = factories(t);
    const business = await f.business();
    const list = await f.list(business.id);
    const [used] = await storePhotos('sw', 1);
    await f.item(business.id, list.id, { name: 'With a photo' });
    await t.database.db
      .updateTable('items')
      .set({ images: [used!] })
      .where('business_id', '=', business.id)
      .execute();
    const real = used!.replace(/\.webp$/, '.w480.webp');
    const odd = used!.replace(/\.webp$/, '.w0480.webp');
    for (const p of [real, odd]) await storage.write(p, photo);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await sweepOrphans(t.database.db, storage, { now: later });
    expect(await storage.size(real)).not.toBeNull();
    expect(await storage.size(odd)).toBeNull();
  });
});
