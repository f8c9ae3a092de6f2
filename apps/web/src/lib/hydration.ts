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

/**
 * `value` once the page is live, `before` until then. A component re-renders when the page goes
 * live only if the two differ: a page-level hook that reads the address's #hash, say, does not make
 * the whole page render again right after hydration when there is no hash (on the business page
 * that second render of every card was a long task of its own on a phone).
 */
export function useOnceLive<T>(value: T, before: T): T {
  const snapshot = () => (live ? value : before);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useLive(): boolean {
  return useOnceLive(true, false);
}

/**
 * Resolves once the browser has painted a frame (a `requestAnimationFrame` callback runs just
 * before a frame, a timeout queued from it after the frame is out). main.tsx waits for it before
 * hydrating: hydration is one long task (a quarter of a second on a laptop, about a second on a
 * slow phone), and the server's HTML, with the photos that have arrived, should be on screen
 * before it, not after. A hidden tab paints nothing and runs no frame callbacks: no wait there.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
