// parseMenuCsv and formatMenuCsv: a menu CSV into items the item service takes, and back.
import { describe, expect, it } from 'vitest';
import { MENU_CSV_COLUMNS } from '@menudex/contract/imports';
import { formatMenuCsv, parseMenuCsv, type MenuCsvList } from './menu-csv.ts';
import { UnreadableFileError } from './imported-business.ts';

const header = MENU_CSV_COLUMNS.join(',');
const parse = (...lines: string[]) => parseMenuCsv(Buffer.from([header, ...lines].join('\n'))).rows;
const unreadable = (bytes: Buffer) => {
  try {
    parseMenuCsv(bytes);
  } catch (err) {
    expect(err).toBeInstanceOf(UnreadableFileError);
    return (err as Error).message;
  }
  throw new Error('the file was read');
};

describe('parseMenuCsv', () => {
  it('reads items with their list, price in dollars, tags, diets and allergens', () => {
    const rows = parse(
      'Noodles,Pho Tai,"Rare beef, basil",12.50,Pho;Beef,,gluten;soy',
      'Noodles,Tofu Bun,,$11,Vegan; Tofu,vegan;Gluten Free,none',
      'Drinks,Iced Coffee,,,,,',
    );
    expect(rows).toEqual([
      {
        row: 1,
        list: 'Noodles',
        error: null,
        item: {
          name: 'Pho Tai',
          description: 'Rare beef, basil',
          price: 12.5,
          tags: ['Pho', 'Beef'],
          diets: [],
          allergens: ['gluten', 'soy'],
        },
      },
      {
        row: 2,
        list: 'Noodles',
        error: null,
        item: {
          name: 'Tofu Bun',
          description: '',
          price: 11,
          tags: ['Vegan', 'Tofu'],
          diets: ['vegan', 'gluten-free'],
          allergens: [],
        },
      },
      {
        row: 3,
        list: 'Drinks',
        error: null,
        item: {
          name: 'Iced Coffee',
          description: '',
          price: null,
          tags: [],
          diets: [],
          allergens: null,
        },
      },
    ]);
  });

  it('reports each bad row by its number with what is wrong, and reads the good ones', () => {
    const rows = parse(
      'Mains,Pho,,abc,,,',
      `Mains,Pho,,,${Array.from({ length: 10_000 }, (_, i) => `tag${i}`).join(';')},,`,
      'Mains,Pho,,,,paleo,',
      'Mains,Pho,,,,,peanut',
      'Mains,,,,,,',
      ',Pho,,,,,',
      `Mains,${'n'.repeat(100 * 1024)},,,,,`,
      'Mains,Pho,,-3,,,',
      'Mains,Pho',
      'Mains,Good Pho,,9.50,,,',
    );
    expect(rows.map((r) => [r.row, r.error])).toEqual([
      [1, 'price must be a price like 12.50 or empty (not "abc").'],
      [2, 'tags must be at most 5 (there are 10000).'],
      [
        3,
        'diets: "paleo" is not one of vegetarian, vegan, gluten-free, dairy-free, halal, kosher.',
      ],
      [
        4,
        'allergens: "peanut" is not one of gluten, crustaceans, eggs, fish, peanuts, soy, milk, tree-nuts, celery, mustard, sesame, sulphites, lupin, molluscs.',
      ],
      [5, 'name is required.'],
      [6, 'list is required.'],
      [7, 'name must be at most 120 characters (it has 102400).'],
      [8, 'price must be a price like 12.50 or empty (not "-3").'],
      [9, 'Row 9 has 2 cells where the header has 7.'],
      [10, null],
    ]);
    expect(rows.slice(0, 9).every((r) => r.item === null)).toBe(true);
  });

  it('refuses a header with missing or unknown columns, naming them', () => {
    expect(unreadable(Buffer.from('list,name,price,tags,diets,allergens,calories\n'))).toBe(
      `The CSV header is not a menu CSV's: missing description; unknown calories. It must be: ${header}`,
    );
  });

  it('refuses a broken CSV and a file that is not text', () => {
    expect(unreadable(Buffer.from(`${header}\nMains,"Pho,,,,,\n`))).toMatch(/^The CSV is broken: /);
    expect(unreadable(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d]))).toBe(
      'This is a PDF document, not a menu CSV.',
    );
  });
});

describe('formatMenuCsv', () => {
  const lists: MenuCsvList[] = [
    {
      name: 'Noodles',
      items: [
        {
          name: 'Pho Tai',
          description: 'Rare beef, "the classic"\nwith basil',
          price: 12.5,
          tags: ['Pho', 'Beef'],
          diets: [],
          allergens: ['gluten', 'soy'],
        },
        { name: 'Tofu Bun', description: '', price: 11, tags: [], diets: ['vegan'], allergens: [] },
      ],
    },
    {
      name: 'Drinks',
      items: [
        {
          name: '=Iced Coffee',
          description: '',
          price: null,
          tags: [],
          diets: [],
          allergens: null,
        },
      ],
    },
  ];

  it('writes the header, one line an item, prices with two decimals and lists with ;', () => {
    const lines = formatMenuCsv(lists).trimEnd().split('\n');
    expect(lines[0]).toBe(header);
    expect(lines[3]).toBe('Noodles,Tofu Bun,,11.00,,vegan,none');
  });

  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(formatMenuCsv(lists)).toContain("Drinks,'=Iced Coffee,,,,,");
  });

  it('reads back as the same lists', () => {
    const rows = parseMenuCsv(Buffer.from(formatMenuCsv(lists))).rows;
    expect(rows.every((r) => r.error === null)).toBe(true);
    const back = lists.map((list) => ({
      name: list.name,
      items: rows.filter((r) => r.list === list.name).map((r) => r.item),
    }));
    expect(back).toEqual(lists);
  });
});
