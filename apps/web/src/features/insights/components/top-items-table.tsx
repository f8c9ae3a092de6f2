// The period's top dishes: most viewed first, as the server ranks them, with their likes.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InsightTopItem } from '@menudex/contract/insights';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';

export function TopItemsTable({ items }: { items: readonly InsightTopItem[] }) {
  const t = useT('manage');
  const locale = useLocale();
  return (
    <Box component="section" aria-labelledby="insights-top-items">
      <Typography id="insights-top-items" variant="h2" sx={{ mb: 1.5 }}>
        {t('manage.insights.topItems')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('manage.insights.topItemsEmpty')}</Typography>
      ) : (
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            width: '100%',
            maxWidth: 640,
            '& th, & td': { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' },
            '& th': { textAlign: 'left', fontWeight: 600 },
            '& .num': { textAlign: 'right', width: '7.5em', whiteSpace: 'nowrap' },
          }}
        >
          <thead>
            <tr>
              <th scope="col">{t('manage.insights.dish')}</th>
              <th scope="col" className="num">
                {t('manage.insights.count.itemViews')}
              </th>
              <th scope="col" className="num">
                {t('manage.insights.count.likes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.itemId}>
                <td>{item.name}</td>
                <td className="num">{formatCount(item.views, locale)}</td>
                <td className="num">{formatCount(item.likes, locale)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}
