// The page as composed from the web build's shell (page-shell.ts): what goes where, and nothing a
// page's data holds can leave the element it goes in.
import { describe, expect, it } from 'vitest';
import { TEST_SHELL } from '../../testing/web-build.ts';
import { composePage } from './page-shell.ts';

const BARE = { meta: '', photoTag: '', modules: [], rendered: null };

describe('a page composed from the shell', () => {
  it("is the shell's head, the site's title and the entry when the browser renders it", () => {
    expect(composePage(TEST_SHELL, { ...BARE, modules: ['/assets/profile-4.js'] })).toBe(
      '<!doctype html><html lang="en"><head>' +
        TEST_SHELL.head +
        TEST_SHELL.siteMeta +
        '<link rel="modulepreload" crossorigin href="/assets/profile-4.js">' +
        `<script type="module" crossorigin src="${TEST_SHELL.entry}"></script>` +
        '</head><body><div id="root"></div></body></html>',
    );
  });

  it("puts a page's own metadata in place of the site's, and its photo before its chunks", () => {
    const html = composePage(TEST_SHELL, {
      ...BARE,
      meta: '<title>Phở Hòa · Menudex</title>',
      photoTag: '<link rel="preload" as="image" href="/media/a.webp">',
      modules: ['/assets/a.js'],
    });
    expect(html).not.toContain(TEST_SHELL.siteMeta);
    expect(html).toMatch(
      /<title>Phở Hòa · Menudex<\/title><link rel="preload" as="image"[^>]*><link rel="modulepreload"[^>]*><script type="module"/,
    );
  });

  it('starts a rendered page from the inline start, with its state and time zones', () => {
    const html = composePage(TEST_SHELL, {
      meta: '<title>x</title>',
      photoTag: '',
      modules: ['/assets/business-3.js', '/assets/public-2.js'],
      rendered: {
        html: '<h1>Phở</h1>',
        styles: '<style>.a{}</style>',
        stateJson: '{"queries":[]}',
        zones: { 'Asia/Ho_Chi_Minh': [{ from: 0, until: 1, offset: 420 }] },
      },
    });
    expect(html).toBe(
      '<!doctype html><html lang="en"><head>' +
        TEST_SHELL.head +
        '<title>x</title><style>.a{}</style>' +
        `<script>${TEST_SHELL.holdPhotos.code}</script>` +
        `<script type="module" data-entry="${TEST_SHELL.entry}" data-modules="/assets/business-3.js /assets/public-2.js">${TEST_SHELL.deferredStart.code}</script>` +
        '</head><body><div id="root"><h1>Phở</h1></div>' +
        '<script type="application/json" id="menudex-state">{"queries":[]}</script>' +
        '<script type="application/json" id="menudex-zones">{"Asia/Ho_Chi_Minh":[{"from":0,"until":1,"offset":420}]}</script>' +
        '</body></html>',
    );
  });

  it('keeps chunk names and the entry inside their attributes, whatever they hold', () => {
    const html = composePage(
      { ...TEST_SHELL, entry: '/a.js"><script>x</script>' },
      {
        ...BARE,
        modules: ['/b.js"><script>y</script>'],
        rendered: { html: '', styles: '', stateJson: '{}', zones: {} },
      },
    );
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('<script>y');
  });
});
