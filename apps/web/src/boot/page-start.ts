// What a server-rendered page's two inline scripts (deferred-start.ts, hold-photos.ts) share, and
// the globals they leave for each other and for the app (main.tsx). Bundled into each script at
// build time (build/boot-scripts.ts): an inline script imports nothing.
import type { EARLY_CLICKS_GLOBAL } from '@menudex/contract/page-data';

/** Where the holding script leaves the function that gives the lazy photos back. */
export const RELEASE_PHOTOS_GLOBAL = '__menudexReleasePhotos';

/** The longest the scripts wait for the photo (a slow photo must not hold the page's buttons). */
export const MAX_WAIT_MS = 2500;
/** After the photo arrives, how long a browser that does not report paints waits for it to show. */
export const PAINT_GRACE_MS = 250;

/** A transparent 1×1 GIF: what a held photo shows (img-src allows data:). */
export const BLANK_IMAGE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The photo that will be the page's largest paint (the server marks it). */
export const LARGEST_PHOTO = '#root img[fetchpriority="high"]';

declare global {
  interface Window {
    /** Gives the held photos back at once (hold-photos.ts); the start calls it as it starts. */
    [RELEASE_PHOTOS_GLOBAL]?: () => void;
    /** Stops recording and hands over the buttons clicked before the app started (main.tsx). */
    [EARLY_CLICKS_GLOBAL]?: () => HTMLElement[];
  }
}
