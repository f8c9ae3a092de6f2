// SQL for what the server needs to know about pages outside the API: which businesses exist, and
// when each last changed (the sitemap's lastmod).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type SitemapRow = { id: string; lastmod: Date };

export function pagesRepository(db: Kysely<DB>) {
  /** A business, or one of its items, changed last at this time. */
  const lastmod = sql<Date>`greatest(b.updated_at, (select max(i.updated_at) from items i where i.business_id = b.id))`;
  return {
    async businessExists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('businesses')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async businessCount(): Promise<number> {
      const row = await db
        .selectFrom('businesses')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Businesses in creation order, `limit` from `offset`, with their lastmod. */
    async businessesForSitemap(offset: number, limit: number): Promise<SitemapRow[]> {
      const rows = await db
        .selectFrom('businesses as b')
        .select(['b.id', lastmod.as('lastmod')])
        .orderBy('b.seq')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, lastmod: new Date(r.lastmod) }));
    },

    /** The latest change in the catalogue (businesses and items), or null when it is empty. */
    async catalogueLastmod(): Promise<Date | null> {
      const row = await db
        .selectNoFrom([
          sql<Date | null>`greatest((select max(updated_at) from businesses), (select max(updated_at) from items))`.as(
            'at',
          ),
        ])
        .executeTakeFirstOrThrow();
      return row.at ? new Date(row.at) : null;
    },

    /** The sitemap's pages of `perPage` businesses in creation order: each page's latest change. */
    async sitemapPages(perPage: number): Promise<Date[]> {
      const result = await sql<{ page: string; at: Date }>`
        select page, max(lastmod) as at from (
          select (row_number() over (order by b.seq) - 1) / ${perPage} as page, ${lastmod} as lastmod
          from businesses b
        ) pages group by page order by page`.execute(db);
      return result.rows.map((r) => new Date(r.at));
    },
  };
}
