// Where keyboard focus goes after signing in (docs/architecture.md, "Keyboard focus"). Signing in
// reloads the page (specification section 4), so the control that opened the sign-in dialog (a like
// or favorite button) is described before the reload and found again after it; an opener that a
// signed-in page does not have (the top bar's Sign In) gives focus to the main content.

const STORAGE_KEY = 'menudex.focusAfterReload';

/** The id of every page's <main> (tabindex -1: the skip link and these returns can focus it). */
export const MAIN_ID = 'main';

/** Moves focus to the page's <main>, scrolled to its start. */
export function focusMain(): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}
/** How long the page may take to draw the control again before focus goes to <main> instead. */
const WAIT_MS = 5000;

/** A control, described so the reloaded page can find its new element. */
type Target =
  | { kind: 'main' }
  | { kind: 'like'; itemId: string }
  | { kind: 'label'; label: string }
  | { kind: 'text'; text: string };

let opener: Target = { kind: 'main' };

function describe(element: Element | null): Target {
  if (!(element instanceof HTMLElement) || element === document.body) return { kind: 'main' };
  // The top bar's account area changes with the session: its Sign In is gone after the reload.
  if (element.closest('header')) return { kind: 'main' };
  const likeFor = element.dataset.likeFor;
  if (likeFor) return { kind: 'like', itemId: likeFor };
  const label = element.getAttribute('aria-label');
  if (label) return { kind: 'label', label };
  const text = element.textContent?.trim();
  return text ? { kind: 'text', text } : { kind: 'main' };
}

/** Called as the sign-in dialog opens: the control focused now is the one it returns to. */
export function rememberOpener(): void {
  opener = describe(document.activeElement);
}

/** Called just before the reload that completes a sign-in. */
export function keepFocusAcrossReload(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(opener));
  } catch {
    // Storage refused (private mode): focus starts at the top, as on any page load.
  }
}

function find(target: Target): HTMLElement | null {
  const controls = () =>
    Array.from(document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]'));
  switch (target.kind) {
    case 'main':
      return document.getElementById(MAIN_ID);
    case 'like':
      return document.querySelector<HTMLElement>(`[data-like-for="${CSS.escape(target.itemId)}"]`);
    case 'label':
      return controls().find((c) => c.getAttribute('aria-label') === target.label) ?? null;
    case 'text':
      return controls().find((c) => c.textContent?.trim() === target.text) ?? null;
  }
}

function readTarget(): Target | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(STORAGE_KEY);
    return JSON.parse(raw) as Target;
  } catch {
    return null;
  }
}

/**
 * After the reload: focus the opener once the page has drawn it (or <main> if it does not within
 * a few seconds), unless something else has taken focus meanwhile. Answers a function that stops
 * waiting.
 */
export function restoreFocusAfterReload(): () => void {
  const target = readTarget();
  if (!target) return () => {};
  const focusLost = () => !document.activeElement || document.activeElement === document.body;
  const place = (element: HTMLElement | null) => {
    if (!element || !focusLost()) return;
    if (element.id === MAIN_ID) focusMain();
    else element.focus();
  };
  const now = find(target);
  if (now) {
    place(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const found = find(target);
    if (!found) return;
    stop();
    place(found);
  });
  const timer = window.setTimeout(() => {
    stop();
    place(find({ kind: 'main' }));
  }, WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
