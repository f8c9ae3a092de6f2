// Reading and writing the import and export CSV files: header checks, list cells, spreadsheet safety.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { UnreadableFileError } from './imported-business.ts';

/** One data row: its 1-based number (the header is not counted), and its cells by column. */
export type CsvRecord<C extends string> = {
  row: number;
  cells: Record<C, string> | null;
  /** Set instead of cells when the row's cell count differs from the header's. */
  error: string | null;
};

const list = (names: readonly string[]) => names.join(', ');

/**
 * The data rows of a CSV whose header must be exactly `columns` (in any order). A broken CSV (a quote
 * that never closes) or a header with missing or unknown columns throws UnreadableFileError.
 */
export function readCsv<C extends string>(
  text: string,
  columns: readonly C[],
  what: string,
): CsvRecord<C>[] {
  let records: string[][];
  try {
    // relax_column_count: a short or long row is that row's error, not the whole file's.
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new UnreadableFileError(`The CSV is broken: ${reason}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new UnreadableFileError(`The file is empty: expected ${what}.`);
  const names = header.map((h) => h.trim());
  const missing = columns.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => !(columns as readonly string[]).includes(n));
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (missing.length || unknown.length || repeated.length) {
    const problems = [
      missing.length ? `missing ${list(missing)}` : '',
      unknown.length ? `unknown ${list(unknown.map((u) => (u === '' ? '(empty)' : u)))}` : '',
      repeated.length ? `repeated ${list(repeated)}` : '',
    ].filter(Boolean);
    throw new UnreadableFileError(
      `The CSV header is not ${what}'s: ${problems.join('; ')}. It must be: ${columns.join(',')}`,
    );
  }
  return rows.map((cells, i) => {
    const row = i + 1;
    if (cells.length !== names.length)
      return {
        row,
        cells: null,
        error: `Row ${row} has ${cells.length} cells where the header has ${names.length}.`,
      };
    const byColumn = Object.fromEntries(
      names.map((name, j) => [name, unescapeCell(cells[j] ?? '')]),
    ) as Record<C, string>;
    return { row, cells: byColumn, error: null };
  });
}

/**
 * Characters that make a spreadsheet read a cell as a formula (CSV injection): an exported cell
 * starting with one gets a leading apostrophe, which spreadsheets hide and readCsv removes again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** A `;`-separated cell as its trimmed, non-empty entries. */
export function splitList(cell: string): string[] {
  return cell
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Entries as one `;`-separated cell; a `;` inside an entry would split it, so it becomes a comma. */
export function joinList(values: readonly string[]): string {
  return values.map((v) => v.replaceAll(';', ',')).join(';');
}

/**
 * Rows as CSV text with the header first. Text cells are escaped against formulas; the `numeric`
 * columns are not, as a negative longitude is a number a spreadsheet should read as one.
 */
export function writeCsv<C extends string>(
  columns: readonly C[],
  rows: Record<C, string>[],
  numeric: readonly C[] = [],
): string {
  return stringify(
    rows.map((r) => columns.map((c) => (numeric.includes(c) ? r[c] : escapeCell(r[c])))),
    { header: true, columns: [...columns] },
  );
}
