// Claims of a business: a signed-in person with a proven e-mail claims a listing; when the business
// has an e-mail of record the link mailed there makes them an owner at once, otherwise an admin
// decides. Every step asks the claim policy first; a refused step changes nothing.
import {
  CLAIM_LINK_HOURS,
  CLAIM_TEXTS,
  type Claim,
  type ClaimStatus,
  type CreateClaimResponse,
} from '@menudex/contract/claims';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import type { Business } from '@menudex/contract/entities';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@menudex/contract/i18n/locales';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { Access } from '../../policies/business.policy.ts';
import { canClaimBusiness, canReviewClaims } from '../../policies/claim.policy.ts';
import { businessesRepository } from '../businesses/businesses.repository.ts';
import { businessesService } from '../businesses/businesses.service.ts';
import { hashLinkToken, newLinkToken } from '../user/account-tokens.repository.ts';
import { claimDecisionMail, claimLink, claimLinkMail } from './claim-mail.ts';
import { claimsRepository, type ClaimRecord } from './claims.repository.ts';

type Signed = Access & { actor: Actor };

export function toClaim(r: ClaimRecord): Claim {
  return {
    _id: r.id,
    status: r.status,
    businessId: r.business_id,
    businessName: r.business_name,
    userId: r.user_id,
    userName: r.user_name,
    message: r.message,
    via: r.token_hash === null ? 'admin' : 'mail',
    createdAt: new Date(r.created_at).toISOString(),
    resolvedAt: r.resolved_at === null ? null : new Date(r.resolved_at).toISOString(),
    note: r.note,
  };
}

export type ClaimsServiceDeps = {
  /** Where a mail that could not be sent is reported (mails go out after the answer). */
  logError: (err: unknown, message: string) => void;
};

