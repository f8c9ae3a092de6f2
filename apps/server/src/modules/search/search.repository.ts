// All SQL of search: the word dictionary (typo candidates) and the indexed item and business queries.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { BUSINESS_COLUMNS, type BusinessRecord } from '../businesses/businesses.repository.ts';
import type { ItemRecord } from '../items/items.repository.ts';
import {
  afterCondition,
  cutPage,
  decodeCursor,
  type Order,
  type PageStart,
  type Paged,
} from '../finding/cursor.ts';

export type WordLookup = {
  /** Query words that are known words, or the start of one: they need no correcting. */
  known: Set<string>;
  /** Known words sharing a deletion key with a query word (002-search.sql): typo candidates. */
  candidates: Array<{ key: string; word: string }>;
};

const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** Search's order: most liked, the better match among equals, then creation order. */
const searchOrder = (q: RawBuilder<unknown>): Order => ({
  name: 'search.items',
  keys: [
    { expr: sql`i.likes`, dir: 'desc', type: 'int' },
    { expr: sql`ts_rank(i.search_doc, ${q})`, dir: 'desc', type: 'real' },
    { expr: sql`i.seq`, dir: 'asc', type: 'bigint' },
  ],
});

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

export function searchRepository(db: Kysely<DB>) {
  /**
   * Items matching the query, most liked first, the better match first among equals, then creation
   * order (so pages neither repeat nor skip). A page starts after a cursor's row (keyset, with
   * `likes <= L` as the walk's index bound) or after `offset` rows, and reads one row more, which
   * says whether a next page exists. The walks read (id, likes, seq, search_doc) from
   * items_popular_idx alone (020-popular-covering.sql); the page's items come from their documents.
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
    start: PageStart,
    pageSize: number,
    options: ItemsPageOptions,
  ) {
    const q = tsQuery(query);
    const order = searchOrder(q);
    const after = 'after' in start ? decodeCursor(order, start.after) : null;
    const offset = 'offset' in start ? start.offset : 0;
    // One row more than the page: it says whether a next page exists.
    const limit = pageSize + 1;
    const afterRow = (alias: 't' | 'i') =>
      after
        ? sql`and ${afterCondition(
            {
              name: order.name,
              keys: order.keys.map((k, n) => ({
                ...k,
                expr:
                  [sql.ref(`${alias}.likes`), sql.ref('rank'), sql.ref(`${alias}.seq`)][n] ??
                  k.expr,
              })),
            },
            after,
          )}`
        : sql``;
    const planned = sql`
      select * from (
        select i.id, i.likes, i.seq, ts_rank(i.search_doc, ${q}) as rank
          from items i
         where i.search_doc @@ ${q} ${after ? sql`and i.likes <= ${String(after[0])}::int` : sql``}
      ) i
       where true ${afterRow('i')}
       order by i.likes desc, i.rank desc, i.seq
       limit ${limit} offset ${offset}`;
    const window = options.walkWindow ?? WALK_WINDOW;
    const found = options.walkFirst
      ? sql`
      with top as materialized (
        select i.id, i.likes, i.seq, i.search_doc from items i
         ${after ? sql`where i.likes <= ${String(after[0])}::int` : sql``}
         order by i.likes desc, i.seq limit ${window}
      ),
      edge as (select min(likes) as likes, count(*) as n from top),
      walk as materialized (
        select * from (
          select t.id, t.likes, t.seq, ts_rank(t.search_doc, ${q}) as rank
            from top t, edge
           where t.search_doc @@ ${q} and (t.likes > edge.likes or edge.n < ${window})
        ) t
         where true ${afterRow('t')}
         order by t.likes desc, t.rank desc, t.seq
         limit ${limit} offset ${offset}
      ),
      settled as (
        select (select count(*) from walk) = ${limit} or (select n from edge) < ${window} as yes
      )
      select * from walk where (select yes from settled)
      union all
      select * from (${planned}) p where not (select yes from settled)`
      : planned;
    // The page's items from their documents (018-answer-documents.sql), by primary key.
    return sql<{ doc: ItemRecord; k0: number; k1: number; k2: string }>`
      select d.doc, f.likes as k0, f.rank as k1, f.seq as k2
        from (${found}) f
        join item_documents d on d.id = f.id
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
      start: PageStart,
      pageSize: number,
      options: ItemsPageOptions,
    ): Promise<Paged<ItemRecord>> {
      const { rows } = await itemsPageQuery(query, start, pageSize, options).execute(db);
      const page = cutPage(searchOrder(sql``), rows, pageSize, (r) => [r.k0, r.k1, String(r.k2)]);
      return { rows: page.rows.map((r) => r.doc), next: page.next };
    },

    async businesses(query: string, limit: number): Promise<BusinessRecord[]> {
      return businessesQuery(query, limit).execute();
    },
  };
}
