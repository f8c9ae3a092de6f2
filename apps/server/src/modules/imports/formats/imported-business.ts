// The shapes the import file readers hand to the import service: one business per file row or element.
import type { Hours } from '@menudex/contract/hours';
import type { Diet } from '@menudex/contract/plate';

export type BusinessFileKind = 'osm' | 'geojson' | 'businesses-csv';

/** What a business file states of a place as text: its name, contact and address, checked. */
export type PlaceText = {
  name: string;
  /** Ten digits (normalizePhone), or '' when absent or unreadable. */
  phone: string;
  /** An http(s) URL or ''. */
  website: string;
  /** An e-mail address or ''. */
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

/** One business as a file describes it, mapped to our fields. */
export interface ImportedBusiness extends PlaceText {
  /** 'node/123456' | 'way/42' | 'relation/7' for OSM and GeoJSON, the CSV's `id` column. */
  ref: string;
  lat: number | null;
  lng: number | null;
  categories: string[];
  /** Passes hoursSchema; null when the file gives none or our model cannot hold them. */
  hours: Hours | null;
  /** The original opening_hours text when `hours` cannot hold it, else ''. */
  hoursText: string;
  diets: Diet[];
}

export interface ParsedRow {
  /** 1-based data row for CSV; the OSM id ('node/123') for OSM and GeoJSON. */
  row: number | string;
  /** null when the row is an error. */
  business: ImportedBusiness | null;
  /** Why the row cannot be imported (a sentence). */
  error: string | null;
  /** Imported, but something was left out (e.g. an unreadable phone kept empty). */
  warnings: string[];
}

/** The whole file cannot be read: wrong format, broken JSON/XML/CSV, missing columns. */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}
