// PUT /api/items/{id}: the item edit form's Save, a multipart form of the changed fields; then the
// business is read again and shown (UPDATE_ITEM).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@menudex/contract/items';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAndShowBusiness } from './managed-business.ts';

export const updateItem = async (itemId: string, form: FormData) =>
  (await apiRequest<ItemResponse>(`/items/${itemId}`, { method: 'PUT', body: form })).item;

export function useUpdateItem(businessId: string, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => {
      const item = await updateItem(itemId, form);
      await refetchAndShowBusiness(client, businessId, 'UPDATE_ITEM');
      return item;
    },
  });
}
