// The two inline scripts of a server-rendered page, as built (build/boot-scripts.ts) and run in a
// DOM: the lazy photos are held while the largest photo loads and given back, and the app's entry
// loads once, after the photo, with the buttons clicked meanwhile handed over.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_GLOBAL } from '@menudex/contract/page-data';
import { buildBootScripts } from '../../build/boot-scripts.ts';
import { BLANK_IMAGE, MAX_WAIT_MS, PAINT_GRACE_MS, RELEASE_PHOTOS_GLOBAL } from './page-start.ts';

let scripts: Awaited<ReturnType<typeof buildBootScripts>>;

beforeAll(async () => {
  scripts = await buildBootScripts();
}, 30_000);

// jsdom has no `loading` property on images; browsers reflect the attribute, as here.
beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'loading', {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.getAttribute('loading') ?? 'eager';
    },
  });
});

/** Runs the classic script as the page would, in the window's global scope. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the built script is what is tested
const runHoldPhotos = () => new Function(scripts.holdPhotos.code)() as void;

/**
 * Runs the start module; its one dynamic import (the entry) is recorded instead of loaded: the test
 * runner's sandbox cannot import from evaluated code.
 */
function runDeferredStart(): string[] {
  const imported: string[] = [];
  const code = scripts.deferredStart.code;
  expect(code.split('import(').length).toBe(2);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the built script is what is tested
  new Function('recordImport', code.replace('import(', 'recordImport('))((url: string) => {
    imported.push(url);
    return Promise.resolve();
  });
  return imported;
}

/** Lets the mutation observer's callback (a microtask) run. */
const mutationsSeen = () => Promise.resolve();

/** The browser's next frame and the task after it (the scripts' `soon`). */
const nextFrame = () => vi.advanceTimersByTime(20);

afterEach(() => {
  window[RELEASE_PHOTOS_GLOBAL]?.();
  delete window[RELEASE_PHOTOS_GLOBAL];
  delete window[EARLY_CLICKS_GLOBAL];
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.body.replaceChildren();
  localStorage.clear();
  history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('holding the lazy photos', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
  });

  /** The server's page arriving: the largest photo (still loading) and lazy photos after it. */
  function parsePage() {
    const root = document.getElementById('root');
    root?.insertAdjacentHTML(
      'beforeend',
      '<img fetchpriority="high" src="/media/cover.webp">' +
        '<img id="lazy" loading="lazy" src="/media/a.webp" srcset="/media/a-320.webp 320w">' +
        '<img id="plain" loading="lazy" src="/media/b.webp">' +
        '<img id="set-only" loading="lazy" srcset="/media/d-320.webp 320w">' +
        '<img id="eager" src="/media/c.webp">',
    );
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img id="outside" loading="lazy" src="/o.webp">',
    );
    const img = (id: string) => document.getElementById(id) as HTMLImageElement;
    return {
      lazy: img('lazy'),
      plain: img('plain'),
      setOnly: img('set-only'),
      eager: img('eager'),
      outside: img('outside'),
    };
  }

  it('shows a blank image in place of each lazy photo of the page, and gives them back', async () => {
    runHoldPhotos();
    const { lazy, plain, setOnly, eager, outside } = parsePage();
    await mutationsSeen();
    expect(lazy.getAttribute('src')).toBe(BLANK_IMAGE);
    expect(setOnly.getAttribute('src')).toBe(BLANK_IMAGE);
    expect(lazy.hasAttribute('srcset')).toBe(false);
    expect(plain.getAttribute('src')).toBe(BLANK_IMAGE);
    // Not lazy, or not the app's: as they were.
    expect(eager.getAttribute('src')).toBe('/media/c.webp');
    expect(outside.getAttribute('src')).toBe('/o.webp');

    window[RELEASE_PHOTOS_GLOBAL]?.();
    expect(lazy.getAttribute('src')).toBe('/media/a.webp');
    expect(lazy.getAttribute('srcset')).toBe('/media/a-320.webp 320w');
    expect(plain.getAttribute('src')).toBe('/media/b.webp');
    expect(plain.hasAttribute('srcset')).toBe(false);
    expect(setOnly.hasAttribute('src')).toBe(false);
    expect(setOnly.getAttribute('srcset')).toBe('/media/d-320.webp 320w');
  });

  it('gives them back at the latest after MAX_WAIT_MS, or at the first scroll', async () => {
    runHoldPhotos();
    const { lazy } = parsePage();
    await mutationsSeen();
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(lazy.getAttribute('src')).toBe(BLANK_IMAGE);
    vi.advanceTimersByTime(1);
    expect(lazy.getAttribute('src')).toBe('/media/a.webp');

    document.body.innerHTML = '<div id="root"></div>';
    runHoldPhotos();
    const second = parsePage();
    await mutationsSeen();
    expect(second.lazy.getAttribute('src')).toBe(BLANK_IMAGE);
    window.dispatchEvent(new Event('scroll'));
    expect(second.lazy.getAttribute('src')).toBe('/media/a.webp');
  });

  it('holds nothing once the largest photo is there, or on a page opened at an anchor', async () => {
    runHoldPhotos();
    const root = document.getElementById('root');
    root?.insertAdjacentHTML('beforeend', '<img fetchpriority="high" src="/media/cover.webp">');
    const cover = root?.querySelector('img');
    if (cover) Object.defineProperty(cover, 'complete', { value: true });
    root?.insertAdjacentHTML('beforeend', '<img id="late" loading="lazy" src="/media/a.webp">');
    await mutationsSeen();
    expect(document.getElementById('late')?.getAttribute('src')).toBe('/media/a.webp');

    window[RELEASE_PHOTOS_GLOBAL]?.();
    document.body.innerHTML = '<div id="root"></div>';
    history.replaceState(null, '', '/businesses/x#item-1');
    delete window[RELEASE_PHOTOS_GLOBAL];
    runHoldPhotos();
    const { lazy } = parsePage();
    await mutationsSeen();
    expect(lazy.getAttribute('src')).toBe('/media/a.webp');
    expect(window[RELEASE_PHOTOS_GLOBAL]).toBeUndefined();
  });
});

