import { describe, expect, it } from 'vitest';
import {
  closeVariants,
  deletionKeys,
  editDistance,
  exactTsQuery,
  searchWords,
  toTsQuery,
  typoBudget,
} from './search.query.ts';

describe('search query building', () => {
  it('folds case, accents and đ, and splits on anything but letters and digits', () => {
    expect(searchWords('  Bún BÒ   Huế ')).toEqual(['bun', 'bo', 'hue']);
    expect(searchWords('Đặc biệt')).toEqual(['dac', 'biet']);
    expect(searchWords("100% o'neil_x \\ fish-sauce 12.5 smørrebrød Straße")).toEqual([
      '100',
      'o',
      'neil',
      'x',
      'fish',
      'sauce',
      '12',
      '5',
      'smorrebrod',
      'strasse',
    ]);
    expect(searchWords('%_\'"\\*:&|!()')).toEqual([]);
    expect(searchWords('pho pho PHO')).toEqual(['pho']);
  });

  it('allows one edit from 5 letters and two from 9', () => {
    expect(
      ['bo', 'beef', 'ramen', 'tonkotsu', 'scallions', 'vietnamese', '123456789'].map(typoBudget),
    ).toEqual([0, 0, 1, 1, 2, 2, 0]);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ramne', 'ramen', 1)).toBe(1);
    expect(editDistance('shrmp', 'shrimp', 1)).toBe(1);
    expect(editDistance('rxmxn', 'ramen', 1)).toBe(2);
    expect(editDistance('veitnmaese', 'vietnamese', 2)).toBe(2);
    expect(editDistance('veitnmaees', 'vietnamese', 2)).toBe(3);
    expect(editDistance('phở', 'pho', 1)).toBe(1);
  });

  it('shares a deletion key between words within the allowed edits', () => {
    const share = (a: string, b: string, edits: number) => {
      const keys = new Set(deletionKeys(b, edits));
      return deletionKeys(a, edits).some((k) => keys.has(k));
    };
    expect(share('ramne', 'ramen', 1)).toBe(true);
    expect(share('shrmp', 'shrimp', 1)).toBe(true);
    expect(share('pizzza', 'pizza', 1)).toBe(true);
    expect(share('veitnmaese', 'vietnamese', 2)).toBe(true);
    expect(new Set(deletionKeys('ramen', 1))).toEqual(
      new Set(['ramen', 'amen', 'rmen', 'raen', 'ramn', 'rame']),
    );
  });

  it('keeps only close variants, closest first, in a stable order', () => {
    // rames and amen are two edits away; ramne itself is not a variant.
    expect(closeVariants('ramne', ['ramnes', 'ramen', 'ramne', 'rames', 'amen', 'ramen'])).toEqual([
      'ramen',
      'ramnes',
    ]);
    // Both one edit away, so alphabetical; pizzas is two.
    expect(closeVariants('pizzza', ['pizzas', 'pizza', 'piazza'])).toEqual(['piazza', 'pizza']);
  });

  it('builds an AND of words, each an OR of itself and its variants', () => {
    expect(
      toTsQuery([
        { word: 'bun', prefix: false, variants: [] },
        { word: 'ramne', prefix: true, variants: ['ramen'] },
      ]),
    ).toBe("'bun' & ('ramne':* | 'ramen')");
  });

  it('keeps only the words typed with diacritics, as written, for the exact group', () => {
    expect(exactTsQuery('Dương')).toBe("'dương':*");
    // Decomposed input (NFD) is the same word.
    expect(exactTsQuery('Phở bò'.normalize('NFD'))).toBe("'phở' & 'bò'");
    // A word without diacritics matches every spelling: it is not in the exact query.
    expect(exactTsQuery('bun bò')).toBe("'bò'");
    expect(exactTsQuery('duong')).toBeNull();
    expect(exactTsQuery("l'œuf")).toBe("'œuf'");
  });
});
