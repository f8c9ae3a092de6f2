// The maps, drawn with Leaflet (docs/decisions/020-maps.md). This module is only ever imported
// lazily (lazy-maps.tsx), so Leaflet and its styles arrive only on pages that show a map. When the
// tile server cannot be reached, a line over the map says so rather than leaving a grey box.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

export type MapTiles = { url: string; attribution: string };
export type LatLng = { lat: number; lng: number };
export type MapPoint = LatLng & { id: string; label: string };

/** A pin drawn in SVG: no image files to resolve, nothing for the CSP to allow. */
const pinIcon = L.divIcon({
  className: 'menudex-pin',
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.8 1 25.5 15 39 15 39s14-13.5 14-24.2C29 7.2 22.7 1 15 1z" fill="#c2410c" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5.5" fill="#fff"/></svg>`,
  iconSize: [30, 40],
  iconAnchor: [15, 39],
});

const DEFAULT_ZOOM = 15;

/**
 * The map's box. Leaflet's own style draws the attribution links without an underline, told from
 * the text around them by colour alone (axe: link-in-text-block): they are underlined here.
 */
const mapBox = (height: number | string) => ({
  height,
  width: '100%',
  borderRadius: 1,
  overflow: 'hidden',
  zIndex: 0,
  '& .leaflet-control-attribution a': { textDecoration: 'underline' },
});
const WORLD: LatLng = { lat: 20, lng: 0 };

function createMap(
  element: HTMLElement,
  tiles: MapTiles,
  label: string,
  onTilesFailed: (failed: boolean) => void,
): L.Map {
  const map = L.map(element, { scrollWheelZoom: false, zoomControl: true });
  const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 });
  watchTiles(layer, onTilesFailed);
  layer.addTo(map);
  // Keyboard users reach the map; screen readers hear what it is.
  element.setAttribute('role', 'region');
  element.setAttribute('aria-label', label);
  return map;
}

/**
 * Reports whether the tiles failed: a tile error before any tile has loaded (the tile server is
 * down, blocked or wrongly configured) is a failure; once one loads, the map works, and a lost tile
 * at the edge is not worth a message.
 */
export function watchTiles(layer: L.Evented, onChange: (failed: boolean) => void): void {
  let loaded = false;
  let failed = false;
  layer.on('tileload', () => {
    loaded = true;
    if (failed) onChange((failed = false));
  });
  layer.on('tileerror', () => {
    if (!loaded && !failed) onChange((failed = true));
  });
}

/** The default line over a map whose tiles failed. */
export const MAP_FAILED_TEXT = 'The map could not load.';

