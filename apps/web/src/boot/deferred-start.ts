// A server-rendered page starts its scripts after its largest photo (docs/decisions/031).
//
// The page is readable without them: the server sent its content, and links are links. On a phone's
// network the scripts (about 100 KB) and the largest photo shared the bandwidth, so the photo, the
// largest paint, waited for the scripts' bytes too. Instead the entry script and the route's chunks
// are named in data attributes of this small inline module (`data-entry`, `data-modules`), which
// loads them once the photo marked `fetchpriority="high"` is on screen (the browser reports it as a
// largest paint; where it does not, PAINT_GRACE_MS after it arrived; if it fails, at once; at the
// latest after MAX_WAIT_MS); a page without such a photo loads them at once, and a signed-in
// visitor's (whose page the app renders anew) right after the first frame. A button clicked
// meanwhile is recorded and clicked again once the app has started, so a Like is not lost.
//
// It runs as an inline `<script type="module">` whose hash the policy names (PageShell.deferredStart,
// built by build/page-shell-plugin.ts): so `script-src` still allows no other inline script, and
// this file's imports are constants, bundled in; the built script imports nothing but the entry.
import { STORAGE_KEYS } from '@menudex/contract/constants';
import { EARLY_CLICKS_GLOBAL } from '@menudex/contract/page-data';
import { LARGEST_PHOTO, MAX_WAIT_MS, PAINT_GRACE_MS, RELEASE_PHOTOS_GLOBAL } from './page-start.ts';

// Buttons clicked before the app starts: the app clicks them again once it has (main.tsx).
const early: HTMLElement[] = [];
const record = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button && !early.includes(button)) early.push(button);
};
document.addEventListener('click', record, true);
window[EARLY_CLICKS_GLOBAL] = () => {
  document.removeEventListener('click', record, true);
  return early;
};

// This script's own element: the server names the entry and the route's chunks on it.
const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  window[RELEASE_PHOTOS_GLOBAL]?.();
  const { entry = '', modules = '' } = boot?.dataset ?? {};
  for (const href of modules.split(' ')) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // The app reports its own failures; a chunk that does not arrive leaves the server's page.
  if (entry) void import(/* @vite-ignore */ entry);
};
const soon = () => requestAnimationFrame(() => setTimeout(start));
const photo = document.querySelector<HTMLImageElement>(LARGEST_PHOTO);
// A signed-in visitor gets their own page rendered by the app in place of this one: no wait.
// Asked after the first frame: the first read of local storage can take tens of ms on a phone.
const ifSignedIn = () => {
  try {
    if (localStorage.getItem(STORAGE_KEYS.token) !== null) start();
  } catch {
    // Storage refused (a privacy setting): the visitor is not signed in here.
  }
};
if (!photo) soon();
else {
  requestAnimationFrame(() => setTimeout(ifSignedIn));
  // Painted: the browser reports the photo as a largest paint.
  try {
    new PerformanceObserver((list, observer) => {
      const painted = list.getEntries() as LargestContentfulPaint[];
      if (!painted.some((entry) => entry.element === photo)) return;
      observer.disconnect();
      soon();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No PerformanceObserver, or no largest-paint entries: the photo's load event below decides.
  }
  // Browsers that do not report it (and a larger text block): shortly after the photo arrives.
  const after = () => setTimeout(soon, PAINT_GRACE_MS);
  if (photo.complete) after();
  else {
    photo.addEventListener('load', after);
    photo.addEventListener('error', soon);
  }
  setTimeout(start, MAX_WAIT_MS);
}
