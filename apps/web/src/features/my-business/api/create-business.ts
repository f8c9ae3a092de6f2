// POST /api/businesses/ {displayPhone}: a new, empty business (admins); it becomes the managed one
// (CREATE_NEW_BUSINESS). A phone already in use answers 409 with a message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { showBusiness } from './managed-business.ts';

export const createBusiness = (displayPhone: string) =>
  apiRequest<BusinessResponse>('/businesses/', { method: 'POST', body: { displayPhone } });

export function useCreateBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: ({ business }) => showBusiness(client, business, 'CREATE_NEW_BUSINESS'),
  });
}
