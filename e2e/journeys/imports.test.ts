// Imports from the web, end to end on a server of its own (the import adds forty places, which the
// other journeys' demo city must not see): an admin opens Imports from My Business, previews the demo
// OpenStreetMap extract (a dry run: counts, nothing written), imports it and reads the report; the
// places are in the directory (one visited: its hours, open now, map pin, categories and the
// OpenStreetMap credit); importing it again reports everything unchanged; an owner renames an
// imported place, and a third import keeps the owner's name and says why. Screenshots of the page
// (before, preview, report), an imported place and the edit form's website and e-mail, at 1280 and
// 390 px.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { ADMIN, api, OWNER, screenshotBothWidths, settle, signIn } from '../support/ui.ts';

const EXTRACT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/seed/demo-city.osm',
);
/** Open day and night (`24/7`): "Open now" whenever the journey runs. Its phone is 503.555.0111. */
const PLACE = { name: 'Division Street Diner', ref: 'node/10480110016', phone: '5035550111' };
const RENAMED = 'Division Street Diner & Pie';

type Counts = { created: number; updated: number; unchanged: number; skipped: number };
type Report = { counts: Counts; problems: string[] };
type Summary = {
  _id: string;
  name: string;
  source: { kind: string; ref: string } | null;
};

/** The report on the page, once the import started by `start` is over (it replaces the last one). */
async function runImport(page: Page, button: 'Preview' | 'Import'): Promise<Report> {
  const report = page.getByTestId('import-report');
  const before = (await report.count()) ? await report.getAttribute('data-import-id') : null;
  await page.getByRole('button', { name: button, exact: true }).click();
  const over = page.locator(
    `[data-testid="import-report"]:not([data-import-id="${before ?? ''}"])[data-status="done"]`,
  );
  await over.waitFor({ timeout: 60_000 });
  await over
    .getByRole('heading', { name: button === 'Preview' ? 'Preview' : 'Import report' })
    .waitFor();
  const count = async (key: keyof Counts) =>
    Number(
      (
        await over.getByTestId(`import-count-${key}`).getByTestId('import-count').innerText()
      ).replace(/\D/g, ''),
    );
  const showAll = over.getByRole('button', { name: /^Show all/ });
  if (await showAll.count()) await showAll.click();
  const problems = over.getByTestId('import-problems');
  return {
    counts: {
      created: await count('created'),
      updated: await count('updated'),
      unchanged: await count('unchanged'),
      skipped: await count('skipped'),
    },
    problems: (await problems.count()) ? await problems.getByRole('listitem').allInnerTexts() : [],
  };
}

