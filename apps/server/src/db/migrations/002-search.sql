-- Search (issue 5): a maintained full-text document per item and per business, and a dictionary of
-- known words with deletion keys for typo tolerance. The query side is modules/search/; the design
-- and its reasons are in docs/decisions/004-search-in-postgresql.md.

-- Accent- and case-folded 'simple' full-text words. Punctuation becomes a space first, so the
-- document splits words exactly where the query side does ('fish-sauce' and '12.5' index their
-- parts, nothing else): searching is then word against word, never a pattern.
CREATE FUNCTION search_vector(text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig,
           regexp_replace(immutable_unaccent(coalesce($1, '')), '[[:punct:]]+', ' ', 'g')) $$;

-- Weights rank a match in the name above tags, the business name and then the description.
CREATE FUNCTION item_search_doc(p_item uuid, p_name text, p_description text, p_business uuid)
  RETURNS tsvector LANGUAGE sql STABLE
  AS $$
    SELECT setweight(search_vector(p_name), 'A')
        || setweight(search_vector((SELECT string_agg(t.name, ' ' ORDER BY it.position)
                                      FROM item_tags it JOIN tags t ON t.id = it.tag_id
                                     WHERE it.item_id = p_item)), 'B')
        || setweight(search_vector((SELECT b.name FROM businesses b WHERE b.id = p_business)), 'C')
        || setweight(search_vector(p_description), 'D')
  $$;

