-- Owner insights (issue 39, docs/guide.md "Insights"): what visitors' browsers report (POST /api/events)
-- and likes and favorites, kept as counts per business, dish, local day and kind. Nothing here says
-- who: unique visitors are told apart for one day by a salted hash whose salt changes daily, and both
-- the salts and the hashes are deleted once their day is over (modules/insights/).

CREATE TABLE insight_counts (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- The dish the count is about, or the nil UUID for the business itself (a primary key column cannot
  -- be NULL). No foreign key: a deleted dish's past views still count in the business's totals.
  item_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  -- The business's local date (its hours' time zone, else DEFAULT_TIME_ZONE) when it happened.
  day date NOT NULL,
  -- The event kinds of packages/contract/src/insights.ts, and what the server counts itself.
  kind text NOT NULL CHECK (kind IN ('view', 'item-view', 'call', 'directions', 'website', 'qr-scan',
    'search-appearance', 'visitor', 'like', 'favorite')),
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (business_id, day, kind, item_id)
);
-- The admins' city view reads a range of days over every business.
CREATE INDEX insight_counts_day_idx ON insight_counts (day);

-- One random salt per calendar date, made by whichever process needs it first (insert ... on conflict
-- do nothing), shared by all of them, deleted once that date is over in every time zone. It is never
-- stored with the counts.
CREATE TABLE insight_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);

-- Who was already counted as a visitor of a business today: hash(salt of the day, address, user
-- agent). The primary key makes "insert ... on conflict do nothing returning" tell a new visitor from
-- a known one. Rows are deleted once the business's day is over.
CREATE TABLE insight_visitors (
  day date NOT NULL,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  visitor_hash text NOT NULL,
  PRIMARY KEY (day, business_id, visitor_hash)
);
