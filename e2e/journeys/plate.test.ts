// What is on the plate, at 1280 and 390 px: the demo owner marks a dish of theirs vegan and
// peanut-free in the item edit form and sold out today from its card, and a visitor sees it greyed
// in its place; a visitor filters /search to vegan dishes without peanuts up to $15, reloads, opens
// the URL in a new page and gets the same dishes, then clears the filters.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { api, demoBusinessId, openDialog, OWNER, settle, signIn } from '../support/ui.ts';

/** The demo owner's business where the journey adds (and at the end deletes) its own dish. */
const OWNED = 'Phở Hòa Bình';
const SIZES = ['desktop', 'phone'] as const;

type ApiItem = {
  _id: string;
  name: string;
  price: number | null;
  diets: string[];
  allergens: string[] | null;
  soldOut: boolean;
};

const cardOf = (page: Page, name: string) =>
  page.getByTestId('item-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The names on the item cards of the search results, in order, once they have loaded. */
async function resultNames(page: Page): Promise<string[]> {
  const items = page.getByRole('region', { name: 'Items' });
  await items.getByTestId('item-card').first().waitFor();
  await settle(page);
  return items.getByTestId('item-card').locator('h3').allInnerTexts();
}

/** The first page of /api/search/items for a query, as any visitor gets it. */
async function searchFirstPage(baseUrl: string, query: string): Promise<ApiItem[]> {
  const response = await fetch(`${baseUrl}/api/search/items?${query}&page=1`);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiItem[];
}

async function filtersPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.waitFor();
  // The sheet slides in (225 ms): look at it once it is in place.
  await page.waitForTimeout(400);
  return panel;
}

