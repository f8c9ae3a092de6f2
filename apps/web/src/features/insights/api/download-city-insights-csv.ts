// GET /api/insights.csv?from&to (admins): the whole city's counts as a CSV file.
import { useMutation } from '@tanstack/react-query';
import type { DateRange } from '../utils/periods.ts';
import { fetchFile, saveFile } from './fetch-file.ts';

export async function downloadCityInsightsCsv(range: DateRange) {
  const query = new URLSearchParams({ from: range.from, to: range.to }).toString();
  saveFile(
    await fetchFile(`/insights.csv?${query}`, 'text/csv'),
    `insights-city-${range.from}-${range.to}.csv`,
  );
}

export function useDownloadCityInsightsCsv() {
  return useMutation({ mutationFn: downloadCityInsightsCsv });
}
