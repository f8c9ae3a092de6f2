import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anItem, aList } from '../../../components/testing/fixtures.ts';
import { renderWithApp, signOut } from '../../../components/testing/render.tsx';
import { BusinessLists } from './business-lists.tsx';

/** An IntersectionObserver whose reports the test writes: which sections are in the band. */
function stubObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** Reports each named section (by its heading's text) as in the band or not. */
    report(states: Record<string, boolean>) {
      const live = observers.filter((o) => o.targets.length > 0);
      expect(live).toHaveLength(1);
      const { callback, targets } = live[0]!;
      const entries = Object.entries(states).map(([name, isIntersecting]) => {
        const target = targets.find((t) => t.querySelector('h2')?.textContent === name);
        if (!target) throw new Error(`no observed section ${name}`);
        return { target, isIntersecting } as unknown as IntersectionObserverEntry;
      });
      act(() => callback(entries, {} as IntersectionObserver));
    },
  };
}

const lists = () => [
  aList({ _id: 'soups', name: 'Soups', items: [anItem()] }),
  aList({ _id: 'mains', name: 'Mains', items: [anItem()] }),
  aList({ _id: 'drinks', name: 'Drinks', items: [anItem()] }),
];

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Menu lists' })).getAllByRole('link');
const current = () =>
  tabs().find((tab) => tab.getAttribute('aria-current') === 'true')?.textContent;

/** Where the page was scrolled to (jsdom does not scroll). */
let scrolls: ScrollToOptions[] = [];

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  scrolls = [];
  vi.stubGlobal('scrollTo', (options: ScrollToOptions) => scrolls.push(options));
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('MenuListTabs', () => {
  it('renders one link per list, in the menu order, each to its heading by a #fragment', () => {
    renderWithApp(<BusinessLists lists={lists()} />);
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Soups', '#list-soups'],
      ['Mains', '#list-mains'],
      ['Drinks', '#list-drinks'],
    ]);
    // The fragments name the lists' headings (the browser's own jump before the page is live).
    for (const tab of tabs()) {
      const heading = document.getElementById(tab.getAttribute('href')!.slice(1));
      expect(heading?.tagName).toBe('H2');
      expect(heading).toHaveTextContent(tab.textContent);
    }
  });

  it('marks the first list current before any scrolling (as the server renders it)', () => {
    renderWithApp(<BusinessLists lists={lists()} />);
    expect(current()).toBe('Soups');
    expect(tabs().filter((tab) => tab.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows no tabs for a single list, and leaves out the lists visitors do not see', () => {
    const { unmount } = renderWithApp(<BusinessLists lists={[aList({ items: [anItem()] })]} />);
    expect(screen.queryByRole('navigation', { name: 'Menu lists' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(<BusinessLists lists={[...lists(), aList({ name: 'Empty' })]} />);
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Soups', 'Mains', 'Drinks']);
  });

  it('follows scrolling: the current tab is the first list in the band under the bars', () => {
    const observer = stubObserver();
    renderWithApp(<BusinessLists lists={lists()} />);
    observer.report({ Mains: true });
    expect(current()).toBe('Mains');
    // The end of Mains and the start of Drinks: Mains is still being read.
    observer.report({ Drinks: true });
    expect(current()).toBe('Mains');
    observer.report({ Mains: false });
    expect(current()).toBe('Drinks');
    // Between two lists (none in the band) the last one stays current.
    observer.report({ Drinks: false });
    expect(current()).toBe('Drinks');
    observer.report({ Soups: true });
    expect(current()).toBe('Soups');
  });

  it('a press scrolls to the list, moves focus to its heading and names it in the address', () => {
    renderWithApp(<BusinessLists lists={lists()} />);
    const mains = tabs()[1]!;
    expect(fireEvent.click(mains)).toBe(false); // the browser's own jump is replaced
    const heading = screen.getByRole('heading', { level: 2, name: 'Mains' });
    expect(scrolls).toEqual([expect.objectContaining({ behavior: 'instant' })]);
    expect(heading).toHaveFocus();
    expect(window.location.hash).toBe('#list-mains');
    expect(current()).toBe('Mains');
  });

  it('keeps a pressed tab current until the page scrolls (a last list cannot reach the band)', () => {
    const observer = stubObserver();
    renderWithApp(<BusinessLists lists={lists()} />);
    fireEvent.click(tabs()[2]!);
    observer.report({ Mains: true, Drinks: true });
    expect(current()).toBe('Drinks');
    vi.stubGlobal('scrollY', 400);
    observer.report({ Drinks: true });
    expect(current()).toBe('Mains');
  });

  it('leaves a modified press (a new tab or window) to the browser', () => {
    renderWithApp(<BusinessLists lists={lists()} />);
    expect(fireEvent.click(tabs()[1]!, { ctrlKey: true })).toBe(true);
    expect(scrolls).toEqual([]);
    expect(current()).toBe('Soups');
  });
});
