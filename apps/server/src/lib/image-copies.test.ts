// Making a photo's missing copy on demand: only for the copies' own names, a few at a time per
// process with a bounded queue, and only once the caller's admission (the per-address limit) agrees.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { imageCopyMaker, type CopyAdmission } from './image-copies.ts';
import type { MediaStorage } from './media-storage.ts';

const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
  .webp()
  .toBuffer();

/**
 * A store in memory that counts what it is asked, and can hold every read of a photo until
 * `release()`, counting the makings in progress meanwhile.
 */
function storeDouble(paths: string[], options: { hold?: boolean } = {}) {
  const files = new Map<string, Buffer>(paths.map((p) => [p, photo]));
  const calls = { size: 0, read: 0, write: 0 };
  let inProgress = 0;
  let mostAtOnce = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const storage: MediaStorage = {
    kind: 'local',
    put: () => Promise.reject(new Error('not used')),
    async write(path, bytes) {
      calls.write += 1;
      files.set(path, bytes);
      inProgress -= 1;
    },
    async size(path) {
      calls.size += 1;
      return files.get(path)?.length ?? null;
    },
    async read(path) {
      calls.read += 1;
      const bytes = files.get(path);
      if (!bytes) return null;
      inProgress += 1;
      mostAtOnce = Math.max(mostAtOnce, inProgress);
      if (options.hold) await released;
      return {
        body: Readable.from([bytes]),
        contentType: 'image/webp',
        contentLength: bytes.length,
        etag: undefined,
        lastModified: undefined,
      };
    },
    remove: async () => {},
    list: async function* () {},
  };
  return {
    storage,
    files,
    calls,
    release,
    inProgress: () => inProgress,
    mostAtOnce: () => mostAtOnce,
  };
}

describe('making missing photo copies on demand', () => {
  it('never touches the store for another spelling of a copy (leading zeros, other widths, copies of copies)', async () => {
    const store = storeDouble(['media/ab/x.webp', 'media/ab/x.w480.webp']);
    const admit = vi.fn<CopyAdmission>(async () => null);
    const copies = imageCopyMaker(store.storage);
    for (const path of [
      'media/ab/x.w0480.webp',
      'media/ab/x.w00480.webp',
      'media/ab/x.w481.webp',
      'media/ab/x.w480.w480.webp',
      'media/ab/x.narrow.w480.webp',
    ]) {
      expect(await copies.ensure(path, admit), path).toEqual({ status: 'not-a-copy' });
    }
    expect(store.calls).toEqual({ size: 0, read: 0, write: 0 });
    expect(admit).not.toHaveBeenCalled();
    expect([...store.files.keys()]).toEqual(['media/ab/x.webp', 'media/ab/x.w480.webp']);
  });

  it('serves an existing copy without asking for admission, and makes a missing one only once admitted', async () => {
    const store = storeDouble(['media/ab/x.webp', 'media/ab/x.w480.webp']);
    const refuse = vi.fn<CopyAdmission>(async () => ({ retryAfterSeconds: 42 }));
    const copies = imageCopyMaker(store.storage);
    expect(await copies.ensure('media/ab/x.w480.webp', refuse)).toEqual({ status: 'exists' });
    expect(refuse).not.toHaveBeenCalled();
    expect(await copies.ensure('media/ab/x.w640.webp', refuse)).toEqual({
      status: 'limited',
      retryAfterSeconds: 42,
    });
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(store.calls.read).toBe(0);
    expect(store.files.has('media/ab/x.w640.webp')).toBe(false);

    const admit = vi.fn<CopyAdmission>(async () => null);
    expect(await copies.ensure('media/ab/x.w640.webp', admit)).toEqual({ status: 'exists' });
    expect(store.files.has('media/ab/x.w640.webp')).toBe(true);
    // Made once: known from then on, never counted again.
    expect(await copies.ensure('media/ab/x.w640.webp', refuse)).toEqual({ status: 'exists' });
    expect(admit).toHaveBeenCalledTimes(1);
    expect(refuse).toHaveBeenCalledTimes(1);
  });

  it('makes at most `making` copies at once, queues `waiting` more, and answers busy past them', async () => {
    const photos = Array.from({ length: 8 }, (_, i) => `media/c${i}/p.webp`);
    const store = storeDouble(photos, { hold: true });
    const copies = imageCopyMaker(store.storage, { making: 2, waiting: 3 });
    const wanted = photos.map((p) => p.replace(/\.webp$/, '.w480.webp'));
    const outcomes = wanted.map((p) => copies.ensure(p));
    // Two are being made (held at their read), three wait; the other three are refused at once.
    await vi.waitFor(() => expect(store.inProgress()).toBe(2));
    const early = await Promise.all(outcomes.slice(5));
    expect(early).toEqual(
      Array.from({ length: 3 }, () => ({ status: 'busy', retryAfterSeconds: 5 })),
    );
    // The same copy asked for again joins its making: no new place taken, no second making.
    const again = copies.ensure(wanted[0]!);
    store.release();
    expect(await Promise.all(outcomes.slice(0, 5))).toEqual(
      Array.from({ length: 5 }, () => ({ status: 'exists' })),
    );
    expect(await again).toEqual({ status: 'exists' });
    expect(store.mostAtOnce()).toBe(2);
    expect(store.calls.write).toBe(5);
    for (const path of wanted.slice(5)) expect(store.files.has(path), path).toBe(false);
  });

  it('makes nothing for a photo that is not there', async () => {
    const store = storeDouble([]);
    const copies = imageCopyMaker(store.storage);
    expect(await copies.ensure('media/ab/none.narrow.webp', async () => null)).toEqual({
      status: 'missing',
    });
    expect(store.calls.write).toBe(0);
  });
});
