// The menu item form's rules, shared by the Add Item modal and the item edit form: what is checked
// before sending, and the multipart forms of POST /items/{businessId} and PUT /items/{id}.
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { ITEM_TEXTS, parsePriceCents } from '@menudex/contract/items';
import type { PickedImage } from './image-file.ts';

export type ItemFormValues = {
  name: string;
  description: string;
  price: string;
  tags: string[];
};

/** The image of the form: a chosen file, a generated photo (a data URL), or none yet. */
export type ItemImage =
  { kind: 'file'; picked: PickedImage } | { kind: 'generated'; dataUrl: string } | null;

export const emptyItemForm: ItemFormValues = { name: '', description: '', price: '', tags: [] };

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
  };
}

export type ItemFormProblems = { name?: string; price?: string };

/** The same checks the server makes, so a mistake shows beside its field before anything is sent. */
export function itemFormProblems(values: ItemFormValues): ItemFormProblems {
  const problems: ItemFormProblems = {};
  if (values.name.trim() === '') problems.name = ITEM_TEXTS.nameRequired;
  if (parsePriceCents(values.price) === undefined) problems.price = ITEM_TEXTS.invalidPrice;
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
  form.append('topic', topic);
  appendImage(form, image);
  return form;
}

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

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
  if (!sameTags(values.tags, before.tags)) {
    if (values.tags.length === 0) form.append('tags', '');
    values.tags.forEach((tag, i) => form.append(`tags[${i}]`, tag));
  }
  appendImage(form, image);
  return [...form.keys()].length > 0 ? form : null;
}
