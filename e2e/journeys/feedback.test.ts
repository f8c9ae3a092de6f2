// The cafe feedback journey: a new customer opens the cafe's feedback link (the QR code's target),
// rates the three questions, submits, redeems the 10% discount at the till and sees the success
// screen; reopening the link shows the cool-down. Then the cafe's owner sees the feedback and the QR
// code on the business page. At 390 px (the phone at the table) and 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { OWNER, rate, signIn } from '../support/ui.ts';

const CAFE = 'Hạt Cà Phê';
const COOLDOWN = 'Thanks for your feedback! You can leave feedback again in 2 days.';

type Summary = { _id: string; name: string; feedbackEnabled: boolean };

async function cafeId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/businesses/`);
  const businesses = (await response.json()) as Summary[];
  const cafe = businesses.find((b) => b.name === CAFE);
  if (!cafe) throw new Error(`${CAFE} is not in the demo data`);
  expect(cafe.feedbackEnabled).toBe(true);
  return cafe._id;
}

/** Dialogs fade in: wait until the animation is over before a screenshot. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().length === 0 &&
      Array.from(document.querySelectorAll('.MuiDialog-container')).every(
        (el) => getComputedStyle(el).opacity === '1',
      ),
  );
}

describe.runIf(hasBrowser())('Feedback', () => {
  const browser = useBrowser();

  for (const size of ['phone', 'desktop'] as const) {
    it(`a new customer rates the cafe, redeems the discount, then sees the cool-down (${size})`, async () => {
      const id = await cafeId(browser.baseUrl());
      const page = await browser.page(size);
      const link = `${browser.baseUrl()}/businesses/${id}/feedback`;
      await page.goto(link);

      const modal = page.getByRole('dialog', { name: /Feedback/ });
      await modal.waitFor();
      const submit = modal.getByRole('button', { name: 'Submit' });
      await submit.waitFor();
      expect(await submit.isDisabled()).toBe(true);
      const uniqueId = await page.evaluate(() => localStorage.getItem('uniqueId'));
      expect(uniqueId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );

      // Ratings stack under their question below 600 px and sit beside it above.
      const group = modal.getByRole('group', { name: 'Customer Service' });
      const title = await group.getByRole('heading', { name: 'Customer Service' }).boundingBox();
      const stars = await group.locator('.MuiRating-root').boundingBox();
      if (size === 'phone') expect(stars!.y).toBeGreaterThan(title!.y + title!.height - 1);
      else
        expect(
          Math.abs(stars!.y + stars!.height / 2 - (title!.y + title!.height / 2)),
        ).toBeLessThan(8);

      expect(await rate(page, 'Customer Service', '5 Stars, Espresso Excellence')).toBe(
        'Espresso Excellence',
      );
      expect(await rate(page, 'Atmoshpere', '4 Stars, Enjoyable and Pleasant')).toBe(
        'Enjoyable and Pleasant',
      );
      expect(await submit.isDisabled()).toBe(true);
      expect(await rate(page, 'Speed', '3 Stars, Relaxed pace')).toBe('Relaxed pace');
      expect(await submit.isEnabled()).toBe(true);

      // The menu item section: Yes adds it at 5 stars; off removes it again.
      await modal.getByRole('switch', { name: 'Yes' }).click();
      const menuItem = modal.getByRole('group', { name: 'Menu item' });
      expect(await menuItem.getByRole('radio', { name: '5 Stars, Outstanding' }).isChecked()).toBe(
        true,
      );
      await modal.getByRole('textbox', { name: 'Which item, and how was it?' }).fill('Egg coffee');
      await modal.getByRole('textbox', { name: 'Suggestions' }).fill('More seats by the window');
      await settled(page);
      await screenshot(page, `feedback-form-${size}`);

      await submit.click();
      const card = modal.getByTestId('discount-card');
      await card.waitFor();
      expect(await card.innerText()).toContain('Thank you');
      expect(await card.innerText()).toContain('10% Discount');
      expect(await card.innerText()).toContain(`10% off your next order at ${CAFE}`);
      await screenshot(page, `feedback-discount-${size}`);

      await card.getByRole('button', { name: 'Redeem' }).click();
      const confirm = page.getByRole('dialog', { name: 'Redeem discount (10%)' });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain(
        'Only click YES after you show this to the cashier',
      );
      await settled(page);
      await screenshot(page, `feedback-confirm-${size}`);

      await confirm.getByRole('button', { name: 'YES' }).click();
      await modal.getByText('Successfuly redeemed!').waitFor();
      await settled(page);
      await screenshot(page, `feedback-redeemed-${size}`);

      // Reopening the link (the QR code again) shows the cool-down to the same customer.
      await page.goto(link);
      await page
        .getByRole('dialog', { name: /Feedback/ })
        .getByText(COOLDOWN)
        .waitFor();
      expect(await page.evaluate(() => localStorage.getItem('uniqueId'))).toBe(uniqueId);
      await settled(page);
      await screenshot(page, `feedback-cooldown-${size}`);

      // Closing the dialog leaves the cafe's page.
      await page.getByRole('button', { name: 'Close' }).first().click();
      await page.waitForURL(new RegExp(`/businesses/${id}$`));
      await page
        .getByTestId('business-page')
        .getByRole('heading', { level: 1, name: CAFE })
        .waitFor();
      await page.context().close();
    });
  }

  for (const size of ['desktop', 'phone'] as const) {
    it(`the owner sees the feedback received and the QR code of the link (${size})`, async () => {
      const id = await cafeId(browser.baseUrl());
      const page = await browser.page(size);
      await page.goto(`${browser.baseUrl()}/businesses/${id}`);
      await page
        .getByTestId('business-page')
        .getByRole('heading', { level: 1, name: CAFE })
        .waitFor();
      // Visitors do not see the owner's tools.
      expect(await page.getByTestId('feedback-owner-panels').count()).toBe(0);
      await signIn(page, OWNER);

      const summary = page.getByRole('region', { name: 'Customer feedback' });
      await summary.getByText(/forms? received/).waitFor();
      expect(await summary.innerText()).toContain('Customer Service');
      expect(await summary.innerText()).toContain('More seats by the window');
      const qr = page.getByRole('region', { name: 'Feedback QR code' });
      const image = qr.getByRole('img', { name: 'QR code of the feedback link' });
      await image.waitFor();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      expect(await qr.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
        `feedback-qr-${id}.svg`,
      );
      await summary.scrollIntoViewIfNeeded();
      await screenshot(page, `feedback-owner-panels-${size}`);
      await page.context().close();
    });
  }
});
