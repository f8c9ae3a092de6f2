// GET /api/search/items?input=&page=: items matching the input, most liked first, 12 a page, with
// the page's filters and order (lib/filters.ts) and the previous answer's cursor (lib/paging.ts).
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { apiPage } from '../../../lib/api-client.ts';
import { filterEntries, filterKey, type Filters } from '../../../lib/filters.ts';
import type { Locale } from '@menudex/contract/i18n/locales';
import { useLocale } from '../../../lib/i18n.tsx';
import { FIRST_PAGE, nextPageParam, readLang, type PageParam } from '../../../lib/paging.ts';

export const searchItems = (input: string, param: PageParam, filters: Filters, lang?: Locale) =>
  apiPage<Item>(
    `/search/items?${new URLSearchParams([
      ['input', input],
      ['page', String(param.page)],
      ...filterEntries(filters),
      ...(lang ? [['lang', lang]] : []),
      ...(param.after ? [['after', param.after]] : []),
    ]).toString()}`,
  );

/** Runs only when there is input (the specification: search runs only when input is present). */
export const searchItemsQueryKey = (input: string, filters: Filters, lang?: Locale) => [
  'search',
  'items',
  input,
  filterKey(filters),
  ...(lang ? [lang] : []),
];

export function useSearchItems(input: string, filters: Filters) {
  const lang = readLang(useLocale());
  return useInfiniteQuery({
    queryKey: searchItemsQueryKey(input, filters, lang),
    queryFn: ({ pageParam }) => searchItems(input, pageParam, filters, lang),
    initialPageParam: FIRST_PAGE,
    // A page shorter than a full one is the last.
    getNextPageParam: (last, _all, lastParam) => nextPageParam(last, lastParam, LIMITS.pageSize),
    enabled: input !== '',
  });
}