/** The map's box with the line that replaces a grey box when the tiles fail. */
function MapFrame({
  element,
  testId,
  height,
  failed,
  failedHint,
}: {
  element: RefObject<HTMLDivElement | null>;
  testId: string;
  height: number | string;
  failed: boolean;
  failedHint: string;
}) {
  return (
    <Box sx={{ position: 'relative' }}>
      <Box ref={element} data-testid={testId} sx={mapBox(height)} />
      {failed && (
        <Box
          role="status"
          data-testid="map-failed"
          sx={{
            // Along the top, clear of the zoom buttons (top left) and of the pins in the middle,
            // which stay reachable: only the message itself takes the pointer.
            position: 'absolute',
            top: 10,
            left: 56,
            right: 56,
            zIndex: 1,
            display: 'flex',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          <Box
            sx={{
              pointerEvents: 'auto',
              maxWidth: 360,
              textAlign: 'center',
              bgcolor: 'background.paper',
              borderRadius: 1,
              boxShadow: 2,
              px: 2,
              py: 1.5,
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{MAP_FAILED_TEXT}</Typography>
            <Typography variant="body2" color="text.secondary">
              {failedHint}
            </Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** Keeps the map's size right when its box changes (a rotated phone, a list shown beside it). */
function observeSize(element: HTMLElement, map: L.Map): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => map.invalidateSize());
  observer.observe(element);
  return () => observer.disconnect();
}

type PinMapProps = {
  tiles: MapTiles;
  /** Where the pin is; null draws the world without a pin (the owner clicks to place one). */
  position: LatLng | null;
  /** Given, the pin can be dragged and a click on the map moves it there. */
  onMove?: (position: LatLng) => void;
  label: string;
  height?: number | string;
  /** Said under 'The map could not load.': where the same facts are still to be found. */
  failedHint?: string;
};

/** One business's pin; draggable when the owner sets it. */
export function PinMap({
  tiles,
  position,
  onMove,
  label,
  height = 240,
  failedHint = 'The address is given on this page.',
}: PinMapProps) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onMoveRef = useRef(onMove);
  useLayoutEffect(() => {
    onMoveRef.current = onMove;
  });
  const draggable = Boolean(onMove);

  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current, tiles, label, setFailed);
    mapRef.current = map;
    map.on('click', (event: L.LeafletMouseEvent) => {
      onMoveRef.current?.({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    const unobserve = observeSize(element.current, map);
    return () => {
      unobserve();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
      setFailed(false);
    };
  }, [tiles, label]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!position) {
      markerRef.current?.remove();
      markerRef.current = null;
      map.setView(WORLD, 2);
      return;
    }
    const latLng = L.latLng(position.lat, position.lng);
    if (!markerRef.current) {
      const marker = L.marker(latLng, {
        icon: pinIcon,
        draggable,
        keyboard: draggable,
        title: label,
        alt: label,
        autoPan: true,
      }).addTo(map);
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        onMoveRef.current?.({ lat: at.lat, lng: at.lng });
      });
      markerRef.current = marker;
      map.setView(latLng, DEFAULT_ZOOM);
    } else {
      markerRef.current.setLatLng(latLng);
      if (!map.getBounds().pad(-0.1).contains(latLng)) map.panTo(latLng);
    }
  }, [position, draggable, label, tiles]);

  return (
    <MapFrame
      element={element}
      testId="pin-map"
      height={height}
      failed={failed}
      failedHint={failedHint}
    />
  );
}

type ClusterMapProps = {
  tiles: MapTiles;
  points: readonly MapPoint[];
  onSelect: (id: string) => void;
  label: string;
  height?: number | string;
  failedHint?: string;
};

/** Many businesses; markers gather into numbered clusters where they are dense. */
export function ClusterMap({
  tiles,
  points,
  onSelect,
  label,
  height = 520,
  failedHint = 'Choose List to see the businesses.',
}: ClusterMapProps) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const fittedRef = useRef(0);
  const onSelectRef = useRef(onSelect);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current, tiles, label, setFailed);
    map.setView(WORLD, 2);
    const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    cluster.addTo(map);
    mapRef.current = map;
    clusterRef.current = cluster;
    fittedRef.current = 0;
    const unobserve = observeSize(element.current, map);
    return () => {
      unobserve();
      map.remove();
      mapRef.current = null;
      clusterRef.current = null;
      setFailed(false);
    };
  }, [tiles, label]);

  useEffect(() => {
    const map = mapRef.current;
    const cluster = clusterRef.current;
    if (!map || !cluster) return;
    cluster.clearLayers();
    const markers = points.map((point) => {
      const marker = L.marker([point.lat, point.lng], {
        icon: pinIcon,
        title: point.label,
        alt: point.label,
      });
      marker.on('click', () => onSelectRef.current(point.id));
      marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key === 'Enter') onSelectRef.current(point.id);
      });
      return marker;
    });
    cluster.addLayers(markers);
    // Frame the businesses once, and again when more arrive, not on every re-render.
    if (points.length > 0 && points.length !== fittedRef.current) {
      fittedRef.current = points.length;
      map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), {
        padding: [30, 30],
        maxZoom: DEFAULT_ZOOM,
      });
    }
  }, [points, tiles, label]);

  return (
    <MapFrame
      element={element}
      testId="cluster-map"
      height={height}
      failed={failed}
      failedHint={failedHint}
    />
  );
}
