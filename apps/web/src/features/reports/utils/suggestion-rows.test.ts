import { describe, expect, it } from 'vitest';
import type { Locale } from '@menudex/contract/i18n/locales';
import type { ReportSuggestion } from '@menudex/contract/reports';
import { aBusiness } from '../../../components/testing/fixtures.ts';
import { translator } from '../../../lib/i18n.tsx';
import type { QueueWords } from './hours-text.ts';
import { suggestionRows } from './suggestion-rows.ts';

const words = (locale: Locale): QueueWords => ({ t: translator<string>(locale), locale });

const suggestion: ReportSuggestion = {
  hours: {
    weekly: [
      { day: 'sun', opens: '08:00', closes: '12:00' },
      { day: 'sat', opens: '08:00', closes: '12:00' },
    ],
    special: [],
    temporarilyClosed: false,
    reopensOn: null,
  },
};

describe('suggestionRows: the hours row', () => {
  it('says a business without hours has none, and names the days from Monday, in English', () => {
    const [row] = suggestionRows(suggestion, aBusiness({ hours: null }), words('en'));
    expect(row).toMatchObject({
      field: 'hours',
      current: 'none',
      suggested: 'Saturday 08:00–12:00; Sunday 08:00–12:00',
    });
  });

  it('says the same in Vietnamese', () => {
    const [row] = suggestionRows(suggestion, aBusiness({ hours: null }), words('vi'));
    expect(row).toMatchObject({
      current: 'chưa có',
      suggested: 'Thứ Bảy 08:00–12:00; Chủ Nhật 08:00–12:00',
    });
  });

  it('leaves the current value empty while the business is not loaded', () => {
    const [row] = suggestionRows(suggestion, undefined, words('vi'));
    expect(row?.current).toBe('');
  });
});
