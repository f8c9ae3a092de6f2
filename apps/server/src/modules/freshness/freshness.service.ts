// The reminder to owners of stale listings: run by the job runner once a day for the whole cluster
// (docs/decisions/045). Each owner gets at most one mail per business and period, however many
// processes run the pass at once: a process mails only the reminders whose row it inserted.
import { DEFAULT_LOCALE, isLocale, localizePath } from '@menudex/contract/i18n/locales';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/http-errors.ts';
import type { Access } from '../../policies/business.policy.ts';
import { canListStaleBusinesses } from '../../policies/freshness.policy.ts';
import { staleBefore } from '../businesses/businesses.repository.ts';
import { freshnessRepository, type StaleOwnership } from './freshness.repository.ts';
import { reminderMail } from './reminder-mail.ts';

/** The job runner's queue of the reminder pass. */
export const REMINDER_QUEUE = 'freshness-reminders';
/** Every day at 09:00 UTC: a working morning in most of the places we list. */
export const REMINDER_CRON = '0 9 * * *';

/**
 * The period a reminder belongs to: the calendar month (UTC). An owner is reminded about a listing
 * at most once a month while it stays stale.
 */
export function reminderPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export type ReminderOutcome = { mailed: number; reminders: number };

export function freshnessService(
  ctx: AppContext,
  deps: { logError: (err: unknown, message: string) => void },
) {
  const repo = freshnessRepository(ctx.db);

  return {
    /** One pass: mails every owner of a stale listing not yet reminded this period. */
    async remind(): Promise<ReminderOutcome> {
      if (ctx.mailer.mode === 'off') return { mailed: 0, reminders: 0 };
      const now = ctx.clock.now();
      const period = reminderPeriod(now);
      const due = await repo.staleOwnerships(staleBefore(now, ctx.config.staleAfterDays), period);
      const byOwner = new Map<string, StaleOwnership[]>();
      for (const row of due) byOwner.set(row.user_id, [...(byOwner.get(row.user_id) ?? []), row]);
      let mailed = 0;
      let reminders = 0;
      for (const [userId, rows] of byOwner) {
        const won = new Set(
          await repo.take(
            rows.map((r) => r.business_id),
            userId,
            period,
            now,
          ),
        );
        const taken = rows.filter((r) => won.has(r.business_id));
        const first = taken[0];
        if (!first) continue;
        // A job has no request: the mail is in the owner's language, kept at their last sign-in.
        const locale = isLocale(first.locale) ? first.locale : DEFAULT_LOCALE;
        try {
          await ctx.mailer.send(
            reminderMail(
              first.email,
              { name: first.user_name, staleAfterDays: ctx.config.staleAfterDays },
              taken.map((r) => ({
                name: r.business_name,
                link: `${ctx.mailer.linkBaseUrl}${localizePath(locale, `/businesses/${r.business_id}`)}`,
                verifiedAt: r.verified_at === null ? null : new Date(r.verified_at),
              })),
              locale,
            ),
          );
          mailed += 1;
          reminders += taken.length;
        } catch (err) {
          // Not sent: the rows go back, so tomorrow's pass tries again.
          await repo.release(
            taken.map((r) => r.business_id),
            userId,
            period,
          );
          deps.logError(err, 'could not send a freshness reminder');
        }
      }
      return { mailed, reminders };
    },

    /** An admin runs the pass now (after changing STALE_AFTER_DAYS, say): the same once-only rows. */
    async remindNow(access: Access): Promise<ReminderOutcome> {
      if (!canListStaleBusinesses(access)) throw forbidden();
      return this.remind();
    },
  };
}
