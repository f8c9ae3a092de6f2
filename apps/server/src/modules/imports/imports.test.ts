// Imports through the API: an OpenStreetMap file becomes businesses with provenance and hours,
// re-imports change nothing and keep owners' edits, bad files are refused whole, a crash resumes, and
// who may import what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Import } from '@menudex/contract/imports';
import {
  bearer,
  factories,
  multipartForm,
  testImage,
  type TestUser,
} from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let f: ReturnType<typeof factories>;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  admin = await f.user({ role: 'admin' });
});

afterAll(async () => {
  await t.close();
});

type Element = {
  type: 'node' | 'way';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags: Record<string, string>;
};

const overpass = (elements: Element[]) =>
  Buffer.from(JSON.stringify({ version: 0.6, generator: 'Overpass API', elements }));

function place(id: number, tags: Record<string, string> = {}): Element {
  return {
    type: 'node',
    id,
    lat: 45.52 + id / 100000,
    lon: -122.68,
    tags: { amenity: 'restaurant', name: `Place ${id}`, ...tags },
  };
}

async function upload(
  file: Buffer,
  fields: Record<string, string> = {},
  options: { token?: string; filename?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: options.token === '' ? {} : bearer(options.token ?? admin.token),
    payload: multipartForm(
      { kind: 'osm', ...fields },
      {
        file: {
          bytes: file,
          filename: options.filename ?? 'extract.json',
          type: 'application/octet-stream',
        },
      },
    ),
  });
}

