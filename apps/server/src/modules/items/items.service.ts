// Item logic: reading pages and single items with what the caller may do to each, and creating,
// editing and deleting items after the policy check on their business.
import { LIMITS, TEXTS } from '@menudex/contract/constants';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import { idSchema, type Item } from '@menudex/contract/entities';
import {
  createItemFieldsSchema,
  ITEM_TEXTS,
  updateItemFieldsSchema,
} from '@menudex/contract/items';
import type { AppContext } from '../../app-context.ts';
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
import { businessesRepository } from '../businesses/businesses.repository.ts';
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

  async function answer(access: Access, id: string): Promise<Item> {
    const record = await repo.byId(id);
    if (!record) throw notFound(ITEM_TEXTS.itemNotFound);
    return toItem(record, canEditItem(access, record), true);
  }

  async function editable(access: Access, id: string) {
    const row = await repo.ownerOf(id);
    if (!row) throw notFound(ITEM_TEXTS.itemNotFound);
    if (!canEditItem(access, row)) throw forbidden();
    return row;
  }

  return {
    async popularPage(access: Access, page: number): Promise<Item[]> {
      const records = await repo.popularPage(page, LIMITS.pageSize);
      return records.map((r) => toItem(r, canEditBusiness(access, r.business_id), true));
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
      const fields = validateForm(createItemFieldsSchema, form.fields);
      const webp = await prepareImage(form, fields.image);
      const stored = webp ? await storeImage(ctx.storage, webp) : null;
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
      await editable(access, id);
      const form = await readForm();
      checkTagCount(form);
      const fields = validateForm(updateItemFieldsSchema, form.fields);
      const webp = await prepareImage(form, fields.image);
      const stored = webp ? await storeImage(ctx.storage, webp) : null;
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
