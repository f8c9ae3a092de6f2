// Menus from a photo or PDF: the upload checked and queued, read in the background by the AI
// provider's vision model into a draft, and the owner's reviewed draft published as lists and items
// in one transaction. Every step starts with the policy check on the business.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AI_TEXTS } from '@menudex/contract/ai';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import type { Business } from '@menudex/contract/entities';
import { invalidPriceText, parsePriceCents } from '@menudex/contract/items';
import {
  MENU_DRAFT_TEXTS,
  MENU_DRAFT_WARNINGS,
  publishIssueMessage,
  publishMenuDraftRequestSchema,
  type MenuDraft,
} from '@menudex/contract/menu-drafts';
import { currencyDecimals, currencyForCountry } from '@menudex/contract/price';
import type { AppContext } from '../../app-context.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
} from '../../lib/http-errors.ts';
import { canEditBusiness, type Access } from '../../policies/business.policy.ts';
import {
  AiProviderError,
  AiRefusedError,
  AiTimeoutError,
  type AiProvider,
} from '../ai/ai-provider.ts';
import { businessesRepository } from '../businesses/businesses.repository.ts';
import { businessesService } from '../businesses/businesses.service.ts';
import { itemsRepository } from '../items/items.repository.ts';
import { acceptMenuFile, menuImages, MenuFileError } from './menu-file.ts';
import { menuDraftsRepository, type MenuDraftRecord } from './menu-drafts.repository.ts';
import {
  draftFromAnswer,
  readSystemPrompt,
  readUserPrompt,
  UnreadableAnswerError,
} from './model-draft.ts';

/** The job queue that reads uploaded menus. */
export const MENU_DRAFT_JOB = 'menu-draft-read';

/**
 * Reading a menu may take this many times AI_TIMEOUT_MS: it runs in the background, not in front of
 * a request, and a model writing out eight pages of dishes takes longer than one description.
 */
export const READ_TIMEOUT_FACTOR = 3;

/** Drafts older than this are removed when the business makes its next one. */
export const DRAFT_KEEP_DAYS = 30;

/** Seconds pg-boss gives one reading before it counts the attempt as lost (its process died). */
export function readJobExpirySeconds(aiTimeoutMs: number): number {
  return Math.ceil((aiTimeoutMs * READ_TIMEOUT_FACTOR) / 1000) + 120;
}

export function toMenuDraft(record: MenuDraftRecord): MenuDraft {
  return {
    _id: record.id,
    status: record.status,
    lists: record.status === 'ready' ? record.lists : [],
    warnings: record.warnings,
  };
}

/**
 * A publish's prices read by the rules of a currency without decimals (VND: whole amounts up to
 * ITEM_LIMITS.maxWholePriceCents), as the item forms read them; the request's schema reads prices
 * with decimals. Answers the body with those prices taken out (for the schema) and their cents by
 * `list item` index, or null in a currency with decimals. A price that is not whole is a 400 that
 * says where it is and what is expected.
 */
export function wholePrices(
  body: unknown,
  currency: string,
): { body: unknown; cents: Map<string, number> } | null {
  if (currencyDecimals(currency) !== 0) return null;
  const lists = (body as { lists?: unknown } | null)?.lists;
  if (!Array.isArray(lists)) return null;
  const cents = new Map<string, number>();
  const copied = lists.map((list: unknown, l) => {
    const items = (list as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) return list;
    return {
      ...(list as object),
      items: items.map((item: unknown, i) => {
        const price = (item as { price?: unknown } | null)?.price;
        // Anything but a number is the schema's to refuse, with its own message.
        if (typeof price !== 'number') return item;
        const read = parsePriceCents(String(price), currency);
        if (read === undefined || read === null) {
          const issue = {
            code: 'custom' as const,
            path: ['lists', l, 'items', i, 'price'],
            message: invalidPriceText(currency),
            input: price,
          };
          throw badRequest(publishIssueMessage(issue, body));
        }
        cents.set(`${l} ${i}`, read);
        return { ...(item as object), price: null };
      }),
    };
  });
  return { body: { ...(body as object), lists: copied }, cents };
}

type ReadOutcome = {
  status: 'ready' | 'failed';
  lists: MenuDraft['lists'];
  warnings: string[];
};

const failedWith = (warning: string, before: string[] = []): ReadOutcome => ({
  status: 'failed',
  lists: [],
  warnings: [...before, warning],
});

