import { describe, expect, it } from 'vitest';
import { findingOf, priceLevelOf } from './finding.ts';
import { parsePriceLevels, priceLevelCents } from './place.ts';
import { currencyDecimals, currencyForCountry, formatPrice, isCurrencyCode } from './price.ts';

describe('PRICE_LEVELS', () => {
  it('reads three ascending amounts in the currency', () => {
    expect(parsePriceLevels('15,30,60', 'USD')).toEqual({ bounds: [15, 30, 60] });
    expect(parsePriceLevels(' 50000 , 150000,400000 ', 'VND')).toEqual({
      bounds: [50000, 150000, 400000],
    });
  });

  it('says what is wrong with anything else', () => {
    expect(parsePriceLevels('60,30,15', 'USD')).toEqual({
      problem: 'must be three ascending amounts in USD, like 15,30,60',
    });
    expect(parsePriceLevels('0,30,60', 'USD')).toHaveProperty('problem');
    expect(parsePriceLevels('15,30,60,90', 'USD')).toHaveProperty('problem');
    expect(parsePriceLevels('15.5,30,60', 'VND')).toEqual({
      problem: 'has 15.5, but prices in VND have no decimals',
    });
  });

  it('sorts a median price into $ to $$$$ by the install limits', () => {
    const vnd = [50000, 150000, 400000] as const;
    expect(priceLevelOf(45000, vnd)).toBe(1);
    expect(priceLevelOf(50000, vnd)).toBe(2);
    expect(priceLevelOf(399999, vnd)).toBe(3);
    expect(priceLevelOf(400000, vnd)).toBe(4);
    // Without limits, the default 15/30/60.
    expect(priceLevelOf(45)).toBe(3);
    expect(priceLevelCents(vnd)).toEqual([5_000_000, 15_000_000, 40_000_000]);
    expect(priceLevelCents()).toEqual([1500, 3000, 6000]);
  });
});

describe('currencies', () => {
  it('know how many decimals a currency has', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('KRW')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
  });

  it('know ISO 4217 codes, upper case only', () => {
    expect(isCurrencyCode('VND')).toBe(true);
    expect(isCurrencyCode('THB')).toBe(true);
    expect(isCurrencyCode('vnd')).toBe(false);
    expect(isCurrencyCode('DONG')).toBe(false);
  });

  it("price a business whose country says nothing in the install's currency", () => {
    expect(currencyForCountry('', 'VND')).toBe('VND');
    expect(currencyForCountry('US', 'VND')).toBe('USD');
    expect(formatPrice(45000, currencyForCountry('', 'VND'))).toBe('₫45,000');
  });
});

describe('the finding of a listing', () => {
  it('carries the install price levels when given, for the priceLevel filter', () => {
    const bounds = [50000, 150000, 400000] as const;
    expect(findingOf({ priceLevel: ['2'] }, bounds).priceLevelBounds).toEqual(bounds);
    expect(priceLevelCents(findingOf({}).priceLevelBounds)).toEqual([1500, 3000, 6000]);
  });
});
