// Request and answer shapes of the cafe feedback program (/api/feedback/*, /api/discount/*), and its
// texts: the server validates with these schemas, the feedback modal builds its payload from them.
import { z } from 'zod';
import {
  DISCOUNT,
  FEEDBACK_QUESTIONS,
  LIMITS,
  MENU_ITEM_QUESTION,
  RATING,
  SUGGESTION_QUESTION,
} from './constants.ts';
import { withoutControlCharacters } from './requests.ts';

export const FEEDBACK_TEXTS = {
  programOff: 'This business does not collect feedback',
  discountPending: 'You already have a discount to redeem',
  cooldown: `Thanks for your feedback! You can leave feedback again in ${DISCOUNT.cooldownDays} days.`,
  tooMuchFeedback: 'You have left a lot of feedback today, please come back tomorrow',
  tooManyFromAddress: 'Too much feedback from this network, please try again later',
  thanks: 'Thank you for your feedback',
  businessDailyLimit:
    "Today's feedback discounts at this business are all given; please come back tomorrow",
  networkDailyLimit: 'Too much feedback from this network today, please come back tomorrow',
  networkTooManyBusinesses:
    'This network has left feedback at too many businesses today, please come back tomorrow',
  alreadyRedeemed: 'This discount has already been redeemed',
  businessHourlyLimit:
    "This hour's feedback discounts at this business are all given; please try again in an hour",
  discountVoided:
    'This discount was withdrawn by the business and can no longer be redeemed. Please ask the staff.',
  burstNotFound: 'No such burst at this business',
  nothingToRedeem: 'You have no discount to redeem here',
  discountTitle: 'Thank you',
  discountAmount: `${DISCOUNT.percent}% Discount`,
  redeem: 'Redeem',
  submit: 'Submit',
  menuItemPrompt: 'Would you like to rate a menu item?',
  menuItemToggle: 'Yes',
  menuItemComment: 'Which item, and how was it?',
  suggestionsPrompt: 'Anything we could do better?',
  yes: 'YES',
  no: 'NO',
} as const;

/** The discount card's line, named after the business that gives it. */
export const discountLine = (businessName: string) =>
  `${DISCOUNT.percent}% off your next order at ${businessName || 'this business'}`;

/** Under 'Successfuly redeemed!': the discount is used, not another one waiting. */
export const redeemedLine = (businessName: string) =>
  `Your ${DISCOUNT.percent}% discount at ${businessName || 'this business'} has been used. Enjoy!`;

/** Every question a feedback entry may answer, in the order the form asks them. */
export const FEEDBACK_QUESTION_NAMES = [
  ...FEEDBACK_QUESTIONS.map((q) => q.question),
  MENU_ITEM_QUESTION.question,
  SUGGESTION_QUESTION,
];

const RATED_QUESTIONS = new Set([
  ...FEEDBACK_QUESTIONS.map((q) => q.question),
  MENU_ITEM_QUESTION.question,
]);

const LABEL_MAX_LENGTH = 60;
const ratingMessage = `customerRating must be a whole number from 1 to ${RATING.max}`;

export const customerIdSchema = z.uuid({ error: 'userId must be a valid id' });

