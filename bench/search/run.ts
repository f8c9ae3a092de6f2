// Search latency on the generated 200k-item set: our indexed search (the service the API calls) per
// kind of query, beside a plain ILIKE '%q%' scan of the same data in the same run.
//   cd /work/main && npx tsx bench/search/run.ts
// Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/menudex_bench), created and
// seeded by this run when it does not hold the set (the same as
//   DATABASE_URL=<that url> JWT_SECRET=… npm run db:seed -- --businesses 10000 --items 200000 --seed 1 --reset)
// Writes bench/results/search.json (every figure) and bench/results/search.md (the table).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { LIMITS } from '@menudex/contract/constants';
import { openDatabase, type Database } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { searchService } from '../../apps/server/src/modules/search/search.service.ts';
import { findingRepository } from '../../apps/server/src/modules/finding/finding.repository.ts';
import { findingOf, findingQuerySchema } from '@menudex/contract/finding';
import { anonymousAccess } from '../../apps/server/src/policies/business.policy.ts';
import { preparePglite, preparePostgres } from '../support/bench-data.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/menudex_bench';
/** Timed runs of each query (after one warm-up run); the ILIKE scan gets fewer, it is slow. */
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 40);
const ILIKE_RUNS = Number(process.env.BENCH_ILIKE_RUNS ?? 5);
const TARGET_P95_MS = 20;
/** The finding rows on PGlite too (BENCH_SEARCH_PGLITE=false skips them; seeding PGlite is slow). */
const PGLITE = process.env.BENCH_SEARCH_PGLITE !== 'false';
const PGLITE_RUNS = Number(process.env.BENCH_SEARCH_PGLITE_RUNS ?? 20);
const PGLITE_DIR =
  process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), 'menudex-bench-pglite-10000-200000');
/** The set: 10,000 businesses and 200,000 items; BENCH_BUSINESSES / BENCH_ITEMS for a quick smaller run. */
const SIZE = {
  businesses: Number(process.env.BENCH_BUSINESSES ?? 10_000),
  items: Number(process.env.BENCH_ITEMS ?? 200_000),
  seed: 1,
};

type Kind = {
  kind: string;
  what: string;
  inputs: string[];
  page?: number;
  target?: 'items' | 'businesses';
};

const KINDS: Kind[] = [
  {
    kind: 'exact',
    what: 'whole words as written',
    inputs: ['ramen', 'pizza', 'burrito', 'hummus', 'tiramisu', 'gyoza'],
  },
  {
    kind: 'accent-free',
    what: 'Vietnamese typed without accents, several words',
    inputs: [
      'bun bo hue',
      'com tam',
      'pho dac biet',
      'ca phe sua da',
      'banh mi thit',
      'bo luc lac',
    ],
  },
  {
    kind: 'prefix',
    what: 'a word cut short, as one types',
    inputs: ['noodl', 'lemongr', 'tonkot', 'marghe', 'dumpl', 'carbon'],
  },
  {
    kind: 'typo',
    what: 'one or two typos',
    inputs: ['ramne', 'pizza margarita', 'burito', 'tonkostu', 'cheesburgre', 'carbonrea'],
  },
  {
    kind: 'tag',
    what: 'a food tag name',
    inputs: ['vietnamese', 'seafood', 'vegan', 'fried chicken', 'ice cream', 'noodles'],
  },
  {
    kind: 'deep page',
    what: 'page 10 of frequent words',
    inputs: ['vietnamese', 'pho', 'coffee'],
    page: 10,
  },
  {
    kind: 'businesses',
    what: 'business search (name, categories, city)',
    inputs: ['golden pho', 'saigon', 'ramen', 'san jose', 'lotus cafe'],
    target: 'businesses',
  },
];

/**
 * Finding (filters and sorts, docs/decisions/019-filters-in-the-url.md) beside the unfiltered listings, in the same run.
 * Each query is what the API runs for GET /api/items/pages/1?<query> (or businesses, or a search).
 */
