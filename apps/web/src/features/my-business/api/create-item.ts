// POST /api/items/{businessId}: the Add Item modal's multipart form; then the business is read again
// and shown (CREATE_NEW_ITEM). Done when the new item is on the page: no artificial wait.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@menudex/contract/items';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAndShowBusiness } from './managed-business.ts';

export const createItem = async (businessId: string, form: FormData) =>
  (await apiRequest<ItemResponse>(`/items/${businessId}`, { method: 'POST', body: form })).item;

export function useCreateItem(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => {
      const item = await createItem(businessId, form);
      await refetchAndShowBusiness(client, businessId, 'CREATE_NEW_ITEM');
      return item;
    },
  });
}
