// Entity shapes as the API answers them, with the specification's field names.
import { z } from 'zod';
import { hoursSchema } from './hours.ts';
import { allergenSchema, dietSchema } from './plate.ts';
import { LOCALES } from './i18n/locales.ts';
import { translationsSchema } from './translations.ts';

/**
 * The owner's texts in other languages and which language the answer's name and description are
 * in (DESIGN.md 7.5): with ?lang= the translated text where one exists, the original otherwise.
 */
const translatedFields = {
  /** `{ vi: { name, description } }`: the owner's translations; `{}` when none. */
  translations: translationsSchema,
  /** The language of this answer's name (and description): ?lang's where a translation was used, else the install's default. */
  lang: z.enum(LOCALES),
};

export const idSchema = z.uuid({ message: 'must be a valid id' });

export const tagSchema = z.object({ _id: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const popularitySchema = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
});
export type Popularity = z.infer<typeof popularitySchema>;

export const locationSchema = z.object({
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  /** WGS84 coordinates of the pin, both or neither. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Four lines: address1, address2, address3, 'city, state zipCode' ('' when all three are empty). */
  displayAddress: z.array(z.string()),
});
export type Location = z.infer<typeof locationSchema>;

export const itemBusinessRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.object({ city: z.string(), state: z.string() }),
  /** Only with near=lat,lng: how far the business is, in meters. */
  distanceMeters: z.number().optional(),
});

export const itemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price in the business's currency units, e.g. 12.5; null when not given. */
  price: z.number().nullable(),
  /** Relative paths under the image host; the first is the cover. */
  images: z.array(z.string()),
  tags: z.array(tagSchema),
  /** The business id, or the embedded business in listings that span businesses. */
  businessId: z.union([z.string(), itemBusinessRefSchema]),
  businessName: z.string(),
  businessCity: z.string(),
  businessState: z.string(),
  listId: z.string(),
  popularity: popularitySchema,
  /** Diets the owner marked the item with. */
  diets: z.array(dietSchema),
  /** null: the owner has not said; [] stated to contain none of the 14. */
  allergens: z.array(allergenSchema).nullable(),
  /** Sold out today: clears itself at the business's next opening (or local midnight without hours). */
  soldOut: z.boolean(),
  /** What the caller may do: edit or delete this item. */
  canEdit: z.boolean(),
  ...translatedFields,
});
export type Item = z.infer<typeof itemSchema>;

export const menuListSchema = z.object({
  _id: z.string(),
  name: z.string(),
  items: z.array(itemSchema),
  ...translatedFields,
});
export type MenuList = z.infer<typeof menuListSchema>;

export const BUSINESS_SOURCE_KINDS = ['osm', 'csv', 'schema-org'] as const;
export const businessSourceSchema = z.object({
  kind: z.enum(BUSINESS_SOURCE_KINDS),
  /** The OSM id such as `node/123456`, the CSV row's own id, or the imported page's address. */
  ref: z.string(),
  /** ISO 8601 instant of the import that made or last updated it. */
  importedAt: z.string(),
});
export type BusinessSource = z.infer<typeof businessSourceSchema>;

export const businessSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  displayPhone: z.string(),
  description: z.string(),
  coverPhoto: z.string().nullable(),
  logo: z.string().nullable(),
  favoriteCount: z.number().int(),
  categories: z.array(z.string()),
  location: locationSchema,
  /** Whether the cafe feedback program is on for this business. */
  feedbackEnabled: z.boolean(),
  /** Opening hours, or null when not given. */
  hours: hoursSchema.nullable(),
  /** Open at the time of the answer, in the business's time zone; null without hours. */
  openNow: z.boolean().nullable(),
  /** ISO 8601 instant of the next opening or closing; null when none is known. */
  nextChange: z.string().nullable(),
  /** 1 to 4 ($ to $$$$) from the median item price; null with no priced items. */
  priceLevel: z.number().int().min(1).max(4).nullable(),
  /** Only with near=lat,lng: how far the business is, in meters. */
  distanceMeters: z.number().optional(),
  /** The business's own website (`https://…`) or ''. */
  website: z.string(),
  /** The business's public contact address or ''. */
  email: z.string(),
  /** Where an imported business came from; null when it was made by hand. */
  source: businessSourceSchema.nullable(),
  /** The credit its page and the exports must show (ODbL for OpenStreetMap places), or null. */
  attribution: z.string().nullable(),
  /** The item diets it serves entirely or largely. */
  diets: z.array(dietSchema),
  /** Opening hours as text when the hours model cannot hold them (then hours is null), else ''. */
  hoursText: z.string(),
  /**
   * ISO 8601 instant an owner or admin last confirmed the listing (POST /businesses/{id}/verify or
   * any save of theirs); null: never (imported places start so).
   */
  verifiedAt: z.string().nullable(),
  /** verifiedAt is null or older than the server's STALE_AFTER_DAYS (180 by default). */
  stale: z.boolean(),
  /** Someone who runs the business owns the listing (a claim, or an admin's assignment). */
  managedByOwner: z.boolean(),
  /** What the caller may do: edit this business and its lists and items. */
  canEdit: z.boolean(),
  ...translatedFields,
});
export type BusinessSummary = z.infer<typeof businessSummarySchema>;

export const businessSchema = businessSummarySchema.extend({
  lists: z.array(menuListSchema),
});
export type Business = z.infer<typeof businessSchema>;

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

export const profileSchema = userSchema.extend({
  /** The e-mail was proven: the link in our mail was opened, or Google or Facebook vouched for it. */
  emailVerified: z.boolean(),
  /** The account can sign in with a password (provider-only accounts cannot, until they set one). */
  hasPassword: z.boolean(),
  likedItems: z.array(itemSchema),
  dislikedItems: z.array(z.object({ _id: z.string() })),
  favorites: z.array(businessSummarySchema),
  businessesOwn: z.array(businessSummarySchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const errorSchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorSchema>;