type FindingKind = {
  kind: string;
  target: 'items' | 'businesses';
  queries: string[];
  /** A search input, or none for the listings. */
  input?: string;
  /** The instant "open now" is asked at (LUNCH unless said). */
  at?: Date;
};
/** A Wednesday noon in San Jose (most places open), and 3 am the same night (almost none). */
const LUNCH = new Date('2026-11-25T20:00:00Z');
const NIGHT = new Date('2026-11-25T11:00:00Z');
const SAN_JOSE = '37.3337,-121.8907';
const FINDING_KINDS: FindingKind[] = [
  { kind: 'unfiltered (baseline)', target: 'items', queries: [''] },
  { kind: 'unfiltered (baseline)', target: 'businesses', queries: [''] },
  { kind: 'openNow', target: 'businesses', queries: ['openNow=true'] },
  { kind: 'openNow', target: 'items', queries: ['openNow=true'] },
  { kind: 'openNow at 3 am', target: 'businesses', queries: ['openNow=true'], at: NIGHT },
  { kind: 'openNow at 3 am', target: 'items', queries: ['openNow=true'], at: NIGHT },
  {
    kind: 'near',
    target: 'businesses',
    queries: [`near=${SAN_JOSE}&radiusKm=5`, `near=${SAN_JOSE}&sort=distance`],
  },
  { kind: 'near', target: 'items', queries: [`near=${SAN_JOSE}&radiusKm=5`] },
  {
    kind: 'diet / without',
    target: 'items',
    queries: ['diet=vegan', 'diet=vegan&without=peanuts', 'without=milk,gluten'],
  },
  { kind: 'maxPrice', target: 'items', queries: ['maxPrice=10', 'maxPrice=15&diet=vegetarian'] },
  { kind: 'sort=price', target: 'items', queries: ['sort=price', 'diet=vegan&sort=price'] },
  { kind: 'priceLevel', target: 'businesses', queries: ['priceLevel=1,2', 'priceLevel=4'] },
  {
    kind: 'combined',
    target: 'items',
    queries: [`openNow=true&diet=vegetarian&maxPrice=15&near=${SAN_JOSE}`],
  },
  { kind: 'search + sort=match', target: 'items', input: 'pho', queries: ['sort=match'] },
  {
    kind: 'search + filters',
    target: 'items',
    input: 'coffee',
    queries: ['diet=vegan', 'openNow=true&maxPrice=6'],
  },
  { kind: 'search + filters', target: 'businesses', input: 'pho', queries: [`near=${SAN_JOSE}`] },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
};

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1));

async function timed(run: () => Promise<number>, times: number) {
  const found = await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { found, samples };
}

