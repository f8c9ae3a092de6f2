// Menu drafts (/api/businesses/{id}/menu-drafts): a printed menu read from a photo or PDF by the AI
// provider's vision model, reviewed and published by the owner. Shapes, limits and texts shared by
// the server and the review screen.
import { z } from 'zod';
import { addListSchema, businessResponseSchema } from './businesses.ts';
import { createItemFieldsSchema, ITEM_TEXTS, parsePriceCents } from './items.ts';
import { dietSchema } from './plate.ts';

export const MENU_DRAFT_LIMITS = {
  /** The uploaded photo or PDF. */
  fileMaxBytes: 20 * 1024 * 1024,
  /** A longer PDF is read up to this page; the draft's warnings say so. */
  pdfMaxPages: 8,
  /** What one draft, and one publish, may hold: more than any printed menu has. */
  maxLists: 40,
  maxItems: 400,
  maxWarnings: 50,
} as const;

/** What the file picker offers; the server checks the bytes, not the type the browser claims. */
export const MENU_DRAFT_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type MenuDraftFileType = (typeof MENU_DRAFT_FILE_TYPES)[number];

export const MENU_DRAFT_STATUSES = ['reading', 'ready', 'failed'] as const;
export type MenuDraftStatus = (typeof MENU_DRAFT_STATUSES)[number];

export const MENU_DRAFT_TEXTS = {
  importButton: 'Import menu from a photo or PDF',
  chooseFile: 'Choose a photo or PDF',
  fileHint: 'A photo (JPEG, PNG or WebP) or a PDF of your printed menu, at most 20 MB',
  reading: 'Reading your menu…',
  priceNotRead: 'price not read',
  publish: 'Publish',
  published: 'Menu published',
  removeItem: 'Remove item',
  fileRequired: 'Please choose a photo or PDF of your menu',
  notAccepted: 'The file must be a JPEG, PNG or WebP photo, or a PDF',
  fileTooLarge: `The file is too large: at most ${MENU_DRAFT_LIMITS.fileMaxBytes / (1024 * 1024)} MB`,
  pdfBroken: 'The PDF could not be opened: it may be damaged',
  pdfProtected: 'The PDF is protected by a password: please upload a copy without one',
  pdfNoPages: 'The PDF has no pages',
  draftNotFound: 'Menu draft not found',
  stillReading: 'The menu is still being read: publish it once it is ready',
  failedDraft:
    'This menu could not be read, so there is nothing to publish: please upload it again',
  alreadyPublished: 'This menu draft was already published',
  nothingToPublish: 'There is no item to publish: keep or add at least one',
  tooManyItems: `A menu draft holds at most ${MENU_DRAFT_LIMITS.maxItems} items`,
  tooManyLists: `A menu draft holds at most ${MENU_DRAFT_LIMITS.maxLists} lists`,
} as const;

/** What a draft's `warnings` say: why reading failed, or what the owner should check. */
export const MENU_DRAFT_WARNINGS = {
  notAMenu: 'No dishes were found in this file: is it a menu?',
  unreadableAnswer: 'The AI provider answered something that is not a menu, so nothing was read',
  timeout: 'The AI provider did not answer in time',
  providerFailed: (reason: string) => `The AI provider failed: ${reason}`,
  readingStopped: 'Reading the menu stopped before it finished: please upload it again',
  pagesLeftOut: (read: number, total: number) =>
    `Only the first ${read} of the PDF's ${total} pages were read`,
  itemWithoutName: (list: string) => `An item without a name in "${list}" was left out`,
  listWithoutName: (name: string) => `A list without a name was called "${name}"`,
  tooManyItems: (kept: number) => `Only the first ${kept} items were kept`,
  priceUnreadable: (item: string) => `The price of "${item}" could not be read`,
} as const;

/** The name a list gets when the menu shows none (the owner may rename it before publishing). */
export const DEFAULT_LIST_NAME = 'Menu';

export const menuDraftParamsSchema = z.object({
  id: z.uuid({ message: 'id must be a valid id' }),
  draftId: z.uuid({ message: 'draftId must be a valid id' }),
});

/** An item as read: price in the business's currency units, null when it could not be read. */
export const draftItemSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  tags: z.array(z.string()),
  diets: z.array(dietSchema),
});
export type DraftItem = z.infer<typeof draftItemSchema>;

