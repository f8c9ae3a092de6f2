// What the filter bar says: which filters and orders each page offers, their words (keys of the
// catalogues), and the chips of the filters that are on (each one knows how to remove itself).
import { type Sort } from '@menudex/contract/finding-words';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import type { MessageKey } from '@menudex/contract/i18n/messages-en';
import { removeNear, type Filters } from './filters.ts';
import { translator, type Translate } from './i18n.tsx';
import { amountText, priceLevelText } from './place.ts';

/** The three pages with filters: items (The List), items and businesses (/search), businesses. */
export type FilterScope = 'items' | 'search' | 'businesses';

/** At this width and below (a phone), the filters open in a sheet from the bottom. */
export const FILTER_SHEET_MAX_WIDTH = 600;

/** A price as a chip says it, in the install's currency: 15 -> '$15', 12.5 -> '$12.50', ₫50,000. */
export const priceText = (price: number, currency = 'USD', locale: Locale = DEFAULT_LOCALE) =>
  amountText(price, currency, locale);

type SortWords = { default: MessageKey } & Record<Sort, MessageKey>;

const ITEM_SORTS: SortWords = {
  default: 'sort.likes',
  likes: 'sort.likes',
  match: 'sort.match',
  price: 'sort.price',
  distance: 'sort.distance',
};

/** Each order's words (keys of the catalogues) on each page. */
export const SORT_LABELS: Record<FilterScope, SortWords> = {
  items: ITEM_SORTS,
  search: ITEM_SORTS,
  businesses: { ...ITEM_SORTS, default: 'sort.listed', likes: 'sort.favorites' },
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

/**
 * One chip per filter that is on, in the panel's order; prices in `currency` (CURRENCY), words in
 * the page's language (`t`; English when not given).
 */
export function activeFilterChips(
  filters: Filters,
  currency = 'USD',
  t: Translate = translator(DEFAULT_LOCALE),
  locale: Locale = DEFAULT_LOCALE,
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const diet of filters.diet) {
    chips.push({
      key: `diet-${diet}`,
      label: t(`diet.${diet}`),
      remove: (f) => ({ diet: f.diet.filter((d) => d !== diet) }),
    });
  }
  for (const allergen of filters.without) {
    chips.push({
      key: `without-${allergen}`,
      label: t('filters.without', { allergen: t(`allergen.${allergen}`) }),
      remove: (f) => ({ without: f.without.filter((a) => a !== allergen) }),
    });
  }
  if (filters.maxPrice !== null) {
    chips.push({
      key: 'maxPrice',
      label: t('filters.upTo', { price: priceText(filters.maxPrice, currency, locale) }),
      remove: () => ({ maxPrice: null }),
    });
  }
  for (const level of filters.priceLevel) {
    chips.push({
      key: `priceLevel-${level}`,
      label: priceLevelText(level, currency),
      remove: (f) => ({ priceLevel: f.priceLevel.filter((l) => l !== level) }),
    });
  }
  if (filters.openNow) {
    chips.push({ key: 'openNow', label: t('open.now'), remove: () => ({ openNow: false }) });
  }
  if (filters.near) chips.push({ key: 'near', label: t('filters.nearMe'), remove: removeNear });
  return chips;
}
