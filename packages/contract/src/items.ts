// Request and answer shapes of the item endpoints (/api/items/*), used by the server and the forms.
import { z } from 'zod';
import { LIMITS, TEXTS } from './constants.ts';
import { listField } from './businesses.ts';
import { itemSchema, popularitySchema } from './entities.ts';
import { allergenSchema, dietSchema, DIETS, ALLERGENS } from './plate.ts';
import { withoutControlCharacters } from './requests.ts';
import { currencyDecimals } from './price.ts';
import { textTranslationsInputSchema } from './translations.ts';

export const ITEM_TEXTS = {
  nameRequired: 'Please enter a name',
  invalidPrice: 'Please enter a price like 12.50',
  topicRequired: 'Please choose a list',
  itemNotFound: 'Item not found',
  listNotFound: 'No such list in this business',
  invalidImageDataUrl: 'The image must be a data URL of a JPEG, PNG or WebP image',
  notAnImage: 'The file is not a supported image',
  imageTooLarge: `The image is too large: at most ${LIMITS.imageMaxBytes / (1024 * 1024)} MB`,
  tooManyPixels: 'The image has too many pixels',
  tooManyFiles: 'Too many files in the form',
  tooManyFields: 'Too many fields in the form',
  fieldTooLarge: 'A form field is too large',
  formTooLarge: `The form is too large: at most ${(2 * LIMITS.imageMaxBytes) / (1024 * 1024) + 1} MB in all`,
  malformedForm: 'The form data is malformed',
  notMultipart: 'Please send the form as multipart/form-data',
} as const;

export const ITEM_LIMITS = {
  maxPriceCents: 99_999_999,
  /**
   * In a currency without decimals (VND) prices run larger: at most 20,000,000 units, which still
   * fits the integer column of hundredths.
   */
  maxWholePriceCents: 2_000_000_000,
  priceInputMaxLength: 20,
  /**
   * A data URL of a full-size image: base64 spends 4 characters on 3 bytes, plus the
   * 'data:image/jpeg;base64,' prefix and some slack. The decoded size is what is checked (413 beyond
   * LIMITS.imageMaxBytes); this bounds the text, and the size of the form's `image` field.
   */
  imageDataUrlMaxLength: Math.ceil(LIMITS.imageMaxBytes / 3) * 4 + 64 * 1024,
  /** A whole multipart form, files and fields: two full-size images and 1 MB for the rest. */
  formMaxBytes: 2 * LIMITS.imageMaxBytes + 1024 * 1024,
} as const;

/**
 * Reads a price as people type it: '12', '12.50', '$12.5', ' $ 12 '. Answers cents, null for an
 * empty price, or undefined when it is not a price (negative, letters, more than two decimals).
 * In a currency without decimals (VND, JPY) a price is whole: '45000', '45,000', '45.000', '45 000đ'
 * (groups of three, the sign before or after, '.00' allowed), and any other decimal is refused.
 */
export function parsePriceCents(input: string, currency = 'USD'): number | null | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  if (currencyDecimals(currency) === 0) return parseWholePriceCents(trimmed, currency);
  const match =
    /^\$?\s*(\d{1,9})(?:\.(\d{0,2}))?$/.exec(trimmed) ?? /^\$?\s*\.(\d{1,2})$/.exec(trimmed);
  if (!match) return undefined;
  const [whole, fraction] =
    match.length === 3 ? [match[1] ?? '0', match[2] ?? ''] : ['0', match[1] ?? ''];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= ITEM_LIMITS.maxPriceCents ? cents : undefined;
}

/**
 * A whole price, in cents: digits, or groups of three split by ',', '.' or a space; a currency sign
 * (₫, ¥), đ or the currency's code before or after.
 */
function parseWholePriceCents(trimmed: string, currency: string): number | undefined {
  const sign = `(?:\\p{Sc}|đ|${currency})?`;
  const amount = '(\\d{1,8}|\\d{1,3}(?:[,. ]\\d{3})+)';
  // '45000.00' (a menu CSV's export, a spreadsheet) is whole too; '45000.50' is not.
  const match = new RegExp(`^${sign}\\s*${amount}(?:\\.00?)?\\s*${sign}$`, 'iu').exec(trimmed);
  if (!match) return undefined;
  const cents = Number((match[1] ?? '').replace(/[,. ]/g, '')) * 100;
  return cents <= ITEM_LIMITS.maxWholePriceCents ? cents : undefined;
}

/** The message for a price that cannot be read in this currency (the specification's for USD). */
export function invalidPriceText(currency = 'USD'): string {
  return currencyDecimals(currency) === 0
    ? `Please enter a price like 45000: prices in ${currency} have no decimals`
    : ITEM_TEXTS.invalidPrice;
}

const priceFieldFor = (currency: string) =>
  z
    .string()
    .max(ITEM_LIMITS.priceInputMaxLength, { error: invalidPriceText(currency) })
    .transform((v, ctx) => {
      const cents = parsePriceCents(v, currency);
      if (cents === undefined) {
        ctx.issues.push({ code: 'custom', message: invalidPriceText(currency), input: v });
        return z.NEVER;
      }
      return cents;
    });

const priceField = priceFieldFor('USD');

const nameField = withoutControlCharacters(
  z
    .string({ error: ITEM_TEXTS.nameRequired })
    .trim()
    .min(1, { error: ITEM_TEXTS.nameRequired })
    .max(LIMITS.nameMaxLength, { error: `must be at most ${LIMITS.nameMaxLength} characters` }),
);

const descriptionField = withoutControlCharacters(
  z
    .string()
    .trim()
    .max(LIMITS.descriptionMaxLength, {
      error: `must be at most ${LIMITS.descriptionMaxLength} characters`,
    }),
);

