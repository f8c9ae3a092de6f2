// "Download my data" (GDPR art. 15 and 20): the signed-in account's records as one JSON document.
import type { UserExport } from '@menudex/contract/user-export';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { userExportRepository } from './user-export.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export function userExportService(ctx: AppContext) {
  const repo = userExportRepository(ctx.db);
  return {
    /** Everything stored about the caller; only the caller can ask (the session names the account). */
    async exportOf(actor: Actor): Promise<UserExport> {
      const found = await repo.recordsOf(actor.id);
      if (!found) throw unauthorized();
      const { account } = found;
      return {
        exportedAt: iso(ctx.clock.now()),
        account: {
          _id: account.id,
          name: account.name,
          email: account.email,
          // The session's role: ADMIN_EMAILS may make an account admin without its row saying so.
          role: actor.role,
          createdAt: iso(account.created_at),
          emailVerifiedAt: isoOrNull(account.email_verified_at),
          hasPassword: account.password_hash !== null,
          googleLinked: account.google_sub !== null,
          facebookLinked: account.facebook_id !== null,
        },
        votes: found.votes.map((v) => ({
          itemId: v.item_id,
          itemName: v.name,
          vote: v.vote,
          at: iso(v.created_at),
        })),
        favorites: found.favorites.map((f) => ({
          businessId: f.business_id,
          businessName: f.name,
          at: iso(f.created_at),
        })),
        ownedBusinesses: found.owned.map((o) => ({
          businessId: o.business_id,
          businessName: o.name,
          since: iso(o.created_at),
        })),
        claims: found.claims.map((c) => ({
          _id: c.id,
          businessId: c.business_id,
          status: c.status,
          message: c.message,
          createdAt: iso(c.created_at),
          resolvedAt: isoOrNull(c.resolved_at),
        })),
        mailedLinks: found.links.map((l) => ({
          purpose: l.purpose,
          email: l.email,
          createdAt: iso(l.created_at),
          usedAt: isoOrNull(l.used_at),
        })),
        freshnessReminders: found.reminders.map((r) => ({
          businessId: r.business_id,
          period: r.period,
          sentAt: iso(r.sent_at),
        })),
        imports: found.imports.map((i) => ({
          _id: i.id,
          kind: i.kind,
          createdAt: iso(i.created_at),
        })),
        reports: found.reports.map((r) => ({
          _id: r.id,
          target: { kind: r.target_kind, id: r.item_id ?? r.business_id },
          reason: r.reason,
          message: r.message,
          status: r.status,
          note: r.note,
          createdAt: iso(r.created_at),
          resolvedAt: isoOrNull(r.resolved_at),
        })),
      };
    },
  };
}
