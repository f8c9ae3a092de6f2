// Who may draft item photos and descriptions with the AI provider: the people who run businesses.
import { isAdmin, type Access } from './business.policy.ts';

/** Admins, and signed-in users who own at least one business (each generation costs money). */
export function canUseAiHelpers(access: Access): boolean {
  if (!access.actor) return false;
  return isAdmin(access) || access.ownedBusinessIds.size > 0;
}
