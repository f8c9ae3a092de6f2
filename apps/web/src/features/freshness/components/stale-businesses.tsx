// The admin's list of stale listings (never confirmed, or not within STALE_AFTER_DAYS), never
// confirmed first, a page at a time, each linking to its page.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { LIMITS } from '@menudex/contract/constants';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatDay } from '../../../lib/locale-format.ts';
import { useStaleBusinesses } from '../api/get-stale-businesses.ts';

export function StaleBusinesses() {
  const [page, setPage] = useState(1);
  const query = useStaleBusinesses(page);
  const t = useT('manage');
  const locale = useLocale();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="stale-businesses-title"
      sx={{ mt: 3, p: 2 }}
    >
      <Typography id="stale-businesses-title" variant="h3" sx={{ mb: 1 }}>
        {t('manage.stale.title')}
      </Typography>
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data?.length === 0 && (
        <EmptyState
          icon={<VerifiedIcon />}
          title={t(page === 1 ? 'manage.stale.noneTitle' : 'manage.stale.noMore')}
          text={t('manage.stale.noneText')}
        />
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="stale-businesses">
        {query.data?.map((b) => (
          <Box
            component="li"
            key={b._id}
            sx={{
              py: 0.75,
              display: 'flex',
              columnGap: 2,
              rowGap: 0.25,
              flexWrap: 'wrap',
              alignItems: 'baseline',
            }}
          >
            <Link component={RouterLink} to={`/businesses/${b._id}`}>
              {b.name || b.displayPhone || t('manage.stale.unnamed')}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {b.verifiedAt
                ? t('manage.stale.lastConfirmed', {
                    date: formatDay(b.verifiedAt.slice(0, 10), locale),
                  })
                : t('manage.stale.neverConfirmed')}
              {` · ${t(b.managedByOwner ? 'manage.stale.hasOwner' : 'manage.stale.noOwner')}`}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button size="small" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {t('manage.previous')}
        </Button>
        <Button
          size="small"
          disabled={(query.data?.length ?? 0) < LIMITS.pageSize}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('manage.next')}
        </Button>
      </Box>
    </Paper>
  );
}
