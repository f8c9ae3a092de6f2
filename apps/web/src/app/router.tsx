// The specification's route table: the contract's pages (PAGE_PATHS) with the module each shows.
// Each page is its own chunk, so visitors never load owner tools.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PAGE_PATHS, type PageId } from '@menudex/contract/page-paths';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFound } from './routes/not-found.tsx';

type PageComponent = ComponentType;

/**
 * Each page's component, loaded on its own. The same files and exports as page-modules.ts, which the
 * build reads to find each page's chunk by its id (router.test.tsx checks the two agree); written
 * out here as imports so that no file name reaches the browser.
 */
export const PAGE_LOADERS: Record<Exclude<PageId, 'home'>, () => Promise<PageComponent>> = {
  'the-list': async () => (await import('../features/items/routes/the-list.tsx')).TheList,
  search: async () => (await import('../features/search/routes/search-page.tsx')).SearchPage,
  businesses: async () =>
    (await import('../features/businesses/routes/businesses-page.tsx')).BusinessesPage,
  // The business page plus, for owners and admins, the feedback program's tools.
  business: async () => (await import('./routes/business.tsx')).BusinessRoute,
  'business-feedback': async () =>
    (await import('./routes/business-feedback.tsx')).BusinessFeedbackRoute,
  // The profile page plus, for owners, the business edit form of My Businesses.
  profile: async () => (await import('./routes/profile.tsx')).ProfileRoute,
  'my-business': async () => (await import('./routes/my-business.tsx')).MyBusinessRoute,
  // The owners' and admins' insights and print kit (a chunk of its own with its chart library).
  'business-insights': async () => (await import('./routes/insights.tsx')).BusinessInsightsRoute,
  'city-insights': async () => (await import('./routes/insights.tsx')).CityInsightsRoute,
  // Admins' imports of businesses from files (OpenStreetMap, GeoJSON, CSV) and their reports.
  imports: async () => (await import('../features/imports/routes/imports-page.tsx')).ImportsPage,
  // The business being managed, at an address of its own (reload, bookmark, Back).
  'my-business-one': async () => (await import('./routes/my-business.tsx')).MyBusinessRoute,
  'verify-email': async () =>
    (await import('../features/auth/routes/verify-email-page.tsx')).VerifyEmailPage,
  'reset-password': async () =>
    (await import('../features/auth/routes/reset-password-page.tsx')).ResetPasswordPage,
  claim: async () => (await import('../features/claims/routes/claim-page.tsx')).ClaimPage,
  'delete-account': async () =>
    (await import('../features/profile/routes/delete-account-page.tsx')).DeleteAccountPage,
};

function pageRoute([id, path]: [PageId, string]): RouteObject {
  if (id === 'home') return { path, element: <Navigate to="/the-list" replace /> };
  const load = PAGE_LOADERS[id];
  return { path, lazy: async () => ({ Component: await load() }) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...(Object.entries(PAGE_PATHS) as [PageId, string][]).map(pageRoute),
      { path: '*', element: <NotFound /> },
    ],
  },
];

// Rendered by app.tsx through route-elements.tsx (declarative router; `lazy` entries become chunks).
