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
const VARIANT = /^(media\/[A-Za-z0-9/_.-]+)\.w(\d+)\.webp$/;

/** The path of a photo's copy `width` px wide, or null when the photo has no copies. */
export function imageVariantPath(path: string, width: ImageVariantWidth): string | null {
  if (VARIANT.test(path)) return null;
  const match = ORIGINAL.exec(path);
  return match ? `${match[1]}.w${width}.webp` : null;
}

/** The original and the width of a copy's path, or null when the path is not a copy. */
export function parseImageVariantPath(
  path: string,
): { original: string; width: ImageVariantWidth } | null {
  const match = VARIANT.exec(path);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  return { original: `${match[1]}.webp`, width: width as ImageVariantWidth };
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
  const clean = path.replace(/\\/g, '/').replace(/^\/+/, '');
  const copies = IMAGE_VARIANT_WIDTHS.map((w) => [imageVariantPath(clean, w), w] as const);
  if (copies.some(([p]) => p === null)) return null;
  return [
    ...copies.map(([p, w]) => `${toUrl(p!)} ${w}w`),
    `${toUrl(clean)} ${STORED_IMAGE_WIDTH[kind]}w`,
  ].join(', ');
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
