// The orders and price levels of finding, in words. No zod here, so the filter bar of a page does not
// download the query schemas (finding.ts).
export const SORTS = ['likes', 'match', 'price', 'distance'] as const;
export type Sort = (typeof SORTS)[number];

export const PRICE_LEVELS = [1, 2, 3, 4] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];
