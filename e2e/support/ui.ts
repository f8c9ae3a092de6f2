// Steps the journeys share: the demo accounts, signing in, calling the API as the page, waiting for
// dialogs and images, and rating a feedback question.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, WIDTHS } from './journey.ts';

export type Account = { email: string; password: string };

export const ADMIN: Account = { email: 'admin@menudex.app', password: 'menudex-admin' };
/** Owns 'Hạt Cà Phê' (the feedback cafe) and 'Phở Hòa Bình'. */
export const OWNER: Account = { email: 'owner@menudex.app', password: 'menudex-owner' };
export const USER: Account = { email: 'user@menudex.app', password: 'menudex-user' };

/** Signs in through the API from the page, stores the token as the app does, and reloads. */
export async function signIn(page: Page, account: Account) {
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
  // The server's page is the anonymous one: signed in once the app has rendered the visitor's own.
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/**
 * Calls the API from the page with the stored token; answers the status and the JSON body.
 * `body` is JSON, or `{ form: {...} }` for a multipart form of text fields.
 */
export async function api(page: Page, method: string, path: string, body?: object) {
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

/** The id of a demo business, found by its name in the public list. */
export async function demoBusinessId(baseUrl: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/businesses/`);
  const businesses = (await response.json()) as Array<{ _id: string; name: string }>;
  const found = businesses.find((b) => b.name === name);
  if (!found) throw new Error(`${name} is not in the demo data`);
  return found._id;
}

/** Collects the page's window.alert texts (accepting them). */
export function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/**
 * MUI dialogs fade in (225 ms): waits until every open one is fully shown and nothing is moving,
 * so screenshots and axe's colour checks see the final page.
 */
export async function dialogSettled(page: Page) {
  const still = () =>
    page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running',
          ) &&
        Array.from(document.querySelectorAll('.MuiDialog-container')).every(
          (el) => getComputedStyle(el).opacity === '1',
        ),
    );
  await still();
  // The first frame can read 1 before the fade starts; look again once it would be over.
  await page.waitForTimeout(250);
  await still();
}

export async function openDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await dialogSettled(page);
  return dialog;
}

/** Waits for the network to rest and for the images the page shows first to load (or fail). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images)
        .filter(
          (img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight,
        )
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

/** The number a like or favorite button shows. */
export async function countOf(button: Locator): Promise<number> {
  return Number((await button.innerText()).replace(/\D/g, ''));
}

/** Hovers, then clicks the star, as a finger or mouse does; answers the label shown beside it. */
export async function rate(page: Page, question: string, star: string): Promise<string> {
  const group = page.getByRole('group', { name: question });
  const radio = group.getByRole('radio', { name: star });
  const id = await radio.getAttribute('id');
  const label = page.locator(`label[for="${id}"]`);
  await label.hover();
  await label.click();
  await expect.poll(() => radio.isChecked()).toBe(true);
  return group.getByTestId('rating-label').innerText();
}

/**
 * Screenshots at both widths (the page keeps its state), with `shown` scrolled into view, the
 * dialogs settled at the phone width; the page is left at the desktop width.
 */
export async function screenshotBothWidths(page: Page, name: string, shown?: Locator) {
  await shown?.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(WIDTHS.phone);
  await dialogSettled(page);
  await shown?.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(WIDTHS.desktop);
}
