// The demo city's OpenStreetMap extract (seed/demo-city.osm) reads as the places it was made with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBusinessFile } from './business-files.ts';

const bytes = readFileSync(new URL('../../../seed/demo-city.osm', import.meta.url));
const { rows } = parseBusinessFile('osm', bytes, {
  timeZone: 'America/Los_Angeles',
  now: new Date('2026-11-27T18:00:00Z'),
  defaultCountry: 'US',
});
const businesses = rows.flatMap((r) => (r.business ? [r.business] : []));

describe('the demo city extract', () => {
  it('has 40 food places, two of them buildings, and no row that cannot be imported', () => {
    expect(rows).toHaveLength(40);
    expect(rows.filter((r) => r.error !== null)).toEqual([]);
    expect(businesses.filter((b) => b.ref.startsWith('way/'))).toHaveLength(2);
  });

  it('leaves the bench, the bookshop, the bus stop and the unnamed stall out', () => {
    const names = businesses.map((b) => b.name);
    expect(names).not.toContain('Second Chapter Books');
    expect(names).not.toContain('SE Division & 26th');
  });

  it('is one Portland neighbourhood with US addresses and coordinates for every place', () => {
    expect(
      businesses.every((b) => b.city === 'Portland' && b.state === 'OR' && b.country === 'US'),
    ).toBe(true);
    expect(businesses.every((b) => /^9721[24]$|^97202$/.test(b.zipCode))).toBe(true);
    expect(
      businesses.every(
        (b) =>
          b.lat !== null &&
          Math.abs(b.lat - 45.507) < 0.01 &&
          Math.abs((b.lng ?? 0) + 122.635) < 0.02,
      ),
    ).toBe(true);
  });

  it('has phones as people write them, and some places without one', () => {
    expect(
      businesses.filter((b) => b.phone !== '').every((b) => /^503555\d{4}$/.test(b.phone)),
    ).toBe(true);
    expect(businesses.filter((b) => b.phone === '').length).toBeGreaterThanOrEqual(5);
  });

  it('keeps the hours that do not fit as text: seasons, a comment, an open end and a broken one', () => {
    expect(businesses.filter((b) => b.hours !== null)).toHaveLength(36);
    expect(businesses.filter((b) => b.hoursText !== '').map((b) => b.hoursText)).toEqual([
      'Apr-Oct: Mo-Su 12:00-21:00; Nov-Mar: Fr-Su 12:00-19:00',
      'Mo-Fr 07:00-16:00 "call ahead"',
      'Mo-Fr 11am till late',
      'Mo-Sa 12:00+',
    ]);
  });

  it('has cuisines as categories and diets', () => {
    expect(businesses.find((b) => b.name === 'Little Saigon Noodle House')?.categories).toEqual([
      'Vietnamese',
      'Noodle',
    ]);
    expect(businesses.filter((b) => b.diets.length > 0).length).toBeGreaterThanOrEqual(5);
  });
});
