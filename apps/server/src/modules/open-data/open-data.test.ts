// Open data out: the demo OpenStreetMap extract imported, then exported as CSV and GeoJSON and imported
// into an empty directory, gives the same businesses; a menu CSV goes out and back the same; the
// exports carry the OpenStreetMap credit and licence.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessSummary } from '@menudex/contract/entities';
import type { Import } from '@menudex/contract/imports';
import { bearer, factories, multipartForm, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const DEMO_EXTRACT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seed/demo-city.osm',
);

type Side = { t: TestApp; admin: TestUser };
let source: Side;
let target: Side;

async function side(): Promise<Side> {
  const t = await createTestApp();
  return { t, admin: await factories(t).user({ role: 'admin' }) };
}

beforeAll(async () => {
  source = await side();
  target = await side();
});

afterAll(async () => {
  await source.t.close();
  await target.t.close();
});

async function importInto(s: Side, bytes: Buffer, fields: Record<string, string>) {
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: bearer(s.admin.token),
    payload: multipartForm(fields, {
      file: { bytes, filename: 'file', type: 'application/octet-stream' },
    }),
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json<{ import: Import }>().import._id;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const report = (
      await s.t.app.inject({
        method: 'GET',
        url: `/api/imports/${id}`,
        headers: bearer(s.admin.token),
      })
    ).json<{ import: Import }>().import;
    if (report.status === 'done' || report.status === 'failed') return report;
    if (Date.now() > deadline) throw new Error('the import did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const byName = (b: BusinessSummary) => b.name;

/** The businesses as the API answers them, keyed by where they came from, without the ids. */
async function directory(s: Side, key: (b: BusinessSummary) => string) {
  const res = await s.t.app.inject({ method: 'GET', url: '/api/businesses' });
  const all = res.json<BusinessSummary[] | { business: BusinessSummary[] }>();
  const list = Array.isArray(all) ? all : all.business;
  return new Map(
    list.map((b) => [
      key(b),
      {
        name: b.name,
        phone: b.phone,
        website: b.website,
        email: b.email,
        location: { ...b.location },
        categories: b.categories,
        hours: b.hours,
        hoursText: b.hoursText,
        diets: b.diets,
      },
    ]),
  );
}

describe('the demo extract and the exports', () => {
  let demoReport: Import;

  it('imports the demo OpenStreetMap extract', async () => {
    demoReport = await importInto(source, await fs.readFile(DEMO_EXTRACT), { kind: 'osm' });
    expect(demoReport.status).toBe('done');
    expect(demoReport.counts.created).toBeGreaterThanOrEqual(30);
    expect(demoReport.counts.created + demoReport.counts.skipped).toBe(demoReport.total);
    const again = await importInto(source, await fs.readFile(DEMO_EXTRACT), { kind: 'osm' });
    expect(again.counts).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: demoReport.counts.created,
    });
  });

  it('exports CSV that imports back to the same businesses', async () => {
    const res = await source.t.app.inject({ method: 'GET', url: '/api/export/businesses.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.split('\n')[0]).toBe(
      'id,name,phone,website,email,address1,address2,city,state,zipCode,country,lat,lng,categories,opening_hours',
    );
    const report = await importInto(target, Buffer.from(res.body), { kind: 'businesses-csv' });
    expect(report.status).toBe('done');
    // The only notes are the hours the source gave as text, as on the first import.
    expect(report.errors.filter((e) => !/kept as text/.test(e.message))).toEqual([]);
    expect(report.counts).toMatchObject({ created: demoReport.counts.created, skipped: 0 });
    // The contract's businesses CSV has no diets column: the GeoJSON carries them (next test).
    const withoutDiets = async (s: Side) =>
      new Map([...(await directory(s, byName))].map(([k, v]) => [k, { ...v, diets: [] }]));
    const before = await withoutDiets(source);
    const after = await withoutDiets(target);
    expect(after.size).toBe(before.size);
    for (const [name, business] of before) expect(after.get(name), name).toEqual(business);
  });

  it('exports GeoJSON with the licence and each place’s credit, which imports back', async () => {
    const res = await source.t.app.inject({ method: 'GET', url: '/api/export/businesses.geojson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const geojson = res.json<{
      type: string;
      features: Array<{ properties: Record<string, unknown> }>;
    }>();
    expect(geojson.type).toBe('FeatureCollection');
    expect(res.body).toContain('Open Database License');
    expect(
      geojson.features.some((f) =>
        JSON.stringify(f.properties).includes('© OpenStreetMap contributors'),
      ),
    ).toBe(true);
    // Imported into the directory that has them from the CSV: the same places, found again, and
    // now with their diets: the two directories are the same.
    const report = await importInto(target, Buffer.from(res.body), { kind: 'geojson' });
    expect(report.status).toBe('done');
    expect(report.counts.created).toBe(0);
    expect(report.counts.skipped).toBe(0);
    const before = await directory(source, byName);
    const after = await directory(target, byName);
    expect(after.size).toBe(before.size);
    for (const [name, business] of before) expect(after.get(name), name).toEqual(business);
  });

  it('exports a menu CSV that imports back to the same menu', async () => {
    const f = factories(source.t);
    const business = await f.business();
    const csv = [
      'list,name,description,price,tags,diets,allergens',
      'Noodles,Phở Bò,"Beef, star anise and herbs",14.5,Soup;Beef,,',
      'Noodles,Bún Chay,Tofu,12,,vegan;vegetarian,none',
      'Drinks,Trà Đá,,,,,',
    ].join('\n');
    await importInto(source, Buffer.from(csv), { kind: 'menu-csv', businessId: business.id });
    const out = await source.t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/menu.csv`,
    });
    expect(out.statusCode).toBe(200);
    const copy = await factories(target.t).business();
    const report = await importInto(target, Buffer.from(out.body), {
      kind: 'menu-csv',
      businessId: copy.id,
    });
    expect(report.counts).toMatchObject({ created: 3, skipped: 0 });
    const menu = async (s: Side, id: string) =>
      (await s.t.app.inject({ method: 'GET', url: `/api/businesses/${id}` }))
        .json<{
          business: { lists: Array<{ name: string; items: Array<Record<string, unknown>> }> };
        }>()
        .business.lists.map((l) => ({
          name: l.name,
          items: l.items
            .map((i) => ({
              name: i.name,
              description: i.description,
              price: i.price,
              tags: (i.tags as Array<{ name: string }>).map((t) => t.name),
              diets: i.diets,
              allergens: i.allergens,
            }))
            .sort((a, b) => String(a.name).localeCompare(String(b.name))),
        }));
    expect(await menu(target, copy.id)).toEqual(await menu(source, business.id));
  });

  it('answers 404 for the menu of a business that does not exist', async () => {
    const res = await source.t.app.inject({
      method: 'GET',
      url: '/api/businesses/00000000-0000-4000-8000-000000000000/menu.csv',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Business not found');
  });
});
