// /businesses: every business as a card (cover, name, favorite count) in a responsive grid,
// loading the next page when the last card scrolls into view.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { BusinessCard } from '../../../components/business-card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { BusinessesMap } from '../../../components/businesses-map.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { ListMapSwitch, useListView } from '../../../components/list-map-switch.tsx';
import { PagedGrid } from '../../../components/paged-grid.tsx';
import { useFilters } from '../../../components/use-filters.ts';
import { countFilters } from '../../../lib/filters.ts';
import { firstScreen } from '../../../lib/image-url.ts';
import { useBusinessesPages } from '../api/get-businesses-page.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

export function BusinessesPage() {
  const { filters, clear } = useFilters();
  const filtered = countFilters(filters) > 0;
  const query = useBusinessesPages(filters);
  useDocumentTitle('Businesses');
  const view = useListView();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Businesses
        </Typography>
        <ListMapSwitch />
      </Box>
      <FilterBar scope="businesses" />
      {view === 'map' ? (
        <BusinessesMap query={query} />
      ) : (
        <PagedGrid
          query={query}
          layout="breakpoints"
          renderCard={(business, index) => (
            <BusinessCard
              business={business}
              imagePriority={firstScreen(index, 4)}
              headingLevel="h2"
            />
          )}
          endText={TEXTS.noMoreBusinesses}
          empty={
            <EmptyState
              icon={<StorefrontIcon />}
              title="No businesses found"
              announce
              text={
                filtered
                  ? 'No business matches these filters. Fewer filters may find more.'
                  : 'No business is listed yet. The dishes on The List show what there is so far.'
              }
              action={
                filtered
                  ? { label: 'Clear filters', onClick: clear }
                  : { label: 'Browse The List', to: '/the-list' }
              }
            />
          }
        />
      )}
    </Box>
  );
}
