// GET /api/items/pages/{page}: items by likes, highest first, 12 a page; [] past the end. The
// page's filters and order (lib/filters.ts) go along as query parameters, on every page, and the
// cursor of the previous answer as `after` (lib/paging.ts).
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
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

export const getItemsPage = (param: PageParam, filters: Filters, lang?: Locale) =>
  apiPage<Item>(`/items/pages/${param.page}${withAfter(filterKey(filters), param, lang)}`);

export const popularItemsQueryKey = (filters: Filters, lang?: Locale) => [
  'items',
  'pages',
  filterKey(filters),
  ...(lang ? [lang] : []),
];

export function usePopularItems(filters: Filters) {
  const lang = readLang(useLocale());
  return useInfiniteQuery({
    queryKey: popularItemsQueryKey(filters, lang),
    queryFn: ({ pageParam }) => getItemsPage(pageParam, filters, lang),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastParam) => nextPageParam(last, lastParam, LIMITS.pageSize),
  });
}
