// The window's inner width, re-read on every resize (the tag row shows more chips on wide windows).
import { useSyncExternalStore } from 'react';
import { useLive } from '../../../lib/hydration.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The width the server renders for: a laptop's. */
const SERVER_WIDTH = 1024;

export function useWindowWidth(): number {
  // The server's width until the page is live: hydration sees what the server rendered.
  const live = useLive();
  const width = useSyncExternalStore(
    subscribe,
    // preact/compat reads getSnapshot on the server too (it has no server snapshot).
    () => (typeof window === 'undefined' ? SERVER_WIDTH : window.innerWidth),
    () => SERVER_WIDTH,
  );
  return live ? width : SERVER_WIDTH;
}
