-- A place guide: where a business is (lat/lng) and when it is open (hours), kept so that "near" and
-- "open now" are answered from indexes.

ALTER TABLE businesses
  ADD COLUMN lat double precision,
  ADD COLUMN lng double precision,
  -- The hours object exactly as the API answers it (packages/contract/src/hours.ts), or NULL.
  ADD COLUMN hours jsonb,
  ADD CONSTRAINT businesses_lat_lng_together CHECK ((lat IS NULL) = (lng IS NULL)),
  ADD CONSTRAINT businesses_lat_range CHECK (lat BETWEEN -90 AND 90),
  ADD CONSTRAINT businesses_lng_range CHECK (lng BETWEEN -180 AND 180);

-- "near": a bounding box on lat, then lng, narrows the candidates before the exact distance.
CREATE INDEX businesses_lat_lng_idx ON businesses (lat, lng) WHERE lat IS NOT NULL;

-- The weekly ranges in the business's local time, as minutes from Monday 00:00 (0 to 10080 and
-- beyond for a Sunday range past midnight, which is also stored a week earlier, starting below 0, so
-- that Monday 01:00 finds it). opens_day (0 = Monday) is the day the range opens: a special day on
-- that date replaces it. closed_until: the business is temporarily closed and ranges opening before
-- that date do not count ('infinity' without a reopening date).
CREATE TABLE business_week_ranges (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  opens_day smallint NOT NULL CHECK (opens_day BETWEEN 0 AND 6),
  span int4range NOT NULL,
  closed_until date
);
CREATE INDEX business_week_ranges_span_idx ON business_week_ranges USING gist (span);
CREATE INDEX business_week_ranges_business_idx ON business_week_ranges (business_id);

-- Special days: one row per range (minutes from the date's midnight, past 1440 after midnight), or
-- one row with a NULL span for a day closed.
CREATE TABLE business_special_ranges (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  day date NOT NULL,
  span int4range,
  closed_until date
);
CREATE INDEX business_special_ranges_day_idx ON business_special_ranges (day, business_id);

-- The time zones in use: "open now" works out the local time once per zone.
CREATE TABLE hours_time_zones (
  time_zone text PRIMARY KEY
);
