// The business page's menu lists: each titled by its topic, its items sorted by likes, highest first.
// Edit mode (owner tools) passes per-item footers and adds Add Item / Add New List around these.
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
};

export function BusinessLists({ lists, itemFooter, listAction }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {lists.map((list) => (
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
              <ItemCard key={item._id} item={item} footer={itemFooter?.(item)} disableNavigation />
            ))}
            {listAction?.(list)}
          </ItemGrid>
        </Box>
      ))}
    </Box>
  );
}