describe('the deferred start', () => {
  const ENTRY = '/assets/index-abc.js';
  let released: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    // Neither jsdom nor Node reports largest paints: the page's photo events decide, as in Safari.
    vi.stubGlobal('PerformanceObserver', undefined);
    released = vi.fn<() => void>();
    window[RELEASE_PHOTOS_GLOBAL] = released;
    document.body.innerHTML =
      '<div id="root"><button id="like">Like</button></div>' +
      `<script type="module" data-entry="${ENTRY}" data-modules="/assets/page-a.js /assets/public-b.js"></script>`;
  });

  const addPhoto = () => {
    document
      .getElementById('root')
      ?.insertAdjacentHTML('afterbegin', '<img fetchpriority="high" src="/media/cover.webp">');
    return document.querySelector('img') as HTMLImageElement;
  };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('waits for the photo, starts PAINT_GRACE_MS after it arrived, and only once', () => {
    const photo = addPhoto();
    const imported = runDeferredStart();
    nextFrame();
    vi.advanceTimersByTime(1000);
    expect(imported).toEqual([]);
    expect(released).not.toHaveBeenCalled();

    photo.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PAINT_GRACE_MS);
    expect(imported).toEqual([]);
    nextFrame();
    expect(imported).toEqual([ENTRY]);
    expect(released).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual(['/assets/page-a.js', '/assets/public-b.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveProperty(
      'crossOrigin',
      '',
    );

    // The latest start and a second photo event change nothing.
    photo.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(imported).toEqual([ENTRY]);
    expect(released).toHaveBeenCalledTimes(1);
    expect(preloads()).toHaveLength(2);
  });

  it('starts at MAX_WAIT_MS when the photo never comes, and at once when it fails', () => {
    addPhoto();
    const imported = runDeferredStart();
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual([ENTRY]);

    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    const photo = addPhoto();
    document.querySelectorAll('img')[1]?.remove();
    const second = runDeferredStart();
    photo.dispatchEvent(new Event('error'));
    nextFrame();
    expect(second).toEqual([ENTRY]);
  });

  it('starts on the next frame on a page without a photo, or for a signed-in visitor', () => {
    const imported = runDeferredStart();
    expect(imported).toEqual([]);
    nextFrame();
    expect(imported).toEqual([ENTRY]);

    localStorage.setItem('token', JSON.stringify('a-token'));
    addPhoto();
    const signedIn = runDeferredStart();
    expect(signedIn).toEqual([]);
    nextFrame();
    expect(signedIn).toEqual([ENTRY]);
  });

  it('starts when the browser reports the photo as the largest paint', () => {
    let report: ((entries: unknown[]) => void) | undefined;
    class ReportingObserver {
      constructor(callback: (list: { getEntries: () => unknown[] }, o: unknown) => void) {
        report = (entries) => callback({ getEntries: () => entries }, this);
      }
      observe = vi.fn();
      disconnect = vi.fn();
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    const photo = addPhoto();
    const imported = runDeferredStart();
    report?.([{ element: document.getElementById('like') }]);
    nextFrame();
    expect(imported).toEqual([]);
    report?.([{ element: photo }]);
    nextFrame();
    expect(imported).toEqual([ENTRY]);
  });

  it('records the buttons clicked before the app starts, once each, until handed over', () => {
    addPhoto();
    runDeferredStart();
    const like = document.getElementById('like') as HTMLButtonElement;
    like.insertAdjacentHTML('beforeend', '<span id="inside">♥</span>');
    document.getElementById('inside')?.click();
    like.click();
    document.getElementById('root')?.insertAdjacentHTML('beforeend', '<button id="share">');
    const share = document.getElementById('share') as HTMLButtonElement;
    share.click();
    const handOver = window[EARLY_CLICKS_GLOBAL];
    expect(handOver?.()).toEqual([like, share]);
    // Handed over: from now on the app sees the clicks.
    const later = document.createElement('button');
    document.getElementById('root')?.append(later);
    later.click();
    expect(handOver?.()).toEqual([like, share]);
  });
});
