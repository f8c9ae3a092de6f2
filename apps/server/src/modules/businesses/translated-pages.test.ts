// A page in Vietnamese (/vi/…) is made from the answers in Vietnamese (?lang=vi, DESIGN.md 7.5):
// its title names the owner's Vietnamese texts, while the English page keeps the originals.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { writePageShell } from '../../testing/web-build.ts';

let t: TestApp;
let businessId: string;

beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-web-translated-'));
  writePageShell(webDist);
  t = await createTestApp({ webDist, publicUrl: 'https://menudex.example' });
  const business = await factories(t).business({ name: 'Saigon Corner', city: 'San Jose' });
  businessId = business.id;
  await t.database.db
    .updateTable('businesses')
    .set({ translations: JSON.stringify({ vi: { name: 'Góc Sài Gòn' } }) })
    .where('id', '=', business.id)
    .execute();
});
afterAll(() => t.close());

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('a business page in two languages', () => {
  it("titles the Vietnamese page with the owner's Vietnamese name", async () => {
    const res = await t.app.inject({ url: `/vi/businesses/${businessId}` });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toContain('Góc Sài Gòn');
  });

  it('keeps the original name on the English page', async () => {
    const res = await t.app.inject({ url: `/businesses/${businessId}` });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toContain('Saigon Corner');
    expect(res.body).not.toContain('<title>Góc Sài Gòn');
  });
});
