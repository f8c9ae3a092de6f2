// Finding: the filter and sort query parameters shared by the item and business listings and searches.
import { z } from 'zod';
import { ALLERGENS, DIETS, type Allergen, type Diet } from './plate.ts';
import { SORTS, type PriceLevel, type Sort } from './finding-words.ts';
import { DEFAULT_PLACE, type PriceLevelBounds } from './place.ts';

export { PRICE_LEVELS, SORTS, type PriceLevel, type Sort } from './finding-words.ts';

export const FINDING_LIMITS = {
  radiusKmDefault: 25,
  radiusKmMax: 500,
  maxPriceMax: 9_999_999.99,
  /**
   * The default PRICE_LEVELS (median item prices, in currency units, below which a business is $, $$,
   * $$$; above the last, $$$$). The install's own are the server's config.place.priceLevels, which
   * services put in Finding.priceLevelBounds; read them with priceLevelCents (place.ts).
   */
  priceLevelBounds: DEFAULT_PLACE.priceLevels as readonly number[],
} as const;

export const FINDING_TEXTS = {
  openNow: "openNow must be 'true' or 'false'",
  near: 'near must be latitude,longitude like 37.33,-121.89 (latitude -90 to 90, longitude -180 to 180)',
  radiusKm: `radiusKm must be a number above 0 and at most ${FINDING_LIMITS.radiusKmMax}`,
  maxPrice: 'maxPrice must be a price like 15 or 12.50',
  sort: `sort must be one of ${SORTS.join(', ')}`,
  distanceNeedsNear: 'sort=distance needs near=latitude,longitude',
  radiusNeedsNear: 'radiusKm needs near=latitude,longitude',
} as const;

/** 'a,b' -> ['a','b'] checked against a list; a value not in it is a 400 naming it and the choices. */
const commaList = <T extends string>(name: string, allowed: readonly T[]) =>
  z
    .string()
    .max(400, { error: `${name} is too long` })
    .transform((v, ctx) => {
      const values = v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      const unknown = values.find((s) => !(allowed as readonly string[]).includes(s));
      if (unknown !== undefined) {
        ctx.issues.push({
          code: 'custom',
          input: v,
          message: `${name} has unknown value '${unknown.slice(0, 40)}': use ${allowed.join(', ')}`,
        });
        return z.NEVER;
      }
      return [...new Set(values)] as T[];
    });

export type LatLng = { lat: number; lng: number };

export function parseLatLng(value: string): LatLng | undefined {
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*$/.exec(value);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

const field = <T>(message: string, parse: (v: string) => T | undefined) =>
  z
    .string()
    .max(60, { error: message })
    .transform((v, ctx) => {
      const parsed = v.trim() === '' ? undefined : parse(v.trim());
      if (parsed === undefined && v.trim() !== '') {
        ctx.issues.push({ code: 'custom', input: v, message });
        return z.NEVER;
      }
      return parsed;
    });

function parseRadiusKm(v: string): number | undefined {
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(v)) return undefined;
  const km = Number(v);
  return km > 0 && km <= FINDING_LIMITS.radiusKmMax ? km : undefined;
}

function parseMaxPriceCents(v: string): number | undefined {
  // Up to 9,999,999.99: a maxPrice in VND is a large number, and its cents still fit an integer.
  const match = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(v);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The query parameters of finding, each parsed on its own. Every one is optional; absent (or empty)
 * ones filter nothing. Without `sort`, each listing keeps the specification's order (items by likes,
 * businesses in their order of creation, searches by relevance).
 */
