// Business logic: listing and showing businesses, creating them by phone, editing them, their lists
// and their owners; every change starts with the policy check for that business.
import { TEXTS } from '@menudex/contract/constants';
import {
  BUSINESS_TEXTS,
  updateBusinessFieldsSchema,
  type AssignBusinessRequest,
  type BusinessLookupResponse,
  type CreateBusinessRequest,
  type UpdateBusinessFields,
} from '@menudex/contract/businesses';
import type { Business, BusinessSummary } from '@menudex/contract/entities';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import {
  mergeTranslations,
  pickTranslation,
  type TranslationsInput,
} from '@menudex/contract/translations';
import type { Hours, UpdateHoursBody } from '@menudex/contract/hours';
import { invalidPhoneText, normalizePhoneIn } from '@menudex/contract/phone';
import type { Config } from '../../config.ts';
import { findingOf, type Finding } from '@menudex/contract/finding';
import type { AppContext } from '../../app-context.ts';
import { findingRepository } from '../finding/finding.repository.ts';
import { FRESHNESS_TEXTS } from '@menudex/contract/freshness';
import { ITEM_TEXTS } from '@menudex/contract/items';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { normaliseImage, removeStoredImages, storeImage } from '../../lib/image-upload.ts';
import { validateForm, type ParsedForm } from '../../lib/multipart.ts';
import {
  canAdministerBusinesses,
  canEditBusiness,
  canLookUpByPhone,
  canSwitchFeedbackProgram,
  type Access,
} from '../../policies/business.policy.ts';
import { canListStaleBusinesses, canVerifyBusiness } from '../../policies/freshness.policy.ts';
import { canEditItem } from '../../policies/item.policy.ts';
import { toItem } from '../items/items.repository.ts';
import {
  businessesRepository,
  isUniqueViolation,
  staleBefore,
  toBusinessSummary,
  translationsOf,
  type BusinessChanges,
  type BusinessRecord,
  type MenuList,
} from './businesses.repository.ts';

/** The form fields PUT /businesses/{id} reads; the rest of a form is ignored. */
export const BUSINESS_FILE_FIELDS = ['coverPhoto', 'logo'] as const;

/**
 * The number as stored (ten digits in a US install, else E.164), or a 400 the phone screens can
 * alert, which says what numbers the install takes (PHONE_REGION).
 */
function requirePhone(input: string | undefined, place: Config['place']): string {
  if (input === undefined || input.trim() === '') throw badRequest(TEXTS.emptyPhone);
  const phone = normalizePhoneIn(input, place.phoneRegion);
  if (!phone) throw badRequest(invalidPhoneText(place.phoneRegion, place.phoneExample));
  return phone;
}

/**
 * The new phone of an update, if any. Forms may carry both phone and displayPhone (the client sends
 * every field it holds); the one that differs from the stored number is the edit.
 */
function changedPhone(
  current: string,
  fields: UpdateBusinessFields,
  place: Config['place'],
): string | undefined {
  // A business without a phone (an imported place) keeps none while the form sends it empty.
  const given = [fields.phone, fields.displayPhone].filter(
    (v): v is string => v !== undefined && !(current === '' && v.trim() === ''),
  );
  const changed = new Set(given.map((v) => requirePhone(v, place)).filter((p) => p !== current));
  if (changed.size > 1) throw badRequest(BUSINESS_TEXTS.phonesDisagree);
  return [...changed][0];
}

function textChanges(fields: UpdateBusinessFields): BusinessChanges {
  const changes: BusinessChanges = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.categories !== undefined) changes.categories = [...new Set(fields.categories)];
  const location = fields.location;
  if (location) {
    if (location.address1 !== undefined) changes.address1 = location.address1;
    if (location.address2 !== undefined) changes.address2 = location.address2;
    if (location.address3 !== undefined) changes.address3 = location.address3;
    if (location.city !== undefined) changes.city = location.city;
    if (location.state !== undefined) changes.state = location.state;
    if (location.zipCode !== undefined) changes.zip_code = location.zipCode;
    if (location.country !== undefined) changes.country = location.country;
    // The contract checked that both coordinates come together (or neither).
    if (location.lat !== undefined && location.lng !== undefined) {
      changes.lat = location.lat;
      changes.lng = location.lng;
    }
  }
  if (fields.feedbackEnabled !== undefined) changes.feedback_enabled = fields.feedbackEnabled;
  if (fields.website !== undefined) changes.website = fields.website;
  if (fields.email !== undefined) changes.email = fields.email;
  return changes;
}

