// The hours editor's rules for typed times and new ranges.
import { describe, expect, it } from 'vitest';
import { translator } from '../../../lib/i18n.tsx';
import { clockProblem, nextRange, typedClock } from './hours-draft.ts';

const en = translator<string>('en');
const vi = translator<string>('vi');

describe('a time as an owner types it', () => {
  it('reads the 24-hour clock in the ways people write it, as HH:MM', () => {
    expect(typedClock('09:00')).toBe('09:00');
    expect(typedClock('9')).toBe('09:00');
    expect(typedClock('930')).toBe('09:30');
    expect(typedClock('1730')).toBe('17:30');
    expect(typedClock(' 17:30 ')).toBe('17:30');
    expect(typedClock('17.30')).toBe('17:30');
    expect(typedClock('17h30')).toBe('17:30');
    expect(typedClock('0:00')).toBe('00:00');
    expect(typedClock('24')).toBe('24:00');
  });

  it('refuses what is no time on the 24-hour clock', () => {
    for (const text of ['', '25:00', '9:75', '24:30', '9am', '09:00 AM', '2:30 PM', '12345', 'x'])
      expect(typedClock(text)).toBeUndefined();
  });

  it('says what is wrong, naming the field and the 24-hour form', () => {
    expect(clockProblem('opens', '09:00', en)).toBeNull();
    expect(clockProblem('closes', '24:00', en)).toBeNull();
    expect(clockProblem('opens', '9am', en)).toBe(
      'Opens: “9am” is not a time. Use the 24-hour clock, like 09:00 or 17:30.',
    );
    expect(clockProblem('closes', '25:00', en)).toBe(
      'Closes: “25:00” is not a time. Use the 24-hour clock, like 17:30 (24:00 for midnight).',
    );
    expect(clockProblem('opens', '24:00', en)).toBe(
      'Opens: a range cannot open at 24:00 (midnight opens at 00:00).',
    );
    expect(clockProblem('closes', ' ', en)).toBe(
      'Closes: enter a time on the 24-hour clock, like 09:00.',
    );
  });

  it('says it in the page language', () => {
    expect(clockProblem('opens', '9am', vi)).toBe(
      'Mở: “9am” không phải là giờ. Hãy dùng dạng 24 giờ, ví dụ 09:00 hoặc 17:30.',
    );
    expect(clockProblem('closes', '', vi)).toBe('Đóng: nhập giờ theo dạng 24 giờ, ví dụ 09:00.');
  });
});

describe('a new range', () => {
  it('starts an hour after the day’s last one, for four hours or to the end of the day', () => {
    expect(nextRange([])).toEqual({ opens: '09:00', closes: '17:00' });
    expect(nextRange([{ opens: '11:00', closes: '14:30' }])).toEqual({
      opens: '15:30',
      closes: '19:30',
    });
    expect(nextRange([{ opens: '11:00', closes: '22:00' }])).toEqual({
      opens: '23:00',
      closes: '24:00',
    });
  });

  it('starts at 09:00 when the last range’s closing time is being typed', () => {
    expect(nextRange([{ opens: '11:00', closes: '14:3' }])).toEqual({
      opens: '09:00',
      closes: '17:00',
    });
  });
});