describe.skipIf(!hasBrowser())('what is on the plate', () => {
  const browser = useBrowser();

  for (const size of SIZES) {
    it(`the owner marks a dish vegan, peanut-free and sold out today; visitors see it (${size})`, async () => {
      const page = await browser.page(size);
      await page.goto(`${browser.baseUrl()}/the-list`);
      await signIn(page, OWNER);
      const businessId = await demoBusinessId(browser.baseUrl(), OWNED);
      const business = await api(page, 'GET', `/businesses/${businessId}`);
      const list = (business.body as { business: { lists: Array<{ _id: string }> } }).business
        .lists[0]!;
      const name = `Garden Bowl ${size}`;
      const created = await api(page, 'POST', `/items/${businessId}`, {
        form: { name, price: '12', description: 'Rice, greens, tofu.', topic: list._id },
      });
      expect(created.status).toBe(201);
      const itemId = (created.body as { item: ApiItem }).item._id;
      try {
        await page.goto(`${browser.baseUrl()}/businesses/${businessId}`);
        const editing = page.getByRole('button', { name: 'Editing' });
        await editing.click();
        const card = cardOf(page, name);
        await card.scrollIntoViewIfNeeded();
        // A new dish says nothing yet about its allergens.
        await card.getByText('Allergens not stated').waitFor();

        await card.getByRole('button', { name: `Edit ${name}` }).click();
        const form = await openDialog(page, `Edit ${name}`);
        await form.getByRole('checkbox', { name: 'Vegan' }).click();
        expect(await form.getByRole('radio', { name: 'Allergens not stated' }).isChecked()).toBe(
          true,
        );
        await form.getByRole('radio', { name: 'Allergens stated' }).click();
        await form.getByRole('checkbox', { name: 'soy' }).check();
        await form.getByText('Contains: soy').waitFor();
        await form.getByRole('checkbox', { name: 'soy' }).scrollIntoViewIfNeeded();
        await screenshot(page, `plate-owner-form-${size}`);
        await form.getByRole('button', { name: 'Save', exact: true }).click();
        await form.waitFor({ state: 'detached' });
        await card.getByText('Contains: soy').waitFor();
        await card.getByRole('list', { name: 'Diets' }).getByText('Vegan').waitFor();

        // One tap: sold out today, and the card stays where it was.
        const soldOut = card.getByRole('button', { name: 'Sold out today' });
        expect(await soldOut.getAttribute('aria-pressed')).toBe('false');
        await soldOut.click();
        await expect.poll(() => soldOut.getAttribute('aria-pressed')).toBe('true');
        await card.locator('p', { hasText: 'Sold out today' }).waitFor();
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `plate-owner-card-${size}`);

        const saved = await api(page, 'GET', `/items/${itemId}`);
        expect(saved.body).toMatchObject({
          item: { diets: ['vegan'], allergens: ['soy'], soldOut: true },
        });

        // A visitor (another browser, signed out) sees the same, the photo greyed.
        const visitor = await browser.page(size);
        await visitor.goto(`${browser.baseUrl()}/businesses/${businessId}`);
        const seen = cardOf(visitor, name);
        await seen.scrollIntoViewIfNeeded();
        await seen.locator('p', { hasText: 'Sold out today' }).waitFor();
        await seen.getByText('Contains: soy').waitFor();
        expect(
          await seen.locator('.MuiCardMedia-root').evaluate((img) => getComputedStyle(img).filter),
        ).toContain('grayscale');
        await settle(visitor);
        await screenshot(visitor, `plate-visitor-sold-out-${size}`);
        await visitor.context().close();
      } finally {
        // The demo city stays as it was for the other journeys.
        expect((await api(page, 'DELETE', `/items/${itemId}`)).status).toBe(204);
        await page.context().close();
      }
    });

    it(`a visitor filters /search to vegan without peanuts up to $15, reloads, shares, clears (${size})`, async () => {
      const base = browser.baseUrl();
      const page = await browser.page(size);
      await page.goto(`${base}/search?input=pho`);
      const unfiltered = await resultNames(page);

      const panel = await filtersPanel(page);
      await panel.getByRole('checkbox', { name: 'Vegan' }).click();
      const without = panel.getByRole('group', { name: 'Without' });
      await without.getByText('Items whose allergens are not stated are left out').waitFor();
      await without.getByRole('checkbox', { name: 'peanuts' }).click();
      await panel.getByLabel('Maximum price').fill('15');
      await screenshot(page, `plate-filters-panel-${size}`);
      await panel.getByRole('button', { name: 'Show results' }).click();
      await panel.waitFor({ state: 'detached' });

      const filteredUrl = `${base}/search?input=pho&diet=vegan&without=peanuts&maxPrice=15`;
      await expect.poll(() => page.url()).toBe(filteredUrl);
      const expected = await searchFirstPage(
        base,
        'input=pho&diet=vegan&without=peanuts&maxPrice=15',
      );
      expect(expected.length).toBeGreaterThan(0);
      for (const item of expected) {
        expect(item.diets).toContain('vegan');
        expect(item.allergens).not.toBeNull();
        expect(item.allergens).not.toContain('peanuts');
        expect(item.price).not.toBeNull();
        expect(item.price!).toBeLessThanOrEqual(15);
      }
      await expect.poll(() => resultNames(page)).toEqual(expected.map((item) => item.name));
      expect(expected.length).toBeLessThan(unfiltered.length);
      const chips = page.getByRole('list', { name: 'Filters on' });
      expect(await chips.getByRole('button').allInnerTexts()).toEqual([
        'Vegan',
        'Without peanuts',
        'Up to $15',
        'Clear all',
      ]);
      await screenshot(page, `plate-filtered-search-${size}`);

      // Reload: the same filters and the same dishes.
      await page.reload();
      expect(await resultNames(page)).toEqual(expected.map((item) => item.name));
      expect(await chips.getByRole('button').count()).toBe(4);

      // Shared: the URL opened in a new page (another browser context) shows the same.
      const shared = await browser.page(size);
      await shared.goto(filteredUrl);
      expect(await resultNames(shared)).toEqual(expected.map((item) => item.name));
      await shared.context().close();

      // Clear all: back to every result of the search.
      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect.poll(() => page.url()).toBe(`${base}/search?input=pho`);
      await expect.poll(() => resultNames(page)).toEqual(unfiltered);
      expect(await chips.count()).toBe(0);
      await page.context().close();
    });
  }

  it('says clearly when Near me is refused, and sorts by distance when allowed', async () => {
    const base = browser.baseUrl();
    const refused = await browser.page('phone');
    await refused.goto(`${base}/businesses`);
    await refused.getByRole('button', { name: 'Near me' }).click();
    await refused
      .getByRole('alert')
      .getByText(/Location is blocked for this site/)
      .waitFor();
    expect(refused.url()).toBe(`${base}/businesses`);
    await screenshot(refused, 'plate-near-me-refused-phone');
    await refused.context().close();

    const page = await browser.page('desktop');
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 37.3352, longitude: -121.8811 });
    await page.goto(`${base}/the-list`);
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect
      .poll(() => page.url())
      .toBe(`${base}/the-list?near=37.335%2C-121.881&sort=distance`);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('distance');
    await page.getByTestId('item-card').first().waitFor();
    await settle(page);
    await screenshot(page, 'plate-near-me-the-list-desktop');
    await page.context().close();
  });
});
