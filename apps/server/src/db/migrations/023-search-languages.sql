-- Search in both languages, with the diacritics a query is typed with ranked first (issue 40,
-- DESIGN.md 7.5; docs/decisions/055-search-languages.md).
--
-- 1. The full-text documents (002-search.sql) also hold the owners' translations
--    (021-translations.sql): a translated name weighs as the name (A), a translated description as
--    the description (D), a business's translated name as its name. Search needs no ?lang: a
--    Vietnamese or an English word finds the item either way.
-- 2. Beside each accent-folded document, the same words as written, only lower-cased
--    (`search_exact`): 'dương' and 'đường' stay apart there. A query typed with diacritics ranks the
--    matches whose words carry them exactly first, likes deciding within each group; 'duong' (no
--    diacritic) matches both alike, as before.

-- Words as written, case-folded and in one Unicode form (NFC), split where search_vector splits.
CREATE FUNCTION search_exact_vector(text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig,
           regexp_replace(normalize(coalesce($1, ''), NFC), '[[:punct:]]+', ' ', 'g')) $$;

-- A field's texts in every language of a translations object, space-separated (null when none).
CREATE FUNCTION translated_texts(p_translations jsonb, p_field text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT string_agg(t.value ->> p_field, ' ')
          FROM jsonb_each(coalesce(p_translations, '{}'::jsonb)) AS t
         WHERE jsonb_typeof(t.value) = 'object' $$;

-- An item's texts by weight: its names, its tags, its business's names, its descriptions.
CREATE FUNCTION item_search_texts(p_item uuid, p_name text, p_description text, p_business uuid,
                                  p_translations jsonb)
  RETURNS text[] LANGUAGE sql STABLE
  AS $$
    SELECT ARRAY[
      concat_ws(' ', p_name, translated_texts(p_translations, 'name')),
      (SELECT string_agg(t.name, ' ' ORDER BY it.position)
         FROM item_tags it JOIN tags t ON t.id = it.tag_id
        WHERE it.item_id = p_item),
      (SELECT concat_ws(' ', b.name, translated_texts(b.translations, 'name'))
         FROM businesses b WHERE b.id = p_business),
      concat_ws(' ', p_description, translated_texts(p_translations, 'description'))]
  $$;

ALTER TABLE items ADD COLUMN search_exact tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE businesses ADD COLUMN search_exact tsvector NOT NULL DEFAULT ''::tsvector;

-- Both documents of an item from its texts.
CREATE FUNCTION item_search_docs(p_texts text[], OUT doc tsvector, OUT exact tsvector)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(search_vector(p_texts[1]), 'A')
        || setweight(search_vector(p_texts[2]), 'B')
        || setweight(search_vector(p_texts[3]), 'C')
        || setweight(search_vector(p_texts[4]), 'D'),
           search_exact_vector(array_to_string(p_texts, ' '))
  $$;

CREATE FUNCTION business_search_texts(p_name text, p_categories text[], p_city text,
                                      p_translations jsonb)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ARRAY[concat_ws(' ', p_name, translated_texts(p_translations, 'name')),
                     array_to_string(p_categories, ' '), p_city] $$;

CREATE FUNCTION business_search_docs(p_texts text[], OUT doc tsvector, OUT exact tsvector)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(search_vector(p_texts[1]), 'A')
        || setweight(search_vector(p_texts[2]), 'B')
        || setweight(search_vector(p_texts[3]), 'C'),
           search_exact_vector(array_to_string(p_texts, ' '))
  $$;

CREATE OR REPLACE FUNCTION items_search_refresh(p_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  learned text[];
BEGIN
  IF coalesce(cardinality(p_ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH changed AS (
    UPDATE items i SET (search_doc, search_exact) = (
      SELECT d.doc, d.exact
        FROM item_search_docs(item_search_texts(i.id, i.name, i.description, i.business_id,
                                                i.translations)) d)
     WHERE i.id = ANY (p_ids)
    RETURNING i.search_doc
  )
  SELECT array_agg(DISTINCT w) INTO learned FROM changed, unnest(tsvector_to_array(changed.search_doc)) AS w;
  PERFORM search_words_learn(learned);
END $$;

CREATE OR REPLACE FUNCTION items_search_doc_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d.doc, d.exact INTO NEW.search_doc, NEW.search_exact
    FROM item_search_docs(item_search_texts(NEW.id, NEW.name, NEW.description, NEW.business_id,
                                            NEW.translations)) d;
  -- Inserts learn their words once per statement (items_search_words_learn), not per row.
  IF TG_OP = 'UPDATE' THEN
    PERFORM search_words_learn(tsvector_to_array(NEW.search_doc));
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER items_search_doc_fill ON items;
CREATE TRIGGER items_search_doc_fill
  BEFORE INSERT OR UPDATE OF name, description, business_id, translations ON items
  FOR EACH ROW EXECUTE FUNCTION items_search_doc_fill();

CREATE OR REPLACE FUNCTION businesses_search_doc_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d.doc, d.exact INTO NEW.search_doc, NEW.search_exact
    FROM business_search_docs(business_search_texts(NEW.name, NEW.categories, NEW.city,
                                                    NEW.translations)) d;
  PERFORM search_words_learn(tsvector_to_array(NEW.search_doc));
  RETURN NEW;
END $$;

DROP TRIGGER businesses_search_doc_fill ON businesses;
CREATE TRIGGER businesses_search_doc_fill
  BEFORE INSERT OR UPDATE OF name, categories, city, translations ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_search_doc_fill();

-- A business's names are in its items' documents.
DROP TRIGGER businesses_search_rename ON businesses;
CREATE TRIGGER businesses_search_rename AFTER UPDATE OF name, translations ON businesses
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name
                     OR OLD.translations IS DISTINCT FROM NEW.translations)
  EXECUTE FUNCTION businesses_search_rename();

DROP FUNCTION item_search_doc(uuid, text, text, uuid);
DROP FUNCTION business_search_doc(text, text[], text);

-- Existing rows. Only the documents change: no trigger watches them.
UPDATE businesses b SET (search_doc, search_exact) = (
  SELECT d.doc, d.exact
    FROM business_search_docs(business_search_texts(b.name, b.categories, b.city,
                                                    b.translations)) d);
SELECT items_search_refresh(ARRAY(SELECT id FROM items));
