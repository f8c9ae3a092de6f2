// What a visitor's browser reports for the owners' insights (lib/insights-beacon.ts): which
// events go out from the business page and the search results, once each, through sendBeacon (fetch
// with keepalive without it). Bots are the server's to ignore: the browser sends what it sees.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightEvent } from '@menudex/contract/insights';
import { aBusiness, aBusinessSummary, anItem, aList } from '../components/testing/fixtures.ts';
import { fakeApi, renderWithApp, signOut } from '../components/testing/render.tsx';
import { SearchPage } from '../features/search/routes/search-page.tsx';
import { flushInsightEvents } from '../lib/insights-beacon.ts';
import { BusinessRoute } from './routes/business.tsx';

/** The events handed to navigator.sendBeacon, in order. */
let beacons: Array<{ url: string; event: Promise<InsightEvent> }> = [];
const sent = () => Promise.all(beacons.map((b) => b.event));

/** jsdom has no sendBeacon: the test gives the browser one (or none). */
function stubBeacon(present = true) {
  beacons = [];
  const sendBeacon = (url: string, data: Blob) => {
    expect(data.type).toBe('application/json');
    beacons.push({ url, event: data.text().then((text) => JSON.parse(text) as InsightEvent) });
    return true;
  };
  Object.defineProperty(navigator, 'sendBeacon', {
    value: present ? sendBeacon : undefined,
    configurable: true,
    writable: true,
  });
}

