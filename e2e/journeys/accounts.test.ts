// Accounts: sign up through the modal, see the user menu, log out, sign in again; admins see My
// Business; an expired session is logged out on reload.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const PASSWORD = 'journey-password';

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // MUI dialogs fade in: wait until it is fully shown.
  await page.waitForFunction(() => {
    const paper = document.querySelector('[role="dialog"]');
    return paper !== null && getComputedStyle(paper.parentElement ?? paper).opacity === '1';
  });
  return dialog;
}

async function signInThroughModal(page: Page, email: string, password: string) {
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/** An HS256 session token like the server's, signed with its demo secret, that expired an hour ago. */
function expiredToken(secret: string, userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256' })}.${part({ sub: userId, iss: 'menudex', iat: now - 7200, exp: now - 3600 })}`;
  const signature = crypto.createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe.runIf(hasBrowser())('Accounts', () => {
  const browser = useBrowser();

  it('signs up through the modal, shows the user menu, logs out and signs in again', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    const dialog = await openModal(page);
    for (const label of ['User Name', 'Email Address', 'Password']) {
      expect(await dialog.getByLabel(label).isVisible()).toBe(true);
    }
    await screenshot(page, 'sign-in-modal-desktop');

    const email = `journey-${crypto.randomBytes(4).toString('hex')}@example.com`;
    await dialog.getByLabel('User Name').fill('Journey Tester');
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // Signed in at once, and told so: the demo server writes its mail to its log, and the dialog
    // says that rather than claiming a mail was sent.
    const signedUp = page.getByRole('dialog', { name: "You're signed in" });
    await signedUp.waitFor();
    const told = (await signedUp.textContent()) ?? '';
    expect(told).toContain('writes its mail to its own log instead of sending it');
    expect(told).toContain(email);
    expect(told).not.toContain('We sent');
    expect(JSON.parse((await storedToken(page)) ?? 'null')).toEqual(expect.any(String));
    await screenshot(page, 'signed-up-desktop');
    await signedUp.getByRole('button', { name: 'Continue' }).click();

    // The page reloads signed in: the user menu replaces Sign In.
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(JSON.parse((await storedToken(page)) ?? 'null')).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'My Business' }).count()).toBe(0);
    await screenshot(page, 'user-menu-desktop');

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await storedToken(page)).toBeNull();

    await signInThroughModal(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await storedToken(page)).not.toBeNull();
    await page.context().close();
  });

  it('shows the wrong-password message in the modal', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await signInThroughModal(page, 'user@menudex.app', 'not-the-password');
    const alert = page.getByRole('dialog').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Wrong e-mail or password');
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  });

  it('shows My Business in the navigation to the demo admin', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await signInThroughModal(page, 'admin@menudex.app', 'menudex-admin');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.getByRole('link', { name: 'My Business' }).waitFor();
    await page.context().close();
  });

  it('lays the modal out on a phone', async () => {
    const page = await browser.page('phone');
    await page.goto(`${browser.baseUrl()}/the-list`);
    const dialog = await openModal(page);
    const box = await dialog.boundingBox();
    // 80vw below 700 px.
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(390 * 0.8));
    await screenshot(page, 'sign-in-modal-phone');
    await page.context().close();
  });

  it('logs out an expired session on reload', async () => {
    const login = await fetch(`${browser.baseUrl()}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@menudex.app', password: 'menudex-user' }),
    });
    expect(login.status).toBe(200);
    const { user } = (await login.json()) as { user: { _id: string } };
    const secret = (await fs.readFile(path.join(inject('dataDir'), 'jwt-secret'), 'utf8')).trim();
    const token = expiredToken(secret, user._id);
    const check = await fetch(`${browser.baseUrl()}/api/user/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.status).toBe(401);
    expect(await check.json()).toEqual({ message: 'jwt expired' });

    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await page.evaluate((t) => window.localStorage.setItem('token', JSON.stringify(t)), token);
    await page.reload();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await expect.poll(() => storedToken(page)).toBeNull();
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    await page.context().close();
  });
});

