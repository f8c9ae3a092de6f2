// A menu CSV in a VND install: prices read as whole dong, and an export imports back the same.
import { describe, expect, it } from 'vitest';
import { MENU_CSV_COLUMNS } from '@menudex/contract/imports';
import { formatMenuCsv, parseMenuCsv } from './menu-csv.ts';

const header = MENU_CSV_COLUMNS.join(',');
const parse = (...lines: string[]) =>
  parseMenuCsv(Buffer.from([header, ...lines].join('\n')), 'VND').rows;

describe('menu CSV prices in VND', () => {
  it('reads whole dong, grouped or not', () => {
    const rows = parse('Phở,Phở bò,,"45,000",,,', 'Phở,Phở gà,,50000,,,');
    expect(rows.map((r) => [r.error, r.item?.price])).toEqual([
      [null, 45000],
      [null, 50000],
    ]);
  });

  it('reports a price with decimals VND has not, by its row', () => {
    const [row] = parse('Phở,Phở bò,,45000.50,,,');
    expect(row?.item).toBeNull();
    expect(row?.error).toBe('price must be a price like 45000 or empty (not "45000.50").');
  });

  it('imports its own export back to the same prices', () => {
    const lists = [
      {
        name: 'Phở',
        items: [
          { name: 'Phở bò', description: '', price: 45000, tags: [], diets: [], allergens: null },
          { name: 'Trà đá', description: '', price: null, tags: [], diets: [], allergens: null },
        ],
      },
    ];
    const rows = parseMenuCsv(Buffer.from(formatMenuCsv(lists)), 'VND').rows;
    expect(rows.map((r) => r.item?.price)).toEqual([45000, null]);
  });
});
