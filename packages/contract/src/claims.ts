// Claims of a business by the people who run it (POST /api/businesses/{id}/claims, the mailed link,
// the admin's queue) and the texts they answer with.
import { z } from 'zod';
import { idSchema } from './entities.ts';
import { withoutControlCharacters } from './requests.ts';

export const CLAIM_MESSAGE_MAX_LENGTH = 1000;
export const CLAIM_NOTE_MAX_LENGTH = 1000;
/** How long the link mailed to the business's address works. */
export const CLAIM_LINK_HOURS = 72;

export const CLAIM_TEXTS = {
  verifyEmailFirst: 'Please verify your e-mail address before you claim a business',
  alreadyOwner: 'You already manage this business',
  alreadyOwned:
    'This business is already managed by its owner. If that is wrong, report a problem on its page.',
  alreadyPending: 'You have already claimed this business; your claim is waiting',
  claimNotFound: 'No claim with this id',
  alreadyResolved: 'This claim has already been decided',
  linkInvalid: 'This claim link is not valid. Claim the business again from its page.',
  linkUsed: 'This claim link has already been used',
  linkExpired: 'This claim link has expired. Claim the business again from its page.',
  linkForSomeoneElse:
    'This claim link belongs to another account. Sign in as the person who claimed the business.',
  messageTooLong: `The message must be at most ${CLAIM_MESSAGE_MAX_LENGTH} characters`,
  noteTooLong: `The note must be at most ${CLAIM_NOTE_MAX_LENGTH} characters`,
  tokenRequired: 'The claim link has no token',
  mailed:
    "We sent a link to the business's e-mail address. Open it while signed in to manage the listing.",
  queued: 'Thank you. An admin will check your claim and write to you.',
} as const;

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

export const claimSchema = z.object({
  _id: z.string(),
  status: claimStatusSchema,
  businessId: z.string(),
  businessName: z.string(),
  userId: z.string(),
  userName: z.string(),
  message: z.string(),
  /** 'mail': a link went to the business's address of record; 'admin': an admin decides. */
  via: z.enum(['mail', 'admin']),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The admin's note when they decided. */
  note: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

export const createClaimBodySchema = z.object({
  message: withoutControlCharacters(
    z.string().trim().max(CLAIM_MESSAGE_MAX_LENGTH, { error: CLAIM_TEXTS.messageTooLong }),
  ).default(''),
});
export type CreateClaimBody = z.input<typeof createClaimBodySchema>;

export const confirmClaimBodySchema = z.object({
  token: z
    .string({ error: CLAIM_TEXTS.tokenRequired })
    .trim()
    .min(1, { error: CLAIM_TEXTS.tokenRequired })
    .max(200, { error: CLAIM_TEXTS.linkInvalid }),
});
export type ConfirmClaimBody = z.infer<typeof confirmClaimBodySchema>;

export const resolveClaimBodySchema = z.object({
  action: z.enum(['approve', 'reject'], { error: "action must be 'approve' or 'reject'" }),
  note: withoutControlCharacters(
    z.string().trim().max(CLAIM_NOTE_MAX_LENGTH, { error: CLAIM_TEXTS.noteTooLong }),
  ).default(''),
});
export type ResolveClaimBody = z.input<typeof resolveClaimBodySchema>;

/** GET /api/claims?status=…: pending by default (the admin's queue). */
export const claimsQuerySchema = z.object({ status: claimStatusSchema.default('pending') });

export const claimIdParamsSchema = z.object({ id: idSchema });

export const claimResponseSchema = z.object({ claim: claimSchema });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;
/** POST /api/businesses/{id}/claims: the claim and what happens next, for the person. */
export const createClaimResponseSchema = z.object({ claim: claimSchema, message: z.string() });
export type CreateClaimResponse = z.infer<typeof createClaimResponseSchema>;
export const claimsResponseSchema = z.object({ claims: z.array(claimSchema) });
export type ClaimsResponse = z.infer<typeof claimsResponseSchema>;
