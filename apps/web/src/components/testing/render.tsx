// Renders a component as the app would (theme, a fresh query cache, a memory router), with a fake
// API behind fetch and a session that is signed in or not.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Profile } from '@menudex/contract/entities';
import { STORAGE_KEYS } from '@menudex/contract/constants';
import { LOCALES } from '@menudex/contract/i18n/locales';
import { profileQueryKey } from '../../lib/profile.ts';
import { dispatch } from '../../lib/session-store.ts';
import { theme } from '../../lib/theme.ts';

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeResponse = FakeAnswer | Promise<FakeAnswer | undefined>;
/** A request the fake API saw ('/api' stripped from the path). */
export type FakeRequest = {
  method: string;
  path: string;
  /** The JSON body, if any. */
  body: unknown;
  /** The multipart form's entries in order (files included), if the body was one. */
  form: Array<[string, FormDataEntryValue]> | null;
};
export type FakeRoute = (request: FakeRequest) => FakeResponse | undefined;

/** Answers fetch from `route`; unknown calls answer 404. Returns the calls seen. */
export function fakeApi(route: FakeRoute) {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, '') + url.search,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        form: init.body instanceof FormData ? [...init.body.entries()] : null,
      };
      calls.push(request);
      const answer = (await route(request)) ?? { status: 404, body: { message: 'Not found' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}

/**
 * Signs the session in (token in storage and store) and seeds the profile query (in every language:
 * a page in another language reads its own), or signs it out.
 */
export function signIn(client: QueryClient, profile: Profile) {
  window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('test-token'));
  dispatch({ type: 'AUTH', token: 'test-token' });
  dispatch({ type: 'FETCH_USER_PROFILE', user: profile });
  for (const locale of LOCALES) client.setQueryData(profileQueryKey(locale), profile);
}

export function signOut() {
  window.localStorage.clear();
  dispatch({ type: 'LOGOUT' });
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

type Options = {
  client?: QueryClient;
  path?: string;
  route?: string;
  /**
   * Render on the server first and hydrate that markup, as a server-rendered page does; the
   * function may change the markup in between (what a visitor did before the app started).
   */
  hydrate?: (container: HTMLElement) => void;
};

export function renderWithApp(
  ui: ReactElement,
  { client = testQueryClient(), path = '/', route = '*', hydrate }: Options = {},
) {
  const tree = (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {route !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
  if (!hydrate) return { ...render(tree), client };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  hydrate(container);
  return { ...render(tree, { container, hydrate: true }), client };
}