export const feedbackEntrySchema = z.object({
  question: z.enum(FEEDBACK_QUESTION_NAMES as [string, ...string[]], {
    error: `question must be one of: ${FEEDBACK_QUESTION_NAMES.join(', ')}`,
  }),
  /** 1 to 5; null only for the suggestions question, which has no stars. */
  customerRating: z
    .number({ error: ratingMessage })
    .int({ error: ratingMessage })
    .min(1, { error: ratingMessage })
    .max(RATING.max, { error: ratingMessage })
    .nullable()
    .default(null),
  customerComment: withoutControlCharacters(
    z
      .string({ error: 'customerComment must be text' })
      .trim()
      .max(LIMITS.feedbackCommentMaxLength, {
        error: `customerComment must be at most ${LIMITS.feedbackCommentMaxLength} characters`,
      }),
  ).default(''),
  /** The five rating labels the question was asked with ([] for suggestions). */
  labels: z
    .array(
      withoutControlCharacters(
        z.string({ error: 'labels must be text' }).max(LABEL_MAX_LENGTH, {
          error: `labels must be at most ${LABEL_MAX_LENGTH} characters`,
        }),
      ),
      { error: 'labels must be a list of texts' },
    )
    .max(RATING.max, { error: `at most ${RATING.max} labels` })
    .default([]),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/**
 * POST /feedback/{businessId}: the three questions, each rated; optionally the menu item (rated) and
 * suggestions (no rating); each question at most once.
 */
export const feedbackRequestSchema = z
  .object({
    userId: customerIdSchema,
    userFeedbacks: z
      .array(feedbackEntrySchema, { error: 'userFeedbacks must be a list of answers' })
      .min(1, { error: 'userFeedbacks must not be empty' })
      .max(FEEDBACK_QUESTION_NAMES.length, {
        error: `at most ${FEEDBACK_QUESTION_NAMES.length} answers`,
      }),
  })
  .superRefine(({ userFeedbacks }, ctx) => {
    const seen = new Set<string>();
    userFeedbacks.forEach((entry, i) => {
      if (seen.has(entry.question)) {
        ctx.addIssue({
          code: 'custom',
          path: ['userFeedbacks', i, 'question'],
          message: `${entry.question} is answered twice`,
        });
      }
      seen.add(entry.question);
      if (RATED_QUESTIONS.has(entry.question) && entry.customerRating === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['userFeedbacks', i, 'customerRating'],
          message: `${entry.question} needs a rating from 1 to ${RATING.max}`,
        });
      }
      if (entry.question === SUGGESTION_QUESTION && entry.customerRating !== null) {
        ctx.addIssue({
          code: 'custom',
          path: ['userFeedbacks', i, 'customerRating'],
          message: `${SUGGESTION_QUESTION} take no rating`,
        });
      }
    });
    for (const { question } of FEEDBACK_QUESTIONS) {
      if (!seen.has(question)) {
        ctx.addIssue({
          code: 'custom',
          path: ['userFeedbacks'],
          message: `${question} needs a rating from 1 to ${RATING.max}`,
        });
      }
    }
  });
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type ParsedFeedbackRequest = z.output<typeof feedbackRequestSchema>;

export const discountStatusSchema = z.enum(['to-be-redeem', 'on-cooldown', 'available']);
export type DiscountStatus = z.infer<typeof discountStatusSchema>;

