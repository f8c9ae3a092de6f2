// Freshness of listings: the query of the admin's stale list and the texts of "Verified {date}".
import { z } from 'zod';
import { findingQuerySchema } from './finding.ts';
import { afterField } from './paging.ts';

export const FRESHNESS_TEXTS = {
  staleAdminOnly: 'Only admins can list stale businesses',
  verified: 'Thank you: the listing is confirmed as correct today',
} as const;

/**
 * GET /api/businesses/pages/{n}: the finding parameters, and `stale=true` (admins) for the listings
 * nobody confirmed within STALE_AFTER_DAYS, never-confirmed first.
 */
export const businessPagesQuerySchema = findingQuerySchema.safeExtend({
  stale: z.enum(['true', 'false'], { error: "stale must be 'true' or 'false'" }).optional(),
  after: afterField.optional(),
});
