import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusinessSummary, anItem } from '../../../components/testing/fixtures.ts';
import { stubIntersectionObserver } from '../../../components/testing/intersection-observer.ts';
import {
  fakeApi,
  renderWithApp,
  signOut,
  type FakeAnswer,
} from '../../../components/testing/render.tsx';
import { SearchPage } from './search-page.tsx';

/** Lets a test scroll the last card into view. */
let reveal: () => void = () => {};
beforeEach(() => {
  reveal = stubIntersectionObserver().reveal;
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const items = (page: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    anItem({ name: `Dish ${page}-${i + 1}`, popularity: { likes: 100 - i, dislikes: 0 } }),
  );

const renderSearch = (input: string) =>
  renderWithApp(<SearchPage />, { path: `/search?input=${encodeURIComponent(input)}` });

// Twelve MUI cards take a few seconds to render in jsdom on a busy machine.
describe('SearchPage', { timeout: 20_000 }, () => {
  it('shows the heading with the input, businesses by favorites and the first page of items', async () => {
    const calls = fakeApi(({ path }) => {
      if (path === '/search/businesses?input=pho') {
        return {
          body: [
            aBusinessSummary({ name: 'Phở Hòa', favoriteCount: 9 }),
            aBusinessSummary({ name: 'Phở 24', favoriteCount: 2 }),
          ],
        };
      }
      if (path === '/search/items?input=pho&page=1') return { body: items(1, 12) };
      return undefined;
    });
    renderSearch('pho');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search result for pho');
    expect(document.title).toBe('Search result for pho · Menudex');
    expect(await screen.findByText('Dish 1-12')).toBeInTheDocument();
    const row = within(screen.getByRole('region', { name: 'Businesses' }));
    expect(
      row.getAllByTestId('business-card').map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['Phở Hòa', 'Phở 24']);
    const results = within(screen.getByRole('region', { name: 'Items' }));
    expect(results.getByText('Result')).toBeInTheDocument();
    expect(results.getAllByTestId('item-card')).toHaveLength(12);
    // The reads (the owners' insights events are POSTs of their own: app/insights-beacons.test.tsx).
    expect(
      calls
        .filter((c) => c.method === 'GET')
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/search/businesses?input=pho', '/search/items?input=pho&page=1']);
  });

  it("loads the next page when the last card shows, then says 'No More Items'", async () => {
    const calls = fakeApi(({ path }) => {
      if (path.startsWith('/search/businesses')) return { body: [] };
      if (path === '/search/items?input=bun+bo&page=1') return { body: items(1, 12) };
      if (path === '/search/items?input=bun+bo&page=2') return { body: items(2, 5) };
      return undefined;
    });
    renderSearch('bun bo');
    expect(await screen.findByText('Dish 1-12')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByText('No More Items')).not.toBeInTheDocument();
    reveal();
    expect(await screen.findByText('Dish 2-5')).toBeInTheDocument();
    expect(screen.getAllByTestId('item-card')).toHaveLength(17);
    expect(await screen.findByText('No More Items')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/search/items')).map((c) => c.path)).toEqual([
      '/search/items?input=bun+bo&page=1',
      '/search/items?input=bun+bo&page=2',
    ]);
  });

  it("stops asking after a failed next page: one request, 'Error' and a Try again button", async () => {
    stubIntersectionObserver({ visible: true });
    const calls = fakeApi(({ path }) => {
      if (path.startsWith('/search/businesses')) return { body: [] };
      if (path === '/search/items?input=pho&page=1') return { body: items(1, 12) };
      if (path === '/search/items?input=pho&page=2')
        return { status: 500, body: { message: 'Down' } };
      return undefined;
    });
    renderSearch('pho');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Error');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((c) => c.path.startsWith('/search/items')).map((c) => c.path)).toEqual([
      '/search/items?input=pho&page=1',
      '/search/items?input=pho&page=2',
    ]);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows one indicator until the first result exists: a spinner named 'Loading...', no second text", async () => {
    const pending: { answer?: (value: FakeAnswer) => void } = {};
    fakeApi(({ path }) => {
      if (path.startsWith('/search/businesses')) return { body: [] };
      return new Promise<FakeAnswer>((resolve) => (pending.answer = resolve));
    });
    renderSearch('ramen');
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const results = within(screen.getByRole('region', { name: 'Items' }));
    expect(results.getAllByRole('progressbar', { hidden: true })).toHaveLength(1);
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.({ body: items(1, 2) });
    expect(await screen.findByText('Dish 1-2')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it("says 'No Item Found' and hides the Businesses section when nothing matches", async () => {
    fakeApi(({ path }) => (path.startsWith('/search/') ? { body: [] } : undefined));
    renderSearch('zzzz');
    expect(await screen.findByText('No Item Found')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Businesses' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('No More Items')).not.toBeInTheDocument();
  });

  it('announces an empty result with what to try next and a way on: The List, or clearing the filters', async () => {
    fakeApi(({ path }) => (path.startsWith('/search/') ? { body: [] } : undefined));
    const { unmount } = renderSearch('zzzz');
    const status = await screen.findByTestId('empty-state');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('No Item Found');
    expect(status).toHaveTextContent('No dish matches “zzzz”. Check the spelling');
    expect(within(status).getByRole('link', { name: 'Browse The List' })).toHaveAttribute(
      'href',
      '/the-list',
    );
    unmount();

    renderWithApp(<SearchPage />, { path: '/search?input=zzzz&openNow=true' });
    const filtered = await screen.findByTestId('empty-state');
    expect(filtered).toHaveTextContent('No dish matches “zzzz” with these filters.');
    within(filtered).getByRole('button', { name: 'Clear filters' }).click();
    await waitFor(() => expect(screen.queryByText(/with these filters/)).toBeNull());
  });

  it('shows the Businesses section while it loads', () => {
    fakeApi(() => new Promise<FakeAnswer>(() => {}));
    renderSearch('pho');
    expect(screen.getByRole('region', { name: 'Businesses' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading businesses' })).toBeInTheDocument();
  });

  it("shows 'Error' when the search fails, and no endless spinner", async () => {
    fakeApi(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    renderSearch('pho');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Businesses' })).not.toBeInTheDocument();
  });

  it('searches nothing without input', () => {
    const calls = fakeApi(() => ({ body: [] }));
    renderWithApp(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search result for');
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });
});
