// The orders and price levels of finding, in words. No zod here, so the filter bar of a page does not
// download the query schemas (finding.ts).
export const SORTS = ['likes', 'match', 'price', 'distance'] as const;
export type Sort = (typeof SORTS)[number];

export const PRICE_LEVELS = [1, 2, 3, 4] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

/**
 * The URL parameters of the filters The List, Businesses and search read (decision 019), in the
 * order a rendered page's key lists them: the web app's filters and the server's page cache both
 * read this list, so a filter the page reads is never a parameter the cache ignores.
 */
export const FILTER_PARAMS = [
  'diet',
  'without',
  'maxPrice',
  'priceLevel',
  'openNow',
  'near',
  'sort',
] as const;
