// Who may change a business and what hangs from it (lists, items): admins, and the business's owners.
import type { Actor } from '../plugins/auth.ts';

export type Access = {
  actor: Actor | null;
  /** The businesses the actor owns (empty for anonymous callers and admins need none). */
  ownedBusinessIds: ReadonlySet<string>;
};

export const anonymousAccess: Access = { actor: null, ownedBusinessIds: new Set() };

export function isAdmin(access: Access): boolean {
  return access.actor?.role === 'admin';
}

export function canEditBusiness(access: Access, businessId: string): boolean {
  if (!access.actor) return false;
  return isAdmin(access) || access.ownedBusinessIds.has(businessId);
}

/** Creating businesses by phone, assigning owners and switching the feedback program: admins only. */
export function canAdministerBusinesses(access: Access): boolean {
  return isAdmin(access);
}

/** The feedback program is a product decision for the platform, not for the business itself. */
export function canSwitchFeedbackProgram(access: Access): boolean {
  return isAdmin(access);
}

/** Phone lookup is for people who run businesses; what they find is limited by canEditBusiness. */
export function canLookUpByPhone(access: Access): boolean {
  return isAdmin(access) || access.ownedBusinessIds.size > 0;
}

/** Liking items and favoriting businesses: any signed-in user. */
export function canVote(access: Access): boolean {
  return access.actor !== null;
}
