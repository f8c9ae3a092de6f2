// PUT /api/businesses/{id}/hours: the hours editor's part of Save (the hours, or null to remove
// them); the answer is the saved business, with openNow and nextChange worked out again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import type { Hours } from '@menudex/contract/hours';
import { apiRequest } from '../../../lib/api-client.ts';
import { showBusiness } from './managed-business.ts';

// The hours replace the stored ones (or remove them): safe to send again when the server sheds it.
export const updateHours = async (id: string, hours: Hours | null) =>
  (
    await apiRequest<BusinessResponse>(`/businesses/${id}/hours`, {
      method: 'PUT',
      body: hours,
      retryWhenShed: true,
    })
  ).business;

export function useUpdateHours(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hours: Hours | null) => updateHours(id, hours),
    onSuccess: (business) => showBusiness(client, business, 'UPDATE_BUSINESS'),
  });
}
