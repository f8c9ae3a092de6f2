// Who may import files and read their reports: admins every kind; an owner a menu CSV for their own
// business (and that import's report).
import type { ImportKind } from '@menudex/contract/imports';
import { canEditBusiness, isAdmin, type Access } from './business.policy.ts';

export function canImport(
  access: Access,
  kind: ImportKind,
  businessId: string | undefined,
): boolean {
  if (isAdmin(access)) return true;
  return kind === 'menu-csv' && businessId !== undefined && canEditBusiness(access, businessId);
}

/** One import's report (businessId: the business it filled); null asks for the whole list. */
export function canReadImports(access: Access, businessId: string | null): boolean {
  if (isAdmin(access)) return true;
  return businessId !== null && canEditBusiness(access, businessId);
}