// The real provider scripts come from Google and Facebook; here the browser gets small stand-ins
// (or a failed load), so the modal's provider layout and fallbacks can be checked offline.
const FAKE_GOOGLE = `window.google = { accounts: { id: {
  initialize: function (o) { window.__gsiCallback = o.callback; },
  renderButton: function (el) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'Sign in with Google';
    b.style.cssText = 'width:260px;height:40px;border:1px solid #dadce0;border-radius:20px;background:#fff;font:500 14px sans-serif';
    b.onclick = function () { window.__gsiCallback({ credential: 'not-a-real-google-token' }); };
    el.appendChild(b);
  },
  disableAutoSelect: function () {}
} } };`;
const FAKE_FACEBOOK = `window.FB = { init: function () {}, login: function () {}, logout: function () {},
  getAccessToken: function () { return null; } };`;

describe.runIf(hasBrowser())('Accounts with Google and Facebook configured', () => {
  const browser = useBrowser();
  let server: RunningServer | null = null;

  beforeAll(async () => {
    server = await startServer({
      GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 'e2e-secret',
      SEED_DEMO: 'false',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function pageWithScripts(size: 'desktop' | 'phone', mode: 'fake' | 'fail') {
    const page = await browser.page(size);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.route('https://accounts.google.com/gsi/client', (route) =>
      mode === 'fake'
        ? route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE })
        : route.abort(),
    );
    await page.route('https://connect.facebook.net/**', (route) =>
      mode === 'fake'
        ? route.fulfill({ contentType: 'text/javascript', body: FAKE_FACEBOOK })
        : route.abort(),
    );
    await page.goto(`${server?.url}/the-list`);
    return { page, errors };
  }

  for (const size of ['desktop', 'phone'] as const) {
    it(`shows Continue with Facebook, the or divider, the form and the Google block (${size})`, async () => {
      const { page, errors } = await pageWithScripts(size, 'fake');
      const dialog = await openModal(page);
      const facebook = dialog.getByRole('button', { name: 'Continue with Facebook' });
      await facebook.waitFor();
      await expect.poll(() => facebook.isEnabled()).toBe(true);
      expect(await dialog.getByText('or', { exact: true }).isVisible()).toBe(true);
      const google = dialog.getByRole('button', { name: 'Sign in with Google' });
      await google.waitFor();
      // Facebook first, then the form, then the Google block below it.
      const fb = await facebook.boundingBox();
      const signUp = await dialog
        .getByRole('button', { name: 'Sign Up', exact: true })
        .boundingBox();
      const g = await google.boundingBox();
      expect(fb && signUp && g && fb.y < signUp.y && signUp.y < g.y).toBe(true);
      await screenshot(page, `sign-in-modal-providers-${size}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows the Google failure in the modal when the server refuses the credential', async () => {
    const { page } = await pageWithScripts('desktop', 'fake');
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Google Sign In was unsuccessful. Try again later');
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  });

  for (const size of ['desktop', 'phone'] as const) {
    it(`says Google and Facebook could not load when an ad blocker stops their scripts, and the e-mail form still works (${size})`, async () => {
      const { page, errors } = await pageWithScripts(size, 'fail');
      const dialog = await openModal(page);
      const facebookNote = dialog.getByTestId('facebook-unavailable');
      const googleNote = dialog.getByTestId('google-unavailable');
      await facebookNote.waitFor();
      await googleNote.waitFor();
      expect(await facebookNote.textContent()).toContain('Continue with Facebook could not load');
      expect(await googleNote.textContent()).toContain('Sign in with Google could not load');
      expect(await dialog.getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0);
      expect(await dialog.getByTestId('google-sign-in').count()).toBe(0);
      expect(await dialog.getByText('or', { exact: true }).count()).toBe(0);
      await page.waitForTimeout(250);
      await screenshot(page, `sign-in-modal-providers-blocked-${size}`);
      // The e-mail form still works: a sign-up goes through and the page reloads signed in.
      await dialog.getByLabel('User Name').fill('Blocked Scripts');
      await dialog
        .getByLabel('Email Address')
        .fill(`blocked-${size}-${crypto.randomBytes(3).toString('hex')}@example.com`);
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page
        .getByRole('dialog', { name: "You're signed in" })
        .getByRole('button', { name: 'Continue' })
        .click();
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
