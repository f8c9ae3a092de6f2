import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, anItem, aList } from '../../../components/testing/fixtures.ts';
import { fakeApi, renderWithApp, signOut } from '../../../components/testing/render.tsx';
import { BusinessPage } from './business-page.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('BusinessPage (view mode)', () => {
  it('shows the spinner, then name, phone, description, address, cover, logo and sorted lists', async () => {
    const business = aBusiness({
      _id: 'b-1',
      name: 'Phở Hòa Bình',
      displayPhone: '(408) 555-0199',
      description: 'Family pho shop since 1994.',
      lists: [
        aList({
          name: 'Phở',
          items: [
            anItem({ name: 'Phở Gà', popularity: { likes: 2, dislikes: 0 } }),
            anItem({ name: 'Phở Tái', popularity: { likes: 8, dislikes: 0 } }),
          ],
        }),
        aList({ name: 'Drinks', items: [anItem({ name: 'Trà Đá' })] }),
      ],
    });
    fakeApi(({ path }) => (path === '/businesses/b-1' ? { body: { business } } : undefined));
    renderWithApp(<BusinessPage />, { path: '/businesses/b-1', route: '/businesses/:id' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phở Hòa Bình' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '(408) 555-0199' })).toBeInTheDocument();
    expect(screen.getByText('Family pho shop since 1994.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Phở Hòa Bình cover photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Phở Hòa Bình logo' })).toHaveAttribute('width', '100');
    const [pho, drinks] = screen.getAllByTestId('menu-list');
    expect(
      within(pho!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Phở Tái', 'Phở Gà']);
    expect(within(drinks!).getByRole('heading', { level: 2 })).toHaveTextContent('Drinks');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByTestId('favorite-button')).toHaveTextContent(String(business.favoriteCount));
  });

  it('hides the address block when the city line is empty', async () => {
    const business = aBusiness({ _id: 'b-2', name: 'No Address' });
    business.location.displayAddress = ['', '', '', ''];
    fakeApi(() => ({ body: { business } }));
    renderWithApp(<BusinessPage />, { path: '/businesses/b-2', route: '/businesses/:id' });
    await screen.findByRole('heading', { level: 1, name: 'No Address' });
    expect(screen.queryByRole('heading', { name: 'Address' })).not.toBeInTheDocument();
  });

  it('shows Feedback to everyone on a business running the feedback program', async () => {
    fakeApi(() => ({ body: { business: aBusiness({ name: 'Cafe', feedbackEnabled: true }) } }));
    renderWithApp(<BusinessPage />, { path: '/businesses/b-3', route: '/businesses/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Cafe' });
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('renders the feedback dialog slot over the page', async () => {
    fakeApi(() => ({ body: { business: aBusiness({ name: 'Cafe' }) } }));
    renderWithApp(<BusinessPage feedbackDialog={<div role="dialog">Feedback dialog</div>} />, {
      path: '/businesses/b-4/feedback',
      route: '/businesses/:id/feedback',
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Feedback dialog');
  });

  it("says 'Page Not Found!' for an unknown business, with a link home", async () => {
    fakeApi(() => ({ status: 404, body: { message: 'Business not found' } }));
    renderWithApp(<BusinessPage />, { path: '/businesses/nope', route: '/businesses/:id' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Page Not Found!'));
    // Titled for what is missing, as the server titles it, not 'Error'.
    expect(document.title).toBe('Business not found · Menudex');
    expect(screen.getByRole('link', { name: 'Go to The List' })).toHaveAttribute(
      'href',
      '/the-list',
    );
  });

  it("says 'Error' when the business cannot load, and Try again loads it", async () => {
    let fail = true;
    fakeApi(() =>
      fail
        ? { status: 500, body: { message: 'Down' } }
        : { body: { business: aBusiness({ name: 'Back Again' }) } },
    );
    renderWithApp(<BusinessPage />, { path: '/businesses/b-5', route: '/businesses/:id' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error'), {
      timeout: 10_000,
    });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Back Again' }),
    ).toBeInTheDocument();
  });

  it('hides a list without items from visitors (no bare heading)', async () => {
    const business = aBusiness({
      name: 'Half Menu',
      lists: [
        aList({ name: 'Mains', items: [anItem({ name: 'Cơm Tấm' })] }),
        aList({ name: 'Desserts' }),
      ],
    });
    fakeApi(() => ({ body: { business } }));
    renderWithApp(<BusinessPage />, { path: '/businesses/b-6', route: '/businesses/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Half Menu' });
    expect(screen.getAllByTestId('menu-list')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Desserts' })).not.toBeInTheDocument();
  });

  it('opens at an item: `#item-{id}` scrolls its card into view and outlines it', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const target = anItem({ _id: 'i-2', name: 'Bánh Flan' });
    const business = aBusiness({
      name: 'Sweets',
      lists: [aList({ name: 'Desserts', items: [anItem({ _id: 'i-1', name: 'Chè' }), target] })],
    });
    fakeApi(() => ({ body: { business } }));
    renderWithApp(<BusinessPage />, { path: '/businesses/b-7#item-i-2', route: '/businesses/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Sweets' });
    const card = document.getElementById('item-i-2');
    expect(card).toHaveAttribute('data-highlighted', 'true');
    await waitFor(() => expect(scrolled).toEqual([card]));
    expect(document.getElementById('item-i-1')).not.toHaveAttribute('data-highlighted');
  });

  it('shows prices in the currency of the business country', async () => {
    const business = aBusiness({
      name: 'Hà Nội Quán',
      lists: [aList({ name: 'Phở', items: [anItem({ name: 'Phở Bò', price: 55000 })] })],
    });
    business.location.country = 'VN';
    fakeApi(() => ({ body: { business } }));
    renderWithApp(<BusinessPage />, { path: '/businesses/b-8', route: '/businesses/:id' });
    expect(await screen.findByText('₫55,000')).toBeInTheDocument();
  });

  it('names the tab after the business and its city, as the server does', async () => {
    const business = aBusiness({ name: 'Tab Name' });
    business.location.city = 'San Jose';
    fakeApi(() => ({ body: { business } }));
    renderWithApp(<BusinessPage />, { path: '/businesses/b-9', route: '/businesses/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Tab Name' });
    expect(document.title).toBe('Tab Name · San Jose · Menudex');
  });
});
