// The business import files (docs/architecture.md, "Imports and exports"): OSM (Overpass JSON or
// OSM XML), GeoJSON and the businesses CSV, read into one row per named food place or CSV line,
// each a business or the reason it is not.
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

/**
 * A row as read from the file, before its fields are checked: reading a file is cheap (one pass over
 * its text), checking a row is not (opening_hours with public holidays takes tens of milliseconds),
 * so an import reads the file at upload and checks its rows in the background, a batch at a time.
 */
export type BusinessFileRow = {
  row: number | string;
  check: (options: ParseOptions) => ParsedRow;
};

function placeRows(places: PlaceElement[]): BusinessFileRow[] {
  return places.map((p) => ({
    row: p.row,
    check: (options) => {
      if (p.problem || p.ref === null)
        return { row: p.row, business: null, error: p.problem ?? 'It has no id.', warnings: [] };
      const checked = checkBusiness(fieldsFromTags(p.ref, p.tags), p.at, options);
      return { row: p.row, ...checked, warnings: [...p.warnings, ...checked.warnings] };
    },
  }));
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

function csvRows(text: string): BusinessFileRow[] {
  const records = readCsv(text, BUSINESSES_CSV_COLUMNS, 'a businesses CSV');
  // An id used twice is found while reading, so a row checked after a resume is judged the same.
  const firstRowOf = new Map<string, number>();
  const repeatOf = new Map<number, number>();
  for (const { row, cells } of records) {
    const id = cells?.id?.trim();
    if (!id) continue;
    const first = firstRowOf.get(id);
    if (first === undefined) firstRowOf.set(id, row);
    else repeatOf.set(row, first);
  }
  return records.map(({ row, cells, error }) => ({
    row,
    check: (options) => csvRow(row, cells, error, repeatOf.get(row), options),
  }));
}

function csvRow(
  row: number,
  cells: Record<BusinessesCsvColumn, string> | null | undefined,
  error: string | null | undefined,
  repeats: number | undefined,
  options: ParseOptions,
): ParsedRow {
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
  if (repeats !== undefined) return fail(`id ${c.id} is already used by row ${repeats}.`);
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
  return { row, ...checked };
}

/**
 * The rows of a business file, read but not yet checked. Only named food places count as rows of an
 * OSM or GeoJSON file (see osm-tags.ts); every data line of a CSV is one. A file that cannot be read
 * at all throws UnreadableFileError saying why; a row that cannot be imported says so when checked.
 */
export function readBusinessFile(kind: BusinessFileKind, bytes: Buffer): BusinessFileRow[] {
  switch (kind) {
    case 'osm':
      return placeRows(readOsm(decodeText(bytes, 'an OSM file')));
    case 'geojson':
      return placeRows(readGeoJson(decodeText(bytes, 'a GeoJSON file')));
    case 'businesses-csv':
      return csvRows(decodeText(bytes, 'a businesses CSV'));
    default:
      throw new UnreadableFileError(`Unknown kind of business file: ${String(kind)}.`);
  }
}

/** Every row of a business file, read and checked (small files, tests). */
export function parseBusinessFile(
  kind: BusinessFileKind,
  bytes: Buffer,
  options: ParseOptions,
): { rows: ParsedRow[] } {
  return { rows: readBusinessFile(kind, bytes).map((r) => r.check(options)) };
}
