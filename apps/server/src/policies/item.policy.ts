// Who may change an item: whoever may edit the business it belongs to.
import { canEditBusiness, type Access } from './business.policy.ts';

export function canEditItem(access: Access, item: { business_id: string }): boolean {
  return canEditBusiness(access, item.business_id);
}
