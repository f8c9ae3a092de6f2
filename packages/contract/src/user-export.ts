// GET /api/user/export: every record about the signed-in account, as one JSON document (GDPR art. 15
// and 20). Ids and ISO 8601 instants; never a password hash or a link's token.
import { z } from 'zod';
import { claimStatusSchema } from './claims.ts';

export const userExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    role: z.enum(['admin', 'user']),
    createdAt: z.string(),
    emailVerifiedAt: z.string().nullable(),
    hasPassword: z.boolean(),
    googleLinked: z.boolean(),
    facebookLinked: z.boolean(),
  }),
  votes: z.array(
    z.object({ itemId: z.string(), itemName: z.string(), vote: z.string(), at: z.string() }),
  ),
  favorites: z.array(
    z.object({ businessId: z.string(), businessName: z.string(), at: z.string() }),
  ),
  ownedBusinesses: z.array(
    z.object({ businessId: z.string(), businessName: z.string(), since: z.string() }),
  ),
  claims: z.array(
    z.object({
      _id: z.string(),
      businessId: z.string(),
      status: claimStatusSchema,
      message: z.string(),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
    }),
  ),
  /** Links we mailed the account (verification, password reset): when, for what, whether used. */
  mailedLinks: z.array(
    z.object({
      purpose: z.string(),
      email: z.string(),
      createdAt: z.string(),
      usedAt: z.string().nullable(),
    }),
  ),
  /** Reminders about stale listings mailed to the account. */
  freshnessReminders: z.array(
    z.object({ businessId: z.string(), period: z.string(), sentAt: z.string() }),
  ),
  imports: z.array(z.object({ _id: z.string(), kind: z.string(), createdAt: z.string() })),
  /** Problems the account reported (POST /api/reports) and what was decided. */
  reports: z.array(
    z.object({
      _id: z.string(),
      target: z.object({ kind: z.string(), id: z.string() }),
      reason: z.string(),
      message: z.string(),
      status: z.string(),
      note: z.string(),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
    }),
  ),
});
export type UserExport = z.infer<typeof userExportSchema>;
