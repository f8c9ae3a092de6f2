// Smaller copies of stored photos (`media/ab/x.w480.webp` … `….w800.webp`, and a cover's narrow middle
// `….narrow.webp`; the paths, widths and shape are the
// contract's, packages/contract/src/images.ts). They are made when a photo is stored, and the first
// time a missing one is asked for (photos stored before copies existed, or a copy whose write
// failed), so a page may name them in `srcset` for every stored photo. Why: docs/decisions/030-photo-copies.md.
import type { Readable } from 'node:stream';
import {
  IMAGE_VARIANT_WIDTHS,
  NARROW_COVER,
  imageVariantPath,
  narrowCoverPath,
  parseImageCopyPath,
  type ImageCopy,
  type VariantImageKind,
} from '@menudex/contract/images';
import sharp from 'sharp';
import type { MediaStorage } from './media-storage.ts';

/** The WebP quality of stored photos (lib/image-upload.ts) and their copies. */
export const WEBP_QUALITY = 80;
/** An original larger than this is not read to make a copy (stored photos are far smaller). */
const MAX_ORIGINAL_BYTES = 20 * 1024 * 1024;
/** Copies known to exist, remembered per process so a hit costs no look-up; past this, forgotten. */
const MAX_KNOWN = 50_000;

/**
 * The paths of a photo's copies (none for a path that has none: outside URLs, copies): by width for
 * every photo, and the narrow middle for a cover. `any`: all a photo may have (to remove them).
 */
export function imageCopyPaths(path: string, kind: VariantImageKind | 'any'): string[] {
  const paths = IMAGE_VARIANT_WIDTHS.map((w) => imageVariantPath(path, w));
  if (kind !== 'item') paths.push(narrowCoverPath(path));
  return paths.filter((p): p is string => p !== null);
}

/** A copy at most `width` px wide (never enlarged), as WebP. */
export function resizeCopy(webp: Buffer, width: number): Promise<Buffer> {
  return sharp(webp)
    .resize({ width, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * A cover's narrow copy: its centre at most NARROW_COVER.aspect wide for 1 high, at most
 * NARROW_COVER.maxHeight high (never enlarged), as WebP: what a phone's cover box shows of it.
 */
export async function narrowCoverCopy(webp: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(webp).metadata();
  if (!width || !height) throw new Error('not an image');
  const cropWidth = Math.min(width, Math.round(height * NARROW_COVER.aspect));
  return sharp(webp)
    .extract({ left: Math.floor((width - cropWidth) / 2), top: 0, width: cropWidth, height })
    .resize({ height: NARROW_COVER.maxHeight, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

function makeCopy(webp: Buffer, copy: ImageCopy): Promise<Buffer> {
  return 'narrow' in copy ? narrowCoverCopy(webp) : resizeCopy(webp, copy.width);
}

/**
 * Writes the copies of a photo of `kind` just stored at `path`. A copy that cannot be written is
 * made later, when it is first asked for: the photo itself is stored either way.
 */
export async function storeImageCopies(
  storage: MediaStorage,
  path: string,
  webp: Buffer,
  kind: VariantImageKind,
): Promise<void> {
  for (const copyPath of imageCopyPaths(path, kind)) {
    const copy = parseImageCopyPath(copyPath)?.copy;
    if (!copy) continue;
    try {
      await storage.write(copyPath, await makeCopy(webp, copy));
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

  const make = async (path: string, original: string, copy: ImageCopy) => {
    if ((await storage.size(path)) !== null) return true;
    const object = await storage.read(original);
    if (!object) return false;
    const bytes = await readAll(object.body);
    if (!bytes) return false;
    await storage.write(path, await makeCopy(bytes, copy));
    return true;
  };

  return {
    async ensure(path: string): Promise<boolean> {
      const copy = parseImageCopyPath(path);
      if (!copy) return false;
      if (known.has(path)) return true;
      let job = making.get(path);
      if (!job) {
        job = make(path, copy.original, copy.copy)
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
