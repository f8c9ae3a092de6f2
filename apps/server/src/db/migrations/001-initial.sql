-- The catalogue, accounts, votes, favorites and the feedback program (their types: src/db/schema.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is not IMMUTABLE, so it cannot be indexed directly; this wrapper can.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text UNIQUE CHECK (email = lower(email)),
  password_hash text,
  google_sub text UNIQUE,
  facebook_id text UNIQUE,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE businesses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Creation order: pages are cut along it, so infinite scroll never repeats or skips a card.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  name text NOT NULL DEFAULT '',
  -- Ten digits, normalised: (415) 555-0100, 4155550100 and +14155550100 are one phone.
  phone text NOT NULL UNIQUE CHECK (phone ~ '^[1-9][0-9]{9}$'),
  description text NOT NULL DEFAULT '',
  cover_photo text,
  logo text,
  favorite_count integer NOT NULL DEFAULT 0 CHECK (favorite_count >= 0),
  categories text[] NOT NULL DEFAULT '{}',
  address1 text NOT NULL DEFAULT '',
  address2 text NOT NULL DEFAULT '',
  address3 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  zip_code text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  feedback_enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE business_owners (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id)
);
CREATE INDEX business_owners_user_idx ON business_owners (user_id);

CREATE TABLE menu_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX menu_lists_business_idx ON menu_lists (business_id, position);

CREATE TABLE items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  list_id uuid NOT NULL REFERENCES menu_lists (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price_cents integer CHECK (price_cents >= 0),
  images text[] NOT NULL DEFAULT '{}',
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  dislikes integer NOT NULL DEFAULT 0 CHECK (dislikes >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX items_popular_idx ON items (likes DESC, seq);
CREATE INDEX items_list_idx ON items (list_id);
CREATE INDEX items_business_idx ON items (business_id);

CREATE TABLE tags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- Trimmed and lower-cased: 'Pho', ' pho ' and 'PHO' are one tag.
  name_key text NOT NULL UNIQUE
);

CREATE TABLE item_tags (
  item_id uuid NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  PRIMARY KEY (item_id, tag_id)
);
CREATE INDEX item_tags_tag_idx ON item_tags (tag_id);

CREATE TABLE item_votes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id uuid NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  vote text NOT NULL CHECK (vote IN ('like', 'dislike')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX item_votes_item_idx ON item_votes (item_id);

CREATE TABLE favorites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, business_id)
);
CREATE INDEX favorites_business_idx ON favorites (business_id);

CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- The customer's random UUID, kept in their browser's local storage as uniqueId.
  customer_id uuid NOT NULL,
  entries jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_business_idx ON feedback (business_id, created_at DESC);
CREATE INDEX feedback_customer_idx ON feedback (customer_id, created_at DESC);

CREATE TABLE discounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  feedback_id uuid REFERENCES feedback (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL,
  redeemed_at timestamptz
);
-- At most one unused discount per customer and business.
CREATE UNIQUE INDEX discounts_open_idx ON discounts (business_id, customer_id) WHERE redeemed_at IS NULL;
CREATE INDEX discounts_customer_idx ON discounts (business_id, customer_id, redeemed_at DESC);
