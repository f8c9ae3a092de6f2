-- Owners' texts in two languages (DESIGN.md 7.5): each item, list and business keeps its texts in
-- other languages beside the original, as `{ "vi": { "name": …, "description": … } }`. The
-- original columns stay the install's language (DEFAULT_LOCALE) and what search and the documents'
-- other readers use; a read with ?lang= takes the translated text where one exists.
--
-- The answer documents (018-answer-documents.sql) carry the translations, so a read picks the
-- language from the document alone: the builders and the triggers' column lists gain the column.
ALTER TABLE items ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE menu_lists ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE businesses ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';

CREATE OR REPLACE FUNCTION build_item_documents(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_documents (id, doc)
  SELECT i.id, json_build_object(
    'id', i.id, 'business_id', i.business_id, 'list_id', i.list_id, 'name', i.name,
    'description', i.description, 'price_cents', i.price_cents, 'images', i.images,
    'likes', i.likes, 'dislikes', i.dislikes, 'diets', i.diets, 'allergens', i.allergens,
    'sold_out_until', i.sold_out_until, 'business_name', b.name, 'business_city', b.city,
    'business_state', b.state, 'translations', i.translations, 'tags', coalesce((
      SELECT json_agg(json_build_object('_id', t.id, 'name', t.name) ORDER BY it.position)
        FROM item_tags it JOIN tags t ON t.id = it.tag_id
       WHERE it.item_id = i.id), '[]'::json))
    FROM items i JOIN businesses b ON b.id = i.business_id
   WHERE i.id = ANY (ids)
  ON CONFLICT (id) DO UPDATE SET doc = excluded.doc;
END
$$;

CREATE OR REPLACE FUNCTION build_business_documents(ids uuid[], menus uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
      'owner_count', b.owner_count, 'translations', b.translations),
    CASE WHEN b.id = ANY (menus) THEN coalesce((
      SELECT json_agg(json_build_object('id', l.id, 'name', l.name,
               'translations', l.translations, 'items', coalesce((
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

CREATE OR REPLACE FUNCTION queue_item_documents() RETURNS trigger LANGUAGE plpgsql AS $$
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
       OLD.diets, OLD.allergens, OLD.sold_out_until, OLD.translations)
      IS DISTINCT FROM (NEW.business_id, NEW.list_id, NEW.name, NEW.description, NEW.price_cents,
       NEW.images, NEW.diets, NEW.allergens, NEW.sold_out_until, NEW.translations));
  IF TG_OP = 'UPDATE' AND OLD.business_id <> NEW.business_id THEN
    INSERT INTO document_queue (xact, business_id) VALUES (txid_current(), OLD.business_id);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER items_documents_update ON items;
-- Only what the documents show (not search_doc, updated_at, created_at).
CREATE TRIGGER items_documents_update AFTER UPDATE ON items
  FOR EACH ROW WHEN ((OLD.business_id, OLD.list_id, OLD.name, OLD.description, OLD.price_cents,
    OLD.images, OLD.likes, OLD.dislikes, OLD.diets, OLD.allergens, OLD.sold_out_until,
    OLD.translations)
    IS DISTINCT FROM (NEW.business_id, NEW.list_id, NEW.name, NEW.description, NEW.price_cents,
    NEW.images, NEW.likes, NEW.dislikes, NEW.diets, NEW.allergens, NEW.sold_out_until,
    NEW.translations))
  EXECUTE FUNCTION queue_item_documents();

DROP TRIGGER businesses_documents_update ON businesses;
-- The columns of BUSINESS_COLUMNS (not search_doc, open_week, ux/uy/uz, discount_daily_limit).
CREATE TRIGGER businesses_documents_update AFTER UPDATE ON businesses
  FOR EACH ROW WHEN ((OLD.name, OLD.phone, OLD.description, OLD.cover_photo, OLD.logo,
    OLD.favorite_count, OLD.categories, OLD.address1, OLD.address2, OLD.address3, OLD.city,
    OLD.state, OLD.zip_code, OLD.country, OLD.feedback_enabled, OLD.created_at, OLD.updated_at,
    OLD.lat, OLD.lng, OLD.hours, OLD.median_price_cents, OLD.website, OLD.email, OLD.source,
    OLD.attribution, OLD.diets, OLD.hours_text, OLD.verified_at, OLD.edited_fields,
    OLD.owner_count, OLD.translations)
    IS DISTINCT FROM (NEW.name, NEW.phone, NEW.description, NEW.cover_photo, NEW.logo,
    NEW.favorite_count, NEW.categories, NEW.address1, NEW.address2, NEW.address3, NEW.city,
    NEW.state, NEW.zip_code, NEW.country, NEW.feedback_enabled, NEW.created_at, NEW.updated_at,
    NEW.lat, NEW.lng, NEW.hours, NEW.median_price_cents, NEW.website, NEW.email, NEW.source,
    NEW.attribution, NEW.diets, NEW.hours_text, NEW.verified_at, NEW.edited_fields,
    NEW.owner_count, NEW.translations))
  EXECUTE FUNCTION queue_business_documents();

ALTER TABLE items ENABLE ALWAYS TRIGGER items_documents_update;
ALTER TABLE businesses ENABLE ALWAYS TRIGGER businesses_documents_update;

-- The documents of what exists already carry the (empty) translations too: the readers can then
-- take the key as always there.
SELECT build_item_documents(ARRAY(SELECT id FROM items));
SELECT build_business_documents(ARRAY(SELECT id FROM businesses), ARRAY(SELECT id FROM businesses));
