// Renders the route table (router.tsx) with React Router's declarative router. Each `lazy` entry
// becomes a React.lazy element, so pages stay separate chunks while the data router (about 17 KB
// gzip, and nothing here uses loaders or actions) stays out of every visitor's download.
// See docs/decisions/006-declarative-router.md.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { useT } from '../lib/i18n.tsx';

type LazyModule = { Component?: ComponentType | null; element?: ReactNode };

/** Each converted route's way to load its page ahead of rendering (server rendering, hydration). */
const preloaders = new WeakMap<RouteObject, () => Promise<void>>();

function lazyPage(load: () => Promise<LazyModule>) {
  let Loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () =>
    (pending ??= load().then((loaded) => {
      Loaded = loaded.Component ?? (() => <>{loaded.element}</>);
      return { default: Loaded };
    }));
  const LazyPage = lazy(loadOnce);
  // Once loaded (preloaded before a server render or a hydration), the page renders at once:
  // the server's HTML and the browser's first render are then the same.
  const Page = () => (Loaded ? <Loaded /> : <LazyPage />);
  const element = (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
  return { element, preload: () => loadOnce().then(() => undefined) };
}

/** Turns data-router style entries (`lazy: async () => ({ Component })`) into elements, once. */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const page = route.lazy ? lazyPage(loaderOf(route.lazy)) : null;
    const element = page ? page.element : route.element;
    const converted: RouteObject = route.index
      ? { ...route, lazy: undefined, element }
      : {
          ...route,
          lazy: undefined,
          element,
          children: route.children ? toElementRoutes(route.children) : undefined,
        };
    if (page) preloaders.set(converted, page.preload);
    return converted;
  });
}

/** Loads the pages a path shows (converted routes), so they render without suspending. */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => preloaders.get(match.route)?.() ?? Promise.resolve()));
}

function loaderOf(definition: NonNullable<RouteObject['lazy']>): () => Promise<LazyModule> {
  if (typeof definition === 'function') return definition;
  const loadComponent = definition.Component;
  return async () => ({ Component: loadComponent ? await loadComponent() : null });
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

type BoundaryProps = { children: ReactNode; resetKey: string };

/** A page that failed to load (a chunk that did not arrive, a render error) shows 'Error', not a blank page. */
class ErrorBoundaryInner extends Component<BoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key: string }) {
    // Navigating elsewhere gives the next page a fresh chance.
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}

function PageFailed() {
  const t = useT();
  return (
    <Box role="alert" sx={{ textAlign: 'center', mt: 8 }}>
      <Typography variant="h2" component="p" sx={{ mb: 2 }}>
        {t('page.error')}
      </Typography>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        {t('page.reload')}
      </Button>
    </Box>
  );
}

function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryInner resetKey={pathname}>{children}</ErrorBoundaryInner>;
}
