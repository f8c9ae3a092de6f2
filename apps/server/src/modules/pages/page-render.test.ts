// Kept rendered pages (page-render.service.ts): a page is rendered again only when what it is made
// of changed (its answers, the renderer, the day in the business's time zone), however often it is checked; a write
// anywhere makes every kept page check its answers before it goes out again; a business that does
// not exist is a 404 without a separate look-up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, factories, multipartForm, type TestUser } from '../../testing/factories.ts';
import { renameBusinessUnseen } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { localDates } from '../businesses/keep-until.ts';
import { keepUntil } from './page-render.service.ts';
import crypto from 'node:crypto';
import { TEST_SHELL, writePageShell } from '../../testing/web-build.ts';

/**
 * A stand-in for apps/web's server entry: asks for the business, renders its name, and counts its
 * renders on globalThis (the module is loaded by the server under test, in this process).
 */
const FAKE_RENDERER = `
export function pageQueries(url) {
  const m = /^\\/businesses\\/([0-9a-f-]{36})$/.exec(new URL(url, 'http://x').pathname);
  return m ? [{ source: 'business', id: m[1] }] : [];
}
export async function render(url, answers) {
  globalThis.__menudexRenders = (globalThis.__menudexRenders ?? 0) + 1;
  const business = answers.find((a) => a.query.source === 'business')?.data;
  return { html: '<h1>' + (business ? business.name : 'none') + '</h1>', styles: '', state: {} };
}
`;

const renders = () => (globalThis as { __menudexRenders?: number }).__menudexRenders ?? 0;

