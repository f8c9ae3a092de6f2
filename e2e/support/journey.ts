// Shared set-up for a journey file: a browser, pages at the two widths we check, and screenshots.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './chromium.ts';

export const WIDTHS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.e2e-artifacts',
);

/** Journeys run only when a server is up (Chromium was found); otherwise they are skipped. */
export const hasBrowser = () => inject('baseUrl') !== '';

export function useBrowser() {
  const state: { browser: Browser | null; baseUrl: string } = {
    browser: null,
    baseUrl: inject('baseUrl'),
  };
  beforeAll(async () => {
    if (!state.baseUrl) return;
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    baseUrl: () => state.baseUrl,
    /** `options` add to the context (e.g. geolocation and its permission). */
    async page(
      size: keyof typeof WIDTHS = 'desktop',
      options: BrowserContextOptions = {},
    ): Promise<Page> {
      if (!state.browser) throw new Error('Browser not started');
      const context = await state.browser.newContext({ viewport: WIDTHS[size], ...options });
      const page = await context.newPage();
      page.on('pageerror', (err) => console.error('page error:', err.message));
      return page;
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await fs.mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: false });
}
