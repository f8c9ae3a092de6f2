// Whether the page is live in the browser. False while the server renders and while the browser's
// first render hydrates the server's HTML (main.tsx), so what depends on the browser (its width,
// its user agent, the address's #hash, Leaflet) renders as the server did and changes right after.
// True everywhere else (a page rendered in the browser, component tests).
import { useSyncExternalStore } from 'react';

let live = true;
const listeners = new Set<() => void>();

export function setLive(value: boolean): void {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => live,
    () => live,
  );
}
