// parseBusinessFile: OSM (Overpass JSON and XML), GeoJSON and the businesses CSV into rows, and every
// way a file or a row can be wrong.
import { describe, expect, it } from 'vitest';
import { BUSINESSES_CSV_COLUMNS } from '@menudex/contract/imports';
import { parseBusinessFile } from './business-files.ts';
import { UnreadableFileError, type BusinessFileKind, type ParsedRow } from './imported-business.ts';

const options = {
  timeZone: 'America/Los_Angeles',
  now: new Date('2026-11-27T18:00:00Z'),
  defaultCountry: 'US',
};
const parse = (kind: BusinessFileKind, content: string | Buffer | object) =>
  parseBusinessFile(
    kind,
    Buffer.isBuffer(content)
      ? content
      : Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
    options,
  ).rows;
const unreadable = (kind: BusinessFileKind, content: string | Buffer | object) => {
  try {
    parse(kind, content);
  } catch (err) {
    expect(err).toBeInstanceOf(UnreadableFileError);
    return (err as Error).message;
  }
  throw new Error('the file was read');
};
const byRow = (rows: ParsedRow[], row: number | string) => {
  const found = rows.find((r) => r.row === row);
  if (!found) throw new Error(`no row ${row}`);
  return found;
};

const noodleTags = {
  amenity: 'restaurant',
  name: 'Little Saigon Noodle House',
  'addr:housenumber': '2014',
  'addr:street': 'SE Division Street',
  'addr:city': 'Portland',
  'addr:state': 'OR',
  'addr:postcode': '97202',
  phone: '+1 503-555-0142',
  website: 'https://littlesaigon.example.com',
  cuisine: 'vietnamese;noodle',
  'diet:vegetarian': 'yes',
  'diet:vegan': 'no',
  opening_hours: 'Mo-Fr 11:00-14:30,17:30-22:00; Sa 12:00-23:00; Su off',
};

describe('parseBusinessFile: OSM as Overpass JSON', () => {
  const overpass = {
    version: 0.6,
    elements: [
      { type: 'node', id: 101, lat: 45.5046, lon: -122.6443, tags: noodleTags },
      { type: 'node', id: 102, lat: 45.5047, lon: -122.6395, tags: { amenity: 'bench' } },
      { type: 'node', id: 103, lat: 45.5048, lon: -122.6301, tags: { amenity: 'fast_food' } },
      {
        type: 'node',
        id: 104,
        lat: 45.5121,
        lon: -122.634,
        tags: { shop: 'books', name: 'Second Chapter Books' },
      },
      {
        type: 'way',
        id: 201,
        center: { lat: 45.505, lon: -122.625 },
        nodes: [1, 2],
        tags: { amenity: 'food_court', name: 'Division Food Court' },
      },
      { type: 'node', id: 1, lat: 45.5, lon: -122.6 },
      { type: 'node', id: 2, lat: 45.6, lon: -122.8 },
      { type: 'way', id: 202, nodes: [1, 2, 1], tags: { amenity: 'pub', name: 'Two Rivers' } },
      { type: 'relation', id: 301, tags: { shop: 'bakery', name: 'Crumb' } },
    ],
  };

  it('makes a row of each named food place, by its OSM id, and ignores the rest', () => {
    const rows = parse('osm', overpass);
    expect(rows.map((r) => r.row)).toEqual(['node/101', 'way/201', 'way/202', 'relation/301']);
    expect(rows.every((r) => r.error === null)).toBe(true);
  });

  it('maps the OSM tags to our fields', () => {
    const row = byRow(parse('osm', overpass), 'node/101');
    expect(row.warnings).toEqual([]);
    expect(row.business).toMatchObject({
      ref: 'node/101',
      name: 'Little Saigon Noodle House',
      phone: '5035550142',
      website: 'https://littlesaigon.example.com',
      email: '',
      address1: '2014 SE Division Street',
      address2: '',
      city: 'Portland',
      state: 'OR',
      zipCode: '97202',
      country: 'US',
      lat: 45.5046,
      lng: -122.6443,
      categories: ['Vietnamese', 'Noodle'],
      diets: ['vegetarian'],
      hoursText: '',
    });
    expect(row.business?.hours?.weekly).toHaveLength(11);
  });

  it('places a way at its centre, or at the centre of its nodes in the file', () => {
    const rows = parse('osm', overpass);
    expect(byRow(rows, 'way/201').business).toMatchObject({ lat: 45.505, lng: -122.625 });
    const pub = byRow(rows, 'way/202').business;
    expect(pub?.lat).toBeCloseTo(45.55);
    expect(pub?.lng).toBeCloseTo(-122.7);
    expect(pub?.categories).toEqual(['Pub']);
  });

  it('imports a place without coordinates with a warning that it has no pin', () => {
    const row = byRow(parse('osm', overpass), 'relation/301');
    expect(row.business).toMatchObject({ lat: null, lng: null, categories: ['Bakery'] });
    expect(row.warnings).toEqual([expect.stringMatching(/has no coordinates in the file/)]);
  });

  it('reports an element without an id by its position, and a repeated element once', () => {
    const rows = parse('osm', {
      elements: [
        { type: 'node', lat: 1, lon: 1, tags: { amenity: 'cafe', name: 'No Id' } },
        { type: 'node', id: 5, lat: 1, lon: 1, tags: { amenity: 'cafe', name: 'Twice' } },
        { type: 'node', id: 5, lat: 1, lon: 1, tags: { amenity: 'cafe', name: 'Twice' } },
      ],
    });
    expect(rows).toEqual([
      expect.objectContaining({
        row: 1,
        business: null,
        error: expect.stringMatching(/no OSM type and id/),
      }),
      expect.objectContaining({ row: 'node/5', error: null }),
      expect.objectContaining({
        row: 'node/5',
        business: null,
        error: 'node/5 appears more than once in the file; the first one was imported.',
      }),
    ]);
  });

  it('refuses a row whose coordinates are out of range, and imports the others', () => {
    const rows = parse('osm', {
      elements: [
        { type: 'node', id: 1, lat: 95, lon: 1, tags: { amenity: 'cafe', name: 'Far North' } },
        { type: 'node', id: 2, lat: 45, lon: 1, tags: { amenity: 'cafe', name: 'Fine' } },
      ],
    });
    expect(byRow(rows, 'node/1')).toMatchObject({
      business: null,
      error: 'lat must be a number between -90 and 90.',
    });
    expect(byRow(rows, 'node/2').business?.name).toBe('Fine');
  });
});

