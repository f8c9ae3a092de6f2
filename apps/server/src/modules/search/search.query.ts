// Turns search text into a full-text query: words folded like the documents, whole words for short
// syllables, prefixes for longer words, and typo'd words widened to the known words they may mean.
import { foldText } from '@menudex/contract/text';

/** A word of the query and what may match it. */
export type SearchTerm = {
  word: string;
  /** Longer words match as prefixes ('noodl' finds 'noodles'); 2-3 letter syllables only whole. */
  prefix: boolean;
  /** Known words within the allowed edits ('ramen' for 'ramne'), matched whole. */
  variants: string[];
};

/** Short syllables (bò, gà, cá, cơm) are whole words: as prefixes they would match half the menu. */
export const PREFIX_MIN_LENGTH = 4;
/** Most distinct words a typo'd word is widened to, closest first. */
export const MAX_VARIANTS = 12;

// Letters PostgreSQL's unaccent maps but Unicode decomposition leaves alone (foldText handles đ).
const EXTRA_FOLDS: Record<string, string> = {
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
};

const WORD_SEPARATORS = /[^\p{L}\p{Nd}]+/u;

/**
 * The words of the input, folded (case, accents, đ) and split where the documents split
 * (002-search.sql replaces punctuation with spaces): '%', '_', quotes and backslashes are plain
 * separators, never patterns. Duplicates are dropped.
 */
export function searchWords(input: string): string[] {
  const words = foldText(input)
    .replace(/[øßæœłðþħı]/g, (c) => EXTRA_FOLDS[c] ?? c)
    .split(WORD_SEPARATORS)
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}

const lengthOf = (word: string) => Array.from(word).length;

/** One typo forgiven in words of 5 letters or more, two in words of 9 or more. */
export function typoBudget(word: string): number {
  const n = lengthOf(word);
  if (/^\d+$/.test(word) || n > 32) return 0;
  if (n >= 9) return 2;
  if (n >= 5) return 1;
  return 0;
}

/** The word with up to `edits` letters removed (itself included): its deletion keys. */
export function deletionKeys(word: string, edits: number): string[] {
  const keys = new Set([word]);
  let frontier = [word];
  for (let e = 0; e < edits; e++) {
    const next: string[] = [];
    for (const w of frontier) {
      const chars = Array.from(w);
      for (let i = 0; i < chars.length; i++) {
        const key = chars
          .slice(0, i)
          .concat(chars.slice(i + 1))
          .join('');
        if (!keys.has(key)) {
          keys.add(key);
          next.push(key);
        }
      }
    }
    frontier = next;
  }
  return [...keys];
}

/**
 * Edit distance counting an insertion, deletion, substitution or swap of two neighbours as one
 * edit (optimal string alignment): 'ramne' is one edit from 'ramen'. Stops early past `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // d[i][j]: distance between the first i letters of s and the first j of t.
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= s.length; i++) {
    const row = d[i] ?? [];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        v = Math.min(v, at(i - 2, j - 2) + 1);
      row[j] = v;
      best = Math.min(best, v);
    }
    // A row entirely past max cannot come back under it (a swap adds one to the row before).
    if (best > max) return max + 1;
  }
  return Math.min(at(s.length, t.length), max + 1);
}

/**
 * Keeps the candidates within the word's typo budget, closest first then alphabetical (so the
 * same input always builds the same query), at most MAX_VARIANTS.
 */
export function closeVariants(word: string, candidates: Iterable<string>): string[] {
  const budget = typoBudget(word);
  const scored: Array<{ w: string; d: number }> = [];
  for (const w of new Set(candidates)) {
    if (w === word) continue;
    const d = editDistance(word, w, budget);
    if (d <= budget) scored.push({ w, d });
  }
  scored.sort((x, y) => x.d - y.d || (x.w < y.w ? -1 : x.w > y.w ? 1 : 0));
  return scored.slice(0, MAX_VARIANTS).map((x) => x.w);
}

/** Words are letters and digits only (searchWords), so quoting them is all the escaping needed. */
const quote = (word: string) => `'${word.replace(/['\\]/g, '')}'`;

/**
 * The to_tsquery('simple', …) text: every word must match (AND); a word matches itself (whole, or
 * as a prefix when long enough) or any of its variants (OR).
 */
export function toTsQuery(terms: SearchTerm[]): string {
  return terms
    .map((term) => {
      const options = [
        `${quote(term.word)}${term.prefix ? ':*' : ''}`,
        ...term.variants.map(quote),
      ];
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The words of the input typed with diacritics, as written (lower-cased, NFC), as a to_tsquery text
 * against the items' and businesses' `search_exact` (023-search-languages.sql); null when no word
 * carries one. 'dương' gives 'dương':*; 'duong' gives null, so it ranks 'Dương' and 'Đường' alike.
 */
export function exactTsQuery(input: string): string | null {
  const words = input
    .normalize('NFC')
    .toLowerCase()
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0 && searchWords(word).join(' ') !== word);
  if (words.length === 0) return null;
  return toTsQuery(
    [...new Set(words)].map((word) => ({
      word,
      prefix: lengthOf(word) >= PREFIX_MIN_LENGTH,
      variants: [],
    })),
  );
}
