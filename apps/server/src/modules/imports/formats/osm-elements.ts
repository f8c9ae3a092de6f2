// Reading OpenStreetMap files (Overpass JSON and OSM XML) into their named food places, each with
// its tags and a point: a node's own, or a way's or relation's centre.
import { SaxesParser } from 'saxes';
import type { Coordinates } from './business-fields.ts';
import { UnreadableFileError } from './imported-business.ts';
import { isNamedFoodPlace, type OsmTags } from './osm-tags.ts';

/** A named food place of a file, before its fields are checked. */
export type PlaceElement = {
  /** What the import report names it by: the OSM id, or its 1-based position when it has none. */
  row: number | string;
  /** 'node/123'; null when the element has no usable id (then `problem` says so). */
  ref: string | null;
  tags: OsmTags;
  at: Coordinates;
  /** Why it cannot be imported, or null. */
  problem: string | null;
  warnings: string[];
};

const OSM_TYPES = new Set(['node', 'way', 'relation']);
const NO_POINT =
  "it has no coordinates in the file (a way's nodes or `out center` are missing), so it has no place on the map.";

type Box = { minLat: number; minLng: number; maxLat: number; maxLng: number };

/** The centre of the box around the points, as Overpass's `out center` gives it. */
export function centreOf(points: Iterable<readonly [number, number]>): Coordinates {
  let box: Box | null = null;
  for (const [lat, lng] of points) {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    box = box
      ? {
          minLat: Math.min(box.minLat, lat),
          minLng: Math.min(box.minLng, lng),
          maxLat: Math.max(box.maxLat, lat),
          maxLng: Math.max(box.maxLng, lng),
        }
      : { minLat: lat, minLng: lng, maxLat: lat, maxLng: lng };
  }
  if (!box) return { lat: null, lng: null };
  return { lat: (box.minLat + box.maxLat) / 2, lng: (box.minLng + box.maxLng) / 2 };
}

/** The points of the node ids found in the file (a way's nodes may be outside an extract). */
const pointsOf = (ids: string[], nodes: Map<string, [number, number]>) =>
  ids.map((id) => nodes.get(id)).filter((p): p is [number, number] => p !== undefined);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;

/** Tag values as strings: numbers and booleans as written, anything else left out. */
export function tagsOf(value: unknown): OsmTags {
  const tags: OsmTags = {};
  if (!isObject(value)) return tags;
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string') tags[k] = v;
    else if (typeof v === 'number' || typeof v === 'boolean') tags[k] = String(v);
  }
  return tags;
}

/** Marks the second and later elements with the same id: the first one is the one imported. */
export function markRepeats(places: PlaceElement[]): PlaceElement[] {
  const seen = new Set<string>();
  for (const place of places) {
    if (place.ref === null || place.problem) continue;
    if (seen.has(place.ref))
      place.problem = `${place.ref} appears more than once in the file; the first one was imported.`;
    seen.add(place.ref);
  }
  return places;
}

/** The element's point; a way without centre or box gets the centre of its nodes in the file. */
function pointOf(
  e: { type: string; lat?: unknown; lon?: unknown; center?: unknown; bounds?: unknown },
  fallback: () => Coordinates,
): Coordinates {
  if (e.type === 'node') {
    const lat = num(e.lat);
    const lng = num(e.lon);
    return lat !== null && lng !== null ? { lat, lng } : { lat: null, lng: null };
  }
  if (isObject(e.center)) {
    const lat = num(e.center.lat);
    const lng = num(e.center.lon);
    if (lat !== null && lng !== null) return { lat, lng };
  }
  if (isObject(e.bounds)) {
    const b = e.bounds;
    const corners = [
      [num(b.minlat), num(b.minlon)],
      [num(b.maxlat), num(b.maxlon)],
    ].filter((p): p is [number, number] => p[0] !== null && p[1] !== null);
    if (corners.length === 2) return centreOf(corners);
  }
  return fallback();
}

function place(type: string, id: string, tags: OsmTags, at: Coordinates): PlaceElement {
  const ref = `${type}/${id}`;
  return {
    row: ref,
    ref,
    tags,
    at,
    problem: null,
    warnings: at.lat === null ? [NO_POINT] : [],
  };
}

const idText = (id: unknown): string | null =>
  typeof id === 'number' && Number.isSafeInteger(id) && id > 0
    ? String(id)
    : typeof id === 'string' && /^[1-9]\d{0,18}$/.test(id)
      ? id
      : null;

