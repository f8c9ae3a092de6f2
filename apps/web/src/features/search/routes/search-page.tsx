// /search?input=…: the specification's 'Search results screen': heading, food-tag chips, the
// Businesses row and the Items grid with infinite scroll. A failed load shows 'Error', never an
// endless spinner (the specification's section 4 leaves the indicator on after a failure).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { normalizeSearchInput } from '@menudex/contract/text';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { ItemCard, itemBusinessId } from '../../../components/item-card.tsx';
import { PagedGrid } from '../../../components/paged-grid.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useFilters } from '../../../components/use-filters.ts';
import { firstScreen } from '../../../lib/image-url.ts';
import { useT } from '../../../lib/i18n.tsx';
import { countFilters, filterKey } from '../../../lib/filters.ts';
import { useSearchAppearances } from '../../../lib/insights-beacon.ts';
import { useSearchBusinesses } from '../api/search-businesses.ts';
import { useSearchItems } from '../api/search-items.ts';
import { BusinessRow } from '../components/business-row.tsx';
import { TagChips } from '../components/tag-chips.tsx';

export function SearchPage() {
  const [params] = useSearchParams();
  const input = normalizeSearchInput(params.get('input') ?? '');
  const t = useT();
  useDocumentTitle(input ? t('search.titleFor', { input }) : t('search.title'));
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {`${t('search.headingFor')} `}
        <Box component="span" sx={{ color: 'primary.main' }}>
          {input}
        </Box>
      </Typography>
      <Box sx={{ mb: 4 }}>
        <TagChips current={input} />
      </Box>
      <FilterBar scope="search" hasInput={input !== ''} />
      {/* A new input starts from page 1 with fresh state. */}
      {input && <Results key={input} input={input} />}
    </Box>
  );
}

function Results({ input }: { input: string }) {
  const { filters, clear } = useFilters();
  const filtered = countFilters(filters) > 0;
  const t = useT();
  const businesses = useSearchBusinesses(input, filters);
  const items = useSearchItems(input, filters);
  const showBusinesses = businesses.isPending || (businesses.data?.length ?? 0) > 0;
  // Each business and dish shown counts as a search appearance for its owner's insights.
  const shown = useMemo(
    () => [
      ...(businesses.data ?? []).map((business) => ({ businessId: business._id })),
      ...(items.data?.pages.flatMap((page) => page.items) ?? []).map((item) => ({
        businessId: itemBusinessId(item),
        itemId: item._id,
      })),
    ],
    [businesses.data, items.data],
  );
  useSearchAppearances(`${input} ${filterKey(filters)}`, shown);
  return (
    <>
      {showBusinesses && (
        <Box component="section" aria-labelledby="search-businesses" sx={{ mb: 4 }}>
          <Typography id="search-businesses" variant="h2" sx={{ mb: 2 }}>
            {t('search.businesses')}
          </Typography>
          <BusinessRow businesses={businesses.data ?? []} loading={businesses.isPending} />
        </Box>
      )}
      <Box component="section" aria-labelledby="search-items">
        <Typography variant="overline" component="p" color="text.secondary">
          {t('search.result')}
        </Typography>
        <Typography id="search-items" variant="h2" sx={{ mb: 2 }}>
          {t('search.items')}
        </Typography>
        <PagedGrid
          query={items}
          layout="breakpoints"
          centered
          // The Businesses row's first cover is the largest paint when there is a row (the server
          // preloads it); without one, the first item's photo is.
          renderCard={(item, index) => (
            <ItemCard item={item} imagePriority={firstScreen(index, 4, !showBusinesses)} />
          )}
          endText={t('paging.noMoreItems')}
          emptyText={t('paging.noItemFound')}
          empty={
            <EmptyState
              icon={<SearchOffIcon />}
              title={t('paging.noItemFound')}
              announce
              text={
                filtered ? t('search.noMatchFiltered', { input }) : t('search.noMatch', { input })
              }
              action={
                filtered
                  ? { label: t('filters.clear'), onClick: clear }
                  : { label: t('search.browseTheList'), to: '/the-list' }
              }
            />
          }
        />
      </Box>
    </>
  );
}
