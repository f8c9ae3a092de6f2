// Reports and suggested corrections (/api/reports): what a visitor may send about a business or a dish, the moderation queue's shapes, and their texts.
import { z } from 'zod';
import { BUSINESS_LIMITS, BUSINESS_TEXTS, isEmailShape, isWebsite } from './businesses.ts';
import { LIMITS } from './constants.ts';
import { idSchema } from './entities.ts';
import { hoursInputSchema } from './hours.ts';
import { withoutControlCharacters } from './requests.ts';

export const REPORT_LIMITS = {
  messageMaxLength: 2000,
  noteMaxLength: 1000,
  emailMaxLength: 254,
  /** Reports one address (or one signed-in user) may send per window: people report once or twice. */
  perWindow: 10,
  window: '1 hour',
  /** The queue answers the newest reports first, at most this many. */
  listMax: 500,
} as const;

export const REPORT_TARGET_KINDS = ['business', 'item'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** 'illegal' is the EU Digital Services Act (art. 16) notice of illegal content. */
export const REPORT_REASONS = ['wrong-info', 'closed', 'illegal', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'wrong-info': 'Wrong information',
  closed: 'Closed for good',
  illegal: 'Illegal content',
  spam: 'Spam or advertising',
  other: 'Something else',
};

export const REPORT_TEXTS = {
  reportButton: 'Report a problem',
  dialogTitle: 'Report a problem or suggest an edit',
  sent: 'Thank you: your report was sent. A moderator will look at it.',
  sentWithEmail: 'Thank you: your report was sent. We will e-mail you when it is resolved.',
  messageRequired: 'Please describe the problem',
  messageTooLong: `must be at most ${REPORT_LIMITS.messageMaxLength} characters`,
  invalidEmail: 'email must be an e-mail address like you@example.com',
  emptySuggestion: 'suggestion must name at least one field to change',
  itemSuggestion:
    'a suggestion changes a business; for a dish, describe the problem in the message',
  businessNotFound: BUSINESS_TEXTS.businessNotFound,
  itemNotFound: 'Dish not found',
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report was already resolved',
  tooMany: 'Too many reports from this address, please try again in an hour',
  queueTitle: 'Reports and suggested edits',
  queueEmpty: 'No reports here.',
  accept: 'Accept',
  reject: 'Reject',
  accepted: 'Accepted',
  rejected: 'Rejected',
  mailSubjectAccepted: 'Your report on Menudex was accepted',
  mailSubjectRejected: 'Your report on Menudex was reviewed',
} as const;

const text = (max: number) =>
  withoutControlCharacters(
    z
      .string()
      .trim()
      .max(max, { error: `must be at most ${max} characters` }),
  );

const suggestedPhone = z
  .string()
  .max(BUSINESS_LIMITS.phoneInputMaxLength, { error: BUSINESS_TEXTS.invalidPhone })
  // A phone's shape (7 to 15 digits); the server checks it is a number of its PHONE_REGION.
  .refine((v) => /^[+\d\s().-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, '')), {
    error: BUSINESS_TEXTS.invalidPhone,
  });

const address = text(BUSINESS_LIMITS.addressPartMaxLength).optional();

/**
 * The corrected fields a report may carry: a subset of the business PUT's fields, checked by the same
 * rules, and the hours as PUT /businesses/{id}/hours takes them. Unknown fields are refused, so a
 * typo is not silently lost.
 */
export const reportSuggestionSchema = z
  .strictObject({
    name: text(LIMITS.nameMaxLength).optional(),
    phone: suggestedPhone.optional(),
    website: text(BUSINESS_LIMITS.websiteMaxLength)
      .refine(isWebsite, { error: BUSINESS_TEXTS.invalidWebsite })
      .optional(),
    email: text(BUSINESS_LIMITS.emailMaxLength)
      .refine(isEmailShape, { error: BUSINESS_TEXTS.invalidBusinessEmail })
      .optional(),
    location: z
      .strictObject({
        address1: address,
        address2: address,
        city: address,
        state: address,
        zipCode: address,
        country: address,
      })
      .optional(),
    hours: hoursInputSchema.optional(),
  })
  .refine((s) => Object.values(s).some((v) => v !== undefined), {
    error: REPORT_TEXTS.emptySuggestion,
  });
export type ReportSuggestion = z.infer<typeof reportSuggestionSchema>;
export type ReportSuggestionInput = z.input<typeof reportSuggestionSchema>;

export const reportTargetSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS, { error: "must be 'business' or 'item'" }),
  id: idSchema,
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** POST /api/reports. */
export const createReportRequestSchema = z
  .object({
    target: reportTargetSchema,
    reason: z.enum(REPORT_REASONS, { error: `must be one of ${REPORT_REASONS.join(', ')}` }),
    message: withoutControlCharacters(
      z
        .string({ error: REPORT_TEXTS.messageRequired })
        .trim()
        .min(1, { error: REPORT_TEXTS.messageRequired })
        .max(REPORT_LIMITS.messageMaxLength, { error: REPORT_TEXTS.messageTooLong }),
    ),
    /** Where to mail the outcome; '' or absent: nobody is mailed. */
    email: z
      .string({ error: REPORT_TEXTS.invalidEmail })
      .trim()
      .toLowerCase()
      .max(REPORT_LIMITS.emailMaxLength, { error: REPORT_TEXTS.invalidEmail })
      .refine((v) => v === '' || z.email().safeParse(v).success, {
        error: REPORT_TEXTS.invalidEmail,
      })
      .optional(),
    suggestion: reportSuggestionSchema.optional(),
  })
  .refine((r) => r.suggestion === undefined || r.target.kind === 'business', {
    error: REPORT_TEXTS.itemSuggestion,
    path: ['suggestion'],
  });
export type CreateReportRequest = z.input<typeof createReportRequestSchema>;
export type ParsedCreateReportRequest = z.infer<typeof createReportRequestSchema>;

export const createReportResponseSchema = z.object({
  report: z.object({ _id: z.string(), status: z.literal('open') }),
});
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;

/** A report as the moderation queue shows it (the reporter's e-mail is never shown). */
export const reportSchema = z.object({
  _id: z.string(),
  status: z.enum(REPORT_STATUSES),
  target: z.object({ kind: z.enum(REPORT_TARGET_KINDS), id: z.string() }),
  reason: z.enum(REPORT_REASONS),
  message: z.string(),
  suggestion: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  note: z.string(),
});
export type Report = Omit<z.infer<typeof reportSchema>, 'suggestion'> & {
  suggestion: ReportSuggestion | null;
};

export const reportListQuerySchema = z.object({
  status: z
    .enum(REPORT_STATUSES, { error: `status must be one of ${REPORT_STATUSES.join(', ')}` })
    .optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const reportListResponseSchema = z.object({ reports: z.array(reportSchema) });
export type ReportListResponse = { reports: Report[] };

/** POST /api/reports/{id}/resolve. */
export const resolveReportRequestSchema = z.object({
  action: z.enum(['accept', 'reject'], { error: "action must be 'accept' or 'reject'" }),
  note: text(REPORT_LIMITS.noteMaxLength).default(''),
});
export type ResolveReportRequest = z.input<typeof resolveReportRequestSchema>;

export const reportResponseSchema = z.object({ report: reportSchema });
export type ReportResponse = { report: Report };
