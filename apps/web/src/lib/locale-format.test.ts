import { describe, expect, it } from 'vitest';
import { LOCALES } from '@menudex/contract/i18n/locales';
import { formatCount, formatDay } from './locale-format.ts';

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
});
