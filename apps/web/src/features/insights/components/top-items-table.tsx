// The period's top dishes: most viewed first, as the server ranks them, with their likes.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { INSIGHT_TEXTS, type InsightTopItem } from '@menudex/contract/insights';

export function TopItemsTable({ items }: { items: readonly InsightTopItem[] }) {
  return (
    <Box component="section" aria-labelledby="insights-top-items">
      <Typography id="insights-top-items" variant="h2" sx={{ mb: 1.5 }}>
        {INSIGHT_TEXTS.topItems}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{INSIGHT_TEXTS.topItemsEmpty}</Typography>
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
              <th scope="col">Dish</th>
              <th scope="col" className="num">
                {INSIGHT_TEXTS.itemViews}
              </th>
              <th scope="col" className="num">
                {INSIGHT_TEXTS.likes}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.itemId}>
                <td>{item.name}</td>
                <td className="num">{item.views.toLocaleString('en-US')}</td>
                <td className="num">{item.likes.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}
