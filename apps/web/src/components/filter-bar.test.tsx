import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar.tsx';
import { renderWithApp } from './testing/render.tsx';
import { EN_MESSAGES } from '@menudex/contract/i18n/messages-en';
import { LocaleProvider } from '../lib/i18n.tsx';

const user = userEvent.setup();

afterEach(() => vi.unstubAllGlobals());

/** The page's URL as the router holds it. */
const url = () => screen.getByTestId('location').textContent ?? '';
const query = () => new URLSearchParams(url().split('?')[1] ?? '');

const renderBar = (path: string, scope: 'items' | 'search' | 'businesses' = 'search') =>
  renderWithApp(<FilterBar scope={scope} hasInput={path.includes('input=')} />, { path });

/** A browser whose location answer is given: a position, or the code of a refusal. */
function stubGeolocation(answer: { lat: number; lng: number } | { code: 1 | 2 | 3 }) {
  const getCurrentPosition = vi.fn(
    (ok: (p: GeolocationPosition) => void, fail: (e: GeolocationPositionError) => void) => {
      if ('code' in answer) {
        fail({ code: answer.code, PERMISSION_DENIED: 1 } as GeolocationPositionError);
      } else {
        ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
      }
    },
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('FilterBar', () => {
  it('shows each filter of the URL as a chip; a chip removes only itself, Clear all keeps the search', async () => {
    renderBar('/search?input=pho&diet=vegan&without=peanuts&maxPrice=15&openNow=true');
    const on = within(screen.getByRole('list', { name: 'Filters on' }));
    expect(on.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Vegan',
      'Without peanuts',
      'Up to $15',
      'Open now',
      'Clear all',
    ]);
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument();
    await user.click(on.getByRole('button', { name: 'Remove Without peanuts' }));
    expect(url()).toBe('/search?input=pho&diet=vegan&maxPrice=15&openNow=true');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(url()).toBe('/search?input=pho');
    expect(screen.queryByRole('list', { name: 'Filters on' })).toBeNull();
  });

  it('turns Open now on and off in one tap', async () => {
    renderBar('/the-list', 'items');
    const open = screen.getByRole('button', { name: 'Open now' });
    expect(open).toHaveAttribute('aria-pressed', 'false');
    await user.click(open);
    expect(url()).toBe('/the-list?openNow=true');
    expect(screen.getByRole('button', { name: 'Open now' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Open now' }));
    expect(url()).toBe('/the-list');
  });

  it('orders by the choice made; Best match only with search text, most liked by default', async () => {
    renderBar('/search?input=pho');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most liked', 'Best match', 'Lowest price']);
    await user.selectOptions(sort, 'Best match');
    expect(query().get('sort')).toBe('match');
    await user.selectOptions(sort, 'Most liked');
    expect(query().has('sort')).toBe(false);
  });

  it('Near me asks the browser, then keeps the rounded position and orders by distance', async () => {
    const asked = stubGeolocation({ lat: 37.3352219, lng: -121.8931234 });
    renderBar('/businesses', 'businesses');
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(query().get('near')).toBe('37.335,-121.893'));
    expect(query().get('sort')).toBe('distance');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');
    expect(screen.getByRole('option', { name: 'Nearest' })).toBeInTheDocument();
    // Off again: the order by distance goes with it.
    await user.click(screen.getByRole('button', { name: 'Remove Near me' }));
    expect(url()).toBe('/businesses');
  });

  it('says clearly when the location is refused, and changes nothing', async () => {
    stubGeolocation({ code: 1 });
    renderBar('/search?input=pho&diet=vegan');
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EN_MESSAGES['location.refused']);
    expect(url()).toBe('/search?input=pho&diet=vegan');
  });

  it('says so when the location cannot be found', async () => {
    stubGeolocation({ code: 3 });
    renderBar('/the-list', 'items');
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EN_MESSAGES['location.unavailable']);
  });

  it('sets diets, allergens to leave out, a maximum price and a price level in the panel', async () => {
    renderBar('/search?input=pho');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Vegan' }));
    const without = within(within(panel).getByRole('group', { name: 'Without' }));
    // The rule the API applies, said where the choice is made.
    expect(
      without.getByText(/Items whose allergens are not stated are left out/),
    ).toBeInTheDocument();
    await user.click(without.getByRole('checkbox', { name: 'peanuts' }));
    await user.type(within(panel).getByLabelText('Maximum price'), '15{Enter}');
    await user.click(within(panel).getByRole('checkbox', { name: '$$' }));
    expect(url()).toBe('/search?input=pho&diet=vegan&without=peanuts&maxPrice=15&priceLevel=2');
    expect(within(panel).getByRole('checkbox', { name: 'Vegan' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(panel).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument();
  });

  it('speaks Vietnamese on a Vietnamese page: buttons, order, chips, the panel and the location problem', async () => {
    stubGeolocation({ code: 1 });
    renderWithApp(
      <LocaleProvider locale="vi">
        <FilterBar scope="businesses" />
      </LocaleProvider>,
      { path: '/businesses?diet=vegan&without=peanuts&priceLevel=2&openNow=true' },
    );
    expect(screen.getByRole('region', { name: 'Bộ lọc và sắp xếp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bộ lọc (4)' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sắp xếp theo' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Thêm vào sớm nhất', 'Nhiều lượt yêu thích nhất', 'Giá thấp nhất']);
    const on = within(screen.getByRole('list', { name: 'Bộ lọc đang bật' }));
    expect(on.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Thuần chay',
      'Không có đậu phộng',
      '$$',
      'Đang mở cửa',
      'Xóa tất cả',
    ]);
    expect(on.getByRole('button', { name: 'Bỏ Thuần chay' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gần tôi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Trang này đang bị chặn/);

    await user.click(screen.getByRole('button', { name: 'Bộ lọc (4)' }));
    const panel = await screen.findByRole('dialog', { name: 'Bộ lọc' });
    expect(within(panel).getByRole('group', { name: 'Chế độ ăn' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'đậu phộng' })).toBeInTheDocument();
    expect(
      within(panel).getByText(/^Theo giá trung bình.*: \$ dưới 15\sUS\$, \$\$ /),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Xem kết quả' })).toBeInTheDocument();
  });

  it('refuses a maximum price it cannot read, and keeps the URL as it was', async () => {
    renderBar('/the-list', 'items');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(within(panel).getByLabelText('Maximum price'), 'cheap{Enter}');
    expect(within(panel).getByText('Please enter a price like 15 or 12.50')).toBeInTheDocument();
    expect(url()).toBe('/the-list');
  });
});
