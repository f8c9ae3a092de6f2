// The main tasks by keyboard alone (issue 41), checking where focus is after each step: the skip
// link, opening a dish from The List and going back to it, liking it (anonymous: the sign-in dialog,
// closed and then used to sign in, after which focus is back on the like button), liking and
// favoriting signed in, and an owner going from Editing to Add Item in a few presses.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/journey.ts';
import {
  appStarted,
  focused,
  focusSettlesOn,
  tabUntil,
  type Focused,
} from '../support/keyboard.ts';
import { demoBusinessId, dialogSettled, OWNER, signIn, USER } from '../support/ui.ts';

const isCardBody = (f: Focused) => f.cardBody;

/** The item id of the card holding the focused element. */
async function focusedCardItem(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document.activeElement
        ?.closest('[data-testid="item-card"]')
        ?.querySelector('[data-like-for]')
        ?.getAttribute('data-like-for') ?? null,
  );
}

describe.runIf(hasBrowser())('keyboard (issue 41)', () => {
  const browser = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    it(`the first Tab shows "Skip to content", which moves focus to the page's content (${size})`, async () => {
      const page = await browser.page(size);
      await page.goto(`${browser.baseUrl()}/the-list`);
      await page.getByTestId('item-card').first().waitFor();
      await appStarted(page);
      await page.keyboard.press('Tab');
      const skip = await focused(page);
      expect(skip).toMatchObject({ tag: 'A', name: 'Skip to content', onScreen: true });
      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ tag: 'MAIN', id: 'main' });
      expect(page.url()).not.toContain('#');
      // The next Tab is in the page's content, past the top bar.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: 'Filters', inView: true });
      await page.context().close();
    });
  }

  it('opens a dish from The List, goes back to its card, signs in from Like and likes and favorites, focus following each step', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await page.getByTestId('item-card').first().waitFor();
    await appStarted(page);

    // The second card's body (a dish lower in the grid), by Tab: ringed and clear of the top bar.
    await tabUntil(page, isCardBody);
    await tabUntil(page, isCardBody);
    expect((await focused(page)).inView).toBe(true);
    const itemId = await focusedCardItem(page);
    expect(itemId).toBeTruthy();
    const ring = await page.evaluate(
      () =>
        getComputedStyle(document.activeElement!.closest('[data-testid="item-card"]')!)
          .outlineWidth,
    );
    expect(ring).toBe('2px');

    // Open it: its business page, with focus on the dish's card.
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/businesses/*#item-${itemId}`);
    const highlighted = page.locator('[data-highlighted="true"]');
    await highlighted.waitFor();
    await focusSettlesOn(page, (f) => f.tag === 'A' && f.inView, 'the opened dish’s name, in view');
    expect(await focusedCardItem(page)).toBe(itemId);

    // Back (the page's own button): The List again, with focus on the card the dish was opened from.
    await tabUntil(page, (f) => f.name === 'Back', { back: true, max: 150 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/the-list');
    await focusSettlesOn(page, (f) => isCardBody(f) && f.inView, 'the card’s body, in view');
    expect(await focusedCardItem(page)).toBe(itemId);

    // Open it again and like it: a visitor is asked to sign in; closing the dialog gives focus back.
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/businesses/*#item-${itemId}`);
    await focusSettlesOn(page, (f) => f.tag === 'A', 'the opened dish’s name');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ likeFor: itemId });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialogSettled(page);
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await focusSettlesOn(page, (f) => f.likeFor === itemId, 'the like button');

    // Again, and sign in through the dialog by keyboard: after the page reloads (as signing in
    // does), focus is on the like button again.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialogSettled(page);
    await tabUntil(page, (f) => f.inDialog && /already have an account/i.test(f.name));
    await page.keyboard.press('Enter');
    await tabUntil(page, (f) => f.name.startsWith('Email Address'), { back: true });
    await page.keyboard.type(USER.email);
    await tabUntil(page, (f) => f.name.startsWith('Password'));
    await page.keyboard.type(USER.password);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await focusSettlesOn(
      page,
      (f) => f.likeFor === itemId && f.inView,
      'the like button, in view, after signing in',
    );

    // Like it: focus stays on the button while the like is sent and after (the list it is in is
    // sorted by likes, so its card may move).
    const like = page.locator(`[data-like-for="${itemId}"]`);
    const wasPressed = await like.getAttribute('aria-pressed');
    await page.keyboard.press('Enter');
    await expect.poll(() => like.getAttribute('aria-pressed')).not.toBe(wasPressed);
    await expect.poll(() => like.getAttribute('aria-disabled')).toBeNull();
    expect(await focused(page)).toMatchObject({ likeFor: itemId });
    // And back as it was (the demo data is shared by the journeys).
    await page.keyboard.press('Enter');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(wasPressed);
    await expect.poll(() => like.getAttribute('aria-disabled')).toBeNull();
    expect(await focused(page)).toMatchObject({ likeFor: itemId });

    // Favorite the business: Shift+Tab up to the toolbar; focus stays on the button.
    await tabUntil(page, (f) => f.testId === 'favorite-button', { back: true, max: 150 });
    const favorite = page.getByTestId('favorite-button');
    const wasFavorite = await favorite.getAttribute('aria-pressed');
    await page.keyboard.press('Enter');
    await expect.poll(() => favorite.getAttribute('aria-pressed')).not.toBe(wasFavorite);
    await expect.poll(() => favorite.getAttribute('aria-disabled')).toBeNull();
    expect(await focused(page)).toMatchObject({ testId: 'favorite-button', inView: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe(wasFavorite);
    await expect.poll(() => favorite.getAttribute('aria-disabled')).toBeNull();
    expect(await focused(page)).toMatchObject({ testId: 'favorite-button' });
    await page.context().close();
  });

  it('an owner goes from Editing to Add Item in three presses, and back to it from its dialog', async () => {
    const page = await browser.page('desktop');
    const cafe = await demoBusinessId(browser.baseUrl(), 'Hạt Cà Phê');
    await page.goto(`${browser.baseUrl()}/businesses/${cafe}`);
    await signIn(page, OWNER);
    await appStarted(page);
    await tabUntil(page, (f) => f.name === 'Editing');
    await page.keyboard.press('Enter');
    await page.getByTestId('business-details-editor').waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Editing' });

    // Tab, Tab ('Skip to Add Item', shown while it has focus), Enter.
    const presses = await tabUntil(page, (f) => f.name === 'Skip to Add Item', { max: 5 });
    expect(presses).toBeLessThanOrEqual(2);
    expect((await focused(page)).inView).toBe(true);
    await page.keyboard.press('Enter');
    await focusSettlesOn(
      page,
      (f) => f.name.startsWith('Add Item to ') && f.inView,
      'the first Add Item, in view',
    );

    // Its dialog opens with focus inside, and Escape gives focus back to Add Item.
    const addItem = (await focused(page)).name;
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: addItem }).waitFor();
    await dialogSettled(page);
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await focusSettlesOn(page, (f) => f.name === addItem, 'Add Item again');
    await page.context().close();
  });
});
