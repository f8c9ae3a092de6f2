// /my-business/insights: the whole city's insights, for admins (the app puts it behind the admin
// gate of /my-business).
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useCityInsights } from '../api/get-city-insights.ts';
import { useDownloadCityInsightsCsv } from '../api/download-city-insights-csv.ts';
import { InsightsDashboard } from '../components/insights-dashboard.tsx';
import { usePeriod } from './use-period.ts';

export function CityInsightsPage() {
  const { period, setPeriod, current, previous } = usePeriod();
  const t = useT('manage');
  useDocumentTitle(t('manage.insights.cityInsights'));
  const now = useCityInsights(current);
  const before = useCityInsights(previous);
  const csv = useDownloadCityInsightsCsv();
  return (
    <InsightsDashboard
      title={t('manage.insights.title')}
      subtitle={t('manage.insights.city')}
      period={period}
      onPeriod={setPeriod}
      range={current}
      current={now}
      previous={before}
      download={{ start: () => csv.mutate(current), pending: csv.isPending, error: csv.error }}
    />
  );
}
