// Item logic: reading pages and single items with what the caller may do to each, and creating,
// editing and deleting items after the policy check on their business.
import { LIMITS, TEXTS } from '@menudex/contract/constants';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import { idSchema, type Item } from '@menudex/contract/entities';
import { itemFieldsSchemasFor, ITEM_TEXTS, statedAllergens } from '@menudex/contract/items';
import { currencyForCountry } from '@menudex/contract/price';
import { findingOf, type Finding } from '@menudex/contract/finding';
import type { Locale } from '@menudex/contract/i18n/locales';
import { mergeTranslations } from '@menudex/contract/translations';
import type { AppContext } from '../../app-context.ts';
import type { PageStart } from '../finding/cursor.ts';
import { findingRepository } from '../finding/finding.repository.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import {
  decodeImageDataUrl,
  normaliseImage,
  removeStoredImages,
  storeImage,
} from '../../lib/image-upload.ts';
import { validateForm, type ParsedForm } from '../../lib/multipart.ts';
import { canEditBusiness, type Access } from '../../policies/business.policy.ts';
import { canEditItem } from '../../policies/item.policy.ts';
import { businessesRepository, hoursOf } from '../businesses/businesses.repository.ts';
import { soldOutUntil } from '../businesses/schedule.ts';
import { itemsRepository, toItem, type ItemChanges } from './items.repository.ts';

/** The file field of the item forms (the specification's name for the chosen photo). */
export const ITEM_FILE_FIELDS = ['images'] as const;

/** The specification's sixth-tag message, verbatim, before any other check on the tags. */
function checkTagCount(form: ParsedForm): void {
  if ((form.counts.get('tags') ?? 0) > LIMITS.maxTags) throw badRequest(TEXTS.maxTags);
}

/** The chosen file wins over a generated image: it is what the person picked last. */
async function prepareImage(form: ParsedForm, dataUrl: string | undefined): Promise<Buffer | null> {
  const file = form.files.get('images');
  if (file) return normaliseImage(file.bytes, 'item');
  const generated = decodeImageDataUrl(dataUrl);
  return generated ? normaliseImage(generated, 'item') : null;
}

