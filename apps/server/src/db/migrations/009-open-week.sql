-- "Open now" as a check on the business row itself (docs/decisions/026-open-now-on-the-row-and-match-tiers.md).
--
-- At lunch most of a city is open: the old way read every weekly range holding the current minute
-- (about 8,000 of them on the 10,000-business set), checked each for special days and handed the set
-- to the items query: 10 to 15 ms before the items were even looked at. Now each business carries its
-- weekly hours as one multirange (open_week, minutes from Monday 00:00 local, the same spans as
-- business_week_ranges) and its time zone (open_zone), so "is it open" is one containment test on a
-- row the query reads anyway, and ANALYZE gives the planner how many contain a given minute (most at
-- noon, a handful at 3 am) instead of a guess. The few businesses the weekly hours alone do not
-- decide (temporarily closed, or a special day today or yesterday) keep the exact rules in
-- modules/finding/finding.repository.ts, read from the range tables as before.
ALTER TABLE businesses
  ADD COLUMN open_zone text,
  -- NULL without weekly ranges or while temporarily closed (the exact rules decide those).
  ADD COLUMN open_week int4multirange;

-- Kept from business_week_ranges by a trigger, so any writer (the API, the seed, psql) keeps it true.
CREATE FUNCTION businesses_open_week_refresh(p_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE businesses b
     SET open_zone = w.zone, open_week = w.week
    FROM (
      SELECT ids.id,
             (SELECT min(r.time_zone) FROM business_week_ranges r WHERE r.business_id = ids.id) AS zone,
             (SELECT range_agg(r.span) FROM business_week_ranges r
               WHERE r.business_id = ids.id AND r.closed_until IS NULL) AS week
        FROM unnest(p_ids) AS ids (id)
    ) w
   WHERE b.id = w.id
     AND (b.open_zone IS DISTINCT FROM w.zone OR b.open_week IS DISTINCT FROM w.week);
$$;

CREATE FUNCTION business_week_ranges_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM businesses_open_week_refresh(ARRAY(SELECT DISTINCT business_id FROM new_rows));
  ELSE
    PERFORM businesses_open_week_refresh(ARRAY(SELECT DISTINCT business_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER business_week_ranges_inserted AFTER INSERT ON business_week_ranges
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_week_ranges_written();
CREATE TRIGGER business_week_ranges_deleted AFTER DELETE ON business_week_ranges
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_week_ranges_written();

-- At night few rows hold the minute: the index finds them.
CREATE INDEX businesses_open_week_idx ON businesses USING gist (open_week);
-- The exact rules start from the few exceptions: ranges of temporarily closed businesses.
CREATE INDEX business_week_ranges_closed_idx ON business_week_ranges (time_zone)
  WHERE closed_until IS NOT NULL;

SELECT businesses_open_week_refresh(ARRAY(SELECT DISTINCT business_id FROM business_week_ranges));
ANALYZE businesses;
