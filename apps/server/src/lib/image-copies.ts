// Smaller copies of stored photos (`media/ab/x.w480.webp` … `….w800.webp`, and a cover's narrow middle
// `….narrow.webp`; the paths, widths and shape are the contract's, packages/contract/src/images.ts,
// which recognises only those exact names). They are made when a photo is stored, and the first
// time a missing one is asked for (photos stored before copies existed, or a copy whose write
// failed), so a page may name them in `srcset` for every stored photo; that making is bounded
// (IMAGE_COPY_LIMITS), since anyone may ask. Why: docs/decisions/030-photo-copies.md.
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
import pLimit from 'p-limit';
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
 * How much on-demand making one process takes on. Making a copy reads the photo (up to 20 MB),
 * decodes, resizes and encodes it: tens of milliseconds of CPU on a small machine, and a new file.
 * Asked for by anyone, it must not take the process's cores nor fill the store:
 * - `making`: copies made at once per process (sharp uses libuv's pool, four threads by default:
 *   two leaves room for uploads and the pages on a two-core machine);
 * - `waiting`: requests queued behind them; past that a request answers 503 with Retry-After
 *   (`busyRetryAfterSeconds`) rather than waiting without bound;
 * - `perAddressPerMinute`: copies that had to be made, per client address per minute, counted
 *   (plugins/static-files.ts) where the other rate limits are (in Redis when configured, so all
 *   processes share the count). A page's photos need one copy each, so a first visit to a page of
 *   photos stored before copies existed stays below it; a script asking for copy after copy does
 *   not. Past it: 429 with Retry-After. A copy that exists is always served, never counted.
 */
export const IMAGE_COPY_LIMITS = {
  making: 2,
  waiting: 32,
  busyRetryAfterSeconds: 5,
  perAddressPerMinute: 30,
} as const;

/** What became of a request for a copy (`ensure`). */
export type CopyOutcome =
  /** Not a copy (any other spelling included): served as the stored file it names, if any. */
  | { status: 'not-a-copy' }
  /** The copy exists (it may just have been made). */
  | { status: 'exists' }
  /** Its photo does not exist (or could not be read): nothing was made. */
  | { status: 'missing' }
  /** The client asked for too many new copies: refused by `admit`, nothing was made. */
  | { status: 'limited'; retryAfterSeconds: number }
  /** This process is making, and has queued, as many copies as it takes on. */
  | { status: 'busy'; retryAfterSeconds: number };

/**
 * Asked once a request needs a copy made (not for a copy that exists, nor when it joins a making
 * already under way): null to go ahead, or how long the client should wait.
 */
export type CopyAdmission = () => Promise<{
  retryAfterSeconds: number;
  /** Refused for the process's sake (overload), not the client's: 503, not 429. */
  busy?: boolean;
} | null>;

/**
 * Makes a missing copy when it is asked for: `ensure(path, admit)` answers once the copy exists, or
 * why it does not. Requests for the same copy at once share one making; at most
 * `limits.making` copies are made at once, `limits.waiting` more wait their turn.
 */
export function imageCopyMaker(
  storage: MediaStorage,
  limits: { making: number; waiting: number } = IMAGE_COPY_LIMITS,
) {
  const known = new Set<string>();
  const making = new Map<string, Promise<CopyOutcome>>();
  // p-limit (sindresorhus/p-limit) keeps the queue; its counts bound it.
  const turn = pLimit(limits.making);

  const make = async (path: string, original: string, copy: ImageCopy): Promise<CopyOutcome> => {
    // Made meanwhile by another process (or by this one before it was queued here).
    if ((await storage.size(path)) !== null) return EXISTS;
    const object = await storage.read(original);
    if (!object) return MISSING;
    const bytes = await readAll(object.body);
    if (!bytes) return MISSING;
    await storage.write(path, await makeCopy(bytes, copy));
    return EXISTS;
  };
  const remember = (path: string) => {
    if (known.size >= MAX_KNOWN) known.clear();
    known.add(path);
  };
  const exists = async (path: string) => {
    try {
      return (await storage.size(path)) !== null;
    } catch {
      // The store did not answer: the read that follows says what there is.
      return false;
    }
  };

  return {
    async ensure(path: string, admit?: CopyAdmission): Promise<CopyOutcome> {
      const parsed = parseImageCopyPath(path);
      if (!parsed) return NOT_A_COPY;
      if (known.has(path)) return EXISTS;
      // Each await below lets another request for this copy start its making: join it instead.
      const joined = making.get(path);
      if (joined) return joined;
      if (await exists(path)) {
        remember(path);
        return EXISTS;
      }
      if (making.has(path)) return making.get(path)!;
      const refused = admit ? await admit() : null;
      if (refused) {
        const { retryAfterSeconds } = refused;
        return { status: refused.busy ? 'busy' : 'limited', retryAfterSeconds };
      }
      if (making.has(path)) return making.get(path)!;
      if (turn.activeCount + turn.pendingCount >= limits.making + limits.waiting) {
        return { status: 'busy', retryAfterSeconds: IMAGE_COPY_LIMITS.busyRetryAfterSeconds };
      }
      const job = turn(() => make(path, parsed.original, parsed.copy))
        .catch((): CopyOutcome => MISSING)
        .finally(() => making.delete(path));
      making.set(path, job);
      const outcome = await job;
      if (outcome.status === 'exists') remember(path);
      return outcome;
    },
  };
}

const NOT_A_COPY: CopyOutcome = { status: 'not-a-copy' };
const EXISTS: CopyOutcome = { status: 'exists' };
const MISSING: CopyOutcome = { status: 'missing' };
