// Smaller copies of stored photos (`media/ab/x.w480.webp`, `….w800.webp`; the paths and widths are the
// contract's, packages/contract/src/images.ts). They are made when a photo is stored, and the first
// time a missing one is asked for (photos stored before copies existed, or a copy whose write
// failed), so a page may name them in `srcset` for every stored photo. Why: docs/decisions/030-photo-copies.md.
import type { Readable } from 'node:stream';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  parseImageVariantPath,
  type ImageVariantWidth,
} from '@menudex/contract/images';
import sharp from 'sharp';
import type { MediaStorage } from './media-storage.ts';

/** The WebP quality of stored photos (lib/image-upload.ts) and their copies. */
export const WEBP_QUALITY = 80;
/** An original larger than this is not read to make a copy (stored photos are far smaller). */
const MAX_ORIGINAL_BYTES = 20 * 1024 * 1024;
/** Copies known to exist, remembered per process so a hit costs no look-up; past this, forgotten. */
const MAX_KNOWN = 50_000;

/** The paths of a photo's copies (none for a path that has none: outside URLs, copies). */
export function imageCopyPaths(path: string): string[] {
  return IMAGE_VARIANT_WIDTHS.map((w) => imageVariantPath(path, w)).filter(
    (p): p is string => p !== null,
  );
}

/** A copy at most `width` px wide (never enlarged), as WebP. */
export function resizeCopy(webp: Buffer, width: ImageVariantWidth): Promise<Buffer> {
  return sharp(webp)
    .resize({ width, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * Writes the copies of a photo just stored at `path`. A copy that cannot be written is made later,
 * when it is first asked for: the photo itself is stored either way.
 */
export async function storeImageCopies(
  storage: MediaStorage,
  path: string,
  webp: Buffer,
): Promise<void> {
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const copy = imageVariantPath(path, width);
    if (!copy) continue;
    try {
      await storage.write(copy, await resizeCopy(webp, width));
    } catch {
      // made on demand (imageCopyMaker)
    }
  }
}

async function readAll(body: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > MAX_ORIGINAL_BYTES) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Makes a missing copy when it is asked for: `ensure(path)` returns once the copy exists (true), or
 * false when `path` is not a copy or its photo does not exist. Requests for the same copy at once
 * share one making.
 */
export function imageCopyMaker(storage: MediaStorage) {
  const known = new Set<string>();
  const making = new Map<string, Promise<boolean>>();

  const make = async (path: string, original: string, width: ImageVariantWidth) => {
    if ((await storage.size(path)) !== null) return true;
    const object = await storage.read(original);
    if (!object) return false;
    const bytes = await readAll(object.body);
    if (!bytes) return false;
    await storage.write(path, await resizeCopy(bytes, width));
    return true;
  };

  return {
    async ensure(path: string): Promise<boolean> {
      const copy = parseImageVariantPath(path);
      if (!copy) return false;
      if (known.has(path)) return true;
      let job = making.get(path);
      if (!job) {
        job = make(path, copy.original, copy.width)
          .catch(() => false)
          .finally(() => making.delete(path));
        making.set(path, job);
      }
      const exists = await job;
      if (exists) {
        if (known.size >= MAX_KNOWN) known.clear();
        known.add(path);
      }
      return exists;
    },
  };
}
