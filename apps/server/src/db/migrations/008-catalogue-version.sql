-- A number that goes up once for every committed transaction that changed what the public catalogue
-- shows (businesses, their hours, lists, items, tags, votes, favorites, owners). Every process of
-- the server reads it (at most once per PUBLIC_CACHE_MS) to learn whether a page it keeps may still
-- be sent, whichever process, script or person changed the data: one tiny read instead of reading
-- every kept page's data again (docs/decisions/025).
--
-- The bump runs at commit (a deferred constraint trigger), so the row is locked only while a
-- transaction commits: a writer never waits for it while holding other locks, and no deadlock can
-- form. A transaction bumps once however many rows it writes (a transaction-local setting marks it).
CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_version DEFAULT VALUES;

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('menudex.catalogue_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('menudex.catalogue_bumped', txid_current()::text, true);
    UPDATE catalogue_version SET version = version + 1;
  END IF;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  shown text;
BEGIN
  FOREACH shown IN ARRAY ARRAY['businesses', 'business_owners', 'business_week_ranges',
    'business_special_ranges', 'hours_time_zones', 'menu_lists', 'items', 'item_tags', 'tags',
    'item_votes', 'favorites']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()', shown);
  END LOOP;
END
$$;
