// What a visitor's browser reports for the owners' insights (POST /api/events, one event a request,
// answered 204): a business page opened, a dish scrolled into view, a tap on Call, Directions or
// Website, a page opened from a printed QR code (?src=qr), and the results a search showed. No
// cookie and nothing about the visitor goes out: the server counts, and ignores bots itself.
//
// Events wait in a queue and go out when the browser is idle (or the page is being left), through
// navigator.sendBeacon, which the browser delivers even after the page is gone and which never
// delays the page: nothing here runs before the page is live, and nothing here is a library.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
// Types only: the contract's zod schemas stay out of the public pages' scripts.
import type { InsightEvent, InsightEventKind } from '@menudex/contract/insights';
import { API_BASE } from './api-client.ts';

/** The taps the business page marks with `data-insight` (their elements carry the kind). */
export type InsightTap = Extract<InsightEventKind, 'call' | 'directions' | 'website'>;
const TAPS: ReadonlySet<string> = new Set<InsightTap>(['call', 'directions', 'website']);

/** The attribute a link carries to be counted when tapped: `{...insightTap('call')}`. */
export const insightTap = (kind: InsightTap) => ({ 'data-insight': kind });

/**
 * The query parameter the printed QR codes add to the address they hold: the contract's QR_SOURCE
 * (insights.ts), repeated here because importing a value from there would bring zod along.
 */
export const QR_SOURCE = { param: 'src', value: 'qr' } as const;

/** How long an event may wait for an idle moment before it goes out anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** A dish counts as seen once this share of its card is on screen. */
const ITEM_VISIBLE_RATIO = 0.5;

const queue: InsightEvent[] = [];
let flushScheduled = false;

function send(event: InsightEvent): void {
  const url = `${API_BASE}/api/events`;
  const body = JSON.stringify(event);
  // sendBeacon answers false when the browser will not take it (too much queued): then fetch.
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
    ) {
      return;
    }
  } catch {
    // Some browsers throw for a blocked beacon: fetch instead.
  }
  // keepalive lets the request outlive the page, as a beacon would.
  void fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {
    // A lost count is not worth a visitor's error message.
  });
}

/** Sends every queued event now. */
export function flushInsightEvents(): void {
  flushScheduled = false;
  for (let event = queue.shift(); event; event = queue.shift()) send(event);
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(flushInsightEvents, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(flushInsightEvents, 0);
  }
}

let leavingWatched = false;
/** A page being left (tab closed, app switched) sends what is queued while it still can. */
function watchLeaving(): void {
  if (leavingWatched) return;
  leavingWatched = true;
  window.addEventListener('pagehide', flushInsightEvents);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushInsightEvents();
  });
}

/** Queues an event; it goes out when the browser is idle (`now`: at once, for a tap that may leave). */
export function sendInsightEvent(event: InsightEvent, { now = false } = {}): void {
  watchLeaving();
  queue.push(event);
  if (now) flushInsightEvents();
  else scheduleFlush();
}

/** The events queued and not yet sent (tests). */
export function queuedInsightEvents(): readonly InsightEvent[] {
  return queue;
}

/**
 * The business page's counts, from when the page is live (after hydration: effects do not run
 * before): one `view` per page open, `qr-scan` when opened from a printed code (the parameter is
 * then taken out of the address, so a reload or a shared link is not a second scan), one
 * `item-view` per dish per page open once half its card is on screen (scrolled to, or opened by its
 * name or by an `#item-…` link), and the taps on links marked with `insightTap`. `businessId`
 * undefined counts nothing (the owner's edit form of /my-business and /profile); `itemsKey`
 * changes when the dishes shown change.
 */
export function useBusinessBeacons(
  businessId: string | undefined,
  container: RefObject<HTMLElement | null>,
  itemsKey: string,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const fromQr = new URLSearchParams(location.search).get(QR_SOURCE.param) === QR_SOURCE.value;

  // The business counted for this page open: an effect run twice (React's StrictMode in
  // development) is still one view.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!businessId || counted.current === businessId) return;
    counted.current = businessId;
    sendInsightEvent({ kind: 'view', businessId });
    // Only the page open that carried the parameter counts a scan (read once, at the open).
    if (fromQr) {
      sendInsightEvent({ kind: 'qr-scan', businessId });
      const params = new URLSearchParams(location.search);
      params.delete(QR_SOURCE.param);
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, state: location.state as unknown, preventScrollReset: true },
      );
    }
    // A page open is the business's id: the address losing its ?src=qr is not a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [businessId]);

  // Taps: one listener on the page for every marked link, attached once the page is live.
  useEffect(() => {
    const root = container.current;
    if (!businessId || !root) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const kind = target?.closest('[data-insight]')?.getAttribute('data-insight');
      if (kind && TAPS.has(kind)) {
        sendInsightEvent({ kind: kind as InsightTap, businessId }, { now: true });
      }
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [businessId, container]);

  // Dishes seen: once each per page open, however often they are scrolled past.
  const seen = useRef(new Set<string>());
  useEffect(() => {
    seen.current = new Set();
  }, [businessId]);
  useEffect(() => {
    const root = container.current;
    if (!businessId || !root || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const itemId = entry.target.id.slice('item-'.length);
          if (!itemId || seen.current.has(itemId)) continue;
          seen.current.add(itemId);
          sendInsightEvent({ kind: 'item-view', businessId, itemId });
        }
      },
      { threshold: ITEM_VISIBLE_RATIO },
    );
    root.querySelectorAll('[id^="item-"]').forEach((card) => {
      if (!seen.current.has(card.id.slice('item-'.length))) observer.observe(card);
    });
    return () => observer.disconnect();
  }, [businessId, container, itemsKey]);
}

/** A result a search page showed: a business, or a dish (with its business). */
export type SearchAppearance = { businessId: string; itemId?: string };

/**
 * `search-appearance` for each business or dish a results page shows, once per result per query
 * (`query`: the input and filters; a new one counts its results again, more pages add theirs).
 */
export function useSearchAppearances(query: string, shown: readonly SearchAppearance[]): void {
  const sent = useRef({ query, keys: new Set<string>() });
  useEffect(() => {
    if (sent.current.query !== query) sent.current = { query, keys: new Set() };
    const { keys } = sent.current;
    for (const result of shown) {
      const key = `${result.businessId}/${result.itemId ?? ''}`;
      if (keys.has(key)) continue;
      keys.add(key);
      sendInsightEvent({ kind: 'search-appearance', ...result });
    }
  }, [query, shown]);
}