describe('parseBusinessFile: what the tags say', () => {
  const one = (tags: Record<string, string>) =>
    parse('osm', {
      elements: [
        {
          type: 'node',
          id: 7,
          lat: 45.5,
          lon: -122.6,
          tags: { amenity: 'cafe', name: 'Cafe', ...tags },
        },
      ],
    })[0]!;

  it('takes contact:* tags when the plain ones are missing', () => {
    expect(
      one({
        'contact:phone': '(503) 555-0199',
        'contact:website': 'http://cafe.example.com/menu',
        'contact:email': 'mailto:hello@cafe.example.com',
      }).business,
    ).toMatchObject({
      phone: '5035550199',
      website: 'http://cafe.example.com/menu',
      email: 'hello@cafe.example.com',
    });
  });

  it('keeps an unreadable or non-US phone empty, with a warning naming it', () => {
    const row = one({ phone: '+44 20 7946 0958' });
    expect(row.business?.phone).toBe('');
    expect(row.warnings).toEqual([
      'phone "+44 20 7946 0958" is not a US phone number of 10 digits, so it was left empty.',
    ]);
    expect(one({ phone: '(503) 555-0177 ext. 2' }).business?.phone).toBe('');
  });

  it('keeps the first of several phones, saying the others were left out', () => {
    const row = one({ phone: '+1 503-555-0101; +1 503-555-0102' });
    expect(row.business?.phone).toBe('5035550101');
    expect(row.warnings).toEqual(['only the first of several phone numbers was kept.']);
  });

  it('gives a bare host name https:// and leaves any other scheme out with a warning', () => {
    expect(one({ website: 'www.cafe.example.com' }).business?.website).toBe(
      'https://www.cafe.example.com',
    );
    const ftp = one({ website: 'ftp://cafe.example.com' });
    expect(ftp.business?.website).toBe('');
    expect(ftp.warnings).toEqual([
      'website "ftp://cafe.example.com" is not an http(s) address, so it was left empty.',
    ]);
  });

  it('leaves an e-mail out that does not look like one, with a warning', () => {
    const row = one({ email: 'call us' });
    expect(row.business?.email).toBe('');
    expect(row.warnings).toEqual([
      'email "call us" is not an e-mail address, so it was left empty.',
    ]);
  });

  it('writes cuisines as words and adds the kind of place last', () => {
    expect(one({ cuisine: 'fish_and_chips;bubble_tea;Bún Bò;BBQ' }).business?.categories).toEqual([
      'Fish and Chips',
      'Bubble Tea',
      'Bún Bò',
      'BBQ',
      'Cafe',
    ]);
    expect(one({ cuisine: 'coffee_shop;cafe' }).business?.categories).toEqual([
      'Coffee Shop',
      'Cafe',
    ]);
  });

  it('takes diet:*=yes|only as the business diets, in the order of our diet list', () => {
    expect(
      one({
        'diet:halal': 'only',
        'diet:gluten_free': 'yes',
        'diet:vegan': 'limited',
        'diet:kosher': 'no',
      }).business?.diets,
    ).toEqual(['gluten-free', 'halal']);
  });

  it('keeps addr:country as given, addr:unit as address2, and hours it cannot hold as text', () => {
    const row = one({
      'addr:country': 'CA',
      'addr:unit': 'Suite 200',
      opening_hours: 'Apr-Oct: Mo-Su 12:00-21:00; Nov-Mar: Fr-Su 12:00-19:00',
    });
    expect(row.business).toMatchObject({
      country: 'CA',
      address2: 'Suite 200',
      hours: null,
      hoursText: 'Apr-Oct: Mo-Su 12:00-21:00; Nov-Mar: Fr-Su 12:00-19:00',
    });
    expect(row.warnings).toEqual([
      'opening hours kept as text: the weekly hours change through the year (seasons, week numbers or many dated exceptions).',
    ]);
  });

  it('names the library’s complaint for opening hours it rejects, keeping the text', () => {
    const row = one({ opening_hours: 'Mo-Fr 11am till late' });
    expect(row.business).toMatchObject({ hours: null, hoursText: 'Mo-Fr 11am till late' });
    expect(row.warnings[0]).toMatch(/could not read it \(Unexpected token/);
  });

  it('refuses a 100 KB name and a cell of 10,000 cuisines as row errors', () => {
    expect(one({ name: 'n'.repeat(100 * 1024) })).toMatchObject({
      business: null,
      error: 'name must be at most 120 characters (it has 102400).',
    });
    const cuisines = Array.from({ length: 10_000 }, (_, i) => `cuisine_${i}`).join(';');
    expect(one({ cuisine: cuisines })).toMatchObject({
      business: null,
      error: 'categories must be at most 20 (there are 10001).',
    });
  });
});

describe('parseBusinessFile: OSM XML', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6" generator="test">
  <bounds minlat="45.50" minlon="-122.70" maxlat="45.60" maxlon="-122.60"/>
  <node id="11" lat="45.5048" lon="-122.6419">
    <tag k="shop" v="bakery"/><tag k="name" v="Crust &amp; Crumb"/>
    <tag k="opening_hours" v="24/7"/>
  </node>
  <node id="12" lat="45.5" lon="-122.6"/>
  <node id="13" lat="45.6" lon="-122.7"/>
  <node id="14" lat="45.5" lon="-122.6"><tag k="amenity" v="bench"/></node>
  <node id="15" lat="45.5" lon="-122.6" action="delete"><tag k="amenity" v="cafe"/><tag k="name" v="Gone"/></node>
  <way id="21"><nd ref="12"/><nd ref="13"/><nd ref="12"/>
    <tag k="amenity" v="biergarten"/><tag k="name" v="Peachtree"/></way>
  <way id="22"><center lat="45.55" lon="-122.65"/><tag k="amenity" v="bar"/><tag k="name" v="Heron"/></way>
</osm>`;

  it('reads nodes and ways, their tags and entities, and leaves deleted elements out', () => {
    const rows = parse('osm', xml);
    expect(rows.map((r) => r.row)).toEqual(['node/11', 'way/21', 'way/22']);
    expect(byRow(rows, 'node/11').business).toMatchObject({
      name: 'Crust & Crumb',
      lat: 45.5048,
      lng: -122.6419,
      categories: ['Bakery'],
    });
    expect(byRow(rows, 'way/21').business?.lat).toBeCloseTo(45.55);
    expect(byRow(rows, 'way/22').business).toMatchObject({ lat: 45.55, lng: -122.65 });
  });

  it('refuses XML that is not well-formed, naming where', () => {
    expect(unreadable('osm', '<osm><node id="1"><tag k="a" v="b"></node></osm>')).toMatch(
      /^The OSM XML is broken: 1:\d+: unexpected close tag/,
    );
  });

  it('refuses XML whose root is not <osm>', () => {
    expect(unreadable('osm', '<gpx version="1.1"><wpt lat="1" lon="2"/></gpx>')).toBe(
      'This XML is not OSM XML: its root element is <gpx>, where <osm> was expected.',
    );
  });
});

describe('parseBusinessFile: files that cannot be read at all', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it.each([
    ['a PNG given as osm', 'osm', png, 'This is a PNG image, not an OSM file.'],
    ['a PNG given as a CSV', 'businesses-csv', png, 'This is a PNG image, not a businesses CSV.'],
    ['an empty file', 'osm', Buffer.from('  \n'), 'The file is empty: expected an OSM file.'],
    [
      'text that is neither JSON nor XML',
      'osm',
      'name,amenity\nA,cafe',
      /^This is not an OSM file/,
    ],
    ['broken JSON', 'osm', '{"elements": [', /^The Overpass JSON is broken: /],
    [
      'JSON without elements',
      'osm',
      '{"nodes": []}',
      'This JSON is not Overpass output: it has no "elements" list.',
    ],
    [
      'GeoJSON given as osm',
      'osm',
      '{"type":"FeatureCollection","features":[]}',
      /^This is GeoJSON/,
    ],
    ['Overpass JSON given as geojson', 'geojson', '{"elements":[]}', /^This is Overpass JSON/],
    ['broken GeoJSON', 'geojson', '{"type":', /^The GeoJSON is broken: /],
    [
      'JSON that is not a FeatureCollection',
      'geojson',
      '{"type":"Feature"}',
      /not a GeoJSON FeatureCollection/,
    ],
    ['Latin-1 bytes', 'businesses-csv', Buffer.from([0x69, 0x64, 0xe9, 0x0a]), /not UTF-8 text/],
  ] as const)('%s', (_what, kind, content, message) => {
    const got = unreadable(kind, content);
    if (typeof message === 'string') expect(got).toBe(message);
    else expect(got).toMatch(message);
  });
});

describe('parseBusinessFile: GeoJSON', () => {
  const feature = (props: Record<string, unknown>, geometry: unknown, id?: unknown) => ({
    type: 'Feature',
    ...(id === undefined ? {} : { id }),
    properties: { amenity: 'restaurant', name: 'Place', ...props },
    geometry,
  });
  const point = { type: 'Point', coordinates: [-122.64, 45.5] };

  it('finds the OSM id in @id, the feature id or osm_type with osm_id', () => {
    const rows = parse('geojson', {
      type: 'FeatureCollection',
      features: [
        feature({ '@id': 'node/1' }, point),
        feature({}, point, 'way/2'),
        feature({ osm_type: 'R', osm_id: '3' }, point),
        feature({ id: 'city-register-77' }, point),
        feature({ amenity: 'bench' }, point, 'node/9'),
      ],
    });
    expect(rows.map((r) => r.row)).toEqual(['node/1', 'way/2', 'relation/3', 'city-register-77']);
    expect(rows[0]?.business).toMatchObject({ ref: 'node/1', lat: 45.5, lng: -122.64 });
  });

  it('places an area at the centre of its box', () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [-122.6, 45.5],
          [-122.6, 45.6],
          [-122.8, 45.6],
          [-122.8, 45.5],
          [-122.6, 45.5],
        ],
      ],
    };
    const business = parse('geojson', {
      type: 'FeatureCollection',
      features: [feature({ '@id': 'way/4' }, square)],
    })[0]?.business;
    expect(business?.lat).toBeCloseTo(45.55);
    expect(business?.lng).toBeCloseTo(-122.7);
  });

  it('reports a feature without an id by its position and one with empty coordinates', () => {
    const rows = parse('geojson', {
      type: 'FeatureCollection',
      features: [
        feature({ name: 'Anonymous' }, point),
        feature({ '@id': 'node/5' }, { type: 'Point', coordinates: [] }),
        feature({ '@id': 'node/6' }, null),
      ],
    });
    expect(rows[0]).toMatchObject({
      row: 1,
      business: null,
      error: 'Feature 1 ("Anonymous") has no id: give it "@id" (like node/123) or "id".',
    });
    expect(rows[1]).toMatchObject({
      row: 'node/5',
      business: null,
      error: 'Its Point geometry has no coordinates.',
    });
    expect(rows[2]).toMatchObject({ row: 'node/6', business: { lat: null, lng: null } });
    expect(rows[2]?.warnings).toEqual([
      'it has no geometry in the file, so it has no place on the map.',
    ]);
  });
});

describe('parseBusinessFile: the businesses CSV', () => {
  const header = BUSINESSES_CSV_COLUMNS.join(',');
  const line = (cells: Partial<Record<(typeof BUSINESSES_CSV_COLUMNS)[number], string>>) =>
    BUSINESSES_CSV_COLUMNS.map((c) => {
      const v = cells[c] ?? '';
      return /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
    }).join(',');
  const csv = (...rows: string[]) => [header, ...rows].join('\n');
  const good = {
    id: 'b-1',
    name: 'Green Fork Kitchen',
    phone: '503-555-0163',
    address1: '2438 SE Division Street',
    city: 'Portland',
    state: 'OR',
    zipCode: '97202',
    lat: '45.50458',
    lng: '-122.63941',
    categories: 'Vegan; Salad ;',
    opening_hours: 'Tu-Su 11:00-21:00; Mo off',
  };

  it('reads each data row by its 1-based number, the columns in any order', () => {
    const reordered = [...BUSINESSES_CSV_COLUMNS].reverse();
    const text = [
      reordered.join(','),
      reordered.map((c) => (good as Record<string, string>)[c] ?? '').join(','),
    ].join('\r\n');
    const rows = parse('businesses-csv', text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ row: 1, error: null, warnings: [] });
    expect(rows[0]?.business).toMatchObject({
      ref: 'b-1',
      name: 'Green Fork Kitchen',
      phone: '5035550163',
      country: 'US',
      lat: 45.50458,
      lng: -122.63941,
      categories: ['Vegan', 'Salad'],
      diets: [],
    });
    expect(rows[0]?.business?.hours?.weekly).toHaveLength(6);
  });

  it('names the missing and the unknown columns of a wrong header', () => {
    const text = header.replace(',zipCode', ',zipcode').replace(',opening_hours', '') + ',notes';
    expect(unreadable('businesses-csv', `${text}\n`)).toBe(
      `The CSV header is not a businesses CSV's: missing zipCode, opening_hours; unknown zipcode, notes. It must be: ${header}`,
    );
  });

  it('refuses a CSV whose quote never closes', () => {
    expect(unreadable('businesses-csv', csv(line(good), 'b-2,"Unclosed,,,'))).toMatch(
      /^The CSV is broken: Quote Not Closed/,
    );
  });

  it('reports each bad row by its number with what is wrong, and reads the good ones', () => {
    const rows = parse(
      'businesses-csv',
      csv(
        line(good),
        line({ ...good, id: 'b-2', lat: 'abc' }),
        line({ ...good, id: 'b-3', lng: '-190' }),
        line({ ...good, id: 'b-4', lng: '' }),
        line({ ...good, id: '' }),
        line({ ...good, id: 'b-6', name: 'x'.repeat(100 * 1024) }),
        line({
          ...good,
          id: 'b-7',
          categories: Array.from({ length: 10_000 }, (_, i) => `t${i}`).join(';'),
        }),
        line({ ...good, id: 'b-8', name: 'Null\u0000Byte' }),
        line({ ...good, id: 'b-1' }),
        'b-10,Too Short',
        line({ ...good, id: 'b-11', name: '' }),
      ),
    );
    expect(rows.map((r) => [r.row, r.error])).toEqual([
      [1, null],
      [2, 'lat must be a number between -90 and 90.'],
      [3, 'lng must be a number between -180 and 180.'],
      [4, 'lat and lng go together: give both or neither.'],
      [5, 'id is required: a re-import finds the business by it.'],
      [6, 'name must be at most 120 characters (it has 102400).'],
      [7, 'categories must be at most 20 (there are 10000).'],
      [8, 'name must not contain control characters.'],
      [9, 'id b-1 is already used by row 1.'],
      [10, 'Row 10 has 2 cells where the header has 15.'],
      [11, 'name is required.'],
    ]);
    expect(rows.slice(1).every((r) => r.business === null)).toBe(true);
  });
});

describe('parseBusinessFile: large files', () => {
  it('reads 10,000 OSM elements', () => {
    const hours = [
      'Mo-Fr 11:00-14:30,17:30-22:00; Sa 12:00-23:00; Su off',
      'Mo-Su 07:00-15:00; PH off',
      '24/7',
      'Tu-Th 17:00-22:00; Fr-Sa 17:00-02:00',
      'Apr-Oct: Mo-Su 12:00-21:00; Nov-Mar: Fr-Su 12:00-19:00',
    ];
    const elements = Array.from({ length: 10_000 }, (_, i) => ({
      type: 'node',
      id: 1_000_000 + i,
      lat: 45.5 + (i % 100) / 1000,
      lon: -122.6 - Math.floor(i / 100) / 1000,
      tags: {
        amenity: i % 2 ? 'restaurant' : 'cafe',
        name: `Place ${i}`,
        phone: `+1 503-555-${String(i % 10_000).padStart(4, '0')}`,
        cuisine: 'vietnamese;noodle',
        opening_hours: hours[i % hours.length]!,
      },
    }));
    const rows = parse('osm', { elements });
    expect(rows).toHaveLength(10_000);
    expect(rows.filter((r) => r.business === null)).toEqual([]);
  });
});
