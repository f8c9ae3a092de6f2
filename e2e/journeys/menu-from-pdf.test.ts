// A menu from a PDF, with a fake vision model: the owner uploads a two-page PDF menu in edit mode,
// sees it being read, reviews the draft (fills in the price that was not read, removes an item,
// renames a list) and publishes it; the new lists are on the business page. The review screen is
// also looked at on a phone.
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '@menudex/contract/entities';
import { MENU_DRAFT_TEXTS } from '@menudex/contract/menu-drafts';
import { startServerWithFakeAi, type ServerWithFakeAi } from '../support/fake-openai.ts';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { demoBusinessId, openDialog, OWNER, signIn } from '../support/ui.ts';

/** Owned by the demo owner; its lists are not the ones the fake reads, so they are all new. */
const BUSINESS = 'Hạt Cà Phê';

/** What the fake vision model reads from the PDF: two lists, one price it could not read. */
const READ_MENU = {
  lists: [
    {
      name: 'Weekend Brunch',
      items: [
        {
          name: 'Bánh Mì Ốp La',
          description: 'Baguette with two fried eggs, pâté and pickled vegetables',
          price: 9.5,
          tags: [],
          diets: [],
        },
        {
          name: 'Xôi Gà',
          description: 'Sticky rice with shredded chicken and fried shallots',
          price: null,
          tags: ['House special'],
          diets: [],
        },
        { name: 'Table 12', description: '', price: null, tags: [], diets: [] },
      ],
    },
    {
      name: 'Seasonal Drinks',
      items: [
        {
          name: 'Cà Phê Muối',
          description: 'Salted cream coffee',
          price: 5.75,
          tags: [],
          diets: ['vegetarian'],
        },
      ],
    },
  ],
};

/** A printed two-page menu, made here rather than kept as a binary. */
function twoPageMenu(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 60 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.fontSize(30).text('Weekend Brunch').moveDown();
  doc.fontSize(16).text('Banh Mi Op La ........ 9.50').text('Xoi Ga ........ (ask us)');
  doc.addPage();
  doc.fontSize(30).text('Seasonal Drinks').moveDown();
  doc.fontSize(16).text('Ca Phe Muoi ........ 5.75');
  doc.end();
  return done;
}

describe.runIf(hasBrowser())('menu from a PDF', () => {
  const browser = useBrowser();
  let ai: ServerWithFakeAi | null = null;
  let pdf: Buffer;
  beforeAll(async () => {
    ai = await startServerWithFakeAi({ AI_VISION_MODEL: 'fake-vision-model' });
    ai.fake.menu = READ_MENU;
    // A real model reads for seconds: long enough to see the reading state.
    ai.fake.visionDelayMs = 2500;
    pdf = await twoPageMenu();
  });
  afterAll(async () => {
    await ai?.stop();
  });

  async function openImport(size: 'desktop' | 'phone') {
    const server = ai!;
    const page = await browser.page(size);
    await page.goto(`${server.url}/the-list`);
    await signIn(page, OWNER);
    const id = await demoBusinessId(server.url, BUSINESS);
    await page.goto(`${server.url}/businesses/${id}`);
    await page.getByRole('button', { name: 'Editing' }).click();
    const button = page.getByRole('button', { name: MENU_DRAFT_TEXTS.importButton });
    await button.scrollIntoViewIfNeeded();
    await screenshot(page, `menu-import-button-${size}`);
    await button.click();
    const dialog = await openDialog(page, MENU_DRAFT_TEXTS.importButton);
    await screenshot(page, `menu-import-choose-${size}`);
    await dialog
      .getByTestId('menu-file-input')
      .setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByText(MENU_DRAFT_TEXTS.reading).waitFor();
    await screenshot(page, `menu-import-reading-${size}`);
    await dialog
      .getByRole('button', { name: MENU_DRAFT_TEXTS.publish })
      .waitFor({ timeout: 30_000 });
    return { page, dialog, id };
  }

  it('turns a two-page PDF into a published menu through the review screen', async () => {
    const server = ai!;
    const { page, dialog, id } = await openImport('desktop');
    // Both pages went to the vision model, as two images in one request.
    expect(server.fake.visionImages.at(-1)).toBe(2);

    const brunch = dialog.getByRole('group', { name: 'Weekend Brunch, item 2' });
    await expect.poll(() => brunch.getByLabel('Name').inputValue()).toBe('Xôi Gà');
    expect(await brunch.getByLabel('Price').inputValue()).toBe('');
    await brunch.getByText(MENU_DRAFT_TEXTS.priceNotRead).waitFor();
    await screenshot(page, 'menu-import-review-desktop');

    await brunch.getByLabel('Price').fill('8.25');
    expect(await brunch.getByText(MENU_DRAFT_TEXTS.priceNotRead).count()).toBe(0);
    await dialog.getByRole('button', { name: `${MENU_DRAFT_TEXTS.removeItem} Table 12` }).click();
    const drinks = dialog.getByLabel('List Name').nth(1);
    await drinks.fill('Drinks of the Season');
    await dialog.getByRole('button', { name: MENU_DRAFT_TEXTS.publish }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(MENU_DRAFT_TEXTS.published).waitFor();

    // The page shows the new lists and dishes at once; the API has them as published.
    await page.getByTestId('item-card').filter({ hasText: 'Xôi Gà' }).waitFor();
    await page.getByText('Drinks of the Season').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'menu-import-published-desktop');
    const business = (await (await fetch(`${server.url}/api/businesses/${id}`)).json()) as {
      business: Business;
    };
    const lists = Object.fromEntries(
      business.business.lists.map((l) => [l.name, l.items.map((i) => [i.name, i.price])]),
    );
    expect(lists['Weekend Brunch']).toEqual(
      expect.arrayContaining([
        ['Bánh Mì Ốp La', 9.5],
        ['Xôi Gà', 8.25],
      ]),
    );
    expect(lists['Weekend Brunch']).toHaveLength(2);
    expect(lists['Drinks of the Season']).toEqual([['Cà Phê Muối', 5.75]]);
    await page.context().close();
  });

  it('shows the review screen on a phone, full screen', async () => {
    const { page, dialog } = await openImport('phone');
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await screenshot(page, 'menu-import-review-phone');
    await dialog.getByRole('group', { name: 'Weekend Brunch, item 2' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'menu-import-review-phone-scrolled');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
