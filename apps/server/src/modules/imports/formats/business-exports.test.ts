// formatBusinessesCsv and formatBusinessesGeoJson: the open data exports, and that they import back
// to the same businesses.
import { describe, expect, it } from 'vitest';
import type { Hours } from '@menudex/contract/hours';
import {
  formatBusinessesCsv,
  formatBusinessesGeoJson,
  type ExportableBusiness,
} from './business-exports.ts';
import { parseBusinessFile } from './business-files.ts';
import type { ImportedBusiness } from './imported-business.ts';
import { toHours } from './opening-hours.ts';

const timeZone = 'America/Los_Angeles';
const options = { timeZone, now: new Date('2026-11-27T18:00:00Z'), defaultCountry: 'US' };
const hoursOf = (text: string): Hours => {
  const hours = toHours(text, { ...options, country: 'US', state: 'OR' }).hours;
  if (!hours) throw new Error(`${text} does not fit`);
  return hours;
};
const osmCredit = '© OpenStreetMap contributors, ODbL';

const imported: ExportableBusiness = {
  id: '6f1c1a52-8a7e-4a51-9a53-6d3cf0a1d001',
  name: 'Morning Ember Cafe',
  phone: '5035550199',
  website: 'https://morningember.example.com',
  email: 'hello@morningember.example.com',
  address1: '2035 SE Division Street',
  address2: 'Suite 2',
  city: 'Portland',
  state: 'OR',
  zipCode: '97202',
  country: 'US',
  lat: 45.50482,
  lng: -122.6440505,
  categories: ['Coffee Shop', 'Breakfast', 'Cafe'],
  hours: hoursOf('Mo-Su 07:00-15:00; PH off; Dec 24 07:00-12:00 open "Christmas Eve"'),
  hoursText: '',
  diets: ['vegetarian', 'gluten-free'],
  source: { kind: 'osm', ref: 'node/10480110008', importedAt: '2026-11-20T10:00:00.000Z' },
  attribution: osmCredit,
};
const handMade: ExportableBusiness = {
  id: '6f1c1a52-8a7e-4a51-9a53-6d3cf0a1d002',
  name: '=Garden Gate, "the" Creamery',
  phone: '',
  website: '',
  email: '',
  address1: 'Corner of 26th and Division',
  address2: '',
  city: 'Portland',
  state: 'OR',
  zipCode: '97202',
  country: 'US',
  lat: null,
  lng: null,
  categories: ['Ice Cream', '-Gelato'],
  hours: null,
  hoursText: 'Apr-Oct: Mo-Su 12:00-21:00; Nov-Mar: Fr-Su 12:00-19:00',
  diets: [],
  source: null,
  attribution: null,
};
const lateNight: ExportableBusiness = {
  ...handMade,
  id: '6f1c1a52-8a7e-4a51-9a53-6d3cf0a1d003',
  name: 'The Night Heron',
  categories: ['Cocktails', 'Bar'],
  lat: 45.50461,
  lng: -122.64306,
  hours: hoursOf('Tu-Th 17:00-22:00; Fr-Sa 17:00-02:00; 2026 Dec 31 17:00-03:00'),
  hoursText: '',
  diets: ['vegan'],
};
const all = [imported, handMade, lateNight];

/** What an import of the export must give back: the business as the file kind can carry it. */
const expected = (b: ExportableBusiness, carriesDiets: boolean): ImportedBusiness => ({
  ref: b.source?.ref ?? b.id,
  name: b.name,
  phone: b.phone,
  website: b.website,
  email: b.email,
  address1: b.address1,
  address2: b.address2,
  city: b.city,
  state: b.state,
  zipCode: b.zipCode,
  country: b.country,
  lat: b.lat,
  lng: b.lng,
  categories: [...b.categories],
  hours: b.hours,
  hoursText: b.hoursText,
  diets: carriesDiets ? (b.diets as ImportedBusiness['diets']) : [],
});

describe('formatBusinessesCsv', () => {
  it('writes the import header, the imported place’s own id, and hours in OSM syntax', () => {
    const lines = formatBusinessesCsv(all).split('\n');
    expect(lines[0]).toBe(
      'id,name,phone,website,email,address1,address2,city,state,zipCode,country,lat,lng,categories,opening_hours',
    );
    expect(lines[1]).toMatch(/^node\/10480110008,Morning Ember Cafe,\(503\) 555-0199,/);
    expect(lines[1]).toContain(
      '"Mo-Su 07:00-15:00; 2026 Dec 24 07:00-12:00 open ""Christmas Eve""',
    );
    expect(lines[2]).toMatch(/^6f1c1a52-8a7e-4a51-9a53-6d3cf0a1d002,/);
  });

  it('keeps a spreadsheet from reading a cell as a formula, but not a negative longitude', () => {
    const text = formatBusinessesCsv(all);
    expect(text).toContain(`"'=Garden Gate, ""the"" Creamery"`);
    expect(text).toContain(',-122.6440505,');
  });

  it('imports back to the same businesses (but diets, which the CSV has no column for)', () => {
    const rows = parseBusinessFile(
      'businesses-csv',
      Buffer.from(formatBusinessesCsv(all)),
      options,
    ).rows;
    expect(rows.map((r) => r.error)).toEqual([null, null, null]);
    expect(rows.map((r) => r.business)).toEqual(all.map((b) => expected(b, false)));
  });
});

describe('formatBusinessesGeoJson', () => {
  const geo = formatBusinessesGeoJson(all, 'ODbL 1.0: https://opendatacommons.org/licenses/odbl/');

  it('states the licence and the attributions, and each feature its own', () => {
    expect(geo).toMatchObject({
      type: 'FeatureCollection',
      licence: 'ODbL 1.0: https://opendatacommons.org/licenses/odbl/',
      attribution: osmCredit,
    });
    expect(geo.features.map((f) => f.properties.attribution)).toEqual([
      osmCredit,
      undefined,
      undefined,
    ]);
  });

  it('writes points with OSM-style properties, and no geometry without a pin', () => {
    expect(geo.features[0]).toMatchObject({
      type: 'Feature',
      id: 'node/10480110008',
      geometry: { type: 'Point', coordinates: [-122.6440505, 45.50482] },
      properties: {
        '@id': 'node/10480110008',
        amenity: 'cafe',
        cuisine: 'Coffee Shop;Breakfast;Cafe',
        'addr:housenumber': '2035',
        'addr:street': 'SE Division Street',
        'addr:unit': 'Suite 2',
        phone: '+1 503-555-0199',
        'diet:vegetarian': 'yes',
        'diet:gluten_free': 'yes',
      },
    });
    expect(geo.features[1]?.geometry).toBeNull();
    expect(geo.features[1]?.properties).not.toHaveProperty('phone');
    expect(geo.features[2]?.properties).toMatchObject({ amenity: 'bar' });
  });

  it('imports back to the same businesses, diets included', () => {
    const rows = parseBusinessFile('geojson', Buffer.from(JSON.stringify(geo)), options).rows;
    expect(rows.map((r) => r.error)).toEqual([null, null, null]);
    expect(rows.map((r) => r.business)).toEqual(all.map((b) => expected(b, true)));
  });
});
