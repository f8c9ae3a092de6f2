// A server-rendered page starts its scripts after its largest photo (docs/decisions/031).
//
// The page is readable without them: the server sent its content, and links are links. On a phone's
// network the scripts (about 100 KB) and the largest photo shared the bandwidth, so the photo, the
// largest paint, waited for the scripts' bytes too. Instead the entry script and the route's chunks
// are named in data attributes of a small inline module that loads them once the photo marked
// `fetchpriority="high"` is on screen (the browser reports it as a largest paint; where it does not,
// PAINT_GRACE_MS after it arrived; if it fails, at once; at the latest after MAX_WAIT_MS); a page
// without such a photo loads them at once, and a signed-in visitor's (whose page the app renders
// anew) right after the first frame. A button clicked meanwhile is recorded and clicked again
// once the app has started, so a Like is not lost.
//
// The photos further down wait for it too (decision 038): a classic inline script in the head swaps
// every lazy photo's `src` and `srcset` for a blank image as the parser adds it, before the
// browser's next layout would ask for the ones near the screen, and the start above puts them back
// (on a phone's network those photos shared the bandwidth with the largest one). Without scripts the
// page loads them as before; if the start never runs, the photos come back after MAX_WAIT_MS. A
// page opened at a dish's anchor holds nothing, and the first scroll gives them back.
//
// Only these two exact scripts run inline: the policy names their hashes
// (plugins/security-headers.ts), so `script-src` still allows no other inline script.
import crypto from 'node:crypto';
import { EARLY_CLICKS_GLOBAL } from '@menudex/contract/page-data';
import { escapeHtml } from './page-meta.ts';

/** Where the web app keeps a signed-in visitor's session (apps/web/src/lib/local-storage.ts). */
const SESSION_STORAGE_KEY = 'token';

/** A transparent 1×1 GIF: what a held photo shows (img-src allows data:). */
const BLANK_IMAGE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Where the holding script leaves the function that gives the lazy photos back. */
const RELEASE_PHOTOS_GLOBAL = '__menudexReleasePhotos';

/** The longest the scripts wait for the photo (a slow photo must not hold the page's buttons). */
export const MAX_WAIT_MS = 2500;
/** After the photo arrives, how long a browser that does not report paints waits for it to show. */
export const PAINT_GRACE_MS = 250;

export const DEFERRED_ENTRY_SCRIPT = [
  `// Buttons clicked before the app starts: the app clicks them again once it has (main.tsx).`,
  `const early = [];`,
  `const record = (event) => {`,
  `  const button = event.target instanceof Element ? event.target.closest('button') : null;`,
  `  if (button && !early.includes(button)) early.push(button);`,
  `};`,
  `document.addEventListener('click', record, true);`,
  `window.${EARLY_CLICKS_GLOBAL} = () => {`,
  `  document.removeEventListener('click', record, true);`,
  `  return early;`,
  `};`,
  `const boot = document.querySelector('script[data-entry]');`,
  `let started = false;`,
  `const start = () => {`,
  `  if (started) return;`,
  `  started = true;`,
  `  window.${RELEASE_PHOTOS_GLOBAL}?.();`,
  `  for (const href of boot.dataset.modules.split(' ')) {`,
  `    if (!href) continue;`,
  `    const link = document.createElement('link');`,
  `    link.rel = 'modulepreload';`,
  `    link.crossOrigin = '';`,
  `    link.href = href;`,
  `    document.head.append(link);`,
  `  }`,
  `  import(boot.dataset.entry);`,
  `};`,
  `const soon = () => requestAnimationFrame(() => setTimeout(start));`,
  `const photo = document.querySelector('#root img[fetchpriority="high"]');`,
  `// A signed-in visitor gets their own page rendered by the app in place of this one: no wait.`,
  `// Asked after the first frame: the first read of local storage can take tens of ms on a phone.`,
  `const ifSignedIn = () => {`,
  `  try {`,
  `    if (localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) !== null) start();`,
  `  } catch {}`,
  `};`,
  `if (!photo) soon();`,
  `else {`,
  `  requestAnimationFrame(() => setTimeout(ifSignedIn));`,
  `  // Painted: the browser reports the photo as a largest paint.`,
  `  try {`,
  `    new PerformanceObserver((list, observer) => {`,
  `      if (!list.getEntries().some((entry) => entry.element === photo)) return;`,
  `      observer.disconnect();`,
  `      soon();`,
  `    }).observe({ type: 'largest-contentful-paint', buffered: true });`,
  `  } catch {}`,
  `  // Browsers that do not report it (and a larger text block): shortly after the photo arrives.`,
  `  const after = () => setTimeout(soon, ${PAINT_GRACE_MS});`,
  `  if (photo.complete) after();`,
  `  else {`,
  `    photo.addEventListener('load', after);`,
  `    photo.addEventListener('error', soon);`,
  `  }`,
  `  setTimeout(start, ${MAX_WAIT_MS});`,
  `}`,
].join('\n');

