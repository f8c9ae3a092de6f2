// OpenStreetMap tags as our business fields (docs/architecture.md, "Imports and exports"): which
// elements are food places, and what their name, address, contact, cuisine and diet tags become.
import { DIETS, type Diet } from '@menudex/contract/plate';
import type { BusinessFields } from './business-fields.ts';

export type OsmTags = Record<string, string>;

/**
 * The places a menu directory lists: where people eat or drink, or buy food made to eat now or take
 * away. amenity: restaurant, cafe, fast_food, bar, pub, ice_cream, food_court and biergarten. shop:
 * the shops that make or sell ready food and drink by the piece or cup (bakery, pastry, deli,
 * confectionery, chocolate, ice_cream, coffee, tea). Grocers, butchers and supermarkets sell
 * ingredients, not a menu, so they are not listed. Each kind's words become a category (see
 * KIND_CATEGORY), so the business page's schema.org type follows (Cafe, Bakery, Fast Food).
 */
export const FOOD_AMENITIES = [
  'restaurant',
  'cafe',
  'fast_food',
  'bar',
  'pub',
  'ice_cream',
  'food_court',
  'biergarten',
] as const;
export const FOOD_SHOPS = [
  'bakery',
  'pastry',
  'deli',
  'confectionery',
  'chocolate',
  'ice_cream',
  'coffee',
  'tea',
] as const;

/** The category a kind of place adds; a restaurant adds none (its cuisine says what it is). */
const KIND_CATEGORY: Record<string, string> = {
  cafe: 'Cafe',
  fast_food: 'Fast Food',
  bar: 'Bar',
  pub: 'Pub',
  ice_cream: 'Ice Cream',
  food_court: 'Food Court',
  biergarten: 'Beer Garden',
  bakery: 'Bakery',
  pastry: 'Pastry',
  deli: 'Deli',
  confectionery: 'Confectionery',
  chocolate: 'Chocolate',
  coffee: 'Coffee',
  tea: 'Tea',
};

/**
 * The OSM tag that says what kind of place a business is, from its categories (the first that names a
 * kind, as fieldsFromTags adds them), else amenity=restaurant: what our exports write so that the
 * place reads back as a food place of the same kind.
 */
export function kindTag(categories: readonly string[]): { key: 'amenity' | 'shop'; value: string } {
  for (const category of categories) {
    const word = category.trim().toLowerCase();
    const kind = Object.keys(KIND_CATEGORY).find((k) => KIND_CATEGORY[k]?.toLowerCase() === word);
    if (kind)
      return (FOOD_AMENITIES as readonly string[]).includes(kind)
        ? { key: 'amenity', value: kind }
        : { key: 'shop', value: kind };
  }
  return { key: 'amenity', value: 'restaurant' };
}

/** The amenity or shop value of a food place, or undefined for anything else. */
export function foodKind(tags: OsmTags): string | undefined {
  const amenity = tags.amenity?.trim();
  if (amenity && (FOOD_AMENITIES as readonly string[]).includes(amenity)) return amenity;
  const shop = tags.shop?.trim();
  if (shop && (FOOD_SHOPS as readonly string[]).includes(shop)) return shop;
  return undefined;
}

/** A food place with a name: the elements that are rows of an OSM or GeoJSON import. */
export function isNamedFoodPlace(tags: OsmTags): boolean {
  return foodKind(tags) !== undefined && (tags.name ?? '').trim() !== '';
}

/** OSM's cuisine words that do not read well title-cased. */
const CUISINE_WORDS: Record<string, string> = {
  bbq: 'BBQ',
  barbecue: 'Barbecue',
  fish_and_chips: 'Fish and Chips',
};
const SMALL_WORDS = new Set(['and', 'of', 'with', 'de', 'la']);

/**
 * A cuisine value as a category: OSM's lowercase keys read as words ('vietnamese' -> 'Vietnamese',
 * 'bubble_tea' -> 'Bubble Tea'); a value already written for people ('Bún Bò', 'BBQ') is kept, so
 * our own exports read back unchanged.
 */
export function cuisineCategory(value: string): string {
  const v = value.trim();
  if (!/^[a-z0-9_ ]+$/.test(v)) return v;
  const known = CUISINE_WORDS[v];
  if (known) return known;
  return v
    .split(/[_ ]+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** The OSM diet keys (diet:*) of our diets; dairy_free is not in OSM's wiki but reads back our exports. */
export const OSM_DIET_KEYS: Record<Diet, string> = {
  vegetarian: 'diet:vegetarian',
  vegan: 'diet:vegan',
  'gluten-free': 'diet:gluten_free',
  'dairy-free': 'diet:dairy_free',
  halal: 'diet:halal',
  kosher: 'diet:kosher',
};

const first = (tags: OsmTags, ...keys: string[]) => {
  for (const k of keys) {
    const v = tags[k]?.trim();
    if (v) return v;
  }
  return '';
};

/** A food place's tags as business fields, before the checks every file kind shares. */
export function fieldsFromTags(ref: string, tags: OsmTags): BusinessFields {
  const street = first(tags, 'addr:street');
  const number = first(tags, 'addr:housenumber');
  const kind = foodKind(tags);
  const kindCategory = kind ? KIND_CATEGORY[kind] : undefined;
  // Cuisines first, the kind of place last: an exported 'Vietnamese;Cafe' reads back in its order.
  const categories = first(tags, 'cuisine')
    .split(';')
    .map(cuisineCategory)
    .filter((c) => c !== '');
  if (kindCategory && !categories.some((c) => c.toLowerCase() === kindCategory.toLowerCase()))
    categories.push(kindCategory);
  return {
    ref,
    name: first(tags, 'name'),
    phone: first(tags, 'phone', 'contact:phone'),
    website: first(tags, 'website', 'contact:website'),
    email: first(tags, 'email', 'contact:email'),
    address1: [number, street].filter(Boolean).join(' '),
    address2: first(tags, 'addr:unit', 'addr:suite'),
    city: first(tags, 'addr:city'),
    state: first(tags, 'addr:state'),
    zipCode: first(tags, 'addr:postcode'),
    country: first(tags, 'addr:country'),
    categories,
    openingHours: first(tags, 'opening_hours'),
    diets: DIETS.filter((d) => ['yes', 'only'].includes(first(tags, OSM_DIET_KEYS[d]))),
  };
}
