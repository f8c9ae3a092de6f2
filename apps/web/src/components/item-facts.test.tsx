import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../lib/i18n.tsx';
import { ItemCard } from './item-card.tsx';
import { anItem } from './testing/fixtures.ts';
import { renderWithApp, signOut } from './testing/render.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const facts = () => within(screen.getByTestId('item-facts'));

describe('what is on the plate, on an item card', () => {
  it('shows the diet badges and what the dish contains, in the contract order', () => {
    renderWithApp(
      <ItemCard
        item={anItem({ diets: ['vegetarian', 'gluten-free'], allergens: ['peanuts', 'milk'] })}
        disableNavigation
      />,
    );
    expect(
      within(facts().getByRole('list', { name: 'Diets' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vegetarian', 'Gluten-free']);
    expect(facts().getByTestId('item-allergens')).toHaveTextContent('Contains: peanuts, milk');
    expect(facts().queryByText('Sold out today')).toBeNull();
  });

  it('says the diets, the allergens and Sold out today in Vietnamese on a Vietnamese page', () => {
    renderWithApp(
      <LocaleProvider locale="vi">
        <ItemCard
          item={anItem({ diets: ['vegan'], allergens: ['peanuts', 'tree-nuts'], soldOut: true })}
          disableNavigation
        />
      </LocaleProvider>,
    );
    expect(facts().getByRole('list', { name: 'Chế độ ăn' })).toHaveTextContent('Thuần chay');
    expect(facts().getByTestId('item-allergens')).toHaveTextContent(
      'Có chứa: đậu phộng, các loại hạt',
    );
    expect(facts().getByText('Hôm nay đã hết')).toBeInTheDocument();
  });

  it("inside the card's button: phrasing content only, the diets named in the button's name", () => {
    const item = anItem({
      name: 'Phở Chay',
      description: 'Tofu.',
      price: 12.2,
      diets: ['vegan', 'vegetarian'],
      allergens: ['soy'],
      soldOut: true,
    });
    renderWithApp(<ItemCard item={item} />);
    const button = screen.getByRole('button', { name: /^Phở Chay/ });
    // HTML allows only phrasing content in a button: no div, p or list (the W3C checker's error).
    expect(button.querySelectorAll('div, p, ul, ol, li')).toHaveLength(0);
    expect(button).toContainElement(screen.getByTestId('item-facts'));
    expect(facts().getByText('Vegan')).toBeInTheDocument();
    expect(facts().getByText('Sold out today')).toBeInTheDocument();
    // Its name is its visible text: the diets themselves, not a list's label ("Diets").
    expect(button).toHaveAccessibleName(
      /Tofu\. \$12\.20 Sold out today Vegan Vegetarian Contains: soy$/,
    );
  });

  it("says 'Allergens not stated' when the owner has not said, and shows no diet list", () => {
    renderWithApp(<ItemCard item={anItem({ diets: [], allergens: null })} />);
    expect(facts().getByTestId('item-allergens')).toHaveTextContent('Allergens not stated');
    expect(facts().queryByRole('list', { name: 'Diets' })).toBeNull();
  });

  it('tells a dish stated to contain none of the 14 apart from one not stated', () => {
    renderWithApp(<ItemCard item={anItem({ allergens: [] })} />);
    expect(facts().getByTestId('item-allergens')).toHaveTextContent('No major allergens');
  });

  it("keeps a sold-out dish on the card with 'Sold out today'", () => {
    renderWithApp(
      <ItemCard item={anItem({ name: 'Phở Chay', soldOut: true, diets: ['vegan'] })} />,
    );
    expect(screen.getByRole('heading', { name: 'Phở Chay' })).toBeInTheDocument();
    expect(facts().getByText('Sold out today')).toBeInTheDocument();
    expect(facts().getByText('Vegan')).toBeInTheDocument();
  });
});
