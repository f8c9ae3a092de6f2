// Who may claim a business and who decides claims: signed-in people with a proven e-mail claim;
// admins decide the claims of businesses without an address of record.
import type { Access } from './business.policy.ts';
import { isAdmin } from './business.policy.ts';

/** Signed in with a verified address: a claim's answer and the admin's reply go there. */
export function canClaimBusiness(access: Access, emailVerified: boolean): boolean {
  return access.actor !== null && emailVerified;
}

export function canReviewClaims(access: Access): boolean {
  return isAdmin(access);
}
