// /my-business/insights/{businessId}: a business's insights for its owners and admins (the server
// refuses everyone else, and the page shows its message), with the print kit.
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useBusinessInsights } from '../api/get-business-insights.ts';
import { useDownloadBusinessInsightsCsv } from '../api/download-business-insights-csv.ts';
import { InsightsDashboard } from '../components/insights-dashboard.tsx';
import { PrintKit } from '../components/print-kit.tsx';
import { usePeriod } from './use-period.ts';

type Props = {
  businessId: string;
  /** The business's name, once known (the app reads the business). */
  businessName?: string;
};

export function BusinessInsightsPage({ businessId, businessName }: Props) {
  const { period, setPeriod, current, previous } = usePeriod();
  const t = useT('manage');
  useDocumentTitle(
    businessName
      ? t('manage.insights.titleOf', { name: businessName })
      : t('manage.insights.title'),
  );
  const now = useBusinessInsights(businessId, current);
  const before = useBusinessInsights(businessId, previous);
  const csv = useDownloadBusinessInsightsCsv(businessId);
  return (
    <InsightsDashboard
      title={t('manage.insights.title')}
      subtitle={businessName}
      period={period}
      onPeriod={setPeriod}
      range={current}
      current={now}
      previous={before}
      download={{ start: () => csv.mutate(current), pending: csv.isPending, error: csv.error }}
    >
      <PrintKit businessId={businessId} />
    </InsightsDashboard>
  );
}
