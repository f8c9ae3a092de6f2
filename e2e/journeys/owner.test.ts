// Owner and admin tools: as the demo admin, look a business up by phone, create a new one, edit its
// name, address and cover photo, add a list, add an item with three tags and an image, edit its
// price and delete it, seeing every change after a reload; as the demo owner, reach the edit form
// from My Businesses on /profile; as a plain user, reach none of it, in the page or through the API.
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';

const ADMIN = { email: 'admin@menudex.app', password: 'menudex-admin' };
const OWNER = { email: 'owner@menudex.app', password: 'menudex-owner' };
const USER = { email: 'user@menudex.app', password: 'menudex-user' };
/** A demo business's phone (the demo uses (408) 555-0100 to 0133). */
const DEMO_PHONE = '4085550100';
/** A phone the demo does not use, for the business this journey creates. */
const NEW_PHONE = '4085550999';
const NEW_PHONE_SHOWN = '(408) 555-0999';

/** Signs in through the API from the page, stores the token as the app does, and reloads. */
async function signIn(page: Page, account: { email: string; password: string }) {
  await page.evaluate(async (credentials) => {
    const response = await fetch('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status}`);
    const { token } = (await response.json()) as { token: string };
    localStorage.setItem('token', JSON.stringify(token));
  }, account);
  await page.reload();
}

/** Calls the API from the page with the stored token; answers the status and the JSON body. */
/** `body` is JSON, or `{ form: {...} }` for a multipart form of text fields. */
async function api(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('token') ?? 'null') as string | null;
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let payload: BodyInit | undefined;
      if (body && 'form' in body) {
        const form = new FormData();
        for (const [key, value] of Object.entries(body.form as Record<string, string>)) {
          form.append(key, value);
        }
        payload = form;
      } else if (body) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(`/api${path}`, { method, headers, body: payload });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/** Collects the page's window.alert texts (accepting them). */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** MUI dialogs fade in (225 ms): wait until every open one is fully shown. */
async function dialogSettled(page: Page) {
  const shown = () =>
    page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.MuiDialog-root .MuiPaper-root')).every(
        (el) => getComputedStyle(el).opacity === '1',
      ),
    );
  await shown();
  // The first frame can read 1 before the fade starts; look again once it would be over.
  await page.waitForTimeout(250);
  await shown();
}

async function openDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await dialogSettled(page);
  return dialog;
}

