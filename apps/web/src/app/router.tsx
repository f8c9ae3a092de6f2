// The specification's route table: the contract's pages (PAGES) with the module each shows
// (page-modules.ts). Each page is its own chunk, so visitors never load owner tools.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PAGES, type PageDefinition } from '@menudex/contract/pages';
import { RootLayout } from './layout/root-layout.tsx';
import { PAGE_MODULES } from './page-modules.ts';
import { NotFound } from './routes/not-found.tsx';

/**
 * The page modules, each loaded on its own (a chunk per page), by path from apps/web. Exactly the
 * files of PAGE_MODULES (router.test.tsx checks): a wider pattern would make every module it
 * matches a chunk of its own, also those a page imports (the business page's parts, the insights
 * screens), and a page would need more files on a phone's first visit.
 */
export const pageModuleLoaders = import.meta.glob<Record<string, unknown>>([
  '/src/features/items/routes/the-list.tsx',
  '/src/features/search/routes/search-page.tsx',
  '/src/features/businesses/routes/businesses-page.tsx',
  '/src/app/routes/{business,business-feedback,profile,my-business,insights}.tsx',
  '/src/features/auth/routes/{verify-email,reset-password}-page.tsx',
]);

function pageRoute(page: PageDefinition): RouteObject {
  if (page.id === 'home') return { path: page.path, element: <Navigate to="/the-list" replace /> };
  const { file, export: name } = PAGE_MODULES[page.id];
  const load = pageModuleLoaders[`/${file}`];
  if (!load) throw new Error(`No loader for ${file} (page ${page.id}): add it to the pattern`);
  return {
    path: page.path,
    lazy: async () => {
      const Component = (await load())[name];
      // A missing export would render an empty page; the route's error boundary shows 'Error'.
      if (!Component) throw new Error(`${file} exports no ${name}`);
      return { Component: Component as ComponentType };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...PAGES.map(pageRoute), { path: '*', element: <NotFound /> }],
  },
];

// Rendered by app.tsx through route-elements.tsx (declarative router; `lazy` entries become chunks).
