// The 'owner' area's Vietnamese texts (docs/decisions/053): the same keys and ICU arguments as
// owner-en.ts (a test checks both).
import type { OWNER_EN } from './owner-en.ts';

export const OWNER_VI: Record<keyof typeof OWNER_EN, string> = {
  'owner.save': 'Lưu',
};
