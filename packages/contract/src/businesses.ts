// Request and answer shapes of the business endpoints (/api/businesses/*), used by the server and the forms.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { businessSchema, businessSummarySchema } from './entities.ts';
import { withoutControlCharacters } from './requests.ts';
import { listTranslationsInputSchema, textTranslationsInputSchema } from './translations.ts';

export const BUSINESS_TEXTS = {
  invalidPhone: 'Please enter a valid phone number',
  phoneTaken: 'A business with this phone number already exists',
  noBusinessWithPhone: 'No business with that phone number',
  noUserWithEmail: 'No user with that e-mail',
  invalidEmail: 'Please enter a valid e-mail address',
  businessNotFound: 'Business not found',
  listNameRequired: 'Please enter a list name',
  listNameTaken: 'A list with this name already exists',
  phonesDisagree: 'phone and displayPhone name different numbers',
  latLngTogether: 'location[lat] and location[lng] go together: give both or neither',
  invalidLat: 'location[lat] must be a latitude from -90 to 90',
  invalidLng: 'location[lng] must be a longitude from -180 to 180',
  feedbackAdminOnly: 'Only an admin can switch the feedback program',
  invalidWebsite: 'website must be an address starting with http:// or https://',
  invalidBusinessEmail: 'email must be an e-mail address like hello@example.com',
} as const;

/** The editable business fields: what a form may send, and what the server takes. */
export const BUSINESS_LIMITS = {
  addressPartMaxLength: 200,
  categoriesMax: 20,
  categoryMaxLength: 60,
  phoneInputMaxLength: 40,
  websiteMaxLength: 500,
  emailMaxLength: 254,
} as const;

/** A website as a business may state it: http(s) only ('' removes it). */
export function isWebsite(value: string): boolean {
  // A host with a dot (or localhost), an optional port, then anything without spaces.
  return (
    value === '' ||
    /^https?:\/\/([^\s/?#@:]+\.[^\s/?#@:]+|localhost)(:\d{1,5})?([/?#]\S*)?$/i.test(value)
  );
}

/** An e-mail address's shape ('' removes it); the address is not contacted. */
export function isEmailShape(value: string): boolean {
  return value === '' || /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]{2,}$/.test(value);
}

const phoneInput = z
  .string()
  .max(BUSINESS_LIMITS.phoneInputMaxLength, { error: BUSINESS_TEXTS.invalidPhone });

const text = (max: number) =>
  withoutControlCharacters(
    z
      .string()
      .trim()
      .max(max, { error: `must be at most ${max} characters` }),
  );

/** A form field that may come as one value or as indexed entries (`categories[0]`, `categories[1]`...). */
export const listField = <T extends z.ZodType<string, string>>(
  entry: T,
  max: number,
  tooMany: string,
) =>
  z
    .union([z.array(entry), entry])
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter((s) => s !== ''))
    .pipe(z.array(z.string()).max(max, { error: tooMany }));

export const phoneParamsSchema = z.object({ phone: phoneInput });

/** POST /businesses/: the specification sends displayPhone; phone is accepted too. */
export const createBusinessSchema = z.object({
  displayPhone: phoneInput.optional(),
  phone: phoneInput.optional(),
});
export type CreateBusinessRequest = z.infer<typeof createBusinessSchema>;

export const assignBusinessSchema = z.object({
  phone: phoneInput,
  email: z
    .string({ error: BUSINESS_TEXTS.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: BUSINESS_TEXTS.invalidEmail })
        .max(254, { error: BUSINESS_TEXTS.invalidEmail }),
    ),
});
export type AssignBusinessRequest = z.infer<typeof assignBusinessSchema>;

const listNameField = withoutControlCharacters(
  z
    .string({ error: BUSINESS_TEXTS.listNameRequired })
    .trim()
    .min(1, { error: BUSINESS_TEXTS.listNameRequired })
    .max(LIMITS.listNameMaxLength, {
      error: `must be at most ${LIMITS.listNameMaxLength} characters`,
    }),
);

export const addListSchema = z.object({
  name: listNameField,
  /** `{ vi: { name } }`: the list's name in other languages. */
  translations: listTranslationsInputSchema.optional(),
});
export type AddListRequest = z.infer<typeof addListSchema>;

/**
 * PUT /businesses/{id}/lists/{listId}: a new name and/or the name in other languages (an empty
 * translated name removes it); absent fields stay.
 */
export const updateListSchema = z.object({
  name: listNameField.optional(),
  translations: listTranslationsInputSchema.optional(),
});
export type UpdateListRequest = z.infer<typeof updateListSchema>;

export const listParamsSchema = z.object({
  id: z.uuid({ message: 'id must be a valid id' }),
  listId: z.uuid({ message: 'listId must be a valid id' }),
});

