// What the filter bar says: which filters and orders each page offers, their words, and the chips of
// the filters that are on (each one knows how to remove itself).
import { ALLERGEN_LABELS, DIET_LABELS } from '@menudex/contract/plate-words';
import { type Sort } from '@menudex/contract/finding-words';
import { removeNear, type Filters } from './filters.ts';
import { amountText } from './place.ts';

/** The three pages with filters: items (The List), items and businesses (/search), businesses. */
export type FilterScope = 'items' | 'search' | 'businesses';

export const FILTER_TEXTS = {
  locationFailed: 'Your location could not be found.',
  withoutNote: 'Items whose allergens are not stated are left out',
} as const;

/** At this width and below (a phone), the filters open in a sheet from the bottom. */
export const FILTER_SHEET_MAX_WIDTH = 600;

/** Price level 1 to 4 as the menu shows it: $ to $$$$. */
export const priceLevelText = (level: number) => '$'.repeat(level);

/** A price as a chip says it, in the install's currency: 15 -> '$15', 12.5 -> '$12.50', ₫50,000. */
export const priceText = (price: number, currency = 'USD') => amountText(price, currency);

type SortWords = { default: string } & Record<Sort, string>;

export const SORT_LABELS: Record<FilterScope, SortWords> = {
  items: {
    default: 'Most liked',
    likes: 'Most liked',
    match: 'Best match',
    price: 'Lowest price',
    distance: 'Nearest',
  },
  search: {
    default: 'Most liked',
    likes: 'Most liked',
    match: 'Best match',
    price: 'Lowest price',
    distance: 'Nearest',
  },
  businesses: {
    default: 'First listed',
    likes: 'Most favorited',
    match: 'Best match',
    price: 'Lowest price',
    distance: 'Nearest',
  },
};

/** The orders offered besides the default: Best match with search text, Nearest with Near me. */
export function sortChoices(
  scope: FilterScope,
  { hasInput, hasNear }: { hasInput: boolean; hasNear: boolean },
): Sort[] {
  const choices: Sort[] = [];
  if (scope === 'businesses') choices.push('likes');
  if (scope === 'search' && hasInput) choices.push('match');
  choices.push('price');
  if (hasNear) choices.push('distance');
  return choices;
}

export type FilterChip = {
  key: string;
  label: string;
  remove: (filters: Filters) => Partial<Filters>;
};

/** One chip per filter that is on, in the panel's order; prices in `currency` (CURRENCY). */
export function activeFilterChips(filters: Filters, currency = 'USD'): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const diet of filters.diet) {
    chips.push({
      key: `diet-${diet}`,
      label: DIET_LABELS[diet],
      remove: (f) => ({ diet: f.diet.filter((d) => d !== diet) }),
    });
  }
  for (const allergen of filters.without) {
    chips.push({
      key: `without-${allergen}`,
      label: `Without ${ALLERGEN_LABELS[allergen]}`,
      remove: (f) => ({ without: f.without.filter((a) => a !== allergen) }),
    });
  }
  if (filters.maxPrice !== null) {
    chips.push({
      key: 'maxPrice',
      label: `Up to ${priceText(filters.maxPrice, currency)}`,
      remove: () => ({ maxPrice: null }),
    });
  }
  for (const level of filters.priceLevel) {
    chips.push({
      key: `priceLevel-${level}`,
      label: priceLevelText(level),
      remove: (f) => ({ priceLevel: f.priceLevel.filter((l) => l !== level) }),
    });
  }
  if (filters.openNow) {
    chips.push({ key: 'openNow', label: 'Open now', remove: () => ({ openNow: false }) });
  }
  if (filters.near) chips.push({ key: 'near', label: 'Near me', remove: removeNear });
  return chips;
}
