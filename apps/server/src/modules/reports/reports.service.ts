// Reports and suggested corrections: anyone reports a business or a dish; a moderator (admin, or an
// owner of that business) accepts (the suggestion is applied like an owner's edit, in the same
// transaction as the report's new status) or rejects it, and the reporter is mailed the outcome.
//
// 'closed' (closed for good): Menudex has no state for a place that closed for good, so accepting
// such a report without suggested hours marks the hours closed with no reopening date (the weekly
// hours are kept, so an owner can reopen it). The page then says the place is closed and "open now"
// never lists it; removing the listing stays a separate decision.
import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import type { Hours } from '@menudex/contract/hours';
import {
  REPORT_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_TEXTS,
  reportSuggestionSchema,
  type CreateReportResponse,
  type ParsedCreateReportRequest,
  type Report,
  type ReportListQuery,
  type ReportSuggestion,
} from '@menudex/contract/reports';
import {
  DEFAULT_LOCALE,
  isLocale,
  localizePath,
  type Locale,
} from '@menudex/contract/i18n/locales';
import { serverText } from '@menudex/contract/i18n/server-messages';
import { invalidPhoneText, normalizePhoneIn } from '@menudex/contract/phone';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { DB } from '../../db/schema.ts';
import type { Mail } from '../../lib/mailer.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { Access } from '../../policies/business.policy.ts';
import { canReport, canResolveReport, reportQueueScope } from '../../policies/report.policy.ts';
import {
  businessesRepository,
  hoursOf,
  type BusinessChanges,
  type BusinessRecord,
} from '../businesses/businesses.repository.ts';
import { editedFieldsAfter } from '../businesses/businesses.service.ts';
import { reportsRepository, type ReportRecord } from './reports.repository.ts';

export function toReport(r: ReportRecord): Report {
  const parsed = r.suggestion === null ? null : reportSuggestionSchema.safeParse(r.suggestion);
  return {
    _id: r.id,
    status: r.status,
    target: { kind: r.target_kind, id: r.item_id ?? r.business_id },
    reason: r.reason,
    message: r.message,
    suggestion: parsed?.success ? parsed.data : null,
    createdAt: r.created_at.toISOString(),
    resolvedAt: r.resolved_at?.toISOString() ?? null,
    note: r.note,
  };
}

/** The business's columns a suggestion changes (hours apart: they have rows of their own). */
function suggestedChanges(
  before: BusinessRecord,
  s: ReportSuggestion,
  phoneRegion: string,
): BusinessChanges {
  const changes: BusinessChanges = {};
  if (s.name !== undefined) changes.name = s.name;
  if (s.website !== undefined) changes.website = s.website;
  if (s.email !== undefined) changes.email = s.email;
  if (s.phone !== undefined) {
    // create() checked the number (PHONE_REGION); a business without a phone may get one this way.
    const phone = normalizePhoneIn(s.phone, phoneRegion);
    if (phone && phone !== before.phone) changes.phone = phone;
  }
  const l = s.location;
  if (l) {
    if (l.address1 !== undefined) changes.address1 = l.address1;
    if (l.address2 !== undefined) changes.address2 = l.address2;
    if (l.city !== undefined) changes.city = l.city;
    if (l.state !== undefined) changes.state = l.state;
    if (l.zipCode !== undefined) changes.zip_code = l.zipCode;
    if (l.country !== undefined) changes.country = l.country;
  }
  return changes;
}

/** The hours accepting this report sets, or undefined to leave them. */
function suggestedHours(
  before: BusinessRecord,
  reason: ReportRecord['reason'],
  s: ReportSuggestion | null,
  defaultTimeZone: string,
): Hours | undefined {
  const current = hoursOf(before);
  if (s?.hours) {
    return { ...s.hours, timeZone: s.hours.timeZone ?? current?.timeZone ?? defaultTimeZone };
  }
  if (reason !== 'closed') return undefined;
  const base = current ?? { timeZone: defaultTimeZone, weekly: [], special: [] };
  return { ...base, temporarilyClosed: true, reopensOn: null };
}

/** The reporter's mail about the outcome, in the language the report was made in (decision 054). */
function outcomeMail(
  to: string,
  report: ReportRecord,
  businessName: string,
  pageUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const accepted = report.status === 'accepted';
  const lines = [
    serverText(locale, 'Hello,'),
    '',
    serverText(locale, 'Thank you for your report about {business} on Menudex ({reason}).', {
      business: businessName || serverText(locale, 'a business'),
      reason: serverText(locale, REPORT_REASON_LABELS[report.reason]).toLowerCase(),
    }),
    accepted
      ? serverText(
          locale,
          'A moderator accepted it; the listing has been updated where your report asked for a change.',
        )
      : serverText(locale, 'A moderator looked at it and decided not to change the listing.'),
  ];
  if (report.note !== '')
    lines.push('', serverText(locale, "The moderator's note: {note}", { note: report.note }));
  lines.push(
    '',
    pageUrl,
    '',
    serverText(locale, 'You get this mail once because you left your address with the report.'),
  );
  return {
    to,
    subject: accepted
      ? serverText(locale, REPORT_TEXTS.mailSubjectAccepted)
      : serverText(locale, REPORT_TEXTS.mailSubjectRejected),
    text: lines.join('\n'),
  };
}

