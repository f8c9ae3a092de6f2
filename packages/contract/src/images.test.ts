import { describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_WIDTHS,
  imageSrcSet,
  imageVariantPath,
  narrowCoverPath,
  narrowCoverSrc,
  parseImageCopyPath,
} from './images.ts';

describe('smaller copies of stored photos', () => {
  it('names the copies of a stored WebP photo, and none for anything else', () => {
    expect(imageVariantPath('media/ab/x.webp', 480)).toBe('media/ab/x.w480.webp');
    expect(imageVariantPath('media/demo/dish-pho-usual-0.webp', 800)).toBe(
      'media/demo/dish-pho-usual-0.w800.webp',
    );
    for (const path of [
      'media/ab/x.w480.webp',
      'media/ab/x.narrow.webp',
      'media/ab/x.png',
      'https://elsewhere.test/x.webp',
      'data:image/webp;base64,AAAA',
      'media/../x.webp',
    ]) {
      expect(imageVariantPath(path, 480), path).toBeNull();
      expect(narrowCoverPath(path), path).toBeNull();
    }
    expect(narrowCoverPath('media/demo/cover-pho-0.webp')).toBe(
      'media/demo/cover-pho-0.narrow.webp',
    );
  });

  it('reads a copy back to its photo and which copy it is, only for our copies', () => {
    expect(parseImageCopyPath('media/ab/x.w800.webp')).toEqual({
      original: 'media/ab/x.webp',
      copy: { width: 800 },
    });
    expect(parseImageCopyPath('media/ab/x.narrow.webp')).toEqual({
      original: 'media/ab/x.webp',
      copy: { narrow: true },
    });
    expect(parseImageCopyPath('media/ab/x.w123.webp')).toBeNull();
    expect(parseImageCopyPath('media/ab/x.webp')).toBeNull();
    expect(parseImageCopyPath('media/ab/x.wide.webp')).toBeNull();
  });

  it('recognises a copy only as the copies are named: every other spelling is not a copy', () => {
    // Each of these was read as a copy (most as the 480 px one) and made and stored anew by
    // whoever asked: one new file per spelling.
    for (const path of [
      'media/ab/x.w0480.webp',
      'media/ab/x.w00480.webp',
      'media/ab/x.w000640.webp',
      'media/ab/x.w480.0.webp',
      'media/ab/x.w480.w480.webp',
      'media/ab/x.narrow.w480.webp',
      'media/ab/x.w480.narrow.webp',
      'media/ab/x.narrow.narrow.webp',
      'media/ab/x.w+480.webp',
      'media/ab/x.w4.8e2.webp',
      'media/ab/x.w0x1e0.webp',
      'media/ab/x.w480 .webp',
      'media/ab/x.W480.webp',
      'media/ab/x.w480.WEBP',
      'media/ab/x.w481.webp',
      'media/ab/x.w.webp',
      'media/../x.w480.webp',
      'media/ab/x.Narrow.webp',
    ]) {
      expect(parseImageCopyPath(path), path).toBeNull();
    }
  });

  it('reads back exactly the paths it names, for every width and the narrow copy', () => {
    for (const photo of ['media/ab/x.webp', 'media/demo/cover-pho-0.webp', 'media/a1/b_c-d.webp']) {
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const path = imageVariantPath(photo, width);
        expect(path && parseImageCopyPath(path)).toEqual({ original: photo, copy: { width } });
      }
      const narrow = narrowCoverPath(photo);
      expect(narrow && parseImageCopyPath(narrow)).toEqual({
        original: photo,
        copy: { narrow: true },
      });
      // The srcset the web app and the server's preload write names only such paths.
      const srcset = imageSrcSet(photo, 'item', (p) => `/${p}`) ?? '';
      const copies = srcset.split(', ').map((c) => c.split(' ')[0]!.slice(1));
      expect(copies.slice(0, -1).map((c) => parseImageCopyPath(c)?.original)).toEqual(
        IMAGE_VARIANT_WIDTHS.map(() => photo),
      );
    }
  });

  it("writes the srcset with the original's widest size last, in the URL form given", () => {
    expect(imageSrcSet('media/ab/x.webp', 'item', (p) => `/${p}`)).toBe(
      '/media/ab/x.w480.webp 480w, /media/ab/x.w640.webp 640w, /media/ab/x.w800.webp 800w, /media/ab/x.webp 1200w',
    );
    expect(imageSrcSet('/media/ab/x.webp', 'cover', (p) => `https://cdn.test/${p}`)).toBe(
      'https://cdn.test/media/ab/x.w480.webp 480w, https://cdn.test/media/ab/x.w640.webp 640w, https://cdn.test/media/ab/x.w800.webp 800w, https://cdn.test/media/ab/x.webp 1920w',
    );
    expect(imageSrcSet(null, 'item', (p) => p)).toBeNull();
    // A cover's narrow copy, from the same path forms.
    expect(narrowCoverSrc('/media/ab/x.webp', (p) => `/${p}`)).toBe('/media/ab/x.narrow.webp');
    expect(narrowCoverSrc('media\\ab\\x.webp', (p) => p)).toBe('media/ab/x.narrow.webp');
    expect(narrowCoverSrc('https://elsewhere.test/x.webp', (p) => p)).toBeNull();
    expect(narrowCoverSrc(null, (p) => p)).toBeNull();
    expect(imageSrcSet('https://elsewhere.test/x.webp', 'item', (p) => p)).toBeNull();
  });
});
