// The business page's menu lists: each titled by its topic, its items sorted by likes, highest first.
// Edit mode (owner tools) passes per-item footers and adds Add Item / Add New List around these.
// Visitors do not see a list with no items (a bare heading); edit mode shows it, to fill it. With
// more than one list, a bar of tabs above them jumps to each (menu-list-tabs.tsx).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Item, MenuList } from '@menudex/contract/entities';
import { ItemCard } from '../../../components/item-card.tsx';
import { ItemGrid } from '../../../components/item-grid.tsx';
import { LIST_SCROLL_MARGIN, listHeadingId, MenuListTabs } from './menu-list-tabs.tsx';

/** Most-liked first; equal likes keep the menu's own order. */
export function sortByLikes<T extends Pick<Item, 'popularity'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.popularity.likes - a.popularity.likes);
}

type Props = {
  lists: readonly MenuList[];
  /** Edit mode's item footer (edit and delete); left out, cards show their view-mode footer. */
  itemFooter?: (item: Item) => ReactNode;
  /** Drawn after a list's items (edit mode's Add Item button). */
  listAction?: (list: MenuList) => ReactNode;
  /** Shows lists without items too (edit mode). */
  showEmpty?: boolean;
  /** ISO 4217 code of the business's prices. */
  currency?: string;
  /** The item the page was opened at (`#item-{id}`): outlined. */
  highlightedItemId?: string | null;
};

export function BusinessLists({
  lists,
  itemFooter,
  listAction,
  showEmpty,
  currency,
  highlightedItemId,
}: Props) {
  const shown = showEmpty ? lists : lists.filter((list) => list.items.length > 0);
  return (
    // The tabs stay on screen while the lists do (sticky within this box), not below them.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {shown.length > 1 && <MenuListTabs lists={shown} />}
      {shown.map((list) => (
        <Box
          component="section"
          key={list._id}
          aria-labelledby={listHeadingId(list._id)}
          data-testid="menu-list"
          // Clears the sticky top bar and the tabs when a list is scrolled to.
          sx={LIST_SCROLL_MARGIN}
        >
          <Typography
            id={listHeadingId(list._id)}
            variant="h2"
            // A tab's press moves focus here (and the reader reads on from the list's name); the
            // focus ring goes round the name, not the page's width.
            tabIndex={-1}
            sx={{ mb: 2, width: 'fit-content', ...LIST_SCROLL_MARGIN }}
          >
            {list.name}
          </Typography>
          <ItemGrid>
            {sortByLikes(list.items).map((item) => (
              <ItemCard
                key={item._id}
                item={item}
                footer={itemFooter?.(item)}
                currency={currency}
                highlighted={item._id === highlightedItemId}
                anchored
                disableNavigation
              />
            ))}
            {listAction?.(list)}
          </ItemGrid>
        </Box>
      ))}
    </Box>
  );
}
