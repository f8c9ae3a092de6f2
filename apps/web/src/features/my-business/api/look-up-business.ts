// GET /api/businesses/phone/{phone}: the business with that phone (admins any, owners theirs); the
// first of the answer becomes the managed business (FETCH_BUSINESS_BY_PHONE).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessLookupResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { showBusiness } from './managed-business.ts';

/** The path carries the digits (and an international number's +), not the mask's '(408) 555-0100'. */
export const lookUpBusiness = (phone: string) =>
  apiRequest<BusinessLookupResponse>(
    `/businesses/phone/${encodeURIComponent(phone.replace(/[^\d+]/g, ''))}`,
  );

export function useLookUpBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: lookUpBusiness,
    onSuccess: ({ business }) => {
      const first = business[0];
      if (first) showBusiness(client, first, 'FETCH_BUSINESS_BY_PHONE');
    },
  });
}
