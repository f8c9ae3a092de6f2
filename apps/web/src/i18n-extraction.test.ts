// The extraction check (docs/decisions/049): a text shown by a component of the web app comes from
// the catalogues (useT), not from a string written into the component. The files below are not
// migrated yet; each later session translates some and takes them off the list, until it is empty.
// A migrated file that gains a written text fails here, and so does a listed file that has none
// left (take it off the list).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLiterals } from './testing/i18n-extraction.ts';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Components still showing English written into them (paths from apps/web/src). */
const NOT_MIGRATED = new Set([
  'app/routes/business.tsx',
  'app/routes/insights.tsx',
  'components/businesses-map.tsx',
  'components/closable-dialog.tsx',
  'components/dead-end.tsx',
  'components/filter-bar.tsx',
  'components/filter-panel.tsx',
  'components/item-facts.tsx',
  'components/list-map-switch.tsx',
  'components/map/lazy-maps.tsx',
  'components/notice-snackbar.tsx',
  'features/auth/components/facebook-sign-in.tsx',
  'features/auth/components/google-sign-in.tsx',
  'features/auth/components/sign-in-modal.tsx',
  'features/auth/routes/reset-password-page.tsx',
  'features/auth/routes/verify-email-page.tsx',
  'features/businesses/components/business-contact.tsx',
  'features/businesses/components/place-section.tsx',
  'features/businesses/routes/business-page.tsx',
  'features/businesses/routes/businesses-page.tsx',
  'features/claims/components/claim-business-button.tsx',
  'features/claims/components/claim-dialog.tsx',
  'features/claims/components/claim-queue.tsx',
  'features/claims/routes/claim-page.tsx',
  'features/feedback/components/discount-log-panel.tsx',
  'features/feedback/components/feedback-bursts.tsx',
  'features/feedback/components/feedback-form.tsx',
  'features/feedback/components/feedback-modal.tsx',
  'features/feedback/components/feedback-qr-panel.tsx',
  'features/feedback/components/feedback-summary-panel.tsx',
  'features/feedback/components/owner-panel.tsx',
  'features/feedback/components/redeem-confirm-dialog.tsx',
  'features/freshness/components/confirm-listing-panel.tsx',
  'features/freshness/components/stale-businesses.tsx',
  'features/imports/components/import-form.tsx',
  'features/imports/components/import-report.tsx',
  'features/imports/components/recent-imports.tsx',
  'features/imports/routes/imports-page.tsx',
  'features/insights/components/insights-chart.tsx',
  'features/insights/components/insights-dashboard.tsx',
  'features/insights/components/insights-link.tsx',
  'features/insights/components/top-items-table.tsx',
  'features/menu-drafts/components/draft-review.tsx',
  'features/menu-drafts/components/menu-import-dialog.tsx',
  'features/my-business/components/add-item-button.tsx',
  'features/my-business/components/add-item-modal.tsx',
  'features/my-business/components/add-list-button.tsx',
  'features/my-business/components/ai-helper-button.tsx',
  'features/my-business/components/allergens-field.tsx',
  'features/my-business/components/assign-business-form.tsx',
  'features/my-business/components/business-details-editor.tsx',
  'features/my-business/components/business-edit-mode.tsx',
  'features/my-business/components/edit-controls.tsx',
  'features/my-business/components/hours-editor.tsx',
  'features/my-business/components/item-actions.tsx',
  'features/my-business/components/item-edit-form.tsx',
  'features/my-business/components/item-form.tsx',
  'features/my-business/components/menu-csv-tools.tsx',
  'features/my-business/components/phone-lookup.tsx',
  'features/my-business/components/pin-editor.tsx',
  'features/my-business/components/tags-field.tsx',
  'features/my-business/routes/my-business-gate.tsx',
  'features/my-business/routes/my-business-screen.tsx',
  'features/profile/components/account-settings.tsx',
  'features/profile/components/download-my-data.tsx',
  'features/profile/routes/delete-account-page.tsx',
  'features/profile/routes/profile-page.tsx',
  'features/reports/components/report-dialog.tsx',
  'features/reports/components/report-queue.tsx',
]);

/** Every component file of the app (tests and test helpers aside). */
function componentFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : componentFiles(file);
    return file.endsWith('.tsx') && !file.endsWith('.test.tsx') ? [file] : [];
  });
}

const files = componentFiles().map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  literals: findLiterals(file, fs.readFileSync(file, 'utf8')),
}));

describe('the extraction check', () => {
  it('finds no text written into a migrated component: each comes from the catalogues', () => {
    const written = files
      .filter((f) => !NOT_MIGRATED.has(f.name))
      .flatMap((f) => f.literals.map((l) => `${f.name}:${l.line} ${l.text}`));
    expect(written).toEqual([]);
  });

  it('lists as not migrated only files that still have such texts (and that exist)', () => {
    const withTexts = new Set(files.filter((f) => f.literals.length > 0).map((f) => f.name));
    expect([...NOT_MIGRATED].filter((name) => !withTexts.has(name))).toEqual([]);
  });

  it('sees text, shown attributes, strings in JSX, tab titles and the specification’s TEXTS', () => {
    const source = [
      "import { TEXTS } from '@menudex/contract/constants';",
      'export function A({ on }: { on: boolean }) {',
      "  useDocumentTitle('The List');",
      '  return (',
      '    <div aria-label="Main">',
      '      Skip to content',
      "      {on ? 'Open' : 'Closed'}",
      '      <Empty action={{ label: `Browse ${1}`, to: "/" }} />',
      '      {TEXTS.error}',
      '      <span className="mdx-card" data-testid="card">{t(\'nav.theList\')} · Menudex</span>',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(findLiterals('a.tsx', source).map((l) => `${l.line} ${l.text}`)).toEqual([
      '3 The List',
      '5 Main',
      '6 Skip to content',
      '7 Open',
      '7 Closed',
      '8 Browse',
      '9 TEXTS.error',
    ]);
  });
});
