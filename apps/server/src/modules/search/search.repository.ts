// All SQL of search: the word dictionary (typo candidates) and the indexed item and business queries.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { BUSINESS_COLUMNS, type BusinessRecord } from '../businesses/businesses.repository.ts';
import { itemTagsJson, type ItemRecord } from '../items/items.repository.ts';

export type WordLookup = {
  /** Query words that are known words, or the start of one: they need no correcting. */
  known: Set<string>;
  /** Known words sharing a deletion key with a query word (002-search.sql): typo candidates. */
  candidates: Array<{ key: string; word: string }>;
};

const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

/**
 * How many of the most liked items a multi-word search looks through first (see itemsPageQuery).
 * It must exceed the largest group of equally liked items near the top to ever settle a page.
 */
export const WALK_WINDOW = 2000;

export type ItemsPageOptions = {
  /** Look through the most liked items first (multi-word queries), else let the planner choose. */
  walkFirst: boolean;
  /** Tests shrink it to exercise both paths on a small fixture. */
  walkWindow?: number;
};

const itemColumns = (alias: string) =>
  sql.raw(
    [
      'id',
      'business_id',
      'list_id',
      'name',
      'description',
      'price_cents',
      'images',
      'likes',
      'dislikes',
      'diets',
      'allergens',
      'sold_out_until',
      'seq',
    ]
      .map((c) => `${alias}.${c}`)
      .join(', '),
  );

export function searchRepository(db: Kysely<DB>) {
  /**
   * Items matching the query, most liked first, the better match first among equals, then creation
   * order (so pages neither repeat nor skip). The page is cut before the business join.
   *
   * The planner picks between the GIN index (few matches) and walking items_popular_idx in likes
   * order (many matches), from its estimate of the match count. For several words it multiplies
   * their frequencies, but dish words go together ('com' and 'tam'), so it expects dozens of rows,
   * takes the GIN index and then fetches thousands. So multi-word searches first look through the
   * WALK_WINDOW most liked items: the matches among them whose likes are above the window's lowest
   * (their group of equal likes is whole) are exactly the first matches overall. When they fill the
   * page, that is the answer; otherwise the planned query runs. One statement either way.
   */
  function itemsPageQuery(
    query: string,
    page: number,
    pageSize: number,
    options: ItemsPageOptions,
  ) {
    const q = tsQuery(query);
    const offset = (page - 1) * pageSize;
    const planned = sql`
      select ${itemColumns('i')}, ts_rank(i.search_doc, ${q}) as rank
        from items i
       where i.search_doc @@ ${q}
       order by i.likes desc, rank desc, i.seq
       limit ${pageSize} offset ${offset}`;
    const window = options.walkWindow ?? WALK_WINDOW;
    const found = options.walkFirst
      ? sql`
      with top as materialized (
        select ${itemColumns('i')}, i.search_doc from items i order by i.likes desc, i.seq limit ${window}
      ),
      edge as (select min(likes) as likes, count(*) as n from top),
      walk as materialized (
        select ${itemColumns('t')}, ts_rank(t.search_doc, ${q}) as rank
          from top t, edge
         where t.search_doc @@ ${q} and (t.likes > edge.likes or edge.n < ${window})
         order by t.likes desc, rank desc, t.seq
         limit ${pageSize} offset ${offset}
      ),
      settled as (
        select (select count(*) from walk) = ${pageSize} or (select n from edge) < ${window} as yes
      )
      select * from walk where (select yes from settled)
      union all
      select * from (${planned}) p where not (select yes from settled)`
      : planned;
    return sql<ItemRecord>`
      select f.id, f.business_id, f.list_id, f.name, f.description, f.price_cents, f.images, f.likes, f.dislikes,
             f.diets, f.allergens, f.sold_out_until,
             b.name as business_name, b.city as business_city, b.state as business_state,
             ${itemTagsJson(sql.ref('f.id'))} as tags
        from (${found}) f
        join businesses b on b.id = f.business_id
       order by f.likes desc, f.rank desc, f.seq`;
  }

  function businessesQuery(query: string, limit: number) {
    return db
      .selectFrom('businesses')
      .select(BUSINESS_COLUMNS)
      .where(sql<boolean>`search_doc @@ ${tsQuery(query)}`)
      .orderBy('favorite_count', 'desc')
      .orderBy(sql`ts_rank(search_doc, ${tsQuery(query)})`, 'desc')
      .orderBy('seq', 'asc')
      .limit(limit);
  }

  return {
    itemsPageQuery,
    businessesQuery,

    /** One round trip: which words are known as they are, and the candidates for the others. */
    async lookupWords(words: string[], keys: string[]): Promise<WordLookup> {
      if (words.length === 0 && keys.length === 0) return { known: new Set(), candidates: [] };
      // 'C' collation: a prefix is a plain byte range, and the primary key index serves it.
      const rows = await sql<{ kind: 'known' | 'key'; key: string; word: string }>`
        select 'known' as kind, q as key, q as word
          from unnest(${words}::text[]) as q
         where exists (select 1 from search_words w
                        where w.word >= (q collate "C")
                          and w.word < ((q || chr(1114111)) collate "C"))
        union all
        select 'key', k.key, k.word from search_word_keys k where k.key = any(${keys}::text[])
      `.execute(db);
      const known = new Set<string>();
      const candidates: WordLookup['candidates'] = [];
      for (const row of rows.rows) {
        if (row.kind === 'known') known.add(row.word);
        else candidates.push({ key: row.key, word: row.word });
      }
      return { known, candidates };
    },

    async itemsPage(
      query: string,
      page: number,
      pageSize: number,
      options: ItemsPageOptions,
    ): Promise<ItemRecord[]> {
      const { rows } = await itemsPageQuery(query, page, pageSize, options).execute(db);
      return rows;
    },

    async businesses(query: string, limit: number): Promise<BusinessRecord[]> {
      return businessesQuery(query, limit).execute();
    },
  };
}
