import { describe, expect, it } from 'vitest';
import { rangeText, weekDayOf } from './week-hours.ts';

describe('week hours as a visitor reads them', () => {
  it('names the weekday of a date', () => {
    expect(weekDayOf('2026-11-23')).toBe('mon');
    expect(weekDayOf('2026-11-29')).toBe('sun');
    expect(weekDayOf('1969-12-31')).toBe('wed');
  });

  it('writes ranges, a closed day and a whole day', () => {
    expect(rangeText([])).toBe('Closed');
    expect(rangeText([{ opens: '00:00', closes: '24:00' }])).toBe('Open 24 hours');
    expect(
      rangeText([
        { opens: '11:00', closes: '14:30' },
        { opens: '17:00', closes: '22:00' },
      ]),
    ).toBe('11:00–14:30, 17:00–22:00');
  });
});
