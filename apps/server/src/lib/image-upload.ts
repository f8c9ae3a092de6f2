// Turns uploaded bytes into safe stored images: checked by content, re-encoded to WebP at the sizes the
// pages use, metadata (EXIF, GPS) dropped, and stored under generated names.
import sharp, { type ResizeOptions, type SharpOptions } from 'sharp';
import { LIMITS } from '@menudex/contract/constants';
import { ITEM_TEXTS } from '@menudex/contract/items';
import { badRequest, payloadTooLarge } from './http-errors.ts';
import { imageCopyPaths, storeImageCopies, WEBP_QUALITY } from './image-copies.ts';
import type { MediaStorage } from './media-storage.ts';

export type ImageKind = 'item' | 'cover' | 'logo';

/** Decompression bombs: a small file may claim a huge canvas; nothing we show needs more than this. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The largest size each kind is shown at (item cards and modals, the 30rem banner, the 100 px logo at 2x+). */
const VARIANTS: Record<ImageKind, ResizeOptions> = {
  item: { width: 1200, height: 900, fit: 'cover', withoutEnlargement: true },
  cover: { width: 1920, fit: 'inside', withoutEnlargement: true },
  logo: { width: 256, height: 256, fit: 'cover', withoutEnlargement: true },
};

/** Files the demo data shares between many records: never removed when one record lets go of it. */
const SHARED_PREFIX = 'media/demo/';

type Sniffed = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

/**
 * Recognises the formats we accept by their first bytes, so that anything else (SVG, PDF, TIFF...)
 * never reaches a decoder at all.
 */
function sniff(bytes: Buffer): Sniffed | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return null;
}

function matchesSniffed(
  format: string | undefined,
  compression: string | undefined,
  sniffed: Sniffed,
): boolean {
  if (sniffed === 'avif') return format === 'heif' && compression === 'av1';
  return format === sniffed;
}

/**
 * Checks that the bytes are a JPEG, PNG, WebP, GIF or AVIF image (by content, not by name or type
 * header) and re-encodes them as WebP. 413 when too large, 400 for anything that is not such an image.
 */
export async function normaliseImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  if (bytes.length > LIMITS.imageMaxBytes) throw payloadTooLarge(ITEM_TEXTS.imageTooLarge);
  const sniffed = sniff(bytes);
  if (!sniffed) throw badRequest(ITEM_TEXTS.notAnImage);
  // 'truncated' refuses cut-off files, which would otherwise decode to a half-grey picture.
  const options: SharpOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' };
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (!matchesSniffed(metadata.format, metadata.compression, sniffed))
      throw badRequest(ITEM_TEXTS.notAnImage);
    // rotate() applies the EXIF orientation; the output carries no metadata because none is asked for.
    return await sharp(bytes, options)
      .rotate()
      .resize(VARIANTS[kind])
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message))
      throw badRequest(ITEM_TEXTS.tooManyPixels);
    if (err instanceof Error && 'statusCode' in err) throw err;
    throw badRequest(ITEM_TEXTS.notAnImage);
  }
}

/**
 * Decodes a generated image sent as a data URL (base64 JPEG, PNG or WebP). An empty value means no
 * image; anything else that is not such a data URL is a 400.
 */
export function decodeImageDataUrl(value: string | undefined): Buffer | null {
  if (value === undefined || value.trim() === '') return null;
  const match = /^data:image\/(?:jpeg|jpg|png|webp);base64,([A-Za-z0-9+/=\r\n]+)$/i.exec(
    value.trim(),
  );
  if (!match?.[1]) throw badRequest(ITEM_TEXTS.invalidImageDataUrl);
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length > LIMITS.imageMaxBytes) throw payloadTooLarge(ITEM_TEXTS.imageTooLarge);
  return bytes;
}

/**
 * Stores an already normalised image, with the copies of its kind (lib/image-copies.ts: an item
 * photo's by width, a cover's also its narrow middle; a logo is shown at its own size and has none);
 * answers its relative path (media/xx/uuid.webp).
 */
export async function storeImage(
  storage: MediaStorage,
  webp: Buffer,
  kind: 'item' | 'cover' | 'logo',
): Promise<string> {
  const path = await storage.put(webp, 'webp');
  if (kind !== 'logo') await storeImageCopies(storage, path, webp, kind);
  return path;
}

/** Removes stored images a record no longer uses, except shared demo files and outside URLs. */
export async function removeStoredImages(
  storage: MediaStorage,
  paths: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  for (const path of paths) {
    if (!path || path.startsWith(SHARED_PREFIX) || !path.startsWith('media/')) continue;
    // A file that cannot be removed is only wasted space; the request itself succeeded.
    for (const file of [path, ...imageCopyPaths(path, 'any')])
      await storage.remove(file).catch(() => {});
  }
}
