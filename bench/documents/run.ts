// The answer documents (migration 018, docs/decisions/050) against the statements they replaced:
// for the items page, an item, the business page and the businesses page, the server's CPU (this
// process: the driver reading the rows, the mapping to the API's shape, fast-json-stringify) and
// PostgreSQL's CPU per answer, cache off by construction (no HTTP, no answer cache: the data path
// alone, which is what the documents change).
//   cd /work/main && npx tsx bench/documents/run.ts
// Settings (environment): BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/menudex_bench),
// BENCH_DOCUMENTS_REQUESTS (2000 per answer and way), BENCH_DOCUMENTS_CONCURRENCY (8).
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { businessSchema, businessSummarySchema, itemSchema } from '@menudex/contract/entities';
import { findingOf } from '@menudex/contract/finding';
import { findingRepository } from '../../apps/server/src/modules/finding/finding.repository.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import type { DB } from '../../apps/server/src/db/schema.ts';
import { fastSerializer } from '../../apps/server/src/lib/response-serializer.ts';
import {
  BUSINESS_COLUMNS,
  businessesRepository,
  toBusinessSummary,
  type BusinessRecord,
  type MenuList,
} from '../../apps/server/src/modules/businesses/businesses.repository.ts';
import {
  itemRecordJson,
  itemsRepository,
  itemTagsJson,
  toItem,
  type ItemRecord,
} from '../../apps/server/src/modules/items/items.repository.ts';
import { postgresCpuCounter } from '../support/cpu.ts';

const env = process.env;
const URL_ = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/menudex_bench';
const REQUESTS = Number(env.BENCH_DOCUMENTS_REQUESTS ?? 2000);
const CONCURRENCY = Number(env.BENCH_DOCUMENTS_CONCURRENCY ?? 8);
const PAGE_SIZE = 12;
const now = new Date();
/** The serializer the server writes a schema's answers with. */
function serializer(schema: z.ZodType): (data: unknown) => string {
  const write = fastSerializer(schema);
  if (!write) throw new Error('fast-json-stringify cannot compile the schema');
  return write;
}
const writeItems = serializer(z.array(itemSchema));
const writeItem = serializer(z.object({ item: itemSchema }));
const writeBusiness = serializer(z.object({ business: businessSchema }));
const writeSummaries = serializer(z.array(businessSummarySchema));

/** The statements items.repository and businesses.repository sent before migration 018. */
function legacy(db: Kysely<DB>) {
  const items = () =>
    db
      .selectFrom('items as i')
      .innerJoin('businesses as b', 'b.id', 'i.business_id')
      .select([
        'i.id',
        'i.business_id',
        'i.list_id',
        'i.name',
        'i.description',
        'i.price_cents',
        'i.images',
        'i.likes',
        'i.dislikes',
        'i.diets',
        'i.allergens',
        'i.sold_out_until',
        'b.name as business_name',
        'b.city as business_city',
        'b.state as business_state',
        itemTagsJson(sql.ref('i.id')).as('tags'),
      ]);
  const menu = sql<MenuList[]>`coalesce((
    select json_agg(json_build_object('id', l.id, 'name', l.name, 'items', coalesce((
             select json_agg(${itemRecordJson()} order by i.likes desc, i.seq)
               from items i join businesses b on b.id = i.business_id
              where i.list_id = l.id), '[]'::json)) order by l.position)
      from menu_lists l
     where l.business_id = b.id), '[]'::json)`;
  return {
    popularPage: (page: number): Promise<ItemRecord[]> => {
      const onPage = db
        .selectFrom('items')
        .select(['id', 'likes', 'seq'])
        .orderBy('likes', 'desc')
        .orderBy('seq', 'asc')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .as('p');
      return items()
        .innerJoin(onPage, 'p.id', 'i.id')
        .orderBy('p.likes', 'desc')
        .orderBy('p.seq', 'asc')
        .execute();
    },
    item: (id: string) => items().where('i.id', '=', id).executeTakeFirst(),
    detail: (id: string): Promise<(BusinessRecord & { lists: MenuList[] }) | undefined> =>
      db
        .selectFrom('businesses as b')
        .select(BUSINESS_COLUMNS.map((c) => `b.${c}` as const))
        .select(menu.as('lists'))
        .where('b.id', '=', id)
        .executeTakeFirst(),
    page: (page: number): Promise<BusinessRecord[]> =>
      db
        .selectFrom('businesses')
        .select(BUSINESS_COLUMNS)
        .orderBy('seq')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
  };
}

