// /the-list: the popular list, most-liked items first, loading more as the last card shows.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { TEXTS } from '@menudex/contract/constants';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { ItemCard } from '../../../components/item-card.tsx';
import { firstScreen } from '../../../lib/image-url.ts';
import { PagedGrid } from '../../../components/paged-grid.tsx';
import { useFilters } from '../../../components/use-filters.ts';
import { countFilters } from '../../../lib/filters.ts';
import { usePopularItems } from '../api/get-items-page.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

export function TheList() {
  const { filters, clear } = useFilters();
  const filtered = countFilters(filters) > 0;
  const query = usePopularItems(filters);
  useDocumentTitle('The List');
  return (
    <Box>
      <PagedGrid
        query={query}
        layout="cards"
        centered
        header={
          <>
            <Typography variant="h1" sx={{ mb: 1 }}>
              The List
            </Typography>
            <Typography color="text.secondary">
              The dishes people like most, all over town.
            </Typography>
            <Box sx={{ mt: 2 }}>
              <FilterBar scope="items" />
            </Box>
          </>
        }
        renderCard={(item, index) => (
          <ItemCard item={item} imagePriority={firstScreen(index, 3)} headingLevel="h2" />
        )}
        endText={TEXTS.noMoreItems}
        emptyText={TEXTS.noItemFound}
        empty={
          <EmptyState
            icon={<RestaurantMenuIcon />}
            title={TEXTS.noItemFound}
            announce
            text={
              filtered
                ? 'No dish matches these filters. Fewer filters may find more.'
                : 'No dish is listed yet. Owners add their menus from My Business.'
            }
            action={
              filtered
                ? { label: 'Clear filters', onClick: clear }
                : { label: 'See the businesses', to: '/businesses' }
            }
          />
        }
      />
    </Box>
  );
}
