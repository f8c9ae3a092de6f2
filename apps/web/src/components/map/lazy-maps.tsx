// The maps as pages use them: the tile server comes from /api/config, and Leaflet's code is a chunk
// of its own, fetched the first time a map comes near the screen (pages without a map never load it;
// a business page whose map is further down loads it when the visitor scrolls towards it).
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useLive } from '../../lib/hydration.ts';
import { useT, type Translate } from '../../lib/i18n.tsx';
import Box from '@mui/material/Box';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import Typography from '@mui/material/Typography';
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

/**
 * How near the screen a map's box must come before its code loads: a few lines of scrolling ahead,
 * so a visitor who reads on gets the map as it comes into view, and one who reads only the top of a
 * business page on a phone (the map is more than a screen further down) never downloads Leaflet.
 */
const MAP_LOAD_MARGIN = '300px 0px';

/**
 * True once the element has come within MAP_LOAD_MARGIN of the viewport (and from then on), or at
 * once where IntersectionObserver is missing.
 */
function useNearScreen(element: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const target = element.current;
    if (!enabled || near || !canObserve || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MAP_LOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, enabled, near, canObserve]);
  return near || !canObserve;
}

function MapPlaceholder({
  height,
  label,
  boxRef,
}: {
  height: number | string;
  label: string;
  boxRef?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  return (
    <Box
      ref={boxRef}
      // Replaced by the map once near the screen (the journeys know it is meant to go).
      data-placeholder="map"
      role="img"
      aria-label={t('map.loading', { label })}
      sx={{ height, width: '100%', borderRadius: 1, bgcolor: '#e8e4dc' }}
    />
  );
}

type PinProps = {
  position: LatLng | null;
  onMove?: (position: LatLng) => void;
  label: string;
  height?: number | string;
  /** Said under 'The map could not load.' (tiles or the map's code): where the facts still are. */
  failedHint?: string;
};

/**
 * The map's code did not arrive (offline, a deploy replaced the chunk): the box says so instead of
 * the page failing, and the rest of the page stays usable.
 */
class MapCodeFailed extends Component<
  { height: number | string; label: string; t: Translate; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box
        role="status"
        data-testid="map-failed"
        aria-label={this.props.t('map.failedLabel', { label: this.props.label })}
        sx={{
          height: this.props.height,
          width: '100%',
          borderRadius: 1,
          bgcolor: '#e8e4dc',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>{this.props.t('map.failed')}</Typography>
      </Box>
    );
  }
}

/**
 * A placeholder of the map's size until the page is live, the tiles are known and the box comes near
 * the screen; then the lazily loaded map. Leaflet draws in the browser only (never on the server).
 */
function LiveMap(props: {
  height: number | string;
  label: string;
  draw: (tiles: MapTiles) => ReactNode;
}) {
  const tiles = useMapTiles();
  const t = useT();
  const mounted = useLive();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box, Boolean(tiles && mounted));
  if (!tiles || !mounted || !near) {
    return <MapPlaceholder height={props.height} label={props.label} boxRef={box} />;
  }
  const placeholder = <MapPlaceholder height={props.height} label={props.label} />;
  return (
    <MapCodeFailed height={props.height} label={props.label} t={t}>
      <Suspense fallback={placeholder}>{props.draw(tiles)}</Suspense>
    </MapCodeFailed>
  );
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
  failedHint?: string;
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
