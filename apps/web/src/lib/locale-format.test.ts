import { describe, expect, it } from 'vitest';
import { LOCALES } from '@menudex/contract/i18n/locales';
import { formatCount, formatDay, pluralCategory } from './locale-format.ts';

describe('numbers and dates without Intl', () => {
  it.each(LOCALES)('write counts as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    for (const n of [0, 1, 7, 12, 999, 1000, 1200, 12345, 999999, 1234567, -4321]) {
      expect(formatCount(n, locale)).toBe(intl.format(n));
    }
  });

  it.each(LOCALES)('write days as Intl’s medium date style does in %s', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    for (const day of ['2026-01-01', '2026-11-27', '2025-02-09', '2030-12-31']) {
      expect(formatDay(day, locale)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it.each(LOCALES)('select plural categories as Intl.PluralRules does in %s', (locale) => {
    const numbers = [0, 0.5, 1, 1.5, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113, 1e6];
    for (let n = -150; n <= 1200; n++) numbers.push(n);
    for (const type of ['cardinal', 'ordinal'] as const) {
      const intl = new Intl.PluralRules(locale, { type });
      for (const n of numbers) {
        expect(pluralCategory(locale, n, type === 'ordinal'), `${type} ${n}`).toBe(intl.select(n));
      }
    }
  });
});
