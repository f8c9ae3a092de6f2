// The AI drafting helpers with a fake provider: in the Add Item modal, type a name, generate the
// photo and the description, add the item and see the generated photo on its card; a provider that
// fails or hangs shows its message; the item edit form's Generate buttons work the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_DESCRIPTION,
  startServerWithFakeAi,
  type ServerWithFakeAi,
} from '../support/fake-openai.ts';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { ADMIN, openDialog, signIn } from '../support/ui.ts';

describe.runIf(hasBrowser())('AI helpers', () => {
  const browser = useBrowser();
  let ai: ServerWithFakeAi | null = null;
  beforeAll(async () => {
    ai = await startServerWithFakeAi();
  });
  afterAll(async () => {
    await ai?.stop();
  });

  it('drafts a photo and a description for a new item; its card shows the generated photo', async () => {
    const server = ai!;
    const page = await browser.page('desktop');
    await page.goto(`${server.url}/the-list`);
    await signIn(page, ADMIN);
    const businesses = (await (await fetch(`${server.url}/api/businesses/`)).json()) as Array<{
      _id: string;
    }>;
    await page.goto(`${server.url}/businesses/${businesses[1]!._id}`);
    await page.getByRole('button', { name: 'Editing' }).click();
    const addItem = page.getByRole('button', { name: /^Add Item to / }).first();
    const topic = (await addItem.getAttribute('aria-label'))!.replace('Add Item to ', '');
    await addItem.click();
    const modal = await openDialog(page, `Add Item to ${topic}`);

    // The helpers appear once there is a name to draft from.
    expect(await modal.getByRole('button', { name: 'Generate Photo' }).count()).toBe(0);
    const name = 'Bún Bò Huế Đặc Biệt';
    await modal.getByLabel('Menu Name').fill(name);
    const photo = modal.getByRole('button', { name: 'Generate Photo' });
    const description = modal.getByRole('button', { name: 'Generate Description' });
    expect(await photo.isEnabled()).toBe(true);

    await photo.click();
    const preview = modal.getByTestId('image-preview');
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(
      await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await description.click();
    await expect
      .poll(() => modal.getByLabel('Menu Description').inputValue())
      .toBe(FAKE_DESCRIPTION);
    const prompts = server.fake.requests.map((r) => JSON.stringify(r.body));
    expect(prompts.filter((p) => p.includes(name))).toHaveLength(2);

    // A provider that fails says so; one that hangs shows the spinner, then the timeout.
    server.fake.mode = 'error';
    await description.click();
    await modal.getByText(/^The AI provider failed/).waitFor();
    expect(await modal.getByLabel('Menu Description').inputValue()).toBe(FAKE_DESCRIPTION);
    server.fake.mode = 'hang';
    await photo.click();
    await expect.poll(() => photo.getAttribute('aria-busy')).toBe('true');
    await modal.getByText('The AI provider did not answer in time').waitFor({ timeout: 20_000 });
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    server.fake.mode = 'ok';
    await screenshot(page, 'ai-add-item-desktop');

    await modal.getByLabel('Menu Price').fill('15');
    await modal.getByRole('button', { name: 'Add Item', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    const card = page.getByTestId('item-card').filter({ hasText: name });
    await card.waitFor();
    const image = card.getByRole('img', { name });
    expect(await image.getAttribute('src')).toMatch(/^\/media\/.+\.webp$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await card
      .getByText(FAKE_DESCRIPTION.split(' ').slice(0, 3).join(' '), { exact: false })
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'ai-item-card-desktop');

    // The item edit form's helpers work the same way.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = await openDialog(page, `Edit ${name}`);
    await edit.getByLabel('Description', { exact: true }).fill('');
    await edit.getByRole('button', { name: 'Generate Description' }).click();
    await expect
      .poll(() => edit.getByLabel('Description', { exact: true }).inputValue())
      .toBe(FAKE_DESCRIPTION);
    const before = await edit.getByTestId('image-preview').getAttribute('src');
    await edit.getByRole('button', { name: 'Generate Photo' }).click();
    await expect
      .poll(() => edit.getByTestId('image-preview').getAttribute('src'))
      .toMatch(/^data:image\/jpeg;base64,/);
    expect(before).toMatch(/\/media\//);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    expect(await image.getAttribute('src')).toMatch(/^\/media\/.+\.webp$/);
    await page.context().close();
  });
});
