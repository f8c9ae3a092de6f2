// Cursor paging (DESIGN 7.6): listings and searches keep their page endpoints and also take
// `after=<cursor>`, the opaque cursor of the previous answer's `Link: <…>; rel="next"` header.
import { z } from 'zod';
import { checkFindingQuery, findingQueryFields } from './finding.ts';

export const PAGING_TEXTS = {
  badCursor: 'after must be the cursor from the previous answer\'s Link header (rel="next")',
} as const;

/** Cursors are base64url text the server made; anything longer or of other characters is not one. */
export const CURSOR_MAX_LENGTH = 400;

export const afterField = z
  .string()
  .min(1, { message: PAGING_TEXTS.badCursor })
  .max(CURSOR_MAX_LENGTH, { message: PAGING_TEXTS.badCursor })
  .regex(/^[A-Za-z0-9_-]+$/, { message: PAGING_TEXTS.badCursor });

/** GET /api/items and /api/items/pages/{n}: the finding parameters and `after`. */
export const pagedFindingQuerySchema = z
  .object({ ...findingQueryFields, after: afterField.optional() })
  .superRefine(checkFindingQuery);