const tagEntry = withoutControlCharacters(
  z
    .string()
    .trim()
    .max(LIMITS.tagMaxLength, { error: `a tag is at most ${LIMITS.tagMaxLength} characters` }),
);

/** Free-text tags, at most five; an empty `tags` field clears them on update. */
const tagsField = listField(tagEntry, LIMITS.maxTags, TEXTS.maxTags);

/** `diets[i]`: the diets the item carries; an empty `diets` field clears them on update. */
const dietsField = listField(
  z.string().max(40, { error: `must be one of ${DIETS.join(', ')}` }),
  DIETS.length,
  'too many diets',
).pipe(z.array(dietSchema).transform((v) => [...new Set(v)]));

/** `allergens[i]`: what the item contains; an empty `allergens` field states "none". */
const allergensField = listField(
  z.string().max(40, { error: `must be one of ${ALLERGENS.join(', ')}` }),
  ALLERGENS.length,
  'too many allergens',
).pipe(z.array(allergenSchema).transform((v) => [...new Set(v)]));

const trueFalse = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be 'true' or 'false'` })
    .transform((v) => v === 'true');

/**
 * The plate fields of item create and update. allergensStated 'false' makes allergens null (not
 * stated), whatever allergens[i] say; allergens[i] without allergensStated states them.
 */
const plateFields = {
  diets: dietsField.optional(),
  allergens: allergensField.optional(),
  allergensStated: trueFalse('allergensStated').optional(),
  soldOut: trueFalse('soldOut').optional(),
};

/** The allergens a form states: undefined leaves them as they are, null is "not stated". */
export function statedAllergens(fields: {
  allergens?: Array<z.infer<typeof allergenSchema>> | undefined;
  allergensStated?: boolean | undefined;
}): Array<z.infer<typeof allergenSchema>> | null | undefined {
  if (fields.allergensStated === false) return null;
  if (fields.allergens !== undefined) return fields.allergens;
  return fields.allergensStated === true ? [] : undefined;
}

/** A generated image: a data URL of a base64 JPEG, PNG or WebP; empty means none. */
const imageDataUrlField = z
  .string()
  .max(ITEM_LIMITS.imageDataUrlMaxLength, { error: ITEM_TEXTS.imageTooLarge });

/**
 * The text fields of POST /items/{businessId}, after the multipart form is read (`tags[i]` arrive as
 * an array). topic is the list: its id, or its name (a new list is made for a new name).
 */
export const createItemFieldsSchema = z.object({
  name: nameField,
  description: descriptionField.optional(),
  price: priceField.optional(),
  image: imageDataUrlField.optional(),
  tags: tagsField.optional(),
  ...plateFields,
  /** `translations[vi][name]`, `translations[vi][description]`: the owner's texts in Vietnamese. */
  translations: textTranslationsInputSchema.optional(),
  topic: withoutControlCharacters(
    z
      .string({ error: ITEM_TEXTS.topicRequired })
      .trim()
      .min(1, { error: ITEM_TEXTS.topicRequired })
      .max(LIMITS.listNameMaxLength, {
        error: `must be at most ${LIMITS.listNameMaxLength} characters`,
      }),
  ),
});
export type CreateItemFields = z.infer<typeof createItemFieldsSchema>;

/** The text fields of PUT /items/{id}; absent fields stay as they are, unknown ones are ignored. */
export const updateItemFieldsSchema = z.object({
  name: nameField.optional(),
  description: descriptionField.optional(),
  price: priceField.optional(),
  image: imageDataUrlField.optional(),
  tags: tagsField.optional(),
  ...plateFields,
  /** Per language and text: a value sets it, an empty value removes it, an absent one keeps it. */
  translations: textTranslationsInputSchema.optional(),
});
export type UpdateItemFields = z.infer<typeof updateItemFieldsSchema>;

const schemasByCurrency = new Map<
  string,
  { create: typeof createItemFieldsSchema; update: typeof updateItemFieldsSchema }
>();

/**
 * The item form's fields with the price read in the business's currency (USD: the schemas above).
 * The server checks a form with these; the OpenAPI document shows the USD ones.
 */
export function itemFieldsSchemasFor(currency: string): {
  create: typeof createItemFieldsSchema;
  update: typeof updateItemFieldsSchema;
} {
  if (currency === 'USD') return { create: createItemFieldsSchema, update: updateItemFieldsSchema };
  let schemas = schemasByCurrency.get(currency);
  if (!schemas) {
    const price = priceFieldFor(currency).optional();
    schemas = {
      create: createItemFieldsSchema.extend({ price }),
      update: updateItemFieldsSchema.extend({ price }),
    };
    schemasByCurrency.set(currency, schemas);
  }
  return schemas;
}

const imagesFile = z.file().optional().describe('A photo: a JPEG, PNG, WebP, GIF or AVIF image');

/** The whole multipart forms, files included (for the OpenAPI document and forms). */
export const createItemFormSchema = createItemFieldsSchema.extend({ images: imagesFile });
export const updateItemFormSchema = updateItemFieldsSchema.extend({ images: imagesFile });

export const itemResponseSchema = z.object({ item: itemSchema });
export type ItemResponse = z.infer<typeof itemResponseSchema>;

export const voteSchema = z.enum(['like', 'unlike', 'dislike', 'undislike'], {
  error: 'must be like, unlike, dislike or undislike',
});
export type Vote = z.infer<typeof voteSchema>;

export const voteRequestSchema = z.object({ vote: voteSchema });
export type VoteRequest = z.infer<typeof voteRequestSchema>;

export const voteResponseSchema = z.object({ popularity: popularitySchema });
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const businessIdParamsSchema = z.object({
  businessId: z.uuid({ message: 'businessId must be a valid id' }),
});
