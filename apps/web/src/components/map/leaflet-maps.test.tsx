// A map whose tile server cannot be reached says so over the map, instead of staying a grey box.
import { act, screen, waitFor } from '@testing-library/react';
import L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render.tsx';
import { MAP_FAILED_TEXT, PinMap, watchTiles } from './leaflet-maps.tsx';

const TILES = { url: 'https://tiles.invalid/{z}/{x}/{y}.png', attribution: '© test' };

describe('watchTiles', () => {
  it('reports a failure when tiles fail before any loaded, and recovery when one loads', () => {
    const layer = L.tileLayer(TILES.url);
    const onChange = vi.fn();
    watchTiles(layer, onChange);
    layer.fire('tileerror');
    layer.fire('tileerror');
    expect(onChange.mock.calls).toEqual([[true]]);
    layer.fire('tileload');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('says nothing about a lost tile once the map has drawn', () => {
    const layer = L.tileLayer(TILES.url);
    const onChange = vi.fn();
    watchTiles(layer, onChange);
    layer.fire('tileload');
    layer.fire('tileerror');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('PinMap', () => {
  it('shows "The map could not load." and where the facts still are when its tiles fail', async () => {
    // Leaflet sizes the map from its box: give it one, so it asks for tiles.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
    const { container } = renderWithApp(
      <PinMap tiles={TILES} position={{ lat: 37.3355, lng: -121.8907 }} label="Map of Phở" />,
    );
    expect(screen.queryByTestId('map-failed')).toBeNull();
    const tile = await waitFor(() => {
      const img = container.querySelector<HTMLImageElement>('img.leaflet-tile');
      expect(img).not.toBeNull();
      return img as HTMLImageElement;
    });
    act(() => {
      tile.dispatchEvent(new Event('error'));
    });
    const message = await screen.findByTestId('map-failed');
    expect(message).toHaveAttribute('role', 'status');
    expect(message).toHaveTextContent(MAP_FAILED_TEXT);
    expect(message).toHaveTextContent('The address is given on this page.');
    // The map itself stays: its region and the pin remain.
    expect(screen.getByRole('region', { name: 'Map of Phở' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
