import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '@menudex/contract/images';
import { firstScreen, imageSrcSetUrl, imageUrl, photoLoading } from './image-url.ts';

describe('imageSrcSetUrl', () => {
  it("is the contract's srcset with each URL exactly as imageUrl writes it", () => {
    expect(imageSrcSetUrl('media/ab/x.webp', 'item')).toBe(
      '/media/ab/x.w480.webp 480w, /media/ab/x.w640.webp 640w, /media/ab/x.w800.webp 800w, /media/ab/x.webp 1200w',
    );
    expect(imageSrcSetUrl('/media/ab/x.webp', 'cover')).toBe(
      imageSrcSet('media/ab/x.webp', 'cover', imageUrl),
    );
  });

  it('is undefined (src alone) for a photo without copies', () => {
    for (const path of [
      null,
      undefined,
      '',
      'https://example.com/x.webp',
      'data:image/png;base64,AA',
    ])
      expect(imageSrcSetUrl(path, 'item'), String(path)).toBeUndefined();
    expect(imageSrcSetUrl('media/ab/x.w480.webp', 'item')).toBeUndefined();
  });
});

describe('photo priority', () => {
  it('loads the largest photo at once and first, the rest of the first row at once after it, the others lazily', () => {
    expect(photoLoading('high')).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(photoLoading('low')).toEqual({ loading: 'eager', fetchPriority: 'low' });
    expect(photoLoading('lazy')).toEqual({ loading: 'lazy' });
    expect(photoLoading()).toEqual({ loading: 'lazy' });
  });

  it('gives high to the first card only, low to the rest of its row, lazy below', () => {
    expect([0, 1, 2, 3].map((i) => firstScreen(i, 3))).toEqual(['high', 'low', 'low', 'lazy']);
    expect([0, 1, 4].map((i) => firstScreen(i, 4, false))).toEqual(['low', 'low', 'lazy']);
  });
});
