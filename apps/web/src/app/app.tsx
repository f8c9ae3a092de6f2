// Providers around the router: theme, server-data cache, routes. The browser renders App; the
// server renders the same providers and routes around a StaticRouter (entry-server.tsx).
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LOCALE, localePrefix, type Locale } from '@menudex/contract/i18n/locales';
import { ApiError } from '../lib/api-client.ts';
import { LocaleProvider } from '../lib/i18n.tsx';
import { theme } from '../lib/theme.ts';
import { AppRoutes, toElementRoutes } from './route-elements.tsx';
import { routes } from './router.tsx';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again. A 503 has already been asked again by the API
        // client, as the server's Retry-After said (lib/retry-shed.ts): one place decides about
        // shed requests, and reads are not retried twice over. Network errors and other 5xx are
        // retried here.
        retry: (count, error) =>
          !(
            error instanceof ApiError &&
            ((error.status >= 400 && error.status < 500) || error.status === 503)
          ) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();
export const elementRoutes = toElementRoutes(routes);

type ProvidersProps = { client: QueryClient; locale?: Locale; children: ReactNode };

export function AppProviders({ client, locale = DEFAULT_LOCALE, children }: ProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocaleProvider locale={locale}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
}

/**
 * The app in `locale` (its URL's prefix, docs/decisions/049): the prefix is the router's basename,
 * so every link and navigation of a Vietnamese page stays under /vi/.
 */
export function App({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  return (
    <AppProviders client={queryClient} locale={locale}>
      <BrowserRouter basename={localePrefix(locale) || undefined}>
        <AppRoutes routes={elementRoutes} />
      </BrowserRouter>
    </AppProviders>
  );
}
