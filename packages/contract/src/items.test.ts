import { describe, expect, it } from 'vitest';
import {
  invalidPriceText,
  itemFieldsSchemasFor,
  ITEM_LIMITS,
  ITEM_TEXTS,
  parsePriceCents,
} from './items.ts';
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

describe('parsePriceCents in a currency without decimals', () => {
  it('reads whole prices as people in Vietnam write them', () => {
    for (const written of [
      '45000',
      '45,000',
      '45.000',
      '45 000',
      '45.000đ',
      '₫45,000',
      '45000 VND',
    ])
      expect(parsePriceCents(written, 'VND'), written).toBe(4_500_000);
    expect(parsePriceCents('1.250.000', 'VND')).toBe(125_000_000);
  });

  it('refuses decimals, which VND has not', () => {
    for (const bad of ['45000.5', '12.50', '1.5', '45,00', 'abc45'])
      expect(parsePriceCents(bad, 'VND'), bad).toBeUndefined();
    expect(invalidPriceText('VND')).toBe(
      'Please enter a price like 45000: prices in VND have no decimals',
    );
    expect(invalidPriceText('USD')).toBe(ITEM_TEXTS.invalidPrice);
  });

  it('takes dearer dishes than two-decimal currencies, up to 20,000,000', () => {
    expect(parsePriceCents('20000000', 'VND')).toBe(2_000_000_000);
    expect(parsePriceCents('20000001', 'VND')).toBeUndefined();
  });

  it('checks item forms by the currency, leaving USD forms as they were', () => {
    const vnd = itemFieldsSchemasFor('VND');
    expect(vnd.create.safeParse({ name: 'Phở', topic: 'Mains', price: '45,000' }).data?.price).toBe(
      4_500_000,
    );
    const refused = vnd.update.safeParse({ price: '45000.50' });
    expect(refused.error?.issues[0]?.message).toBe(invalidPriceText('VND'));
    expect(itemFieldsSchemasFor('USD').update.safeParse({ price: '12.50' }).data?.price).toBe(1250);
  });
});
