// The specification's route table. Each page is its own chunk, so visitors never load owner tools.
import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFound } from './routes/not-found.tsx';

const lazyPage = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/the-list" replace /> },
      {
        path: '/the-list',
        ...lazyPage(async () => ({
          Component: (await import('../features/items/routes/the-list.tsx')).TheList,
        })),
      },
      {
        path: '/search',
        ...lazyPage(async () => ({
          Component: (await import('../features/search/routes/search-page.tsx')).SearchPage,
        })),
      },
      {
        path: '/businesses',
        ...lazyPage(async () => ({
          Component: (await import('../features/businesses/routes/businesses-page.tsx'))
            .BusinessesPage,
        })),
      },
      {
        path: '/businesses/:id',
        ...lazyPage(async () => ({
          // The business page plus, for owners and admins, the feedback program's tools.
          Component: (await import('./routes/business.tsx')).BusinessRoute,
        })),
      },
      {
        path: '/businesses/:id/feedback',
        ...lazyPage(async () => ({
          Component: (await import('./routes/business-feedback.tsx')).BusinessFeedbackRoute,
        })),
      },
      {
        path: '/profile',
        ...lazyPage(async () => ({
          // The profile page plus, for owners, the business edit form of My Businesses.
          Component: (await import('./routes/profile.tsx')).ProfileRoute,
        })),
      },
      {
        path: '/my-business',
        ...lazyPage(async () => ({
          Component: (await import('./routes/my-business.tsx')).MyBusinessRoute,
        })),
      },
      {
        // The owners' and admins' insights and print kit (a chunk of its own with its chart library).
        path: '/my-business/insights/:businessId',
        ...lazyPage(async () => ({
          Component: (await import('./routes/insights.tsx')).BusinessInsightsRoute,
        })),
      },
      {
        path: '/my-business/insights',
        ...lazyPage(async () => ({
          Component: (await import('./routes/insights.tsx')).CityInsightsRoute,
        })),
      },
      {
        // The business being managed, at an address of its own (reload, bookmark, Back).
        path: '/my-business/:id',
        ...lazyPage(async () => ({
          Component: (await import('./routes/my-business.tsx')).MyBusinessRoute,
        })),
      },
      {
        path: '/verify-email',
        ...lazyPage(async () => ({
          Component: (await import('../features/auth/routes/verify-email-page.tsx'))
            .VerifyEmailPage,
        })),
      },
      {
        path: '/reset-password',
        ...lazyPage(async () => ({
          Component: (await import('../features/auth/routes/reset-password-page.tsx'))
            .ResetPasswordPage,
        })),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

// Rendered by app.tsx through route-elements.tsx (declarative router; `lazy` entries become chunks).
