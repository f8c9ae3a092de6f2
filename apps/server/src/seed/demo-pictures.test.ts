// The demo city's pictures come shipped (packages/demo-art/drawn/): a first start copies them, and
// draws only a picture whose drawing changed since it was shipped.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShippedPictures, MANIFEST_FILE } from '@menudex/demo-art/drawn';
import { localMediaStorage } from '../lib/media-storage.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { DEMO_SEED } from './demo.ts';
import { generateCity } from './generate.ts';

let database: TestDatabase;
const folders: string[] = [];
const folder = async (name: string) => {
  const made = await fs.mkdtemp(path.join(os.tmpdir(), `menudex-${name}-`));
  folders.push(made);
  return made;
};
const empty = () =>
  sql`truncate users, businesses, tags, feedback, discounts restart identity cascade`.execute(
    database.db,
  );

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await Promise.all(folders.map((f) => fs.rm(f, { recursive: true, force: true })));
});

describe('the demo pictures', () => {
  it('are all shipped as they are drawn now: the demo city copies every one and draws none', async () => {
    const shipped = loadShippedPictures();
    expect(shipped).not.toBeNull();
    const media = await folder('media');
    const lines: string[] = [];
    const seen: Array<[number, number]> = [];
    const result = await generateCity(database.db, {
      seed: DEMO_SEED,
      storage: localMediaStorage(media),
      log: (line) => lines.push(line),
      progress: (done, total) => seen.push([done, total]),
    });
    // Stale or missing ones would be drawn: `npm run demo-art:draw` ships the set again.
    expect(lines).toContain(
      `Demo pictures ready: ${Object.keys(result.pictures).length} copied from the shipped set`,
    );
    expect(result.pictures).toEqual(shipped!.keys);
    const written = (await fs.readdir(path.join(media, 'demo'))).sort();
    const shippedFiles = (await fs.readdir(shipped!.dir)).filter((f) => f !== MANIFEST_FILE);
    expect(written).toEqual(shippedFiles.sort());
    expect(seen[0]).toEqual([0, 139]);
    expect(seen.at(-1)).toEqual([139, 139]);
  }, 120_000);

  it('draws a picture whose drawing changed since it was shipped, and copies the others', async () => {
    await empty();
    // A small city's pictures, drawn, then shipped with one of them listed under an older drawing.
    const small = { seed: 3, businesses: 2, items: 3, voters: 1 };
    const drawnInto = await folder('drawn');
    const { pictures } = await generateCity(database.db, {
      ...small,
      storage: localMediaStorage(drawnInto),
      shipped: null,
    });
    const changed = Object.keys(pictures).find((f) => f.startsWith('logo-'))!;
    const keys = { ...pictures, [changed]: 'an-older-drawing' };
    const dir = path.join(drawnInto, 'demo');
    // The shipped copy of the changed one is not what it looks like now.
    await fs.writeFile(path.join(dir, changed), 'stale');

    await empty();
    const media = await folder('media');
    const lines: string[] = [];
    await generateCity(database.db, {
      ...small,
      storage: localMediaStorage(media),
      shipped: { dir, keys },
      log: (line) => lines.push(line),
    });
    const total = Object.keys(pictures).length;
    expect(lines.find((line) => line.startsWith('Demo pictures ready'))).toBe(
      `Demo pictures ready: ${total - 1} copied from the shipped set, 1 drawn (1 changed since shipped: npm run demo-art:draw ships them again)`,
    );
    const redrawn = await fs.readFile(path.join(media, 'demo', changed));
    expect(redrawn.subarray(8, 12).toString()).toBe('WEBP');
  }, 120_000);
});
