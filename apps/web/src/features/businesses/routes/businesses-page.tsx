// /businesses: every business as a card (cover, name, favorite count) in a responsive grid,
// loading the next page when the last card scrolls into view.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';
import { BusinessCard } from '../../../components/business-card.tsx';
import { PagedStatus } from '../../../components/paged-status.tsx';
import { useInfiniteScroll } from '../../../components/use-infinite-scroll.ts';
import { useBusinessesPages } from '../api/get-businesses-page.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

export function BusinessesPage() {
  const query = useBusinessesPages();
  useDocumentTitle('Businesses');
  const businesses = query.data?.pages.flat() ?? [];
  const hasMore = query.hasNextPage;
  const { lastCardRef, retry } = useInfiniteScroll(query);
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Businesses
      </Typography>
      <Grid container spacing={3}>
        {businesses.map((business, index) => (
          <Grid
            key={business._id}
            size={{ xs: 12, sm: 6, md: 4, lg: 3 }}
            ref={index === businesses.length - 1 ? lastCardRef : undefined}
          >
            <BusinessCard business={business} eagerImage={index < 4} headingLevel="h2" />
          </Grid>
        ))}
      </Grid>
      <PagedStatus
        isLoading={query.isFetching}
        isError={query.isError}
        onRetry={retry}
        hasMore={hasMore}
        isEmpty={businesses.length === 0}
        endText={TEXTS.noMoreBusinesses}
      />
    </Box>
  );
}
