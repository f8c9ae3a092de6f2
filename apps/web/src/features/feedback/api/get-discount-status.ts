// GET /api/discount/status/{uniqueId}?businessId=: whether this customer has a discount waiting,
// is cooling down after one, or may leave feedback.
import { useQuery } from '@tanstack/react-query';
import type { DiscountStatus, DiscountStatusResponse } from '@menudex/contract/feedback';
import { apiRequest } from '../../../lib/api-client.ts';

export const getDiscountStatus = async (
  customerId: string,
  businessId: string,
): Promise<DiscountStatus> =>
  (
    await apiRequest<DiscountStatusResponse>(
      `/discount/status/${encodeURIComponent(customerId)}?businessId=${encodeURIComponent(businessId)}`,
    )
  ).status;

export const discountStatusQueryKey = (customerId: string, businessId: string) =>
  ['discount-status', customerId, businessId] as const;

export function useDiscountStatus(customerId: string, businessId: string) {
  return useQuery({
    queryKey: discountStatusQueryKey(customerId, businessId),
    queryFn: () => getDiscountStatus(customerId, businessId),
    // The status changes at the till and with time: ask afresh whenever the modal opens.
    staleTime: 0,
    gcTime: 0,
  });
}
