-- An item's answer names its business in the asked language too (issue 40): `businessName` (and
-- the embedded business's name) with ?lang=vi is the business's Vietnamese name where its owner
-- gave one (021-translations.sql). The items' documents carry the business's translations beside
-- its name, and a change to them rebuilds the business's items' documents, as a new name does.

CREATE OR REPLACE FUNCTION build_item_documents(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_documents (id, doc)
  SELECT i.id, json_build_object(
    'id', i.id, 'business_id', i.business_id, 'list_id', i.list_id, 'name', i.name,
    'description', i.description, 'price_cents', i.price_cents, 'images', i.images,
    'likes', i.likes, 'dislikes', i.dislikes, 'diets', i.diets, 'allergens', i.allergens,
    'sold_out_until', i.sold_out_until, 'business_name', b.name, 'business_city', b.city,
    'business_state', b.state, 'business_translations', b.translations,
    'translations', i.translations, 'tags', coalesce((
      SELECT json_agg(json_build_object('_id', t.id, 'name', t.name) ORDER BY it.position)
        FROM item_tags it JOIN tags t ON t.id = it.tag_id
       WHERE it.item_id = i.id), '[]'::json))
    FROM items i JOIN businesses b ON b.id = i.business_id
   WHERE i.id = ANY (ids)
  ON CONFLICT (id) DO UPDATE SET doc = excluded.doc;
END
$$;

CREATE OR REPLACE FUNCTION queue_business_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Its document is removed at commit (its items' deletes queue theirs).
    INSERT INTO document_queue (xact, business_id) VALUES (txid_current(), OLD.id);
    RETURN NULL;
  END IF;
  -- The items' documents (and so the menu) show the business's name, its translations and place.
  INSERT INTO document_queue (xact, business_id, all_items, menu)
    SELECT txid_current(), NEW.id, changed, TG_OP = 'INSERT' OR changed
      FROM (SELECT TG_OP = 'UPDATE' AND (OLD.name, OLD.city, OLD.state, OLD.translations)
                   IS DISTINCT FROM (NEW.name, NEW.city, NEW.state, NEW.translations) AS changed) c;
  RETURN NULL;
END
$$;

SELECT build_item_documents(ARRAY(SELECT id FROM items));
SELECT build_business_documents(ARRAY(SELECT id FROM businesses), ARRAY(SELECT id FROM businesses));
