// Renders the route table (router.tsx) with React Router's declarative router. Each `lazy` entry
// becomes a React.lazy element, so pages stay separate chunks while the data router (about 17 KB
// gzip, and nothing here uses loaders or actions) stays out of every visitor's download.
// See docs/decisions/006-declarative-router.md.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';

type LazyModule = { Component?: ComponentType | null; element?: ReactNode };

function lazyElement(load: () => Promise<LazyModule>): ReactNode {
  const Page = lazy(async () => {
    const loaded = await load();
    const Loaded = loaded.Component;
    return { default: Loaded ?? (() => <>{loaded.element}</>) };
  });
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Turns data-router style entries (`lazy: async () => ({ Component })`) into elements, once. */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const element = route.lazy ? lazyElement(loaderOf(route.lazy)) : route.element;
    if (route.index) return { ...route, lazy: undefined, element };
    return {
      ...route,
      lazy: undefined,
      element,
      children: route.children ? toElementRoutes(route.children) : undefined,
    };
  });
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
    return (
      <Box role="alert" sx={{ textAlign: 'center', mt: 8 }}>
        <Typography variant="h2" component="p" sx={{ mb: 2 }}>
          {TEXTS.error}
        </Typography>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    );
  }
}

function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryInner resetKey={pathname}>{children}</ErrorBoundaryInner>;
}
