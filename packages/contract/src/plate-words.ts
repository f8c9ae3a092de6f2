// What is on the plate, in words: the diets and the 14 allergens, their labels and texts. No zod
// here, so a page that only shows them (an item card) does not download the schemas (plate.ts).
/** The diets an item may be marked with, in the order the forms show them. */
export const DIETS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'halal',
  'kosher',
] as const;
export type Diet = (typeof DIETS)[number];

export const DIET_LABELS: Record<Diet, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  halal: 'Halal',
  kosher: 'Kosher',
};

/** The 14 allergens menus in the EU must declare (Regulation 1169/2011, Annex II). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'tree-nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  peanuts: 'peanuts',
  soy: 'soy',
  milk: 'milk',
  'tree-nuts': 'tree nuts',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphites',
  lupin: 'lupin',
  molluscs: 'molluscs',
};

export const PLATE_TEXTS = {
  allergensNotStated: 'Allergens not stated',
  /** Shown beside a "without" filter: such items cannot be promised safe. */
  withoutLeavesOutNotStated: 'Items whose allergens are not stated are left out',
  soldOutToday: 'Sold out today',
  contains: 'Contains:',
} as const;

/** "Contains: milk, peanuts", or the not-stated text; '' when stated to contain none. */
export function allergensLine(allergens: readonly Allergen[] | null): string {
  if (allergens === null) return PLATE_TEXTS.allergensNotStated;
  if (allergens.length === 0) return '';
  return `${PLATE_TEXTS.contains} ${allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}`;
}
