// The owner's item form in both languages (issue 40, DESIGN.md 7.5, docs/decisions/053): as the demo
// owner, on an English page the item edit form speaks the specification's English, on a Vietnamese
// page Vietnamese (the owner area, downloaded with the edit mode); a Vietnamese name entered there and
// saved shows on the Vietnamese business page, and the original stays on the English one.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/journey.ts';
import { api, openDialog, OWNER, screenshotBothWidths, settle, signIn } from '../support/ui.ts';

/** The demo owner's business whose first dish the journey translates (and puts back). */
const OWNED = 'Phở Hòa Bình';
/** The Vietnamese name the journey gives the dish. */
const VI_NAME = 'Phở đặc biệt hành trình';

/** Each language's words for what the journey reads and presses. */
const WORDS = {
  en: {
    prefix: '',
    editing: 'Editing',
    edit: (name: string) => `Edit ${name}`,
    labels: ['Name', 'Vietnamese name', 'Description', 'Vietnamese description', 'Price'],
    draft: 'Draft with AI',
    heading: 'In Vietnamese',
    save: 'Save',
    cancel: 'Cancel',
  },
  vi: {
    prefix: '/vi',
    editing: 'Chỉnh sửa',
    edit: (name: string) => `Sửa ${name}`,
    labels: ['Tên', 'Tên tiếng Việt', 'Mô tả', 'Mô tả tiếng Việt', 'Giá'],
    draft: 'Soạn bằng AI',
    heading: 'Bằng tiếng Việt',
    save: 'Lưu',
    cancel: 'Hủy',
  },
} as const;

type Language = keyof typeof WORDS;
type Dish = { _id: string; name: string };

/** The form's field labels, in order (MUI adds ' *' to a required field's label). */
const labelsOf = (dialog: Locator) =>
  dialog
    .locator('label')
    .evaluateAll((labels) =>
      labels.map((label) => (label.textContent ?? '').replace(/\s*\*$/, '').trim()),
    );

/** Opens the business page in a language, starts Editing, and opens the dish's edit form. */
async function openItemForm(page: Page, base: string, id: string, dish: Dish, language: Language) {
  const words = WORDS[language];
  await page.goto(`${base}${words.prefix}/businesses/${id}`);
  // The owner's controls show disabled until the edit mode (and its texts) arrive.
  const editing = page.getByRole('button', { name: words.editing, exact: true });
  await expect.poll(() => editing.isEnabled(), { timeout: 60_000 }).toBe(true);
  await editing.click();
  await page.getByRole('button', { name: words.edit(dish.name), exact: true }).click();
  const title = words.edit(dish.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return openDialog(page, new RegExp(`^${title}$`));
}

describe.skipIf(!hasBrowser())('the owner item form in both languages', () => {
  const browser = useBrowser();
  let cleanUp: (() => Promise<unknown>) | null = null;
  afterAll(async () => {
    await cleanUp?.();
  });

  it('speaks the page language, and a Vietnamese name saved there shows on the Vietnamese page only', async () => {
    const base = browser.baseUrl();
    const page = await browser.page('desktop');
    await page.goto(base);
    await signIn(page, OWNER);
    const profile = (await api(page, 'GET', '/user/profile')).body as {
      businessesOwn: Array<{ _id: string; name: string }>;
    };
    const id = profile.businessesOwn.find((b) => b.name === OWNED)!._id;
    const business = (await api(page, 'GET', `/businesses/${id}`)).body as {
      business: { lists: Array<{ items: Dish[] }> };
    };
    const dish = business.business.lists.flatMap((list) => list.items)[0]!;
    // Whatever happens below, the dish is left without a Vietnamese name for the other journeys.
    cleanUp = () =>
      api(page, 'PUT', `/items/${dish._id}`, { form: { 'translations[vi][name]': '' } });

    // English: the specification's words, the Vietnamese fields beside the originals.
    let form = await openItemForm(page, base, id, dish, 'en');
    expect(await labelsOf(form)).toEqual(expect.arrayContaining([...WORDS.en.labels]));
    expect(await form.getByRole('group', { name: WORDS.en.heading }).isVisible()).toBe(true);
    expect(await form.getByRole('button', { name: WORDS.en.draft }).count()).toBe(1);
    expect(await form.getByRole('button', { name: WORDS.en.save, exact: true }).isVisible()).toBe(
      true,
    );
    await screenshotBothWidths(
      page,
      'languages-owner-item-form-en',
      form.getByTestId('translation-fields'),
    );
    await form.getByRole('button', { name: WORDS.en.cancel }).click();
    await form.waitFor({ state: 'detached' });

    // Vietnamese: the same form in Vietnamese, editing the original name with the translation.
    form = await openItemForm(page, base, id, dish, 'vi');
    expect(await labelsOf(form)).toEqual(expect.arrayContaining([...WORDS.vi.labels]));
    expect(await form.getByLabel(WORDS.vi.labels[0], { exact: true }).inputValue()).toBe(dish.name);
    await form.getByLabel(WORDS.vi.labels[1], { exact: true }).fill(VI_NAME);
    await screenshotBothWidths(
      page,
      'languages-owner-item-form-vi',
      form.getByTestId('translation-fields'),
    );
    await form.getByRole('button', { name: WORDS.vi.save, exact: true }).click();
    await form.waitFor({ state: 'detached' });
    // The business's own Vietnamese name and description, beside its originals in the same editor.
    const businessFields = page
      .getByTestId('business-details-editor')
      .getByRole('group', { name: WORDS.vi.heading });
    expect(await businessFields.getByLabel(WORDS.vi.labels[1], { exact: true }).count()).toBe(1);
    await screenshotBothWidths(page, 'languages-owner-business-vi', businessFields);
    const saved = (await api(page, 'GET', `/businesses/${id}`)).body as {
      business: {
        lists: Array<{ items: Array<Dish & { translations?: { vi?: { name?: string } } }> }>;
      };
    };
    const savedDish = saved.business.lists.flatMap((l) => l.items).find((i) => i._id === dish._id);
    expect(savedDish?.name).toBe(dish.name);
    expect(savedDish?.translations?.vi?.name).toBe(VI_NAME);

    // As a visitor: the Vietnamese page shows the Vietnamese name, the English page the original.
    const visitor = await browser.page('desktop');
    await visitor.goto(`${base}/vi/businesses/${id}`);
    await settle(visitor);
    expect(await visitor.getByText(VI_NAME, { exact: true }).count()).toBeGreaterThan(0);
    await visitor.goto(`${base}/businesses/${id}`);
    await settle(visitor);
    expect(await visitor.getByText(dish.name, { exact: true }).count()).toBeGreaterThan(0);
    expect(await visitor.getByText(VI_NAME, { exact: true }).count()).toBe(0);
  });
});
