// What a new user tripped over (issue 17), at 1280 and 390 px: unsaved edits are not lost without
// asking, owners see their controls from the first paint, the managed business has its own address,
// a failed like says so with Retry, and a dish has an address of its own on its business page.
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { ADMIN, api, demoBusinessId, OWNER, signIn, USER } from '../support/ui.ts';

const DEMO_PHONE = '4085550100';
const OWNED = 'Phở Hòa Bình';

describe.runIf(hasBrowser())('Issue 17 journeys', () => {
  const browser = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    it(`opens a dish at its own address, scrolled to and outlined (${size})`, async () => {
      const page = await browser.page(size);
      const id = await demoBusinessId(browser.baseUrl(), OWNED);
      await page.goto(`${browser.baseUrl()}/businesses/${id}`);
      const cards = page.getByTestId('item-card');
      await cards.first().waitFor();
      // The last card of the page: far below the first screen.
      const last = cards.last();
      const itemId = (await last.getAttribute('id'))?.replace(/^item-/, '');
      expect(itemId).toMatch(/^[0-9a-f-]{36}$/);
      const fresh = await browser.page(size);
      await fresh.goto(`${browser.baseUrl()}/businesses/${id}#item-${itemId}`);
      const target = fresh.locator(`#item-${itemId}`);
      await target.waitFor();
      // Scrolled once the business has loaded.
      await expect
        .poll(async () => (await target.boundingBox())?.y ?? -1, { timeout: 10_000 })
        .toBeLessThan(fresh.viewportSize()?.height ?? 0);
      // Outlined once the app has started (after the page's largest photo: decision 031).
      await expect
        .poll(() => target.getAttribute('data-highlighted'), { timeout: 10_000 })
        .toBe('true');
      const box = await target.boundingBox();
      const viewport = fresh.viewportSize();
      expect(box && viewport && box.y >= 0 && box.y < viewport.height).toBe(true);
      // Names wrap (at most two lines) rather than being cut to one.
      const style = await target
        .getByRole('heading')
        .evaluate((h) => [getComputedStyle(h).whiteSpace, getComputedStyle(h).webkitLineClamp]);
      expect(style).toEqual(['normal', '2']);
      await screenshot(fresh, `issue17-item-anchor-${size}`);
    });

    it(`says a failed like was not saved and Retry saves it (${size})`, async () => {
      const page = await browser.page(size);
      await page.goto(`${browser.baseUrl()}/the-list`);
      await signIn(page, USER);
      const like = page
        .getByTestId('item-card')
        .nth(size === 'desktop' ? 5 : 6)
        .getByTestId('like-button');
      await like.waitFor();
      const pressed = await like.getAttribute('aria-pressed');
      await page.route('**/api/items/vote/**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Down"}' }),
      );
      await like.click();
      const snackbar = page.getByText(/Your (like|unlike) was not saved\./);
      await snackbar.waitFor();
      // The snackbar grows in (a MUI transition) before it can be seen in a screenshot.
      await page.waitForTimeout(500);
      expect(await like.getAttribute('aria-pressed')).toBe(pressed);
      await screenshot(page, `issue17-failed-like-${size}`);
      await page.unroute('**/api/items/vote/**');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => like.getAttribute('aria-pressed')).not.toBe(pressed);
      // Put the vote back as it was, for the other journeys.
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe(pressed);
    });

    it(`shows the owner's controls before the owner tools arrive (${size})`, async () => {
      const page = await browser.page(size);
      await page.goto(`${browser.baseUrl()}/the-list`);
      await signIn(page, OWNER);
      // Hold the owner tools back, as a slow machine does.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/business-edit-mode-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const id = await demoBusinessId(browser.baseUrl(), OWNED);
      await page.goto(`${browser.baseUrl()}/businesses/${id}`);
      await page.getByTestId('edit-controls-placeholder').waitFor();
      await screenshot(page, `issue17-owner-placeholder-${size}`);
      release();
      await page.getByTestId('save-business').waitFor();
      expect(await page.getByTestId('edit-controls-placeholder').count()).toBe(0);
    });

    it(`gives the managed business its own address, asks before losing edits (${size})`, async () => {
      const page = await browser.page(size);
      await page.goto(`${browser.baseUrl()}/the-list`);
      await signIn(page, ADMIN);
      await page.goto(`${browser.baseUrl()}/my-business`);
      const input = page.getByLabel('Number Input');
      await input.fill('');
      await input.pressSequentially(DEMO_PHONE);
      await page
        .getByRole('region', { name: 'Phone Number Look up' })
        .getByRole('button', { name: 'Search by phone number' })
        .click();
      await page.waitForURL(/\/my-business\/[0-9a-f-]{36}$/);
      const address = page.url();
      const answer = await api(page, 'GET', `/businesses/phone/${DEMO_PHONE}`);
      const business = (answer.body as { business: Array<{ _id: string }> }).business[0];
      expect(address.endsWith(`/my-business/${business?._id}`)).toBe(true);
      await page.getByTestId('save-business').waitFor();
      // A reload (or a bookmark) opens the same edit form.
      await page.reload();
      await page.getByTestId('save-business').waitFor();
      expect(page.url()).toBe(address);
      await screenshot(page, `issue17-my-business-address-${size}`);

      // Unsaved edits: a link asks first; refusing keeps the page and the edits.
      const description = page.getByLabel('Business description');
      await description.fill('Edited, not saved.');
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await page.locator('header a[href="/"]').first().click();
      await expect.poll(() => asked.length).toBe(1);
      expect(asked[0]).toContain('unsaved changes');
      expect(page.url()).toBe(address);
      expect(await description.inputValue()).toBe('Edited, not saved.');
      page.once('dialog', (dialog) => void dialog.accept());
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL(/\/the-list$/);

      // Back returns to the look-up, which now starts empty.
      await page.goBack();
      await page.waitForURL(address);
      await page.getByTestId('save-business').waitFor();
      await page.goBack();
      await page.waitForURL(/\/my-business$/);
      await page.getByRole('heading', { name: 'Phone Number Look up' }).waitFor();
    });
  }
});
