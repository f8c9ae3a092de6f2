import { describe, expect, it } from 'vitest';
import { currencyForCountry, formatPrice } from './price.ts';

describe('formatPrice', () => {
  it('shows whole and fractional USD prices alike, with two decimals', () => {
    expect(formatPrice(3)).toBe('$3.00');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(1234.5, 'USD')).toBe('$1,234.50');
  });

  it("formats in the business's currency", () => {
    expect(formatPrice(45000, currencyForCountry('VN'))).toBe('₫45,000');
    expect(formatPrice(7.5, currencyForCountry('ca'))).toBe('CA$7.50');
  });

  it('shows nothing for an item without a price', () => {
    expect(formatPrice(null)).toBeNull();
  });

  it('prices in USD when the country is unknown or empty', () => {
    expect(currencyForCountry('')).toBe('USD');
    expect(currencyForCountry('Atlantis')).toBe('USD');
    expect(currencyForCountry(undefined)).toBe('USD');
  });
});
