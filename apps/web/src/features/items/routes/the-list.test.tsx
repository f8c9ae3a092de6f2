import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anItem } from '../../../components/testing/fixtures.ts';
import { stubIntersectionObserver } from '../../../components/testing/intersection-observer.ts';
import {
  fakeApi,
  renderWithApp,
  signOut,
  type FakeAnswer,
} from '../../../components/testing/render.tsx';
import { TheList } from './the-list.tsx';

const user = userEvent.setup({ delay: null });

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const page = (n: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    anItem({ _id: `item-${n}-${i + 1}`, name: `Dish ${n}-${i + 1}` }),
  );

const pageCalls = (calls: Array<{ path: string }>, n: number) =>
  calls.filter((c) => c.path === `/items/pages/${n}`).length;

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

// Twelve MUI cards take a few seconds to render in jsdom on a busy machine.
describe('TheList', { timeout: 20_000 }, () => {
  it("shows one indicator, a spinner named 'Loading...', then the API's items as cards, in the order given", async () => {
    stubIntersectionObserver();
    const pending: { answer?: (value: FakeAnswer) => void } = {};
    fakeApi(({ path }) =>
      path === '/items/pages/1'
        ? new Promise<FakeAnswer>((resolve) => (pending.answer = resolve))
        : undefined,
    );
    renderWithApp(<TheList />);
    expect(screen.getByRole('heading', { level: 1, name: 'The List' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.({ body: page(1, 3) });
    expect(await screen.findByText('Dish 1-3')).toBeInTheDocument();
    expect(screen.getAllByTestId('item-card')).toHaveLength(3);
    expect(names()).toEqual(['Dish 1-1', 'Dish 1-2', 'Dish 1-3']);
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it("asks for the next page with the cursor of the previous answer's Link header", async () => {
    const io = stubIntersectionObserver();
    const calls = fakeApi(({ path }) => {
      if (path === '/items/pages/1')
        return {
          body: page(1, 12),
          headers: { link: '</api/items/pages/2?after=c2>; rel="next"' },
        };
      if (path === '/items/pages/2?after=c2')
        return {
          body: page(2, 12),
          headers: { link: '</api/items/pages/3?after=c3%2D>; rel="next"' },
        };
      if (path === '/items/pages/3?after=c3-') return { body: page(3, 1) };
      return undefined;
    });
    renderWithApp(<TheList />);
    expect(await screen.findByText('Dish 1-12')).toBeInTheDocument();
    io.reveal();
    expect(await screen.findByText('Dish 2-12')).toBeInTheDocument();
    io.reveal();
    expect(await screen.findByText('Dish 3-1')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      '/items/pages/1',
      '/items/pages/2?after=c2',
      '/items/pages/3?after=c3-',
    ]);
  });

  it("loads the next page when the last card shows, then says 'No More Items'", async () => {
    const io = stubIntersectionObserver();
    const calls = fakeApi(({ path }) => {
      if (path === '/items/pages/1') return { body: page(1, 12) };
      if (path === '/items/pages/2') return { body: page(2, 4) };
      return undefined;
    });
    renderWithApp(<TheList />);
    expect(await screen.findByText('Dish 1-12')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByText('No More Items')).not.toBeInTheDocument();
    io.reveal();
    expect(await screen.findByText('Dish 2-4')).toBeInTheDocument();
    expect(screen.getAllByTestId('item-card')).toHaveLength(16);
    expect(await screen.findByText('No More Items')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/items/pages/1', '/items/pages/2']);
  });

  it('shows an item once when its likes moved it onto the next page while scrolling', async () => {
    const io = stubIntersectionObserver();
    const first = page(1, 12);
    fakeApi(({ path }) => {
      if (path === '/items/pages/1') return { body: first };
      if (path === '/items/pages/2') return { body: [first[11]!, ...page(2, 1)] };
      return undefined;
    });
    renderWithApp(<TheList />);
    expect(await screen.findByText('Dish 1-12')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    io.reveal();
    expect(await screen.findByText('Dish 2-1')).toBeInTheDocument();
    expect(screen.getAllByText('Dish 1-12')).toHaveLength(1);
    expect(screen.getAllByTestId('item-card')).toHaveLength(13);
  });

  it("says 'No Item Found' when there are no items", async () => {
    stubIntersectionObserver();
    fakeApi(() => ({ body: [] }));
    renderWithApp(<TheList />);
    expect(await screen.findByText('No Item Found')).toBeInTheDocument();
    expect(screen.queryByTestId('item-card')).not.toBeInTheDocument();
  });

  it("says 'No Item Found' for filters that find nothing, and Clear filters shows every dish again", async () => {
    stubIntersectionObserver();
    fakeApi(({ path }) => {
      if (path === '/items/pages/1?diet=vegan') return { body: [] };
      if (path === '/items/pages/1') return { body: page(1, 2) };
      return undefined;
    });
    renderWithApp(<TheList />, { path: '/the-list?diet=vegan' });
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('No Item Found');
    expect(empty).toHaveTextContent('No dish matches these filters.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Dish 1-2')).toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
  });

  it("shows 'Error' when the first page fails, and loads it again with Try again", async () => {
    stubIntersectionObserver();
    let fail = true;
    const calls = fakeApi(({ path }) => {
      if (path !== '/items/pages/1') return undefined;
      return fail
        ? { status: 500, body: { message: 'Internal Server Error' } }
        : { body: page(1, 2) };
    });
    renderWithApp(<TheList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dish 1-2')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(pageCalls(calls, 1)).toBe(2);
  });

  it("stops after a failed next page: one request (and the query's retries), 'Error', no loop; Try again asks once more", async () => {
    // The last card stays in view, as on a wide screen: every new observer is told so at once.
    stubIntersectionObserver({ visible: true });
    let failPage2 = true;
    const calls = fakeApi(({ path }) => {
      if (path === '/items/pages/1') return { body: page(1, 12) };
      if (path === '/items/pages/2')
        return failPage2 ? { status: 500, body: { message: 'Down' } } : { body: page(2, 3) };
      return undefined;
    });
    // Retries as the app's client allows for a 5xx (two), without the wait between them.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: 2, retryDelay: 0, staleTime: Infinity } },
    });
    renderWithApp(<TheList />, { client });
    // Page 1, its cards, and page 2 with its retries: slow to render in jsdom.
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Error');
    expect(screen.getAllByTestId('item-card')).toHaveLength(12);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pageCalls(calls, 2)).toBe(3);
    expect(pageCalls(calls, 1)).toBe(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Error');

    failPage2 = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dish 2-3')).toBeInTheDocument();
    expect(await screen.findByText('No More Items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(pageCalls(calls, 2)).toBe(4);
    expect(pageCalls(calls, 3)).toBe(0);
  });

  it('asks every page with the filters of the URL, and starts again from page 1 when they change', async () => {
    const io = stubIntersectionObserver();
    const calls = fakeApi(({ path }) => {
      if (path === '/items/pages/1?diet=vegan&without=peanuts&maxPrice=15')
        return { body: page(1, 12) };
      if (path === '/items/pages/2?diet=vegan&without=peanuts&maxPrice=15')
        return { body: page(2, 2) };
      if (path === '/items/pages/1?diet=vegan&without=peanuts&maxPrice=15&openNow=true')
        return { body: page(3, 1) };
      return undefined;
    });
    renderWithApp(<TheList />, { path: '/the-list?diet=vegan&without=peanuts&maxPrice=15' });
    expect(await screen.findByText('Dish 1-12')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    io.reveal();
    expect(await screen.findByText('Dish 2-2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open now' }));
    expect(await screen.findByText('Dish 3-1')).toBeInTheDocument();
    expect(screen.getAllByTestId('item-card')).toHaveLength(1);
    expect(calls.map((c) => c.path)).toEqual([
      '/items/pages/1?diet=vegan&without=peanuts&maxPrice=15',
      '/items/pages/2?diet=vegan&without=peanuts&maxPrice=15',
      '/items/pages/1?diet=vegan&without=peanuts&maxPrice=15&openNow=true',
    ]);
  });
});
