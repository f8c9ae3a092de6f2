// A listing of businesses on a map: the same pages the list shows (so the page's filters and order
// hold), read on until MAP_PAGES_MAX pages; markers gather into clusters where dense, and a marker
// opens the business's card over the map.
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { BusinessSummary } from '@menudex/contract/entities';
import { LIMITS } from '@menudex/contract/constants';
import { useLocale, useT } from '../lib/i18n.tsx';
import { formatCount } from '../lib/locale-format.ts';
import type { CardPage } from '../lib/paging.ts';
import { BusinessCard } from './business-card.tsx';
import { LazyClusterMap, type MapPoint } from './map/lazy-maps.tsx';

/** At most this many pages (of 12) are read for the map: with "Near me", the nearest 240. */
export const MAP_PAGES_MAX = 20;

type PagedBusinesses = {
  data: { pages: Array<CardPage<BusinessSummary>> } | undefined;
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
};

export function BusinessesMap({ query }: { query: PagedBusinesses }) {
  const loaded = query.data?.pages;
  const pages = useMemo(() => loaded ?? [], [loaded]);
  const businesses = useMemo(() => pages.flatMap((page) => page.items), [pages]);
  const [selected, setSelected] = useState<string | null>(null);
  const more = query.hasNextPage && pages.length < MAP_PAGES_MAX;
  const { fetchNextPage } = query;
  const t = useT();
  const locale = useLocale();

  useEffect(() => {
    if (more && !query.isFetching && !query.isError) void fetchNextPage({ cancelRefetch: false });
  }, [more, query.isFetching, query.isError, fetchNextPage]);

  const points = useMemo<MapPoint[]>(
    () =>
      businesses.flatMap((b) =>
        b.location.lat !== null && b.location.lng !== null
          ? [
              {
                id: b._id,
                lat: b.location.lat,
                lng: b.location.lng,
                label: b.name || t('business.unnamed'),
              },
            ]
          : [],
      ),
    [businesses, t],
  );
  const unplaced = businesses.length - points.length;
  const chosen = businesses.find((b) => b._id === selected) ?? null;
  const capped = query.hasNextPage && pages.length >= MAP_PAGES_MAX;

  return (
    <Box data-testid="businesses-map">
      <Box sx={{ position: 'relative' }}>
        <LazyClusterMap
          points={points}
          onSelect={setSelected}
          label={t('map.businesses')}
          height="min(70vh, 620px)"
        />
        {chosen && (
          <Box
            role="dialog"
            aria-label={chosen.name || t('business.unnamed')}
            sx={{
              position: 'absolute',
              left: 12,
              bottom: 28,
              width: 'min(300px, calc(100% - 24px))',
              zIndex: 1000,
              boxShadow: 6,
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          >
            <IconButton
              aria-label={t('common.close')}
              size="small"
              onClick={() => setSelected(null)}
              sx={{
                position: 'absolute',
                right: 4,
                top: 4,
                zIndex: 1,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'grey.100' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
            <BusinessCard business={chosen} headingLevel="h2" imagePriority="high" />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {query.isFetching
            ? t('paging.loading')
            : t('map.count', { count: points.length, n: formatCount(points.length, locale) }) +
              (unplaced > 0 ? t('map.unplaced', { n: formatCount(unplaced, locale) }) : '') +
              (capped
                ? t('map.capped', { n: formatCount(MAP_PAGES_MAX * LIMITS.pageSize, locale) })
                : '')}
        </Typography>
        {query.isError && (
          <Button size="small" onClick={() => void fetchNextPage()}>
            {t('paging.tryAgain')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
