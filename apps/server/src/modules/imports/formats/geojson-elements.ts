// Reading a GeoJSON FeatureCollection with OSM-style properties (Overpass turbo's export, osmtogeojson,
// our own export) into its named food places.
import type { Coordinates } from './business-fields.ts';
import { UnreadableFileError } from './imported-business.ts';
import { centreOf, markRepeats, tagsOf, type PlaceElement } from './osm-elements.ts';
import { isNamedFoodPlace, type OsmTags } from './osm-tags.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const OSM_TYPE_LETTERS: Record<string, string> = { n: 'node', w: 'way', r: 'relation' };

/**
 * The feature's reference: `@id` (Overpass turbo), the feature's `id`, osm_type with osm_id, or an
 * `id` property. OSM's own form is 'node/123'; another tool's id is kept as it is given, so a file of
 * places that are not from OSM still finds its businesses again on a re-import.
 */
function refOf(feature: Record<string, unknown>, tags: OsmTags): string | null {
  const type = (tags.osm_type ?? '').trim().toLowerCase();
  const osmType = OSM_TYPE_LETTERS[type] ?? type;
  const fromTypeAndId =
    ['node', 'way', 'relation'].includes(osmType) && /^\d+$/.test(tags.osm_id ?? '')
      ? `${osmType}/${tags.osm_id}`
      : undefined;
  const featureId =
    typeof feature.id === 'string' || typeof feature.id === 'number' ? String(feature.id) : '';
  const ref = [tags['@id'], featureId, fromTypeAndId, tags.id]
    .map((v) => (v ?? '').trim())
    .find((v) => v !== '');
  return ref ?? null;
}

/** Every [lng, lat] position in a geometry's coordinates, however nested (bounded: GeoJSON nests 4 deep). */
function positions(coordinates: unknown, depth = 0): [number, number][] {
  if (!Array.isArray(coordinates) || depth > 6) return [];
  const [x, y] = coordinates as unknown[];
  if (typeof x === 'number' && typeof y === 'number') return [[y, x]];
  return coordinates.flatMap((c) => positions(c, depth + 1));
}

function geometryPositions(geometry: Record<string, unknown>, depth = 0): [number, number][] {
  if (geometry.type === 'GeometryCollection' && Array.isArray(geometry.geometries) && depth < 4)
    return geometry.geometries.filter(isObject).flatMap((g) => geometryPositions(g, depth + 1));
  return positions(geometry.coordinates);
}

/**
 * A point for the feature: a Point's own; for a line or an area, the centre of the box around its
 * coordinates (what Overpass gives as a way's centre), as the directory places a business by a pin.
 */
function pointOf(geometry: unknown): { at: Coordinates; problem: string | null } {
  const none = { lat: null, lng: null };
  if (geometry === null || geometry === undefined) return { at: none, problem: null };
  if (!isObject(geometry)) return { at: none, problem: 'Its geometry is not a GeoJSON geometry.' };
  const points = geometryPositions(geometry);
  if (points.length === 0)
    return { at: none, problem: `Its ${String(geometry.type)} geometry has no coordinates.` };
  if (geometry.type === 'Point') {
    const [lat, lng] = points[0]!;
    return { at: { lat, lng }, problem: null };
  }
  return { at: centreOf(points), problem: null };
}

/** The named food places of a GeoJSON FeatureCollection. */
export function readGeoJson(text: string): PlaceElement[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UnreadableFileError(`The GeoJSON is broken: ${(err as Error).message}.`);
  }
  if (isObject(data) && Array.isArray(data.elements))
    throw new UnreadableFileError('This is Overpass JSON, not GeoJSON: import it as kind osm.');
  if (!isObject(data) || data.type !== 'FeatureCollection' || !Array.isArray(data.features))
    throw new UnreadableFileError(
      'This JSON is not a GeoJSON FeatureCollection: it needs "type": "FeatureCollection" and a "features" list.',
    );
  const features: unknown[] = data.features;
  const places: PlaceElement[] = [];
  features.forEach((feature, i) => {
    if (!isObject(feature)) return;
    const tags = tagsOf(feature.properties);
    if (!isNamedFoodPlace(tags)) return;
    const ref = refOf(feature, tags);
    const { at, problem } = pointOf(feature.geometry);
    const name = `"${(tags.name ?? '').slice(0, 40)}"`;
    places.push({
      row: ref ?? i + 1,
      ref,
      tags,
      at,
      problem: ref
        ? problem
        : `Feature ${i + 1} (${name}) has no id: give it "@id" (like node/123) or "id".`,
      warnings:
        ref && !problem && at.lat === null
          ? ['it has no geometry in the file, so it has no place on the map.']
          : [],
    });
  });
  return markRepeats(places);
}
