import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusinessSummary } from '../../../components/testing/fixtures.ts';
import { stubIntersectionObserver } from '../../../components/testing/intersection-observer.ts';
import { fakeApi, renderWithApp, signOut } from '../../../components/testing/render.tsx';
import { BusinessesPage } from './businesses-page.tsx';

/** Lets a test scroll the last card into view. */
let reveal: () => void = () => {};
beforeEach(() => {
  reveal = stubIntersectionObserver().reveal;
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const page = (n: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    aBusinessSummary({ name: `Business ${n}-${i + 1}`, favoriteCount: i }),
  );

describe('BusinessesPage', () => {
  it('shows cards with cover, name and favorite count, loads the next page at the last card, then No More Businesses', async () => {
    const calls = fakeApi(({ path }) => {
      if (path === '/businesses/pages/1') return { body: page(1, 12) };
      if (path === '/businesses/pages/2') return { body: page(2, 3) };
      return undefined;
    });
    renderWithApp(<BusinessesPage />);
    expect(await screen.findByText('Business 1-12')).toBeInTheDocument();
    expect(screen.getAllByTestId('business-card')).toHaveLength(12);
    // The count is read with its word (hidden text beside the heart icon), in the card's name.
    expect(
      screen.getByRole('link', { name: /^Business 1-12 .*11 favorites$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Business 1-2 .*1 favorite$/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    reveal();
    expect(await screen.findByText('Business 2-3')).toBeInTheDocument();
    expect(screen.getAllByTestId('business-card')).toHaveLength(15);
    expect(await screen.findByText('No More Businesses')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/businesses/pages/1', '/businesses/pages/2']);
  });

  it('says no business matches the filters, and clears them from there', async () => {
    fakeApi(({ path }) => (path.startsWith('/businesses/pages/') ? { body: [] } : undefined));
    renderWithApp(<BusinessesPage />, { path: '/businesses?openNow=true' });
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveAttribute('role', 'status');
    expect(empty).toHaveTextContent('No businesses found');
    expect(empty).toHaveTextContent('No business matches these filters.');
    within(empty).getByRole('button', { name: 'Clear filters' }).click();
    await waitFor(() => expect(screen.getByTestId('empty-state')).toHaveTextContent(/listed yet/));
    expect(screen.getByRole('link', { name: 'Browse The List' })).toBeInTheDocument();
  });

  it("shows a spinner named 'Loading...' while the first page loads and 'Error' when it fails", async () => {
    fakeApi(() => ({ status: 400, body: { message: 'page must be a whole number from 1' } }));
    renderWithApp(<BusinessesPage />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it("stops asking after a failed next page: one request, 'Error' and a Try again button", async () => {
    stubIntersectionObserver({ visible: true });
    const calls = fakeApi(({ path }) => {
      if (path === '/businesses/pages/1') return { body: page(1, 12) };
      if (path === '/businesses/pages/2') return { status: 500, body: { message: 'Down' } };
      return undefined;
    });
    renderWithApp(<BusinessesPage />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Error');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.map((c) => c.path)).toEqual(['/businesses/pages/1', '/businesses/pages/2']);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('links each card to its business page', async () => {
    fakeApi(() => ({ body: [aBusinessSummary({ _id: 'b-1', name: 'Only One' })] }));
    renderWithApp(<BusinessesPage />);
    expect(await screen.findByRole('link', { name: /Only One/ })).toHaveAttribute(
      'href',
      '/businesses/b-1',
    );
  });
});