/**
 * Holds the page's lazy photos while its largest photo loads. It runs in the head, before the body
 * is parsed, and takes each lazy photo as the parser adds it (a mutation observer's callback runs
 * before the browser next lays the page out, which is when it asks for lazy photos near the screen;
 * a script after the content came too late when the parser paused halfway and the browser painted
 * what it had). Not a module: those run only once the whole document is parsed.
 */
export const HOLD_PHOTOS_SCRIPT = [
  `(() => {`,
  `  // Opened at a dish (#item-…), the screen shows the menu, not the cover: nothing to wait for.`,
  `  if (location.hash) return;`,
  `  const held = [];`,
  `  const observer = new MutationObserver((records) => {`,
  `    for (const record of records) {`,
  `      for (const img of record.addedNodes) {`,
  `        if (img.nodeName !== 'IMG' || img.loading !== 'lazy' || !img.closest('#root')) continue;`,
  `        const photo = document.querySelector('#root img[fetchpriority="high"]');`,
  `        if (!photo || photo.complete) continue;`,
  `        held.push([img, img.getAttribute('srcset'), img.getAttribute('src')]);`,
  `        img.removeAttribute('srcset');`,
  `        // Transparent, so the box shows its own colour meanwhile (without a src: a broken image).`,
  `        img.setAttribute('src', ${JSON.stringify(BLANK_IMAGE)});`,
  `      }`,
  `    }`,
  `  });`,
  `  observer.observe(document.documentElement, { childList: true, subtree: true });`,
  `  // Parsed: the server's photos are all seen; the app's own are not held.`,
  `  document.addEventListener('DOMContentLoaded', () => observer.disconnect());`,
  `  const release = () => {`,
  `    observer.disconnect();`,
  `    for (const [img, srcset, src] of held.splice(0)) {`,
  `      if (srcset !== null) img.setAttribute('srcset', srcset);`,
  `      if (src !== null) img.setAttribute('src', src);`,
  `      else img.removeAttribute('src');`,
  `    }`,
  `  };`,
  `  window.${RELEASE_PHOTOS_GLOBAL} = release;`,
  `  // A reader who scrolls is going to the photos: they come at once.`,
  `  addEventListener('scroll', release, { once: true, passive: true });`,
  `  setTimeout(release, ${MAX_WAIT_MS});`,
  `})();`,
].join('\n');

const cspHash = (script: string) =>
  `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

/** The CSP sources that allow exactly the two scripts above. */
export const DEFERRED_ENTRY_CSP_SOURCES = [
  cspHash(DEFERRED_ENTRY_SCRIPT),
  cspHash(HOLD_PHOTOS_SCRIPT),
] as const;

/** The element that holds the lazy photos: it goes in the head, before the page's content. */
export const HOLD_PHOTOS_TAG = `<script>${HOLD_PHOTOS_SCRIPT}</script>`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html with its entry script replaced by the deferred start, which then loads the entry and
 * `modules` (the route's chunks); unchanged when it has no entry script (a development build).
 */
export function deferEntry(html: string, modules: readonly string[]): string {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match?.[1]) return html;
  const tag =
    `<script type="module" data-entry="${escapeHtml(match[1])}" data-modules="${escapeHtml(modules.join(' '))}">` +
    `${DEFERRED_ENTRY_SCRIPT}</script>`;
  return html.slice(0, match.index) + tag + html.slice(match.index + match[0].length);
}
