// Filters and sort of The List, /search and /businesses, kept in the page's URL under the API's own
// parameter names (diet, without, maxPrice, priceLevel, openNow, near, sort), so a filtered page can
// be reloaded and shared. What a hand-edited URL says that the API would refuse is dropped here.
import { ALLERGENS, DIETS, type Allergen, type Diet } from '@menudex/contract/plate-words';
import { FILTER_PARAMS, PRICE_LEVELS, SORTS, type Sort } from '@menudex/contract/finding-words';

export type Filters = {
  diet: Diet[];
  without: Allergen[];
  /** Items at or under this price; null: no limit. */
  maxPrice: number | null;
  /** Businesses whose price level (1 to 4, $ to $$$$) is one of these. */
  priceLevel: number[];
  openNow: boolean;
  near: { lat: number; lng: number } | null;
  /** null: the page's default order (most liked). */
  sort: Sort | null;
};

export const NO_FILTERS: Filters = {
  diet: [],
  without: [],
  maxPrice: null,
  priceLevel: [],
  openNow: false,
  near: null,
  sort: null,
};

/** The URL parameters this module owns (the contract's list); the page keeps the others (input). */
export { FILTER_PARAMS };

/** Coordinates go into the URL rounded to about 100 m: enough to sort by distance, less to share. */
const COORDINATE_DECIMALS = 3;
/**
 * The most a price filter may say (the form refuses more): the API's limit, which leaves room for
 * currencies without decimals (100000 in VND is a dish of about four dollars).
 */
export const MAX_PRICE_LIMIT = 9_999_999;

const list = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Keeps the known values, once each, in the vocabulary's order (so one filter has one URL). */
function known<T extends string>(vocabulary: readonly T[], values: readonly string[]): T[] {
  return vocabulary.filter((word) => values.includes(word));
}

/** A price as the filter takes it: a positive number of at most two decimals, or null. */
export function parseMaxPrice(text: string | null): number | null {
  // A currency sign before it, and thousands written with commas (100,000 in VND), are fine.
  const trimmed = (text ?? '')
    .trim()
    .replace(/^\p{Sc}\s*/u, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const price = Number(trimmed);
  return price > 0 && price <= MAX_PRICE_LIMIT ? price : null;
}

export function parseNear(text: string | null): Filters['near'] {
  const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec((text ?? '').trim());
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export function roundCoordinate(value: number): number {
  return Number(value.toFixed(COORDINATE_DECIMALS));
}

/** The filters a URL's query states, with anything unknown or malformed left out. */
export function readFilters(params: URLSearchParams): Filters {
  const near = parseNear(params.get('near'));
  const sortText = params.get('sort');
  let sort = SORTS.find((word) => word === sortText) ?? null;
  // Nearest first needs a place to measure from.
  if (sort === 'distance' && !near) sort = null;
  return {
    diet: known(DIETS, list(params.get('diet'))),
    without: known(ALLERGENS, list(params.get('without'))),
    maxPrice: parseMaxPrice(params.get('maxPrice')),
    priceLevel: PRICE_LEVELS.filter((level) => list(params.get('priceLevel')).includes(`${level}`)),
    openNow: params.get('openNow') === 'true',
    near,
    sort,
  };
}

/** The query parameters of the filters, defaults left out, in a fixed order. */
export function filterEntries(filters: Filters): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (filters.diet.length) entries.push(['diet', known(DIETS, filters.diet).join(',')]);
  if (filters.without.length)
    entries.push(['without', known(ALLERGENS, filters.without).join(',')]);
  if (filters.maxPrice !== null) entries.push(['maxPrice', String(filters.maxPrice)]);
  if (filters.priceLevel.length) {
    entries.push(['priceLevel', [...filters.priceLevel].sort().join(',')]);
  }
  if (filters.openNow) entries.push(['openNow', 'true']);
  if (filters.near) {
    entries.push([
      'near',
      `${roundCoordinate(filters.near.lat)},${roundCoordinate(filters.near.lng)}`,
    ]);
  }
  if (filters.sort && (filters.sort !== 'distance' || filters.near)) {
    entries.push(['sort', filters.sort]);
  }
  return entries;
}

/** The page's URL query with these filters: other parameters (input) kept first, as they were. */
export function withFilters(params: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!(FILTER_PARAMS as readonly string[]).includes(key)) next.append(key, value);
  }
  for (const [key, value] of filterEntries(filters)) next.append(key, value);
  return next;
}

/** How many filters are on (sort not counted): the Filters button's badge. */
export function countFilters(filters: Filters): number {
  return (
    filters.diet.length +
    filters.without.length +
    (filters.maxPrice !== null ? 1 : 0) +
    filters.priceLevel.length +
    (filters.openNow ? 1 : 0) +
    (filters.near ? 1 : 0)
  );
}

/** A stable text of the filters for query keys: the same filters, the same cache entry. */
export function filterKey(filters: Filters): string {
  return new URLSearchParams(filterEntries(filters)).toString();
}

/** Near me off: the order by distance goes with it. */
export function removeNear(filters: Filters): Partial<Filters> {
  return { near: null, sort: filters.sort === 'distance' ? null : filters.sort };
}
