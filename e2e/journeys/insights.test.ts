// The owners' insights, end to end: an anonymous visitor (a browser that does not say it is headless:
// the server ignores bots) opens a business page, taps Call and Directions and scrolls to a dish;
// the owner signs in, opens the business's insights from its page and sees today's counts grown by
// them; the PDF menu downloads and its text (poppler's pdftotext) holds every dish. Screenshots of
// the insights page at 1280 and 390 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { api, demoBusinessId, OWNER, settle, signIn } from '../support/ui.ts';

/** The demo owner's business the visitor opens. */
const BUSINESS = 'Phở Hòa Bình';
/** A desktop Chrome's user agent: headless Chromium's own names it a bot, which is not counted. */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

type Day = { date: string; views: number; calls: number; directions: number; itemViews: number };
type Insights = { days: Day[]; topItems: Array<{ itemId: string; name: string; views: number }> };
type Business = { lists: Array<{ items: Array<{ _id: string; name: string }> }> };

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The business's last 7 days (the page's shortest period), as the owner reads them. */
async function lastWeek(page: Page, id: string) {
  const to = new Date();
  const from = new Date(to.getTime() - 6 * 86_400_000);
  const answer = await api(
    page,
    'GET',
    `/businesses/${id}/insights?from=${isoDate(from)}&to=${isoDate(to)}`,
  );
  expect(answer.status).toBe(200);
  const body = answer.body as Insights;
  const sum = (key: keyof Omit<Day, 'date'>) => body.days.reduce((n, day) => n + day[key], 0);
  return {
    views: sum('views'),
    calls: sum('calls'),
    directions: sum('directions'),
    itemViews: sum('itemViews'),
    topItems: body.topItems,
  };
}

/** The number a total card of the page shows. */
async function shownTotal(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole('group', { name: label, exact: true })
    .getByTestId('insight-total')
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

describe.runIf(hasBrowser())('Insights', () => {
  const browser = useBrowser();

  it('counts a visit, its taps and a dish; the owner sees them today; the PDF menu holds every dish', async () => {
    const baseUrl = browser.baseUrl();
    const id = await demoBusinessId(baseUrl, BUSINESS);
    const business = (
      (await (await fetch(`${baseUrl}/api/businesses/${id}`)).json()) as { business: Business }
    ).business;
    const dishes = business.lists.flatMap((list) => list.items);
    expect(dishes.length).toBeGreaterThan(1);

    // The owner's counts before the visit (other journeys visit this business too).
    const owner = await browser.page('desktop');
    await owner.goto(`${baseUrl}/the-list`);
    await signIn(owner, OWNER);
    const before = await lastWeek(owner, id);

    // The visitor: the server's page, hydrated; Call, Directions, then a dish further down.
    const visitor = await browser.page('desktop', { userAgent: VISITOR_AGENT });
    // Directions opens a maps site in a new tab, and Call a phone app: nothing leaves the machine.
    await visitor.context().route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    visitor.context().on('page', (opened) => void opened.close());
    const events: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/api/events')) events.push(request.postData() ?? '');
    });
    await visitor.goto(`${baseUrl}/businesses/${id}`);
    await visitor.getByTestId('business-page').getByRole('heading', { level: 1 }).waitFor();
    // Sent once the page is live and the browser idle.
    await expect
      .poll(() => events.some((e) => e.includes('"view"')), { timeout: 15_000 })
      .toBe(true);
    const call = visitor.getByTestId('business-page').locator('a[data-insight="call"]');
    // The tel: link would hand over to a phone app: the click is what is counted.
    await call.evaluate((link) => link.addEventListener('click', (e) => e.preventDefault()));
    await call.click();
    await visitor.getByRole('link', { name: 'Directions' }).click();
    const dish = dishes[dishes.length - 1]!;
    await visitor.locator(`#item-${dish._id}`).scrollIntoViewIfNeeded();
    // Dishes already on screen report themselves too: wait for these three, whatever else came.
    const sent = (pattern: string) => events.some((e) => e.includes(pattern));
    await expect
      .poll(() => sent('"call"') && sent('"directions"') && sent(`"itemId":"${dish._id}"`), {
        timeout: 15_000,
      })
      .toBe(true);
    await visitor.context().close();

    // The server writes its batch every few seconds: wait for it, not for a fixed time.
    await expect
      .poll(
        async () => {
          const now = await lastWeek(owner, id);
          return (
            now.views > before.views &&
            now.calls > before.calls &&
            now.directions > before.directions &&
            now.itemViews > before.itemViews
          );
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);

    // The owner finds the insights on their business page.
    await owner.goto(`${baseUrl}/businesses/${id}`);
    await owner.getByRole('link', { name: 'Open Insights' }).click();
    await owner.waitForURL(`**/my-business/insights/${id}`);
    await owner.getByRole('button', { name: 'Last 7 days' }).click();
    await owner.getByRole('group', { name: 'Calls', exact: true }).waitFor();
    const after = await lastWeek(owner, id);
    expect(await shownTotal(owner, 'Calls')).toBe(after.calls);
    expect(await shownTotal(owner, 'Directions')).toBe(after.directions);
    expect(await shownTotal(owner, 'Dish views')).toBe(after.itemViews);
    expect(await shownTotal(owner, 'Calls')).toBeGreaterThan(before.calls);
    expect(after.topItems.map((item) => item.itemId)).toContain(dish._id);
    await expect.poll(() => owner.getByTestId('insights-chart').count()).toBe(3);
    await settle(owner);
    await screenshot(owner, 'insights-desktop');
    await owner.getByRole('region', { name: 'Top dishes' }).scrollIntoViewIfNeeded();
    await screenshot(owner, 'insights-top-dishes-desktop');

    // The PDF menu, on US Letter: its text holds every dish's name.
    const kit = owner.getByRole('region', { name: 'Print kit' });
    await kit.getByRole('button', { name: 'US Letter' }).click();
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      kit.getByRole('button', { name: 'Menu (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`menu-letter-${id}.pdf`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-insights-'));
    const pdf = path.join(dir, 'menu.pdf');
    await download.saveAs(pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' })
      .normalize('NFC')
      .replace(/\s+/g, ' ');
    for (const { name } of dishes) expect(text).toContain(name.normalize('NFC'));
    fs.rmSync(dir, { recursive: true, force: true });
    await owner.context().close();

    // The same page on a phone.
    const phone = await browser.page('phone');
    await phone.goto(`${baseUrl}/the-list`);
    await signIn(phone, OWNER);
    await phone.goto(`${baseUrl}/my-business/insights/${id}?days=7`);
    await phone.getByRole('group', { name: 'Calls', exact: true }).waitFor();
    await expect.poll(() => phone.getByTestId('insights-chart').count()).toBe(3);
    await settle(phone);
    await screenshot(phone, 'insights-phone');
    await phone.getByRole('region', { name: 'Print kit' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'insights-print-kit-phone');
    await phone.context().close();
  });
});
