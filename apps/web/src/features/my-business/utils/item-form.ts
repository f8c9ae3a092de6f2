// The menu item form's rules, shared by the Add Item modal and the item edit form: what is checked
// before sending, and the multipart forms of POST /items/{businessId} and PUT /items/{id}, with the
// diets, the allergens ('not stated' is null, distinct from none: []), sold out, and the name and
// description in Vietnamese (translations[vi][…]).
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { parsePriceCents } from '@menudex/contract/items';
import { currencyDecimals } from '@menudex/contract/price';
import { ALLERGENS, DIETS, type Allergen, type Diet } from '@menudex/contract/plate-words';
import type { PickedImage } from './image-file.ts';
import type { OwnerT } from './owner-texts.ts';
import {
  appendTranslation,
  emptyTranslation,
  ITEM_TRANSLATION_LIMITS,
  translationOf,
  translationOverLimits,
  type TranslationDraft,
} from './translation.ts';

export type ItemFormValues = {
  name: string;
  description: string;
  price: string;
  tags: string[];
  diets: Diet[];
  /** null: the owner has not said (visitors see 'Allergens not stated'); []: contains none. */
  allergens: Allergen[] | null;
  /** The name and description in Vietnamese: '' for none (the Vietnamese pages show the original). */
  translation: TranslationDraft;
};

/** The image of the form: a chosen file, a generated photo (a data URL), or none yet. */
export type ItemImage =
  { kind: 'file'; picked: PickedImage } | { kind: 'generated'; dataUrl: string } | null;

export const emptyItemForm: ItemFormValues = {
  name: '',
  description: '',
  price: '',
  tags: [],
  diets: [],
  allergens: null,
  translation: emptyTranslation,
};

/** The price as the form shows it: 14.5 -> '14.50'. */
export function priceText(price: number | null): string {
  if (price === null) return '';
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}

export function itemFormValues(item: Item): ItemFormValues {
  return {
    name: item.name,
    description: item.description,
    price: priceText(item.price),
    tags: item.tags.map((tag) => tag.name),
    diets: item.diets,
    allergens: item.allergens,
    translation: translationOf(item.translations),
  };
}

export type ItemFormProblems = { name?: string; price?: string; translation?: true };

/**
 * The same checks the server makes, so a mistake shows beside its field before anything is sent, in
 * the page's language (`t`). `currency`: the install's (CURRENCY); a price with decimals it has not
 * (12.50 in VND) is refused.
 */
export function itemFormProblems(
  values: ItemFormValues,
  t: OwnerT,
  currency = 'USD',
): ItemFormProblems {
  const problems: ItemFormProblems = {};
  if (values.name.trim() === '') problems.name = t('owner.item.nameRequired');
  if (parsePriceCents(values.price, currency) === undefined) {
    // The server's invalidPriceText(currency), in the page's language.
    problems.price =
      currencyDecimals(currency) === 0
        ? t('owner.item.invalidWholePrice', { currency })
        : t('owner.item.invalidPrice');
  }
  // The translation fields say what is too long themselves, as it is typed.
  if (Object.keys(translationOverLimits(values.translation, ITEM_TRANSLATION_LIMITS)).length > 0) {
    problems.translation = true;
  }
  return problems;
}

/**
 * Adds a typed tag: trimmed, not twice (case-insensitive), at most LIMITS.maxTags. Answers the new
 * list, or 'full' when it would be the sixth.
 */
export function addTag(tags: readonly string[], input: string): string[] | 'full' {
  const tag = input.trim().slice(0, LIMITS.tagMaxLength);
  if (tag === '') return [...tags];
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  if (tags.length >= LIMITS.maxTags) return 'full';
  return [...tags, tag];
}

/** Keeps the known values in the contract's order, once each (one set, one form). */
const inOrder = <T extends string>(vocabulary: readonly T[], values: readonly T[]): T[] =>
  vocabulary.filter((word) => values.includes(word));

function appendDiets(form: FormData, diets: readonly Diet[]) {
  inOrder(DIETS, diets).forEach((diet, i) => form.append(`diets[${i}]`, diet));
}

/** allergensStated=false is 'not stated'; true with no allergens[i] is 'contains none'. */
function appendAllergens(form: FormData, allergens: readonly Allergen[] | null) {
  form.append('allergensStated', String(allergens !== null));
  inOrder(ALLERGENS, allergens ?? []).forEach((allergen, i) =>
    form.append(`allergens[${i}]`, allergen),
  );
}

function appendImage(form: FormData, image: ItemImage) {
  if (image?.kind === 'file') form.append('images', image.picked.file);
  if (image?.kind === 'generated') form.append('image', image.dataUrl);
}

/** POST /items/{businessId}: every field, tags as tags[i], the list as topic. */
export function createItemFormData(
  values: ItemFormValues,
  image: ItemImage,
  topic: string,
): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('price', values.price.trim());
  values.tags.forEach((tag, i) => form.append(`tags[${i}]`, tag));
  appendDiets(form, values.diets);
  appendAllergens(form, values.allergens);
  form.append('topic', topic);
  appendTranslation(form, values.translation);
  appendImage(form, image);
  return form;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i]);

const sameSet = <T extends string>(vocabulary: readonly T[], a: readonly T[], b: readonly T[]) =>
  sameList(inOrder(vocabulary, a), inOrder(vocabulary, b));

/** PUT /items/{id}: only what changed (an empty tags field clears them); null when nothing did. */
export function updateItemFormData(
  item: Item,
  values: ItemFormValues,
  image: ItemImage,
): FormData | null {
  const form = new FormData();
  const before = itemFormValues(item);
  if (values.name.trim() !== before.name) form.append('name', values.name.trim());
  if (values.description.trim() !== before.description) {
    form.append('description', values.description.trim());
  }
  if (parsePriceCents(values.price) !== parsePriceCents(before.price)) {
    form.append('price', values.price.trim());
  }
  if (!sameList(values.tags, before.tags)) {
    if (values.tags.length === 0) form.append('tags', '');
    values.tags.forEach((tag, i) => form.append(`tags[${i}]`, tag));
  }
  if (!sameSet(DIETS, values.diets, before.diets)) {
    // An empty diets field clears them, as for tags.
    if (values.diets.length === 0) form.append('diets', '');
    appendDiets(form, values.diets);
  }
  const allergensChanged =
    values.allergens === null || before.allergens === null
      ? values.allergens !== before.allergens
      : !sameSet(ALLERGENS, values.allergens, before.allergens);
  if (allergensChanged) appendAllergens(form, values.allergens);
  appendTranslation(form, values.translation, before.translation);
  appendImage(form, image);
  return [...form.keys()].length > 0 ? form : null;
}

/** PUT /items/{id} from the card's one-tap Sold out today. */
export function soldOutFormData(soldOut: boolean): FormData {
  const form = new FormData();
  form.append('soldOut', String(soldOut));
  return form;
}
