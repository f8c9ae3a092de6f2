import { screen, waitFor, within } from '@testing-library/react';
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
        aList({ name: 'Drinks' }),
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

  it("says 'Page Not Found!' for an unknown business", async () => {
    fakeApi(() => ({ status: 404, body: { message: 'Business not found' } }));
    renderWithApp(<BusinessPage />, { path: '/businesses/nope', route: '/businesses/:id' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Page Not Found!'));
  });
});
