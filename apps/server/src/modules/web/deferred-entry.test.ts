import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFERRED_ENTRY_CSP_SOURCES,
  DEFERRED_ENTRY_SCRIPT,
  deferEntry,
  HOLD_PHOTOS_SCRIPT,
  HOLD_PHOTOS_TAG,
} from './deferred-entry.ts';

const INDEX =
  '<html><head><title>Menudex</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<style>.x{}</style></head><body><div id="root"></div></body></html>';

describe("a server-rendered page's scripts start after its largest photo", () => {
  it('replaces the entry script by the inline start, naming the entry and the route chunks', () => {
    const html = deferEntry(INDEX, ['/assets/the-list-1.js', '/assets/public-2.js']);
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).toContain(
      '<script type="module" data-entry="/assets/index-abc.js" data-modules="/assets/the-list-1.js /assets/public-2.js">' +
        DEFERRED_ENTRY_SCRIPT +
        '</script>',
    );
    // Nothing else moves.
    expect(html.replace(/<script type="module" data-entry[^]*?<\/script>/, '')).toBe(
      INDEX.replace(/<script type="module" crossorigin[^]*?<\/script>/, ''),
    );
  });

  it('allows exactly that script and the one holding the lazy photos, by the hashes of their text', () => {
    const hash = (script: string) =>
      `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
    expect(DEFERRED_ENTRY_CSP_SOURCES).toEqual([
      hash(DEFERRED_ENTRY_SCRIPT),
      hash(HOLD_PHOTOS_SCRIPT),
    ]);
    // The holding script runs as the parser reaches it (a classic script, not a module), and the
    // start gives the photos back before anything else.
    expect(HOLD_PHOTOS_TAG).toBe(`<script>${HOLD_PHOTOS_SCRIPT}</script>`);
    expect(DEFERRED_ENTRY_SCRIPT).toMatch(
      /started = true;\n {2}window\.__menudexReleasePhotos\?\.\(\);/,
    );
    expect(HOLD_PHOTOS_SCRIPT).toContain('window.__menudexReleasePhotos = release;');
    // No way out of the element, whatever the attributes hold.
    expect(DEFERRED_ENTRY_SCRIPT).not.toContain('</script');
    expect(HOLD_PHOTOS_SCRIPT).not.toContain('</script');
    expect(deferEntry(INDEX, ['/a.js"><script>x</script>'])).not.toContain('<script>x');
  });

  it('leaves a page without a built entry script as it is (a development build)', () => {
    const dev = '<html><head></head><body><script type="module" src="/src/main.tsx"></script>';
    expect(deferEntry(dev, [])).toBe(dev);
  });
});
