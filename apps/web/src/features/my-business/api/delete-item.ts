// DELETE /api/items/{id}: removes an item; then the business is read again and shown (DELETE_ITEM).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAndShowBusiness } from './managed-business.ts';

export const deleteItem = (itemId: string) =>
  apiRequest<void>(`/items/${itemId}`, { method: 'DELETE' });

export function useDeleteItem(businessId: string, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await deleteItem(itemId);
      await refetchAndShowBusiness(client, businessId, 'DELETE_ITEM');
    },
  });
}