/** The import's report once it has finished (the job runs in the background). */
async function finished(
  id: string,
  token = admin.token,
  ends: Array<Import['status']> = ['done', 'failed'],
): Promise<Import> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/imports/${id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const report = res.json<{ import: Import }>().import;
    if (ends.includes(report.status)) return report;
    if (Date.now() > deadline) throw new Error(`import ${id} is still ${report.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function importFile(file: Buffer, fields: Record<string, string> = {}) {
  const res = await upload(file, fields);
  expect(res.statusCode, res.body).toBe(202);
  return finished(res.json<{ import: Import }>().import._id);
}

const businessCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('businesses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function businessByRef(ref: string) {
  const row = await t.database.db
    .selectFrom('businesses')
    .select('id')
    .where(sql<string>`source ->> 'ref'`, '=', ref)
    .executeTakeFirstOrThrow();
  const res = await t.app.inject({ method: 'GET', url: `/api/businesses/${row.id}` });
  return res.json<{ business: Record<string, unknown> & { _id: string } }>().business;
}

describe('importing an OpenStreetMap extract', () => {
  const first = [
    place(101, {
      name: 'Lotus Noodle Bar',
      cuisine: 'vietnamese;noodle',
      phone: '+1 503-555-0142',
      website: 'https://lotus.example.com',
      'addr:housenumber': '1200',
      'addr:street': 'SE Division Street',
      'addr:city': 'Portland',
      'addr:state': 'OR',
      'addr:postcode': '97202',
      'addr:country': 'US',
      opening_hours: 'Mo-Fr 11:00-14:30,17:30-22:00; Sa 12:00-23:00; Su off',
      'diet:vegan': 'yes',
    }),
    place(102, {
      name: 'Harvest Table',
      amenity: 'cafe',
      opening_hours: 'Apr-Oct: Mo-Su 12:00-21:00; Nov-Mar: Fr-Su 12:00-19:00',
    }),
    { type: 'node', id: 103, lat: 45.5, lon: -122.6, tags: { amenity: 'bench' } } as Element,
  ];

  it('creates a business per food place, with its provenance, hours and credit', async () => {
    const before = await businessCount();
    const report = await importFile(overpass(first));
    expect(report).toMatchObject({
      status: 'done',
      dryRun: false,
      total: 2,
      processed: 2,
      counts: { created: 2, updated: 0, unchanged: 0, skipped: 0 },
    });
    expect(await businessCount()).toBe(before + 2);
    const lotus = await businessByRef('node/101');
    expect(lotus).toMatchObject({
      name: 'Lotus Noodle Bar',
      phone: '5035550142',
      website: 'https://lotus.example.com',
      categories: ['Vietnamese', 'Noodle'],
      diets: ['vegan'],
      attribution: '© OpenStreetMap contributors, ODbL',
      source: { kind: 'osm', ref: 'node/101' },
      hoursText: '',
      location: expect.objectContaining({
        address1: '1200 SE Division Street',
        city: 'Portland',
        zipCode: '97202',
      }),
    });
    const hours = lotus.hours as { weekly: Array<{ day: string; opens: string; closes: string }> };
    expect(hours.weekly.filter((r) => r.day === 'mon')).toEqual([
      { day: 'mon', opens: '11:00', closes: '14:30' },
      { day: 'mon', opens: '17:30', closes: '22:00' },
    ]);
    expect(lotus.openNow).not.toBeNull();
    // Seasonal hours do not fit the weekly model: kept as the text the source gave.
    const harvest = await businessByRef('node/102');
    expect(harvest).toMatchObject({
      hours: null,
      hoursText: 'Apr-Oct: Mo-Su 12:00-21:00; Nov-Mar: Fr-Su 12:00-19:00',
      phone: '',
    });
  });

  it('reports everything unchanged when the same file comes again', async () => {
    const before = await businessCount();
    const report = await importFile(overpass(first));
    expect(report.counts).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect(await businessCount()).toBe(before);
  });

  it("updates what changed in OpenStreetMap but keeps the owner's edits", async () => {
    const lotus = await businessByRef('node/101');
    const owner = await f.user();
    await t.database.db
      .insertInto('business_owners')
      .values({ business_id: lotus._id, user_id: owner.id })
      .execute();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${lotus._id}`,
      headers: bearer(owner.token),
      payload: multipartForm({ name: 'Lotus Noodles (owner)' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const changed = structuredClone(first);
    changed[0]!.tags.name = 'Lotus Noodle Bar & Grill';
    changed[0]!.tags.website = 'https://lotus-grill.example.com';
    const report = await importFile(overpass(changed));
    expect(report.counts).toEqual({ created: 0, updated: 1, unchanged: 1, skipped: 0 });
    expect(report.errors).toContainEqual({
      row: 'node/101',
      message: expect.stringContaining('name'),
    });
    const after = await businessByRef('node/101');
    expect(after).toMatchObject({
      name: 'Lotus Noodles (owner)',
      website: 'https://lotus-grill.example.com',
    });

    // Only the kept name differs now: the place is skipped, and the report says why.
    const again = await importFile(overpass(changed));
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 1, skipped: 1 });
    expect(again.errors).toContainEqual({
      row: 'node/101',
      message: expect.stringMatching(/kept what the owner edited: name/),
    });
  });

  it('writes nothing in a dry run but reports what would happen', async () => {
    const before = await businessCount();
    const report = await importFile(overpass([place(201), place(202)]), { dryRun: 'true' });
    expect(report).toMatchObject({
      status: 'done',
      dryRun: true,
      counts: { created: 2, updated: 0, unchanged: 0, skipped: 0 },
    });
    expect(await businessCount()).toBe(before);
  });

  it("shows an import's places once it ends, not after each of its transactions", async () => {
    // Each committed transaction of an import would otherwise make every kept answer and page stale.
    const version = async () =>
      Number(
        (
          await sql<{ v: string }>`select version::text as v from catalogue_version`.execute(
            t.database.db,
          )
        ).rows[0]?.v,
      );
    const before = await version();
    const report = await importFile(
      overpass(Array.from({ length: 120 }, (_, i) => place(3001 + i))),
    );
    expect(report.counts.created).toBe(120);
    expect(await version()).toBe(before + 1);
  });

  it('resumes an import that stopped halfway, without doubling a business', async () => {
    // The 150th place fails once (a sequence moves on even in a transaction that rolls back), as a
    // lost connection would mid-import; the job runner's retry resumes after the committed batch.
    await sql`create sequence import_fault_seq`.execute(t.database.db);
    await sql`create function import_fault() returns trigger language plpgsql as $$
      begin
        if new.name = 'Place 1150' and nextval('import_fault_seq') = 1 then
          raise exception 'connection lost';
        end if;
        return new;
      end $$`.execute(t.database.db);
    await sql`create trigger import_fault before insert on businesses
      for each row execute function import_fault()`.execute(t.database.db);
    const before = await businessCount();
    const places = Array.from({ length: 250 }, (_, i) => place(1001 + i));
    const res = await upload(overpass(places));
    expect(res.statusCode).toBe(202);
    // Only 'done' ends the wait: the first attempt's 'failed' lasts until the retry takes it.
    const report = await finished(res.json<{ import: Import }>().import._id, admin.token, ['done']);
    expect(report).toMatchObject({ status: 'done', processed: 250 });
    // Counted once each: the first 100 were committed by the first attempt, not made again.
    expect(report.counts).toEqual({ created: 250, updated: 0, unchanged: 0, skipped: 0 });
    // The report says where it stopped: after the last committed transaction, at or before the
    // place that failed (PostgreSQL commits 50 places at a time, PGlite a few milliseconds' worth).
    const stop = report.errors.find((e) => e.message.includes('connection lost'));
    expect(stop?.row).toBeGreaterThanOrEqual(101);
    expect(stop?.row).toBeLessThanOrEqual(150);
    expect(await businessCount()).toBe(before + 250);
    await sql`drop trigger import_fault on businesses`.execute(t.database.db);
  });
});