export const favoriteRequestSchema = z.object({
  /** true to favorite, false to unfavorite; repeating either changes nothing. */
  favorite: z.boolean({ error: 'must be true or false' }),
});
export type FavoriteRequest = z.infer<typeof favoriteRequestSchema>;

export const favoriteResponseSchema = z.object({
  favoriteCount: z.number().int(),
  favorited: z.boolean(),
});
export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;

export const businessResponseSchema = z.object({ business: businessSchema });
export type BusinessResponse = z.infer<typeof businessResponseSchema>;

/** Phone lookup: a list whose first element the client uses. */
export const businessLookupResponseSchema = z.object({ business: z.array(businessSchema) });
export type BusinessLookupResponse = z.infer<typeof businessLookupResponseSchema>;

export const businessListResponseSchema = z.array(businessSummarySchema);

export const messageResponseSchema = z.object({ message: z.string() });

/** A coordinate as a form sends it: a decimal number in range; '' clears it (null). */
const coordinate = (max: number, message: string) =>
  z
    .string()
    .max(30, { error: message })
    .transform((v, ctx) => {
      const t = v.trim();
      if (t === '') return null;
      const n = /^-?\d{1,3}(\.\d{1,12})?$/.test(t) ? Number(t) : NaN;
      if (!(Math.abs(n) <= max)) {
        ctx.issues.push({ code: 'custom', input: v, message });
        return z.NEVER;
      }
      return n;
    });

export const locationFieldsSchema = z.object({
  address1: text(BUSINESS_LIMITS.addressPartMaxLength).optional(),
  address2: text(BUSINESS_LIMITS.addressPartMaxLength).optional(),
  address3: text(BUSINESS_LIMITS.addressPartMaxLength).optional(),
  city: text(BUSINESS_LIMITS.addressPartMaxLength).optional(),
  state: text(BUSINESS_LIMITS.addressPartMaxLength).optional(),
  zipCode: text(BUSINESS_LIMITS.addressPartMaxLength).optional(),
  country: text(BUSINESS_LIMITS.addressPartMaxLength).optional(),
  lat: coordinate(90, BUSINESS_TEXTS.invalidLat).optional(),
  lng: coordinate(180, BUSINESS_TEXTS.invalidLng).optional(),
});

/** Both coordinates or neither, in one form: a pin with one coordinate means nothing. */
const checkLatLng = (
  f: {
    location?: { lat?: number | null | undefined; lng?: number | null | undefined } | undefined;
  },
  ctx: z.RefinementCtx,
) => {
  const lat = f.location?.lat;
  const lng = f.location?.lng;
  if ((lat === undefined) !== (lng === undefined) || (lat === null) !== (lng === null))
    ctx.addIssue({
      code: 'custom',
      path: ['location', 'lat'],
      message: BUSINESS_TEXTS.latLngTogether,
    });
};

/**
 * The text fields of PUT /businesses/{id}, after the multipart form is read: `location[city]` arrives
 * as location.city and `categories[n]` as an array. Absent fields stay as they are; unknown ones are
 * ignored. feedbackEnabled is 'true' or 'false' and may only be switched by an admin.
 */
const updateBusinessFieldsObject = z.object({
  name: text(LIMITS.nameMaxLength).optional(),
  phone: phoneInput.optional(),
  displayPhone: phoneInput.optional(),
  description: text(LIMITS.descriptionMaxLength).optional(),
  location: locationFieldsSchema.optional(),
  categories: listField(
    text(BUSINESS_LIMITS.categoryMaxLength),
    BUSINESS_LIMITS.categoriesMax,
    `at most ${BUSINESS_LIMITS.categoriesMax} categories`,
  ).optional(),
  feedbackEnabled: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .transform((v) => v === 'true')
    .optional(),
  website: text(BUSINESS_LIMITS.websiteMaxLength)
    .refine(isWebsite, { error: BUSINESS_TEXTS.invalidWebsite })
    .optional(),
  email: text(BUSINESS_LIMITS.emailMaxLength)
    .refine(isEmailShape, { error: BUSINESS_TEXTS.invalidBusinessEmail })
    .optional(),
  /** `translations[vi][name]`, `translations[vi][description]`: an empty value removes that text. */
  translations: textTranslationsInputSchema.optional(),
});
export const updateBusinessFieldsSchema = updateBusinessFieldsObject.superRefine(checkLatLng);
export type UpdateBusinessFields = z.infer<typeof updateBusinessFieldsSchema>;

/** The whole multipart form of PUT /businesses/{id}, files included (for the OpenAPI document and forms). */
export const updateBusinessFormSchema = updateBusinessFieldsObject
  .extend({
    coverPhoto: z.file().optional().describe('Cover photo: a JPEG, PNG, WebP, GIF or AVIF image'),
    logo: z.file().optional().describe('Logo: a JPEG, PNG, WebP, GIF or AVIF image'),
  })
  .superRefine(checkLatLng);