type Reads = {
  popularPage(page: number): Promise<ItemRecord[]>;
  item(id: string): Promise<ItemRecord | undefined>;
  detail(id: string): Promise<(BusinessRecord & { lists: MenuList[] }) | undefined>;
  page(page: number): Promise<BusinessRecord[]>;
};

function answers(reads: Reads, itemIds: string[], businessIds: string[]) {
  const businessAnswer = (found: BusinessRecord & { lists: MenuList[] }) => {
    const { lists, ...record } = found;
    return writeBusiness({
      business: {
        ...toBusinessSummary(record, false, now),
        lists: lists.map((l) => ({
          _id: l.id,
          name: l.name,
          items: l.items.map((r) => toItem(r, false, false, now)),
        })),
      },
    });
  };
  return {
    'Items page (pages 1-20)': async (n: number) =>
      writeItems((await reads.popularPage((n % 20) + 1)).map((r) => toItem(r, false, true, now))),
    'Item (200 ids)': async (n: number) => {
      const r = await reads.item(itemIds[n % itemIds.length]!);
      return writeItem({ item: toItem(r!, false, true, now) });
    },
    'Business page (200 ids)': async (n: number) =>
      businessAnswer((await reads.detail(businessIds[n % businessIds.length]!))!),
    'Businesses page (pages 1-50)': async (n: number) =>
      writeSummaries((await reads.page((n % 50) + 1)).map((r) => toBusinessSummary(r, false, now))),
  };
}

async function measure(run: (n: number) => Promise<string>, pgCpu: () => number) {
  for (let n = 0; n < 200; n++) await run(n); // warm-up: plans, JIT
  const pg0 = pgCpu();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let bytes = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const answer = await run(next++);
        bytes += answer.length;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return {
    perSecond: REQUESTS / seconds,
    serverUs: (cpu.user + cpu.system) / REQUESTS,
    postgresUs: ((pgCpu() - pg0) * 1e6) / REQUESTS,
    bytes: bytes / REQUESTS,
  };
}

const database = await openDatabase({ driver: 'postgres', url: URL_, max: CONCURRENCY });
const db = database.db;
const dbName = new URL(URL_).pathname.slice(1);
const pgCpu = postgresCpuCounter({ database: dbName });
const itemIds = (
  await sql<{ id: string }>`select id from items order by seq limit 200`.execute(db)
).rows.map((r) => r.id);
const businessIds = (
  await sql<{
    id: string;
  }>`select id from businesses order by seq limit 200 offset 1000`.execute(db)
).rows.map((r) => r.id);
const items = itemsRepository(db);
const businesses = businessesRepository(db);
const finding = findingRepository(db);
/** The listings as the app reads them (finding, by page number). */
const listed = (page: number) => ({
  finding: findingOf({}),
  query: null,
  limit: PAGE_SIZE,
  start: { offset: (page - 1) * PAGE_SIZE },
  now,
});
const current: Reads = {
  popularPage: async (page) => (await finding.items(listed(page))).rows,
  item: (id) => items.byId(id),
  detail: (id) => businesses.detailById(id),
  page: async (page) => (await finding.businesses(listed(page))).rows,
};
const before = answers(legacy(db), itemIds, businessIds);
const after = answers(current, itemIds, businessIds);

console.log(`${REQUESTS} answers each, ${CONCURRENCY} at a time, on ${dbName}\n`);
console.log(
  '| answer | way | answers/s | server CPU µs/answer | PostgreSQL CPU µs/answer | bytes |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const name of Object.keys(before) as Array<keyof typeof before>) {
  for (let n = 0; n < 30; n++) {
    if ((await before[name](n)) !== (await after[name](n)))
      throw new Error(`${name}: answers differ`);
  }
  for (const [way, run] of [
    ['statements (before)', before[name]],
    ['documents (after)', after[name]],
  ] as const) {
    const m = await measure(run, pgCpu);
    console.log(
      `| ${name} | ${way} | ${m.perSecond.toFixed(0)} | ${m.serverUs.toFixed(0)} | ${m.postgresUs.toFixed(0)} | ${m.bytes.toFixed(0)} |`,
    );
  }
}
await database.close();
