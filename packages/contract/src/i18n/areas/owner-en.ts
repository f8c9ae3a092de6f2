// The 'owner' area's English texts (docs/decisions/053): keys start with 'owner.'; ICU MessageFormat.
// Edit this file and owner-vi.ts, then run `npm run i18n:compile`.
export const OWNER_EN = {
  'owner.save': 'Save',
} as const;