describe.runIf(hasBrowser())('Imports', () => {
  const browser = useBrowser();
  let server: RunningServer | null = null;
  beforeAll(async () => {
    server = await startServer({
      AUTH_RATE_LIMIT: '1000',
      MAP_TILE_URL: `${inject('tileOrigin')}/{z}/{x}/{y}.png`,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('previews and imports the demo extract, re-imports it unchanged, and keeps an owner’s edit', async () => {
    const baseUrl = server!.url;
    const admin = await browser.page('desktop');
    await admin.goto(`${baseUrl}/the-list`);
    await signIn(admin, ADMIN);

    // My Business → Imports.
    await admin.goto(`${baseUrl}/my-business`);
    await admin.getByRole('link', { name: 'Imports' }).click();
    await admin.waitForURL(`${baseUrl}/my-business/imports`);
    await admin.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();
    await admin.getByText('No imports yet.').waitFor();
    await screenshotBothWidths(admin, 'imports-before');

    // Preview: what would happen, nothing written.
    const before = (await (await fetch(`${baseUrl}/api/businesses/`)).json()) as Summary[];
    await admin.getByRole('radio', { name: 'OpenStreetMap (Overpass JSON or OSM XML)' }).check();
    await admin.getByTestId('import-file-input').setInputFiles(EXTRACT);
    await admin.getByText(/^demo-city\.osm \(/).waitFor();
    const preview = await runImport(admin, 'Preview');
    expect(preview.counts.created).toBeGreaterThanOrEqual(30);
    expect(preview.counts.updated + preview.counts.unchanged).toBe(0);
    await admin.getByText('Nothing was written: Import writes it.').waitFor();
    const afterPreview = (await (await fetch(`${baseUrl}/api/businesses/`)).json()) as Summary[];
    expect(afterPreview.length).toBe(before.length);
    await screenshotBothWidths(admin, 'imports-preview', admin.getByTestId('import-report'));

    // Import: the report says what the preview said would happen.
    const first = await runImport(admin, 'Import');
    expect(first.counts).toEqual(preview.counts);
    await admin.getByTestId('recent-imports').getByText('demo-city.osm').first().waitFor();
    await screenshotBothWidths(admin, 'imports-report', admin.getByTestId('import-report'));

    // The places are in the directory, with their provenance.
    const listed = (await (await fetch(`${baseUrl}/api/businesses/`)).json()) as Summary[];
    expect(listed.length).toBeGreaterThanOrEqual(before.length + first.counts.created);
    const place = listed.find((b) => b.source?.ref === PLACE.ref);
    expect(place?.name).toBe(PLACE.name);
    const placeId = place!._id;

    // Its page: hours, open now, the map's pin, its cuisines, and the OpenStreetMap credit.
    const visitor = await browser.page('desktop');
    await visitor.goto(`${baseUrl}/businesses/${placeId}`);
    await visitor.getByRole('heading', { level: 1, name: PLACE.name }).waitFor();
    expect(await visitor.getByTestId('opening-status').innerText()).toMatch(/^Open now/);
    await visitor.getByTestId('opening-hours').waitFor();
    const jsonLd = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { servesCuisine?: string[] };
    expect(jsonLd.servesCuisine).toEqual(expect.arrayContaining(['American', 'Diner']));
    const credit = visitor.getByTestId('source-credit');
    expect(await credit.innerText()).toBe('Data © OpenStreetMap contributors, ODbL');
    expect(await credit.getByRole('link').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    await visitor.getByRole('region', { name: 'Map' }).scrollIntoViewIfNeeded();
    await visitor.locator('[aria-label="Map"] .leaflet-marker-icon').first().waitFor();
    await settle(visitor);
    await screenshot(visitor, 'imports-place-desktop');
    const visitorPhone = await browser.page('phone');
    await visitorPhone.goto(`${baseUrl}/businesses/${placeId}`);
    await visitorPhone.getByTestId('source-credit').scrollIntoViewIfNeeded();
    await settle(visitorPhone);
    await screenshot(visitorPhone, 'imports-place-phone');

    // The same file again: nothing changes.
    const second = await runImport(admin, 'Import');
    expect(second.counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: first.counts.created + first.counts.updated,
      skipped: first.counts.skipped,
    });

    // An owner renames the imported place (the admin makes them its owner first).
    const assigned = await api(admin, 'POST', '/businesses/assign', {
      phone: PLACE.phone,
      email: OWNER.email,
    });
    expect(assigned.status).toBe(200);
    const owner = await browser.page('desktop');
    await owner.goto(`${baseUrl}/businesses/${placeId}`);
    await signIn(owner, OWNER);
    await owner.getByRole('button', { name: 'Editing' }).click();
    await owner.getByTestId('business-details-editor').waitFor();
    await owner.getByLabel('Business name').fill(RENAMED);
    const save = owner.getByTestId('save-business');
    await save.click();
    await expect.poll(() => save.innerText()).toBe('Saved');

    // A third import keeps the owner's name, counts the place as skipped and says why.
    const third = await runImport(admin, 'Import');
    expect(third.counts).toEqual({
      ...second.counts,
      unchanged: second.counts.unchanged - 1,
      skipped: second.counts.skipped + 1,
    });
    expect(third.problems).toContain(`${PLACE.ref}: kept what the owner edited: name`);
    const kept = (await (await fetch(`${baseUrl}/api/businesses/${placeId}`)).json()) as {
      business: { name: string };
    };
    expect(kept.business.name).toBe(RENAMED);

    // The owner gives the place its website and e-mail; a website without http(s) is pointed out.
    const website = owner.getByRole('textbox', { name: 'Website' });
    expect(await website.inputValue()).toBe('');
    await website.fill('divisiondiner.example.com');
    await owner.getByText('website must be an address starting with http:// or https://').waitFor();
    await owner.getByTestId('business-details-editor').scrollIntoViewIfNeeded();
    await screenshot(owner, 'imports-edit-contact-invalid-desktop');
    await website.fill('https://divisiondiner.example.com');
    await owner.getByRole('textbox', { name: 'E-mail' }).fill('pie@divisiondiner.example.com');
    await screenshotBothWidths(owner, 'imports-edit-contact', website);
    await save.click();
    await expect.poll(() => save.innerText()).toBe('Saved');

    // The page shows the owner's website and e-mail, with the credit still there.
    await visitor.goto(`${baseUrl}/businesses/${placeId}`);
    await visitor.getByRole('heading', { level: 1, name: RENAMED }).waitFor();
    const link = visitor.getByRole('link', { name: 'divisiondiner.example.com', exact: true });
    expect(await link.getAttribute('href')).toBe('https://divisiondiner.example.com');
    expect(await link.getAttribute('rel')).toBe('noopener');
    const mail = visitor.getByRole('link', { name: 'pie@divisiondiner.example.com' });
    expect(await mail.getAttribute('href')).toBe('mailto:pie@divisiondiner.example.com');
    await visitor.getByTestId('source-credit').waitFor();
    for (const page of [admin, visitor, visitorPhone, owner]) await page.context().close();
  });
});
