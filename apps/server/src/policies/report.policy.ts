// Who may read and resolve reports: admins every report, an owner those on their own businesses (and their dishes).
import { canEditBusiness, isAdmin, type Access } from './business.policy.ts';

/** Anyone may report, signed in or not: a wrong phone number is seen by visitors, not by owners. */
export function canReport(_access: Access): boolean {
  return true;
}

/** The whole queue for admins; otherwise the businesses whose reports the caller sees (none: an empty queue). */
export function reportQueueScope(access: Access): 'all' | ReadonlySet<string> {
  return isAdmin(access) ? 'all' : access.ownedBusinessIds;
}

/** Accepting applies the suggestion like an edit of the business, so it takes the right to edit it. */
export function canResolveReport(access: Access, businessId: string): boolean {
  return canEditBusiness(access, businessId);
}
