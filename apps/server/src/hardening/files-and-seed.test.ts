// Files and half-done work (finding 8): orphan images (a file whose row never came, as after kill -9
// mid-upload) are swept, through the MediaStorage seam, once past a grace period; a full disk answers
// 507 {message} and leaves neither a row nor a file; the demo city is seeded in one transaction, so a
// first start that fails half-way leaves an empty database that the next start seeds in full.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { localMediaStorage, type MediaStorage } from '../lib/media-storage.ts';
import { ORPHAN_GRACE_MS, sweepOrphans } from '../lib/orphan-sweep.ts';
import { DISK_FULL_MESSAGE } from '../lib/outages.ts';
import { isEmpty } from '../seed/demo.ts';
import { generateCity } from '../seed/generate.ts';
import { bearer, factories, multipartForm, testImage } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { consistencyViolations } from './consistency.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function plant(storage: MediaStorage, ageMs: number): Promise<string> {
  const relative = await storage.put(Buffer.from('not really an image'), 'webp');
  const full = path.join(t.config.mediaDir, relative.slice('media/'.length));
  const when = new Date(Date.now() - ageMs);
  await fs.utimes(full, when, when);
  return relative;
}

const exists = (storage: MediaStorage, relative: string) =>
  fs
    .access(path.join(t.config.mediaDir, relative.slice('media/'.length)))
    .then(() => true)
    .catch(() => false);

describe('orphan files', () => {
  it('removes files no row refers to once past the grace period, and nothing else', async () => {
    const storage = localMediaStorage(t.config.mediaDir);
    const f = factories(t);
    const business = await f.business();
    const list = await f.list(business.id);
    const old = ORPHAN_GRACE_MS + 60_000;
    const orphans = await Promise.all(Array.from({ length: 20 }, () => plant(storage, old)));
    const fresh = await plant(storage, 1000);
    const usedByItem = await plant(storage, old);
    const usedAsCover = await plant(storage, old);
    // A used photo's smaller copy stays; an orphan's goes with it.
    const keptCopy = usedByItem.replace(/\.webp$/, '.w480.webp');
    const orphanCopy = orphans[0]!.replace(/\.webp$/, '.w800.webp');
    for (const copy of [keptCopy, orphanCopy]) {
      await storage.write(copy, Buffer.from('a smaller copy'));
      const full = path.join(t.config.mediaDir, copy.slice('media/'.length));
      await fs.utimes(full, new Date(Date.now() - old), new Date(Date.now() - old));
    }
    await f.item(business.id, list.id, { name: 'With a photo' });
    await t.database.db
      .updateTable('items')
      .set({ images: [usedByItem] })
      .where('business_id', '=', business.id)
      .execute();
    await t.database.db
      .updateTable('businesses')
      .set({ cover_photo: usedAsCover })
      .where('id', '=', business.id)
      .execute();

    const result = await sweepOrphans(t.database.db, storage, { now: new Date() });
    console.log(
      `[hardening] orphan sweep: ${result.files} files looked at, ${result.removed} removed (20 planted, and a copy of one)`,
    );
    expect(result.removed).toBe(21);
    for (const p of [...orphans, orphanCopy]) expect(await exists(storage, p)).toBe(false);
    expect(await exists(storage, keptCopy)).toBe(true);
    expect(await exists(storage, fresh)).toBe(true);
    expect(await exists(storage, usedByItem)).toBe(true);
    expect(await exists(storage, usedAsCover)).toBe(true);
  });

  it('sweeps at start-up', async () => {
    const storage = localMediaStorage(t.config.mediaDir);
    const orphan = await plant(storage, ORPHAN_GRACE_MS + 60_000);
    const app = await buildApp({ config: t.config, database: t.database, logger: false, storage });
    await app.ready();
    try {
      const deadline = Date.now() + 10_000;
      while ((await exists(storage, orphan)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await exists(storage, orphan)).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('a full disk', () => {
  it('answers an upload 507 with a message, keeping neither a row nor a file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-full-'));
    const real = localMediaStorage(dir);
    const full: MediaStorage = {
      ...real,
      put: async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        });
      },
    };
    const app = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: false,
      storage: full,
    });
    await app.ready();
    try {
      const f = factories(t);
      const owner = await f.user();
      const business = await f.business({ ownerId: owner.id });
      const res = await app.inject({
        method: 'POST',
        url: `/api/items/${business.id}`,
        headers: bearer(owner.token),
        payload: multipartForm(
          { name: 'Photo on a full disk', price: '5', topic: 'Mains' },
          { images: { bytes: await testImage() } },
        ),
      });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ message: DISK_FULL_MESSAGE });
      const rows = await t.database.db
        .selectFrom('items')
        .select('id')
        .where('business_id', '=', business.id)
        .execute();
      expect(rows).toHaveLength(0);
      const left: string[] = [];
      for await (const file of real.list()) left.push(file.path);
      expect(left).toEqual([]);
    } finally {
      await app.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('seeding', () => {
  it('leaves an empty database when the seed fails half-way, and the next start seeds it in full', async () => {
    // This file's database, emptied as `db:seed --reset` does.
    const database = t.database;
    await sql`truncate users, businesses, tags, feedback, discounts restart identity cascade`.execute(
      database.db,
    );
    const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-seed-'));
    try {
      // The disk fills up while the favorites go in, after users, businesses, items and votes.
      await sql
        .raw(
          `create function fail_full() returns trigger language plpgsql as $$
           begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$;
           create trigger full_disk before insert on favorites execute function fail_full();`,
        )
        .execute(database.db);
      const options = { seed: 7, businesses: 4, items: 16, voters: 5, mediaDir };
      await expect(generateCity(database.db, options)).rejects.toThrow(/No space left/);
      expect(await isEmpty(database)).toBe(true);

      await sql
        .raw('drop trigger full_disk on favorites; drop function fail_full();')
        .execute(database.db);
      const result = await generateCity(database.db, options);
      expect(result.businesses).toBe(4);
      expect(await consistencyViolations(database.db)).toEqual([]);
      const partial = (await fs.readdir(path.join(mediaDir, 'demo'))).filter((n) =>
        n.endsWith('.partial'),
      );
      expect(partial).toEqual([]);
    } finally {
      await fs.rm(mediaDir, { recursive: true, force: true });
    }
  }, 120_000);
});
