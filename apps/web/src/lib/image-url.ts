// Turns an image reference into a URL, as the specification's section 3 describes.
import { imageSrcSet, narrowCoverSrc, type VariantImageKind } from '@menudex/contract/images';
import { API_BASE } from './api-client.ts';

export const PLACEHOLDER_IMAGE = '/no-photo.svg';

export function imageUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  const clean = path.replace(/\\/g, '/');
  if (/^(https?:|data:|blob:)/i.test(clean)) return clean;
  return `${API_BASE}/${clean.replace(/^\/+/, '')}`;
}

/**
 * The `srcset` of a stored photo (its smaller copies and itself, each URL as `imageUrl` writes it),
 * or undefined for a photo without copies (none, an external or data: URL): then `src` alone.
 * The server's preload of a page's largest photo names the same string, so the browser reuses it.
 */
export function imageSrcSetUrl(
  path: string | null | undefined,
  kind: VariantImageKind,
): string | undefined {
  return imageSrcSet(path, kind, imageUrl) ?? undefined;
}

/** The URL of a stored cover's narrow copy (what a phone's cover box shows), or undefined. */
export function narrowCoverUrl(path: string | null | undefined): string | undefined {
  return narrowCoverSrc(path, imageUrl) ?? undefined;
}

/**
 * How a photo competes for the network while the page loads, decided from its place on the page
 * (never from the browser's width: the server's HTML and the first client render must agree):
 * - `high`: the page's likely largest paint (the server preloads it): fetched at once, first;
 * - `low`: in the first screen on wide layouts, but not the largest: fetched at once, after it;
 * - `lazy`: fetched as it comes near the screen.
 */
export type PhotoPriority = 'high' | 'low' | 'lazy';

export function photoLoading(priority: PhotoPriority = 'lazy'): {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low';
} {
  return priority === 'lazy' ? { loading: 'lazy' } : { loading: 'eager', fetchPriority: priority };
}

/**
 * The priority of the photo of card `index` in a list whose first row holds `rowLength` cards on a
 * wide screen: the first is the page's largest paint (`high`, unless `largest` is false: another
 * photo is), the rest of that row `low`, the others `lazy`.
 */
export function firstScreen(index: number, rowLength: number, largest = true): PhotoPriority {
  if (index === 0 && largest) return 'high';
  return index < rowLength ? 'low' : 'lazy';
}
