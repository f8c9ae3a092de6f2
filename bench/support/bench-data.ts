// The generated data set the load benchmarks run on: found where a previous run left it, or seeded
// with the project's own generator (npm run db:seed) so that `npm run bench` works on a fresh machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Only signs the benchmark's own sessions; never used outside it. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01';

export type SetSize = { businesses: number; items: number; seed: number };

export type Prepared = {
  seededNow: boolean;
  seedSeconds: number | null;
  items: number;
  businesses: number;
};

function runSeed(env: Record<string, string>, size: SetSize): number {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/server/src/seed/seed-cli.ts'),
      '--businesses',
      String(size.businesses),
      '--items',
      String(size.items),
      '--seed',
      String(size.seed),
      '--reset',
    ],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        JWT_SECRET: BENCH_JWT_SECRET,
        ...env,
      },
    },
  );
  if (result.status !== 0) throw new Error(`Seeding failed (exit ${result.status ?? 'signal'})`);
  return (Date.now() - started) / 1000;
}

async function counts(url: string): Promise<{ items: number; businesses: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query<{ ok: boolean }>(
      `select to_regclass('public.items') is not null as ok`,
    );
    if (!exists.rows[0]?.ok) return { items: 0, businesses: 0 };
    const { rows } = await client.query<{ items: number; businesses: number }>(
      'select (select count(*) from items)::int as items, (select count(*) from businesses)::int as businesses',
    );
    return rows[0] ?? { items: 0, businesses: 0 };
  } finally {
    await client.end();
  }
}

/** Makes sure the PostgreSQL database at `url` exists and holds exactly the generated set. */
export async function preparePostgres(
  url: string,
  size: SetSize,
  dataDir: string,
): Promise<Prepared> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name in ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();

  const before = await counts(url);
  if (before.items === size.items && before.businesses === size.businesses) {
    return { seededNow: false, seedSeconds: null, ...before };
  }
  console.log(`Seeding ${size.businesses} businesses / ${size.items} items into ${url} ...`);
  const seedSeconds = runSeed({ DATABASE_URL: url, DATA_DIR: dataDir }, size);
  return { seededNow: true, seedSeconds, ...(await counts(url)) };
}

type Marker = SetSize & { seedSeconds: number };

/**
 * A PGlite data folder holding the generated set, kept between runs (seeding it is slow); the folder
 * is the server's DATA_DIR, so its media/ (the shared demo images) comes along.
 */
export function preparePglite(dataDir: string, size: SetSize): Prepared & { dataDir: string } {
  const markerFile = path.join(dataDir, 'bench-set.json');
  if (fs.existsSync(markerFile)) {
    const marker = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker;
    if (
      marker.items === size.items &&
      marker.businesses === size.businesses &&
      marker.seed === size.seed
    ) {
      return {
        seededNow: false,
        seedSeconds: marker.seedSeconds,
        items: size.items,
        businesses: size.businesses,
        dataDir,
      };
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(
    `Seeding ${size.businesses} businesses / ${size.items} items into PGlite at ${dataDir} ...`,
  );
  const seedSeconds = runSeed({ DATA_DIR: dataDir, DEMO: 'false' }, size);
  const marker: Marker = { ...size, seedSeconds };
  fs.writeFileSync(markerFile, JSON.stringify(marker));
  return { seededNow: true, seedSeconds, items: size.items, businesses: size.businesses, dataDir };
}
