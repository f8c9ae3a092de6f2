// The planner answers every kind of search from the indexes: no sequential scan of items on a
// 20k-item set (statistics fresh, planner settings untouched).
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@menudex/contract/constants';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { searchRepository } from './search.repository.ts';
import { searchService } from './search.service.ts';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

const ITEMS = 20_000;
const BUSINESSES = 800;

describe('search query plans on a larger set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // A city in one go, shaped like the generator's: few dishes repeated, power-law likes.
    await sql`select setseed(0.42)`.execute(db);
    await sql`
      insert into businesses (name, phone, categories, city)
      select (array['Golden','Lucky','Saigon','Lotus','Jade','Harbor'])[1 + g % 6] || ' ' ||
             (array['Phở','Bún Bò','Cơm Tấm','Ramen','Pizza','Burgers','Thai Kitchen','Taquería'])[1 + g % 8] || ' ' || g,
             (4080000000 + g)::text,
             array[(array['Vietnamese','Japanese','Italian','American','Thai','Mexican'])[1 + g % 6]],
             (array['San Jose','Oakland','Fremont'])[1 + g % 3]
        from generate_series(1, ${BUSINESSES}) g`.execute(db);
    await sql`insert into menu_lists (business_id, name, position) select id, 'Menu', 0 from businesses`.execute(
      db,
    );
    await sql`
      with b as (select id, row_number() over (order by seq) as n from businesses),
           l as (select business_id, id from menu_lists)
      insert into items (business_id, list_id, name, description, likes)
      select b.id, l.id,
             (array['Special','Classic','House','Spicy',''])[1 + (g / 7) % 5] || ' ' ||
             (array['Phở Đặc Biệt','Phở Gà','Bún Bò Huế','Cơm Tấm Sườn','Tonkotsu Ramen','Bánh Mì Thịt','Gỏi Cuốn',
                    'Pad Thai','Margherita Pizza','Cheeseburger','Chicken Curry','Beef Tacos'])[1 + g % 12],
             (array['Rice noodles in a clear beef broth with herbs','Broken rice with grilled pork chop',
                    'Rich pork broth with chashu and egg','Wood fired with basil and mozzarella',
                    'Crispy shell with slow cooked beef','Fresh spring rolls with shrimp and peanut sauce'])[1 + g % 6],
             floor(power(random(), 3) * 40)::int
        from generate_series(1, ${ITEMS}) g
        join b on b.n = 1 + g % ${BUSINESSES}
        join l on l.business_id = b.id`.execute(db);
    await sql`
      insert into tags (name, name_key)
      select n, lower(n) from unnest(array['Pho','Vietnamese','Beef','Noodles','Ramen','Pizza','Burger','Curry','Taco','Thai']) n`.execute(
      db,
    );
    await sql`
      insert into item_tags (item_id, tag_id, position)
      select i.id, t.id, case when t.k = i.seq % 10 then 0 else 1 end
        from items i
        join (select id, (row_number() over (order by name_key) - 1)::int as k from tags) t
          on t.k = i.seq % 10 or t.k = (i.seq / 10) % 10`.execute(db);
    await sql`analyze`.execute(db);
  }, 600_000);
  afterAll(() => t.close());

  it('holds the set it claims', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from items`.execute(
      t.database.db,
    );
    expect(rows[0]?.n).toBe(ITEMS);
  });

  const kinds: Array<[string, string]> = [
    ['exact, frequent word', 'pho'],
    ['several words without accents', 'bun bo hue'],
    ['short syllables', 'com tam'],
    ['prefix', 'tonkot'],
    ['typo', 'ramne'],
    ['two typos', 'cheeesburgr'],
    ['tag', 'vietnamese'],
    ['rare word', 'mozzarella pizza'],
    ['no match', 'zzzzzz'],
  ];

  it.each(kinds)('answers %s (%s) without a sequential scan of items', async (_kind, input) => {
    const db = t.database.db;
    const planned = await searchService({ db }).plan(input);
    expect(planned).not.toBeNull();
    // Both shapes: the planned query alone (one word) and the walk-first one (several words).
    for (const walkFirst of [false, true]) {
      for (const page of [1, 5]) {
        const compiled = searchRepository(db)
          .itemsPageQuery(
            planned?.query ?? '',
            { offset: (page - 1) * LIMITS.pageSize },
            LIMITS.pageSize,
            { walkFirst },
          )
          .compile(db);
        const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
          CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
        );
        const raw = result.rows[0]?.['QUERY PLAN'];
        const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
        const nodes = nodesOf(plan[0]?.Plan as PlanNode);
        const itemScans = nodes.filter((n) => n['Relation Name'] === 'items');
        expect(itemScans.length).toBeGreaterThan(0);
        expect(itemScans.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
        const indexes = nodes.map((n) => n['Index Name']);
        expect(indexes.some((i) => i === 'items_search_idx' || i === 'items_popular_idx')).toBe(
          true,
        );
        if (walkFirst) expect(indexes).toContain('items_popular_idx');
      }
    }
  });

  it('still finds what the plan was asked for (sanity)', async () => {
    const service = searchService({ db: t.database.db });
    const access = { actor: null, ownedBusinessIds: new Set<string>() };
    const found = (await service.items(access, 'ramne', { offset: 0 })).items;
    expect(found).toHaveLength(LIMITS.pageSize);
    expect(found.every((i) => /ramen/i.test(`${i.name} ${i.businessName}`))).toBe(true);
  });
});