export function menuDraftsService(
  ctx: AppContext,
  provider: AiProvider | null,
  log: FastifyBaseLogger,
) {
  const repo = menuDraftsRepository(ctx.db);
  const businesses = businessesRepository(ctx.db);
  const readTimeoutMs = ctx.config.ai.timeoutMs * READ_TIMEOUT_FACTOR;
  /** A draft still 'reading' after both attempts could have run and expired has stopped for good. */
  const stalledAfterMs = 2 * readJobExpirySeconds(ctx.config.ai.timeoutMs) * 1000 + 60_000;

  /** 404 for an unknown business, 403 for callers who may not edit it; else its currency. */
  async function editable(access: Access, businessId: string): Promise<string> {
    const business = await businesses.byId(businessId);
    if (!business) throw notFound(BUSINESS_TEXTS.businessNotFound);
    if (!canEditBusiness(access, business.id)) throw forbidden();
    return currencyOf(business);
  }

  /** The currency a business prices in: its country's, else the install's (CURRENCY). */
  function currencyOf(business: { country: string }): string {
    return currencyForCountry(business.country, ctx.config.place.currency);
  }

  async function draftOf(businessId: string, draftId: string): Promise<MenuDraftRecord> {
    const draft = await repo.byId(businessId, draftId);
    if (!draft) throw notFound(MENU_DRAFT_TEXTS.draftNotFound);
    return draft;
  }

  function checkPublishable(draft: MenuDraftRecord): void {
    if (draft.published_at) throw conflict(MENU_DRAFT_TEXTS.alreadyPublished);
    if (draft.status === 'reading') throw conflict(MENU_DRAFT_TEXTS.stillReading);
    if (draft.status === 'failed') throw conflict(MENU_DRAFT_TEXTS.failedDraft);
  }

  /** Reads the kept upload with the vision model; every failure becomes a warning, never a throw. */
  async function readUpload(upload: {
    mediaType: Parameters<typeof menuImages>[0];
    bytes: Buffer;
    country: string;
  }): Promise<ReadOutcome> {
    const currency = currencyOf(upload);
    if (!provider) return failedWith(AI_TEXTS.notConfigured);
    const before: string[] = [];
    try {
      const { images, pageCount } = await menuImages(upload.mediaType, upload.bytes);
      if (pageCount > images.length)
        before.push(MENU_DRAFT_WARNINGS.pagesLeftOut(images.length, pageCount));
      const answer = await provider.readImages(
        { system: readSystemPrompt(currency), user: readUserPrompt(images.length), images },
        AbortSignal.timeout(readTimeoutMs),
        readTimeoutMs,
      );
      const draft = draftFromAnswer(answer, currency);
      if (draft.itemCount === 0) return failedWith(MENU_DRAFT_WARNINGS.notAMenu, before);
      return { status: 'ready', lists: draft.lists, warnings: [...before, ...draft.warnings] };
    } catch (err) {
      if (err instanceof AiTimeoutError) {
        log.warn({ timeoutMs: readTimeoutMs }, 'menu draft: provider timed out');
        return failedWith(MENU_DRAFT_WARNINGS.timeout, before);
      }
      if (err instanceof AiProviderError || err instanceof AiRefusedError) {
        log.warn({ reason: err.message }, 'menu draft: provider failed');
        return failedWith(MENU_DRAFT_WARNINGS.providerFailed(err.message), before);
      }
      if (err instanceof UnreadableAnswerError) {
        log.warn({ reason: err.message }, 'menu draft: unreadable answer');
        return failedWith(MENU_DRAFT_WARNINGS.unreadableAnswer, before);
      }
      if (err instanceof MenuFileError) return failedWith(err.message, before);
      throw err;
    }
  }

  return {
    /**
     * Checks the upload, keeps it in a new draft ('reading') and queues its reading in the same
     * transaction. `readFile` runs after the access checks, so refused callers upload nothing.
     */
    async create(
      access: Access & { actor: { id: string } },
      businessId: string,
      readFile: () => Promise<Buffer>,
    ): Promise<MenuDraft> {
      await editable(access, businessId);
      if (!provider) throw serviceUnavailable(AI_TEXTS.notConfigured);
      const upload = await acceptMenuFile(await readFile());
      const now = ctx.clock.now();
      // The queue's workers start on the first send, outside the transaction that holds the
      // connection (PGlite has one).
      await ctx.jobs.run();
      const record = await ctx.db.transaction().execute(async (trx) => {
        const drafts = menuDraftsRepository(trx);
        await drafts.removeOlderThan(
          businessId,
          new Date(now.getTime() - DRAFT_KEEP_DAYS * 24 * 3600 * 1000),
        );
        const draft = await drafts.insert({
          businessId,
          createdBy: access.actor.id,
          mediaType: upload.mediaType,
          upload: upload.bytes,
          now,
        });
        await ctx.jobs.send(
          MENU_DRAFT_JOB,
          { draftId: draft.id },
          {
            // A second attempt only when the first one's process died: reading records its own
            // failures.
            retryLimit: 1,
            expireInSeconds: readJobExpirySeconds(ctx.config.ai.timeoutMs),
            db: trx as unknown as Kysely<never>,
          },
        );
        return draft;
      });
      return toMenuDraft(record);
    },

    async get(access: Access, businessId: string, draftId: string): Promise<MenuDraft> {
      await editable(access, businessId);
      const draft = await draftOf(businessId, draftId);
      const age = ctx.clock.now().getTime() - new Date(draft.created_at).getTime();
      if (draft.status === 'reading' && age > stalledAfterMs) {
        const outcome = failedWith(MENU_DRAFT_WARNINGS.readingStopped);
        await repo.finishReading(draftId, outcome, ctx.clock.now());
        return toMenuDraft((await repo.byId(businessId, draftId)) ?? draft);
      }
      return toMenuDraft(draft);
    },

    /** The job: reads the draft's upload once, records the outcome and drops the upload. */
    async read(draftId: string): Promise<void> {
      const upload = await repo.uploadOf(draftId);
      // Read already (a second attempt after a crash that came late), or removed since.
      if (!upload) return;
      const outcome = await readUpload(upload);
      await repo.finishReading(draftId, outcome, ctx.clock.now());
    },

    /**
     * Creates the owner's edited lists and items in one transaction, with the rules of items made
     * by hand. A list whose name the business has (trimmed, any case) gets the items added; an item
     * whose name that list already has is left out, so the dish already on the menu (its photo,
     * likes and edits) stays as it is. Lists without items are not made. A draft publishes once.
     */
    async publish(
      access: Access,
      businessId: string,
      draftId: string,
      body: unknown,
    ): Promise<Business> {
      const currency = await editable(access, businessId);
      checkPublishable(await draftOf(businessId, draftId));
      const whole = wholePrices(body, currency);
      const parsed = publishMenuDraftRequestSchema.safeParse(whole?.body ?? body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue ? publishIssueMessage(issue, body) : 'The menu is not valid');
      }
      if (whole) {
        for (const [l, list] of parsed.data.lists.entries())
          for (const [i, item] of list.items.entries())
            item.price = whole.cents.get(`${l} ${i}`) ?? item.price;
      }
      const now = ctx.clock.now();
      await ctx.db.transaction().execute(async (trx) => {
        const tx = businessesRepository(trx);
        // The business first, as every menu change does: changes to one business queue up.
        if (!(await tx.lockById(businessId))) throw notFound(BUSINESS_TEXTS.businessNotFound);
        const drafts = menuDraftsRepository(trx);
        const draft = await drafts.lockById(businessId, draftId);
        if (!draft) throw notFound(MENU_DRAFT_TEXTS.draftNotFound);
        checkPublishable(draft);
        const items = itemsRepository(trx);
        for (const list of parsed.data.lists) {
          if (list.items.length === 0) continue;
          const target =
            (await tx.listByName(businessId, list.name)) ??
            (await tx.addList(businessId, list.name));
          const known = new Set(
            (await drafts.itemNamesOf(target.id)).map((name) => name.trim().toLowerCase()),
          );
          for (const item of list.items) {
            if (known.has(item.name.toLowerCase())) continue;
            const itemId = await items.insert({
              businessId,
              listId: target.id,
              name: item.name,
              description: item.description,
              priceCents: item.price,
              images: [],
              diets: item.diets,
              // A printed menu's allergens are not read: they stay "not stated".
              allergens: null,
              soldOutUntil: null,
            });
            if (item.tags.length > 0) await items.setTags(itemId, item.tags);
          }
        }
        await drafts.markPublished(draftId, now);
      });
      return businessesService(ctx).detail(access, businessId);
    },
  };
}
