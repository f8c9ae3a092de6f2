// Keyboard steps for the journeys: what has focus, Tab until a control has it, and waiting for the
// app to have started (a key pressed on the server's HTML before then does nothing).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The focused element, described: tag, accessible-ish name, and the attributes the checks read. */
export type Focused = {
  tag: string;
  name: string;
  testId: string | null;
  likeFor: string | null;
  id: string;
  /** The body of an item card (the button that opens its dish). */
  cardBody: boolean;
  inDialog: boolean;
  /** Whether it is drawn where the viewport shows it, clear of the sticky top bar and the footer. */
  inView: boolean;
  /** Whether it is drawn inside the viewport at all (a skip link drawn over the top bar). */
  onScreen: boolean;
};

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {
        tag: 'BODY',
        name: '',
        testId: null,
        likeFor: null,
        id: '',
        cardBody: false,
        inDialog: false,
        inView: false,
        onScreen: false,
      };
    }
    const label =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? '') : '');
    const rect = el.getBoundingClientRect();
    const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const footer = document.querySelector('footer')?.getBoundingClientRect().top ?? innerHeight;
    return {
      tag: el.tagName,
      name: (label || el.textContent || '').replace(/\s+/g, ' ').trim(),
      testId: el.getAttribute('data-testid'),
      likeFor: el.getAttribute('data-like-for'),
      id: el.id,
      cardBody: el.classList.contains('MuiCardActionArea-root'),
      inDialog: Boolean(el.closest('[role="dialog"]')),
      inView:
        rect.width > 1 &&
        rect.height > 1 &&
        (el.closest('[role="dialog"], header') !== null ||
          (rect.top >= bar - 1 && rect.bottom <= footer + 1)),
      onScreen: rect.width > 1 && rect.top >= 0 && rect.bottom <= innerHeight,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `match` holds for the focused element; answers how many presses
 * it took. Fails after `max` presses.
 */
export async function tabUntil(
  page: Page,
  match: (f: Focused) => boolean,
  { max = 60, back = false }: { max?: number; back?: boolean } = {},
): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (match(await focused(page))) return presses;
  }
  throw new Error(
    `not reached in ${max} presses; focus is on ${JSON.stringify(await focused(page))}`,
  );
}

/** Waits until focus satisfies `match` (focus may move after a render or a reload). */
export async function focusSettlesOn(page: Page, match: (f: Focused) => boolean, what: string) {
  await expect
    .poll(async () => {
      const now = await focused(page);
      return match(now) ? what : JSON.stringify(now);
    })
    .toBe(what);
}

/** The app has started: the skip link (rendered on every page) has its handler. */
export async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const link = document.querySelector('a[href="#main"]');
    // Preact keeps an element's listeners under `l`; React under `__reactProps$…`.
    return Boolean(
      link && ('l' in link || Object.keys(link).some((k) => k.startsWith('__reactProps'))),
    );
  });
}
