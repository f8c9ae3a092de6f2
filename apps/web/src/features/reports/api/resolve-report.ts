// POST /api/reports/{id}/resolve: accept (the suggestion is applied) or reject, with a note.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportResponse, ResolveReportRequest } from '@menudex/contract/reports';
import { apiRequest } from '../../../lib/api-client.ts';

export const resolveReport = async (id: string, body: ResolveReportRequest): Promise<Report> =>
  (await apiRequest<ReportResponse>(`/reports/${id}/resolve`, { method: 'POST', body })).report;

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation<Report, Error, { id: string } & ResolveReportRequest>({
    mutationFn: ({ id, ...body }) => resolveReport(id, body),
    // The queue moves the report, and an accepted suggestion changed the business (and its page).
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['reports'] });
      await client.invalidateQueries({ queryKey: ['business'] });
    },
  });
}
