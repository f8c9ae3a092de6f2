import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocusAcrossReload, rememberOpener, restoreFocusAfterReload } from './focus-return.ts';

// jsdom draws nothing and has no scrollIntoView.
const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

/** The page as the server draws it: the top bar and <main> (tabindex -1), with `content` in it. */
function page(content: string) {
  document.body.innerHTML = `<header><button type="button">Sign In</button></header><main id="main" tabindex="-1">${content}</main>`;
}

/** Focuses `selector`, opens the dialog, signs in (the reload), and draws the page again. */
function signInFrom(selector: string, after: string) {
  document.querySelector<HTMLElement>(selector)!.focus();
  rememberOpener();
  keepFocusAcrossReload();
  page(after);
  return restoreFocusAfterReload();
}

describe('focus after signing in (a reload)', () => {
  it('returns to the like button that opened the dialog, found by its item', () => {
    page('<button type="button" data-like-for="item-1">3</button>');
    signInFrom(
      '[data-like-for="item-1"]',
      '<button type="button" data-like-for="item-1">3</button>',
    );
    expect(document.activeElement).toBe(document.querySelector('[data-like-for="item-1"]'));
  });

  it('waits for the control to be drawn (a page that loads its data first)', async () => {
    page('<button type="button" aria-label="9 favorites, favorite Phở">9</button>');
    signInFrom('[aria-label]', '<p>Loading</p>');
    expect(document.activeElement).toBe(document.body);
    document.querySelector('main')!.innerHTML =
      '<button type="button" aria-label="9 favorites, favorite Phở">9</button>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.querySelector('[aria-label]'));
  });

  it("goes to the main content when the opener was the top bar's Sign In, gone once signed in", () => {
    page('<h1>The List</h1>');
    signInFrom('header button', '<h1>The List</h1>');
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('moves nothing on a page load that follows no sign-in', () => {
    page('<button type="button" data-like-for="item-1">3</button>');
    restoreFocusAfterReload();
    expect(document.activeElement).toBe(document.body);
  });
});
