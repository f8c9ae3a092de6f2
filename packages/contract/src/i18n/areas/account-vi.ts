// The 'account' area's Vietnamese texts (docs/decisions/053): the same keys and ICU arguments as
// account-en.ts (a test checks both).
import type { ACCOUNT_EN } from './account-en.ts';

export const ACCOUNT_VI: Record<keyof typeof ACCOUNT_EN, string> = {
  'account.close': 'Đóng',
};
