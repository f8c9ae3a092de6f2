// POST /api/discount/redeem: marks the customer's discount used (once; a second try answers 409).
import { useMutation } from '@tanstack/react-query';
import type { RedeemRequest, RedeemResponse } from '@menudex/contract/feedback';
import { apiRequest } from '../../../lib/api-client.ts';

export const redeemDiscount = (body: RedeemRequest) =>
  apiRequest<RedeemResponse>('/discount/redeem', { method: 'POST', body });

export function useRedeemDiscount() {
  return useMutation({ mutationFn: redeemDiscount });
}
