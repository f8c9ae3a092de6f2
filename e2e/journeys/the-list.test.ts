import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';

describe.runIf(hasBrowser())('The List', () => {
  const browser = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    it(`opens / and lands on /the-list with item cards (${size})`, async () => {
      const page = await browser.page(size);
      await page.goto(`${browser.baseUrl()}/`);
      await page.waitForURL('**/the-list');
      const cards = page.getByTestId('item-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThanOrEqual(12);
      await expect
        .poll(() => page.getByRole('heading', { name: 'The List' }).isVisible())
        .toBe(true);
      await screenshot(page, `the-list-${size}`);
      await page.context().close();
    });
  }

  it('shows Page Not Found! on an unknown path', async () => {
    const page = await browser.page();
    await page.goto(`${browser.baseUrl()}/no/such/page`);
    await page.getByText('Page Not Found!').waitFor();
    await page.context().close();
  });
});
