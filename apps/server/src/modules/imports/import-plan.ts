// What importing one place does to the directory: create it, update the business it made (keeping
// what an owner or admin edited since), or nothing. Pure: the service reads the rows and writes.
import { isDeepStrictEqual } from 'node:util';
import type { Hours } from '@menudex/contract/hours';
import type { BusinessChanges, BusinessRecord } from '../businesses/businesses.repository.ts';
import { hoursOf, sourceOf } from '../businesses/businesses.repository.ts';
import { IMPORTED_FIELDS } from '../businesses/businesses.service.ts';
import type { ImportedBusiness } from './formats/imported-business.ts';

export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

export type ImportPlan =
  | { outcome: 'created'; values: BusinessChanges; hours: Hours | null }
  | {
      outcome: 'updated';
      changes: BusinessChanges;
      /** The new hours when they change (null removes them); undefined: hours stay. */
      hours: Hours | null | undefined;
      kept: string[];
    }
  | { outcome: 'unchanged' }
  | { outcome: 'skipped'; reason: string };

/** The columns a place's fields fill (hours go through setHours, which also keeps "open now"). */
export function importedColumns(place: ImportedBusiness): BusinessChanges {
  return {
    name: place.name,
    phone: place.phone,
    website: place.website,
    email: place.email,
    address1: place.address1,
    address2: place.address2,
    city: place.city,
    state: place.state,
    zip_code: place.zipCode,
    country: place.country,
    lat: place.lat,
    lng: place.lng,
    categories: place.categories,
    diets: place.diets,
    hours_text: place.hoursText,
  };
}

/**
 * The plan for one place. `existing` is the business it made before (found by its source reference)
 * or the one holding its phone; `phoneHolder` is set when another business holds the phone.
 */
export function planImport(
  place: ImportedBusiness,
  existing: BusinessRecord | undefined,
  options: { sourceKind: string; phoneHolder?: BusinessRecord | undefined },
): ImportPlan {
  const columns = importedColumns(place);
  if (!existing) {
    if (options.phoneHolder) {
      return {
        outcome: 'skipped',
        reason: `the phone ${place.phone} belongs to another business already in the directory: left as it is`,
      };
    }
    return { outcome: 'created', values: columns, hours: place.hours };
  }
  const source = sourceOf(existing);
  const made = source && source.kind === options.sourceKind && source.ref === place.ref;
  if (!made) {
    return {
      outcome: 'skipped',
      reason: `a business with the phone ${place.phone} is already in the directory (not made by this import): left as it is`,
    };
  }
  const edited = new Set(existing.edited_fields);
  const changes: BusinessChanges = {};
  const kept: string[] = [];
  for (const [field, keys] of Object.entries(IMPORTED_FIELDS)) {
    const differs = keys.some((k) => !isDeepStrictEqual(columns[k], existing[k]));
    if (!differs) continue;
    if (edited.has(field)) {
      kept.push(field);
      continue;
    }
    // A phone another business took meanwhile is not moved over.
    if (field === 'phone' && options.phoneHolder && options.phoneHolder.id !== existing.id) {
      kept.push(field);
      continue;
    }
    for (const k of keys) Object.assign(changes, { [k]: columns[k] });
  }
  let hours: Hours | null | undefined;
  const hoursDiffer =
    !isDeepStrictEqual(hoursOf(existing), place.hours) || existing.hours_text !== place.hoursText;
  if (hoursDiffer) {
    if (edited.has('hours')) kept.push('hours');
    else {
      hours = place.hours;
      changes.hours_text = place.hoursText;
    }
  }
  if (Object.keys(changes).length > 0 || hours !== undefined)
    return { outcome: 'updated', changes, hours, kept };
  if (kept.length > 0)
    return {
      outcome: 'skipped',
      reason: `kept what the owner edited: ${kept.join(', ')}`,
    };
  return { outcome: 'unchanged' };
}

/**
 * What a restaurant's own page adds to a business it is imported into (businessId): the fields the
 * business leaves empty, and hours when it has none. What the business states stays.
 */
export function fillEmpty(
  target: BusinessRecord,
  place: ImportedBusiness,
): { changes: BusinessChanges | null; hours: Hours | null } {
  const columns = importedColumns(place);
  const changes: BusinessChanges = {};
  const isEmpty = (v: unknown) => v === '' || v === null || (Array.isArray(v) && v.length === 0);
  for (const keys of Object.values(IMPORTED_FIELDS)) {
    // A field's columns go together (an address, a position): filled only when all are empty.
    if (!keys.every((k) => isEmpty(target[k]))) continue;
    if (keys.every((k) => isEmpty(columns[k]))) continue;
    for (const k of keys) Object.assign(changes, { [k]: columns[k] });
  }
  const noHours = hoursOf(target) === null && target.hours_text === '';
  if (noHours && place.hoursText) changes.hours_text = place.hoursText;
  return {
    changes: Object.keys(changes).length > 0 ? changes : null,
    hours: noHours ? place.hours : null,
  };
}
