// The maps as pages use them: the tile server comes from /api/config, and Leaflet's code is a chunk
// of its own, fetched the first time a map is drawn (pages without a map never load it).
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useLive } from '../../lib/hydration.ts';
import Box from '@mui/material/Box';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import type { LatLng, MapPoint, MapTiles } from './leaflet-maps.tsx';

export type { LatLng, MapPoint };

const PinMap = lazy(async () => ({ default: (await import('./leaflet-maps.tsx')).PinMap }));
const ClusterMap = lazy(async () => ({ default: (await import('./leaflet-maps.tsx')).ClusterMap }));

/** The configured tiles, the same object while the configuration stays (maps rebuild when it changes). */
export function useMapTiles(): MapTiles | null {
  const map = useRuntimeConfig().data?.map;
  const url = map?.tileUrl;
  const attribution = map?.attribution ?? '';
  return useMemo(() => (url ? { url, attribution } : null), [url, attribution]);
}

function MapPlaceholder({ height, label }: { height: number | string; label: string }) {
  return (
    <Box
      role="img"
      aria-label={`${label} (loading)`}
      sx={{ height, width: '100%', borderRadius: 1, bgcolor: '#e8e4dc' }}
    />
  );
}

type PinProps = {
  position: LatLng | null;
  onMove?: (position: LatLng) => void;
  label: string;
  height?: number | string;
};

/**
 * A placeholder until the page is live and the tiles are known, then the lazily loaded map: Leaflet
 * draws in the browser only (never on the server).
 */
function LiveMap(props: {
  height: number | string;
  label: string;
  draw: (tiles: MapTiles) => ReactNode;
}) {
  const tiles = useMapTiles();
  const mounted = useLive();
  const placeholder = <MapPlaceholder height={props.height} label={props.label} />;
  if (!tiles || !mounted) return placeholder;
  return <Suspense fallback={placeholder}>{props.draw(tiles)}</Suspense>;
}

export function LazyPinMap({ height = 240, ...props }: PinProps) {
  return (
    <LiveMap
      height={height}
      label={props.label}
      draw={(tiles) => <PinMap tiles={tiles} height={height} {...props} />}
    />
  );
}

type ClusterProps = {
  points: readonly MapPoint[];
  onSelect: (id: string) => void;
  label: string;
  height?: number | string;
};

export function LazyClusterMap({ height = 520, ...props }: ClusterProps) {
  return (
    <LiveMap
      height={height}
      label={props.label}
      draw={(tiles) => <ClusterMap tiles={tiles} height={height} {...props} />}
    />
  );
}
