// The business page's menu lists: each titled by its topic, its items sorted by likes, highest first.
// Edit mode (owner tools) passes per-item footers and adds Add Item / Add New List around these.
// Visitors do not see a list with no items (a bare heading); edit mode shows it, to fill it.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Item, MenuList } from '@menudex/contract/entities';
import { ItemCard } from '../../../components/item-card.tsx';
import { ItemGrid } from '../../../components/item-grid.tsx';

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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {shown.map((list) => (
        <Box
          component="section"
          key={list._id}
          aria-labelledby={`list-${list._id}`}
          data-testid="menu-list"
          // Clears the sticky top bar (two rows below 700 px) when a list is scrolled to.
          sx={{ scrollMarginTop: { xs: 136, md: 88 } }}
        >
          <Typography id={`list-${list._id}`} variant="h2" sx={{ mb: 2 }}>
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