export const feedbackResponseSchema = z.object({
  message: z.string(),
  /** The customer's discount status after the feedback: a discount waits to be redeemed. */
  status: discountStatusSchema,
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

export const businessIdParamsSchema = z.object({
  businessId: z.uuid({ error: 'businessId must be a valid id' }),
});

export const discountStatusParamsSchema = z.object({
  uniqueId: z.uuid({ error: 'uniqueId must be a valid id' }),
});

export const discountStatusQuerySchema = z.object({
  businessId: z.uuid({ error: 'businessId must be a valid id' }),
});

export const discountStatusResponseSchema = z.object({ status: discountStatusSchema });
export type DiscountStatusResponse = z.infer<typeof discountStatusResponseSchema>;

export const redeemRequestSchema = z.object({
  userId: customerIdSchema,
  businessId: z.uuid({ error: 'businessId must be a valid id' }),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

export const redeemResponseSchema = z.object({ message: z.string() });
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

/** GET /feedback/{businessId}/summary (owners and admins): averages per question, latest comments. */
export const feedbackSummarySchema = z.object({
  /** How many feedback forms the business received. */
  count: z.number().int(),
  /** Forms from bursts whose ratings are not in the averages (held or dropped by the owner). */
  heldOut: z.number().int(),
  averages: z.array(
    z.object({ question: z.string(), average: z.number(), count: z.number().int() }),
  ),
  latest: z.array(
    z.object({
      question: z.string(),
      customerRating: z.number().int().nullable(),
      customerComment: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

/** The latest comments the summary shows. */
export const FEEDBACK_SUMMARY_LATEST = 20;

/**
 * What counts as a burst: this many feedback forms or more at one business within the window (the
 * latest form included). Each one of them is suspect, including the first ones of the window, and a
 * burst goes on as long as forms keep arriving at that pace. A script on ten addresses sent 100 forms
 * in 10 s; a busy cafe averages under one form in ten minutes at the default daily limit.
 */
export const FEEDBACK_BURST = { feedbacks: 6, windowMinutes: 10 } as const;

/** Under the averages: how many forms of bursts are left out of them. */
export const heldOutLine = (forms: number) =>
  forms === 1
    ? '1 feedback form from a burst is held out of the averages'
    : `${forms} feedback forms from bursts are held out of the averages`;

/**
 * Owner-set daily limit of feedback discounts (0 pauses them). Within any rolling hour a business
 * gives at most `hourly` of them, or `hourlyShareOfDaily` of its daily limit when that is more: a
 * burst cannot use up the day in seconds, and a cafe that raised its limit keeps a busy lunch hour.
 */
export const DISCOUNT_LIMITS = {
  dailyDefault: 50,
  dailyMax: 1000,
  hourly: 12,
  hourlyShareOfDaily: 0.2,
} as const;

/** The most discounts a business with this daily limit gives within a rolling hour. */
export const hourlyDiscountCap = (dailyLimit: number) =>
  Math.min(
    dailyLimit,
    Math.max(DISCOUNT_LIMITS.hourly, Math.ceil(dailyLimit * DISCOUNT_LIMITS.hourlyShareOfDaily)),
  );

export const discountLimitRequestSchema = z.object({
  dailyLimit: z
    .number({ error: 'dailyLimit must be a whole number' })
    .int({ error: 'dailyLimit must be a whole number' })
    .min(0, { error: 'dailyLimit must be 0 or more' })
    .max(DISCOUNT_LIMITS.dailyMax, {
      error: `dailyLimit must be at most ${DISCOUNT_LIMITS.dailyMax}`,
    }),
});
export type DiscountLimitRequest = z.infer<typeof discountLimitRequestSchema>;

/**
 * The owner's discount log: the daily limit, today's counts and the latest discounts. It says nothing
 * about ratings: a discount never depends on what the customer answered.
 */
/**
 * What the owner decided about a burst's ratings: held (out of the averages until decided), counted
 * (a real crowd after all) or dropped.
 */
export const burstRatingsSchema = z.enum(['held', 'counted', 'dropped']);
export type BurstRatings = z.infer<typeof burstRatingsSchema>;

/** A burst of feedback at one business (FEEDBACK_BURST), as its owner sees it. */
export const feedbackBurstSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  lastAt: z.string(),
  /** Feedback forms in the burst. */
  feedbacks: z.number().int(),
  /** Different networks they came from. */
  networks: z.number().int(),
  discounts: z.object({
    granted: z.number().int(),
    redeemed: z.number().int(),
    voided: z.number().int(),
  }),
  ratings: burstRatingsSchema,
  /** When the owner voided the burst's discounts not yet redeemed. */
  voidedAt: z.string().nullable(),
});
export type FeedbackBurst = z.infer<typeof feedbackBurstSchema>;

export const burstParamsSchema = z.object({
  businessId: z.uuid({ error: 'businessId must be a valid id' }),
  burstId: z.uuid({ error: 'burstId must be a valid id' }),
});

/** PUT /feedback/{businessId}/bursts/{burstId}/ratings: count the burst's ratings, or drop them. */
export const burstRatingsRequestSchema = z.object({
  ratings: z.enum(['counted', 'dropped'], { error: 'ratings must be counted or dropped' }),
});
export type BurstRatingsRequest = z.infer<typeof burstRatingsRequestSchema>;

/** How many bursts the discount log lists, newest first. */
export const FEEDBACK_BURSTS_LISTED = 20;

export const discountLogSchema = z.object({
  dailyLimit: z.number().int(),
  /** The most discounts given within a rolling hour (hourlyDiscountCap of the daily limit). */
  hourlyLimit: z.number().int(),
  today: z.object({ granted: z.number().int(), redeemed: z.number().int() }),
  discounts: z.array(
    z.object({
      /** Short code of the customer's browser id (the same customer shows the same code). */
      customer: z.string(),
      /** Short code of the network it came from (many customers on a cafe's Wi-Fi share one). */
      network: z.string().nullable(),
      grantedAt: z.string(),
      redeemedAt: z.string().nullable(),
      /** Withdrawn by the owner with its burst: it can no longer be redeemed. */
      voidedAt: z.string().nullable(),
      /** The burst its feedback arrived in (suspect), if any. */
      burstId: z.string().nullable(),
    }),
  ),
  /** The latest bursts (FEEDBACK_BURSTS_LISTED), newest first. */
  bursts: z.array(feedbackBurstSchema),
});
export type DiscountLog = z.infer<typeof discountLogSchema>;
