// The open data exports of the directory (docs/architecture.md, "Imports and exports"): every
// business as the businesses CSV or as GeoJSON with OSM-style properties, both written so that the
// import reads them back unchanged.
import type { Hours } from '@menudex/contract/hours';
import { DIETS } from '@menudex/contract/plate';
import { formatPhone } from '@menudex/contract/text';
import { BUSINESSES_CSV_COLUMNS } from '@menudex/contract/imports';
import type { BusinessesCsvColumn } from './business-files.ts';
import { joinList, writeCsv } from './csv-cells.ts';
import type { PlaceText } from './imported-business.ts';
import { fromHours } from './opening-hours.ts';
import { kindTag, OSM_DIET_KEYS } from './osm-tags.ts';

/** A business as the exports need it. */
export type ExportableBusiness = PlaceText & {
  id: string;
  lat: number | null;
  lng: number | null;
  categories: readonly string[];
  hours: Hours | null;
  hoursText: string;
  diets: readonly string[];
  source: { kind: string; ref: string; importedAt: string } | null;
  attribution: string | null;
};

/** The id a re-import finds the business by: the imported place's own reference, else ours. */
const refOf = (b: ExportableBusiness) => b.source?.ref ?? b.id;

const openingHoursOf = (b: ExportableBusiness) => (b.hours ? fromHours(b.hours) : b.hoursText);

const isDigits = (phone: string) => /^\d{10}$/.test(phone);

/**
 * The businesses CSV (the import's header). Hours are written in OSM syntax (fromHours), or as the
 * text kept when our hours could not hold them. Diets have no column in this format.
 */
export function formatBusinessesCsv(rows: readonly ExportableBusiness[]): string {
  return writeCsv(
    BUSINESSES_CSV_COLUMNS,
    rows.map((b): Record<BusinessesCsvColumn, string> => ({
      id: refOf(b),
      name: b.name,
      phone: isDigits(b.phone) ? formatPhone(b.phone) : b.phone,
      website: b.website,
      email: b.email,
      address1: b.address1,
      address2: b.address2,
      city: b.city,
      state: b.state,
      zipCode: b.zipCode,
      country: b.country,
      lat: b.lat === null ? '' : String(b.lat),
      lng: b.lng === null ? '' : String(b.lng),
      categories: joinList(b.categories),
      opening_hours: openingHoursOf(b),
    })),
    ['lat', 'lng'],
  );
}

/** '123 SE Division St' as OSM's housenumber and street; an address without a leading number is all street. */
function addressTags(address1: string): Record<string, string> {
  const match = /^(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)\s+(\S.*)$/.exec(address1);
  return match
    ? { 'addr:housenumber': match[1]!, 'addr:street': match[2]! }
    : { 'addr:street': address1 };
}

/** The business's OSM-style properties; empty values are left out, as OSM has no empty tags. */
function properties(b: ExportableBusiness): Record<string, string> {
  const kind = kindTag(b.categories);
  const tags: Record<string, string> = {
    '@id': refOf(b),
    name: b.name,
    [kind.key]: kind.value,
    cuisine: joinList(b.categories),
    ...addressTags(b.address1),
    'addr:unit': b.address2,
    'addr:city': b.city,
    'addr:state': b.state,
    'addr:postcode': b.zipCode,
    'addr:country': b.country,
    // OSM's own way of writing a North American number.
    phone: isDigits(b.phone)
      ? `+1 ${b.phone.slice(0, 3)}-${b.phone.slice(3, 6)}-${b.phone.slice(6)}`
      : b.phone,
    website: b.website,
    email: b.email,
    opening_hours: openingHoursOf(b),
  };
  for (const diet of DIETS) if (b.diets.includes(diet)) tags[OSM_DIET_KEYS[diet]] = 'yes';
  if (b.attribution) tags.attribution = b.attribution;
  return Object.fromEntries(Object.entries(tags).filter(([, v]) => v !== ''));
}

/**
 * The businesses as a GeoJSON FeatureCollection of points (a business without a pin has a null
 * geometry) with OSM-style properties, which parseBusinessFile('geojson') reads back. The collection
 * states the licence and the attributions its rows require; each feature carries its own.
 */
export function formatBusinessesGeoJson(rows: readonly ExportableBusiness[], licence: string) {
  const attributions = [...new Set(rows.flatMap((b) => (b.attribution ? [b.attribution] : [])))];
  return {
    type: 'FeatureCollection' as const,
    licence,
    attribution: attributions.length ? attributions.join('; ') : null,
    features: rows.map((b) => ({
      type: 'Feature' as const,
      id: refOf(b),
      geometry:
        b.lat === null || b.lng === null
          ? null
          : { type: 'Point' as const, coordinates: [b.lng, b.lat] as [number, number] },
      properties: properties(b),
    })),
  };
}
