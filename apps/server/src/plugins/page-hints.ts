// Hints in a page's HTML so a phone starts its downloads at once instead of one after the other.
//
// The web app is a single page: index.html loads the entry script, the entry picks the route and
// only then asks for that route's chunk, which asks for the page's data, which names the photo that
// is the page's largest paint. On a slow network each step is a round trip. For the public pages the
// server knows the route, so index.html goes out with
//   - <link rel="modulepreload"> for the route's chunk and the chunks it imports (from Vite's
//     build manifest), and
//   - <link rel="preload" as="image"> for the photo that will be the largest paint (the first item
//     of The List, the cover of a business), read from the anonymous catalogue answer the page will
//     ask for (usually straight from the public-answer cache).
// API answers themselves are not preloaded: a signed-in page fetches them with its token, and a
// preloaded anonymous answer could be handed to it. Hints are best effort: no manifest, a failed or
// slow read, or an unknown path gives the page without them. Measured in docs/benchmarks.md.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  IMAGE_SIZES,
  NARROW_COVER_MEDIA,
  WIDE_COVER_MEDIA,
  imageSrcSet,
  narrowCoverSrc,
  type VariantImageKind,
} from '@menudex/contract/images';
import { fileMtime } from '../lib/file-mtime.ts';
import { escapeHtml } from '../modules/web/page-meta.ts';

/** A route's chunk in the manifest (key = source path relative to apps/web). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

type PageRoute = {
  pattern: RegExp;
  /** The route module, as the manifest names it. */
  module: string;
  /** The API path whose answer names the page's largest photo, and how to find the photo in it. */
  photo?: (match: RegExpMatchArray, search: URLSearchParams) => PhotoSource;
};
type PhotoSource = {
  api: string;
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

/** The pages of apps/web/src/app/router.tsx that a visitor opens directly. */
const PAGE_ROUTES: PageRoute[] = [
  {
    pattern: /^\/the-list\/?$/,
    module: 'src/features/items/routes/the-list.tsx',
    photo: () => ({
      api: '/api/items/pages/1',
      pick: firstItemPhoto,
      kind: 'item',
      sizes: IMAGE_SIZES.itemCard,
    }),
  },
  {
    pattern: /^\/search\/?$/,
    module: 'src/features/search/routes/search-page.tsx',
    // The Businesses row comes first: its first cover is the largest paint.
    photo: (_match, search) => ({
      api: `/api/search/businesses?input=${encodeURIComponent(search.get('input') ?? '')}`,
      pick: firstBusinessCover,
      kind: 'cover',
      sizes: IMAGE_SIZES.businessCard,
    }),
  },
  {
    pattern: /^\/businesses\/?$/,
    module: 'src/features/businesses/routes/businesses-page.tsx',
    photo: () => ({
      api: '/api/businesses/pages/1',
      pick: firstBusinessCover,
      kind: 'cover',
      sizes: IMAGE_SIZES.businessCard,
    }),
  },
  {
    pattern: /^\/businesses\/([0-9a-f-]{36})\/?$/i,
    module: 'src/app/routes/business.tsx',
    photo: (match) => ({
      api: `/api/businesses/${match[1]}`,
      pick: (answer) => (answer as { business?: { coverPhoto?: unknown } }).business?.coverPhoto,
      kind: 'cover',
      sizes: IMAGE_SIZES.businessCover,
      narrowOnPhones: true,
    }),
  },
  { pattern: /^\/businesses\/[^/]+\/feedback\/?$/, module: 'src/app/routes/business-feedback.tsx' },
  { pattern: /^\/profile\/?$/, module: 'src/app/routes/profile.tsx' },
  { pattern: /^\/my-business\/?$/, module: 'src/app/routes/my-business.tsx' },
];

/** Our own stored photos only (media/…), never a data: URL or another host. */
const STORED_PHOTO = /^media\/[A-Za-z0-9/_.-]+\.(webp|png|jpe?g|gif|avif)$/;
/** How long the page waits for its photo before going out without that hint. */
const PHOTO_WAIT_MS = 300;

function readManifest(dist: string): Manifest | null {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return null;
  }
}

/** The files a route module needs beyond what index.html already loads, the module first. */
export function routeChunks(manifest: Manifest, module: string): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const files = new Set<string>();
  collect(module, files);
  return [...files].filter((file) => !entryFiles.has(file));
}

/** A page's hints: the tag preloading its largest photo ('' for none), and its route's chunks. */
export type Hints = { photoTag: string; modules: string[] };
export type PageHints = (url: string) => Promise<Hints>;

const NO_HINTS: Hints = { photoTag: '', modules: [] };

/** The hints as tags for the head: the photo first, then a modulepreload for each chunk. */
export function hintTags(hints: Hints): string {
  return (
    hints.photoTag +
    hints.modules
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
      .join('')
  );
}

/** Builds the hints for a page URL (path and query) as HTML tags for the head. */
export function pageHints(app: FastifyInstance, dist: string): PageHints {
  let manifest: Manifest | null | undefined;
  let manifestMtime = 0;
  const currentManifest = () => {
    // A rebuild while the server runs (the dev loop, the browser tests) brings new chunk names.
    const mtime = fileMtime(path.join(dist, '.vite', 'manifest.json'));
    if (manifest === undefined || (mtime ?? 0) !== manifestMtime) {
      manifest = mtime === undefined ? null : readManifest(dist);
      manifestMtime = mtime ?? 0;
    }
    return manifest;
  };

  async function photoOf(source: PhotoSource): Promise<string | null> {
    const read = app
      .inject({ method: 'GET', url: source.api })
      .then((res) => (res.statusCode === 200 ? source.pick(res.json()) : null))
      .catch(() => null);
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), PHOTO_WAIT_MS);
    });
    const photo = await Promise.race([read, gaveUp]).finally(() => clearTimeout(timer));
    return typeof photo === 'string' && STORED_PHOTO.test(photo) ? photo : null;
  }

  return async (url) => {
    const parsed = new URL(url, 'http://localhost');
    for (const route of PAGE_ROUTES) {
      const match = parsed.pathname.match(route.pattern);
      if (!match) continue;
      let photoTag = '';
      // The photo first: on HTTP/1.1 a browser opens six connections to a host, and requests
      // queue in the order the page names them; the largest paint should not wait for scripts.
      const source = route.photo?.(match, parsed.searchParams);
      const photo = source ? await photoOf(source) : null;
      if (source && photo) {
        // With its smaller copies, the browser picks the candidate the <img> will (same srcset
        // and sizes); without, the photo itself.
        const srcset = imageSrcSet(photo, source.kind, (p) => `/${p}`);
        // A cover shown narrow on phones: each screen preloads the one its <picture> takes.
        const narrow = source.narrowOnPhones ? narrowCoverSrc(photo, (p) => `/${p}`) : null;
        photoTag =
          (narrow
            ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(narrow)}"` +
              ` media="${NARROW_COVER_MEDIA}">`
            : '') +
          `<link rel="preload" as="image" fetchpriority="high" href="/${escapeHtml(photo)}"` +
          (srcset
            ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(source.sizes)}"`
            : '') +
          (narrow ? ` media="${WIDE_COVER_MEDIA}"` : '') +
          '>';
      }
      const found = currentManifest();
      const modules = found ? routeChunks(found, route.module).map((file) => `/${file}`) : [];
      return { photoTag, modules };
    }
    return NO_HINTS;
  };
}
