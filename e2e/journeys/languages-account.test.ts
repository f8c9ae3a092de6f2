// The sign-in dialog in both languages (issue 40, docs/decisions/053): on a Vietnamese page its
// texts come in Vietnamese (the account area, downloaded when the dialog opens), on an English page
// in the specification's English; signing in through it reloads the page in its own language.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/journey.ts';
import { appStarted } from '../support/keyboard.ts';
import { openDialog, screenshotBothWidths, USER } from '../support/ui.ts';

/** Each language's words for what the journey reads and presses. */
const WORDS = {
  en: {
    signIn: 'Sign In',
    signUp: 'Sign Up',
    userName: 'User Name',
    email: 'Email Address',
    password: 'Password',
    haveAccount: 'Already have an account? Sign in',
    noAccount: "Don't have an account? Sign Up",
    close: 'Close',
    accountMenu: 'Account menu',
    theList: 'The List',
  },
  vi: {
    signIn: 'Đăng nhập',
    signUp: 'Đăng ký',
    userName: 'Tên người dùng',
    email: 'Địa chỉ email',
    password: 'Mật khẩu',
    haveAccount: 'Đã có tài khoản? Đăng nhập',
    noAccount: 'Chưa có tài khoản? Đăng ký',
    close: 'Đóng',
    accountMenu: 'Menu tài khoản',
    theList: 'Danh sách',
  },
} as const;

type Language = keyof typeof WORDS;

/** The field labels a dialog shows (MUI adds ' *' to a required field's label). */
const labelsOf = (dialog: Locator) =>
  dialog
    .locator('label')
    .evaluateAll((labels) =>
      labels.map((label) => (label.textContent ?? '').replace(/\s*\*$/, '').trim()),
    );

/** Opens the dialog from the top bar's button, checks its texts, and signs in through it. */
async function signInThroughDialog(page: Page, language: Language, screenshotName: string) {
  const words = WORDS[language];
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  const dialog = await openDialog(page, words.signUp);
  expect(await labelsOf(dialog)).toEqual([words.userName, words.email, words.password]);
  expect(await dialog.getByRole('button', { name: words.signUp, exact: true }).isVisible()).toBe(
    true,
  );
  expect(await dialog.getByRole('button', { name: words.close }).isVisible()).toBe(true);
  await screenshotBothWidths(page, `${screenshotName}-sign-up`);

  await dialog.getByRole('button', { name: words.haveAccount }).click();
  const signIn = page.getByRole('dialog', { name: words.signIn });
  await signIn.waitFor();
  expect(await labelsOf(signIn)).toEqual([words.email, words.password]);
  expect(await signIn.getByRole('button', { name: words.noAccount }).isVisible()).toBe(true);
  await signIn.getByLabel(words.email).fill(USER.email);
  await signIn.getByLabel(words.password).fill(USER.password);
  await screenshotBothWidths(page, `${screenshotName}-sign-in`);
  await signIn.getByRole('button', { name: words.signIn, exact: true }).click();
  // Signed in, the page reloads: the account menu replaces the Sign In button.
  await page.getByRole('button', { name: words.accountMenu }).waitFor();
}

describe.runIf(hasBrowser())('the sign-in dialog in two languages (issue 40)', () => {
  const browser = useBrowser();

  it('speaks Vietnamese on a Vietnamese page, and the page stays Vietnamese after signing in', async () => {
    const base = browser.baseUrl();
    const page = await browser.page('desktop');
    await page.goto(`${base}/vi/the-list`);
    await appStarted(page);
    await signInThroughDialog(page, 'vi', 'languages-account-vi');
    expect(page.url()).toBe(`${base}/vi/the-list`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe(WORDS.vi.theList);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it("speaks the specification's English on an English page, which stays English after signing in", async () => {
    const base = browser.baseUrl();
    const page = await browser.page('desktop');
    await page.goto(`${base}/the-list`);
    await appStarted(page);
    await signInThroughDialog(page, 'en', 'languages-account-en');
    expect(page.url()).toBe(`${base}/the-list`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe(WORDS.en.theList);
    await page.context().close();
  });
});
