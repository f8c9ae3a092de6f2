// Whether the sign-in modal is open: any feature can ask for it (anonymous like or favorite) without
// importing the accounts feature, which renders the modal.
import { useSyncExternalStore } from 'react';
import { rememberOpener } from './focus-return.ts';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function openSignIn(): void {
  // Signing in reloads the page: focus comes back to this control afterwards (focus-return.ts).
  if (!open) rememberOpener();
  set(true);
}

export function closeSignIn(): void {
  set(false);
}

/** Whether the modal is open now (outside React). */
export function isSignInOpen(): boolean {
  return open;
}

export function useSignInModal(): { open: boolean } {
  return { open: useSyncExternalStore(subscribe, () => open) };
}
