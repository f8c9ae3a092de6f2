// The 'manage' area's Vietnamese texts (docs/decisions/053): the same keys and ICU arguments as
// manage-en.ts (a test checks both).
import type { MANAGE_EN } from './manage-en.ts';

export const MANAGE_VI: Record<keyof typeof MANAGE_EN, string> = {
  'manage.cancel': 'Hủy',
};
