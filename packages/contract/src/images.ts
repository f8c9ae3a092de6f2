// Smaller copies of stored photos, for the cards and phones that show them far smaller than they are
// stored (items up to 1200 px wide, covers up to 1920 px). A stored WebP photo `media/ab/x.webp` has
// copies `media/ab/x.w480.webp`, `….w640.webp` and `….w800.webp`, at most that wide (never enlarged;
// 640 is an item card on a phone: 328 CSS px at 1.75 device pixels per px). The server makes them when a photo is stored, and makes a missing one the first time it is asked for
// (photos stored before copies existed); the browser picks one through `srcset` and `sizes`.

/** Widths of the copies, smallest first. */
export const IMAGE_VARIANT_WIDTHS = [480, 640, 800] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The widest a stored photo of each kind can be (the srcset descriptor of the original). */
export const STORED_IMAGE_WIDTH = { item: 1200, cover: 1920 } as const;
export type VariantImageKind = keyof typeof STORED_IMAGE_WIDTH;

/** A stored WebP photo that has copies: ours (media/…), not a copy itself, not a data: URL. */
const ORIGINAL = /^(media\/[A-Za-z0-9/_-]+(?:\.[A-Za-z0-9_-]+)*?)\.webp$/;
/**
 * Anything named like a copy (`….w<digits>.webp`, `….narrow.webp`), whatever its digits: never a
 * photo with copies of its own, so no chain of copies of copies (`x.w480.w480.webp`) exists.
 */
const COPY_LIKE = /\.(?:w\d+|narrow)\.webp$/;

/** The path of a photo's copy `width` px wide, or null when the photo has no copies. */
export function imageVariantPath(path: string, width: ImageVariantWidth): string | null {
  if (COPY_LIKE.test(path)) return null;
  const match = ORIGINAL.exec(path);
  return match ? `${match[1]}.w${width}.webp` : null;
}

/**
 * The cover at the top of a business page is 30rem (480 px) high and as wide as the page, and shows
 * as much of its photo as fills that box (object-fit: cover). On a phone the box is narrow, so only
 * the photo's middle shows: a 1600×600 cover is drawn 1280 px wide in a box 390 px wide, and no
 * smaller copy by width keeps its height. A cover's narrow copy `media/ab/x.narrow.webp` is that
 * middle: the photo's centre at most `aspect` wide for 1 high (the widest box on a screen up to
 * `maxViewportPx` wide), at most `maxHeight` px high (480 px at 2 device pixels per px). In such a box
 * it shows the same pixels as the photo, at about 40% of the bytes.
 */
export const NARROW_COVER = { maxViewportPx: 599, aspect: 1.25, maxHeight: 960 } as const;
/** The screens that show a cover's narrow copy (`<source media>` and the preload's `media`). */
export const NARROW_COVER_MEDIA = `(max-width: ${NARROW_COVER.maxViewportPx}px)`;
/** The screens that show the cover itself or its copies by width. */
export const WIDE_COVER_MEDIA = `(min-width: ${NARROW_COVER.maxViewportPx + 1}px)`;

/** The path of a cover's narrow copy, or null when the photo has no copies. */
export function narrowCoverPath(path: string): string | null {
  if (COPY_LIKE.test(path)) return null;
  const match = ORIGINAL.exec(path);
  return match ? `${match[1]}.narrow.webp` : null;
}

/** One of a photo's copies: at most `width` px wide, or a cover's narrow middle. */
export type ImageCopy = { width: ImageVariantWidth } | { narrow: true };

/** A copy's name taken apart: what comes before `.w<width>` or `.narrow`, and that part. */
const COPY_NAME = /^(.+)\.(w\d+|narrow)\.webp$/;

/**
 * The original and which copy a path is, or null when the path is not a copy. A copy is recognised
 * only as imageVariantPath or narrowCoverPath spell it: `x.w0480.webp` or `x.w480.w480.webp` would
 * each be read as a new copy of something, made and stored by whoever asks (one file per spelling,
 * without end), so every other spelling is not a copy at all.
 */
export function parseImageCopyPath(path: string): { original: string; copy: ImageCopy } | null {
  const match = COPY_NAME.exec(path);
  if (!match) return null;
  const original = `${match[1]}.webp`;
  if (match[2] === 'narrow') {
    return narrowCoverPath(original) === path ? { original, copy: { narrow: true } } : null;
  }
  const width = IMAGE_VARIANT_WIDTHS.find((w) => `w${w}` === match[2]);
  if (width === undefined || imageVariantPath(original, width) !== path) return null;
  return { original, copy: { width } };
}

/**
 * The `srcset` of a stored photo: its copies and itself, each as `toUrl` writes a path; null when the
 * photo has no copies (then `src` alone is used).
 */
export function imageSrcSet(
  path: string | null | undefined,
  kind: VariantImageKind,
  toUrl: (path: string) => string,
): string | null {
  if (!path) return null;
  const clean = storedPath(path);
  const copies = IMAGE_VARIANT_WIDTHS.map((w) => [imageVariantPath(clean, w), w] as const);
  if (copies.some(([p]) => p === null)) return null;
  return [
    ...copies.map(([p, w]) => `${toUrl(p!)} ${w}w`),
    `${toUrl(clean)} ${STORED_IMAGE_WIDTH[kind]}w`,
  ].join(', ');
}

/**
 * The URL (as `toUrl` writes a path) of a cover's narrow copy, for the `<source>` phones take and the
 * server's preload of it; null when the cover has no copies.
 */
export function narrowCoverSrc(
  path: string | null | undefined,
  toUrl: (path: string) => string,
): string | null {
  const narrow = path ? narrowCoverPath(storedPath(path)) : null;
  return narrow ? toUrl(narrow) : null;
}

/** A stored photo's path as the copies' names are made from (`/media\\x.webp` → `media/x.webp`). */
function storedPath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^\/+/, '');
}

/**
 * The `sizes` of each kind of photo on the public pages (how wide it is shown, by viewport width):
 * shared by the web app's <img> and the server's <link rel="preload" imagesrcset imagesizes> for the
 * page's largest photo, which must name the same candidate or the photo is fetched twice.
 */
export const IMAGE_SIZES = {
  /** An item card's photo in The List, search and a business's menu. */
  itemCard: '(max-width: 361px) calc(100vw - 34px), 328px',
  /** A business card's cover (Businesses page, the search page's Businesses row). */
  businessCard: '(max-width: 460px) 427px, (max-width: 599px) calc(100vw - 34px), 427px',
  /** The cover at the top of a business page. */
  businessCover: '(max-width: 1327px) 1280px, (max-width: 1535px) calc(100vw - 48px), 1488px',
} as const;

/** The {message} of a missing copy that is not made now (the server's /media answers). */
export const IMAGE_COPY_TEXTS = {
  /** 429: this address asked for too many copies that had to be made. */
  tooMany: 'Too many new photo sizes from this network; please try again in a minute.',
  /** 503: this process is already making as many copies as it takes on. */
  busy: 'The server is busy preparing photos; please try again in a few seconds.',
} as const;