CREATE FUNCTION business_search_doc(p_name text, p_categories text[], p_city text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(search_vector(p_name), 'A')
        || setweight(search_vector(array_to_string(p_categories, ' ')), 'B')
        || setweight(search_vector(p_city), 'C')
  $$;

ALTER TABLE items ADD COLUMN search_doc tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE businesses ADD COLUMN search_doc tsvector NOT NULL DEFAULT ''::tsvector;

-- Every word (4 to 32 letters, not only digits) any item or business document has held: the
-- targets a typo'd query word can be corrected to. Words are never removed; a stale one only
-- costs an OR branch that matches nothing.
CREATE TABLE search_words (
  word text COLLATE "C" PRIMARY KEY
);

-- Deletion keys (SymSpell): each word with one letter removed, and two for words of 9 letters or
-- more. Two words within the allowed edits share a key once the query side removes as many
-- letters from its word, so a typo'd word finds its candidates with a few index probes; the
-- server then keeps those within the edit distance.
CREATE TABLE search_word_keys (
  key text COLLATE "C" NOT NULL,
  word text COLLATE "C" NOT NULL,
  PRIMARY KEY (key, word)
);

CREATE FUNCTION search_word_deletions(p_word text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT p_word
    UNION
    SELECT overlay(p_word PLACING '' FROM i FOR 1) FROM generate_series(1, char_length(p_word)) AS i
    UNION
    SELECT overlay(overlay(p_word PLACING '' FROM j FOR 1) PLACING '' FROM i FOR 1)
      FROM generate_series(1, char_length(p_word)) AS i, generate_series(1, char_length(p_word)) AS j
     WHERE i < j AND char_length(p_word) >= 9
  $$;

CREATE FUNCTION search_words_index_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_keys (key, word)
  SELECT d, n.word FROM new_words n, search_word_deletions(n.word) AS d
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER search_words_index_keys AFTER INSERT ON search_words
  REFERENCING NEW TABLE AS new_words
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_index_keys();

-- Sorted, so two transactions learning overlapping words cannot deadlock.
CREATE FUNCTION search_words_learn(p_words text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM unnest(p_words) AS w
   WHERE char_length(w) BETWEEN 4 AND 32 AND w !~ '^[0-9]+$'
   ORDER BY 1
  ON CONFLICT DO NOTHING
$$;

-- Recomputes the documents of some items (their tags or business name changed).
CREATE FUNCTION items_search_refresh(p_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  learned text[];
BEGIN
  IF coalesce(cardinality(p_ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH changed AS (
    UPDATE items i SET search_doc = item_search_doc(i.id, i.name, i.description, i.business_id)
     WHERE i.id = ANY (p_ids)
    RETURNING i.search_doc
  )
  SELECT array_agg(DISTINCT w) INTO learned FROM changed, unnest(tsvector_to_array(changed.search_doc)) AS w;
  PERFORM search_words_learn(learned);
END $$;

-- Existing rows (a database migrated with data in it).
UPDATE businesses SET search_doc = business_search_doc(name, categories, city);
UPDATE items SET search_doc = item_search_doc(id, name, description, business_id);
SELECT search_words_learn(ARRAY(
  SELECT unnest(tsvector_to_array(search_doc)) FROM items
  UNION
  SELECT unnest(tsvector_to_array(search_doc)) FROM businesses));

-- Items: the document follows the item's own columns (row trigger), its tags (item_tags, tags)
-- and its business's name (businesses). Generated columns cannot read other tables.
CREATE FUNCTION items_search_doc_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := item_search_doc(NEW.id, NEW.name, NEW.description, NEW.business_id);
  -- Inserts learn their words once per statement (items_search_words_learn), not per row.
  IF TG_OP = 'UPDATE' THEN
    PERFORM search_words_learn(tsvector_to_array(NEW.search_doc));
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER items_search_doc_fill BEFORE INSERT OR UPDATE OF name, description, business_id ON items
  FOR EACH ROW EXECUTE FUNCTION items_search_doc_fill();

CREATE FUNCTION items_search_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_learn(ARRAY(SELECT DISTINCT unnest(tsvector_to_array(search_doc)) FROM new_items));
  RETURN NULL;
END $$;

CREATE TRIGGER items_search_words_learn AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_search_words_learn();

-- One refresh per statement, however many tag links it touched.
CREATE FUNCTION item_tags_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM items_search_refresh(ARRAY(SELECT DISTINCT item_id FROM new_links));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM items_search_refresh(ARRAY(SELECT DISTINCT item_id FROM old_links));
  ELSE
    PERFORM items_search_refresh(ARRAY(SELECT item_id FROM new_links UNION SELECT item_id FROM old_links));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER item_tags_search_insert AFTER INSERT ON item_tags
  REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION item_tags_search_refresh();
CREATE TRIGGER item_tags_search_delete AFTER DELETE ON item_tags
  REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION item_tags_search_refresh();
CREATE TRIGGER item_tags_search_update AFTER UPDATE ON item_tags
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION item_tags_search_refresh();

CREATE FUNCTION tags_search_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM items_search_refresh(ARRAY(SELECT item_id FROM item_tags WHERE tag_id = NEW.id));
  RETURN NULL;
END $$;

CREATE TRIGGER tags_search_rename AFTER UPDATE OF name ON tags
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION tags_search_rename();

-- Businesses: their own document, and their name inside their items' documents.
CREATE FUNCTION businesses_search_doc_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := business_search_doc(NEW.name, NEW.categories, NEW.city);
  PERFORM search_words_learn(tsvector_to_array(NEW.search_doc));
  RETURN NEW;
END $$;

CREATE TRIGGER businesses_search_doc_fill BEFORE INSERT OR UPDATE OF name, categories, city ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_search_doc_fill();

CREATE FUNCTION businesses_search_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM items_search_refresh(ARRAY(SELECT id FROM items WHERE business_id = NEW.id));
  RETURN NULL;
END $$;

CREATE TRIGGER businesses_search_rename AFTER UPDATE OF name ON businesses
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION businesses_search_rename();

-- Whole words and prefixes through GIN; results in the specification's order through the btree
-- indexes (items_popular_idx exists). fastupdate off: no pending list for searches to scan after
-- bulk writes, at the price of slower bulk inserts.
CREATE INDEX items_search_idx ON items USING gin (search_doc) WITH (fastupdate = off);
CREATE INDEX businesses_search_idx ON businesses USING gin (search_doc) WITH (fastupdate = off);
CREATE INDEX businesses_favorites_idx ON businesses (favorite_count DESC, seq);
