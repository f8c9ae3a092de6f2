// GET /api/reports?status=: the moderation queue (admins: every report; owners: their businesses').
import { useQuery } from '@tanstack/react-query';
import type { Report, ReportListResponse, ReportStatus } from '@menudex/contract/reports';
import { apiRequest } from '../../../lib/api-client.ts';

export const reportsQueryKey = (status: ReportStatus) => ['reports', status] as const;

export const getReports = async (status: ReportStatus): Promise<Report[]> =>
  (await apiRequest<ReportListResponse>(`/reports?status=${status}`)).reports;

export function useReports(status: ReportStatus) {
  return useQuery({ queryKey: reportsQueryKey(status), queryFn: () => getReports(status) });
}
