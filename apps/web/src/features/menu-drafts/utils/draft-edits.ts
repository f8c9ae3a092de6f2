// The review screen's copy of a draft: texts as the owner types them (a price is text until sent),
// what is wrong with them before anything is sent, and the publish body made from them.
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import { ITEM_TEXTS, parsePriceCents } from '@menudex/contract/items';
import {
  MENU_DRAFT_TEXTS,
  type MenuDraft,
  type PublishMenuDraftRequest,
} from '@menudex/contract/menu-drafts';
import type { Diet } from '@menudex/contract/plate-words';

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

/** 6.5 as '6.50', as prices are printed; '' for no price. */
export function priceText(price: number | null): string {
  return price === null ? '' : price.toFixed(2);
}

export function editableLists(draft: MenuDraft): EditableList[] {
  return draft.lists.map((list, l) => ({
    key: `l${l}`,
    name: list.name,
    items: list.items.map((item, i) => ({
      key: `l${l}-i${i}`,
      name: item.name,
      description: item.description,
      price: priceText(item.price),
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

export function draftProblems(lists: readonly EditableList[]): DraftProblems {
  const problems: DraftProblems = { lists: {}, items: {} };
  for (const list of lists) {
    if (list.items.length > 0 && !list.name.trim())
      problems.lists[list.key] = BUSINESS_TEXTS.listNameRequired;
    for (const item of list.items) {
      const found: { name?: string; price?: string } = {};
      if (!item.name.trim()) found.name = ITEM_TEXTS.nameRequired;
      if (parsePriceCents(item.price) === undefined) found.price = ITEM_TEXTS.invalidPrice;
      if (found.name || found.price) problems.items[item.key] = found;
    }
  }
  if (itemCount(lists) === 0) problems.menu = MENU_DRAFT_TEXTS.nothingToPublish;
  return problems;
}

export const hasProblems = (problems: DraftProblems) =>
  Boolean(problems.menu) ||
  Object.keys(problems.lists).length > 0 ||
  Object.keys(problems.items).length > 0;

/** The body of publish: lists that still hold items, prices as numbers (null when empty). */
export function publishBody(lists: readonly EditableList[]): PublishMenuDraftRequest {
  return {
    lists: lists
      .filter((list) => list.items.length > 0)
      .map((list) => ({
        name: list.name.trim(),
        items: list.items.map((item) => {
          const cents = parsePriceCents(item.price);
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
