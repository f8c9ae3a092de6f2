// On the business page, for its owners and admins: the way to the business's insights and print
// kit (/my-business/insights/{id}). The app places it there (features do not import each other).
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InsightsIcon from '@mui/icons-material/Insights';
import { useT } from '../../../lib/i18n.tsx';

export function InsightsLink({ businessId }: { businessId: string }) {
  const t = useT('manage');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="insights-link-title"
      sx={{ p: 2, mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <div style={{ flex: '1 1 240px' }}>
        <Typography id="insights-link-title" component="h2" variant="h3" sx={{ mb: 0.5 }}>
          {t('manage.insights.openInsights')}
        </Typography>
        <Typography color="text.secondary">{t('manage.insights.insightsHint')}</Typography>
      </div>
      <Button
        variant="contained"
        startIcon={<InsightsIcon />}
        component={RouterLink}
        to={`/my-business/insights/${businessId}`}
      >
        {t('manage.insights.openButton')}
      </Button>
    </Paper>
  );
}
