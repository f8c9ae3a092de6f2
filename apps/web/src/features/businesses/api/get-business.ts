// GET /api/businesses/{id}: one business with its lists and their items.
import { useQuery } from '@tanstack/react-query';
import type { Business } from '@menudex/contract/entities';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Locale } from '@menudex/contract/i18n/locales';
import { businessQueryKey } from '../../../lib/business-query.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { readLang } from '../../../lib/paging.ts';

/** With `lang` (a page in another language) the owner's translated texts where there are some. */
export const getBusiness = async (id: string, lang?: Locale): Promise<Business> =>
  (await apiRequest<BusinessResponse>(`/businesses/${id}${lang ? `?lang=${lang}` : ''}`)).business;

export function useBusiness(id: string) {
  const lang = readLang(useLocale());
  return useQuery({ queryKey: businessQueryKey(id, lang), queryFn: () => getBusiness(id, lang) });
}
