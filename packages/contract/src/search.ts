// The search endpoints' request shapes and the rules on the input text, shared by server and web.
import { z } from 'zod';
import { checkFindingQuery, findingQueryFields } from './finding.ts';
import { afterField } from './paging.ts';

/** At most this many businesses answer one search (a horizontal row on the search screen). */
export const SEARCH_BUSINESSES_MAX = 24;

const pageMessage = 'page must be a whole number from 1';

/**
 * `input` stays a free string here: the service answers a missing or blank one with the
 * specification's text ('Please enter something to search') rather than a schema message.
 * The finding parameters (finding.ts) filter and order the results.
 */
export const searchItemsQuerySchema = z
  .object({
    input: z.string().optional(),
    page: z.coerce
      .number({ message: pageMessage })
      .int({ message: pageMessage })
      .min(1, { message: pageMessage })
      .max(100_000, { message: 'page is too large' })
      .default(1),
    after: afterField.optional(),
    ...findingQueryFields,
  })
  .superRefine(checkFindingQuery);
export type SearchItemsQuery = z.infer<typeof searchItemsQuerySchema>;

export const searchBusinessesQuerySchema = z
  .object({
    input: z.string().optional(),
    ...findingQueryFields,
  })
  .superRefine(checkFindingQuery);
export type SearchBusinessesQuery = z.infer<typeof searchBusinessesQuerySchema>;

// The input rule lives in text.ts (no zod), so the search page does not load the schemas for it.
export { normalizeSearchInput } from './text.ts';
