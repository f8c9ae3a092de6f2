// What must hold in the database whatever happened to the server (load, crashes, hostile input): every
// counter equals its rows, every item sits in a list of its own business, no dangling links. Answers
// the violations found (empty when consistent), in SQL so it stays fast on large sets.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export type Violation = { check: string; id: string; detail: string };

export async function consistencyViolations(db: Kysely<DB>): Promise<Violation[]> {
  const checks: Array<{ check: string; query: ReturnType<typeof sql<Violation>> }> = [
    {
      check: 'item likes/dislikes equal their vote rows',
      query: sql<Violation>`
        select 'item likes/dislikes equal their vote rows' as "check", i.id::text as id,
               format('likes %s/%s, dislikes %s/%s', i.likes, coalesce(v.likes, 0), i.dislikes, coalesce(v.dislikes, 0)) as detail
        from items i
        left join (
          select item_id, count(*) filter (where vote = 'like')::int as likes,
                 count(*) filter (where vote = 'dislike')::int as dislikes
          from item_votes group by item_id
        ) v on v.item_id = i.id
        where i.likes <> coalesce(v.likes, 0) or i.dislikes <> coalesce(v.dislikes, 0)`,
    },
    {
      check: 'business favorite_count equals its favorite rows',
      query: sql<Violation>`
        select 'business favorite_count equals its favorite rows' as "check", b.id::text as id,
               format('favorite_count %s, rows %s', b.favorite_count, coalesce(f.n, 0)) as detail
        from businesses b
        left join (select business_id, count(*)::int as n from favorites group by business_id) f
          on f.business_id = b.id
        where b.favorite_count <> coalesce(f.n, 0)`,
    },
    {
      check: 'every item is in a list of its own business',
      query: sql<Violation>`
        select 'every item is in a list of its own business' as "check", i.id::text as id,
               coalesce('list of business ' || l.business_id::text, 'no list') as detail
        from items i left join menu_lists l on l.id = i.list_id
        where l.id is null or l.business_id <> i.business_id`,
    },
    {
      check: 'every item has its business',
      query: sql<Violation>`
        select 'every item has its business' as "check", i.id::text as id, 'missing business' as detail
        from items i left join businesses b on b.id = i.business_id where b.id is null`,
    },
    {
      check: 'tag links point at existing items and tags',
      query: sql<Violation>`
        select 'tag links point at existing items and tags' as "check", it.item_id::text as id,
               'tag ' || it.tag_id::text as detail
        from item_tags it
        left join items i on i.id = it.item_id
        left join tags t on t.id = it.tag_id
        where i.id is null or t.id is null`,
    },
    {
      check: 'at most one open discount per customer and business',
      query: sql<Violation>`
        select 'at most one open discount per customer and business' as "check", customer_id::text as id,
               format('%s open at business %s', count(*), business_id) as detail
        from discounts where redeemed_at is null
        group by business_id, customer_id having count(*) > 1`,
    },
  ];
  const found: Violation[] = [];
  for (const { query } of checks) found.push(...(await query.execute(db)).rows);
  return found;
}

/** Row counts of every table and the sums of the counters: equal snapshots mean nothing was written. */
export async function dataSnapshot(db: Kysely<DB>): Promise<Record<string, number | string>> {
  const { rows } = await sql<Record<string, number | string>>`
    select
      (select count(*) from users)::int as users,
      (select count(*) from businesses)::int as businesses,
      (select count(*) from business_owners)::int as business_owners,
      (select count(*) from menu_lists)::int as menu_lists,
      (select count(*) from items)::int as items,
      (select count(*) from tags)::int as tags,
      (select count(*) from item_tags)::int as item_tags,
      (select count(*) from item_votes)::int as item_votes,
      (select count(*) from favorites)::int as favorites,
      (select count(*) from feedback)::int as feedback,
      (select count(*) from discounts)::int as discounts,
      (select count(*) from discounts where redeemed_at is not null)::int as redeemed,
      (select coalesce(sum(likes), 0) from items)::int as likes,
      (select coalesce(sum(dislikes), 0) from items)::int as dislikes,
      (select coalesce(sum(favorite_count), 0) from businesses)::int as favorite_counts,
      (select coalesce(max(updated_at), 'epoch')::text from items) as items_updated,
      (select coalesce(max(updated_at), 'epoch')::text from businesses) as businesses_updated`.execute(
    db,
  );
  return rows[0] ?? {};
}
