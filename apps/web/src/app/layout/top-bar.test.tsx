import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp, signOut } from '../../components/testing/render.tsx';
import { TopBar } from './top-bar.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

/**
 * A window of the given width for matchMedia (jsdom has none). Understands the (min-width: …) and
 * (max-width: …) conditions joined by 'and', as a browser would for the viewport width.
 */
function viewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const m = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
      if (!m) throw new Error(`Unexpected media query: ${query}`);
      return m[1] === 'min' ? width >= Number(m[2]) : width <= Number(m[2]);
    });
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  }));
  return {
    resize(to: number) {
      width = to;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const place = () => {
  const boxes = screen.getAllByRole('search');
  expect(boxes).toHaveLength(1);
  if (boxes[0]!.closest('[data-testid="search-top-row"]')) return 'top row';
  if (boxes[0]!.closest('[data-testid="search-second-row"]')) return 'second row';
  return 'elsewhere';
};

describe('TopBar search box', () => {
  it.each([
    [1280, 'top row'],
    [701, 'top row'],
    // Between 700 and 701 px (zoomed or scaled screens) one box shows, not both.
    [700.5, 'top row'],
    [700, 'second row'],
    [699.5, 'second row'],
    [360, 'second row'],
  ])('at %s px wide shows exactly one search box, in the %s', (width, expected) => {
    viewport(width);
    fakeApi(() => undefined);
    renderWithApp(<TopBar />);
    expect(place()).toBe(expected);
  });

  it('moves between the rows when the window is resized across 700 px', () => {
    const view = viewport(1024);
    fakeApi(() => undefined);
    renderWithApp(<TopBar />);
    expect(place()).toBe('top row');
    view.resize(700);
    expect(place()).toBe('second row');
    view.resize(700.01);
    expect(place()).toBe('top row');
  });
});
