// The place guide in the browser: the owner sets split hours and a special day and drags the map
// pin; a visitor sees "Open now", switches /businesses to the map, uses "Near me" and follows
// Directions. Map tiles come from the local tile server (global setup), and every request the pages
// make is checked: none leaves the machine.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { ADMIN, OWNER, api, demoBusinessId, settle, signIn } from '../support/ui.ts';

const SAN_JOSE = { latitude: 37.3337, longitude: -121.8907 };

type Watch = { offMachine: string[]; tiles: string[] };

/**
 * Records every request of the context: local ones go on; any other is answered here with a stub
 * page (so it never leaves) and recorded. A maps app link opened by Directions lands there too.
 */
async function watchRequests(context: BrowserContext): Promise<Watch> {
  const watch: Watch = { offMachine: [], tiles: [] };
  const tileOrigin = inject('tileOrigin');
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(tileOrigin)) watch.tiles.push(url);
    const { protocol, hostname } = new URL(url);
    if (
      (protocol === 'http:' || protocol === 'https:') &&
      hostname !== '127.0.0.1' &&
      hostname !== 'localhost'
    ) {
      watch.offMachine.push(url);
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>maps app</p>' });
      return;
    }
    await route.continue();
  });
  return watch;
}

/** Waits until the map's tiles are drawn (loaded images in the tile pane). */
async function tilesDrawn(page: Page, scope = 'body') {
  await page.waitForFunction(
    (selector) =>
      Array.from(
        document.querySelector(selector)?.querySelectorAll<HTMLImageElement>('.leaflet-tile') ?? [],
      ).some((img) => img.complete && img.naturalWidth > 0),
    scope,
  );
}

