// The photos further down wait for the largest one (docs/decisions/038): on a phone's network they
// shared the bandwidth with it. This classic inline script in the head swaps every lazy photo's
// `src` and `srcset` for a blank image as the parser adds it, before the browser's next layout would
// ask for the ones near the screen, and the deferred start (deferred-start.ts) puts them back.
// Without scripts the page loads them as before; if the start never runs, the photos come back after
// MAX_WAIT_MS. A page opened at a dish's anchor holds nothing, and the first scroll gives them back.
//
// It runs in the head, before the body is parsed, and takes each lazy photo as the parser adds it (a
// mutation observer's callback runs before the browser next lays the page out, which is when it
// asks for lazy photos near the screen; a script after the content came too late when the parser
// paused halfway and the browser painted what it had). Not a module: those run only once the whole
// document is parsed. Built as one classic script with its constants bundled in, and allowed by its
// hash (PageShell.holdPhotos, build/page-shell-plugin.ts).
import { BLANK_IMAGE, LARGEST_PHOTO, MAX_WAIT_MS, RELEASE_PHOTOS_GLOBAL } from './page-start.ts';

/** A held photo and the `srcset` and `src` it had (null: it had none). */
type Held = [img: HTMLImageElement, srcset: string | null, src: string | null];

function holdPhotos(): void {
  // Opened at a dish (#item-…), the screen shows the menu, not the cover: nothing to wait for.
  if (location.hash) return;
  const held: Held[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeName !== 'IMG') continue;
        const img = node as HTMLImageElement;
        if (img.loading !== 'lazy' || !img.closest('#root')) continue;
        const photo = document.querySelector<HTMLImageElement>(LARGEST_PHOTO);
        if (!photo || photo.complete) continue;
        held.push([img, img.getAttribute('srcset'), img.getAttribute('src')]);
        img.removeAttribute('srcset');
        // Transparent, so the box shows its own colour meanwhile (without a src: a broken image).
        img.setAttribute('src', BLANK_IMAGE);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  // Parsed: the server's photos are all seen; the app's own are not held.
  document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  const release = () => {
    observer.disconnect();
    for (const [img, srcset, src] of held.splice(0)) {
      if (srcset !== null) img.setAttribute('srcset', srcset);
      if (src !== null) img.setAttribute('src', src);
      else img.removeAttribute('src');
    }
  };
  window[RELEASE_PHOTOS_GLOBAL] = release;
  // A reader who scrolls is going to the photos: they come at once.
  addEventListener('scroll', release, { once: true, passive: true });
  setTimeout(release, MAX_WAIT_MS);
}

holdPhotos();
