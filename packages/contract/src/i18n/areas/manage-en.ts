// The 'manage' area's English texts (docs/decisions/053): keys start with 'manage.'; ICU MessageFormat.
// Edit this file and manage-vi.ts, then run `npm run i18n:compile`.
export const MANAGE_EN = {
  'manage.cancel': 'Cancel',
} as const;
