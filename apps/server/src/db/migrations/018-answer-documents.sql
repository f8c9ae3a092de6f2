-- Answer documents (docs/decisions/050): each item's ItemRecord (items.repository.ts) and each
-- business's record and menu, as JSON built once when they change instead of on every read, so a
-- cache-off read of the items page, an item, the business page or the businesses page is an
-- index walk for the page's ids and the documents by primary key.
--
-- Kept by triggers, so no writer (the API, imports, scripts, psql) can forget them: a row trigger
-- on every table a document shows queues what it changed (document_queue), and at commit a deferred
-- trigger rebuilds each queued document once, however many rows the transaction wrote (an import of
-- a 500-dish menu rebuilds its business's document once, not 500 times).
--
-- Never stale under concurrency: the commit-time rebuild first takes a lock per business it touches
-- (a transaction advisory lock, in key order), then builds in later statements, whose snapshots
-- (READ COMMITTED) see every transaction that committed while it waited. Two writers of one
-- business's documents therefore build one after the other, the second from what the first
-- committed. Advisory locks rather than the businesses' rows: a vote holding its item's row must
-- not wait at commit for a rename holding the business's row (and waiting, through the search
-- triggers, for that item's row). Only commit-time builds take them, after every statement, so a
-- builder waits only for other builders. For the same reason the documents have no foreign keys:
-- an item's delete removes its document at commit, under its business's lock, not in the
-- statement (whose cascade would lock the document's row outside that order).
--
-- The triggers are ENABLE ALWAYS: a session in replica mode (testing/catalogue.ts changes a row
-- behind the catalogue version's back) still keeps the documents true; only the version stays.
--
-- A new column shown in an answer must be added to the documents below (and to the WHEN lists).

CREATE TABLE item_documents (
  id uuid PRIMARY KEY,
  doc json NOT NULL
);

CREATE TABLE business_documents (
  id uuid PRIMARY KEY,
  -- The columns of BUSINESS_COLUMNS (businesses.repository.ts), by their names.
  record json NOT NULL,
  -- The lists in position order, each with its items' documents in creation order. Their counters
  -- and order are not kept here (a vote does not rebuild it): businessesRepository.detailById
  -- takes them from items_business_popular_idx.
  lists json NOT NULL
);

-- What the transaction `xact` changed: an item (item_id; made, changed or deleted), or the business
-- itself (item_id null; made, changed or deleted),
-- with all its items when their documents show what changed (all_items: its name or place).
-- Emptied at each commit, so it stays small; unlogged, since nothing in it outlives a transaction.
CREATE UNLOGGED TABLE document_queue (
  xact bigint NOT NULL,
  business_id uuid NOT NULL,
  item_id uuid,
  all_items boolean NOT NULL DEFAULT false,
  -- Whether the business's menu (its lists, their items) changed, or only its own row.
  menu boolean NOT NULL DEFAULT true
);
CREATE INDEX document_queue_xact_idx ON document_queue (xact);

-- PL/pgSQL rather than SQL functions: their plans are kept for the session, where a SQL function's
-- INSERT is planned again on every call (a vote's commit paid that twice).
CREATE FUNCTION build_item_documents(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_documents (id, doc)
  SELECT i.id, json_build_object(
    'id', i.id, 'business_id', i.business_id, 'list_id', i.list_id, 'name', i.name,
    'description', i.description, 'price_cents', i.price_cents, 'images', i.images,
    'likes', i.likes, 'dislikes', i.dislikes, 'diets', i.diets, 'allergens', i.allergens,
    'sold_out_until', i.sold_out_until, 'business_name', b.name, 'business_city', b.city,
    'business_state', b.state, 'tags', coalesce((
      SELECT json_agg(json_build_object('_id', t.id, 'name', t.name) ORDER BY it.position)
        FROM item_tags it JOIN tags t ON t.id = it.tag_id
       WHERE it.item_id = i.id), '[]'::json))
    FROM items i JOIN businesses b ON b.id = i.business_id
   WHERE i.id = ANY (ids)
  ON CONFLICT (id) DO UPDATE SET doc = excluded.doc;
END
$$;

-- After build_item_documents for the same items: the menu nests the items' documents as they are.
-- `menus`: the businesses whose menu changed too; the others keep theirs (a favorite, an hours
-- change or a verification rewrites the record alone).
CREATE FUNCTION build_business_documents(ids uuid[], menus uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_documents (id, record, lists)
  SELECT b.id,
    json_build_object(
      'id', b.id, 'seq', b.seq, 'name', b.name, 'phone', b.phone, 'description', b.description,
      'cover_photo', b.cover_photo, 'logo', b.logo, 'favorite_count', b.favorite_count,
      'categories', b.categories, 'address1', b.address1, 'address2', b.address2,
      'address3', b.address3, 'city', b.city, 'state', b.state, 'zip_code', b.zip_code,
      'country', b.country, 'feedback_enabled', b.feedback_enabled, 'created_at', b.created_at,
      'updated_at', b.updated_at, 'lat', b.lat, 'lng', b.lng, 'hours', b.hours,
      'median_price_cents', b.median_price_cents, 'website', b.website, 'email', b.email,
      'source', b.source, 'attribution', b.attribution, 'diets', b.diets,
      'hours_text', b.hours_text, 'verified_at', b.verified_at, 'edited_fields', b.edited_fields,
      'owner_count', b.owner_count),
    CASE WHEN b.id = ANY (menus) THEN coalesce((
      SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'items', coalesce((
               SELECT json_agg(d.doc ORDER BY i.seq)
                 FROM items i JOIN item_documents d ON d.id = i.id
                WHERE i.list_id = l.id), '[]'::json)) ORDER BY l.position)
        FROM menu_lists l
       WHERE l.business_id = b.id), '[]'::json) ELSE '[]'::json END
    FROM businesses b
   WHERE b.id = ANY (ids)
  ON CONFLICT (id) DO UPDATE SET record = excluded.record,
    lists = CASE WHEN excluded.id = ANY (menus) THEN excluded.lists
                 ELSE business_documents.lists END;
END
$$;

-- At commit (deferred), once per queued row: the first call of the transaction takes the queue and
-- builds everything in it; the others return at once. "Built" is a transaction-local setting, not a
-- look at the queue: the queue's deleted rows stay in its index until the transaction ends, so a
-- look per call made a seed's million calls quadratic. Queueing clears it (queue_document).
CREATE FUNCTION build_queued_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  x bigint := txid_current();
  businesses_changed uuid[];
  documents_changed uuid[];
  menus_changed uuid[];
  items_changed uuid[];
  k integer;
BEGIN
  IF current_setting('menudex.documents_built', true) = x::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('menudex.documents_built', x::text, true);
  -- Locked: every business queued. Rebuilt: those whose own row or menu changed (not a vote's).
  SELECT array_agg(DISTINCT business_id),
         coalesce(array_agg(DISTINCT business_id) FILTER (WHERE item_id IS NULL OR menu), '{}'),
         coalesce(array_agg(DISTINCT business_id) FILTER (WHERE menu), '{}')
    INTO businesses_changed, documents_changed, menus_changed
    FROM document_queue WHERE xact = x;
  IF businesses_changed IS NULL THEN
    RETURN NULL;
  END IF;
  -- Keys (18, …) keep these apart from the application's one-number advisory locks. A transaction
  -- of many businesses (an import, the seed) takes the one key every builder shares instead of a
  -- lock each (the lock table holds max_locks_per_transaction per connection).
  IF cardinality(businesses_changed) > 64 THEN
    PERFORM pg_advisory_xact_lock(-18, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(-18, 0);
    FOR k IN SELECT DISTINCT hashtext(b::text) AS k FROM unnest(businesses_changed) b ORDER BY k LOOP
      PERFORM pg_advisory_xact_lock(18, k);
    END LOOP;
  END IF;
  -- From here on, each statement sees what the builders before this one committed.
  SELECT coalesce(array_agg(DISTINCT id), '{}') INTO items_changed FROM (
    SELECT item_id AS id FROM document_queue WHERE xact = x AND item_id IS NOT NULL
    UNION ALL
    SELECT i.id FROM document_queue q JOIN items i ON i.business_id = q.business_id
     WHERE q.xact = x AND q.all_items) s;
  DELETE FROM document_queue WHERE xact = x;
  DELETE FROM item_documents d
   WHERE d.id = ANY (items_changed) AND NOT EXISTS (SELECT 1 FROM items i WHERE i.id = d.id);
  DELETE FROM business_documents d
   WHERE d.id = ANY (businesses_changed)
     AND NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = d.id);
  PERFORM build_item_documents(items_changed);
  PERFORM build_business_documents(documents_changed, menus_changed);
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER document_queue_build AFTER INSERT ON document_queue
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION build_queued_documents();

-- Something to build at this transaction's commit (again, if it already built once: SET
-- CONSTRAINTS ALL IMMEDIATE runs the deferred build before the transaction's last statement).
CREATE FUNCTION queue_document_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('menudex.documents_built', '', true);
  RETURN NULL;
END
$$;

CREATE TRIGGER document_queue_changed AFTER INSERT ON document_queue
  FOR EACH STATEMENT EXECUTE FUNCTION queue_document_changed();

CREATE FUNCTION queue_item_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Its document is removed at commit; its business's menu changes.
    INSERT INTO document_queue (xact, business_id, item_id)
      VALUES (txid_current(), OLD.business_id, OLD.id);
    RETURN NULL;
  END IF;
  -- A vote (the counters alone) rebuilds the item's document, not its business's menu: the business
  -- page takes its items' counters and order from items_business_popular_idx when it is read.
  INSERT INTO document_queue (xact, business_id, item_id, menu)
    VALUES (txid_current(), NEW.business_id, NEW.id, TG_OP = 'INSERT' OR
      (OLD.business_id, OLD.list_id, OLD.name, OLD.description, OLD.price_cents, OLD.images,
       OLD.diets, OLD.allergens, OLD.sold_out_until)
      IS DISTINCT FROM (NEW.business_id, NEW.list_id, NEW.name, NEW.description, NEW.price_cents,
       NEW.images, NEW.diets, NEW.allergens, NEW.sold_out_until));
  IF TG_OP = 'UPDATE' AND OLD.business_id <> NEW.business_id THEN
    INSERT INTO document_queue (xact, business_id) VALUES (txid_current(), OLD.business_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER items_documents_write AFTER INSERT OR DELETE ON items
  FOR EACH ROW EXECUTE FUNCTION queue_item_documents();
-- Only what the documents show (not search_doc, updated_at, created_at).
CREATE TRIGGER items_documents_update AFTER UPDATE ON items
  FOR EACH ROW WHEN ((OLD.business_id, OLD.list_id, OLD.name, OLD.description, OLD.price_cents,
    OLD.images, OLD.likes, OLD.dislikes, OLD.diets, OLD.allergens, OLD.sold_out_until)
    IS DISTINCT FROM (NEW.business_id, NEW.list_id, NEW.name, NEW.description, NEW.price_cents,
    NEW.images, NEW.likes, NEW.dislikes, NEW.diets, NEW.allergens, NEW.sold_out_until))
  EXECUTE FUNCTION queue_item_documents();

-- A tag link of an item that still exists (a deleted item queued its business already).
CREATE FUNCTION queue_item_tag_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_queue (xact, business_id, item_id)
    SELECT txid_current(), i.business_id, i.id FROM items i
     WHERE i.id IN (OLD.item_id, NEW.item_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER item_tags_documents AFTER INSERT OR UPDATE OR DELETE ON item_tags
  FOR EACH ROW EXECUTE FUNCTION queue_item_tag_documents();

-- A renamed tag: every item that carries it (items.repository setTags's no-op update does not count).
CREATE FUNCTION queue_tag_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_queue (xact, business_id, item_id)
    SELECT txid_current(), i.business_id, i.id
      FROM item_tags it JOIN items i ON i.id = it.item_id
     WHERE it.tag_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER tags_documents AFTER UPDATE ON tags
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION queue_tag_documents();

CREATE FUNCTION queue_business_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Its document is removed at commit (its items' deletes queue theirs).
    INSERT INTO document_queue (xact, business_id) VALUES (txid_current(), OLD.id);
    RETURN NULL;
  END IF;
  -- The items' documents (and so the menu) show the business's name and place.
  INSERT INTO document_queue (xact, business_id, all_items, menu)
    SELECT txid_current(), NEW.id, changed, TG_OP = 'INSERT' OR changed
      FROM (SELECT TG_OP = 'UPDATE' AND (OLD.name, OLD.city, OLD.state)
                   IS DISTINCT FROM (NEW.name, NEW.city, NEW.state) AS changed) c;
  RETURN NULL;
END
$$;

CREATE TRIGGER businesses_documents_write AFTER INSERT OR DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION queue_business_documents();
-- The columns of BUSINESS_COLUMNS (not search_doc, open_week, ux/uy/uz, discount_daily_limit).
CREATE TRIGGER businesses_documents_update AFTER UPDATE ON businesses
  FOR EACH ROW WHEN ((OLD.name, OLD.phone, OLD.description, OLD.cover_photo, OLD.logo,
    OLD.favorite_count, OLD.categories, OLD.address1, OLD.address2, OLD.address3, OLD.city,
    OLD.state, OLD.zip_code, OLD.country, OLD.feedback_enabled, OLD.created_at, OLD.updated_at,
    OLD.lat, OLD.lng, OLD.hours, OLD.median_price_cents, OLD.website, OLD.email, OLD.source,
    OLD.attribution, OLD.diets, OLD.hours_text, OLD.verified_at, OLD.edited_fields,
    OLD.owner_count)
    IS DISTINCT FROM (NEW.name, NEW.phone, NEW.description, NEW.cover_photo, NEW.logo,
    NEW.favorite_count, NEW.categories, NEW.address1, NEW.address2, NEW.address3, NEW.city,
    NEW.state, NEW.zip_code, NEW.country, NEW.feedback_enabled, NEW.created_at, NEW.updated_at,
    NEW.lat, NEW.lng, NEW.hours, NEW.median_price_cents, NEW.website, NEW.email, NEW.source,
    NEW.attribution, NEW.diets, NEW.hours_text, NEW.verified_at, NEW.edited_fields,
    NEW.owner_count))
  EXECUTE FUNCTION queue_business_documents();

CREATE FUNCTION queue_list_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_queue (xact, business_id)
    SELECT DISTINCT txid_current(), b FROM unnest(ARRAY[OLD.business_id, NEW.business_id]) b
     WHERE b IS NOT NULL;
  RETURN NULL;
END
$$;

CREATE TRIGGER menu_lists_documents AFTER INSERT OR UPDATE OR DELETE ON menu_lists
  FOR EACH ROW EXECUTE FUNCTION queue_list_documents();

-- TRUNCATE fires no row triggers (seed-cli's reset truncates businesses and, by cascade, items).
CREATE FUNCTION truncate_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE item_documents, business_documents;
  RETURN NULL;
END
$$;

CREATE TRIGGER items_documents_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION truncate_documents();
CREATE TRIGGER businesses_documents_truncate AFTER TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION truncate_documents();

ALTER TABLE document_queue ENABLE ALWAYS TRIGGER document_queue_build;
ALTER TABLE document_queue ENABLE ALWAYS TRIGGER document_queue_changed;
ALTER TABLE items ENABLE ALWAYS TRIGGER items_documents_truncate;
ALTER TABLE businesses ENABLE ALWAYS TRIGGER businesses_documents_truncate;
ALTER TABLE items ENABLE ALWAYS TRIGGER items_documents_write;
ALTER TABLE items ENABLE ALWAYS TRIGGER items_documents_update;
ALTER TABLE item_tags ENABLE ALWAYS TRIGGER item_tags_documents;
ALTER TABLE tags ENABLE ALWAYS TRIGGER tags_documents;
ALTER TABLE businesses ENABLE ALWAYS TRIGGER businesses_documents_write;
ALTER TABLE businesses ENABLE ALWAYS TRIGGER businesses_documents_update;
ALTER TABLE menu_lists ENABLE ALWAYS TRIGGER menu_lists_documents;

-- The pages' ids from an index-only walk: the items page (most liked first) and the businesses page
-- (creation order) read only (key, id) before the documents, not 12 × page heap rows.
DROP INDEX items_popular_idx;
CREATE INDEX items_popular_idx ON items (likes DESC, seq) INCLUDE (id);
-- A business menu's counters and order are read from here, index-only, not from its document: a
-- vote rebuilding its business's whole menu, on the item's row lock, made 200 simultaneous likes
-- of one item queue up past the pool's connection timeout.
DROP INDEX items_business_popular_idx;
CREATE INDEX items_business_popular_idx ON items (business_id, likes DESC, seq) INCLUDE (id, dislikes);
CREATE INDEX businesses_seq_id_idx ON businesses (seq) INCLUDE (id);

-- The documents of what exists already.
SELECT build_item_documents(ARRAY(SELECT id FROM items));
SELECT build_business_documents(ARRAY(SELECT id FROM businesses), ARRAY(SELECT id FROM businesses));
