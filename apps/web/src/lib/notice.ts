// A short message at the bottom of the screen (a snackbar) that any feature can raise without
// importing the layout that draws it: a like or favorite that did not save says so, with Retry.
import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client.ts';
import type { Translate } from './i18n.tsx';

export type Notice = {
  id: number;
  /** A text, or one said in the page's language when it is drawn. */
  message: string | ((t: Translate) => string);
  /** Retry (in the page's language) when left out. */
  actionLabel?: string;
  onAction?: () => void;
};

let current: Notice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: Notice | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function showNotice(notice: Omit<Notice, 'id'>): void {
  set({ ...notice, id: nextId++ });
}

export function dismissNotice(): void {
  set(null);
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * A toggle (like, favorite) that did not save: the count has gone back, so tell the user and offer
 * Retry. Expected refusals (4xx) are not errors of the page and are not logged; the rest are.
 */
export function reportToggleFailure(
  error: Error,
  what: 'like' | 'unlike' | 'favorite',
  retry: () => void,
): void {
  if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) {
    console.error(error);
  }
  const message =
    error instanceof ApiError && error.status === 429
      ? error.message
      : (t: Translate) => t('notice.notSaved', { what });
  showNotice({ message, onAction: retry });
}
