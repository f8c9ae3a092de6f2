// The cafe feedback program: customers (a random id kept in their browser) rate a business that runs
// the program and get one discount, redeemed once at the till, then wait out a cool-down before they
// can leave feedback there again. Owners and admins read the summary and print the QR code.
//
// Forms that arrive in a burst (FEEDBACK_BURST) are kept and still get their discount within the caps,
// but are suspect: their ratings stay out of the averages until the owner counts them, and the owner
// can void the burst's discounts not yet redeemed (docs/decisions/013-discount-controls.md, Later).
//
// A business without the program answers feedback with 403 (the business exists, it just does not
// collect feedback); unknown businesses answer 404.
import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { DISCOUNT, TEXTS } from '@menudex/contract/constants';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import {
  FEEDBACK_BURST,
  FEEDBACK_BURSTS_LISTED,
  FEEDBACK_QUESTION_NAMES,
  FEEDBACK_SUMMARY_LATEST,
  FEEDBACK_TEXTS,
  hourlyDiscountCap,
  type BurstRatingsRequest,
  type DiscountLog,
  type FeedbackBurst,
  type DiscountStatus,
  type FeedbackResponse,
  type FeedbackSummary,
  type ParsedFeedbackRequest,
  type RedeemResponse,
} from '@menudex/contract/feedback';
import type { AppContext } from '../../app-context.ts';
import {
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
} from '../../lib/http-errors.ts';
import { canEditBusiness, type Access } from '../../policies/business.policy.ts';
import { feedbackRepository, type DiscountState } from './feedback.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const BURST_WINDOW_MS = FEEDBACK_BURST.windowMinutes * 60 * 1000;
export const COOLDOWN_MS = DISCOUNT.cooldownDays * DAY_MS;

export const FEEDBACK_RATE_LIMITS = {
  /**
   * Posts per client address per window (@fastify/rate-limit, shared through Redis when configured).
   * Customers in one cafe may share its Wi-Fi address, so this is looser than the per-customer limit.
   */
  perAddress: 10,
  addressWindow: '10 minutes',
  /** Feedback forms one customer id may send per rolling day, across all businesses (counted in SQL). */
  perCustomerPerDay: 3,
  /**
   * One network (client address) may take at most this share of a business's daily discounts: a
   * script on one address cannot use them all up, and a cafe's own Wi-Fi still gets half of them.
   */
  networkShareOfBusinessDaily: 0.5,
  /**
   * Different businesses one network may leave feedback at per rolling day. A cafe's Wi-Fi sends
   * feedback to that cafe; a script collecting discounts goes from business to business.
   */
  businessesPerNetworkPerDay: 5,
} as const;

/**
 * A 429 for a business-wide cap, with the seconds until the oldest form it counts leaves its window
 * (the route sends them as Retry-After).
 */
export class CapReached extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The customer's discount was voided with its burst: the till says so instead of 'nothing here'. */
const discountVoided = () => new HttpError(410, FEEDBACK_TEXTS.discountVoided);

/** How many discounts a log shows. */
export const DISCOUNT_LOG_LENGTH = 100;

/** A short, stable code for an id or a network, that cannot be turned back into it. */
function shortCode(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('base64url').slice(0, 8);
}

/** to-be-redeem while a discount waits; on-cooldown until cooldownDays after the last redemption. */
export function discountStatus(state: DiscountState, now: Date): DiscountStatus {
  if (state.pending) return 'to-be-redeem';
  if (state.lastRedeemedAt && now.getTime() < state.lastRedeemedAt.getTime() + COOLDOWN_MS)
    return 'on-cooldown';
  return 'available';
}

/**
 * The QR code's target: the public address when configured, else the origin the caller used.
 * `?src=qr` makes the page count a QR scan for the owner's insights (the page drops it then).
 */
export function feedbackUrl(base: string, businessId: string): string {
  return `${base.replace(/\/+$/, '')}/businesses/${businessId}/feedback?src=qr`;
}

/**
 * Inside the business's lock, before a new form is stored: the burst it belongs to, if the forms of
 * the last FEEDBACK_BURST.windowMinutes (the new one included) make a burst. The earlier forms of the
 * window join it too; a burst the owner has already acted on stays closed and a new one begins.
 */
async function joinBurst(
  tx: ReturnType<typeof feedbackRepository>,
  businessId: string,
  now: Date,
): Promise<string | null> {
  const windowStart = new Date(now.getTime() - BURST_WINDOW_MS);
  const recent = await tx.recentFeedback(businessId, windowStart);
  if (recent.length + 1 < FEEDBACK_BURST.feedbacks) return null;
  const loose = recent.filter((f) => f.burst_id === null);
  let burstId = await tx.openBurstSince(businessId, windowStart);
  if (burstId) await tx.extendBurst(burstId, now);
  else burstId = await tx.createBurst(businessId, loose[0]?.created_at ?? now, now);
  await tx.addToBurst(
    burstId,
    loose.map((f) => f.id),
  );
  return burstId;
}

