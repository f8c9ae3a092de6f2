// GET /api/search/businesses?input=: businesses matching the input, most favorited first, with the
// page's filters and order (lib/filters.ts).
import { useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '@menudex/contract/entities';
import { apiRequest } from '../../../lib/api-client.ts';
import { filterEntries, filterKey, type Filters } from '../../../lib/filters.ts';
import type { Locale } from '@menudex/contract/i18n/locales';
import { useLocale } from '../../../lib/i18n.tsx';
import { readLang } from '../../../lib/paging.ts';

export const searchBusinesses = (input: string, filters: Filters, lang?: Locale) =>
  apiRequest<BusinessSummary[]>(
    `/search/businesses?${new URLSearchParams([
      ['input', input],
      ...filterEntries(filters),
      ...(lang ? [['lang', lang]] : []),
    ]).toString()}`,
  );

export const searchBusinessesQueryKey = (input: string, filters: Filters, lang?: Locale) => [
  'search',
  'businesses',
  input,
  filterKey(filters),
  ...(lang ? [lang] : []),
];

export function useSearchBusinesses(input: string, filters: Filters) {
  const lang = readLang(useLocale());
  return useQuery({
    queryKey: searchBusinessesQueryKey(input, filters, lang),
    queryFn: () => searchBusinesses(input, filters, lang),
    enabled: input !== '',
  });
}