/** Every finding kind, timed `runs` times per query, on this database. */
async function findingRows(db: Database['db'], runs: number) {
  const finding = findingRepository(db);
  const findingResults = [];
  for (const k of FINDING_KINDS) {
    const all: number[] = [];
    let found = 0;
    for (const query of k.queries) {
      const f = findingOf(findingQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
      const options = {
        finding: f,
        query: null,
        limit: LIMITS.pageSize,
        start: { offset: 0 },
        now: k.at ?? LUNCH,
      };
      const searchAt = searchService({ db, clock: { now: () => k.at ?? LUNCH } });
      const run = async (): Promise<number> => {
        if (k.input !== undefined)
          return k.target === 'items'
            ? (await searchAt.items(anonymousAccess, k.input, { offset: 0 }, f)).items.length
            : (await searchAt.businesses(anonymousAccess, k.input, f)).length;
        return k.target === 'items'
          ? (await finding.items(options)).rows.length
          : (await finding.businesses(options)).rows.length;
      };
      const r = await timed(run, runs);
      all.push(...r.samples);
      found += r.found;
      process.stdout.write('.');
    }
    findingResults.push({ ...k, found, stats: stats(all) });
  }
  return findingResults;
}

/** The finding rows on PGlite, on the generated set kept in bench/api's data folder. */
async function findingOnPglite() {
  const prepared = preparePglite(PGLITE_DIR, SIZE);
  const database = await openDatabase({
    driver: 'pglite',
    dataDir: path.join(prepared.dataDir, 'pglite'),
  });
  try {
    await migrate(database);
    await sql`analyze`.execute(database.db);
    return await findingRows(database.db, PGLITE_RUNS);
  } finally {
    await database.close();
  }
}

async function main() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-bench-search-'));
  try {
    await preparePostgres(url, SIZE, mediaDir);
  } finally {
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
  const database = await openDatabase({ driver: 'postgres', url, max: 4 });
  await migrate(database);
  const db = database.db;
  const counts = (
    await sql<{ items: number; businesses: number; words: number; keys: number; version: string }>`
      select (select count(*) from items)::int as items, (select count(*) from businesses)::int as businesses,
             (select count(*) from search_words)::int as words, (select count(*) from search_word_keys)::int as keys,
             version() as version`.execute(db)
  ).rows[0];
  if (!counts || counts.items < SIZE.items / 2) {
    console.error(
      `bench/search needs the generated set in ${url} (found ${counts?.items ?? 0} items). Seed it with:\n` +
        `  DATABASE_URL=${url} JWT_SECRET=$(printf 'x%.0s' {1..40}) npm run db:seed -- --businesses 10000 --items 200000 --seed 1 --reset`,
    );
    process.exit(1);
  }
  // The seed writes each item three times (insert, tag links, vote counts): compact a bloated table
  // once, as a settled database would be, then fresh statistics and visibility map.
  const bloat = (
    await sql<{ ratio: number }>`
      select pg_relation_size('items')::float8 / greatest(1, (select sum(pg_column_size(i.*)) from items i)) as ratio`.execute(
      db,
    )
  ).rows[0];
  if ((bloat?.ratio ?? 0) > 1.6) {
    console.log(`items takes ${bloat?.ratio.toFixed(1)}x its live data: vacuum full (once)`);
    await sql`vacuum (full, analyze) items, businesses`.execute(db);
  }
  await sql`vacuum analyze items, businesses, item_tags, tags, search_words, search_word_keys`.execute(
    db,
  );

  const search = searchService({ db });
  /** The baseline: a plain scan for the text as typed (no folding, no tags), same order and page. */
  const ilike = async (input: string, page: number, target: 'items' | 'businesses') => {
    const pattern = `%${input.replace(/[\\%_]/g, '\\$&')}%`;
    if (target === 'businesses') {
      return (
        await sql`select id from businesses where name ilike ${pattern} or city ilike ${pattern}
                  order by favorite_count desc, seq limit 24`.execute(db)
      ).rows.length;
    }
    return (
      await sql`select i.id from items i join businesses b on b.id = i.business_id
                 where i.name ilike ${pattern} or i.description ilike ${pattern} or b.name ilike ${pattern}
                 order by i.likes desc, i.seq limit ${LIMITS.pageSize} offset ${(page - 1) * LIMITS.pageSize}`.execute(
        db,
      )
    ).rows.length;
  };
  const ours = async (input: string, page: number, target: 'items' | 'businesses') =>
    target === 'businesses'
      ? (await search.businesses(anonymousAccess, input)).length
      : (await search.items(anonymousAccess, input, { offset: (page - 1) * LIMITS.pageSize })).items
          .length;

  const results = [];
  for (const k of KINDS) {
    const page = k.page ?? 1;
    const target = k.target ?? 'items';
    const oursAll: number[] = [];
    const ilikeAll: number[] = [];
    const perInput = [];
    for (const input of k.inputs) {
      const a = await timed(() => ours(input, page, target), RUNS);
      const b = await timed(() => ilike(input, page, target), ILIKE_RUNS);
      oursAll.push(...a.samples);
      ilikeAll.push(...b.samples);
      perInput.push({
        input,
        page,
        found: a.found,
        ilikeFound: b.found,
        search: stats(a.samples),
        ilike: stats(b.samples),
      });
      process.stdout.write('.');
    }
    results.push({ ...k, page, target, search: stats(oursAll), ilike: stats(ilikeAll), perInput });
  }
  // Finding rows: the unfiltered listings and each filter, one after another in this run.
  const findingResults = await findingRows(db, RUNS);
  // The same rows on the embedded database (the default of npm start), from bench/api's data folder.
  const pglite = PGLITE ? await findingOnPglite() : null;
  process.stdout.write('\n');
  const worstFindingP95 = Math.max(...findingResults.map((r) => r.stats.p95));
  const worstPgliteP95 = Math.max(...(pglite ?? []).map((r) => r.stats.p95));

  const worstP95 = Math.max(...results.map((r) => r.search.p95));
  const lines = [
    '## Search',
    '',
    `${counts.items.toLocaleString('en-US')} items, ${counts.businesses.toLocaleString('en-US')} businesses, ` +
      `${counts.words.toLocaleString('en-US')} dictionary words (${counts.keys.toLocaleString('en-US')} deletion keys); ` +
      `${counts.version.split(' on ')[0] ?? counts.version}. One client, one query at a time; ` +
      `${RUNS} timed runs per query for our search (service call: plan, dictionary lookup, page query, tags), ` +
      `${ILIKE_RUNS} for the ILIKE scan (item name, description and business name; business name and city). Milliseconds. Results: rows on the page (summed over the kind's queries).`,
    '',
    '| Kind | Queries | Search p50 | Search p95 | ILIKE p50 | ILIKE p95 | Results (search / ILIKE) |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.kind} | ${r.inputs.map((i) => `\`${i}\``).join(', ')}${r.page > 1 ? ` (page ${r.page})` : ''} | ${ms(r.search.p50)} | ${ms(r.search.p95)} | ${ms(r.ilike.p50)} | ${ms(r.ilike.p95)} | ${r.perInput.reduce((s, p) => s + p.found, 0)} / ${r.perInput.reduce((s, p) => s + p.ilikeFound, 0)} |`,
    ),
    '',
    `Worst p95 of our search over the kinds: ${ms(worstP95)} ms (target under ${TARGET_P95_MS} ms: ${worstP95 < TARGET_P95_MS ? 'met' : 'NOT met'}). ` +
      `Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')} on ${os.cpus().length} cores.`,
  ];
  lines.push(
    '',
    '## Finding (filters and sorts)',
    '',
    `${RUNS} timed runs per query, page 1, anonymous; the unfiltered listings are the baseline of the same run. "Open now" is asked at ${LUNCH.toISOString()} (noon on a Wednesday in San Jose) unless the row says 3 am (${NIGHT.toISOString()}). Milliseconds.`,
    '',
    pglite
      ? '| Kind | Target | Queries | p50 | p95 | PGlite p50 | PGlite p95 | Results |'
      : '| Kind | Target | Queries | p50 | p95 | Results |',
    pglite ? '|---|---|---|---:|---:|---:|---:|---:|' : '|---|---|---|---:|---:|---:|',
    ...findingResults.map((r, i) => {
      const embedded = pglite?.[i];
      const onPglite = embedded ? ` ${ms(embedded.stats.p50)} | ${ms(embedded.stats.p95)} |` : '';
      return `| ${r.kind} | ${r.target} | ${r.queries.map((q) => `\`${r.input ? `input=${r.input}&` : ''}${q || '(none)'}\``).join(', ')} | ${ms(r.stats.p50)} | ${ms(r.stats.p95)} |${onPglite} ${r.found} |`;
    }),
    '',
    `Worst p95 of the finding rows: ${ms(worstFindingP95)} ms (target under ${TARGET_P95_MS} ms: ${worstFindingP95 < TARGET_P95_MS ? 'met' : 'NOT met'}).` +
      (pglite
        ? ` On PGlite (the embedded database, ${PGLITE_RUNS} runs per query, the same set in one WebAssembly process): worst p95 ${ms(worstPgliteP95)} ms (${worstPgliteP95 < TARGET_P95_MS ? 'met' : 'NOT met'}).`
        : ''),
  );
  const table = lines.join('\n');
  console.log(`\n${table}\n`);

  const resultsDir = path.join(root, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'search.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        database: url.replace(/\/\/[^@]*@/, '//'),
        dataset: counts,
        runs: { search: RUNS, ilike: ILIKE_RUNS },
        targetP95Ms: TARGET_P95_MS,
        worstP95Ms: worstP95,
        finding: findingResults,
        worstFindingP95Ms: worstFindingP95,
        findingOnPglite: pglite,
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model,
          loadavg: os.loadavg(),
          node: process.version,
        },
        kinds: results,
      },
      null,
      2,
    )}\n`,
  );
  fs.writeFileSync(path.join(resultsDir, 'search.md'), `${table}\n`);
  await database.close();
}

await main();
