// The interface in two languages (issue 40, docs/decisions/049): The List and a business page in
// Vietnamese at /vi/, rendered so by the server (<html lang>, hreflang alternates) and kept so by
// the app once it starts; the switcher in the top bar and in the account menu keeping the page;
// links inside a Vietnamese page staying in /vi/; an unknown language prefix is not found; the
// business page's place guide and a search's filter bar in the page's language, both ways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/journey.ts';
import { appStarted } from '../support/keyboard.ts';
import { demoBusinessId, screenshotBothWidths, settle, signIn, USER } from '../support/ui.ts';

const CAFE = 'Hạt Cà Phê';

/** The page's <html lang> and its hreflang alternates (`lang href`). */
async function languagesOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    alternates: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map(
      (link) =>
        `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
    ),
  }));
}

describe.runIf(hasBrowser())('languages (issue 40)', () => {
  const browser = useBrowser();

  it('renders The List in Vietnamese at /vi/the-list on the server, and the app keeps it so', async () => {
    const base = browser.baseUrl();
    // What a crawler gets: the server's HTML, in Vietnamese, whatever the request's Accept-Language.
    const html = await (
      await fetch(`${base}/vi/the-list`, { headers: { 'accept-language': 'en-US' } })
    ).text();
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('>Danh sách</h1>');
    expect(html).toMatch(/\d+ người thích món này/);
    expect(html).not.toContain('people liked this item');

    const page = await browser.page('desktop');
    await page.goto(`${base}/vi/the-list`);
    await page.getByTestId('item-card').first().waitFor();
    await appStarted(page);
    expect(await languagesOf(page)).toEqual({
      lang: 'vi',
      alternates: ['en /the-list', 'vi /vi/the-list', 'x-default /the-list'],
    });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Danh sách');
    const nav = page.getByRole('navigation', { name: 'Chính' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Danh sách', 'Quán ăn']);
    expect(await page.getByTestId('likes-text').first().innerText()).toMatch(
      /^\d+ người thích món này$/,
    );
    await settle(page);
    await screenshotBothWidths(page, 'languages-the-list-vi');

    // A link inside the Vietnamese page stays in Vietnamese.
    await nav.getByRole('link', { name: 'Quán ăn' }).click();
    await page.waitForURL(`${base}/vi/businesses`);
    await page.getByTestId('business-card').first().click();
    await page.waitForURL(/\/vi\/businesses\/[0-9a-f-]{36}$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await page.context().close();
  });

  it('shows a business page in Vietnamese at /vi/businesses/{id}, and the switcher keeps the page', async () => {
    const base = browser.baseUrl();
    const id = await demoBusinessId(base, CAFE);
    const page = await browser.page('desktop');
    const response = await page.goto(`${base}/vi/businesses/${id}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: CAFE }).waitFor();
    await appStarted(page);
    expect(await languagesOf(page)).toEqual({
      lang: 'vi',
      alternates: [
        `en /businesses/${id}`,
        `vi /vi/businesses/${id}`,
        `x-default /businesses/${id}`,
      ],
    });
    await expect
      .poll(() => page.getByTestId('likes-text').first().innerText())
      .toMatch(/người thích món này$/);
    await settle(page);
    await screenshotBothWidths(page, 'languages-business-vi');

    // To English and back, on the same business.
    await page.getByTestId('language-switch').click();
    await page.waitForURL(`${base}/businesses/${id}`);
    await page.getByRole('heading', { level: 1, name: CAFE }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByTestId('language-switch').innerText()).toBe('Tiếng Việt');
    await expect
      .poll(() => page.getByTestId('likes-text').first().innerText())
      .toMatch(/(person|people) liked this item$/);
    await page.getByTestId('language-switch').click();
    await page.waitForURL(`${base}/vi/businesses/${id}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await page.context().close();
  });

  it("says a business page's own words in the page's language: hours, status, Directions, menu lists", async () => {
    const base = browser.baseUrl();
    const id = await demoBusinessId(base, CAFE);
    const words = {
      vi: {
        path: `/vi/businesses/${id}`,
        hours: 'Giờ mở cửa',
        monday: 'Thứ Hai',
        directions: 'Chỉ đường',
        status: /^(Đang mở cửa|Đóng cửa|Tạm nghỉ)/,
        lists: 'Các thực đơn',
        english: ['Directions', 'Monday', 'Open now', 'Menu lists', 'Special days'],
      },
      en: {
        path: `/businesses/${id}`,
        hours: 'Hours',
        monday: 'Monday',
        directions: 'Directions',
        status: /^(Open now|Closed|Temporarily closed)/,
        lists: 'Menu lists',
        english: [],
      },
    } as const;
    for (const [locale, said] of Object.entries(words)) {
      const page = await browser.page('desktop');
      await page.goto(`${base}${said.path}`);
      await page.getByRole('heading', { level: 1, name: CAFE }).waitFor();
      await appStarted(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      const hours = page.getByTestId('opening-hours');
      expect(await hours.getByRole('heading', { level: 2 }).innerText()).toBe(said.hours);
      expect(await hours.getByRole('row').first().innerText()).toMatch(
        new RegExp(`^${said.monday}`),
      );
      expect(await page.getByTestId('opening-status').innerText()).toMatch(said.status);
      expect(await page.getByRole('link', { name: said.directions }).count()).toBe(1);
      // The menu lists' tabs, named in the page's language.
      await page.getByRole('navigation', { name: said.lists }).waitFor();
      const text = await page.locator('main').innerText();
      for (const english of said.english) expect(text, english).not.toContain(english);
      await settle(page);
      await screenshotBothWidths(page, `languages-business-place-${locale}`, hours);
      await page.context().close();
    }
  });

  it("shows a search's filter bar and its panel in the page's language", async () => {
    const base = browser.baseUrl();
    const words = {
      vi: {
        path: '/vi/search?input=coffee&openNow=true',
        region: 'Bộ lọc và sắp xếp',
        buttons: ['Bộ lọc (1)', 'Đang mở cửa', 'Gần tôi'],
        sortBy: 'Sắp xếp theo',
        panel: 'Bộ lọc',
        diets: 'Chế độ ăn',
        show: 'Xem kết quả',
      },
      en: {
        path: '/search?input=coffee&openNow=true',
        region: 'Filters and order',
        buttons: ['Filters (1)', 'Open now', 'Near me'],
        sortBy: 'Sort by',
        panel: 'Filters',
        diets: 'Diets',
        show: 'Show results',
      },
    } as const;
    for (const [locale, said] of Object.entries(words)) {
      const page = await browser.page('desktop');
      await page.goto(`${base}${said.path}`);
      await appStarted(page);
      const bar = page.getByRole('region', { name: said.region });
      await bar.waitFor();
      for (const name of said.buttons) {
        expect(await bar.getByRole('button', { name, exact: true }).count(), name).toBe(1);
      }
      expect(await bar.getByRole('combobox', { name: said.sortBy }).count()).toBe(1);
      await settle(page);
      await screenshotBothWidths(page, `languages-search-${locale}`);
      await bar.getByRole('button', { name: said.buttons[0], exact: true }).click();
      const panel = page.getByRole('dialog', { name: said.panel });
      await panel.getByRole('group', { name: said.diets }).waitFor();
      expect(await panel.getByRole('button', { name: said.show }).count()).toBe(1);
      await screenshotBothWidths(page, `languages-filters-${locale}`, panel);
      await page.context().close();
    }
  });

  it('keeps the search input and filters when switching, on a phone too', async () => {
    const base = browser.baseUrl();
    const page = await browser.page('phone');
    await page.goto(`${base}/search?input=coffee`);
    await appStarted(page);
    // On a phone the top bar's first row shows the language's code.
    const vi = page.getByTestId('language-switch');
    expect(await vi.innerText()).toBe('VI');
    await vi.click();
    await page.waitForURL(`${base}/vi/search?input=coffee`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Kết quả tìm kiếm cho coffee');
    await page.context().close();
  });

  it('offers the other language in the account menu of a signed-in visitor', async () => {
    const base = browser.baseUrl();
    const page = await browser.page('desktop');
    await page.goto(`${base}/the-list`);
    await signIn(page, USER);
    await page.goto(`${base}/vi/the-list`);
    await page.getByRole('button', { name: 'Menu tài khoản' }).click();
    const english = page.getByRole('menuitem', { name: 'English' });
    await english.waitFor();
    expect(await english.getAttribute('href')).toBe('/the-list');
    await english.click();
    await page.waitForURL(`${base}/the-list`);
    await page.context().close();
  });

  it('answers an unknown language prefix with 404', async () => {
    const base = browser.baseUrl();
    for (const path of ['/xx/the-list', '/en/the-list']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
    }
    expect((await fetch(`${base}/vi/the-list`)).status).toBe(200);
  });
});
