import { describe, expect, it } from 'vitest';
import { addDays, changeText, everyDay, periodRanges, totals, zeroDay } from './periods.ts';

describe('insights periods', () => {
  it('takes the last N days up to today and the N days before them', () => {
    const ranges = periodRanges(7, new Date(2026, 2, 3, 15, 0));
    expect(ranges.current).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(ranges.previous).toEqual({ from: '2026-02-18', to: '2026-02-24' });
  });

  it('counts calendar days across a change of the clocks and a year', () => {
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('fills the days the server has no row for with zeros, in order', () => {
    const days = everyDay({ from: '2026-03-01', to: '2026-03-03' }, [
      { ...zeroDay('2026-03-02'), views: 4 },
    ]);
    expect(days.map((d) => [d.date, d.views])).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 4],
      ['2026-03-03', 0],
    ]);
  });

  it('adds up each count over the days', () => {
    const sums = totals([
      { ...zeroDay('2026-03-01'), views: 2, calls: 1 },
      { ...zeroDay('2026-03-02'), views: 3, likes: 4 },
    ]);
    expect(sums).toMatchObject({ views: 5, calls: 1, likes: 4, directions: 0 });
  });

  it('writes the change against the previous period, and no percentage of nothing', () => {
    expect(changeText(112, 100)).toBe('+12%');
    expect(changeText(95, 100)).toBe('−5%');
    expect(changeText(100, 100)).toBe('0%');
    expect(changeText(0, 0)).toBe('0%');
    expect(changeText(3, 0)).toBeNull();
  });
});
