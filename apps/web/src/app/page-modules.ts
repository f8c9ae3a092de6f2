// Which module shows each page of the contract's table (PAGES, docs/decisions/043), for the build:
// it finds each page's chunk by the page's id (build/page-shell-plugin.ts) and shares what the
// server-rendered pages have in common (vite.config.ts). The router imports the same modules
// (router.tsx PAGE_LOADERS; router.test.tsx checks they agree), so no file name reaches the browser.
// 'home' has none: `/` shows The List (its `shows`).
//
// Read by vite.config.ts, so it imports nothing at run time: Node loads the config, and the
// contract's TypeScript comes to it by a relative path (vite.config.ts says why).
import type { PageDefinition, PageId } from '@menudex/contract/pages';

/** A page's module, relative to apps/web, and the component it exports for the page. */
export type PageModule = { file: string; export: string };

export const PAGE_MODULES: Record<Exclude<PageId, 'home'>, PageModule> = {
  'the-list': { file: 'src/features/items/routes/the-list.tsx', export: 'TheList' },
  search: { file: 'src/features/search/routes/search-page.tsx', export: 'SearchPage' },
  businesses: {
    file: 'src/features/businesses/routes/businesses-page.tsx',
    export: 'BusinessesPage',
  },
  // The business page plus, for owners and admins, the feedback program's tools.
  business: { file: 'src/app/routes/business.tsx', export: 'BusinessRoute' },
  'business-feedback': {
    file: 'src/app/routes/business-feedback.tsx',
    export: 'BusinessFeedbackRoute',
  },
  // The profile page plus, for owners, the business edit form of My Businesses.
  profile: { file: 'src/app/routes/profile.tsx', export: 'ProfileRoute' },
  'my-business': { file: 'src/app/routes/my-business.tsx', export: 'MyBusinessRoute' },
  // The owners' and admins' insights and print kit (a chunk of its own with its chart library).
  'business-insights': { file: 'src/app/routes/insights.tsx', export: 'BusinessInsightsRoute' },
  'city-insights': { file: 'src/app/routes/insights.tsx', export: 'CityInsightsRoute' },
  // Admins' imports of businesses from files (OpenStreetMap, GeoJSON, CSV) and their reports.
  imports: { file: 'src/features/imports/routes/imports-page.tsx', export: 'ImportsPage' },
  // The business being managed, at an address of its own (reload, bookmark, Back).
  'my-business-one': { file: 'src/app/routes/my-business.tsx', export: 'MyBusinessRoute' },
  'verify-email': {
    file: 'src/features/auth/routes/verify-email-page.tsx',
    export: 'VerifyEmailPage',
  },
  'reset-password': {
    file: 'src/features/auth/routes/reset-password-page.tsx',
    export: 'ResetPasswordPage',
  },
  claim: { file: 'src/features/claims/routes/claim-page.tsx', export: 'ClaimPage' },
  'delete-account': {
    file: 'src/features/profile/routes/delete-account-page.tsx',
    export: 'DeleteAccountPage',
  },
};

/** The module a page's path shows: its own, or that of the page it shows (`/` shows The List). */
export function pageModuleOf(page: PageDefinition): PageModule {
  const shown = page.shows ?? page.id;
  if (shown === 'home') throw new Error(`page ${page.id} shows no module`);
  return PAGE_MODULES[shown];
}
