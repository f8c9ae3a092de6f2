// The browser's entry. A page the server rendered (docs/decisions/023) carries its data as the
// query cache's dehydrated state: the cache takes it, the page's chunk loads, and the app hydrates
// the HTML without asking for the same data again. A signed-in visitor (or a page the server did
// not render, as in `npm run dev`) gets the app rendered in the browser: answers for a signed-in
// user differ (likes, edit rights) from the anonymous ones the server rendered.
import './lib/zod-config.ts';
// The cards' static stylesheet goes in the entry's CSS, which index.html links: the server's HTML
// is styled from the first paint, not when a route's chunk arrives (docs/decisions/027).
import './components/cards.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { EARLY_CLICKS_GLOBAL, PAGE_STATE_ELEMENT_ID } from '@menudex/contract/page-data';
import { splitLocalePath } from '@menudex/contract/i18n/locales';
import { App, elementRoutes, queryClient } from './app/app.tsx';
import { preloadRoutes } from './app/route-elements.tsx';
import { afterNextPaint, setLive } from './lib/hydration.ts';
import { loadLocale } from './lib/i18n.tsx';
import { hydrateInTurns } from './lib/hydrate-in-turns.tsx';
import { asFetchedAt } from './lib/server-state.ts';
import { readToken } from './lib/local-storage.ts';
import { readPageZoneOffsets } from './lib/zone-offsets.ts';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// The page's language is its URL's (docs/decisions/049); the server wrote it into <html lang>
// already, `npm run dev`'s index.html did not.
const { locale, path: pagePath } = splitLocalePath(window.location.pathname);
document.documentElement.lang = locale;
// The catalogue of a language other than English is a chunk of its own, asked for at once.
const catalogue = loadLocale(locale);
const app = (
  <StrictMode>
    <App locale={locale} />
  </StrictMode>
);

/**
 * The buttons clicked before the app started (a server-rendered page starts its scripts after its
 * largest photo, docs/decisions/031), recording stopped: from now on the app sees the clicks. None
 * when the page was not rendered by the server.
 */
function takeEarlyClicks(): HTMLElement[] {
  // Left by the start (boot/deferred-start.ts; its type: boot/page-start.ts).
  return window[EARLY_CLICKS_GLOBAL]?.() ?? [];
}

function serverState(): DehydratedState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

const state = serverState();
// The time zones' offsets the page carries: its days and times are read without Intl.
readPageZoneOffsets();
if (state && root.firstElementChild && !readToken()) {
  hydrate(queryClient, asFetchedAt(state, Date.now()));
  // The page's code first, then a frame for the browser to paint what it has (the photos that
  // arrived meanwhile) before the long hydration task.
  void Promise.all([preloadRoutes(elementRoutes, pagePath), catalogue]).then(
    () =>
      afterNextPaint().then(() => {
        // The server's page is on screen; the first render is the server's, and what depends on
        // the browser follows right after.
        setLive(false);
        let early: HTMLElement[] = [];
        // The page's parts hydrate in turns after the first pass (docs/decisions/035); the buttons
        // clicked before the app started are clicked again, once each, once all of it is live.
        void hydrateInTurns(() => {
          hydrateRoot(root, app);
          early = takeEarlyClicks();
        }).then(() => {
          setLive(true);
          for (const button of early) if (button.isConnected) button.click();
        });
      }),
    () => {
      takeEarlyClicks();
      root.replaceChildren();
      createRoot(root).render(app);
    },
  );
} else {
  // The server's HTML was rendered for an anonymous visitor: a signed-in one starts from an empty
  // root, as before server rendering, rather than from markup their page would only partly replace.
  if (state) {
    // Their page replaces the server's markup: what was clicked in it is gone.
    takeEarlyClicks();
    root.replaceChildren();
  }
  // Without its catalogue (a chunk that did not arrive) the page reads English rather than nothing.
  void catalogue.catch(() => undefined).then(() => createRoot(root).render(app));
}
