// Kysely's view of the tables in migrations/ (kept by hand, one interface per table).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string | null;
  password_hash: string | null;
  google_sub: string | null;
  facebook_id: string | null;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined, 'user' | 'admin'>;
  created_at: Timestamp;
  /** 004-accounts.sql: when the e-mail was proven (a link from our mail, or Google or Facebook). */
  email_verified_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** 004-accounts.sql: sessions carry it; raising it ends every older session. */
  session_version: ColumnType<number, number | undefined, number>;
  /** 022-user-locale.sql: the language the user reads Menudex in (their mails'). */
  locale: ColumnType<string, string | undefined, string>;
}

export interface AccountTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'verify-email' | 'reset-password';
  token_hash: string;
  email: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface BusinessesTable {
  id: Generated<string>;
  seq: ColumnType<number, never, never>;
  name: ColumnType<string, string | undefined, string>;
  phone: string;
  description: ColumnType<string, string | undefined, string>;
  cover_photo: string | null;
  logo: string | null;
  favorite_count: ColumnType<number, number | undefined, number>;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  address1: ColumnType<string, string | undefined, string>;
  address2: ColumnType<string, string | undefined, string>;
  address3: ColumnType<string, string | undefined, string>;
  city: ColumnType<string, string | undefined, string>;
  state: ColumnType<string, string | undefined, string>;
  zip_code: ColumnType<string, string | undefined, string>;
  country: ColumnType<string, string | undefined, string>;
  feedback_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  discount_daily_limit: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Full-text document (002-search.sql), kept by triggers: never written by the application. */
  search_doc: ColumnType<string, never, never>;
  search_exact: ColumnType<string, never, never>;
  lat: number | null;
  lng: number | null;
  /** The API's hours object (005-place.sql); written as JSON text. */
  hours: ColumnType<unknown, string | null | undefined, string | null>;
  /** Kept by triggers (006-plate.sql): never written by the application. */
  median_price_cents: ColumnType<number | null, never, never>;
  /** Kept by triggers from business_week_ranges (009-open-week.sql): never written by the application. */
  open_zone: ColumnType<string | null, never, never>;
  open_week: ColumnType<string | null, never, never>;
  /** Generated from lat/lng (011-near-unit-vector.sql): the point on the unit sphere. */
  ux: ColumnType<number | null, never, never>;
  uy: ColumnType<number | null, never, never>;
  uz: ColumnType<number | null, never, never>;
  /** 014-provenance.sql: the contract's business fields for imports and freshness. */
  website: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  /** { kind, ref, importedAt } of an imported business; written as JSON text. */
  source: ColumnType<BusinessSource | null, string | null | undefined, string | null>;
  attribution: string | null;
  diets: ColumnType<string[], string[] | undefined, string[]>;
  hours_text: ColumnType<string, string | undefined, string>;
  verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  edited_fields: ColumnType<string[], string[] | undefined, string[]>;
  /** 017: kept by a trigger on business_owners ("managed by its owner"). */
  owner_count: ColumnType<number, never, never>;
  /** 021: the owner's texts in other languages, `{ vi: { name, description } }`; written as JSON text. */
  translations: ColumnType<TranslationsRow, string | undefined, string>;
}

/** The translations column of items, menu_lists and businesses (021-translations.sql). */
export type TranslationsRow = Partial<Record<string, { name?: string; description?: string }>>;

export type BusinessSource = {
  kind: 'osm' | 'csv' | 'schema-org';
  ref: string;
  importedAt: string;
};

export interface ImportsTable {
  id: Generated<string>;
  kind: string;
  status: ColumnType<string, string | undefined, string>;
  dry_run: boolean;
  business_id: string | null;
  created_by: string | null;
  file_name: ColumnType<string, string | undefined, string>;
  file: Buffer | null;
  total: ColumnType<number, number | undefined, number>;
  processed: ColumnType<number, number | undefined, number>;
  /** Written as JSON text. */
  counts: ColumnType<ImportCountsRow, string | undefined, string>;
  errors: ColumnType<Array<{ row: number | string; message: string }>, string | undefined, string>;
  created_at: Timestamp;
  started_at: Date | null;
  finished_at: Date | null;
}

export type ImportCountsRow = {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
};

export interface BusinessOwnersTable {
  business_id: string;
  user_id: string;
  created_at: Timestamp;
}

export interface MenuListsTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  position: number;
  created_at: Timestamp;
  /** 021: `{ vi: { name } }`; written as JSON text. */
  translations: ColumnType<TranslationsRow, string | undefined, string>;
}

export interface ItemsTable {
  id: Generated<string>;
  seq: ColumnType<number, never, never>;
  business_id: string;
  list_id: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  price_cents: number | null;
  images: ColumnType<string[], string[] | undefined, string[]>;
  likes: ColumnType<number, number | undefined, number>;
  dislikes: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Full-text document (002-search.sql), kept by triggers: never written by the application. */
  search_doc: ColumnType<string, never, never>;
  search_exact: ColumnType<string, never, never>;
  diets: ColumnType<string[], string[] | undefined, string[]>;
  allergens: string[] | null;
  sold_out_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 021: `{ vi: { name, description } }`; written as JSON text. */
  translations: ColumnType<TranslationsRow, string | undefined, string>;
}

