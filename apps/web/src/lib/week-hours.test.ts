import { describe, expect, it } from 'vitest';
import type { Hours } from '@menudex/contract/hours';
import { rangeParts, weekDayOf, weekRows, writtenRanges } from './week-hours.ts';

describe('week hours as a visitor reads them', () => {
  it('names the weekday of a date', () => {
    expect(weekDayOf('2026-11-23')).toBe('mon');
    expect(weekDayOf('2026-11-29')).toBe('sun');
    expect(weekDayOf('1969-12-31')).toBe('wed');
  });

  it('writes a closed day and a whole day', () => {
    expect(rangeParts([])).toEqual(['Closed']);
    expect(rangeParts([{ opens: '00:00', closes: '24:00' }])).toEqual(['Open 24 hours']);
  });

  it('keeps each range one piece, so a line wraps between ranges only', () => {
    expect(
      rangeParts([
        { opens: '11:00', closes: '14:30' },
        { opens: '17:00', closes: '22:00' },
      ]),
    ).toEqual(['11:00–14:30', '17:00–22:00']);
  });

  it('cuts hours as a source wrote them into whole ranges and the text between', () => {
    expect(writtenRanges('Mo-Fr 11:00-14:30,17:00 - 22:00; Sa 11am-2:30pm; PH off')).toEqual([
      { text: 'Mo-Fr ', range: false },
      { text: '11:00-14:30', range: true },
      { text: ',', range: false },
      { text: '17:00 - 22:00', range: true },
      { text: '; Sa ', range: false },
      { text: '11am-2:30pm', range: true },
      { text: '; PH off', range: false },
    ]);
    expect(writtenRanges('By appointment')).toEqual([{ text: 'By appointment', range: false }]);
  });
});

describe("today's row", () => {
  // Tuesday 2026-11-24, 15:00 in Los Angeles.
  const now = new Date('2026-11-24T23:00:00Z');
  const base: Hours = {
    timeZone: 'America/Los_Angeles',
    weekly: [
      { day: 'tue', opens: '17:00', closes: '22:00' },
      { day: 'tue', opens: '11:00', closes: '14:30' },
      { day: 'wed', opens: '11:00', closes: '22:00' },
    ],
    special: [],
    temporarilyClosed: false,
    reopensOn: null,
  };
  const today = (hours: Hours) => weekRows(hours, now).find((row) => row.today);

  it('shows the usual hours on an ordinary day', () => {
    expect(today(base)).toMatchObject({
      day: 'tue',
      text: '11:00–14:30, 17:00–22:00',
      note: '',
    });
  });

  it('says Closed with the reason on a special day closed for a holiday', () => {
    const hours = {
      ...base,
      special: [{ date: '2026-11-24', closed: true, ranges: [], note: 'Thanksgiving' }],
    };
    expect(today(hours)).toMatchObject({
      day: 'tue',
      parts: ['Closed'],
      note: 'Special day: Thanksgiving',
    });
    // Only today's row changes: the other days keep their usual hours.
    expect(weekRows(hours, now).find((r) => r.day === 'wed')?.text).toBe('11:00–22:00');
  });

  it("shows a special day's own hours instead of the weekday's", () => {
    const hours = {
      ...base,
      special: [
        {
          date: '2026-11-24',
          closed: false,
          ranges: [
            { opens: '16:00', closes: '20:00' },
            { opens: '10:00', closes: '13:00' },
          ],
          note: '',
        },
      ],
    };
    expect(today(hours)).toMatchObject({
      parts: ['10:00–13:00', '16:00–20:00'],
      note: 'Special day',
    });
  });

  it('ignores special days on other dates', () => {
    const hours = {
      ...base,
      special: [{ date: '2026-12-01', closed: true, ranges: [], note: 'Staff party' }],
    };
    expect(today(hours)).toMatchObject({ text: '11:00–14:30, 17:00–22:00', note: '' });
  });

  it('says Closed while the business is temporarily closed, and the usual hours from its reopening date', () => {
    expect(today({ ...base, temporarilyClosed: true })).toMatchObject({
      text: 'Closed',
      note: 'Temporarily closed',
    });
    expect(today({ ...base, temporarilyClosed: true, reopensOn: '2026-11-24' })).toMatchObject({
      text: '11:00–14:30, 17:00–22:00',
      note: '',
    });
  });
});
