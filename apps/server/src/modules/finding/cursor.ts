// Cursor paging (docs/decisions/051-cursor-paging.md): a page's last row's place in the listing's
// order, handed to the client as an opaque `after=` value, and the keyset condition that continues
// from it. Page 30 then costs what page 1 costs: the statement starts where the previous page ended
// instead of reading and throwing away 29 pages.
import { sql, type RawBuilder } from 'kysely';
import { PAGING_TEXTS } from '@menudex/contract/paging';
import { badRequest } from '../../lib/http-errors.ts';

/** A value of a sort key as it travels in a cursor. */
export type KeyValue = number | string | null;

/**
 * One key of an order: its SQL expression, its direction, whether it may be null (then last, as
 * `asc nulls last`), and the type its value is cast to when compared.
 */
export type OrderKey = {
  expr: RawBuilder<unknown>;
  dir: 'asc' | 'desc';
  nullable?: boolean;
  type: 'int' | 'bigint' | 'real' | 'float8';
};

/**
 * The order a listing's rows come in: its name (a cursor only continues the order it was made
 * for) and its keys, the last of which is unique (the creation order, seq).
 */
export type Order = { name: string; keys: OrderKey[] };

/** The cursor of a row whose key values are `values`, in the order `order`. */
export function encodeCursor(order: Order, values: KeyValue[]): string {
  return Buffer.from(JSON.stringify([order.name, ...values])).toString('base64url');
}

const isKeyValue = (v: unknown, key: OrderKey): v is KeyValue =>
  (v === null && key.nullable === true) ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  // bigint keys (seq) travel as decimal strings, as the driver reads them
  (typeof v === 'string' && key.type === 'bigint' && /^-?\d{1,19}$/.test(v));

/** The key values a cursor holds, checked against the order; a 400 for anything else. */
export function decodeCursor(order: Order, cursor: string): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(PAGING_TEXTS.badCursor);
  }
  if (!Array.isArray(parsed) || parsed[0] !== order.name || parsed.length !== order.keys.length + 1)
    throw badRequest(PAGING_TEXTS.badCursor);
  const values = parsed.slice(1) as unknown[];
  if (!values.every((v, i) => isKeyValue(v, order.keys[i] as OrderKey)))
    throw badRequest(PAGING_TEXTS.badCursor);
  return values;
}

const literal = (key: OrderKey, value: number | string) =>
  sql`${String(value)}::${sql.raw(key.type === 'int' ? 'int' : key.type)}`;

/** The row's key equals the value (a null key equals a null value). */
function equal(key: OrderKey, value: KeyValue): RawBuilder<unknown> {
  return value === null ? sql`${key.expr} is null` : sql`${key.expr} = ${literal(key, value)}`;
}

/** The row's key comes strictly after the value in the key's direction (nulls last). */
function beyond(key: OrderKey, value: KeyValue): RawBuilder<unknown> {
  if (value === null) return sql`false`;
  const compared =
    key.dir === 'asc'
      ? sql`${key.expr} > ${literal(key, value)}`
      : sql`${key.expr} < ${literal(key, value)}`;
  return key.nullable ? sql`(${compared} or ${key.expr} is null)` : compared;
}

/** The row's key comes at or after the value: the first key's bound, which an index can serve. */
function notBefore(key: OrderKey, value: KeyValue): RawBuilder<unknown> {
  if (value === null) return sql`${key.expr} is null`;
  const compared =
    key.dir === 'asc'
      ? sql`${key.expr} >= ${literal(key, value)}`
      : sql`${key.expr} <= ${literal(key, value)}`;
  return key.nullable ? sql`(${compared} or ${key.expr} is null)` : compared;
}

/**
 * The rows that come after the cursor's row in the order: the first key's bound (index-friendly),
 * and the lexicographic comparison of all keys, written out because the directions differ
 * (`likes desc, seq asc`), which a row comparison cannot say.
 */
export function afterCondition(order: Order, values: KeyValue[]): RawBuilder<unknown> {
  const alternatives = order.keys.map((key, i) => {
    const same = order.keys.slice(0, i).map((k, j) => equal(k, values[j] ?? null));
    return sql`(${sql.join([...same, beyond(key, values[i] ?? null)], sql` and `)})`;
  });
  const [first] = order.keys;
  const bound = first ? notBefore(first, values[0] ?? null) : sql`true`;
  return sql`(${bound} and (${sql.join(alternatives, sql` or `)}))`;
}

/** The ORDER BY of an order. */
export function orderBy(order: Order): RawBuilder<unknown> {
  return sql.join(
    order.keys.map((k) =>
      k.dir === 'asc'
        ? sql`${k.expr} asc${k.nullable ? sql` nulls last` : sql``}`
        : sql`${k.expr} desc`,
    ),
  );
}

/** Where a page starts: after a cursor's row, or (page numbers) after skipping `offset` rows. */
export type PageStart = { after: string } | { offset: number };

/** A page of rows and the cursor of the next page (null on the last page). */
export type Paged<T> = { rows: T[]; next: string | null };

/**
 * Cuts a page from `limit + 1` rows read in order: the extra row only says that a next page exists,
 * and the page's last row's keys make its cursor.
 */
export function cutPage<T>(
  order: Order,
  rows: T[],
  limit: number,
  keysOf: (row: T) => KeyValue[],
): Paged<T> {
  if (rows.length <= limit) return { rows, next: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, next: last === undefined ? null : encodeCursor(order, keysOf(last)) };
}

/** The page's start as a condition and an offset: the keyset condition, or none and the offset. */
export function startOf(
  order: Order,
  start: PageStart,
): { where: RawBuilder<unknown>[]; offset: number } {
  if ('after' in start)
    return { where: [afterCondition(order, decodeCursor(order, start.after))], offset: 0 };
  return { where: [], offset: start.offset };
}
