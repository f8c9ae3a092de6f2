// The vision model's answer turned into a draft: kept as read, lengths clamped to the item limits,
// nameless items and unusable prices never filled in, and answers that are not a draft refused.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@menudex/contract/constants';
import {
  DEFAULT_LIST_NAME,
  MENU_DRAFT_LIMITS,
  MENU_DRAFT_WARNINGS,
} from '@menudex/contract/menu-drafts';
import {
  draftFromAnswer,
  READ_SYSTEM_PROMPT,
  readSystemPrompt,
  UnreadableAnswerError,
} from './model-draft.ts';

const answer = (lists: unknown) => JSON.stringify({ lists });
const item = (fields: Record<string, unknown>) => ({
  description: '',
  price: null,
  tags: [],
  diets: [],
  ...fields,
});

describe('draftFromAnswer', () => {
  it('keeps lists and items as the model read them', () => {
    const draft = draftFromAnswer(
      answer([
        {
          name: 'Starters',
          items: [
            item({ name: 'Gỏi Cuốn', description: 'Spring rolls', price: 6.5, tags: ['Fresh'] }),
            item({ name: 'Chả Giò', price: null, diets: ['vegan'] }),
          ],
        },
      ]),
    );
    expect(draft).toEqual({
      lists: [
        {
          name: 'Starters',
          items: [
            {
              name: 'Gỏi Cuốn',
              description: 'Spring rolls',
              price: 6.5,
              tags: ['Fresh'],
              diets: [],
            },
            { name: 'Chả Giò', description: '', price: null, tags: [], diets: ['vegan'] },
          ],
        },
      ],
      warnings: [],
      itemCount: 2,
    });
  });

  it('leaves a price empty, with a warning, when it is not a number of at least 0', () => {
    const draft = draftFromAnswer(
      answer([
        {
          name: 'Mains',
          items: [
            item({ name: 'Negative', price: -3 }),
            item({ name: 'Text', price: '12.50' }),
            item({ name: 'Huge', price: 1e12 }),
            item({ name: 'Missing', price: undefined }),
            item({ name: 'Rounded', price: 12.499 }),
          ],
        },
      ]),
    );
    expect(draft.lists[0]?.items.map((i) => i.price)).toEqual([null, null, null, null, 12.5]);
    expect(draft.warnings).toEqual([
      MENU_DRAFT_WARNINGS.priceUnreadable('Negative'),
      MENU_DRAFT_WARNINGS.priceUnreadable('Text'),
      MENU_DRAFT_WARNINGS.priceUnreadable('Huge'),
    ]);
  });

  it('drops items without a name, with a warning naming their list', () => {
    const draft = draftFromAnswer(
      answer([
        {
          name: 'Drinks',
          items: [item({ name: '  ' }), item({ price: 3 }), item({ name: 'Trà Đá', price: 1 })],
        },
      ]),
    );
    expect(draft.lists[0]?.items.map((i) => i.name)).toEqual(['Trà Đá']);
    expect(draft.warnings).toEqual([MENU_DRAFT_WARNINGS.itemWithoutName('Drinks')]);
  });

  it('clamps every text to the limits of items made by hand, without splitting a character', () => {
    const long = 'Phở '.repeat(1000);
    const draft = draftFromAnswer(
      answer([
        {
          name: 'L'.repeat(500),
          items: [
            item({
              name: `${'a'.repeat(LIMITS.nameMaxLength - 1)}😀`,
              description: long,
              tags: ['t'.repeat(100), 'Spicy', 'spicy', 'A', 'B', 'C', 'D', 'E'],
            }),
          ],
        },
      ]),
    );
    const list = draft.lists[0]!;
    const read = list.items[0]!;
    expect(list.name).toHaveLength(LIMITS.listNameMaxLength);
    expect(read.name).toBe('a'.repeat(LIMITS.nameMaxLength - 1));
    expect(read.description.length).toBeLessThanOrEqual(LIMITS.descriptionMaxLength);
    expect(read.description.startsWith('Phở Phở')).toBe(true);
    expect(read.tags).toHaveLength(LIMITS.maxTags);
    expect(read.tags[0]).toHaveLength(LIMITS.tagMaxLength);
    expect(read.tags.slice(1)).toEqual(['Spicy', 'A', 'B', 'C']);
  });

  it('removes control characters and folds whitespace', () => {
    const draft = draftFromAnswer(
      answer([
        { name: 'Soups', items: [item({ name: 'Bún\u0000 Bò\n\n  Huế', description: 'a\tb' })] },
      ]),
    );
    expect(draft.lists[0]?.items[0]).toMatchObject({ name: 'Bún Bò Huế', description: 'a b' });
  });

  it('keeps only the diets we know, in their own spelling', () => {
    const draft = draftFromAnswer(
      answer([
        {
          name: 'Mains',
          items: [
            item({ name: 'Tofu', diets: ['Gluten free', 'VEGAN', 'paleo', 7, 'dairy_free'] }),
          ],
        },
      ]),
    );
    expect(draft.lists[0]?.items[0]?.diets).toEqual(['vegan', 'gluten-free', 'dairy-free']);
  });

  it('names a nameless list, joins a list continued on the next page and drops empty lists', () => {
    const draft = draftFromAnswer(
      answer([
        { name: '', items: [item({ name: 'Bread' })] },
        { name: 'Mains', items: [item({ name: 'Phở' })] },
        { name: 'Desserts', items: [] },
        { name: 'MAINS', items: [item({ name: 'Cơm' })] },
      ]),
    );
    expect(draft.lists.map((l) => [l.name, l.items.map((i) => i.name)])).toEqual([
      [DEFAULT_LIST_NAME, ['Bread']],
      ['Mains', ['Phở', 'Cơm']],
    ]);
    expect(draft.warnings).toEqual([MENU_DRAFT_WARNINGS.listWithoutName(DEFAULT_LIST_NAME)]);
  });

  it('keeps at most the item limit, and says so', () => {
    const many = Array.from({ length: MENU_DRAFT_LIMITS.maxItems + 5 }, (_, n) =>
      item({ name: `Dish ${n}` }),
    );
    const draft = draftFromAnswer(answer([{ name: 'All', items: many }]));
    expect(draft.itemCount).toBe(MENU_DRAFT_LIMITS.maxItems);
    expect(draft.warnings).toEqual([MENU_DRAFT_WARNINGS.tooManyItems(MENU_DRAFT_LIMITS.maxItems)]);
  });

  it('reads JSON in a code fence or after the reasoning of a thinking model', () => {
    const json = answer([{ name: 'Mains', items: [item({ name: 'Phở', price: 12 })] }]);
    expect(draftFromAnswer(`\`\`\`json\n${json}\n\`\`\``).itemCount).toBe(1);
    expect(draftFromAnswer(`<think>A menu.</think>${json}`).itemCount).toBe(1);
  });

  it('answers a draft without items for a page that is not a menu', () => {
    expect(draftFromAnswer('{"lists": []}')).toEqual({ lists: [], warnings: [], itemCount: 0 });
  });

  it('refuses an answer that is not JSON of the draft shape', () => {
    for (const bad of [
      '',
      '{"lists": [{"name": "Starters", "items": [{"name": "Gỏi',
      'Here is the menu: Phở 12',
      '{"menu": []}',
      '{"lists": {"name": "Mains"}}',
      '{"lists": [{"name": "Mains", "items": ["Phở"]}]}',
      '[]',
    ]) {
      expect(() => draftFromAnswer(bad), bad).toThrow(UnreadableAnswerError);
    }
  });

  it('asks for the draft shape and forbids guessing prices', () => {
    expect(READ_SYSTEM_PROMPT).toContain('"price":number|null');
    expect(READ_SYSTEM_PROMPT).toContain('Never estimate or guess a price');
  });
});

