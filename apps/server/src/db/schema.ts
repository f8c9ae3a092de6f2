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
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Full-text document (002-search.sql), kept by triggers: never written by the application. */
  search_doc: ColumnType<string, never, never>;
}

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
  created_at: Timestamp;
}

export interface DiscountsTable {
  id: Generated<string>;
  business_id: string;
  customer_id: string;
  feedback_id: string | null;
  granted_at: Date | string;
  redeemed_at: Date | string | null;
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
  businesses: BusinessesTable;
  business_owners: BusinessOwnersTable;
  menu_lists: MenuListsTable;
  items: ItemsTable;
  tags: TagsTable;
  item_tags: ItemTagsTable;
  item_votes: ItemVotesTable;
  favorites: FavoritesTable;
  feedback: FeedbackTable;
  discounts: DiscountsTable;
  search_words: SearchWordsTable;
  search_word_keys: SearchWordKeysTable;
}
