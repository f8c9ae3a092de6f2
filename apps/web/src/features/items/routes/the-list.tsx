// /the-list: the popular list, most-liked items first, loading more as the last card shows.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';
import { ItemCard } from '../../../components/item-card.tsx';
import { ItemGrid } from '../../../components/item-grid.tsx';
import { PagedStatus } from '../../../components/paged-status.tsx';
import { useInfiniteScroll } from '../../../components/use-infinite-scroll.ts';
import { usePopularItems } from '../api/get-items-page.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

export function TheList() {
  const query = usePopularItems();
  useDocumentTitle('The List');
  const items = dedupe(query.data?.pages.flat() ?? []);
  const hasMore = query.hasNextPage;
  const { lastCardRef, retry } = useInfiniteScroll(query);
  return (
    <Box>
      <ItemGrid
        centered
        header={
          <>
            <Typography variant="h1" sx={{ mb: 1 }}>
              The List
            </Typography>
            <Typography color="text.secondary">
              The dishes people like most, all over town.
            </Typography>
          </>
        }
      >
        {items.map((item, index) => (
          <Box
            key={item._id}
            ref={index === items.length - 1 ? lastCardRef : undefined}
            sx={{ display: 'flex' }}
          >
            <ItemCard item={item} eagerImage={index < 3} headingLevel="h2" />
          </Box>
        ))}
      </ItemGrid>
      <PagedStatus
        isLoading={query.isFetching}
        isError={query.isError}
        onRetry={retry}
        hasMore={hasMore}
        isEmpty={items.length === 0}
        endText={TEXTS.noMoreItems}
        emptyText={TEXTS.noItemFound}
      />
    </Box>
  );
}

/** Likes change while one scrolls, so a card can move to a later page: show it once. */
function dedupe<T extends { _id: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((x) => (seen.has(x._id) ? false : (seen.add(x._id), true)));
}