/** Waits for images on screen to finish loading, so screenshots show them. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images)
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .map((img) =>
          img.complete
            ? Promise.resolve()
            : new Promise((r) => {
                img.addEventListener('load', r, { once: true });
                img.addEventListener('error', r, { once: true });
              }),
        ),
    );
  });
}

const png = (color: string, width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

async function typePhone(page: Page, label: string, digits: string) {
  const input = page.getByLabel(label);
  await input.fill('');
  await input.pressSequentially(digits);
}

const nameInput = (page: Page) => page.getByLabel('Business name');
const lookup = (page: Page) => page.getByRole('region', { name: 'Phone Number Look up' });

async function businessIdByPhone(page: Page, phone: string): Promise<string> {
  const answer = await api(page, 'GET', `/businesses/phone/${phone}`);
  expect(answer.status).toBe(200);
  return (answer.body as { business: Array<{ _id: string }> }).business[0]!._id;
}

describe.runIf(hasBrowser())('Owner and admin tools', () => {
  const browser = useBrowser();

  it('admin: looks up, creates, edits, adds a list and an item, edits and deletes it', async () => {
    const page = await browser.page('desktop');
    const seen = alerts(page);
    await page.goto(`${browser.baseUrl()}/the-list`);
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'My Business' }).first().click();
    await page.getByRole('heading', { name: 'Phone Number Look up' }).waitFor();
    await page.getByRole('heading', { name: 'Assign Business' }).waitFor();
    await screenshot(page, 'owner-my-business-desktop');

    // Search with no number alerts, as the specification says.
    await lookup(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => seen).toEqual(['Please enter a phone number']);

    // The mask takes digits only, and no 0 first.
    await typePhone(page, 'Number Input', `0${DEMO_PHONE}x`);
    expect(await page.getByLabel('Number Input').inputValue()).toBe('(408) 555-0100');
    await lookup(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => nameInput(page).inputValue()).not.toBe('');
    const demoName = await nameInput(page).inputValue();
    expect(await page.getByRole('button', { name: 'Editing' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('heading', { name: 'Phone Number Look up' }).waitFor();

    // Create a new business; creating it again alerts the server's message.
    await typePhone(page, 'Number Input', NEW_PHONE);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByTestId('business-details-editor').waitFor();
    expect(await nameInput(page).inputValue()).toBe('');
    expect(await page.getByLabel('Phone number').inputValue()).toBe(NEW_PHONE_SHOWN);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await typePhone(page, 'Number Input', NEW_PHONE);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => seen.at(-1)).toBe('A business with this phone number already exists');
    await lookup(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('business-details-editor').waitFor();
    expect(demoName).not.toBe('');

    // Name, address and cover photo, saved together.
    const id = await businessIdByPhone(page, NEW_PHONE);
    await nameInput(page).fill('Journey Noodle House');
    await page.getByLabel('Business description').fill('Noodles made by a browser.');
    expect(await page.getByRole('heading', { name: 'Address', exact: true }).count()).toBe(0);
    await page.getByLabel('Address Line 1').fill('77 Test Street');
    await page.getByRole('heading', { name: 'Address', exact: true }).waitFor();
    await page.getByLabel('City').fill('San Jose');
    await page.getByLabel('State').fill('CA');
    await page.getByLabel('Zip Code').fill('95112');
    await page.getByTestId('coverPhoto-input').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await png('#2f6b3a'),
    });
    const cover = page.getByTestId('business-cover').locator('img');
    await expect.poll(() => cover.getAttribute('src')).toMatch(/^blob:/);
    const save = page.getByTestId('save-business');
    expect(await save.isEnabled()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await screenshot(page, 'owner-business-editing-desktop');
    await save.click();
    await expect.poll(() => save.innerText()).toBe('Saved');
    await page.getByText('Changes saved').waitFor();
    await expect.poll(() => cover.getAttribute('src')).toMatch(/\/media\//);
    expect(await save.isDisabled()).toBe(true);

    // Previewing shows the page as visitors will see it.
    await page.getByRole('button', { name: 'Previewing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Journey Noodle House' }).waitFor();
    await page.getByText('San Jose, CA 95112').waitFor();
    expect(await page.getByTestId('coverPhoto-input').count()).toBe(0);
    await page.getByRole('button', { name: 'Editing' }).click();

    // A list, then an item with three tags and an image.
    await page.getByRole('button', { name: 'Add New List' }).click();
    const listDialog = await openDialog(page, 'Add New List');
    await listDialog.getByLabel('List Name').fill('Noodles');
    await listDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Noodles' }).waitFor();

    await page.getByRole('button', { name: 'Add Item to Noodles' }).click();
    const modal = await openDialog(page, 'Add Item to Noodles');
    const preview = modal.getByTestId('image-preview');
    expect(await preview.getAttribute('src')).toBe('/no-photo.svg');
    expect((await preview.boundingBox())?.height).toBe(300);
    expect((await modal.boundingBox())?.width).toBe(500);
    expect(await modal.getByRole('button', { name: 'Generate Photo' }).count()).toBe(0);
    const itemName = 'Journey Bún Bò';
    await modal.getByLabel('Menu Name').fill(itemName);
    // No AI provider on this server: the helpers show, disabled, and say why.
    const generate = modal.getByRole('button', { name: 'Generate Photo' });
    expect(await generate.isDisabled()).toBe(true);
    await generate.locator('..').hover();
    await page
      .getByRole('tooltip', { name: 'AI helpers are not configured on this server' })
      .waitFor();
    const tags = modal.getByLabel('Tags (5 Max)');
    expect(await tags.getAttribute('placeholder')).toBe('click Enter after each tag');
    for (const tag of ['Spicy', 'Beef', 'Soup']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await modal.getByLabel('Menu Description').fill('A bowl for the journey.');
    await modal.getByLabel('Menu Price').fill('12.50');
    // A file that is not an image is refused, and the form keeps what was typed.
    await modal.getByTestId('images-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await modal.getByText('The file is not a supported image').waitFor();
    expect(await modal.getByLabel('Menu Name').inputValue()).toBe(itemName);
    await modal.getByTestId('images-input').setInputFiles({
      name: 'bowl.png',
      mimeType: 'image/png',
      buffer: await png('#b5351f', 800, 600),
    });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await modal.getByText('The file is not a supported image').count()).toBe(0);
    await screenshot(page, 'owner-add-item-desktop');
    await modal.getByRole('button', { name: 'Add Item', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    const card = page.getByTestId('item-card').filter({ hasText: itemName });
    await card.waitFor();
    expect(await card.getByRole('link').allInnerTexts()).toEqual(['Spicy', 'Beef', 'Soup']);
    expect(await card.getByRole('img', { name: itemName }).getAttribute('src')).toMatch(
      /^\/media\//,
    );
    await card.getByText('$12.50').waitFor();

    // Its price, edited.
    await card.getByRole('button', { name: `Edit ${itemName}` }).click();
    const editDialog = await openDialog(page, `Edit ${itemName}`);
    const itemDescription = editDialog.getByLabel('Description');
    expect(await itemDescription.inputValue()).toBe('A bowl for the journey.');
    // Multi-line, at least 4 rows high.
    expect(
      await itemDescription.evaluate(
        (el) => el.clientHeight >= 4 * parseFloat(getComputedStyle(el).lineHeight) - 1,
      ),
    ).toBe(true);
    await editDialog.getByLabel('Price').fill('13.75');
    await screenshot(page, 'owner-item-edit-desktop');
    await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await editDialog.waitFor({ state: 'detached' });
    await card.getByText('$13.75').waitFor();

    // Everything so far is kept: the page read again from the server.
    await page.goto(`${browser.baseUrl()}/businesses/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Journey Noodle House' }).waitFor();
    await page.getByText('77 Test Street').waitFor();
    await page.getByText('San Jose, CA 95112').waitFor();
    expect(await cover.getAttribute('src')).toMatch(/\/media\//);
    await page.getByRole('heading', { level: 2, name: 'Noodles' }).waitFor();
    await card.getByText('$13.75').waitFor();
    expect(await card.getByRole('link').allInnerTexts()).toEqual(['Spicy', 'Beef', 'Soup']);

    // Deleted after a confirmation, and still gone after a reload.
    await page.getByRole('button', { name: 'Editing' }).click();
    await card.getByRole('button', { name: `Delete ${itemName}` }).click();
    const confirm = await openDialog(page, 'Delete this item?');
    await confirm.getByText('A bowl for the journey.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Noodles' }).waitFor();
    expect(await card.count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Journey Noodle House' }).waitFor();

    // The feedback program, off for a new business, switched on by the admin below the page: a
    // visitor then gets the Feedback button.
    const visitor = await browser.page('desktop');
    await visitor.goto(`${browser.baseUrl()}/businesses/${id}`);
    await visitor.getByRole('heading', { level: 1, name: 'Journey Noodle House' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Feedback', exact: true }).count()).toBe(0);
    const program = page.getByRole('switch', { name: 'Feedback program' });
    expect(await program.isChecked()).toBe(false);
    await program.click();
    await page.getByText(/^On: customers see the Feedback button/).waitFor();
    expect(await program.isChecked()).toBe(true);
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Feedback', exact: true }).waitFor();
    await visitor.context().close();
    await page.context().close();
  });

  it('admin at 390 px: the lookup, the page in edit mode and the Add Item modal fit', async () => {
    const page = await browser.page('phone');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await signIn(page, ADMIN);
    await page.goto(`${browser.baseUrl()}/my-business`);
    await page.getByRole('heading', { name: 'Phone Number Look up' }).waitFor();
    await screenshot(page, 'owner-my-business-phone');
    const id = await businessIdByPhone(page, DEMO_PHONE);
    await page.goto(`${browser.baseUrl()}/businesses/${id}`);
    await page.getByRole('button', { name: 'Editing' }).click();
    await page.getByTestId('business-details-editor').waitFor();
    await settle(page);
    await screenshot(page, 'owner-business-editing-phone');
    const noOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noOverflow()).toBe(true);
    await page
      .getByRole('button', { name: /^Add Item to / })
      .first()
      .click();
    const modal = await openDialog(page, /^Add Item to /);
    // 80vw below 700 px.
    expect(Math.round((await modal.boundingBox())?.width ?? 0)).toBe(312);
    await modal.getByLabel('Menu Name').fill('Phone-sized');
    await screenshot(page, 'owner-add-item-phone');
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('owner: opens a business from My Businesses on /profile, edits and saves it', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await signIn(page, OWNER);
    await page.goto(`${browser.baseUrl()}/my-business`);
    await page.getByText('Please Login As Admin to Access').waitFor();

    await page.goto(`${browser.baseUrl()}/profile`);
    const mine = page.getByTestId('my-businesses');
    await mine.getByText('Phở Hòa Bình').click();
    await page.getByTestId('business-details-editor').waitFor();
    expect(await nameInput(page).inputValue()).toBe('Phở Hòa Bình');
    const description = page.getByLabel('Business description');
    const original = await description.inputValue();
    const edited = `${original} Open late on Fridays.`.trim();
    await description.fill(edited);
    const save = page.getByTestId('save-business');
    await save.click();
    await expect.poll(() => save.innerText()).toBe('Saved');
    await screenshot(page, 'owner-profile-editor-desktop');

    // Back returns to the profile; the business page shows the saved description.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await mine.waitFor();
    const profile = (await api(page, 'GET', '/user/profile')).body as {
      businessesOwn: Array<{ _id: string; name: string }>;
    };
    const id = profile.businessesOwn.find((b) => b.name === 'Phở Hòa Bình')!._id;
    await page.goto(`${browser.baseUrl()}/businesses/${id}`);
    await page.getByText('Open late on Fridays.', { exact: false }).waitFor();

    // Put the description back for the other journeys.
    await page.getByRole('button', { name: 'Editing' }).click();
    await page.getByLabel('Business description').fill(original);
    await save.click();
    await expect.poll(() => save.innerText()).toBe('Saved');
    await page.context().close();
  });

  it('plain user: no edit controls, the admin gate, and 403 from the API', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await signIn(page, USER);
    await page.goto(`${browser.baseUrl()}/my-business`);
    await page.getByText('Please Login As Admin to Access').waitFor();
    expect(await page.getByRole('heading', { name: 'Phone Number Look up' }).count()).toBe(0);

    const businesses = (await api(page, 'GET', '/businesses/')).body as Array<{ _id: string }>;
    const id = businesses[0]!._id;
    await page.goto(`${browser.baseUrl()}/businesses/${id}`);
    await page.getByTestId('business-page').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Editing' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Add Item/ }).count()).toBe(0);

    const put = await api(page, 'PUT', `/businesses/${id}`, { form: { name: 'Hijacked' } });
    expect(put.status).toBe(403);
    const item = await api(page, 'POST', `/items/${id}`, { form: { name: 'X', topic: 'Y' } });
    expect(item.status).toBe(403);
    expect((await api(page, 'POST', '/businesses/', { displayPhone: '4085550998' })).status).toBe(
      403,
    );
    expect((await api(page, 'GET', `/businesses/phone/${DEMO_PHONE}`)).status).toBe(403);
    const after = (await api(page, 'GET', `/businesses/${id}`)).body as {
      business: { name: string };
    };
    expect(after.business.name).not.toBe('Hijacked');
    await page.context().close();
  });
});
