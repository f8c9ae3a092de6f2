-- What is on the plate: diets, allergens and "sold out today" on items; the median item price of a
-- business (its price level) kept by triggers.

ALTER TABLE items
  ADD COLUMN diets text[] NOT NULL DEFAULT '{}',
  -- NULL: the owner has not said; '{}': stated to contain none of the 14.
  ADD COLUMN allergens text[],
  -- Sold out until this instant (the business's next opening, or local midnight).
  ADD COLUMN sold_out_until timestamptz;

CREATE INDEX items_diets_idx ON items USING gin (diets) WITH (fastupdate = off);
CREATE INDEX items_price_idx ON items (price_cents, seq);
CREATE INDEX items_business_popular_idx ON items (business_id, likes DESC, seq);

ALTER TABLE businesses ADD COLUMN median_price_cents integer;
CREATE INDEX businesses_median_price_idx ON businesses (median_price_cents);

CREATE FUNCTION businesses_median_price_refresh(p_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE businesses b
     SET median_price_cents = m.median
    FROM (
      SELECT id,
             (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY i.price_cents))::integer
                FROM items i
               WHERE i.business_id = ids.id AND i.price_cents IS NOT NULL) AS median
        FROM unnest(p_ids) AS ids (id)
    ) m
   WHERE b.id = m.id AND b.median_price_cents IS DISTINCT FROM m.median;
$$;

CREATE FUNCTION items_median_price_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM businesses_median_price_refresh(
    ARRAY(SELECT DISTINCT business_id FROM new_rows WHERE price_cents IS NOT NULL));
  RETURN NULL;
END $$;

CREATE FUNCTION items_median_price_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM businesses_median_price_refresh(
    ARRAY(SELECT DISTINCT business_id FROM old_rows WHERE price_cents IS NOT NULL));
  RETURN NULL;
END $$;

-- Votes update items all the time: only a changed price (or business) recomputes a median.
CREATE FUNCTION items_median_price_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM businesses_median_price_refresh(ARRAY(
    SELECT DISTINCT x.business_id
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (o.business_id), (n.business_id)) AS x (business_id)
     WHERE o.price_cents IS DISTINCT FROM n.price_cents OR o.business_id <> n.business_id));
  RETURN NULL;
END $$;

CREATE TRIGGER items_median_price_inserted AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_median_price_inserted();
CREATE TRIGGER items_median_price_deleted AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_median_price_deleted();
CREATE TRIGGER items_median_price_updated AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_median_price_updated();

-- Items made before this migration.
SELECT businesses_median_price_refresh(ARRAY(SELECT id FROM businesses));
