// POST /api/reports: a visitor's report on a business or a dish, with corrected fields when they have them.
import { useMutation } from '@tanstack/react-query';
import type { CreateReportRequest, CreateReportResponse } from '@menudex/contract/reports';
import { apiRequest } from '../../../lib/api-client.ts';

export const createReport = (body: CreateReportRequest) =>
  apiRequest<CreateReportResponse>('/reports', { method: 'POST', body });

export function useCreateReport() {
  return useMutation<CreateReportResponse, Error, CreateReportRequest>({
    mutationFn: createReport,
  });
}
