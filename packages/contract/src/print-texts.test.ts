// The print kit's words: every language says everything English says, and writes its dates as Intl
// writes them in that language (the print kit writes them without Intl, as the pages do).
import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales.ts';
import { PRINT_TEXTS } from './insights.ts';
import { PRINT_TEXTS_BY_LOCALE, PRINT_TEXTS_VI } from './print-texts.ts';

const INTL_LOCALE = { en: 'en-US', vi: 'vi' } as const;

describe('the print kit in every language', () => {
  it('keeps English as PRINT_TEXTS writes it', () => {
    const en = PRINT_TEXTS_BY_LOCALE.en;
    expect(en.scanForMenu).toBe(PRINT_TEXTS.scanForMenu);
    expect(en.page(2, 3)).toBe('Page 2 of 3');
    expect(en.weekdays).toEqual(PRINT_TEXTS.weekdays);
    expect(en.contains('soy, sesame')).toBe('Contains: soy, sesame');
  });

  it('has Vietnamese for every text, with no English one left', () => {
    const en = PRINT_TEXTS_BY_LOCALE.en;
    for (const [key, value] of Object.entries(PRINT_TEXTS_VI)) {
      const english = en[key as keyof typeof en];
      if (typeof value === 'string') {
        expect(value, key).not.toBe('');
        if (key !== 'tableTentTitle' && key !== 'stickerTitle')
          expect(value, key).not.toBe(english);
      }
    }
    expect(PRINT_TEXTS_VI.weekdays.mon).toBe('Thứ Hai');
    expect(PRINT_TEXTS_VI.page(1, 2)).toBe('Trang 1/2');
    expect(PRINT_TEXTS_VI.contains('sữa, mè')).toBe('Có chứa: sữa, mè');
    expect(PRINT_TEXTS_VI.diets.vegan).toBe('Thuần chay');
    expect(PRINT_TEXTS_VI.allergens.peanuts).toBe('đậu phộng');
  });

  it('writes every day of a year as Intl does, with and without the year', () => {
    for (const locale of LOCALES) {
      const short = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
      const long = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let n = 0; n < 366; n++) {
        const date = new Date(Date.UTC(2027, 0, 1 + n));
        const day = {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          weekday: date.getUTCDay(),
        };
        expect(PRINT_TEXTS_BY_LOCALE[locale].date(day, false)).toBe(short.format(date));
        expect(PRINT_TEXTS_BY_LOCALE[locale].date(day, true)).toBe(long.format(date));
      }
    }
  });
});