export function claimsService(ctx: AppContext, deps: ClaimsServiceDeps) {
  const repo = claimsRepository(ctx.db);
  const businesses = businessesService(ctx);
  const mailOn = () => ctx.mailer.mode !== 'off';

  function sendLater(mail: Mail): void {
    ctx.mailer
      .send(mail)
      .catch((err: unknown) => deps.logError(err, 'could not send a claim mail'));
  }

  async function claimById(id: string): Promise<Claim> {
    const record = await repo.byId(id);
    if (!record) throw notFound(CLAIM_TEXTS.claimNotFound);
    return toClaim(record);
  }

  /** The business as its new owner sees it. */
  async function asOwner(access: Signed, businessId: string): Promise<Business> {
    const record = await businessesRepository(ctx.db).byId(businessId);
    if (!record) throw notFound(BUSINESS_TEXTS.businessNotFound);
    const owned = new Set([...access.ownedBusinessIds, businessId]);
    return businesses.toBusiness({ ...access, ownedBusinessIds: owned }, record);
  }

  return {
    async create(
      access: Signed,
      businessId: string,
      message: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<CreateClaimResponse> {
      const business = await repo.business(businessId);
      if (!business) throw notFound(BUSINESS_TEXTS.businessNotFound);
      const claimant = await repo.claimant(access.actor.id);
      if (!canClaimBusiness(access, Boolean(claimant?.email && claimant.email_verified_at)))
        throw forbidden(CLAIM_TEXTS.verifyEmailFirst);
      if (access.ownedBusinessIds.has(businessId)) throw conflict(CLAIM_TEXTS.alreadyOwner);
      if (business.owner_count > 0) throw conflict(CLAIM_TEXTS.alreadyOwned);

      const now = ctx.clock.now();
      const byMail = business.email !== '' && mailOn();
      const link = byMail ? newLinkToken() : null;
      const expiresAt = new Date(now.getTime() + CLAIM_LINK_HOURS * 3600_000);
      const pending = await repo.pendingOf(businessId, access.actor.id);
      let claimId: string;
      if (pending) {
        // A claim whose link ran out may be made again: a new link goes to the same address.
        const expired =
          pending.token_expires_at !== null && new Date(pending.token_expires_at) <= now;
        if (!expired || !link) throw conflict(CLAIM_TEXTS.alreadyPending);
        const renewed = await repo.renewLink(pending.id, {
          message,
          tokenHash: link.hash,
          tokenExpiresAt: expiresAt,
          mailedTo: business.email,
        });
        if (!renewed) throw conflict(CLAIM_TEXTS.alreadyPending);
        claimId = renewed.id;
      } else {
        const created = await repo.create({
          businessId,
          userId: access.actor.id,
          message,
          tokenHash: link?.hash ?? null,
          tokenExpiresAt: link ? expiresAt : null,
          mailedTo: link ? business.email : null,
          now,
        });
        // Two clicks at once: the other request made the claim.
        if (!created) throw conflict(CLAIM_TEXTS.alreadyPending);
        claimId = created.id;
      }
      if (link) {
        sendLater(
          claimLinkMail(
            business.email,
            { businessName: business.name, claimantName: access.actor.name, message },
            claimLink(ctx.mailer.linkBaseUrl, link.token, locale),
            locale,
          ),
        );
      }
      return {
        claim: await claimById(claimId),
        message: link ? CLAIM_TEXTS.mailed : CLAIM_TEXTS.queued,
      };
    },

    /** The mailed link, opened by the claimant: they become an owner and see their business. */
    async confirm(access: Signed, token: string): Promise<Business> {
      const now = ctx.clock.now();
      const hash = hashLinkToken(token);
      const found = await repo.byTokenHash(hash);
      if (!found) throw badRequest(CLAIM_TEXTS.linkInvalid);
      if (found.user_id !== access.actor.id) throw forbidden(CLAIM_TEXTS.linkForSomeoneElse);
      await ctx.db.transaction().execute(async (trx) => {
        const tx = claimsRepository(trx);
        const claim = await tx.lock(found.id);
        if (!claim || claim.token_hash !== hash) throw badRequest(CLAIM_TEXTS.linkInvalid);
        if (claim.status !== 'pending') throw badRequest(CLAIM_TEXTS.linkUsed);
        if (claim.token_expires_at === null || new Date(claim.token_expires_at) <= now)
          throw badRequest(CLAIM_TEXTS.linkExpired);
        // Someone else's claim won meanwhile (another link, or an admin): this one cannot.
        if ((await tx.ownerCount(claim.business_id)) > 0) throw conflict(CLAIM_TEXTS.alreadyOwned);
        await tx.addOwner(claim.business_id, claim.user_id);
        await tx.resolve(claim.id, { status: 'approved', note: '', resolvedBy: null, now });
      });
      return asOwner(access, found.business_id);
    },

    async list(access: Signed, status: ClaimStatus): Promise<Claim[]> {
      if (!canReviewClaims(access)) throw forbidden();
      return (await repo.list(status)).map(toClaim);
    },

    /** An admin approves (the claimant becomes an owner) or rejects a pending claim. */
    async resolve(
      access: Signed,
      id: string,
      decision: { action: 'approve' | 'reject'; note: string },
    ): Promise<Claim> {
      if (!canReviewClaims(access)) throw forbidden();
      const now = ctx.clock.now();
      const approved = decision.action === 'approve';
      await ctx.db.transaction().execute(async (trx) => {
        const tx = claimsRepository(trx);
        const claim = await tx.lock(id);
        if (!claim) throw notFound(CLAIM_TEXTS.claimNotFound);
        if (claim.status !== 'pending') throw conflict(CLAIM_TEXTS.alreadyResolved);
        if (approved) await tx.addOwner(claim.business_id, claim.user_id);
        await tx.resolve(id, {
          status: approved ? 'approved' : 'rejected',
          note: decision.note,
          resolvedBy: access.actor.id,
          now,
        });
      });
      const record = await repo.byId(id);
      if (!record) throw notFound(CLAIM_TEXTS.claimNotFound);
      const claimant = await repo.claimant(record.user_id);
      if (mailOn() && claimant?.email && claimant.email_verified_at)
        sendLater(
          // In the claimant's language (kept at their sign-in), not the deciding admin's.
          claimDecisionMail(
            claimant.email,
            {
              businessName: record.business_name,
              claimantName: claimant.name,
              approved,
              note: decision.note,
            },
            isLocale(claimant.locale) ? claimant.locale : DEFAULT_LOCALE,
          ),
        );
      return toClaim(record);
    },
  };
}
