// The map's code loads when its box comes near the screen: until then a box of the map's size holds
// its place (nothing moves when the map arrives), and Leaflet's chunk is not asked for.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRuntimeConfig } from '../testing/fixtures.ts';
import { stubIntersectionObserver } from '../testing/intersection-observer.ts';
import { fakeApi, renderWithApp } from '../testing/render.tsx';
import { LazyClusterMap, LazyPinMap } from './lazy-maps.tsx';

const leaflet = vi.hoisted(() => ({ loaded: 0 }));

// Stands in for the Leaflet chunk, counting the times it is loaded.
vi.mock('./leaflet-maps.tsx', () => {
  leaflet.loaded += 1;
  return {
    PinMap: ({ label, height }: { label: string; height: number }) => (
      <div data-testid="leaflet-map" style={{ height }}>
        {label}
      </div>
    ),
    // Stands for a map whose code failed (a chunk that did not arrive).
    ClusterMap: () => {
      throw new Error('Failed to fetch dynamically imported module');
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyPinMap', () => {
  it('holds a box of the map’s size, and loads the map only when the box comes near the screen', async () => {
    const screenView = stubIntersectionObserver({ visible: false });
    fakeApi(({ path }) => (path === '/config' ? { body: aRuntimeConfig() } : undefined));
    renderWithApp(
      <LazyPinMap position={{ lat: 37.3355, lng: -121.8907 }} label="Map of Phở" height={240} />,
    );

    const placeholder = await screen.findByRole('img', { name: 'Map of Phở (loading)' });
    expect(placeholder).toHaveStyle({ height: '240px', width: '100%' });
    // The configuration has arrived and the page is live, but the map is further down the page.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('leaflet-map')).toBeNull();
    expect(leaflet.loaded).toBe(0);

    screenView.reveal();
    expect(await screen.findByTestId('leaflet-map')).toHaveTextContent('Map of Phở');
    expect(leaflet.loaded).toBe(1);
    expect(screen.queryByRole('img', { name: 'Map of Phở (loading)' })).toBeNull();
  });

  it('draws the map at once where the box is on screen', async () => {
    stubIntersectionObserver({ visible: true });
    fakeApi(({ path }) => (path === '/config' ? { body: aRuntimeConfig() } : undefined));
    renderWithApp(<LazyPinMap position={null} label="Map pin of Phở" />);
    expect(await screen.findByTestId('leaflet-map')).toHaveTextContent('Map pin of Phở');
  });

  it('says the map could not load when its code fails, and leaves the page standing', async () => {
    stubIntersectionObserver({ visible: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi(({ path }) => (path === '/config' ? { body: aRuntimeConfig() } : undefined));
    renderWithApp(
      <>
        <h1>Businesses</h1>
        <LazyClusterMap points={[]} onSelect={() => {}} label="Map of the businesses" />
      </>,
    );
    expect(await screen.findByTestId('map-failed')).toHaveTextContent('The map could not load.');
    expect(screen.getByRole('heading', { name: 'Businesses' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
