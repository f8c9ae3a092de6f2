// Accessibility of every page: axe-core in Chromium, at desktop and phone widths, on the demo city.
// No moderate, serious or critical violation (any rule, WCAG 2.1 A/AA and best practices: a page
// without an h1 or with headings out of order is moderate), and one h1 on each page. Also the dialogs
// and the signed-in screens: feedback (form, discount card, redeem confirmation), /profile,
// /my-business, the business page in Editing and the Add Item modal, insights and imports.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/journey.ts';
import {
  ADMIN,
  demoBusinessId,
  dialogSettled,
  openDialog,
  OWNER,
  rate,
  signIn,
} from '../support/ui.ts';

// Evaluated through the DevTools protocol: the page's CSP (rightly) refuses an injected <script>.
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
};

/** axe's findings of moderate impact or worse, and a page with no h1 or more than one. */
async function moderateOrWorse(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run();
    return result.violations;
  });
  const h1s = await page.locator('h1').count();
  const found = h1s === 1 ? [] : [`the page has ${h1s} h1 elements, not one`];
  return violations
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact}: ${v.id} (${v.help}) at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
    .concat(found);
}

/** The page has drawn its content: something in <main>, no spinner left. */
async function pageShown(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return Boolean(main?.textContent?.trim()) && !main?.querySelector('[role="progressbar"]');
  });
}

describe.runIf(hasBrowser())('accessibility (axe-core)', () => {
  const browser = useBrowser();

  const pages: Array<{
    name: string;
    path: () => Promise<string>;
    ready: (page: Page) => Promise<void>;
  }> = [
    {
      name: 'The List',
      path: async () => '/the-list',
      ready: (page) => page.getByTestId('item-card').first().waitFor(),
    },
    {
      name: 'Businesses',
      path: async () => '/businesses',
      // The covers are decorative (alt=""): wait for the first card's name.
      ready: (page) => page.getByTestId('business-card').first().getByRole('heading').waitFor(),
    },
    {
      name: 'a business page',
      path: async () => {
        const res = await fetch(`${browser.baseUrl()}/api/businesses/pages/1`);
        const [first] = (await res.json()) as Array<{ _id: string }>;
        return `/businesses/${first?._id ?? ''}`;
      },
      ready: (page) => page.getByTestId('item-card').first().waitFor(),
    },
    {
      name: 'Search',
      path: async () => '/search?input=pho',
      ready: (page) => page.getByTestId('item-card').first().waitFor(),
    },
    {
      name: 'Page Not Found',
      path: async () => '/no/such/page',
      ready: (page) => page.getByText('Page Not Found!').waitFor(),
    },
    // The pages that ask a visitor to sign in first, and the ones a link in an e-mail opens.
    ...['/profile', '/my-business', '/my-business/insights', '/my-business/imports'].map(
      (path) => ({
        name: `${path} signed out`,
        path: async () => path,
        ready: pageShown,
      }),
    ),
    ...['/verify-email', '/reset-password', '/claim', '/account/delete'].map((path) => ({
      name: path,
      path: async () => path,
      ready: pageShown,
    })),
  ];

  for (const size of ['desktop', 'phone'] as const) {
    for (const target of pages) {
      it(`${target.name} has no violation of moderate impact or worse (${size})`, async () => {
        const page = await browser.page(size);
        await page.goto(`${browser.baseUrl()}${await target.path()}`);
        await target.ready(page);
        await page.waitForLoadState('networkidle');
        expect(await moderateOrWorse(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  for (const size of ['desktop', 'phone'] as const) {
    it(`The List with the Filters panel open has no violation of moderate impact or worse (${size})`, async () => {
      const page = await browser.page(size);
      await page.goto(`${browser.baseUrl()}/the-list`);
      await page.getByTestId('item-card').first().waitFor();
      await page.getByRole('button', { name: 'Filters' }).click();
      await openDialog(page, 'Filters');
      expect(await moderateOrWorse(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('the sign-in dialog has no violation of moderate impact or worse', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await page
      .getByRole('button', { name: /sign in/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    // MUI dialogs fade in.
    await page.waitForTimeout(400);
    expect(await moderateOrWorse(page)).toEqual([]);
    await page.context().close();
  });
  it('the feedback dialog has no violation of moderate impact or worse: form, discount card, redeem confirmation', async () => {
    // A new customer at the table (a fresh context has no uniqueId), on a phone.
    const cafe = await demoBusinessId(browser.baseUrl(), 'Hạt Cà Phê');
    const page = await browser.page('phone');
    await page.goto(`${browser.baseUrl()}/businesses/${cafe}/feedback`);
    const modal = page.getByRole('dialog', { name: /Feedback/ });
    const submit = modal.getByRole('button', { name: 'Submit' });
    await submit.waitFor();
    await dialogSettled(page);
    expect(await moderateOrWorse(page)).toEqual([]);

    await rate(page, 'Customer Service', '5 Stars, Espresso Excellence');
    await rate(page, 'Atmoshpere', '4 Stars, Enjoyable and Pleasant');
    await rate(page, 'Speed', '3 Stars, Relaxed pace');
    await submit.click();
    const card = modal.getByTestId('discount-card');
    await card.waitFor();
    await dialogSettled(page);
    expect(await moderateOrWorse(page)).toEqual([]);

    await card.getByRole('button', { name: 'Redeem' }).click();
    await openDialog(page, 'Redeem discount (10%)');
    expect(await moderateOrWorse(page)).toEqual([]);
    await page.context().close();
  });

  it('signed in as the owner: /profile, the business page in Editing and the Add Item modal have no violation of moderate impact or worse', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/profile`);
    await signIn(page, OWNER);
    await page.getByTestId('my-businesses').getByText('Hạt Cà Phê').waitFor();
    await page.getByTestId('favorited-businesses').waitFor();
    await page.getByTestId('liked-items').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await moderateOrWorse(page)).toEqual([]);

    const cafe = await demoBusinessId(browser.baseUrl(), 'Hạt Cà Phê');
    await page.goto(`${browser.baseUrl()}/businesses/${cafe}`);
    await page.getByRole('button', { name: 'Editing' }).click();
    await page.getByTestId('business-details-editor').waitFor();
    await page.getByRole('region', { name: 'Feedback QR code' }).getByRole('img').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await moderateOrWorse(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^Add Item to / })
      .first()
      .click();
    const modal = await openDialog(page, /^Add Item to /);
    // A name shows the two generate helpers too.
    await modal.getByLabel('Menu Name').fill('Axe Check');
    await modal.getByRole('button', { name: 'Generate Photo' }).waitFor();
    expect(await moderateOrWorse(page)).toEqual([]);
    await page.context().close();
  });

  it('/my-business, its imports and the city insights as the admin have no violation of moderate impact or worse', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/my-business`);
    await signIn(page, ADMIN);
    await page.getByRole('heading', { name: 'Phone Number Look up' }).waitFor();
    await page.getByRole('heading', { name: 'Assign Business' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await moderateOrWorse(page)).toEqual([]);

    await page.goto(`${browser.baseUrl()}/my-business/imports`);
    await page.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await moderateOrWorse(page)).toEqual([]);

    await page.goto(`${browser.baseUrl()}/my-business/insights`);
    await page.getByRole('group', { name: 'Calls', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await moderateOrWorse(page)).toEqual([]);
    await page.context().close();
  });
});
