// A menu CSV into a business's lists and items, in one transaction: a dish is found again by its list
// and name (so importing the same file twice changes nothing), new lists and dishes are added, and
// nothing the file does not name is removed.
import { isDeepStrictEqual } from 'node:util';
import { IMPORT_LIMITS } from '@menudex/contract/imports';
import type { AppContext } from '../../app-context.ts';

import type { Kysely } from 'kysely';
import type { DB, ImportCountsRow } from '../../db/schema.ts';
import { businessesRepository } from '../businesses/businesses.repository.ts';
import { itemsRepository, tagKey, type ItemChanges } from '../items/items.repository.ts';
import type { MenuCsvRow } from './formats/menu-csv.ts';
import { importsRepository, type ImportErrorRow, type ImportRow } from './imports.repository.ts';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type MenuReport = {
  counts: ImportCountsRow;
  note: (row: number | string, message: string) => void;
};

/**
 * Applies menu rows to a business inside the caller's transaction (which holds the business locked);
 * counts each row's outcome. A dry run reads and counts only.
 */
export async function applyMenuRows(
  trx: Kysely<DB>,
  businessId: string,
  rows: ReadonlyArray<{
    row: number | string;
    list: string;
    item: MenuCsvRow['item'];
    error: string | null;
  }>,
  options: { dryRun: boolean; now: Date },
  report: MenuReport,
): Promise<void> {
  const { counts, note } = report;
  const businesses = businessesRepository(trx);
  const items = itemsRepository(trx);
  const menu = await businesses.menuOf(businessId);
  const lists = menu.map((l) => ({ id: l.id, name: l.name, items: [...l.items] }));
  for (const parsed of rows) {
    const dish = parsed.item;
    if (!dish) {
      counts.skipped++;
      note(parsed.row, parsed.error ?? 'cannot be imported');
      continue;
    }
    let list = lists.find((l) => sameName(l.name, parsed.list));
    const existing = list?.items.find((i) => sameName(i.name, dish.name));
    const priceCents = dish.price === null ? null : Math.round(dish.price * 100);
    if (existing) {
      const changes: ItemChanges = {};
      if (existing.description !== dish.description) changes.description = dish.description;
      if (existing.price_cents !== priceCents) changes.price_cents = priceCents;
      if (!isDeepStrictEqual(existing.diets, dish.diets)) changes.diets = dish.diets;
      if (!isDeepStrictEqual(existing.allergens, dish.allergens))
        changes.allergens = dish.allergens;
      const tagsDiffer = !isDeepStrictEqual(
        existing.tags.map((t) => tagKey(t.name)),
        dish.tags.map(tagKey),
      );
      if (Object.keys(changes).length === 0 && !tagsDiffer) {
        counts.unchanged++;
        continue;
      }
      counts.updated++;
      if (options.dryRun) continue;
      if (Object.keys(changes).length > 0) await items.update(existing.id, changes, options.now);
      if (tagsDiffer) await items.setTags(existing.id, dish.tags);
      continue;
    }
    counts.created++;
    if (options.dryRun) {
      // Later rows of the same new list or dish are counted as they would be after the write.
      list ??= { id: '', name: parsed.list, items: [] };
      if (!lists.includes(list)) lists.push(list);
      list.items.push({ name: dish.name } as (typeof list.items)[number]);
      continue;
    }
    if (!list) {
      const made = await businesses.addList(businessId, parsed.list);
      list = { id: made.id, name: made.name, items: [] };
      lists.push(list);
    }
    const itemId = await items.insert({
      businessId,
      listId: list.id,
      name: dish.name,
      description: dish.description,
      priceCents,
      images: [],
      diets: dish.diets,
      allergens: dish.allergens,
      soldOutUntil: null,
    });
    await items.setTags(itemId, dish.tags);
    const made = await items.byId(itemId);
    if (made) list.items.push(made);
  }
}

/** A menu CSV import: every row in one transaction, with its report. */
export async function writeMenuRows(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  row: ImportRow,
  rows: readonly MenuCsvRow[],
): Promise<void> {
  const businessId = row.business_id;
  if (!businessId) throw new Error('a menu import names its business');
  const counts: ImportCountsRow = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  const errors: ImportErrorRow[] = [];
  const note = (r: number | string, message: string) => {
    if (errors.length < IMPORT_LIMITS.errorsKept) errors.push({ row: r, message });
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await businessesRepository(trx).lockById(businessId)))
      throw new Error('the business is gone');
    await applyMenuRows(
      trx,
      businessId,
      rows,
      { dryRun: row.dry_run, now: ctx.clock.now() },
      { counts, note },
    );
    await importsRepository(trx).progress(row.id, { processed: rows.length, counts, errors });
  });
}