describe('files that cannot be imported', () => {
  it.each([
    ['broken JSON', 'osm', Buffer.from('{"elements": [ {"type": "node"'), /JSON|read/i],
    ['broken XML', 'osm', Buffer.from('<osm><node id="1"></osm>'), /XML|read/i],
    [
      'a CSV without its columns',
      'businesses-csv',
      Buffer.from('name,phone\nA,1\n'),
      /missing id, website/,
    ],
    [
      'a GeoJSON that is not a FeatureCollection',
      'geojson',
      Buffer.from('{"type":"Point"}'),
      /FeatureCollection/i,
    ],
  ])('refuses %s with a 400 and changes nothing', async (_name, kind, bytes, message) => {
    const before = await businessCount();
    const imports = await t.database.db.selectFrom('imports').select('id').execute();
    const res = await upload(bytes, { kind });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await businessCount()).toBe(before);
    expect(await t.database.db.selectFrom('imports').select('id').execute()).toHaveLength(
      imports.length,
    );
  });

  it('refuses a photo given as an OpenStreetMap file', async () => {
    const res = await upload(await testImage({ format: 'png' }), { kind: 'osm' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBeTruthy();
  });

  it('asks for a file and a known kind', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: bearer(admin.token),
      payload: multipartForm({ kind: 'osm' }),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<{ message: string }>().message).toBe('Please choose a file to import');
    const badKind = await upload(overpass([place(1)]), { kind: 'shapefile' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json<{ message: string }>().message).toMatch(/kind must be one of/);
  });

  it('refuses a file over the size limit with a 413', async () => {
    const res = await upload(Buffer.alloc(51 * 1024 * 1024, 32));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/too large/);
  });

  it('reports a bad row by its number and imports the rest', async () => {
    const csv = [
      'id,name,phone,website,email,address1,address2,city,state,zipCode,country,lat,lng,categories,opening_hours',
      'c1,Good Place,,,,1 Main St,,Portland,OR,97201,US,45.5,-122.6,Cafe,Mo-Fr 08:00-16:00',
      'c2,Bad Place,,,,2 Main St,,Portland,OR,97201,US,north,-122.6,Cafe,',
    ].join('\n');
    const report = await importFile(Buffer.from(csv), { kind: 'businesses-csv' });
    expect(report.counts).toMatchObject({ created: 1, skipped: 1 });
    expect(report.errors).toContainEqual({ row: 2, message: expect.stringMatching(/lat/) });
  });

  it("reads a report's row problems in the language it is read in", async () => {
    const csv = [
      'id,name,phone,website,email,address1,address2,city,state,zipCode,country,lat,lng,categories,opening_hours',
      'v1,Quán Ngon,,not a website,,1 Main St,,Portland,OR,97201,US,45.5,-122.6,Cafe,',
      'v2,Bad Place,,,,2 Main St,,Portland,OR,97201,US,north,-122.6,Cafe,',
    ].join('\n');
    const { _id: id } = await importFile(Buffer.from(csv), { kind: 'businesses-csv' });
    const read = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/imports/${id}${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ import: Import }>().import.errors;
    };
    expect(await read('')).toEqual([
      {
        row: 1,
        message: 'website "not a website" is not an http(s) address, so it was left empty.',
      },
      { row: 2, message: 'lat must be a number between -90 and 90.' },
    ]);
    expect(await read('?lang=vi')).toEqual([
      { row: 1, message: 'website "not a website" không phải địa chỉ http(s) nên được để trống.' },
      { row: 2, message: 'lat phải là số từ -90 đến 90.' },
    ]);
    // The list of imports too; what is stored stays the server's English.
    const list = await t.app.inject({ url: '/api/imports?lang=vi', headers: bearer(admin.token) });
    const listed = list.json<{ imports: Import[] }>().imports.find((i) => i._id === id);
    expect(listed?.errors[1]?.message).toBe('lat phải là số từ -90 đến 90.');
    const stored = await t.database.db
      .selectFrom('imports')
      .select('errors')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.errors[1]?.message).toBe('lat must be a number between -90 and 90.');
  });

  it('refuses a file it cannot read in the language of the request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports?lang=vi',
      headers: bearer(admin.token),
      payload: multipartForm(
        { kind: 'geojson' },
        {
          file: {
            bytes: Buffer.from('{"type":"Point"}'),
            filename: 'a.json',
            type: 'application/json',
          },
        },
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'Tệp JSON này không phải GeoJSON FeatureCollection: cần có "type": "FeatureCollection" và danh sách "features".',
    );
  });
});