/** The named food places of Overpass JSON (`{"elements": [...]}`). */
export function readOverpassJson(text: string): PlaceElement[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UnreadableFileError(`The Overpass JSON is broken: ${(err as Error).message}.`);
  }
  if (isObject(data) && data.type === 'FeatureCollection')
    throw new UnreadableFileError('This is GeoJSON, not Overpass JSON: import it as kind geojson.');
  if (!isObject(data) || !Array.isArray(data.elements))
    throw new UnreadableFileError('This JSON is not Overpass output: it has no "elements" list.');
  const elements: unknown[] = data.elements;
  const nodes = new Map<string, [number, number]>();
  for (const e of elements) {
    if (!isObject(e) || e.type !== 'node') continue;
    const id = idText(e.id);
    const lat = num(e.lat);
    const lng = num(e.lon);
    if (id && lat !== null && lng !== null) nodes.set(id, [lat, lng]);
  }
  const places: PlaceElement[] = [];
  elements.forEach((e, i) => {
    if (!isObject(e)) return;
    const tags = tagsOf(e.tags);
    if (!isNamedFoodPlace(tags)) return;
    const type = typeof e.type === 'string' ? e.type : '';
    const id = idText(e.id);
    if (!OSM_TYPES.has(type) || !id) {
      places.push({
        row: i + 1,
        ref: null,
        tags,
        at: { lat: null, lng: null },
        problem: `Element ${i + 1} ("${tags.name?.slice(0, 40)}") has no OSM type and id (like node/123).`,
        warnings: [],
      });
      return;
    }
    const at = pointOf({ ...e, type }, () => {
      if (Array.isArray(e.geometry))
        return centreOf(
          e.geometry.filter(isObject).map((p) => [num(p.lat) ?? NaN, num(p.lon) ?? NaN] as const),
        );
      if (type === 'way' && Array.isArray(e.nodes))
        return centreOf(
          pointsOf(
            e.nodes.map((n) => idText(n) ?? ''),
            nodes,
          ),
        );
      return { lat: null, lng: null };
    });
    places.push(place(type, id, tags, at));
  });
  return markRepeats(places);
}

type XmlElement = {
  type: string;
  id: string | null;
  index: number;
  attributes: Record<string, string>;
  tags: OsmTags;
  nodes: string[];
  center: Record<string, string> | null;
  bounds: Record<string, string> | null;
};

/**
 * The named food places of OSM XML (`<osm>` with node, way, relation, tag and nd; Overpass's XML
 * with `<center>` too). Read with saxes, a conformant streaming parser: a file that is not well-formed
 * XML is refused whole, and DTD entities are never expanded. Elements a JOSM file marks deleted
 * (action="delete", visible="false") are left out.
 */
export function readOsmXml(text: string): PlaceElement[] {
  const parser = new SaxesParser<{ xmlns: false }>({ xmlns: false });
  const nodes = new Map<string, [number, number]>();
  const found: XmlElement[] = [];
  let depth = 0;
  let root: string | null = null;
  let current: XmlElement | null = null;
  let index = 0;
  parser.on('opentag', (tag) => {
    depth++;
    const a = tag.attributes;
    if (depth === 1) root = tag.name;
    if (root !== 'osm') return;
    if (depth === 2 && OSM_TYPES.has(tag.name)) {
      index++;
      current = {
        type: tag.name,
        id: idText(a.id),
        index,
        attributes: a,
        tags: {},
        nodes: [],
        center: null,
        bounds: null,
      };
    } else if (depth === 3 && current) {
      if (tag.name === 'tag' && a.k !== undefined) current.tags[a.k] = a.v ?? '';
      else if (tag.name === 'nd' && a.ref !== undefined) current.nodes.push(a.ref);
      else if (tag.name === 'center') current.center = a;
      else if (tag.name === 'bounds') current.bounds = a;
    }
  });
  parser.on('closetag', () => {
    if (depth === 2 && current) {
      const e: XmlElement = current;
      current = null;
      const deleted = e.attributes.action === 'delete' || e.attributes.visible === 'false';
      if (!deleted) {
        const lat = num(e.attributes.lat);
        const lng = num(e.attributes.lon);
        if (e.type === 'node' && e.id && lat !== null && lng !== null) nodes.set(e.id, [lat, lng]);
        if (isNamedFoodPlace(e.tags)) found.push(e);
        else e.nodes = [];
      }
    }
    depth--;
  });
  try {
    parser.write(text).close();
  } catch (err) {
    throw new UnreadableFileError(`The OSM XML is broken: ${(err as Error).message}.`);
  }
  if (root !== 'osm')
    throw new UnreadableFileError(
      `This XML is not OSM XML: its root element is <${String(root)}>, where <osm> was expected.`,
    );
  const places = found.map((e): PlaceElement => {
    if (!e.id)
      return {
        row: e.index,
        ref: null,
        tags: e.tags,
        at: { lat: null, lng: null },
        problem: `Element ${e.index} ("${e.tags.name?.slice(0, 40)}") has no OSM id.`,
        warnings: [],
      };
    const at = pointOf(
      {
        type: e.type,
        lat: e.attributes.lat,
        lon: e.attributes.lon,
        center: e.center ?? undefined,
        bounds: e.bounds ?? undefined,
      },
      () => centreOf(pointsOf(e.nodes, nodes)),
    );
    return place(e.type, e.id, e.tags, at);
  });
  return markRepeats(places);
}
