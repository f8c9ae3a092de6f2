-- Best match (sort=match) without working out every match's tier (docs/decisions/026-open-now-on-the-row-and-match-tiers.md).
--
-- An item's tier is the first group of its document's fields that holds the whole query: its own
-- name (weight A), then with its tags (B), then with its description (D); else it matched only
-- through its business's name (C). The old query computed the three ts_filter tiers on every match
-- and sorted them all: 10,000 rows for "pho" on the 200,000-item set, 40 to 150 ms. With an index on
-- each group, a page is read tier by tier, most liked first within each, and a tier that fills the
-- page ends the search; ANALYZE keeps statistics on these expressions, so the planner also knows how
-- many items match in each group and chooses between walking the most liked items and the index.
CREATE INDEX items_match_name_idx ON items USING gin (ts_filter(search_doc, '{a}'))
  WITH (fastupdate = off);
CREATE INDEX items_match_tags_idx ON items USING gin (ts_filter(search_doc, '{a,b}'))
  WITH (fastupdate = off);
CREATE INDEX items_match_text_idx ON items USING gin (ts_filter(search_doc, '{a,b,d}'))
  WITH (fastupdate = off);
ANALYZE items;