/**
 * The imported fields (modules/imports) a save changes: a later import keeps what an owner or admin
 * set. Answers the business's edited fields after the save, or undefined when they stay the same.
 */
export function editedFieldsAfter(
  before: BusinessRecord,
  changes: BusinessChanges,
): string[] | undefined {
  if (before.source === null) return undefined;
  const edited = new Set(before.edited_fields);
  const differs = (keys: ReadonlyArray<keyof BusinessChanges & keyof BusinessRecord>) =>
    keys.some((k) => changes[k] !== undefined && !sameValue(changes[k], before[k]));
  for (const [field, keys] of Object.entries(IMPORTED_FIELDS)) if (differs(keys)) edited.add(field);
  return edited.size === before.edited_fields.length ? undefined : [...edited].sort();
}

/** The fields an import writes, each with the columns it covers (hours: setHours). */
export const IMPORTED_FIELDS = {
  name: ['name'],
  phone: ['phone'],
  website: ['website'],
  email: ['email'],
  address: ['address1', 'address2', 'city', 'state', 'zip_code', 'country'],
  location: ['lat', 'lng'],
  categories: ['categories'],
  diets: ['diets'],
} as const satisfies Record<string, ReadonlyArray<keyof BusinessChanges & keyof BusinessRecord>>;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function businessesService(ctx: AppContext) {
  const repo = businessesRepository(ctx.db);
  const staleAfterDays = ctx.config.staleAfterDays;
  const summary = (access: Access, r: BusinessRecord, now: Date, lang?: Locale) =>
    toBusinessSummary(
      r,
      canEditBusiness(access, r.id),
      now,
      staleAfterDays,
      ctx.config.place,
      lang,
    );

  /**
   * The full business: lists in position order, each with its items, most liked first; with `lang`
   * the owner's translated texts where there are some.
   */
  function toBusinessWith(
    access: Access,
    record: BusinessRecord,
    lists: MenuList[],
    lang?: Locale,
  ): Business {
    const now = ctx.clock.now();
    return {
      ...summary(access, record, now, lang),
      lists: lists.map((l) => {
        const translations = translationsOf(l);
        const texts = pickTranslation(l, translations, lang, DEFAULT_LOCALE);
        return {
          _id: l.id,
          name: texts.name,
          items: l.items.map((r) => toItem(r, canEditItem(access, r), false, now, lang)),
          translations,
          lang: texts.lang,
        };
      }),
    };
  }

  /** A business already read (after a write), with its menu read now. */
  async function toBusiness(
    access: Access,
    record: BusinessRecord,
    lang?: Locale,
  ): Promise<Business> {
    return toBusinessWith(access, record, await repo.menuOf(record.id), lang);
  }

  async function editable(access: Access, id: string): Promise<BusinessRecord> {
    const record = await repo.byId(id);
    if (!record) throw notFound(BUSINESS_TEXTS.businessNotFound);
    if (!canEditBusiness(access, record.id)) throw forbidden();
    return record;
  }

  return {
    toBusiness,

    async all(access: Access, lang?: Locale): Promise<BusinessSummary[]> {
      return (await repo.all()).map((r) => summary(access, r, ctx.clock.now(), lang));
    },

    /**
     * Creation order (the specification's) unless the finding filters or sorts otherwise: a page
     * (after a cursor, or by number) and the cursor of the next. The admins' stale list pages by
     * number only (a work queue that shrinks as it is worked through; no cursor).
     */
    async page(
      access: Access,
      page: number,
      pageSize: number,
      finding: Finding = findingOf({}),
      options: { stale?: boolean; after?: string; lang?: Locale | undefined } = {},
    ): Promise<{ businesses: BusinessSummary[]; next: string | null }> {
      const now = ctx.clock.now();
      if (options.stale) {
        if (!access.actor) throw unauthorized();
        if (!canListStaleBusinesses(access)) throw forbidden(FRESHNESS_TEXTS.staleAdminOnly);
        const records = await repo.stalePage(page, pageSize, staleBefore(now, staleAfterDays));
        return {
          businesses: records.map((r) => summary(access, r, now, options.lang)),
          next: null,
        };
      }
      const { rows, next } = await findingRepository(ctx.db).businesses({
        finding,
        query: null,
        limit: pageSize,
        start: options.after ? { after: options.after } : { offset: (page - 1) * pageSize },
        now,
      });
      return { businesses: rows.map((r) => summary(access, r, now, options.lang)), next };
    },

    /** The owner or an admin confirms that the listing is correct as it stands. */
    async verify(access: Access, id: string): Promise<Business> {
      const record = await repo.byId(id);
      if (!record) throw notFound(BUSINESS_TEXTS.businessNotFound);
      if (!canVerifyBusiness(access, record.id)) throw forbidden();
      const after = await repo.markVerified(id, ctx.clock.now());
      if (!after) throw notFound(BUSINESS_TEXTS.businessNotFound);
      return toBusiness(access, after);
    },

    /** One statement: the business, its lists, their items and the items' tags. */
    async detail(access: Access, id: string, lang?: Locale): Promise<Business> {
      const found = await repo.detailById(id);
      if (!found) throw notFound(BUSINESS_TEXTS.businessNotFound);
      const { lists, ...record } = found;
      return toBusinessWith(access, record, lists, lang);
    },

    /** Admins find any business; owners only theirs (a 404 otherwise, so nobody learns what exists). */
    async lookUpByPhone(
      access: Access,
      input: string,
      lang?: Locale,
    ): Promise<BusinessLookupResponse> {
      if (!canLookUpByPhone(access)) throw forbidden();
      const record = await repo.byPhone(requirePhone(input, ctx.config.place));
      if (!record || !canEditBusiness(access, record.id))
        throw notFound(BUSINESS_TEXTS.noBusinessWithPhone);
      return { business: [await toBusiness(access, record, lang)] };
    },

    async create(access: Access, body: CreateBusinessRequest): Promise<Business> {
      if (!canAdministerBusinesses(access)) throw forbidden();
      const phone = requirePhone(body.displayPhone ?? body.phone, ctx.config.place);
      const created = await repo.create(phone);
      if (!created) throw conflict(BUSINESS_TEXTS.phoneTaken);
      return toBusiness(access, created);
    },

    /**
     * Takes only the editable fields. New images are stored first and removed again if the update
     * fails; images they replace are removed once the update is committed.
     */
    async update(
      access: Access,
      id: string,
      readForm: () => Promise<ParsedForm>,
    ): Promise<Business> {
      const before = await editable(access, id);
      const form = await readForm();
      const fields = validateForm(updateBusinessFieldsSchema, form.fields, form.locale);
      if (
        fields.feedbackEnabled !== undefined &&
        fields.feedbackEnabled !== before.feedback_enabled &&
        !canSwitchFeedbackProgram(access)
      ) {
        throw forbidden(BUSINESS_TEXTS.feedbackAdminOnly);
      }
      const changes = textChanges(fields);
      const phone = changedPhone(before.phone, fields, ctx.config.place);
      if (phone) changes.phone = phone;
      const edited = editedFieldsAfter(before, changes);
      if (edited) changes.edited_fields = edited;

      const cover = form.files.get('coverPhoto');
      const logo = form.files.get('logo');
      const coverWebp = cover ? await normaliseImage(cover.bytes, 'cover') : null;
      const logoWebp = logo ? await normaliseImage(logo.bytes, 'logo') : null;
      const stored: string[] = [];
      try {
        if (coverWebp) {
          changes.cover_photo = await storeImage(ctx.storage, coverWebp, 'cover');
          stored.push(changes.cover_photo);
        }
        if (logoWebp) {
          changes.logo = await storeImage(ctx.storage, logoWebp, 'logo');
          stored.push(changes.logo);
        }
        const { after, replaced } = await ctx.db.transaction().execute(async (trx) => {
          const tx = businessesRepository(trx);
          const locked = await tx.lockById(id);
          if (!locked) throw notFound(BUSINESS_TEXTS.businessNotFound);
          if (phone) {
            const holder = await tx.byPhone(phone);
            if (holder && holder.id !== id) throw conflict(BUSINESS_TEXTS.phoneTaken);
          }
          // Merged with the locked row's: two saves of different languages both keep theirs.
          if (fields.translations !== undefined)
            changes.translations = JSON.stringify(
              mergeTranslations(translationsOf(locked), fields.translations),
            );
          // A save by an owner or admin confirms the listing as it now stands.
          const now = ctx.clock.now();
          const updated = await tx.update(id, { ...changes, verified_at: now }, now);
          if (!updated) throw notFound(BUSINESS_TEXTS.businessNotFound);
          const old = [coverWebp ? locked.cover_photo : null, logoWebp ? locked.logo : null];
          return { after: updated, replaced: old };
        });
        await removeStoredImages(ctx.storage, replaced);
        return await toBusiness(access, after);
      } catch (err) {
        await removeStoredImages(ctx.storage, stored);
        if (isUniqueViolation(err)) throw conflict(BUSINESS_TEXTS.phoneTaken);
        throw err;
      }
    },

    /** Replaces the hours (null removes them); the rows "open now" reads change in the same transaction. */
    async setHours(access: Access, id: string, body: UpdateHoursBody): Promise<Business> {
      const before = await editable(access, id);
      const hours: Hours | null =
        body === null ? null : { ...body, timeZone: body.timeZone ?? ctx.config.defaultTimeZone };
      const after = await ctx.db.transaction().execute(async (trx) => {
        const tx = businessesRepository(trx);
        if (!(await tx.lockById(id))) throw notFound(BUSINESS_TEXTS.businessNotFound);
        const now = ctx.clock.now();
        const updated = await tx.setHours(id, hours, now);
        if (!updated) throw notFound(BUSINESS_TEXTS.businessNotFound);
        // Hours set by an owner or admin confirm the listing, like any other save of theirs.
        const verified = (await tx.markVerified(id, now)) ?? updated;
        // Hours set by hand replace the imported ones and their text, and a re-import keeps them.
        if (before.source === null && before.hours_text === '') return verified;
        const edited =
          before.source === null
            ? before.edited_fields
            : [...new Set([...before.edited_fields, 'hours'])].sort();
        return (await tx.update(id, { hours_text: '', edited_fields: edited }, now)) ?? verified;
      });
      return toBusiness(access, after);
    },

    async addList(
      access: Access,
      id: string,
      name: string,
      translations?: TranslationsInput,
    ): Promise<Business> {
      await editable(access, id);
      const after = await ctx.db.transaction().execute(async (trx) => {
        const tx = businessesRepository(trx);
        const locked = await tx.lockById(id);
        if (!locked) throw notFound(BUSINESS_TEXTS.businessNotFound);
        if (await tx.listByName(id, name)) throw conflict(BUSINESS_TEXTS.listNameTaken);
        await tx.addList(id, name, mergeTranslations({}, translations));
        return locked;
      });
      return toBusiness(access, after);
    },

    /** Renames a list and/or sets its name in other languages (an empty one removes it). */
    async updateList(
      access: Access,
      id: string,
      listId: string,
      body: { name?: string | undefined; translations?: TranslationsInput | undefined },
    ): Promise<Business> {
      await editable(access, id);
      const after = await ctx.db.transaction().execute(async (trx) => {
        const tx = businessesRepository(trx);
        // Holding the business keeps two renames from giving two lists one name.
        const locked = await tx.lockById(id);
        if (!locked) throw notFound(BUSINESS_TEXTS.businessNotFound);
        const list = await tx.listById(id, listId);
        if (!list) throw notFound(ITEM_TEXTS.listNotFound);
        if (body.name !== undefined) {
          const holder = await tx.listByName(id, body.name);
          if (holder && holder.id !== listId) throw conflict(BUSINESS_TEXTS.listNameTaken);
        }
        await tx.updateList(id, listId, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.translations !== undefined
            ? { translations: mergeTranslations(translationsOf(list), body.translations) }
            : {}),
        });
        return locked;
      });
      return toBusiness(access, after);
    },

    async assign(access: Access, body: AssignBusinessRequest): Promise<{ message: string }> {
      if (!canAdministerBusinesses(access)) throw forbidden();
      const record = await repo.byPhone(requirePhone(body.phone, ctx.config.place));
      if (!record) throw notFound(BUSINESS_TEXTS.noBusinessWithPhone);
      const userId = await repo.userIdByEmail(body.email);
      if (!userId) throw notFound(BUSINESS_TEXTS.noUserWithEmail);
      await repo.addOwner(record.id, userId);
      return {
        message: `Assigned ${record.name || summary(access, record, ctx.clock.now()).displayPhone} to ${body.email}`,
      };
    },
  };
}
