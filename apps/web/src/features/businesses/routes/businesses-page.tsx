// /businesses: every business as a card (cover, name, favorite count) in a responsive grid,
// loading the next page when the last card scrolls into view.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { BusinessCard } from '../../../components/business-card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { BusinessesMap } from '../../../components/businesses-map.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { ListMapSwitch, useListView } from '../../../components/list-map-switch.tsx';
import { PagedGrid } from '../../../components/paged-grid.tsx';
import { useFilters } from '../../../components/use-filters.ts';
import { countFilters } from '../../../lib/filters.ts';
import { useT } from '../../../lib/i18n.tsx';
import { firstScreen } from '../../../lib/image-url.ts';
import { useBusinessesPages } from '../api/get-businesses-page.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

export function BusinessesPage() {
  const { filters, clear } = useFilters();
  const filtered = countFilters(filters) > 0;
  const query = useBusinessesPages(filters);
  const t = useT();
  useDocumentTitle(t('nav.businesses'));
  const view = useListView();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {t('nav.businesses')}
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
          endText={t('paging.noMoreBusinesses')}
          empty={
            <EmptyState
              icon={<StorefrontIcon />}
              title={t('businesses.none')}
              announce
              text={t(filtered ? 'businesses.noMatchFiltered' : 'businesses.nothingYet')}
              action={
                filtered
                  ? { label: t('filters.clear'), onClick: clear }
                  : { label: t('search.browseTheList'), to: '/the-list' }
              }
            />
          }
        />
      )}
    </Box>
  );
}
