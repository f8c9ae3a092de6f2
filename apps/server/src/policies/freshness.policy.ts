// Who may confirm a listing as correct and who may see which listings are stale.
import { canEditBusiness, isAdmin, type Access } from './business.policy.ts';

/** Confirming is a save without changes: whoever may edit the business (its owners, admins). */
export function canVerifyBusiness(access: Access, businessId: string): boolean {
  return canEditBusiness(access, businessId);
}

/** The list of stale listings is the platform's work queue, not a public view. */
export function canListStaleBusinesses(access: Access): boolean {
  return isAdmin(access);
}
