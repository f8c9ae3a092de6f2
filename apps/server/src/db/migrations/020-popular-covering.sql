-- Search and filters at depth (docs/decisions/051): the walk of the most liked items in likes order,
-- which search ('pho') and the item filters take when many items match, reads from the index alone.
-- The index carries what those walks test on each row (the search document, the business, the
-- diets) and the id the page's rows are read by, so a walk past thousands of non-matching items
-- reads a few index pages instead of a heap page per item (the heap rows are wide: the names,
-- descriptions, photos and the search document). With cursor paging (after=) every page starts
-- where the previous one ended, so page 30 costs what page 1 costs.
--
-- Same name and key as before (001-initial.sql), so plans, tests and documents that name it hold.
DROP INDEX items_popular_idx;
CREATE INDEX items_popular_idx ON items (likes DESC, seq) INCLUDE (id, business_id, diets, search_doc);