type BurstRow = Awaited<ReturnType<ReturnType<typeof feedbackRepository>['bursts']>>[number];

const burstOut = (b: BurstRow): FeedbackBurst => ({
  id: b.id,
  startedAt: b.started_at.toISOString(),
  lastAt: b.last_at.toISOString(),
  feedbacks: b.feedbacks,
  networks: b.networks,
  discounts: { granted: b.granted, redeemed: b.redeemed, voided: b.voided },
  ratings: b.ratings,
  voidedAt: b.voided_at?.toISOString() ?? null,
});

const questionOrder = (question: string) => {
  const i = FEEDBACK_QUESTION_NAMES.indexOf(question);
  return i === -1 ? FEEDBACK_QUESTION_NAMES.length : i;
};

export function feedbackService(ctx: AppContext) {
  const repo = feedbackRepository(ctx.db);

  async function editableBusiness(access: Access, businessId: string) {
    const business = await repo.business(businessId);
    if (!business) throw notFound(BUSINESS_TEXTS.businessNotFound);
    if (!canEditBusiness(access, business.id)) throw forbidden();
    return business;
  }

  /** 404 for a burst that is not this business's. */
  async function readBurst(businessId: string, burstId: string): Promise<FeedbackBurst> {
    const [burst] = await repo.bursts(businessId, 1, burstId);
    if (!burst) throw notFound(FEEDBACK_TEXTS.burstNotFound);
    return burstOut(burst);
  }

  return {
    async status(customerId: string, businessId: string): Promise<DiscountStatus> {
      if (!(await repo.business(businessId))) throw notFound(BUSINESS_TEXTS.businessNotFound);
      return discountStatus(await repo.discountState(businessId, customerId), ctx.clock.now());
    },

    /**
     * Stores the feedback and grants its discount in one transaction, or changes nothing. Whatever
     * the ratings say, the discount is the same: caps count forms, never what they answer.
     */
    async submit(
      businessId: string,
      body: ParsedFeedbackRequest,
      clientAddress = 'unknown',
    ): Promise<FeedbackResponse> {
      const business = await repo.business(businessId);
      if (!business) throw notFound(BUSINESS_TEXTS.businessNotFound);
      if (!business.feedback_enabled) throw forbidden(FEEDBACK_TEXTS.programOff);
      const customerId = body.userId;
      const network = shortCode(ctx.config.jwtSecret ?? '', `network:${clientAddress}`);
      await ctx.db.transaction().execute(async (trx) => {
        const tx = feedbackRepository(trx);
        await tx.lockBusiness(businessId);
        await tx.lockCustomer(customerId);
        const now = ctx.clock.now();
        const dayAgo = new Date(now.getTime() - DAY_MS);
        const hourAgo = new Date(now.getTime() - HOUR_MS);
        const received = await tx.businessFeedbackCounts(businessId, network, dayAgo, hourAgo);
        const dailyLimit = business.discount_daily_limit;
        // Room comes back when the form that filled the cap leaves its window.
        const capReached = async (message: string, since: Date, count: number, cap: number) => {
          const at = await tx.countedFeedbackAt(businessId, since, count - cap);
          const freeAt = (at?.getTime() ?? now.getTime()) + (now.getTime() - since.getTime());
          return new CapReached(message, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
        };
        // 0 pauses discounts until the owner says otherwise: no time to come back at.
        if (dailyLimit === 0) throw tooManyRequests(FEEDBACK_TEXTS.businessDailyLimit);
        if (received.day >= dailyLimit)
          throw await capReached(
            FEEDBACK_TEXTS.businessDailyLimit,
            dayAgo,
            received.day,
            dailyLimit,
          );
        const hourlyCap = hourlyDiscountCap(dailyLimit);
        if (received.hour >= hourlyCap)
          throw await capReached(
            FEEDBACK_TEXTS.businessHourlyLimit,
            hourAgo,
            received.hour,
            hourlyCap,
          );
        const networkCap = Math.ceil(dailyLimit * FEEDBACK_RATE_LIMITS.networkShareOfBusinessDaily);
        if (received.network >= networkCap) throw tooManyRequests(FEEDBACK_TEXTS.networkDailyLimit);
        if (
          received.network === 0 &&
          (await tx.networkOtherBusinessesSince(network, businessId, dayAgo)) >=
            FEEDBACK_RATE_LIMITS.businessesPerNetworkPerDay
        )
          throw tooManyRequests(FEEDBACK_TEXTS.networkTooManyBusinesses);
        const status = discountStatus(await tx.discountState(businessId, customerId), now);
        if (status === 'to-be-redeem') throw conflict(FEEDBACK_TEXTS.discountPending);
        if (status === 'on-cooldown') throw conflict(FEEDBACK_TEXTS.cooldown);
        const today = await tx.feedbackCountSince(customerId, new Date(now.getTime() - DAY_MS));
        if (today >= FEEDBACK_RATE_LIMITS.perCustomerPerDay)
          throw tooManyRequests(FEEDBACK_TEXTS.tooMuchFeedback);
        const burstId = await joinBurst(tx, businessId, now);
        const granted = await tx.insertFeedbackWithDiscount(
          businessId,
          customerId,
          body.userFeedbacks,
          now,
          network,
          burstId,
        );
        // Only reachable if the lock were bypassed; the unique index still holds the line.
        if (!granted) throw conflict(FEEDBACK_TEXTS.discountPending);
      });
      return { message: FEEDBACK_TEXTS.thanks, status: 'to-be-redeem' };
    },

    async redeem(customerId: string, businessId: string): Promise<RedeemResponse> {
      const redeemed = await repo.redeemOpenDiscount(businessId, customerId, ctx.clock.now());
      if (redeemed) return { message: TEXTS.redeemed };
      // Nothing open: someone (a second tap, a second phone) redeemed it first, the owner voided it
      // with its burst, or there never was one.
      const latest = await repo.latestDiscount(businessId, customerId);
      if (latest?.voided_at) throw discountVoided();
      if (latest?.redeemed_at) throw conflict(FEEDBACK_TEXTS.alreadyRedeemed);
      throw notFound(FEEDBACK_TEXTS.nothingToRedeem);
    },

    async summary(access: Access, businessId: string): Promise<FeedbackSummary> {
      await editableBusiness(access, businessId);
      const [count, heldOut, averages, latest] = await Promise.all([
        repo.feedbackCount(businessId),
        repo.heldOutCount(businessId),
        repo.averages(businessId),
        repo.latestComments(businessId, FEEDBACK_SUMMARY_LATEST),
      ]);
      return {
        count,
        heldOut,
        averages: averages
          .map((a) => ({ ...a, average: Math.round(a.average * 100) / 100 }))
          .sort((a, b) => questionOrder(a.question) - questionOrder(b.question)),
        latest: latest.map((r) => ({
          question: r.question,
          customerRating: r.rating,
          customerComment: r.comment,
          createdAt: r.created_at.toISOString(),
        })),
      };
    },

    /**
     * The owner's discount log: the daily and hourly limits, today's counts, the latest discounts and
     * the latest bursts.
     */
    async discountLog(access: Access, businessId: string): Promise<DiscountLog> {
      const business = await editableBusiness(access, businessId);
      const dayAgo = new Date(ctx.clock.now().getTime() - DAY_MS);
      const [today, latest, bursts] = await Promise.all([
        repo.discountCountsSince(business.id, dayAgo),
        repo.latestDiscounts(business.id, DISCOUNT_LOG_LENGTH),
        repo.bursts(business.id, FEEDBACK_BURSTS_LISTED),
      ]);
      const secret = ctx.config.jwtSecret ?? '';
      return {
        dailyLimit: business.discount_daily_limit,
        hourlyLimit: hourlyDiscountCap(business.discount_daily_limit),
        today,
        discounts: latest.map((d) => ({
          customer: shortCode(secret, `customer:${d.customer_id}`),
          network: d.network ? d.network.slice(0, 6) : null,
          grantedAt: d.granted_at.toISOString(),
          redeemedAt: d.redeemed_at?.toISOString() ?? null,
          voidedAt: d.voided_at?.toISOString() ?? null,
          burstId: d.burst_id,
        })),
        bursts: bursts.map(burstOut),
      };
    },

    /**
     * Voids the burst's discounts that are not redeemed yet: the customers holding them are told so
     * at the till. Voiding twice changes nothing more.
     */
    async voidBurst(access: Access, businessId: string, burstId: string): Promise<FeedbackBurst> {
      const business = await editableBusiness(access, businessId);
      await readBurst(business.id, burstId);
      const now = ctx.clock.now();
      await ctx.db.transaction().execute((trx) => feedbackRepository(trx).voidBurst(burstId, now));
      return readBurst(business.id, burstId);
    },

    /** The owner's choice for a burst's ratings: counted in the averages, or dropped. */
    async setBurstRatings(
      access: Access,
      businessId: string,
      burstId: string,
      body: BurstRatingsRequest,
    ): Promise<FeedbackBurst> {
      const business = await editableBusiness(access, businessId);
      await readBurst(business.id, burstId);
      await repo.setBurstRatings(burstId, body.ratings);
      return readBurst(business.id, burstId);
    },

    async setDiscountLimit(
      access: Access,
      businessId: string,
      limit: number,
    ): Promise<DiscountLog> {
      const business = await editableBusiness(access, businessId);
      await repo.setDiscountDailyLimit(business.id, limit);
      return this.discountLog(access, businessId);
    },

    /** The printable QR code (SVG) of the business's feedback link, for its owners and admins. */
    async qrCode(
      access: Access,
      businessId: string,
      requestOrigin: string,
    ): Promise<{ svg: string; filename: string }> {
      const business = await editableBusiness(access, businessId);
      const url = feedbackUrl(ctx.config.publicUrl ?? requestOrigin, business.id);
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { svg, filename: `feedback-qr-${business.id}.svg` };
    },
  };
}
