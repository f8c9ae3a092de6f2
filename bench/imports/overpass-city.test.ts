// The imports benchmark's generated city: the same file every run, the mix it claims, and read by the
// import's own reader as the kinds of opening hours it was made with.
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@menudex/contract/text';
import { parseBusinessFile } from '../../apps/server/src/modules/imports/formats/business-files.ts';
import {
  HELD_HOURS_KINDS,
  HOURS_KINDS,
  OAKLAND,
  overpassCity,
  overpassJson,
  SAN_JOSE,
} from './overpass-city.ts';

const options = { elements: 800, seed: 1, preset: SAN_JOSE, idBase: 300_000_000 };
const city = overpassCity(options);
const { rows } = parseBusinessFile('osm', Buffer.from(overpassJson(city)), {
  timeZone: 'America/Los_Angeles',
  now: new Date('2026-11-27T18:00:00Z'),
  defaultCountry: 'US',
});
const byRef = new Map(rows.map((r) => [String(r.row), r]));

describe('the generated Overpass city', () => {
  it('is the same file for the same seed, and another for another seed', () => {
    expect(overpassJson(overpassCity(options))).toBe(overpassJson(city));
    expect(overpassJson(overpassCity({ ...options, seed: 2 }))).not.toBe(overpassJson(city));
  });

  it('is mostly nodes, about a tenth ways with a centre, and about a tenth not food places', () => {
    const { counts } = city;
    expect(counts.nodes + counts.ways).toBe(800);
    expect(counts.ways / 800).toBeGreaterThan(0.06);
    expect(counts.ways / 800).toBeLessThan(0.14);
    expect(counts.others / 800).toBeGreaterThan(0.06);
    expect(counts.others / 800).toBeLessThan(0.14);
    expect(city.elements.filter((e) => e.type === 'way').every((e) => e.center)).toBe(true);
  });

  it('gives every named food place a row, and nothing else', () => {
    expect(rows).toHaveLength(city.counts.foodPlaces);
    expect(rows.filter((r) => r.error !== null)).toEqual([]);
  });

  it('holds every kind of opening hours it means to, and keeps the others as text', () => {
    const seen = new Set<string>();
    for (const [ref, kind] of city.hoursKindOf) {
      seen.add(kind);
      const business = byRef.get(ref)?.business;
      if (HELD_HOURS_KINDS.has(kind)) expect([ref, kind, business?.hours]).not.toContain(null);
      else expect([ref, kind, business?.hoursText]).not.toContain('');
    }
    expect([...seen].sort()).toEqual([...HOURS_KINDS].sort());
  });

  it('has US phones that are all different, except a chain number, and some abroad left empty', () => {
    const phones = rows.flatMap((r) => (r.business?.phone ? [r.business.phone] : []));
    const repeated = phones.filter((p, i) => phones.indexOf(p) !== i);
    expect(new Set(repeated).size).toBeLessThanOrEqual(1);
    expect(phones.length).toBeGreaterThan(city.counts.foodPlaces / 2);
    expect(rows.some((r) => r.warnings.some((w) => /not a US phone number/.test(w)))).toBe(true);
  });

  it('shares no OSM id or phone with the second city', () => {
    const other = overpassCity({ elements: 800, seed: 2, preset: OAKLAND, idBase: 600_000_000 });
    const refs = new Set(city.elements.map((e) => `${e.type}/${e.id}`));
    expect(other.elements.filter((e) => refs.has(`${e.type}/${e.id}`))).toEqual([]);
    // As the import reads them: the first number, US only.
    const phoneOf = (tags: Record<string, string>) =>
      normalizePhone((tags.phone ?? tags['contact:phone'] ?? '').split(';')[0] ?? '');
    const phones = new Set(city.elements.map((e) => phoneOf(e.tags)));
    const shared = other.elements
      .map((e) => phoneOf(e.tags))
      .filter((p) => p !== null && !p.startsWith('800') && phones.has(p));
    expect(shared).toEqual([]);
  });
});