export const findingQueryFields = {
  openNow: z.enum(['true', 'false'], { error: FINDING_TEXTS.openNow }).optional(),
  near: field(FINDING_TEXTS.near, parseLatLng).optional(),
  radiusKm: field(FINDING_TEXTS.radiusKm, parseRadiusKm).optional(),
  diet: commaList<Diet>('diet', DIETS).optional(),
  without: commaList<Allergen>('without', ALLERGENS).optional(),
  maxPrice: field(FINDING_TEXTS.maxPrice, parseMaxPriceCents).optional(),
  priceLevel: commaList<'1' | '2' | '3' | '4'>('priceLevel', ['1', '2', '3', '4']).optional(),
  sort: z.enum(SORTS, { error: FINDING_TEXTS.sort }).optional(),
};

type ParsedFindingQuery = {
  openNow?: 'true' | 'false' | undefined;
  near?: LatLng | undefined;
  radiusKm?: number | undefined;
  diet?: Diet[] | undefined;
  without?: Allergen[] | undefined;
  maxPrice?: number | undefined;
  priceLevel?: Array<'1' | '2' | '3' | '4'> | undefined;
  sort?: Sort | undefined;
};

/** The rules between parameters: radiusKm and sort=distance need near. */
export function checkFindingQuery(q: ParsedFindingQuery, ctx: z.RefinementCtx): void {
  if (q.radiusKm !== undefined && q.near === undefined)
    ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: FINDING_TEXTS.radiusNeedsNear });
  if (q.sort === 'distance' && q.near === undefined)
    ctx.addIssue({ code: 'custom', path: ['sort'], message: FINDING_TEXTS.distanceNeedsNear });
}

/** The finding parameters as the server uses them. */
export type Finding = {
  openNow: boolean;
  near: LatLng | null;
  radiusKm: number;
  diet: Diet[];
  without: Allergen[];
  /** In cents. */
  maxPriceCents: number | null;
  priceLevel: PriceLevel[];
  sort: Sort | null;
  /** The install's PRICE_LEVELS, which the services add; absent: the default (DEFAULT_PLACE). */
  priceLevelBounds?: PriceLevelBounds;
};

/**
 * A parsed query as a Finding (defaults filled in); `priceLevelBounds`: the install's PRICE_LEVELS
 * (config.place.priceLevels), which priceLevel filters by.
 */
export function findingOf(q: ParsedFindingQuery, priceLevelBounds?: PriceLevelBounds): Finding {
  return {
    ...(priceLevelBounds ? { priceLevelBounds } : {}),
    openNow: q.openNow === 'true',
    near: q.near ?? null,
    radiusKm: q.radiusKm ?? FINDING_LIMITS.radiusKmDefault,
    diet: q.diet ?? [],
    without: q.without ?? [],
    maxPriceCents: q.maxPrice ?? null,
    priceLevel: (q.priceLevel ?? []).map(Number) as PriceLevel[],
    sort: q.sort ?? null,
  };
}

/** Whether a Finding filters anything (the unfiltered listings take their fast paths). */
export function filtersAnything(f: Finding): boolean {
  return (
    f.openNow ||
    f.near !== null ||
    f.diet.length > 0 ||
    f.without.length > 0 ||
    f.maxPriceCents !== null ||
    f.priceLevel.length > 0
  );
}

/**
 * Query of GET /api/items, /api/items/pages/{n}, /api/businesses/ and /api/businesses/pages/{n}.
 * A plain object schema (its keys are the cache key of a public answer).
 */
export const findingQuerySchema = z.object(findingQueryFields).superRefine(checkFindingQuery);
export type FindingQuery = z.input<typeof findingQuerySchema>;

/** The parameters a web page puts in its URL, in the order it writes them. */
export const FINDING_PARAMS = Object.keys(findingQueryFields) as Array<
  keyof typeof findingQueryFields
>;

/** Price level 1 to 4 of a median item price in currency units, by the install's PRICE_LEVELS. */
export function priceLevelOf(
  medianPrice: number | null,
  bounds: PriceLevelBounds = DEFAULT_PLACE.priceLevels,
): PriceLevel | null {
  if (medianPrice === null) return null;
  const index = bounds.findIndex((b) => medianPrice < b);
  return (index === -1 ? 4 : index + 1) as PriceLevel;
}
