// /search?input=…: the specification's 'Search results screen': heading, food-tag chips, the
// Businesses row and the Items grid with infinite scroll. A failed load shows 'Error', never an
// endless spinner (the specification's section 4 leaves the indicator on after a failure).
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';
import { normalizeSearchInput } from '@menudex/contract/text';
import { ItemCard } from '../../../components/item-card.tsx';
import { PagedStatus } from '../../../components/paged-status.tsx';
import { useInfiniteScroll } from '../../../components/use-infinite-scroll.ts';
import { useSearchBusinesses } from '../api/search-businesses.ts';
import { useSearchItems } from '../api/search-items.ts';
import { BusinessRow } from '../components/business-row.tsx';
import { TagChips } from '../components/tag-chips.tsx';

export function SearchPage() {
  const [params] = useSearchParams();
  const input = normalizeSearchInput(params.get('input') ?? '');
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Search result for{' '}
        <Box component="span" sx={{ color: 'primary.main' }}>
          {input}
        </Box>
      </Typography>
      <Box sx={{ mb: 4 }}>
        <TagChips current={input} />
      </Box>
      {/* A new input starts from page 1 with fresh state. */}
      {input && <Results key={input} input={input} />}
    </Box>
  );
}

function Results({ input }: { input: string }) {
  const businesses = useSearchBusinesses(input);
  const items = useSearchItems(input);
  const list = dedupe(items.data?.pages.flat() ?? []);
  const hasMore = items.hasNextPage;
  const { lastCardRef, retry } = useInfiniteScroll(items);
  const showBusinesses = businesses.isPending || (businesses.data?.length ?? 0) > 0;
  return (
    <>
      {showBusinesses && (
        <Box component="section" aria-labelledby="search-businesses" sx={{ mb: 4 }}>
          <Typography id="search-businesses" variant="h2" sx={{ mb: 2 }}>
            Businesses
          </Typography>
          <BusinessRow businesses={businesses.data ?? []} loading={businesses.isPending} />
        </Box>
      )}
      <Box component="section" aria-labelledby="search-items">
        <Typography variant="overline" component="p" color="text.secondary">
          Result
        </Typography>
        <Typography id="search-items" variant="h2" sx={{ mb: 2 }}>
          Items
        </Typography>
        {items.isPending && (
          <Box
            role="status"
            aria-label="Loading items"
            sx={{ py: 6, display: 'flex', justifyContent: 'center' }}
          >
            <CircularProgress />
          </Box>
        )}
        <Grid container spacing={3}>
          {list.map((item, index) => (
            <Grid
              key={item._id}
              size={{ xs: 12, sm: 6, md: 4, lg: 3 }}
              ref={index === list.length - 1 ? lastCardRef : undefined}
              sx={{ display: 'flex', justifyContent: 'center' }}
            >
              <ItemCard item={item} eagerImage={index < 4} />
            </Grid>
          ))}
        </Grid>
        <PagedStatus
          isLoading={items.isFetching}
          isError={items.isError}
          onRetry={retry}
          hasMore={hasMore}
          isEmpty={list.length === 0}
          endText={TEXTS.noMoreItems}
          emptyText={TEXTS.noItemFound}
        />
      </Box>
    </>
  );
}

/** Likes change while one scrolls, so a card can move to a later page: show it once. */
function dedupe<T extends { _id: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((x) => (seen.has(x._id) ? false : (seen.add(x._id), true)));
}