/** IntersectionObserver per target: `show(id)` puts one element on screen, as scrolling would. */
function stubObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    show(id: string) {
      for (const { callback, targets } of [...observers]) {
        for (const target of targets) {
          if (target.id !== id) continue;
          callback(
            [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }
    },
    observed: () => [...observers].flatMap((o) => [...o.targets].map((t) => t.id)),
  };
}

const business = () =>
  aBusiness({
    _id: 'b-1',
    name: 'Phở Hòa Bình',
    phone: '4085550100',
    lists: [
      aList({
        name: 'Phở',
        items: [anItem({ _id: 'i-1', name: 'Phở Tái' }), anItem({ _id: 'i-2', name: 'Phở Gà' })],
      }),
    ],
  });

function openBusinessPage(path: string, props: { businessId?: string } = {}) {
  const api = fakeApi(({ path: asked }) =>
    asked === '/businesses/b-1' ? { body: { business: business() } } : undefined,
  );
  const view = renderWithApp(<BusinessRoute {...props} />, { path, route: '/businesses/:id' });
  return { api, view };
}

// jsdom cannot follow tel: or a maps address: the click is all these tests need.
const stay = (event: MouseEvent) => event.preventDefault();
beforeEach(() => {
  stubBeacon();
  window.addEventListener('click', stay);
});
afterEach(() => {
  window.removeEventListener('click', stay);
  // Nothing queued by one test goes out in the next.
  flushInsightEvents();
  signOut();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the business page reports', () => {
  it('one view when it opens, a QR scan when opened from a printed code, and drops ?src=qr from the address', async () => {
    stubObserver();
    openBusinessPage('/businesses/b-1?src=qr');
    await screen.findByRole('heading', { level: 1, name: 'Phở Hòa Bình' });
    await waitFor(() => expect(beacons).toHaveLength(2));
    expect(await sent()).toEqual([
      { kind: 'view', businessId: 'b-1' },
      { kind: 'qr-scan', businessId: 'b-1' },
    ]);
    expect(beacons.every((b) => b.url === '/api/events')).toBe(true);
    // A reload or a shared link is not a second scan.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/businesses\/b-1$/),
    );
    // The address changing is not a new page open.
    act(() => flushInsightEvents());
    expect(beacons).toHaveLength(2);
  });

  it('a dish once per page open when it is scrolled into view, however often', async () => {
    const observer = stubObserver();
    openBusinessPage('/businesses/b-1');
    await screen.findByRole('heading', { level: 1, name: 'Phở Hòa Bình' });
    await waitFor(() => expect(observer.observed().sort()).toEqual(['item-i-1', 'item-i-2']));
    act(() => {
      observer.show('item-i-2');
      observer.show('item-i-2');
      flushInsightEvents();
    });
    expect(await sent()).toEqual([
      { kind: 'view', businessId: 'b-1' },
      { kind: 'item-view', businessId: 'b-1', itemId: 'i-2' },
    ]);
    // The dish seen is no longer watched; the other one still is.
    expect(observer.observed()).toEqual(['item-i-1']);
    act(() => {
      observer.show('item-i-1');
      flushInsightEvents();
    });
    expect((await sent()).slice(2)).toEqual([
      { kind: 'item-view', businessId: 'b-1', itemId: 'i-1' },
    ]);
  });

  it('taps on Call and Directions, sent at once (the visitor may be leaving)', async () => {
    stubObserver();
    openBusinessPage('/businesses/b-1');
    await screen.findByRole('heading', { level: 1, name: 'Phở Hòa Bình' });
    act(() => flushInsightEvents());
    beacons = [];
    const call = screen.getByRole('link', { name: '(408) 555-0100' });
    expect(call).toHaveAttribute('href', 'tel:+14085550100');
    fireEvent.click(call);
    fireEvent.click(screen.getByRole('link', { name: 'Directions' }));
    // Not waiting for an idle moment: in the beacon queue right after the click.
    expect(await sent()).toEqual([
      { kind: 'call', businessId: 'b-1' },
      { kind: 'directions', businessId: 'b-1' },
    ]);
  });

  it('with fetch and keepalive where the browser has no sendBeacon', async () => {
    stubBeacon(false);
    const { api } = openBusinessPage('/businesses/b-1');
    await screen.findByRole('heading', { level: 1, name: 'Phở Hòa Bình' });
    await waitFor(() =>
      expect(api.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', path: '/events', body: { kind: 'view', businessId: 'b-1' }, form: null },
      ]),
    );
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(
      '/api/events',
      expect.objectContaining({ keepalive: true, credentials: 'omit' }),
    );
  });

  it("nothing from the owner's edit form of the same business (/my-business, /profile)", async () => {
    const observer = stubObserver();
    openBusinessPage('/businesses/b-1', { businessId: 'b-1' });
    await screen.findByRole('heading', { level: 1, name: 'Phở Hòa Bình' });
    fireEvent.click(screen.getByRole('link', { name: 'Directions' }));
    act(() => flushInsightEvents());
    expect(observer.observed()).toEqual([]);
    expect(beacons).toEqual([]);
  });
});

describe('the search results report', () => {
  it('each business and dish shown, once per query', async () => {
    stubObserver();
    const pho = aBusinessSummary({ _id: 'b-pho' });
    const first = Array.from({ length: 12 }, (_, i) =>
      anItem({ _id: `i-${i + 1}`, businessId: i < 6 ? 'b-pho' : 'b-bun' }),
    );
    fakeApi(({ path }) => {
      if (path === '/search/businesses?input=pho') return { body: [pho] };
      if (path === '/search/items?input=pho&page=1') return { body: first };
      return undefined;
    });
    renderWithApp(<SearchPage />, { path: '/search?input=pho' });
    await waitFor(() => expect(screen.getAllByTestId('item-card')).toHaveLength(12));
    await waitFor(() => expect(beacons).toHaveLength(13));
    const events = await sent();
    expect(events[0]).toEqual({ kind: 'search-appearance', businessId: 'b-pho' });
    expect(events.slice(1)).toEqual(
      first.map((item) => ({
        kind: 'search-appearance',
        businessId: item.businessId,
        itemId: item._id,
      })),
    );
    // The same results shown again (a re-render, the cache answering) count nothing more.
    act(() => flushInsightEvents());
    expect(beacons).toHaveLength(13);
  });
});
