// Search journey: a dish typed without accents in the top bar, the results screen, a second page on
// scroll, and a food-tag chip, at desktop and phone widths; where the top bar puts the search box.
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/chromium.ts';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { settle } from '../support/ui.ts';

describe.runIf(hasBrowser())('Search', () => {
  const browser = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    it(`finds Phở from 'pho' in the top bar, loads a second page on scroll, follows a tag chip (${size})`, async () => {
      const page = await browser.page(size);
      await page.goto(`${browser.baseUrl()}/the-list`);
      await page.getByTestId('item-card').first().waitFor();

      // The top bar has one box per layout (top row wide, second row narrow): use the visible one.
      const box = page.getByRole('textbox', { name: 'Search' }).filter({ visible: true });
      await box.fill('pho');
      await box.press('Enter');
      await page.waitForURL('**/search?input=pho');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Search result for pho');

      const cards = page.getByTestId('item-card');
      await cards.first().waitFor();
      const names = await cards.locator('h3').allTextContents();
      expect(names.length).toBe(12);
      expect(names.some((n) => n.includes('Phở'))).toBe(true);
      const businesses = page
        .getByRole('region', { name: 'Businesses' })
        .getByTestId('business-card');
      await businesses.first().waitFor();
      expect(await businesses.locator('h3').allTextContents()).toContain('Phở Hòa Bình');
      await screenshot(page, `search-${size}`);

      // Scrolling to the last card loads page 2.
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(12);
      const all = await cards.locator('h3').allTextContents();
      expect(all.length).toBeLessThanOrEqual(24);
      await screenshot(page, `search-page-2-${size}`);

      // A tag chip searches for its tag; the box follows.
      await page
        .getByRole('navigation', { name: 'Food tags' })
        .getByRole('link', { name: 'Vietnamese', exact: true })
        .click();
      await page.waitForURL('**/search?input=Vietnamese');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Search result for Vietnamese');
      await expect.poll(() => box.inputValue()).toBe('Vietnamese');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(12);
      await screenshot(page, `search-tag-${size}`);

      // Empty input alerts and stays.
      const alerted = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        });
      });
      await box.fill('   ');
      await box.press('Enter');
      expect(await alerted).toBe('Please enter something to search');
      expect(page.url()).toContain('/search?input=Vietnamese');
      await page.context().close();
    });
  }

  it('shows 12 tag chips above 600 px and 7 at 600 px and below, with no layout shift as the page comes alive', async () => {
    const chipCounts: Record<string, number> = {};
    for (const size of ['desktop', 'phone'] as const) {
      const page = await browser.page(size);
      // Every layout shift from the first paint on, as Lighthouse's CLS adds them.
      await page.addInitScript(() => {
        const record = window as unknown as { layoutShift: number };
        record.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            record.layoutShift += (entry as PerformanceEntry & { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${browser.baseUrl()}/search?input=pho`);
      await page
        .getByRole('region', { name: 'Businesses' })
        .getByTestId('business-card')
        .first()
        .waitFor();
      await settle(page);
      const tags = page.getByRole('navigation', { name: 'Food tags' }).getByRole('link');
      chipCounts[size] = await tags.filter({ visible: true }).count();
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      expect(shift, `layout shift (${size})`).toBeLessThan(0.01);
      if (size === 'phone') {
        // The count follows the window: wider than 600 px shows 12 again, narrower 7.
        await page.setViewportSize({ width: 601, height: 844 });
        await expect.poll(() => tags.filter({ visible: true }).count()).toBe(12);
        await page.setViewportSize({ width: 600, height: 844 });
        await expect.poll(() => tags.filter({ visible: true }).count()).toBe(7);
        await page.getByRole('button', { name: 'See more' }).click();
        await expect.poll(() => tags.filter({ visible: true }).count()).toBe(32);
      }
      await page.context().close();
    }
    expect(chipCounts).toEqual({ desktop: 12, phone: 7 });
  });

  it("shows 'No Item Found' when nothing matches", async () => {
    const page = await browser.page();
    await page.goto(`${browser.baseUrl()}/search?input=${encodeURIComponent('zzqx %_\\')}`);
    await page.getByText('No Item Found').waitFor();
    expect(await page.getByRole('region', { name: 'Businesses' }).count()).toBe(0);
    await page.context().close();
  });
  it('puts the search box in the top row above 700 px and on a second row at 700 px and below', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await page.getByTestId('item-card').first().waitFor();
    const logo = page.getByRole('link', { name: 'Menudex home' });
    const visibleBoxes = page.getByRole('search').filter({ visible: true });
    const rows: string[] = [];
    for (const width of [1280, 701, 700, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => visibleBoxes.count()).toBe(1);
      const mark = (await logo.boundingBox())!;
      const box = (await visibleBoxes.boundingBox())!;
      const row =
        box.y < mark.y + mark.height && box.y + box.height > mark.y
          ? 'top'
          : box.y >= mark.y + mark.height
            ? 'second'
            : 'elsewhere';
      rows.push(`${width}: ${row}`);
    }
    expect(rows).toEqual(['1280: top', '701: top', '700: second', '390: second']);
    await page.context().close();
  });

  it('shows exactly one search box at a width between 700 and 701 px', async () => {
    // Viewports are whole CSS pixels; 120 % display scaling of a 700 px window gives 700.83 px, as a
    // browser zoom can.
    const scaled = await launchBrowser([
      '--force-device-scale-factor=1.2',
      '--window-size=700,900',
    ]);
    try {
      const page = await (await scaled.newContext({ viewport: null })).newPage();
      await page.goto(`${browser.baseUrl()}/the-list`);
      await page.getByTestId('item-card').first().waitFor();
      const width = await page.evaluate(() => window.visualViewport?.width ?? 0);
      expect(width > 700 && width < 701, `viewport ${width} px wide`).toBe(true);
      await screenshot(page, 'top-bar-between-700-and-701');
      expect(await page.getByRole('search').filter({ visible: true }).count()).toBe(1);
    } finally {
      await scaled.close();
    }
  });
});
