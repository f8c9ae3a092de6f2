// GET /api/businesses/pages/{page}: businesses in creation order, 12 a page, [] past the end. The
// page's filters and order (lib/filters.ts) go along as query parameters, on every page, and the
// cursor of the previous answer as `after` (lib/paging.ts).
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { BusinessSummary } from '@menudex/contract/entities';
import { apiPage } from '../../../lib/api-client.ts';
import { filterKey, type Filters } from '../../../lib/filters.ts';
import type { Locale } from '@menudex/contract/i18n/locales';
import { useLocale } from '../../../lib/i18n.tsx';
import {
  FIRST_PAGE,
  nextPageParam,
  readLang,
  withAfter,
  type PageParam,
} from '../../../lib/paging.ts';

export const getBusinessesPage = (param: PageParam, filters: Filters, lang?: Locale) =>
  apiPage<BusinessSummary>(
    `/businesses/pages/${param.page}${withAfter(filterKey(filters), param, lang)}`,
  );

export const businessesPagesQueryKey = (filters: Filters, lang?: Locale) => [
  'businesses',
  'pages',
  filterKey(filters),
  ...(lang ? [lang] : []),
];

export function useBusinessesPages(filters: Filters) {
  const lang = readLang(useLocale());
  return useInfiniteQuery({
    queryKey: businessesPagesQueryKey(filters, lang),
    queryFn: ({ pageParam }) => getBusinessesPage(pageParam, filters, lang),
    initialPageParam: FIRST_PAGE,
    // A short page is the last one; an empty page (the specification's rule) is too.
    getNextPageParam: (last, _all, lastParam) => nextPageParam(last, lastParam, LIMITS.pageSize),
  });
}
