import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anItem, aList } from '../../../components/testing/fixtures.ts';
import { renderWithApp, signOut } from '../../../components/testing/render.tsx';
import { BusinessLists, sortByLikes } from './business-lists.tsx';

afterEach(() => signOut());

const liked = (name: string, likes: number) => anItem({ name, popularity: { likes, dislikes: 0 } });

describe('BusinessLists', () => {
  it('titles each list by its topic, in the menu order', () => {
    const lists = [
      aList({ name: 'Soups', items: [anItem()] }),
      aList({ name: 'Drinks', items: [anItem()] }),
    ];
    renderWithApp(<BusinessLists lists={lists} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Soups',
      'Drinks',
    ]);
  });

  it('hides lists without items, unless edit mode asks for them (to fill them)', () => {
    const lists = [aList({ name: 'Soups', items: [anItem()] }), aList({ name: 'Empty' })];
    const { unmount } = renderWithApp(<BusinessLists lists={lists} />);
    expect(screen.queryByRole('heading', { level: 2, name: 'Empty' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(<BusinessLists lists={lists} showEmpty />);
    expect(screen.getByRole('heading', { level: 2, name: 'Empty' })).toBeInTheDocument();
  });

  it('sorts the items of each list by likes, highest first', () => {
    const lists = [
      aList({ name: 'Soups', items: [liked('Few', 1), liked('Most', 9), liked('Some', 4)] }),
    ];
    renderWithApp(<BusinessLists lists={lists} />);
    const list = screen.getByTestId('menu-list');
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Most', 'Some', 'Few']);
  });

  it('keeps the menu order among equal likes and does not change the list it was given', () => {
    const items = [liked('A', 2), liked('B', 5), liked('C', 2)];
    expect(sortByLikes(items).map((i) => i.name)).toEqual(['B', 'A', 'C']);
    expect(items.map((i) => i.name)).toEqual(['A', 'B', 'C']);
  });

  it('passes edit-mode footers to the cards', () => {
    const lists = [aList({ items: [liked('A', 2)] })];
    renderWithApp(
      <BusinessLists
        lists={lists}
        itemFooter={(item) => <button type="button">Edit {item.name}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Edit A' })).toBeInTheDocument();
  });
});
