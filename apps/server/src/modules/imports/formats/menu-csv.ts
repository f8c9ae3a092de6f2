// The menu CSV (docs/architecture.md, "Imports and exports"): one item a line with its list, read
// into what the item service takes and written back from a business's lists, so an export imports
// back to the same menu.
import { LIMITS } from '@menudex/contract/constants';
import { ITEM_LIMITS, itemFieldsSchemasFor, parsePriceCents } from '@menudex/contract/items';
import { ALLERGENS, DIETS, type Allergen, type Diet } from '@menudex/contract/plate';
import { hasControlCharacters } from '@menudex/contract/text';
import { MENU_CSV_COLUMNS } from '@menudex/contract/imports';
import { joinList, readCsv, splitList, writeCsv } from './csv-cells.ts';
import { decodeText, excerpt } from './file-text.ts';

type MenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number];

/** An item as the item service takes it; price in the currency's units (12.5), as items answer it. */
export type MenuCsvItem = {
  name: string;
  description: string;
  price: number | null;
  tags: string[];
  diets: Diet[];
  /** null: not stated (an empty cell); []: stated to contain none (`none`). */
  allergens: Allergen[] | null;
};

export type MenuCsvRow = {
  /** The 1-based data row (the header is not counted). */
  row: number;
  list: string;
  item: MenuCsvItem | null;
  error: string | null;
};

/** 'Gluten Free' and 'gluten_free' as the list's 'gluten-free'. */
const word = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

function textProblem(label: string, value: string, max: number, required = false): string | null {
  if (required && value === '') return `${label} is required.`;
  const length = Array.from(value).length;
  if (length > max) return `${label} must be at most ${max} characters (it has ${length}).`;
  if (hasControlCharacters(value)) return `${label} must not contain control characters.`;
  return null;
}

/** The entries of a cell that must each be one of `allowed`, or the problem with the first that is not. */
function namesOf<T extends string>(
  label: string,
  cell: string,
  allowed: readonly T[],
): { values: T[] } | { problem: string } {
  const values: T[] = [];
  for (const entry of splitList(cell)) {
    const name = word(entry) as T;
    if (!allowed.includes(name))
      return { problem: `${label}: "${excerpt(entry)}" is not one of ${allowed.join(', ')}.` };
    if (!values.includes(name)) values.push(name);
  }
  return { values };
}

function readRow(row: number, c: Record<MenuCsvColumn, string>, currency: string): MenuCsvRow {
  const fail = (error: string): MenuCsvRow => ({ row, list: c.list, item: null, error });
  const text =
    textProblem('list', c.list, LIMITS.listNameMaxLength, true) ??
    textProblem('name', c.name, LIMITS.nameMaxLength, true) ??
    textProblem('description', c.description, LIMITS.descriptionMaxLength);
  if (text) return fail(text);
  const cents =
    c.price.length <= ITEM_LIMITS.priceInputMaxLength
      ? parsePriceCents(c.price, currency)
      : undefined;
  if (cents === undefined) {
    const example = parsePriceCents('12.50', currency) === undefined ? '45000' : '12.50';
    return fail(`price must be a price like ${example} or empty (not "${excerpt(c.price)}").`);
  }
  const tags = splitList(c.tags);
  if (tags.length > LIMITS.maxTags)
    return fail(`tags must be at most ${LIMITS.maxTags} (there are ${tags.length}).`);
  for (const tag of tags) {
    const problem = textProblem(`tag "${excerpt(tag)}"`, tag, LIMITS.tagMaxLength);
    if (problem) return fail(problem);
  }
  const diets = namesOf('diets', c.diets, DIETS);
  if ('problem' in diets) return fail(diets.problem);
  const stated = c.allergens.toLowerCase() !== 'none' && c.allergens !== '';
  const allergens = stated
    ? namesOf('allergens', c.allergens, ALLERGENS)
    : { values: [] as Allergen[] };
  if ('problem' in allergens) return fail(allergens.problem);

  // What the item form would get, through the item form's own schema: if the two ever disagree, the
  // row is refused here rather than by the database.
  const form = itemFieldsSchemasFor(currency).create.safeParse({
    topic: c.list,
    name: c.name,
    description: c.description,
    price: c.price,
    tags,
    diets: diets.values,
    allergens: allergens.values,
    allergensStated: c.allergens === '' ? 'false' : 'true',
  });
  if (!form.success) {
    const issue = form.error.issues[0];
    const field = issue?.path[0] === 'topic' ? 'list' : String(issue?.path[0] ?? 'row');
    return fail(`${field}: ${issue?.message ?? 'cannot be imported'}.`);
  }
  return {
    row,
    list: form.data.topic,
    item: {
      name: form.data.name,
      description: form.data.description ?? '',
      price: cents === null ? null : cents / 100,
      tags,
      diets: diets.values,
      allergens: c.allergens === '' ? null : allergens.values,
    },
    error: null,
  };
}

/**
 * The rows of a menu CSV, each an item or the reason it cannot be imported; prices are read in
 * `currency` (the install's CURRENCY: 45,000 in VND). A file that cannot be
 * read at all (not text, a broken CSV, missing or unknown columns) throws UnreadableFileError.
 */
export function parseMenuCsv(bytes: Buffer, currency = 'USD'): { rows: MenuCsvRow[] } {
  const records = readCsv(decodeText(bytes, 'a menu CSV'), MENU_CSV_COLUMNS, 'a menu CSV');
  return {
    rows: records.map(({ row, cells, error }) => {
      if (!cells) return { row, list: '', item: null, error: error ?? 'The row cannot be read.' };
      const trimmed = Object.fromEntries(
        Object.entries(cells).map(([k, v]) => [k, v.trim()]),
      ) as Record<MenuCsvColumn, string>;
      return readRow(row, trimmed, currency);
    }),
  };
}

export type MenuCsvList = {
  name: string;
  items: {
    name: string;
    description: string;
    price: number | null;
    tags: string[];
    diets: string[];
    allergens: string[] | null;
  }[];
};

/** A price as the CSV writes it: two decimals ('12.50'), '' for none. */
const priceCell = (price: number | null) =>
  price === null ? '' : (Math.round(price * 100) / 100).toFixed(2);

/**
 * The lists' items as a menu CSV, one line an item in list order. A list without items has no line
 * (the format names a list only through its items).
 */
export function formatMenuCsv(lists: MenuCsvList[]): string {
  const rows = lists.flatMap((list) =>
    list.items.map((item): Record<MenuCsvColumn, string> => ({
      list: list.name,
      name: item.name,
      description: item.description,
      price: priceCell(item.price),
      tags: joinList(item.tags),
      diets: joinList(item.diets),
      allergens:
        item.allergens === null
          ? ''
          : item.allergens.length === 0
            ? 'none'
            : joinList(item.allergens),
    })),
  );
  return writeCsv(MENU_CSV_COLUMNS, rows, ['price']);
}
