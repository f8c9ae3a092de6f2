// The review screen's copy of a draft: prices as text and back, the problems found before sending,
// and the publish body without emptied lists.
import { describe, expect, it } from 'vitest';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import { ITEM_TEXTS } from '@menudex/contract/items';
import { invalidPriceText } from '@menudex/contract/items';
import { MENU_DRAFT_TEXTS, type MenuDraft } from '@menudex/contract/menu-drafts';
import { translator } from '../../../lib/i18n.tsx';
import {
  draftProblems,
  editableLists,
  hasProblems,
  priceText,
  publishBody,
} from './draft-edits.ts';
import { menuFileProblem } from './menu-file.ts';

const en = translator<string>('en');
const vi = translator<string>('vi');

const draft: MenuDraft = {
  _id: 'd-1',
  status: 'ready',
  lists: [
    {
      name: 'Starters',
      items: [
        { name: 'Gỏi Cuốn', description: 'Rolls', price: 6.5, tags: ['Fresh'], diets: [] },
        { name: 'Chả Giò', description: '', price: null, tags: [], diets: ['vegan'] },
      ],
    },
    { name: 'Drinks', items: [{ name: 'Trà', description: '', price: 1, tags: [], diets: [] }] },
  ],
  warnings: [],
};

describe('draft edits', () => {
  it('shows prices as printed and marks the ones not read', () => {
    expect(priceText(6.5)).toBe('6.50');
    expect(priceText(null)).toBe('');
    const [starters] = editableLists(draft);
    expect(starters?.items.map((i) => [i.price, i.priceNotRead])).toEqual([
      ['6.50', false],
      ['', true],
    ]);
  });

  it('sends the edits back with prices as numbers, an empty price as null, emptied lists left out', () => {
    const lists = editableLists(draft);
    lists[0]!.items[1]!.price = ' $4.5 ';
    lists[1]!.items = [];
    expect(publishBody(lists)).toEqual({
      lists: [
        {
          name: 'Starters',
          items: [
            { name: 'Gỏi Cuốn', description: 'Rolls', price: 6.5, tags: ['Fresh'], diets: [] },
            { name: 'Chả Giò', description: '', price: 4.5, tags: [], diets: ['vegan'] },
          ],
        },
      ],
    });
    lists[0]!.items[1]!.price = '';
    expect(publishBody(lists).lists[0]?.items[1]?.price).toBeNull();
  });

  it('finds empty names, prices that are not prices, unnamed lists and an empty menu', () => {
    const lists = editableLists(draft);
    expect(hasProblems(draftProblems(lists, en))).toBe(false);
    lists[0]!.name = ' ';
    lists[0]!.items[0]!.name = '';
    lists[0]!.items[1]!.price = '12,50';
    const problems = draftProblems(lists, en);
    expect(problems.lists).toEqual({ l0: BUSINESS_TEXTS.listNameRequired });
    expect(problems.items).toEqual({
      'l0-i0': { name: ITEM_TEXTS.nameRequired },
      'l0-i1': { price: ITEM_TEXTS.invalidPrice },
    });
    const empty = lists.map((l) => ({ ...l, items: [] }));
    expect(draftProblems(empty, en)).toEqual({
      lists: {},
      items: {},
      menu: MENU_DRAFT_TEXTS.nothingToPublish,
    });
  });

  it('refuses files the server would refuse before sending them', () => {
    const file = (name: string, type: string, size = 10) =>
      new File([new Uint8Array(size)], name, { type });
    expect(menuFileProblem(file('menu.pdf', 'application/pdf'))).toBeNull();
    expect(menuFileProblem(file('menu.jpg', 'image/jpeg'))).toBeNull();
    expect(menuFileProblem(file('menu.pdf', ''))).toBeNull();
    const problem = (f: File) => {
      const key = menuFileProblem(f);
      return key && en(key);
    };
    expect(problem(file('menu.gif', 'image/gif'))).toBe(MENU_DRAFT_TEXTS.notAccepted);
    expect(problem(file('menu.txt', 'text/plain'))).toBe(MENU_DRAFT_TEXTS.notAccepted);
    expect(problem(file('menu.pdf', 'application/pdf', 0))).toBe(MENU_DRAFT_TEXTS.fileRequired);
  });
});

describe('draft edits in a currency without decimals (VND)', () => {
  const dong: MenuDraft = {
    ...draft,
    lists: [
      {
        name: 'Món chính',
        items: [
          { name: 'Phở bò', description: '', price: 45000, tags: [], diets: [] },
          { name: 'Lẩu', description: '', price: 1500000, tags: [], diets: [] },
        ],
      },
    ],
  };

  it('shows whole đồng and sends them back as typed, with separators or the sign', () => {
    const lists = editableLists(dong, 'VND');
    expect(lists[0]?.items.map((i) => i.price)).toEqual(['45000', '1500000']);
    lists[0]!.items[0]!.price = '45.000đ';
    lists[0]!.items[1]!.price = '1,500,000';
    expect(hasProblems(draftProblems(lists, en, 'VND'))).toBe(false);
    expect(publishBody(lists, 'VND').lists[0]?.items.map((i) => i.price)).toEqual([45000, 1500000]);
  });

  it('refuses decimals, saying what is expected in the page’s language', () => {
    const lists = editableLists(dong, 'VND');
    lists[0]!.items[0]!.price = '45000.5';
    expect(draftProblems(lists, en, 'VND').items).toEqual({
      'l0-i0': { price: invalidPriceText('VND') },
    });
    expect(draftProblems(lists, vi, 'VND').items).toEqual({
      'l0-i0': { price: 'Vui lòng nhập giá, ví dụ 45000: giá bằng VND không có số lẻ' },
    });
  });
});