describe('who may import', () => {
  it('lets only admins import places, and owners only their own menu', async () => {
    const user = await f.user();
    const owner = await f.user();
    const other = await f.user();
    const business = await f.business({ ownerId: owner.id });
    const otherBusiness = await f.business({ ownerId: other.id });
    const menu = Buffer.from(
      'list,name,description,price,tags,diets,allergens\nMains,Pho,,12.5,,,\n',
    );
    const osm = overpass([place(9001)]);

    expect((await upload(osm, {}, { token: '' })).statusCode).toBe(401);
    expect((await upload(osm, {}, { token: user.token })).statusCode).toBe(403);
    expect((await upload(osm, {}, { token: owner.token })).statusCode).toBe(403);
    const own = await upload(
      menu,
      { kind: 'menu-csv', businessId: business.id },
      { token: owner.token },
    );
    expect(own.statusCode).toBe(202);
    const report = await finished(own.json<{ import: Import }>().import._id, owner.token);
    expect(report.counts.created).toBe(1);
    expect(
      (
        await upload(
          menu,
          { kind: 'menu-csv', businessId: otherBusiness.id },
          { token: owner.token },
        )
      ).statusCode,
    ).toBe(403);
    // An owner reads the report of their own menu import, not the list nor others' imports.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/imports', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/imports',
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const someoneElses = list.json<{ imports: Import[] }>().imports.find((i) => i.kind === 'osm');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/imports/${someoneElses!._id}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('a menu CSV', () => {
  it('adds the dishes, then finds them again, and reports a bad price by its row', async () => {
    const business = await f.business();
    const csv = [
      'list,name,description,price,tags,diets,allergens',
      'Noodles,Phở Bò,Beef noodle soup,14.5,Soup;Beef,,',
      'Noodles,Bún Chay,Tofu and herbs,12,,vegan;vegetarian,none',
      'Drinks,Cà Phê Sữa Đá,,abc,,,',
    ].join('\n');
    const report = await importFile(Buffer.from(csv), {
      kind: 'menu-csv',
      businessId: business.id,
    });
    expect(report.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 1 });
    expect(report.errors).toContainEqual({ row: 3, message: expect.stringMatching(/price/) });
    const page = await t.app.inject({ method: 'GET', url: `/api/businesses/${business.id}` });
    const lists = page.json<{
      business: {
        lists: Array<{
          name: string;
          items: Array<{
            name: string;
            price: number | null;
            tags: Array<{ name: string }>;
            allergens: string[] | null;
          }>;
        }>;
      };
    }>().business.lists;
    expect(lists.map((l) => l.name)).toEqual(['Noodles']);
    expect(lists[0]!.items.find((i) => i.name === 'Phở Bò')).toMatchObject({
      price: 14.5,
      tags: [{ name: 'Soup' }, { name: 'Beef' }],
      allergens: null,
    });
    expect(lists[0]!.items.find((i) => i.name === 'Bún Chay')?.allergens).toEqual([]);

    const again = await importFile(Buffer.from(csv), { kind: 'menu-csv', businessId: business.id });
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 1 });
  });
});

describe("a restaurant's own page (schema.org)", () => {
  const page = (menuName = 'Phở Bò') => `<!doctype html><html><head><title>Phở Lotus</title>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': 'https://pholotus.example.com/#restaurant',
    name: 'Phở Lotus',
    url: 'https://pholotus.example.com/',
    telephone: '+1 503-555-0188',
    servesCuisine: ['Vietnamese'],
    address: {
      '@type': 'PostalAddress',
      streetAddress: '88 NE Alberta St',
      addressLocality: 'Portland',
      addressRegion: 'OR',
      postalCode: '97211',
      addressCountry: 'US',
    },
    openingHours: ['Mo-Sa 11:00-21:00'],
    hasMenu: {
      '@type': 'Menu',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Noodles',
          hasMenuItem: [
            { '@type': 'MenuItem', name: menuName, offers: { '@type': 'Offer', price: '14.50' } },
            {
              '@type': 'MenuItem',
              name: 'Bún Chay',
              suitableForDiet: 'https://schema.org/VeganDiet',
              offers: { '@type': 'Offer', price: 'market price' },
            },
          ],
        },
      ],
    },
  })}</script></head><body><h1>Phở Lotus</h1></body></html>`;

  it('creates the restaurant with its menu, then finds both again', async () => {
    const report = await importFile(Buffer.from(page()), { kind: 'schema-org' });
    expect(report).toMatchObject({ status: 'done', total: 3 });
    expect(report.counts).toEqual({ created: 3, updated: 0, unchanged: 0, skipped: 0 });
    expect(report.errors.some((e) => /price/.test(e.message))).toBe(true);
    const business = await businessByRef('https://pholotus.example.com/#restaurant');
    expect(business).toMatchObject({
      name: 'Phở Lotus',
      phone: '5035550188',
      source: { kind: 'schema-org' },
      attribution: null,
    });
    const lists = business.lists as Array<{
      name: string;
      items: Array<{ name: string; price: number | null }>;
    }>;
    expect(lists[0]!.items.map((i) => [i.name, i.price]).sort()).toEqual([
      ['Bún Chay', null],
      ['Phở Bò', 14.5],
    ]);
    const again = await importFile(Buffer.from(page()), { kind: 'schema-org' });
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 3, skipped: 0 });
  });

  it("fills what a business named by businessId leaves empty, and adds the page's dishes", async () => {
    const business = await f.business({ name: 'Our Own Name' });
    const report = await importFile(Buffer.from(page('Phở Gà')), {
      kind: 'schema-org',
      businessId: business.id,
    });
    expect(report.counts).toMatchObject({ updated: 1, created: 2 });
    const res = await t.app.inject({ method: 'GET', url: `/api/businesses/${business.id}` });
    const after = res.json<{
      business: { name: string; website: string; hours: unknown; location: { city: string } };
    }>().business;
    expect(after.name).toBe('Our Own Name');
    expect(after.website).toBe('https://pholotus.example.com/');
    expect(after.hours).not.toBeNull();
  });

  it('refuses a page without a restaurant, and refuses owners', async () => {
    const res = await upload(Buffer.from('<html><body>Hello</body></html>'), {
      kind: 'schema-org',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/JSON-LD|ld\+json/i);
    const owner = await f.user();
    const own = await f.business({ ownerId: owner.id });
    const refused = await upload(
      Buffer.from(page()),
      { kind: 'schema-org', businessId: own.id },
      { token: owner.token },
    );
    expect(refused.statusCode).toBe(403);
  });
});
