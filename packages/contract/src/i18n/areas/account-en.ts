// The 'account' area's English texts (docs/decisions/053): keys start with 'account.'; ICU MessageFormat.
// Edit this file and account-vi.ts, then run `npm run i18n:compile`.
export const ACCOUNT_EN = {
  'account.close': 'Close',
} as const;