export function reportsService(ctx: AppContext) {
  const repo = reportsRepository(ctx.db);

  /** Inside the resolution's transaction: changes the business as the suggestion says. */
  async function applySuggestion(trx: Kysely<DB>, report: ReportRecord): Promise<void> {
    const tx = businessesRepository(trx);
    const before = await tx.lockById(report.business_id);
    if (!before) throw notFound(BUSINESS_TEXTS.businessNotFound);
    let suggestion: ReportSuggestion | null = null;
    if (report.suggestion !== null) {
      const parsed = reportSuggestionSchema.safeParse(report.suggestion);
      if (!parsed.success)
        throw badRequest(
          `The suggestion no longer passes the checks (${parsed.error.issues[0]?.message ?? 'invalid'}): reject it, or edit the business by hand`,
        );
      suggestion = parsed.data;
    }
    const now = ctx.clock.now();
    let after = before;
    const changes = suggestion
      ? suggestedChanges(before, suggestion, ctx.config.place.phoneRegion)
      : {};
    if (changes.phone) {
      const holder = await tx.byPhone(changes.phone);
      if (holder && holder.id !== before.id) throw conflict(BUSINESS_TEXTS.phoneTaken);
    }
    const edited = editedFieldsAfter(before, changes);
    if (edited) changes.edited_fields = edited;
    if (Object.keys(changes).length > 0)
      after = (await tx.update(before.id, changes, now)) ?? after;

    const hours = suggestedHours(before, report.reason, suggestion, ctx.config.defaultTimeZone);
    if (hours === undefined) return;
    after = (await tx.setHours(before.id, hours, now)) ?? after;
    // As an owner's hours: they replace the imported hours and their text, and a re-import keeps them.
    if (after.source === null && after.hours_text === '') return;
    const editedHours =
      after.source === null
        ? after.edited_fields
        : [...new Set([...after.edited_fields, 'hours'])].sort();
    await tx.update(before.id, { hours_text: '', edited_fields: editedHours }, now);
  }

  function sendOutcome(to: string, report: ReportRecord, log: FastifyBaseLogger): void {
    if (ctx.mailer.mode === 'off') return;
    void (async () => {
      const business = await businessesRepository(ctx.db).byId(report.business_id);
      const kept = await repo.localeOf(report.id);
      const locale = kept && isLocale(kept) ? kept : DEFAULT_LOCALE;
      const pageUrl = `${ctx.mailer.linkBaseUrl.replace(/\/+$/, '')}${localizePath(locale, `/businesses/${report.business_id}`)}`;
      await ctx.mailer.send(outcomeMail(to, report, business?.name ?? '', pageUrl, locale));
    })().catch((err: unknown) => {
      // The decision stands; a mail that did not go out is logged, not a failure of the request.
      log.warn({ err, reportId: report.id }, 'report outcome mail not sent');
    });
  }

  return {
    async create(
      access: Access,
      body: ParsedCreateReportRequest,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<CreateReportResponse> {
      if (!canReport(access)) throw forbidden();
      // The contract checks a phone's shape; whether it is a number of the install's region, here.
      const phone = body.suggestion?.phone;
      const { phoneRegion, phoneExample } = ctx.config.place;
      if (phone !== undefined && normalizePhoneIn(phone, phoneRegion) === null)
        throw badRequest(`body.suggestion.phone: ${invalidPhoneText(phoneRegion, phoneExample)}`);
      let businessId: string;
      let itemId: string | null = null;
      if (body.target.kind === 'business') {
        if (!(await repo.businessExists(body.target.id)))
          throw notFound(REPORT_TEXTS.businessNotFound);
        businessId = body.target.id;
      } else {
        const owner = await repo.businessOfItem(body.target.id);
        if (!owner) throw notFound(REPORT_TEXTS.itemNotFound);
        businessId = owner;
        itemId = body.target.id;
      }
      const id = await repo.insert({
        targetKind: body.target.kind,
        businessId,
        itemId,
        reason: body.reason,
        message: body.message,
        email: body.email ? body.email : null,
        suggestion: body.suggestion,
        reporterId: access.actor?.id ?? null,
        now: ctx.clock.now(),
        locale,
      });
      return { report: { _id: id, status: 'open' } };
    },

    /** Admins: every report; owners: their businesses'; anyone else: none. */
    async list(access: Access, query: ReportListQuery): Promise<Report[]> {
      const rows = await repo.list(reportQueueScope(access), query.status, REPORT_LIMITS.listMax);
      return rows.map(toReport);
    },

    async resolve(
      access: Access & { actor: { id: string } },
      id: string,
      body: { action: 'accept' | 'reject'; note: string },
      log: FastifyBaseLogger,
    ): Promise<Report> {
      const found = await repo.byId(id);
      if (!found) throw notFound(REPORT_TEXTS.reportNotFound);
      if (!canResolveReport(access, found.business_id)) throw forbidden();
      const { resolved, email } = await ctx.db.transaction().execute(async (trx) => {
        const tx = reportsRepository(trx);
        const locked = await tx.lockById(id);
        if (!locked) throw notFound(REPORT_TEXTS.reportNotFound);
        if (locked.status !== 'open') throw conflict(REPORT_TEXTS.alreadyResolved);
        if (body.action === 'accept' && locked.target_kind === 'business')
          await applySuggestion(trx, locked);
        const done = await tx.resolve(id, {
          status: body.action === 'accept' ? 'accepted' : 'rejected',
          note: body.note,
          resolvedBy: access.actor.id,
          now: ctx.clock.now(),
        });
        return { resolved: done, email: locked.email };
      });
      if (email) sendOutcome(email, resolved, log);
      return toReport(resolved);
    },
  };
}
