// POST /api/businesses/{id}/lists {name}: Add New List; the answer is the business with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { showBusiness } from './managed-business.ts';

export const addList = async (businessId: string, name: string) =>
  (
    await apiRequest<BusinessResponse>(`/businesses/${businessId}/lists`, {
      method: 'POST',
      body: { name },
    })
  ).business;

export function useAddList(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => addList(businessId, name),
    onSuccess: (business) => showBusiness(client, business, 'UPDATE_BUSINESS'),
  });
}
