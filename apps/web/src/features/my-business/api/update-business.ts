// PUT /api/businesses/{id}: the business edit form's Save, a multipart form of the changed fields;
// the answer is the saved business (UPDATE_BUSINESS).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { showBusiness } from './managed-business.ts';

export const updateBusiness = async (id: string, form: FormData) =>
  (await apiRequest<BusinessResponse>(`/businesses/${id}`, { method: 'PUT', body: form })).business;

export function useUpdateBusiness(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateBusiness(id, form),
    onSuccess: (business) => showBusiness(client, business, 'UPDATE_BUSINESS'),
  });
}