/** A date some days ahead, as YYYY-MM-DD. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.runIf(hasBrowser())('place guide', () => {
  const browser = useBrowser();
  let context: BrowserContext | null = null;
  afterEach(async () => {
    await context?.close();
    context = null;
  });

  it('loads the map code only where a map is shown (not on The List)', async () => {
    const page = await browser.page();
    context = page.context();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${browser.baseUrl()}/the-list`);
    await page.getByTestId('item-card').first().waitFor();
    await settle(page);
    expect(scripts.filter((url) => url.includes('/leaflet-maps-'))).toEqual([]);
    await page.getByRole('link', { name: 'Businesses' }).first().click();
    await page.getByTestId('business-card').first().waitFor();
    expect(scripts.filter((url) => url.includes('/leaflet-maps-'))).toEqual([]);
    await page.getByRole('button', { name: 'Map' }).click();
    await page.getByTestId('cluster-map').waitFor();
    expect(scripts.filter((url) => url.includes('/leaflet-maps-'))).toHaveLength(1);
  });

  it('loads a business page’s map when it is scrolled to, in the box held for it', async () => {
    const page = await browser.page('phone');
    context = page.context();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const id = await demoBusinessId(browser.baseUrl(), 'Phở Hòa Bình');
    await page.goto(`${browser.baseUrl()}/businesses/${id}`);
    await page.getByTestId('item-card').first().waitFor();
    await settle(page);
    expect(scripts.filter((url) => url.includes('/leaflet-maps-'))).toEqual([]);
    const placeholder = page.getByRole('img', { name: /^Map of .* \(loading\)$/ });
    const section = page.getByTestId('place-section');
    const offset = async (box: { y: number } | null) => {
      const top = (await section.boundingBox())?.y;
      return box && top !== undefined ? box.y - top : null;
    };
    const held = await placeholder.boundingBox();
    const heldOffset = await offset(held);
    expect(held?.height).toBe(240);

    await section.scrollIntoViewIfNeeded();
    await tilesDrawn(page, '[data-testid="place-section"]');
    expect(scripts.filter((url) => url.includes('/leaflet-maps-'))).toHaveLength(1);
    // The map took the placeholder's place and size: nothing around it moved.
    const drawn = await page.getByRole('region', { name: /^Map of / }).boundingBox();
    expect(drawn && { width: drawn.width, height: drawn.height }).toEqual(
      held && { width: held.width, height: held.height },
    );
    expect(await offset(drawn)).toBe(heldOffset);
  });

  // The desktop run in en-US (where Chromium's time input would turn 12-hour), the phone in vi-VN.
  for (const [size, locale] of [
    ['desktop', 'en-US'],
    ['phone', 'vi-VN'],
  ] as const) {
    it(`the owner sets split hours and a special day and drags the pin (${size}, ${locale})`, async () => {
      const page = await browser.page(size, { locale });
      context = page.context();
      const watch = await watchRequests(context);
      const id = await demoBusinessId(browser.baseUrl(), 'Phở Hòa Bình');
      await page.goto(`${browser.baseUrl()}/businesses/${id}`);
      await signIn(page, OWNER);
      await page.getByRole('button', { name: 'Editing' }).click();
      const editor = page.getByTestId('hours-editor');
      await editor.waitFor();

      // Start from no hours, so both widths run the same steps.
      const remove = editor.getByRole('button', { name: 'Remove all opening hours' });
      if (await remove.isVisible()) await remove.click();
      await editor.getByRole('button', { name: 'Add opening hours' }).click();

      // Monday: lunch 11:00-14:30 and dinner 17:00-22:00, then the same on Tuesday to Friday.
      const monday = editor.getByRole('group', { name: 'Monday' });
      await monday.getByLabel('Monday range 1 opens').fill('11:00');
      await monday.getByLabel('Monday range 1 closes').fill('14:30');
      await monday.getByRole('button', { name: 'Add hours on Monday' }).click();
      await monday.getByLabel('Monday range 2 opens').fill('17:00');
      await monday.getByLabel('Monday range 2 closes').fill('22:00');
      // The times show on the 24-hour clock, whole, in the browser's locale.
      const times = monday.getByRole('textbox', { name: /^Monday range \d (opens|closes)$/ });
      expect(
        await times.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
      ).toEqual(['11:00', '14:30', '17:00', '22:00']);
      const clipped = await times.evaluateAll((inputs) =>
        inputs
          .filter((i) => i.scrollWidth > i.clientWidth)
          .map((i) => i.getAttribute('aria-label')),
      );
      expect(clipped).toEqual([]);
      await monday.getByRole('button', { name: 'Copy to… (from Monday)' }).click();
      const copy = page.getByRole('dialog', { name: "Copy Monday's hours to" });
      for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
        await copy.getByRole('checkbox', { name: day }).check();
      }
      await copy.getByRole('button', { name: 'Copy' }).click();
      await copy.waitFor({ state: 'hidden' });

      // A holiday ten days ahead, closed.
      const holiday = daysAhead(10);
      await editor.getByRole('button', { name: 'Add a special day' }).click();
      const special = editor.getByTestId('special-day').last();
      await special.getByLabel('Date').fill(holiday);
      await special.getByLabel('Note (e.g. Christmas)').fill('Staff party');

      // The pin: dragged 60 px right and 40 px down on the map.
      const pinEditor = page.getByTestId('pin-editor');
      await pinEditor.scrollIntoViewIfNeeded();
      await tilesDrawn(page, '[data-testid="pin-editor"]');
      const marker = pinEditor.locator('.leaflet-marker-icon');
      if ((await marker.count()) === 0) {
        await pinEditor.getByTestId('pin-map').click();
      }
      const before = {
        lat: Number(await pinEditor.getByLabel('Latitude').inputValue()),
        lng: Number(await pinEditor.getByLabel('Longitude').inputValue()),
      };
      const box = await marker.boundingBox();
      if (!box) throw new Error('no pin on the map');
      const x = box.x + box.width / 2;
      const y = box.y + box.height - 4;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 30, y + 20, { steps: 5 });
      await page.mouse.move(x + 60, y + 40, { steps: 5 });
      await page.mouse.up();
      const after = {
        lat: Number(await pinEditor.getByLabel('Latitude').inputValue()),
        lng: Number(await pinEditor.getByLabel('Longitude').inputValue()),
      };
      expect(after.lat).toBeLessThan(before.lat);
      expect(after.lng).toBeGreaterThan(before.lng);
      await screenshot(page, `place-owner-pin-${size}`);

      await page.getByTestId('save-business').click();
      await expect
        .poll(() => page.getByTestId('save-business').innerText(), { timeout: 15_000 })
        .toBe('Saved');
      await editor.scrollIntoViewIfNeeded();
      await screenshot(page, `place-owner-hours-${size}`);

      const saved = await api(page, 'GET', `/businesses/${id}`);
      const { business } = saved.body as {
        business: {
          hours: {
            weekly: Array<{ day: string; opens: string; closes: string }>;
            special: Array<{ date: string; closed: boolean; note: string }>;
          };
          location: { lat: number; lng: number };
        };
      };
      for (const day of ['mon', 'tue', 'wed', 'thu', 'fri']) {
        expect(business.hours.weekly.filter((r) => r.day === day)).toEqual([
          { day, opens: '11:00', closes: '14:30' },
          { day, opens: '17:00', closes: '22:00' },
        ]);
      }
      expect(business.hours.special).toEqual([
        { date: holiday, closed: true, ranges: [], note: 'Staff party' },
      ]);
      expect(business.location.lat).toBeCloseTo(after.lat, 5);
      expect(business.location.lng).toBeCloseTo(after.lng, 5);

      // The visitor's view of the same page (Previewing) lists the week and the holiday.
      await page.getByRole('button', { name: 'Previewing' }).click();
      await expect
        .poll(() => page.getByTestId('special-days').innerText())
        .toContain('Staff party');
      // Each range of the split shifts sits on one line, at either width.
      const hours = page.getByTestId('opening-hours');
      const lines = await hours
        .getByTestId('hours-part')
        .evaluateAll((parts) =>
          parts.map((p) => ({ text: p.textContent, lines: p.getClientRects().length })),
        );
      expect(lines.filter((p) => p.text === '17:00–22:00')).toHaveLength(5);
      expect(lines.filter((p) => p.lines !== 1)).toEqual([]);
      await hours.scrollIntoViewIfNeeded();
      await screenshot(page, `place-visitor-hours-${size}`);

      expect(watch.tiles.length).toBeGreaterThan(0);
      expect(watch.offMachine).toEqual([]);
    });
  }

  for (const size of ['desktop', 'phone'] as const) {
    it(`a visitor sees Open now, switches Businesses to the map, uses Near me and follows Directions (${size})`, async () => {
      // An admin opens one business all day every day (so "Open now" holds at any hour of the run)
      // and pins it in downtown San Jose.
      const setup = await browser.page();
      await setup.goto(`${browser.baseUrl()}/the-list`);
      await signIn(setup, ADMIN);
      const id = await demoBusinessId(browser.baseUrl(), 'Hạt Cà Phê');
      const allDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
        day,
        opens: '00:00',
        closes: '24:00',
      }));
      const put = await api(setup, 'PUT', `/businesses/${id}/hours`, {
        timeZone: 'America/Los_Angeles',
        weekly: allDay,
        special: [],
        temporarilyClosed: false,
        reopensOn: null,
      });
      expect(put.status).toBe(200);
      const pin = await api(setup, 'PUT', `/businesses/${id}`, {
        form: { 'location[lat]': '37.3337', 'location[lng]': '-121.8907' },
      });
      expect(pin.status).toBe(200);
      await setup.context().close();

      const page = await browser.page(size, {
        permissions: ['geolocation'],
        geolocation: SAN_JOSE,
      });
      context = page.context();
      const watch = await watchRequests(context);

      // The business page: open now, the map with its pin, Directions.
      await page.goto(`${browser.baseUrl()}/businesses/${id}`);
      await expect
        .poll(() => page.getByTestId('opening-status').first().innerText())
        .toMatch(/^Open now/);
      const section = page.getByTestId('place-section');
      await section.scrollIntoViewIfNeeded();
      await tilesDrawn(page, '[data-testid="place-section"]');
      await screenshot(page, `place-business-${size}`);

      const directions = page.getByRole('link', { name: 'Directions' });
      await directions.scrollIntoViewIfNeeded();
      const href = await directions.getAttribute('href');
      expect(href).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d{6},-?\d+\.\d{6}$/,
      );
      const [mapsApp] = await Promise.all([context.waitForEvent('page'), directions.click()]);
      await mapsApp.waitForLoadState();
      expect(mapsApp.url()).toBe(href);
      await mapsApp.close();

      // Businesses: the list shows the badge; the Map switch puts view=map in the address.
      await page.goto(`${browser.baseUrl()}/businesses`);
      await page.getByTestId('business-card').first().waitFor();
      await expect.poll(() => page.getByTestId('open-badge').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Map' }).click();
      await page.waitForURL(/view=map/);
      await tilesDrawn(page, '[data-testid="businesses-map"]');
      const markers = page.locator(
        '[data-testid="businesses-map"] .leaflet-marker-icon:not(.marker-cluster)',
      );
      const clusters = page.locator('[data-testid="businesses-map"] .marker-cluster');
      await expect
        .poll(async () => (await markers.count()) + (await clusters.count()))
        .toBeGreaterThan(0);
      await settle(page);
      await screenshot(page, `place-businesses-map-${size}`);

      // Zoom into clusters until a single marker shows, then open its card.
      for (let i = 0; i < 8 && (await markers.count()) === 0; i++) {
        await clusters.first().click();
        await page.waitForTimeout(500);
      }
      await markers.first().click();
      const card = page.locator('[data-testid="businesses-map"] [role="dialog"]');
      await card.getByTestId('business-card').waitFor();
      await screenshot(page, `place-businesses-map-card-${size}`);

      // Reloading keeps the map.
      await page.reload();
      await page.getByTestId('businesses-map').waitFor();

      // Near me, when the filter bar offers it: the list comes nearest first with distances.
      await page.getByRole('button', { name: 'List' }).click();
      const nearMe = page.getByRole('button', { name: 'Near me' });
      if ((await nearMe.count()) > 0) {
        await nearMe.click();
        await page.waitForURL(/near=/);
        await expect
          .poll(() => page.getByTestId('place-badges').first().innerText())
          .toMatch(/\d+(\.\d)? (mi|ft|km|m)\b/);
        await screenshot(page, `place-businesses-near-${size}`);
      }

      expect(watch.tiles.length).toBeGreaterThan(0);
      // The only request for another machine was the maps app link, answered here.
      expect(watch.offMachine).toEqual([href]);
    });
  }
});
