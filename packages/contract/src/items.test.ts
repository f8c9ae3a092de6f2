import { describe, expect, it } from 'vitest';
import { ITEM_LIMITS, parsePriceCents } from './items.ts';
import { LIMITS } from './constants.ts';

describe('parsePriceCents', () => {
  it('reads prices as people type them, in cents', () => {
    expect(parsePriceCents('12')).toBe(1200);
    expect(parsePriceCents('12.50')).toBe(1250);
    expect(parsePriceCents('12.5')).toBe(1250);
    expect(parsePriceCents('$12.5')).toBe(1250);
    expect(parsePriceCents(' $ 12 ')).toBe(1200);
    expect(parsePriceCents('12.')).toBe(1200);
    expect(parsePriceCents('.5')).toBe(50);
    expect(parsePriceCents('$.99')).toBe(99);
    expect(parsePriceCents('0')).toBe(0);
  });

  it('answers null for an empty price', () => {
    expect(parsePriceCents('')).toBeNull();
    expect(parsePriceCents('   ')).toBeNull();
  });

  it('answers undefined for what is not a price', () => {
    for (const bad of ['-1', 'abc', '1.234', '1e3', '12,50', '$', '12 50', '1\u00002']) {
      expect(parsePriceCents(bad), bad).toBeUndefined();
    }
  });

  it('stops at the largest price', () => {
    expect(ITEM_LIMITS.maxPriceCents).toBe(99_999_999);
    expect(parsePriceCents('999999.99')).toBe(99_999_999);
    expect(parsePriceCents('1000000')).toBeUndefined();
  });
});

describe('the generated-image data URL limit', () => {
  it('fits a full-size image in base64 with its prefix, and little more', () => {
    const fullSize = `data:image/jpeg;base64,${'A'.repeat(Math.ceil(LIMITS.imageMaxBytes / 3) * 4)}`;
    expect(fullSize.length).toBeLessThanOrEqual(ITEM_LIMITS.imageDataUrlMaxLength);
    expect(ITEM_LIMITS.imageDataUrlMaxLength).toBeLessThan(LIMITS.imageMaxBytes * 1.4);
  });
});
