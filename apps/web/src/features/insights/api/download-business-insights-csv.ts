// GET /api/businesses/{id}/insights.csv?from&to (owners and admins): the page's counts as a CSV file.
import { useMutation } from '@tanstack/react-query';
import type { DateRange } from '../utils/periods.ts';
import { fetchFile, saveFile } from './fetch-file.ts';

export async function downloadBusinessInsightsCsv(businessId: string, range: DateRange) {
  const query = new URLSearchParams({ from: range.from, to: range.to }).toString();
  const blob = await fetchFile(
    `/businesses/${encodeURIComponent(businessId)}/insights.csv?${query}`,
    'text/csv',
  );
  saveFile(blob, `insights-${businessId}-${range.from}-${range.to}.csv`);
}

export function useDownloadBusinessInsightsCsv(businessId: string) {
  return useMutation({
    mutationFn: (range: DateRange) => downloadBusinessInsightsCsv(businessId, range),
  });
}
