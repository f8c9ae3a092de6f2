// kill -9 of the server in the middle of a stream of writes (votes, favorites, item creates with tags,
// new lists and images), then a restart on the same data: the server comes back, every write it had
// acknowledged is there, and the database is consistent (counters equal rows, no half-created item).
// Runs on the project's driver: PGlite in a data folder, or a PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@menudex/demo-art/random';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { testImage } from '../testing/factories.ts';
import { testDriver, type TestDatabase } from '../testing/test-database.ts';
import { consistencyViolations } from './consistency.ts';
import { postgresForProcesses, processFactories, serverEnv } from './process-fixtures.ts';

const driver = testDriver();
/**
 * Rounds of start, write, kill -9: the answered writes to wait for before each kill (about IN_FLIGHT
 * more are cut off mid-request); later rounds start on what the previous kill left.
 */
const KILL_AFTER = [250, 90, 170];
const IN_FLIGHT = 24;

type Fixture = {
  users: string[];
  admins: string[];
  items: string[];
  businesses: string[];
};

/** Items the stream creates carry their tag count in the name, so a half-created one shows. */
const itemName = (n: number, tags: number) => `crash-item-${n}-tags-${tags}`;

async function buildFixture(database: Database | TestDatabase): Promise<Fixture> {
  const f = processFactories({ ...database, name: 'crash' });
  const users = [];
  for (let i = 0; i < 20; i++) users.push((await f.user()).token);
  const admins = [];
  for (let i = 0; i < 8; i++) admins.push((await f.user({ role: 'admin' })).token);
  const businesses: string[] = [];
  const items: string[] = [];
  for (let b = 0; b < 3; b++) {
    const business = await f.business();
    businesses.push(business.id);
    const list = await f.list(business.id, 'Mains');
    for (let i = 0; i < 4; i++)
      items.push((await f.item(business.id, list.id, { tags: ['Pho'] })).id);
  }
  return { users, admins, items, businesses };
}

describe(`kill -9 during writes (${driver})`, () => {
  let dataDir: string;
  let serverEnvVars: Record<string, string>;
  let fixture: Fixture;
  let pgDatabase: TestDatabase | null = null;
  let server: SpawnedServer | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-crash-'));
    if (driver === 'postgres') {
      const pg = await postgresForProcesses();
      pgDatabase = pg.database;
      fixture = await buildFixture(pg.database);
      serverEnvVars = serverEnv({ DATA_DIR: dataDir, DATABASE_URL: pg.url });
    } else {
      // The fixture goes into the data folder first: PGlite has one owner at a time.
      const database = await openDatabase({
        driver: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      await migrate(database);
      fixture = await buildFixture(database);
      await database.close();
      serverEnvVars = serverEnv({ DATA_DIR: dataDir });
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await pgDatabase?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts on the same data with every acknowledged write kept and the database consistent', async () => {
    const random = seededRandom(11);
    const image = await testImage({ width: 64, height: 48 });
    const acknowledgedItems = new Map<string, string>();
    let n = 0;

    for (const [round, killAfter] of KILL_AFTER.entries()) {
      server = await spawnServer({ env: serverEnvVars, startTimeoutMs: 120_000 });
      const running = server;
      let completed = 0;
      let cutOff = 0;
      let killed = false;

      const oneWrite = async () => {
        const kind = random.next();
        const url = running.url;
        if (kind < 0.45) {
          const vote = random.pick(['like', 'unlike', 'dislike', 'undislike']);
          return fetch(`${url}/api/items/vote/${random.pick(fixture.items)}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${random.pick(fixture.users)}`,
            },
            body: JSON.stringify({ vote }),
          });
        }
        if (kind < 0.7) {
          return fetch(`${url}/api/businesses/favorite/${random.pick(fixture.businesses)}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${random.pick(fixture.users)}`,
            },
            body: JSON.stringify({ favorite: random.next() < 0.6 }),
          });
        }
        const number = ++n;
        const tags = Math.floor(random.next() * 6);
        const name = itemName(number, tags);
        const form = new FormData();
        form.append('name', name);
        form.append('price', '9.50');
        // Sometimes a new list, made in the same transaction as the item.
        form.append('topic', random.next() < 0.2 ? `List ${number}` : 'Mains');
        for (let t = 0; t < tags; t++) form.append(`tags[${t}]`, `Tag ${number}-${t}`);
        if (random.next() < 0.3)
          form.append('images', new Blob([image], { type: 'image/jpeg' }), 'dish.jpg');
        const res = await fetch(`${url}/api/items/${random.pick(fixture.businesses)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${random.pick(fixture.admins)}` },
          body: form,
        });
        if (res.status === 201) {
          const body = (await res.clone().json()) as { item: { _id: string } };
          acknowledgedItems.set(body.item._id, name);
        }
        return res;
      };

      const statuses = new Map<number, number>();
      const worker = async () => {
        while (!killed) {
          try {
            const res = await oneWrite();
            await res.arrayBuffer();
            if (killed) {
              cutOff++;
              continue;
            }
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            completed++;
            if (completed === killAfter) {
              killed = true;
              await running.kill('SIGKILL');
            }
          } catch {
            cutOff++;
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      console.log(
        `crash (${driver}) round ${round + 1}: killed after ${completed} answered writes (${JSON.stringify(Object.fromEntries(statuses))}), ${cutOff} cut off; ${acknowledgedItems.size} items acknowledged so far`,
      );
      expect([...statuses.keys()].every((s) => s === 200 || s === 201)).toBe(true);
    }

    // The same data folder or database, a new process: it must open, migrate (nothing) and serve.
    server = await spawnServer({ env: serverEnvVars, startTimeoutMs: 120_000 });
    const again = await fetch(`${server.url}/api/items/vote/${fixture.items[0]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fixture.users[0]}` },
      body: JSON.stringify({ vote: 'like' }),
    });
    expect(again.status).toBe(200);
    // PGlite has one owner: stop the server before reading its folder.
    if (driver === 'pglite') {
      await server.stop();
      server = null;
    }

    const database =
      pgDatabase ??
      (await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }));
    try {
      expect(await consistencyViolations(database.db)).toEqual([]);

      const stored = await database.db
        .selectFrom('items as i')
        .leftJoin('item_tags as it', 'it.item_id', 'i.id')
        .select((eb) => ['i.id', 'i.name', 'i.images', eb.fn.count<number>('it.tag_id').as('tags')])
        .where('i.name', 'like', 'crash-item-%')
        .groupBy(['i.id', 'i.name', 'i.images'])
        .execute();
      // Acknowledged means durable.
      const storedIds = new Set(stored.map((row) => row.id));
      const lost = [...acknowledgedItems.keys()].filter((id) => !storedIds.has(id));
      expect(lost).toEqual([]);
      for (const row of stored) {
        // No half-created item: all its tags, and its image file, or none of it.
        const expectedTags = Number(/-tags-(\d+)$/.exec(row.name)?.[1]);
        expect({ name: row.name, tags: Number(row.tags) }).toEqual({
          name: row.name,
          tags: expectedTags,
        });
        for (const image of row.images) {
          expect(
            fs.existsSync(path.join(dataDir, 'media', image.slice('media/'.length))),
            image,
          ).toBe(true);
        }
      }
    } finally {
      if (!pgDatabase) await database.close();
    }
  }, 170_000);
});