describe('draftFromAnswer in a currency without decimals (VND)', () => {
  const priced = (...prices: unknown[]) =>
    answer([{ name: 'Món', items: prices.map((price, i) => item({ name: `Món ${i}`, price })) }]);

  it('reads whole đồng however the model wrote them', () => {
    const draft = draftFromAnswer(
      priced(45000, '45.000đ', '45,000 VND', '45k', '1.200.000₫', '2,5k', null),
      'VND',
    );
    expect(draft.lists[0]?.items.map((i) => i.price)).toEqual([
      45000,
      45000,
      45000,
      45000,
      1200000,
      2500,
      null,
    ]);
    expect(draft.warnings).toEqual([]);
  });

  it('leaves a price with decimals or beyond the limit empty, with a warning', () => {
    const draft = draftFromAnswer(priced(45.5, '45.50', -1, 30_000_000), 'VND');
    expect(draft.lists[0]?.items.map((i) => i.price)).toEqual([null, null, null, null]);
    expect(draft.warnings).toEqual(
      [0, 1, 2, 3].map((i) => MENU_DRAFT_WARNINGS.priceUnreadable(`Món ${i}`)),
    );
  });

  it('keeps dollars as before: decimals read, texts not', () => {
    const draft = draftFromAnswer(priced(12.5, '12.50'), 'USD');
    expect(draft.lists[0]?.items.map((i) => i.price)).toEqual([12.5, null]);
  });
});

describe('readSystemPrompt', () => {
  it('asks for whole amounts in a currency without decimals and is unchanged in dollars', () => {
    expect(readSystemPrompt('USD')).toBe(READ_SYSTEM_PROMPT);
    expect(readSystemPrompt('EUR')).toBe(READ_SYSTEM_PROMPT);
    const vnd = readSystemPrompt('VND');
    expect(vnd).toContain('VND, which has no decimals');
    expect(vnd).toContain('45000 for "45.000đ"');
    expect(vnd).not.toContain('12.5 for "$12.50"');
  });
});
