// The business import files (DESIGN 7.2): OSM (Overpass JSON or OSM XML), GeoJSON and the businesses
// CSV, read into one row per named food place or CSV line, each a business or the reason it is not.
import { COORDINATE_TEXTS, checkBusiness, type ParseOptions } from './business-fields.ts';
import { readCsv, splitList } from './csv-cells.ts';
import { decodeText } from './file-text.ts';
import { readGeoJson } from './geojson-elements.ts';
import type { BusinessFileKind, ParsedRow } from './imported-business.ts';
import { BUSINESSES_CSV_COLUMNS } from '@menudex/contract/imports';
import { UnreadableFileError } from './imported-business.ts';
import { readOsmXml, readOverpassJson, type PlaceElement } from './osm-elements.ts';
import { fieldsFromTags } from './osm-tags.ts';

export type BusinessesCsvColumn = (typeof BUSINESSES_CSV_COLUMNS)[number];

function placeRows(places: PlaceElement[], options: ParseOptions): ParsedRow[] {
  return places.map((p) => {
    if (p.problem || p.ref === null)
      return { row: p.row, business: null, error: p.problem ?? 'It has no id.', warnings: [] };
    const checked = checkBusiness(fieldsFromTags(p.ref, p.tags), p.at, options);
    return { row: p.row, ...checked, warnings: [...p.warnings, ...checked.warnings] };
  });
}

/** OSM files come as Overpass JSON or OSM XML: the first character tells which. */
function readOsm(text: string): PlaceElement[] {
  const start = text.trimStart()[0];
  if (start === '{') return readOverpassJson(text);
  if (start === '<') return readOsmXml(text);
  throw new UnreadableFileError(
    'This is not an OSM file: expected Overpass JSON ({"elements": [...]}) or OSM XML (<osm>).',
  );
}

/** A coordinate cell: '' is none; anything else must be a decimal number in range. */
function coordinate(cell: string, max: number): number | null | undefined {
  const t = cell.trim();
  if (t === '') return null;
  const n = /^[-+]?\d{1,3}(\.\d{1,15})?$/.test(t) ? Number(t) : NaN;
  return Math.abs(n) <= max ? n : undefined;
}

function csvRows(text: string, options: ParseOptions): ParsedRow[] {
  const records = readCsv(text, BUSINESSES_CSV_COLUMNS, 'a businesses CSV');
  const firstRowOf = new Map<string, number>();
  return records.map(({ row, cells, error }): ParsedRow => {
    const fail = (message: string): ParsedRow => ({
      row,
      business: null,
      error: message,
      warnings: [],
    });
    if (!cells) return fail(error ?? 'The row cannot be read.');
    const c = Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, v.trim()])) as Record<
      BusinessesCsvColumn,
      string
    >;
    if (c.id === '') return fail('id is required: a re-import finds the business by it.');
    const lat = coordinate(c.lat, 90);
    if (lat === undefined) return fail(COORDINATE_TEXTS.lat);
    const lng = coordinate(c.lng, 180);
    if (lng === undefined) return fail(COORDINATE_TEXTS.lng);
    const checked = checkBusiness(
      {
        ref: c.id,
        name: c.name,
        phone: c.phone,
        website: c.website,
        email: c.email,
        address1: c.address1,
        address2: c.address2,
        city: c.city,
        state: c.state,
        zipCode: c.zipCode,
        country: c.country,
        categories: splitList(c.categories),
        openingHours: c.opening_hours,
        diets: [],
      },
      { lat, lng },
      options,
    );
    if (checked.business) {
      const first = firstRowOf.get(c.id);
      if (first !== undefined) return fail(`id ${c.id} is already used by row ${first}.`);
      firstRowOf.set(c.id, row);
    }
    return { row, ...checked };
  });
}

/**
 * The rows of a business file. Only named food places count as rows of an OSM or GeoJSON file (see
 * osm-tags.ts); every data line of a CSV is one. A file that cannot be read at all throws
 * UnreadableFileError saying why; a row that cannot be imported carries its error.
 */
export function parseBusinessFile(
  kind: BusinessFileKind,
  bytes: Buffer,
  options: ParseOptions,
): { rows: ParsedRow[] } {
  switch (kind) {
    case 'osm':
      return { rows: placeRows(readOsm(decodeText(bytes, 'an OSM file')), options) };
    case 'geojson':
      return { rows: placeRows(readGeoJson(decodeText(bytes, 'a GeoJSON file')), options) };
    case 'businesses-csv':
      return { rows: csvRows(decodeText(bytes, 'a businesses CSV'), options) };
    default:
      throw new UnreadableFileError(`Unknown kind of business file: ${String(kind)}.`);
  }
}
