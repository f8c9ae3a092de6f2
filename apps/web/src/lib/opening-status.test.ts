import { describe, expect, it } from 'vitest';
import { loadLocale, translator } from './i18n.tsx';
import {
  openingStatus,
  shortDate,
  shortWeekday,
  statusLine,
  type OpeningFacts,
} from './opening-status.ts';
import { formatDistance } from './distance.ts';
import { directionsUrl, telHref } from './directions.ts';

const LA = 'America/Los_Angeles';
const hours = (over: Partial<NonNullable<OpeningFacts['hours']>> = {}) => ({
  timeZone: LA,
  temporarilyClosed: false,
  reopensOn: null,
  ...over,
});
// Tuesday 2026-11-24, 15:00 in Los Angeles (UTC-8).
const now = new Date('2026-11-24T23:00:00Z');
const line = (facts: OpeningFacts, at = now) => {
  const status = openingStatus(facts, at);
  return status && statusLine(status);
};

describe('the status line, in the business time zone', () => {
  it('says when an open business closes today', () => {
    expect(line({ openNow: true, nextChange: '2026-11-25T06:00:00Z', hours: hours() })).toBe(
      'Open now · closes 22:00',
    );
  });

  it('says a closing past midnight is tomorrow', () => {
    expect(line({ openNow: true, nextChange: '2026-11-25T10:00:00Z', hours: hours() })).toBe(
      'Open now · closes 02:00 tomorrow',
    );
  });

  it('says when a closed business opens tomorrow, later this week, or on a date', () => {
    expect(line({ openNow: false, nextChange: '2026-11-25T19:00:00Z', hours: hours() })).toBe(
      'Closed · opens 11:00 tomorrow',
    );
    expect(line({ openNow: false, nextChange: '2026-11-27T17:30:00Z', hours: hours() })).toBe(
      'Closed · opens 09:30 Fri',
    );
    expect(line({ openNow: false, nextChange: '2026-12-08T17:00:00Z', hours: hours() })).toBe(
      'Closed · opens 09:00 Dec 8',
    );
  });

  it('says a closed business opens later today without a day', () => {
    const morning = new Date('2026-11-24T15:00:00Z'); // 07:00 in Los Angeles
    expect(
      line({ openNow: false, nextChange: '2026-11-24T19:00:00Z', hours: hours() }, morning),
    ).toBe('Closed · opens 11:00');
  });

  it('reads the times in the business zone, not the visitor one', () => {
    // 23:00Z is 18:00 in New York; it closes at 22:00 there (03:00Z).
    expect(
      line({
        openNow: true,
        nextChange: '2026-11-25T03:00:00Z',
        hours: hours({ timeZone: 'America/New_York' }),
      }),
    ).toBe('Open now · closes 22:00');
    // In Tokyo it is already Wednesday 08:00: 11:00 is today there.
    expect(
      line({
        openNow: false,
        nextChange: '2026-11-25T02:00:00Z',
        hours: hours({ timeZone: 'Asia/Tokyo' }),
      }),
    ).toBe('Closed · opens 11:00');
  });

  it('says temporarily closed, with the reopening date when given', () => {
    expect(
      line({
        openNow: false,
        nextChange: null,
        hours: hours({ temporarilyClosed: true, reopensOn: '2026-12-02' }),
      }),
    ).toBe('Temporarily closed · reopens Dec 2');
    expect(
      line({ openNow: false, nextChange: null, hours: hours({ temporarilyClosed: true }) }),
    ).toBe('Temporarily closed');
    expect(
      line({
        openNow: false,
        nextChange: null,
        hours: hours({ temporarilyClosed: true, reopensOn: '2027-01-05' }),
      }),
    ).toBe('Temporarily closed · reopens Jan 5, 2027');
  });

  it('says nothing without hours, and only Open now for a place that never closes', () => {
    expect(line({ openNow: null, nextChange: null, hours: null })).toBeNull();
    expect(line({ openNow: true, nextChange: null, hours: hours() })).toBe('Open now');
  });
});

describe('distance', () => {
  it('counts in miles for US English and kilometres elsewhere', () => {
    expect(formatDistance(1609.344 * 2.34, 'en-US')).toBe('2.3 mi');
    expect(formatDistance(50, 'en-US')).toBe('160 ft');
    expect(formatDistance(2340, 'de-DE')).toBe('2.3 km');
    expect(formatDistance(440, 'fr')).toBe('440 m');
    expect(formatDistance(23_400, 'fr')).toBe('23 km');
  });
});

describe('Directions and the phone link', () => {
  const at = { lat: 37.3355, lng: -121.8907 };
  it('opens the maps app of the visitor device at the coordinates', () => {
    expect(directionsUrl(at, 'Phở Hòa Bình', 'Mozilla/5.0 (Linux; Android 14)')).toBe(
      'geo:37.335500,-121.890700?q=37.335500,-121.890700(Ph%E1%BB%9F%20H%C3%B2a%20B%C3%ACnh)',
    );
    expect(directionsUrl(at, 'Cafe', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)')).toBe(
      'https://maps.apple.com/?daddr=37.335500,-121.890700&q=Cafe',
    );
    expect(directionsUrl(at, 'Cafe', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=37.335500,-121.890700',
    );
  });
  it('dials the number with its country code', () => {
    expect(telHref('4085550100')).toBe('tel:+14085550100');
    expect(telHref('+84 28 3822 1234')).toBe('tel:+842838221234');
  });
});

describe('the status line in Vietnamese', () => {
  it('says the state and the time in Vietnamese, dates and weekdays as Intl writes them', async () => {
    await loadLocale('vi');
    const words = { t: translator('vi'), locale: 'vi' as const };
    const vi = (facts: OpeningFacts) => {
      const status = openingStatus(facts, now, words);
      return status && statusLine(status);
    };
    expect(vi({ openNow: true, nextChange: '2026-11-25T06:00:00Z', hours: hours() })).toBe(
      'Đang mở cửa · đóng cửa lúc 22:00',
    );
    expect(vi({ openNow: false, nextChange: '2026-11-25T19:00:00Z', hours: hours() })).toBe(
      'Đóng cửa · mở cửa lúc 11:00 ngày mai',
    );
    expect(
      vi({
        openNow: false,
        nextChange: null,
        hours: hours({ temporarilyClosed: true, reopensOn: '2026-12-02' }),
      }),
    ).toBe('Tạm nghỉ · mở lại ngày 2 thg 12');
  });

  it('writes short dates and weekdays as Intl does in each language', () => {
    for (const date of ['2026-01-05', '2026-06-14', '2026-12-31', '2027-03-01']) {
      const day = new Date(`${date}T00:00:00Z`);
      for (const locale of ['en', 'vi'] as const) {
        const intl = (options: Intl.DateTimeFormatOptions) =>
          new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'vi', {
            timeZone: 'UTC',
            ...options,
          }).format(day);
        expect(shortDate(date, undefined, locale)).toBe(intl({ month: 'short', day: 'numeric' }));
        expect(shortDate(date, '2025-01-01', locale)).toBe(
          intl({ month: 'short', day: 'numeric', year: 'numeric' }),
        );
        expect(shortWeekday(date, locale)).toBe(intl({ weekday: 'short' }));
      }
    }
  });
});
