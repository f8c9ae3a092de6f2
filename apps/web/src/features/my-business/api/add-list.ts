// POST /api/businesses/{id}/lists {name, translations?}: Add New List, with its name in Vietnamese
// when the owner gave one; the answer is the business with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { translationBody, type TranslationDraft } from '../utils/translation.ts';
import { showBusiness } from './managed-business.ts';

export type NewList = { name: string; translation?: Pick<TranslationDraft, 'name'> };

export const addList = async (businessId: string, { name, translation }: NewList) => {
  const translations = translation && translationBody(translation);
  return (
    await apiRequest<BusinessResponse>(`/businesses/${businessId}/lists`, {
      method: 'POST',
      body: translations ? { name, translations } : { name },
    })
  ).business;
};

export function useAddList(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (list: NewList) => addList(businessId, list),
    onSuccess: (business) => showBusiness(client, business, 'UPDATE_BUSINESS'),
  });
}