export const draftListSchema = z.object({ name: z.string(), items: z.array(draftItemSchema) });
export type DraftList = z.infer<typeof draftListSchema>;

export const menuDraftSchema = z.object({
  _id: z.string(),
  status: z.enum(MENU_DRAFT_STATUSES),
  /** Empty while reading and when reading failed. */
  lists: z.array(draftListSchema),
  warnings: z.array(z.string()),
});
export type MenuDraft = z.infer<typeof menuDraftSchema>;

export const menuDraftResponseSchema = z.object({ draft: menuDraftSchema });
export type MenuDraftResponse = z.infer<typeof menuDraftResponseSchema>;

const itemFields = createItemFieldsSchema.shape;

/**
 * A price as the review screen sends it (a number in currency units, or null), held to the rule of
 * the item forms: at least 0, at most two decimals, at most ITEM_LIMITS.maxPriceCents. Answers cents.
 */
const publishedPrice = z
  .number({ error: ITEM_TEXTS.invalidPrice })
  .nullable()
  .transform((v, ctx) => {
    if (v === null) return null;
    const cents = parsePriceCents(String(v));
    if (cents === undefined || cents === null) {
      ctx.issues.push({ code: 'custom', message: ITEM_TEXTS.invalidPrice, input: v });
      return z.NEVER;
    }
    return cents;
  });

/** One item of POST …/publish: the rules of an item made by hand (contract/items.ts). */
export const publishItemSchema = z.object({
  name: itemFields.name,
  description: itemFields.description.default(''),
  price: publishedPrice.default(null),
  tags: itemFields.tags.default([]),
  diets: itemFields.diets.default([]),
});
export type PublishItem = z.output<typeof publishItemSchema>;

export const publishListSchema = z.object({
  name: addListSchema.shape.name,
  items: z.array(publishItemSchema).max(MENU_DRAFT_LIMITS.maxItems, MENU_DRAFT_TEXTS.tooManyItems),
});

/** POST …/menu-drafts/{draftId}/publish: the owner's edited lists. */
export const publishMenuDraftRequestSchema = z
  .object({
    lists: z
      .array(publishListSchema, { error: 'lists must be a list of lists' })
      .max(MENU_DRAFT_LIMITS.maxLists, MENU_DRAFT_TEXTS.tooManyLists),
  })
  .superRefine((body, ctx) => {
    const count = body.lists.reduce((n, list) => n + list.items.length, 0);
    if (count === 0) ctx.addIssue({ code: 'custom', message: MENU_DRAFT_TEXTS.nothingToPublish });
    if (count > MENU_DRAFT_LIMITS.maxItems)
      ctx.addIssue({ code: 'custom', message: MENU_DRAFT_TEXTS.tooManyItems });
  });
export type PublishMenuDraftRequest = z.input<typeof publishMenuDraftRequestSchema>;
export type PublishMenuDraft = z.output<typeof publishMenuDraftRequestSchema>;

export const publishMenuDraftResponseSchema = businessResponseSchema;

/**
 * Where a refused publish went wrong, in words: 'List 2 "Drinks", item 3, price: Please enter a
 * price like 12.50' rather than a path of indexes. `body` is what was sent (for the list's name).
 */
export function publishIssueMessage(issue: z.core.$ZodIssue, body: unknown): string {
  const [top, listIndex, inList, itemIndex, field] = issue.path;
  if (top !== 'lists' || typeof listIndex !== 'number') return issue.message;
  const lists = (body as { lists?: Array<{ name?: unknown }> } | null)?.lists;
  const name = Array.isArray(lists) ? lists[listIndex]?.name : undefined;
  const list = `List ${listIndex + 1}${typeof name === 'string' && name.trim() ? ` "${name.trim()}"` : ''}`;
  if (inList === 'name') return `${list}: ${issue.message}`;
  if (inList !== 'items' || typeof itemIndex !== 'number') return `${list}: ${issue.message}`;
  const item = `${list}, item ${itemIndex + 1}`;
  // The name's own messages ('Please enter a name') and the price's say which field they are about.
  if (field === undefined || field === 'name' || field === 'price')
    return `${item}: ${issue.message}`;
  return `${item}, ${String(field)}: ${issue.message}`;
}
