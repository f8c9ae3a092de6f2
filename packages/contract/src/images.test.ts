import { describe, expect, it } from 'vitest';
import {
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
