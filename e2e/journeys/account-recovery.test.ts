// Accounts people can recover: sign up, open the verification link from the mail (sent over SMTP to
// a server this test runs), see "verified"; forget the password, open the reset link, set a new
// one and sign in with it; open the used link again and ask for a new one from that page. At 1280
// and 390 px.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../apps/server/src/testing/smtp-sink.ts';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { startMailingServer } from '../support/server.ts';
import { openDialog, settle } from '../support/ui.ts';

describe.runIf(hasBrowser())('Account recovery: verified e-mail and password reset', () => {
  const browser = useBrowser();
  let mailing: Awaited<ReturnType<typeof startMailingServer>> | null = null;

  beforeAll(async () => {
    mailing = await startMailingServer({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await mailing?.stop();
  });

  const base = () => mailing?.server.url ?? '';

  async function openModal(page: Page) {
    await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
    return openDialog(page, /Sign Up|Sign In/);
  }

  for (const size of ['desktop', 'phone'] as const) {
    it(`signs up, verifies from the mail, resets a forgotten password and signs in with it (${size})`, async () => {
      const page = await browser.page(size);
      const email = `recover-${size}-${crypto.randomBytes(3).toString('hex')}@example.com`;
      await page.goto(`${base()}/the-list`);

      // Sign up: the server mails a verification link, and the dialog says where it went.
      let dialog = await openModal(page);
      await dialog.getByLabel('User Name').fill('Recovering Reader');
      await dialog.getByLabel('Email Address').fill(email);
      await dialog.getByLabel('Password').fill('first-password');
      await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
      const signedUp = await openDialog(page, "You're signed in");
      expect(await signedUp.textContent()).toContain(
        `We sent an e-mail to ${email} with a link to confirm your address`,
      );
      await screenshot(page, `signed-up-${size}`);
      await signedUp.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Account menu' }).waitFor();

      // The profile says the address is unverified and offers a new link.
      await page.goto(`${base()}/profile`);
      const notice = page.getByTestId('unverified-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(`${email} is not verified`);
      expect(await notice.getByRole('button', { name: 'Resend link' }).isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, `profile-unverified-${size}`);
      await page.getByRole('heading', { name: 'Account', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `profile-account-${size}`);

      // The link from the mail verifies the address.
      const verifyMail = await mailing!.smtp.next(email);
      expect(verifyMail.subject).toBe('Verify your e-mail address for Menudex');
      await page.goto(linkIn(verifyMail.text, 'verify-email').toString());
      const verified = page.getByText('Your e-mail address is verified');
      await verified.waitFor();
      // The token leaves the address bar once read.
      expect(page.url()).toBe(`${base()}/verify-email`);
      await screenshot(page, `verify-email-${size}`);
      await page.goto(`${base()}/profile`);
      await page.getByRole('heading', { name: 'Account', exact: true }).waitFor();
      expect(await page.getByTestId('unverified-notice').count()).toBe(0);

      // Log out, then forget the password.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      dialog = await openModal(page);
      await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Reset Password' });
      await forgot.getByLabel('Email Address').fill(email);
      await forgot.getByRole('button', { name: 'Send reset link' }).click();
      await forgot.getByText('If an account exists for this address').waitFor();
      await screenshot(page, `forgot-password-${size}`);

      // The reset link: a new password, then sign in with it.
      const resetMail = await mailing!.smtp.next(email);
      expect(resetMail.subject).toBe('Set a new Menudex password');
      await page.goto(linkIn(resetMail.text, 'reset-password').toString());
      await page.locator('input[name="new-password"]').fill('second-password');
      await screenshot(page, `reset-password-${size}`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Your password has been changed').waitFor();
      const resetLink = linkIn(resetMail.text, 'reset-password').toString();
      await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
      dialog = await openDialog(page, /Sign Up|Sign In/);
      await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
      await dialog.getByLabel('Email Address').fill(email);
      await dialog.getByLabel('Password').fill('first-password');
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      await dialog.getByRole('alert').waitFor();
      expect(await dialog.getByRole('alert').textContent()).toContain('Wrong e-mail or password');
      await dialog.getByLabel('Password').fill('second-password');
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('button', { name: 'Account menu' }).waitFor();

      // The used link, opened again: said at once, with no password form, and a new link asked
      // for right there.
      // From another page: the browser would only change the fragment on the same one.
      await page.goto(`${base()}/the-list`);
      await page.goto(resetLink);
      await page.getByText('This link was used or has expired').waitFor();
      expect(await page.getByText('This link has already been used').isVisible()).toBe(true);
      expect(await page.locator('input[name="new-password"]').count()).toBe(0);
      await screenshot(page, `reset-link-used-${size}`);
      const ask = page.getByRole('form', { name: 'Ask for a new link' });
      await ask.getByLabel('Email Address').fill(email);
      await ask.getByRole('button', { name: 'Send a new link' }).click();
      await page.getByText('If an account exists for this address').waitFor();
      const again = await mailing!.smtp.next(email);
      expect(again.subject).toBe('Set a new Menudex password');
      expect(linkIn(again.text, 'reset-password').toString()).not.toBe(resetLink);
      await page.context().close();
    });
  }
});
