import { describe, expect, it } from 'vitest';
import { WRITTEN_CURRENCIES, WRITTEN_LOCALES, currencyForCountry, formatPrice } from './price.ts';

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

  it("writes prices the page's language's way", () => {
    expect(formatPrice(45000, 'VND', 'vi')).toBe('45.000\u00a0₫');
    expect(formatPrice(1234.5, 'USD', 'vi')).toBe('1.234,50\u00a0US$');
    expect(formatPrice(45000, 'VND', 'en')).toBe('₫45,000');
    // A language without a written style of its own is Intl's.
    expect(formatPrice(12.5, 'EUR', 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(12.5),
    );
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

describe('formatPrice without Intl', () => {
  // formatPrice writes the businesses' currencies itself (no ICU set-up while a page hydrates):
  // what it writes must be what Intl writes, for every amount a menu may hold.
  const intl = (price: number, currency: string, locale = 'en-US') =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price);

  it('covers every currency a country maps to', () => {
    const mapped = new Set(
      ['US', 'CA', 'VN', 'GB', 'AU', 'JP', 'MX', 'FR', 'DE', 'ES', 'IT', 'NL'].map((c) =>
        currencyForCountry(c),
      ),
    );
    for (const currency of mapped) expect(WRITTEN_CURRENCIES).toContain(currency);
  });

  it('writes what Intl writes, rounding halves away from zero as Intl does', () => {
    const amounts = [
      0, 0.004, 0.005, 0.01, 0.5, 1, 1.005, 1.015, 2.675, 9.995, 9.999, 10, 12.5, 99.99, 999.5,
      999.995, 1000, 1234.5, 45000, 999999.995, 1234567.89, 99999999999.99,
    ];
    // And a spread of menu-like amounts with up to four decimals.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i++) {
      const magnitude = 10 ** Math.floor(random() * 7);
      const decimals = Math.floor(random() * 5);
      amounts.push(Number((random() * magnitude).toFixed(decimals)));
    }
    const tags: Record<string, string> = { en: 'en-US', vi: 'vi' };
    for (const locale of WRITTEN_LOCALES) {
      for (const currency of WRITTEN_CURRENCIES) {
        for (const amount of amounts) {
          expect(formatPrice(amount, currency, locale), `${amount} ${currency} ${locale}`).toBe(
            intl(amount, currency, tags[locale]),
          );
        }
      }
    }
  });

  it('leaves other currencies and amounts it does not write to Intl', () => {
    expect(formatPrice(12.5, 'CHF')).toBe(intl(12.5, 'CHF'));
    expect(formatPrice(-3, 'USD')).toBe(intl(-3, 'USD'));
    expect(formatPrice(1e21, 'USD')).toBe(intl(1e21, 'USD'));
    expect(formatPrice(-3, 'VND', 'vi')).toBe(intl(-3, 'VND', 'vi'));
  });
});
