// The catalogue's version (migration 008): committed changes to what the catalogue shows move it
// on, once per transaction however many rows; a rolled-back one and a change elsewhere do not.
// The reader shares one read per max age among its callers.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { catalogueVersion, holdCatalogueVersion, publishCatalogue } from './catalogue-version.ts';

describe('the catalogue version', () => {
  let database: TestDatabase;
  const version = async () =>
    Number(
      (
        await sql<{ v: string }>`select version::text as v from catalogue_version`.execute(
          database.db,
        )
      ).rows[0]?.v,
    );
  let phones = 0;
  /** A business with a phone of its own (ten digits, not starting with 0). */
  const addBusiness = (name: string) =>
    sql`insert into businesses (name, phone) values (${name}, ${String(4085550000 + ++phones)}) returning id`;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('moves on once per committed transaction that changes the catalogue, however many rows', async () => {
    const before = await version();
    await addBusiness('One').execute(database.db);
    expect(await version()).toBe(before + 1);
    await database.db.transaction().execute(async (trx) => {
      await addBusiness('Two').execute(trx);
      await addBusiness('Three').execute(trx);
      await sql`update businesses set description = 'x'`.execute(trx);
    });
    expect(await version()).toBe(before + 2);
  });

  it('stays put for a rolled-back change and for tables the catalogue does not show', async () => {
    const before = await version();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await addBusiness('Never').execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await sql`insert into users (name, email, role) values ('Ana', ${`ana${Date.now()}@example.com`}, 'user')`.execute(
      database.db,
    );
    expect(await version()).toBe(before);
  });

  it('stays put for a held transaction until the catalogue is published', async () => {
    const before = await version();
    await database.db.transaction().execute(async (trx) => {
      await holdCatalogueVersion(trx);
      await addBusiness('Held one').execute(trx);
      await addBusiness('Held two').execute(trx);
    });
    expect(await version()).toBe(before);
    await publishCatalogue(database.db);
    expect(await version()).toBe(before + 1);
    // The hold is the transaction's own: the next one counts again.
    await addBusiness('Not held').execute(database.db);
    expect(await version()).toBe(before + 2);
  });

  it('is read at most once per max age, one read shared by the callers meanwhile', async () => {
    const clock = fixedClock('2026-11-24T12:00:00Z');
    const reader = catalogueVersion(database, clock, 1000);
    const first = await Promise.all([reader.current(), reader.current()]);
    expect(first[0]).toBe(String(await version()));
    expect(first[1]).toBe(first[0]);
    await addBusiness('Four').execute(database.db);
    clock.advance(999);
    expect(await reader.current()).toBe(first[0]);
    clock.advance(1);
    expect(await reader.current()).toBe(String(Number(first[0]) + 1));
  });
});
