import { describe, expect, it } from 'vitest';
import { parseMaxPrice, type Filters } from './filters.ts';
import { activeFilterChips } from './filter-labels.ts';
import { loadLocale, translator } from './i18n.tsx';
import {
  amountText,
  currencySign,
  hasDecimals,
  priceExample,
  priceLevelRange,
  priceLevelRanges,
  priceLevelText,
  US_PLACE,
} from './place.ts';

const VIETNAM = {
  ...US_PLACE,
  currency: 'VND',
  priceLevels: [50000, 150000, 400000],
};

const NO_FILTERS: Filters = {
  diet: [],
  without: [],
  maxPrice: null,
  priceLevel: [],
  openNow: false,
  near: null,
  sort: null,
};

describe('prices and price levels by the install settings', () => {
  it('write amounts in the currency, whole ones without decimals', () => {
    expect(amountText(15, 'USD')).toBe('$15');
    expect(amountText(12.5, 'USD')).toBe('$12.50');
    expect(amountText(50000, 'VND')).toBe('₫50,000');
    expect(amountText(1000, 'USD')).toBe('$1,000');
  });

  it("write amounts the page's language's way", () => {
    expect(amountText(15, 'USD', 'vi')).toBe('15\u00a0US$');
    expect(amountText(1000, 'USD', 'vi')).toBe('1.000\u00a0US$');
    expect(amountText(12.5, 'USD', 'vi')).toBe('12,50\u00a0US$');
    expect(amountText(50000, 'VND', 'vi')).toBe('50.000\u00a0₫');
    const chips = activeFilterChips({ ...NO_FILTERS, maxPrice: 45000 }, 'VND', undefined, 'vi');
    expect(chips.map((c) => c.label)).toEqual(['Up to 45.000\u00a0₫']);
  });

  it('say what each price level covers, from PRICE_LEVELS', () => {
    expect(priceLevelRange(1, US_PLACE)).toBe('under $15');
    expect(priceLevelRange(2, US_PLACE)).toBe('$15 to $30');
    expect(priceLevelRange(4, US_PLACE)).toBe('$60 and over');
    expect(priceLevelRanges(VIETNAM)).toBe(
      '₫ under ₫50,000, ₫₫ ₫50,000 to ₫150,000, ₫₫₫ ₫150,000 to ₫400,000, ₫₫₫₫ ₫400,000 and over',
    );
  });

  it('write price levels with the install currency sign, not always $', () => {
    expect([1, 2, 3, 4].map((level) => priceLevelText(level, 'USD'))).toEqual([
      '$',
      '$$',
      '$$$',
      '$$$$',
    ]);
    expect(priceLevelText(2, 'VND')).toBe('₫₫');
    expect(priceLevelText(3, 'EUR')).toBe('€€€');
    const chips = activeFilterChips({ ...NO_FILTERS, priceLevel: [1, 3] }, 'VND');
    expect(chips.map((c) => c.label)).toEqual(['₫', '₫₫₫']);
  });

  it('say the price levels in the page language', async () => {
    await loadLocale('vi');
    expect(priceLevelRanges(VIETNAM, translator('vi'))).toBe(
      '₫ dưới ₫50,000, ₫₫ từ ₫50,000 đến ₫150,000, ₫₫₫ từ ₫150,000 đến ₫400,000, ₫₫₫₫ từ ₫400,000 trở lên',
    );
    const chips = activeFilterChips(
      { ...NO_FILTERS, diet: ['vegan'], without: ['peanuts'], maxPrice: 100000 },
      'VND',
      translator('vi'),
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Thuần chay',
      'Không có đậu phộng',
      'Tối đa ₫100,000',
    ]);
  });

  it('give price fields the sign and the example of the currency', () => {
    expect(currencySign('USD')).toBe('$');
    expect(currencySign('VND')).toBe('₫');
    expect(priceExample('USD')).toBe('15 or 12.50');
    expect(priceExample('VND')).toBe('50000');
    expect([hasDecimals('USD'), hasDecimals('VND')]).toEqual([true, false]);
  });

  it('take a maximum price in dong, with its sign and thousands', () => {
    expect(parseMaxPrice('100000')).toBe(100000);
    expect(parseMaxPrice('₫100,000')).toBe(100000);
    expect(parseMaxPrice('$15')).toBe(15);
    expect(parseMaxPrice('10000000')).toBeNull();
  });

  it('name the maximum price chip in the currency', () => {
    const filters = { ...NO_FILTERS, maxPrice: 100000 };
    expect(activeFilterChips(filters, 'VND').map((c) => c.label)).toEqual(['Up to ₫100,000']);
    expect(activeFilterChips({ ...filters, maxPrice: 15 }).map((c) => c.label)).toEqual([
      'Up to $15',
    ]);
  });
});
