// The photo a page preloads so a phone starts its largest paint at once (decision 010).
//
// The web app is a single page: index.html loads the entry script, the entry picks the route and
// only then asks for that route's chunk, which asks for the page's data, which names the photo that
// is the page's largest paint. On a slow network each step is a round trip. So a page goes out
// with its route's chunks (the shell's `routes`, by page id) and a <link rel="preload" as="image">
// for the photo that will be its largest paint, read from the page's own answers (the first item
// of The List, the first cover of Businesses and of a search, a business's cover): the same answers
// it is rendered from, so the preload is the photo the page shows, filters included.
import {
  IMAGE_SIZES,
  NARROW_COVER_MEDIA,
  WIDE_COVER_MEDIA,
  imageSrcSet,
  narrowCoverSrc,
  type VariantImageKind,
} from '@menudex/contract/images';
import type { PageQuery } from '@menudex/contract/page-data';
import type { PageId } from '@menudex/contract/pages';
import { escapeHtml } from './page-meta.ts';

type PhotoSource = {
  /** The answer that names the photo, and where in it. */
  source: PageQuery['source'];
  pick: (answer: unknown) => unknown;
  /** How the page shows it: the same srcset and sizes as its <img>, so the preload is the one used. */
  kind: VariantImageKind;
  sizes: string;
  /** A business page's cover: phones show its narrow copy (`<picture>`), the rest the photo. */
  narrowOnPhones?: boolean;
};

const firstBusinessCover = (answer: unknown) =>
  Array.isArray(answer) ? (answer[0] as { coverPhoto?: unknown } | undefined)?.coverPhoto : null;
const firstItemPhoto = (answer: unknown) =>
  Array.isArray(answer) ? (answer[0] as { images?: unknown[] } | undefined)?.images?.[0] : null;

/** The pages whose largest paint is a photo named in one of their answers. */
const PHOTOS: Partial<Record<PageId, PhotoSource>> = {
  'the-list': {
    source: 'items-page',
    pick: firstItemPhoto,
    kind: 'item',
    sizes: IMAGE_SIZES.itemCard,
  },
  // The Businesses row comes first: its first cover is the largest paint.
  search: {
    source: 'search-businesses',
    pick: firstBusinessCover,
    kind: 'cover',
    sizes: IMAGE_SIZES.businessCard,
  },
  businesses: {
    source: 'businesses-page',
    pick: firstBusinessCover,
    kind: 'cover',
    sizes: IMAGE_SIZES.businessCard,
  },
  business: {
    source: 'business',
    pick: (answer) => (answer as { coverPhoto?: unknown } | null)?.coverPhoto,
    kind: 'cover',
    sizes: IMAGE_SIZES.businessCover,
    narrowOnPhones: true,
  },
};

/** Our own stored photos only (media/…), never a data: URL or another host. */
const STORED_PHOTO = /^media\/[A-Za-z0-9/_.-]+\.(webp|png|jpe?g|gif|avif)$/;

/** The tag preloading the page's largest photo, or '' when its answers name none. */
export function photoPreload(
  page: PageId,
  answers: readonly { query: PageQuery; data: unknown }[],
) {
  const photo = PHOTOS[page];
  const answer = photo && answers.find((a) => a.query.source === photo.source);
  if (!photo || !answer) return '';
  const file = photo.pick(answer.data);
  if (typeof file !== 'string' || !STORED_PHOTO.test(file)) return '';
  // With its smaller copies, the browser picks the candidate the <img> will (same srcset and
  // sizes); without, the photo itself.
  const srcset = imageSrcSet(file, photo.kind, (p) => `/${p}`);
  // A cover shown narrow on phones: each screen preloads the one its <picture> takes.
  const narrow = photo.narrowOnPhones ? narrowCoverSrc(file, (p) => `/${p}`) : null;
  return (
    (narrow
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(narrow)}"` +
        ` media="${NARROW_COVER_MEDIA}">`
      : '') +
    `<link rel="preload" as="image" fetchpriority="high" href="/${escapeHtml(file)}"` +
    (srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(photo.sizes)}"` : '') +
    (narrow ? ` media="${WIDE_COVER_MEDIA}"` : '') +
    '>'
  );
}