export function itemsService(ctx: AppContext) {
  const repo = itemsRepository(ctx.db);
  const businesses = businessesRepository(ctx.db);

  /** "Sold out today" ends at the business's next opening, or at its local midnight without hours. */
  function soldOutEnd(business: { hours: unknown }): Date {
    return soldOutUntil(hoursOf(business), ctx.clock.now(), ctx.config.defaultTimeZone);
  }

  async function answer(access: Access, id: string, lang?: Locale): Promise<Item> {
    const record = await repo.byId(id);
    if (!record) throw notFound(ITEM_TEXTS.itemNotFound);
    return toItem(record, canEditItem(access, record), true, ctx.clock.now(), lang);
  }

  /**
   * The currency a business prices in: its country's, else the install's (CURRENCY). A price that
   * does not fit it (12.50 in VND) is a 400.
   */
  function currencyOf(business: { country: string }): string {
    return currencyForCountry(business.country, ctx.config.place.currency);
  }

  async function editable(access: Access, id: string) {
    const row = await repo.ownerOf(id);
    if (!row) throw notFound(ITEM_TEXTS.itemNotFound);
    if (!canEditItem(access, row)) throw forbidden();
    return row;
  }

  return {
    /**
     * Most liked first (the specification's order) unless the finding filters or sorts otherwise: a
     * page (after a cursor, or by number) and the cursor of the next.
     */
    async popularPage(
      access: Access,
      start: PageStart,
      finding: Finding = findingOf({}),
      lang?: Locale,
    ): Promise<{ items: Item[]; next: string | null }> {
      const { rows, next } = await findingRepository(ctx.db).items({
        finding,
        query: null,
        limit: LIMITS.pageSize,
        start,
        now: ctx.clock.now(),
      });
      const now = ctx.clock.now();
      return {
        items: rows.map((r) => toItem(r, canEditBusiness(access, r.business_id), true, now, lang)),
        next,
      };
    },

    byId: answer,

    /** topic is the list: its id, or its name; a name the business does not have yet makes a new list. */
    async create(
      access: Access,
      businessId: string,
      readForm: () => Promise<ParsedForm>,
    ): Promise<Item> {
      const business = await businesses.byId(businessId);
      if (!business) throw notFound(BUSINESS_TEXTS.businessNotFound);
      if (!canEditBusiness(access, business.id)) throw forbidden();
      const form = await readForm();
      checkTagCount(form);
      const fields = validateForm(
        itemFieldsSchemasFor(currencyOf(business)).create,
        form.fields,
        form.locale,
      );
      const webp = await prepareImage(form, fields.image);
      const stored = webp ? await storeImage(ctx.storage, webp, 'item') : null;
      try {
        const id = await ctx.db.transaction().execute(async (trx) => {
          const tx = businessesRepository(trx);
          // Holding the business keeps two forms with one new topic from making two lists.
          if (!(await tx.lockById(businessId))) throw notFound(BUSINESS_TEXTS.businessNotFound);
          const isId = idSchema.safeParse(fields.topic).success;
          let list =
            (isId ? await tx.listById(businessId, fields.topic) : undefined) ??
            (await tx.listByName(businessId, fields.topic));
          if (!list && isId) throw notFound(ITEM_TEXTS.listNotFound);
          list ??= await tx.addList(businessId, fields.topic);
          const items = itemsRepository(trx);
          const itemId = await items.insert({
            businessId,
            listId: list.id,
            name: fields.name,
            description: fields.description ?? '',
            priceCents: fields.price ?? null,
            images: stored ? [stored] : [],
            diets: fields.diets ?? [],
            allergens: statedAllergens(fields) ?? null,
            soldOutUntil: fields.soldOut ? soldOutEnd(business) : null,
            translations: mergeTranslations({}, fields.translations),
          });
          await items.setTags(itemId, fields.tags ?? []);
          return itemId;
        });
        return await answer(access, id);
      } catch (err) {
        await removeStoredImages(ctx.storage, [stored]);
        throw err;
      }
    },

    /** Absent fields stay; a new image replaces the old one, which is removed after the commit. */
    async update(access: Access, id: string, readForm: () => Promise<ParsedForm>): Promise<Item> {
      const owner = await editable(access, id);
      const form = await readForm();
      checkTagCount(form);
      // The price is read in the business's currency: only a form that sends one needs it.
      const business =
        form.fields.price === undefined ? undefined : await businesses.byId(owner.business_id);
      const currency = business ? currencyOf(business) : ctx.config.place.currency;
      const fields = validateForm(itemFieldsSchemasFor(currency).update, form.fields, form.locale);
      const webp = await prepareImage(form, fields.image);
      const stored = webp ? await storeImage(ctx.storage, webp, 'item') : null;
      try {
        const replaced = await ctx.db.transaction().execute(async (trx) => {
          const items = itemsRepository(trx);
          const current = await items.ownerOf(id);
          if (!current) throw notFound(ITEM_TEXTS.itemNotFound);
          const changes: ItemChanges = {};
          if (fields.name !== undefined) changes.name = fields.name;
          if (fields.description !== undefined) changes.description = fields.description;
          if (fields.price !== undefined) changes.price_cents = fields.price;
          if (stored) changes.images = [stored];
          if (fields.diets !== undefined) changes.diets = fields.diets;
          // Merged with what is stored, its row held: two saves of different languages both keep theirs.
          if (fields.translations !== undefined)
            changes.translations = JSON.stringify(
              mergeTranslations(await items.translationsForUpdate(id), fields.translations),
            );
          const allergens = statedAllergens(fields);
          if (allergens !== undefined) changes.allergens = allergens;
          if (fields.soldOut !== undefined) {
            // Inside the transaction: PGlite has one connection, which the transaction holds.
            const business = await businessesRepository(trx).byId(current.business_id);
            changes.sold_out_until = fields.soldOut && business ? soldOutEnd(business) : null;
          }
          await items.update(id, changes, ctx.clock.now());
          if (fields.tags !== undefined) await items.setTags(id, fields.tags);
          return stored ? current.images : [];
        });
        await removeStoredImages(ctx.storage, replaced);
        return await answer(access, id);
      } catch (err) {
        await removeStoredImages(ctx.storage, [stored]);
        throw err;
      }
    },

    async remove(access: Access, id: string): Promise<void> {
      await editable(access, id);
      const images = await repo.remove(id);
      if (!images) throw notFound(ITEM_TEXTS.itemNotFound);
      await removeStoredImages(ctx.storage, images);
    },
  };
}
