// The review screen's copy of a draft: texts as the owner types them (a price is text until sent),
// what is wrong with them before anything is sent, and the publish body made from them. Prices are
// read in the business's currency, as the item forms read them (45000 in VND, 12.50 in USD).
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import { parsePriceCents } from '@menudex/contract/items';
import type { MenuDraft, PublishMenuDraftRequest } from '@menudex/contract/menu-drafts';
import type { Diet } from '@menudex/contract/plate-words';
import { currencyDecimals } from '@menudex/contract/price';
import type { Translate } from '../../../lib/i18n.tsx';

export type EditableItem = {
  /** Stable while items are removed around it (React's key, and the problems' key). */
  key: string;
  name: string;
  description: string;
  /** The price as typed: '' when none. */
  price: string;
  /** The model could not read a price: the field says so while it stays empty. */
  priceNotRead: boolean;
  tags: string[];
  diets: Diet[];
};

export type EditableList = { key: string; name: string; items: EditableItem[] };

/** 6.5 as '6.50' (45000 as '45000' in a currency without decimals), as typed; '' for no price. */
export function priceText(price: number | null, currency = 'USD'): string {
  if (price === null) return '';
  return currencyDecimals(currency) === 0 ? String(Math.round(price)) : price.toFixed(2);
}

export function editableLists(draft: MenuDraft, currency = 'USD'): EditableList[] {
  return draft.lists.map((list, l) => ({
    key: `l${l}`,
    name: list.name,
    items: list.items.map((item, i) => ({
      key: `l${l}-i${i}`,
      name: item.name,
      description: item.description,
      price: priceText(item.price, currency),
      priceNotRead: item.price === null,
      tags: item.tags,
      diets: item.diets,
    })),
  }));
}

export const itemCount = (lists: readonly EditableList[]) =>
  lists.reduce((n, list) => n + list.items.length, 0);

/** What must be fixed before publishing, by list and item key; `menu` for the whole draft. */
export type DraftProblems = {
  lists: Record<string, string>;
  items: Record<string, { name?: string; price?: string }>;
  menu?: string;
};

/** The problems' words, in the page's language. */
export type DraftTranslate = Translate<AreaMessageKey<'manage'>>;

export function draftProblems(
  lists: readonly EditableList[],
  t: DraftTranslate,
  currency = 'USD',
): DraftProblems {
  const problems: DraftProblems = { lists: {}, items: {} };
  const invalidPrice =
    currencyDecimals(currency) === 0
      ? t('manage.drafts.invalidWholePrice', { currency })
      : t('manage.drafts.invalidPrice');
  for (const list of lists) {
    if (list.items.length > 0 && !list.name.trim())
      problems.lists[list.key] = t('manage.drafts.listNameRequired');
    for (const item of list.items) {
      const found: { name?: string; price?: string } = {};
      if (!item.name.trim()) found.name = t('manage.drafts.nameRequired');
      if (parsePriceCents(item.price, currency) === undefined) found.price = invalidPrice;
      if (found.name || found.price) problems.items[item.key] = found;
    }
  }
  if (itemCount(lists) === 0) problems.menu = t('manage.drafts.nothingToPublish');
  return problems;
}

export const hasProblems = (problems: DraftProblems) =>
  Boolean(problems.menu) ||
  Object.keys(problems.lists).length > 0 ||
  Object.keys(problems.items).length > 0;

/** The body of publish: lists that still hold items, prices as numbers (null when empty). */
export function publishBody(
  lists: readonly EditableList[],
  currency = 'USD',
): PublishMenuDraftRequest {
  return {
    lists: lists
      .filter((list) => list.items.length > 0)
      .map((list) => ({
        name: list.name.trim(),
        items: list.items.map((item) => {
          const cents = parsePriceCents(item.price, currency);
          return {
            name: item.name.trim(),
            description: item.description.trim(),
            price: cents === null || cents === undefined ? null : cents / 100,
            tags: item.tags,
            diets: item.diets,
          };
        }),
      })),
  };
}