export interface BusinessWeekRangesTable {
  business_id: string;
  time_zone: string;
  opens_day: number;
  /** An int4range, written as its text '[start,end)'. */
  span: string;
  closed_until: string | null;
}

export interface BusinessSpecialRangesTable {
  business_id: string;
  time_zone: string;
  day: string;
  span: string | null;
  closed_until: string | null;
}

export interface HoursTimeZonesTable {
  time_zone: string;
}

export interface TagsTable {
  id: Generated<string>;
  name: string;
  name_key: string;
}

export interface ItemTagsTable {
  item_id: string;
  tag_id: string;
  position: number;
}

export interface ItemVotesTable {
  user_id: string;
  item_id: string;
  vote: 'like' | 'dislike';
  created_at: Timestamp;
}

export interface FavoritesTable {
  user_id: string;
  business_id: string;
  created_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<string>;
  business_id: string;
  customer_id: string;
  entries: ColumnType<unknown, string, string>;
  /** Keyed hash of the client address (never the address): counts per-network caps. */
  network: ColumnType<string | null, string | null | undefined, string | null>;
  /** The burst it arrived in (migration 012): set means suspect. */
  burst_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface FeedbackBurstsTable {
  id: Generated<string>;
  business_id: string;
  started_at: Date | string;
  last_at: Date | string;
  ratings: ColumnType<
    'held' | 'counted' | 'dropped',
    'held' | 'counted' | 'dropped' | undefined,
    'held' | 'counted' | 'dropped'
  >;
  voided_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
}

export interface DiscountsTable {
  id: Generated<string>;
  business_id: string;
  customer_id: string;
  feedback_id: string | null;
  granted_at: Date | string;
  redeemed_at: Date | string | null;
  voided_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
}

/** 015-menu-drafts.sql: a menu read from a photo or PDF, until its owner publishes it. */
export interface MenuDraftsTable {
  id: Generated<string>;
  business_id: string;
  created_by: string | null;
  status: ColumnType<
    'reading' | 'ready' | 'failed',
    'reading' | 'ready' | 'failed' | undefined,
    'reading' | 'ready' | 'failed'
  >;
  media_type: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  /** The uploaded bytes until read (pg answers a Buffer, PGlite a Uint8Array). */
  upload: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  /** The draft's lists as the API answers them; written as JSON text. */
  lists: ColumnType<unknown, string | undefined, string>;
  /** The draft's warnings (texts); written as JSON text. */
  warnings: ColumnType<unknown, string | undefined, string>;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 017-claims-freshness.sql: a user's claim of a business (modules/claims). */
export interface ClaimsTable {
  id: Generated<string>;
  business_id: string;
  user_id: string;
  message: ColumnType<string, string | undefined, string>;
  status: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | 'approved' | 'rejected' | undefined,
    'pending' | 'approved' | 'rejected'
  >;
  token_hash: string | null;
  token_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  mailed_to: string | null;
  note: ColumnType<string, string | undefined, string>;
  resolved_by: string | null;
  created_at: Timestamp;
  resolved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** 017-claims-freshness.sql: a stale-listing reminder taken for one owner, business and period. */
export interface FreshnessRemindersTable {
  business_id: string;
  user_id: string;
  period: string;
  sent_at: Timestamp;
}

/** 016-reports.sql: a visitor's report or suggested correction, and what a moderator decided. */
export interface ReportsTable {
  id: Generated<string>;
  target_kind: 'business' | 'item';
  business_id: string;
  item_id: string | null;
  reason: 'wrong-info' | 'closed' | 'illegal' | 'spam' | 'other';
  message: string;
  email: string | null;
  /** The suggested fields; written as JSON text. */
  suggestion: ColumnType<unknown, string | null | undefined, string | null>;
  status: ColumnType<
    'open' | 'accepted' | 'rejected',
    'open' | 'accepted' | 'rejected' | undefined,
    'open' | 'accepted' | 'rejected'
  >;
  note: Generated<string>;
  reporter_id: string | null;
  created_at: Timestamp;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolved_by: string | null;
  /** 022-user-locale.sql: the language of the page the report was made on (its outcome mail's). */
  locale: ColumnType<string, string | undefined, string>;
}

export interface SearchWordsTable {
  word: string;
}

export interface SearchWordKeysTable {
  key: string;
  word: string;
}

export interface DB {
  users: UsersTable;
  account_tokens: AccountTokensTable;
  businesses: BusinessesTable;
  imports: ImportsTable;
  business_owners: BusinessOwnersTable;
  menu_lists: MenuListsTable;
  items: ItemsTable;
  tags: TagsTable;
  item_tags: ItemTagsTable;
  item_votes: ItemVotesTable;
  favorites: FavoritesTable;
  feedback: FeedbackTable;
  discounts: DiscountsTable;
  feedback_bursts: FeedbackBurstsTable;
  search_words: SearchWordsTable;
  search_word_keys: SearchWordKeysTable;
  business_week_ranges: BusinessWeekRangesTable;
  business_special_ranges: BusinessSpecialRangesTable;
  hours_time_zones: HoursTimeZonesTable;
  menu_drafts: MenuDraftsTable;
  reports: ReportsTable;
  claims: ClaimsTable;
  freshness_reminders: FreshnessRemindersTable;
}
