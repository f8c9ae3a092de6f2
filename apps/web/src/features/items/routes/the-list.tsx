// /the-list: the popular list, most-liked items first, loading more as the last card shows.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { ItemCard } from '../../../components/item-card.tsx';
import { firstScreen } from '../../../lib/image-url.ts';
import { PagedGrid } from '../../../components/paged-grid.tsx';
import { useFilters } from '../../../components/use-filters.ts';
import { countFilters } from '../../../lib/filters.ts';
import { usePopularItems } from '../api/get-items-page.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';

export function TheList() {
  const { filters, clear } = useFilters();
  const filtered = countFilters(filters) > 0;
  const query = usePopularItems(filters);
  const t = useT();
  useDocumentTitle(t('list.title'));
  return (
    <Box>
      <PagedGrid
        query={query}
        layout="cards"
        centered
        header={
          <>
            <Typography variant="h1" sx={{ mb: 1 }}>
              {t('list.title')}
            </Typography>
            <Typography color="text.secondary">{t('list.intro')}</Typography>
            <Box sx={{ mt: 2 }}>
              <FilterBar scope="items" />
            </Box>
          </>
        }
        renderCard={(item, index) => (
          <ItemCard item={item} imagePriority={firstScreen(index, 3)} headingLevel="h2" />
        )}
        endText={t('paging.noMoreItems')}
        emptyText={t('paging.noItemFound')}
        empty={
          <EmptyState
            icon={<RestaurantMenuIcon />}
            title={t('paging.noItemFound')}
            announce
            text={filtered ? t('list.noMatchFiltered') : t('list.nothingYet')}
            action={
              filtered
                ? { label: t('filters.clear'), onClick: clear }
                : { label: t('list.seeBusinesses'), to: '/businesses' }
            }
          />
        }
      />
    </Box>
  );
}