describe('kept rendered pages', () => {
  let t: TestApp;
  let admin: TestUser;
  let root: string;
  let businessId: string;
  let otherId: string;

  const page = (id = businessId) => t.app.inject({ url: `/businesses/${id}` });
  /** Gives the business these weekly hours (no special days), as its owner would. */
  const setWeek = async (
    id: string,
    timeZone: string,
    weekly: { day: string; opens: string; closes: string }[],
  ) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${id}/hours`,
      headers: bearer(admin.token),
      payload: { timeZone, weekly, special: [], temporarilyClosed: false, reopensOn: null },
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-render-'));
    const webDist = path.join(root, 'dist');
    fs.mkdirSync(webDist);
    fs.mkdirSync(path.join(root, 'dist-ssr'));
    writePageShell(webDist);
    fs.writeFileSync(path.join(root, 'dist-ssr', 'package.json'), '{"type":"module"}');
    fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), FAKE_RENDERER);
    t = await createTestApp({ webDist, publicCacheMs: 1000 });
    const f = factories(t);
    admin = await f.user({ role: 'admin' });
    businessId = (await f.business({ name: 'Phở Hòa' })).id;
    otherId = (await f.business({ name: 'Bánh Mì Cô Ba' })).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    t.clock.advance(60_000);
  });

  it('renders a page once and sends it again while its answers are the same, past the time-to-live too', async () => {
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Phở Hòa</h1>');
    const before = renders();
    for (let i = 0; i < 3; i++) {
      t.clock.advance(5_000);
      const again = await page();
      expect(again.body).toBe(first.body);
    }
    expect(renders()).toBe(before);
  });

  it('reads the answers again when due, and renders again when another process changed them', async () => {
    await page();
    const before = renders();
    // Behind this process's back (another process on the same database): no write hook runs.
    await t.database.db
      .updateTable('businesses')
      .set({ name: 'Phở Hòa Bình' })
      .where('id', '=', businessId)
      .execute();
    const within = await page();
    expect(within.body).toContain('<h1>Phở Hòa</h1>');
    t.clock.advance(1_000);
    const after = await page();
    expect(after.body).toContain('<h1>Phở Hòa Bình</h1>');
    expect(renders()).toBe(before + 1);
  });

  it('checks every kept page after a write in this process, and renders only the one that changed', async () => {
    await page();
    await page(otherId);
    const before = renders();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}`,
      headers: bearer(admin.token),
      payload: multipartForm({ name: 'Phở Hòa Tân' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await page()).body).toContain('<h1>Phở Hòa Tân</h1>');
    expect((await page(otherId)).body).toContain('<h1>Bánh Mì Cô Ba</h1>');
    expect(renders()).toBe(before + 1);
  });

  it("renders again when the day changes in the business's time zone, not before", async () => {
    await setWeek(businessId, 'Asia/Kathmandu', [{ day: 'mon', opens: '07:00', closes: '15:00' }]);
    // Kathmandu is UTC+5:45: its midnight is 18:15 UTC. Closed all Tuesday to Sunday, so the
    // answer itself does not change at that midnight; only the page's "today" does.
    const now = t.clock.now();
    const midnight = new Date(now);
    midnight.setUTCHours(18, 15, 0, 0);
    if (midnight <= now) midnight.setUTCDate(midnight.getUTCDate() + 1);
    while (![2, 3, 4].includes(midnight.getUTCDay()))
      midnight.setUTCDate(midnight.getUTCDate() + 1);
    t.clock.advance(midnight.getTime() - now.getTime() - 60_000);
    await page();
    await page(otherId);
    const before = renders();
    t.clock.advance(30_000);
    await page();
    expect(renders()).toBe(before);
    t.clock.advance(31_000);
    await page();
    await page(otherId);
    expect(renders()).toBe(before + 1);
  });

  it('reads the date of every time zone the answers name', () => {
    const at = new Date('2026-11-24T18:20:00Z');
    expect(
      localDates(
        ['{"hours":{"timeZone":"Asia/Kathmandu"}}', '{"timeZone":"America/Los_Angeles"}'],
        at,
      ),
    ).toBe('America/Los_Angeles=2026-11-24 Asia/Kathmandu=2026-11-25');
    expect(localDates(['{"timeZone":"Not/AZone"}', '{"name":"x"}'], at)).toBe('');
  });

  it('starts its scripts from the inline start the build made, allowed by exactly its hash', async () => {
    const res = await page();
    const html = res.body;
    // The start names the entry and the business page's chunks; the entry is not loaded directly.
    expect(html).toContain(
      `<script type="module" data-entry="${TEST_SHELL.entry}" data-modules="${TEST_SHELL.routes.business?.join(' ')}">${TEST_SHELL.deferredStart.code}</script>`,
    );
    expect(html).not.toContain(`src="${TEST_SHELL.entry}"`);
    // The lazy photos are held from the head, before the content is parsed.
    expect(html.indexOf(`<script>${TEST_SHELL.holdPhotos.code}</script>`)).toBeLessThan(
      html.indexOf('<body>'),
    );
    expect(html).toContain('<div id="root"><h1>Phở Hòa');
    // Every inline script of the page is allowed by its hash, and nothing else inline is.
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([^]*?)<\/script>/g,
      ),
    ];
    expect(inline).toHaveLength(2);
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src '))
      ?.trim()
      .split(/\s+/)
      .slice(1);
    expect(scriptSrc?.sort()).toEqual(
      [
        "'self'",
        ...inline.map(
          ([, code]) =>
            `'sha256-${crypto
              .createHash('sha256')
              .update(code ?? '')
              .digest('base64')}'`,
        ),
      ].sort(),
    );
  });

  it('answers 404 for a business that does not exist, and for an id in the wrong format', async () => {
    const missing = await page('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<h1>');
    const malformed = await page('------------------------------------');
    expect(malformed.statusCode).toBe(404);
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/businesses/00000000-0000-4000-8000-000000000000',
    });
    expect(head.statusCode).toBe(404);
  });

  it('becomes a 404 once the business is gone', async () => {
    const f = factories(t);
    const gone = (await f.business({ name: 'Closing Down' })).id;
    expect((await page(gone)).statusCode).toBe(200);
    await t.database.db.deleteFrom('businesses').where('id', '=', gone).execute();
    t.clock.advance(1_000);
    expect((await page(gone)).statusCode).toBe(404);
  });

  it('answers a browser that has the page with a 304 until the page changes', async () => {
    const first = await page(otherId);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      url: `/businesses/${otherId}`,
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.database.db
      .updateTable('businesses')
      .set({ name: 'Bánh Mì Cô Bảy' })
      .where('id', '=', otherId)
      .execute();
    t.clock.advance(1_000);
    const changed = await t.app.inject({
      url: `/businesses/${otherId}`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Bánh Mì Cô Bảy');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends a kept page again with every header the first one had, HEAD with its length, and refuses a GET with a body', async () => {
    // gzip: a page's brotli copy is replaced by a smaller one made in the background
    // (lib/background-brotli.ts), at a moment no test should depend on; its gzip copy is made once.
    const headers = { 'accept-encoding': 'gzip, deflate' };
    const first = await t.app.inject({ url: `/businesses/${otherId}`, headers });
    // Sent again from the kept-pages hook (kept-pages.ts), before the session and the
    // answer cache: what the browser gets must not change.
    const again = await t.app.inject({ url: `/businesses/${otherId}`, headers });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const { 'x-request-id': firstId, date: _d1, ...firstHeaders } = first.headers;
    const { 'x-request-id': againId, date: _d2, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(againHeaders['content-security-policy']).toContain("default-src 'self'");
    expect(againHeaders['x-frame-options']).toBe('DENY');
    expect(againId).toMatch(/^[0-9a-f-]{36}$/);
    expect(againId).not.toBe(firstId);
    const head = await t.app.inject({ method: 'HEAD', url: `/businesses/${otherId}`, headers });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    const withBody = await t.app.inject({
      url: `/businesses/${otherId}`,
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'unwanted',
    });
    expect(withBody.statusCode).toBe(413);
  });

  const renameUnseen = (id: string, name: string) => renameBusinessUnseen(t.database, id, name);

  it("sends a business page as it is while the catalogue's version stands, without reading its answers", async () => {
    const id = (await factories(t).business({ name: 'Cơm Tấm' })).id;
    await page(id);
    // Proof that the answers are not read: a change that does not move the version goes unseen…
    await renameUnseen(id, 'Cơm Tấm Thuận Kiều');
    t.clock.advance(5_000);
    expect((await page(id)).body).toContain('<h1>Cơm Tấm</h1>');
    // …until the page's longest keep (a minute) is over.
    t.clock.advance(60_000);
    expect((await page(id)).body).toContain('<h1>Cơm Tấm Thuận Kiều</h1>');
  });

  it('reads the answers of a business page again at its next opening or closing', async () => {
    const id = (await factories(t).business({ name: 'Bún Bò' })).id;
    await setWeek(
      id,
      'UTC',
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
        day,
        opens: '00:00',
        closes: '23:59',
      })),
    );
    // Open every day until 23:59 UTC: the next change is today at 23:59.
    const now = t.clock.now();
    const closing = new Date(now);
    closing.setUTCHours(23, 59, 0, 0);
    t.clock.advance(closing.getTime() - now.getTime() - 20_000);
    await page(id);
    await renameUnseen(id, 'Bún Bò Huế');
    t.clock.advance(10_000);
    expect((await page(id)).body).toContain('<h1>Bún Bò</h1>');
    t.clock.advance(10_000);
    expect((await page(id)).body).toContain('<h1>Bún Bò Huế</h1>');
  });

  it("carries its time zones' UTC offsets for the browser, and none without hours", async () => {
    const id = (await factories(t).business({ name: 'Cơm Tấm' })).id;
    const zonesOf = (html: string) => {
      const match = /<script type="application\/json" id="menudex-zones">(.*?)<\/script>/.exec(
        html,
      );
      return match ? (JSON.parse(match[1] ?? '') as Record<string, { offset: number }[]>) : null;
    };
    expect(zonesOf((await page(id)).body)).toBeNull();
    await setWeek(id, 'Asia/Ho_Chi_Minh', [{ day: 'mon', opens: '07:00', closes: '15:00' }]);
    const zones = zonesOf((await page(id)).body);
    expect(Object.keys(zones ?? {})).toEqual(['Asia/Ho_Chi_Minh']);
    expect(zones?.['Asia/Ho_Chi_Minh']?.map((span) => span.offset)).toEqual([420]);
  });

  it('checks a list page every time it is due (its openings are not in its answers)', () => {
    const at = new Date('2026-11-24T12:00:00Z');
    const list = [{ query: { source: 'items-page' as const, query: '' }, json: '[]' }];
    expect(keepUntil(list, at, 'UTC')).toBe(0);
    const business = [
      {
        query: { source: 'business' as const, id: 'x' },
        json: '{"nextChange":"2026-11-24T12:00:30.000Z","hours":{"timeZone":"Asia/Kathmandu"}}',
      },
    ];
    expect(keepUntil(business, at, 'UTC')).toBe(Date.parse('2026-11-24T12:00:30Z'));
    // Without a change ahead: the next midnight of its zone (18:15 UTC) or the default one, or a minute.
    const later = new Date('2026-11-24T18:14:30Z');
    business[0]!.json = '{"nextChange":null,"hours":{"timeZone":"Asia/Kathmandu"}}';
    expect(keepUntil(business, later, 'UTC')).toBe(Date.parse('2026-11-24T18:15:00Z'));
    expect(keepUntil(business, at, 'UTC')).toBe(at.getTime() + 60_000);
  });
});
