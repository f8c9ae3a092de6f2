// A restaurant's schema.org JSON-LD (the ld+json scripts of its HTML page, or a JSON-LD file) read as
// one business and its menu lists, with an error row for everything that could not be kept as written.
import { createHash } from 'node:crypto';
import { defaultTreeAdapter, parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { BUSINESS_LIMITS, isWebsite } from '@menudex/contract/businesses';
import { LIMITS } from '@menudex/contract/constants';
import { createItemFieldsSchema, ITEM_LIMITS } from '@menudex/contract/items';
import { DIETS, type Allergen, type Diet } from '@menudex/contract/plate';
import { currencyForCountry } from '@menudex/contract/price';
import { foldText } from '@menudex/contract/text';
import {
  checkBusiness,
  coordinatesProblem,
  REF_MAX_LENGTH,
  type BusinessFields,
  type Coordinates,
  type ParseOptions,
} from './business-fields.ts';
import { decodeText, excerpt } from './file-text.ts';
import { UnreadableFileError, type ImportedBusiness } from './imported-business.ts';
import { OPENING_HOURS_MAX_LENGTH } from './opening-hours.ts';

export interface SchemaOrgDish {
  name: string;
  description: string;
  price: number | null;
  /** schema.org's MenuItem has no tags: always empty, kept for the menu writer's shape. */
  tags: string[];
  diets: Diet[];
  /** schema.org has no allergen property: always null (not stated). */
  allergens: Allergen[] | null;
}

export interface SchemaOrgList {
  name: string;
  items: SchemaOrgDish[];
}

export interface SchemaOrgImport {
  /**
   * ref: the restaurant's `@id`, else its `url` (made absolute with pageUrl when relative), else
   * `sha256:` and a hash of its name and address, so the same page read again finds its business.
   */
  business: ImportedBusiness;
  lists: SchemaOrgList[];
  /** row: 'Restaurant', 'Page', or where in the menu ('Menu > Starters > item 3'). */
  errors: Array<{ row: string; message: string }>;
}

export type SchemaOrgOptions = ParseOptions & {
  /** Where the page was saved from: relative `@id`, `url` and menu links are read against it. */
  pageUrl?: string | undefined;
};

const EXPECTED = 'an HTML page or JSON-LD file of a restaurant';
const RESTAURANT_ROW = 'Restaurant';
const PAGE_ROW = 'Page';

/** Menu sections inside sections deeper than this are left out (a section may name its parent by @id). */
export const SECTION_DEPTH_MAX = 6;

/**
 * FoodEstablishment and its schema.org subtypes, with the category the kind of place adds (the same
 * words as the OSM import's, so the business page's own JSON-LD gives back the same type).
 */
const FOOD_PLACES = new Map<string, string | null>([
  ['FoodEstablishment', null],
  ['Restaurant', null],
  ['CafeOrCoffeeShop', 'Cafe'],
  ['Bakery', 'Bakery'],
  ['BarOrPub', 'Bar'],
  ['FastFoodRestaurant', 'Fast Food'],
  ['IceCreamShop', 'Ice Cream'],
  ['Brewery', 'Brewery'],
  ['Winery', 'Winery'],
  ['Distillery', 'Distillery'],
]);

/** schema.org's RestrictedDiet values we have a diet for (LowLactoseDiet is not dairy-free). */
const SCHEMA_DIETS = new Map<string, Diet>([
  ['VegetarianDiet', 'vegetarian'],
  ['VeganDiet', 'vegan'],
  ['GlutenFreeDiet', 'gluten-free'],
  ['HalalDiet', 'halal'],
  ['KosherDiet', 'kosher'],
]);

// ---------------------------------------------------------------------------------------------------
// JSON-LD, read by schema.org's terms. No JSON-LD processor (jsonld.js): expanding a document fetches
// its @context over the network, and pages write schema.org's plain terms anyway; a term may carry
// the `schema:` or `https://schema.org/` prefix, and a value may be `{ "@value": … }` or an array.

type JsonObject = { [key: string]: unknown };

const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const SCHEMA_PREFIX = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i;

/** A type or enumeration value as schema.org's bare term ('https://schema.org/VeganDiet' -> 'VeganDiet'). */
const term = (value: string) => value.trim().replace(SCHEMA_PREFIX, '');

const PROPERTY_PREFIXES = ['', 'schema:', 'https://schema.org/', 'http://schema.org/'];

/** A scalar as text: strings and numbers, `{ "@value": … }`; anything else is ''. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isObject(value) && '@value' in value) return textOf(value['@value']);
  return '';
}

/** An enumeration member or a type: a string, or an object naming it by @id. */
function termOf(value: unknown): string {
  if (isObject(value) && typeof value['@id'] === 'string') return term(value['@id']);
  return term(textOf(value));
}

/** The nodes of every document, and the nodes by @id, so `{ "@id": … }` references can be followed. */
class JsonLd {
  /** Every object in the documents, in document order. */
  readonly nodes: JsonObject[] = [];
  private readonly byId = new Map<string, JsonObject>();

  constructor(roots: readonly unknown[]) {
    // A loop, not recursion: a document nested a hundred thousand levels deep must not overflow the stack.
    const stack: unknown[] = [...roots].reverse();
    while (stack.length > 0) {
      const value = stack.pop();
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
        continue;
      }
      if (!isObject(value)) continue;
      this.nodes.push(value);
      const id = value['@id'];
      if (typeof id === 'string' && Object.keys(value).some((k) => k !== '@id' && k !== '@type')) {
        // A node described in several places (a @graph and a script of its own): one node, first value wins.
        const known = this.byId.get(id);
        if (!known) this.byId.set(id, value);
        else for (const [k, v] of Object.entries(value)) if (!(k in known)) known[k] = v;
      }
      const children = Object.entries(value).filter(([k]) => k !== '@context');
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]![1]);
    }
  }

  /** The node a reference (`{ "@id": … }` alone) names, when the documents describe it. */
  deref(value: unknown): unknown {
    if (!isObject(value) || typeof value['@id'] !== 'string') return value;
    return this.byId.get(value['@id']) ?? value;
  }

  /** A menu, section or item given by its @id as a bare string, when the documents describe it. */
  resolve(value: unknown): unknown {
    return typeof value === 'string' ? (this.byId.get(value.trim()) ?? value) : value;
  }

  /** The node itself, or the merged node of its @id. */
  canonical(node: JsonObject): JsonObject {
    return typeof node['@id'] === 'string' ? (this.byId.get(node['@id']) ?? node) : node;
  }

  /** A property's values, arrays and @list flattened, references followed. */
  values(node: JsonObject, property: string): unknown[] {
    let raw: unknown;
    for (const prefix of PROPERTY_PREFIXES) {
      raw = node[`${prefix}${property}`];
      if (raw !== undefined) break;
    }
    if (raw === undefined || raw === null) return [];
    const list: unknown[] = Array.isArray(raw) ? raw : [raw];
    return list
      .flatMap((v): unknown[] => (isObject(v) && Array.isArray(v['@list']) ? v['@list'] : [v]))
      .filter((v) => v !== null && v !== undefined)
      .map((v) => this.deref(v));
  }

  /** The first non-empty text of a property, or ''. */
  text(node: JsonObject, property: string): string {
    for (const v of this.values(node, property)) {
      const t = textOf(v).trim();
      if (t !== '') return t;
    }
    return '';
  }

  texts(node: JsonObject, property: string): string[] {
    return this.values(node, property)
      .map((v) => textOf(v).trim())
      .filter((t) => t !== '');
  }
}

function typesOf(node: JsonObject): string[] {
  const raw = node['@type'];
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  return list.filter((t) => typeof t === 'string').map(term);
}

// ---------------------------------------------------------------------------------------------------
// The file: a JSON-LD document, or an HTML page whose ld+json scripts are found with parse5.

type Documents = { roots: unknown[]; scripts: number; broken: string[] };

/**
 * Where JSON.parse stopped, as a line and column of `json` (V8 gives the offset; newer versions add
 * a line of their own, which is dropped so the message says it once), and its complaint.
 */
function jsonFault(
  err: unknown,
  json: string,
): { line: number; column: number; complaint: string } {
  const message = err instanceof Error ? err.message : String(err);
  const at = /at position (\d+)/.exec(message);
  const before = json.slice(0, at ? Number(at[1]) : json.length);
  return {
    line: before.split('\n').length,
    column: before.length - before.lastIndexOf('\n'),
    complaint: message.replace(/\s*\(line \d+ column \d+\)$/, ''),
  };
}

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Every element of a tree in document order (a loop: pages nest deep). Template contents are not walked. */
function* elementsOf(root: ParentNode): Generator<Element> {
  const stack = [...defaultTreeAdapter.getChildNodes(root)].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!defaultTreeAdapter.isElementNode(node)) continue;
    yield node;
    const children = defaultTreeAdapter.getChildNodes(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

const ownText = (element: Element) =>
  defaultTreeAdapter
    .getChildNodes(element)
    .map((n) => (defaultTreeAdapter.isTextNode(n) ? defaultTreeAdapter.getTextNodeContent(n) : ''))
    .join('');

function isJsonLdScript(element: Element): boolean {
  if (defaultTreeAdapter.getTagName(element) !== 'script') return false;
  const type = defaultTreeAdapter.getAttrList(element).find((a) => a.name === 'type')?.value ?? '';
  return type.split(';')[0]!.trim().toLowerCase() === 'application/ld+json';
}

function readDocuments(text: string): Documents {
  if (/^\s*[[{]/.test(text)) {
    try {
      return { roots: [JSON.parse(text) as unknown], scripts: 0, broken: [] };
    } catch (err) {
      const fault = jsonFault(err, text);
      throw new UnreadableFileError(
        `The JSON-LD file is broken at line ${fault.line}, column ${fault.column}: ${fault.complaint}.`,
      );
    }
  }
  const page = parse(text, { sourceCodeLocationInfo: true });
  const documents: Documents = { roots: [], scripts: 0, broken: [] };
  for (const element of elementsOf(page)) {
    if (!isJsonLdScript(element)) continue;
    documents.scripts++;
    const json = ownText(element);
    if (json.trim() === '') continue;
    try {
      documents.roots.push(JSON.parse(json) as unknown);
    } catch (err) {
      const fault = jsonFault(err, json);
      const tag = element.sourceCodeLocation?.startTag;
      // The script's text starts where its tag ends: its first line shares the tag's line.
      const at = tag
        ? ` at line ${tag.endLine + fault.line - 1}, column ${fault.line === 1 ? tag.endCol - 1 + fault.column : fault.column}`
        : '';
      documents.broken.push(
        `The JSON-LD script number ${documents.scripts} is broken${at}: ${fault.complaint}.`,
      );
    }
  }
  return documents;
}

const FOOD_PLACE_NAMES =
  'a Restaurant or another FoodEstablishment (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...)';

function noRestaurant(documents: Documents, graph: JsonLd, json: boolean): UnreadableFileError {
  if (!json && documents.scripts === 0)
    return new UnreadableFileError(
      'This page has no schema.org JSON-LD (no <script type="application/ld+json">), so there is no restaurant to read. Save the restaurant\'s own page, or give a JSON-LD file.',
    );
  if (documents.broken.length > 0)
    return new UnreadableFileError(
      `${documents.broken.join(' ')} No other JSON-LD on the page describes ${FOOD_PLACE_NAMES}.`,
    );
  const types = [...new Set(graph.nodes.flatMap(typesOf))].slice(0, 8);
  const found = types.length > 0 ? `it has ${types.join(', ')}` : 'it names no @type';
  return new UnreadableFileError(
    `The ${json ? 'file' : "page's"} JSON-LD describes no restaurant (${found}): expected ${FOOD_PLACE_NAMES}.`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Text fields. Names keep what they say, markup included (the UI escapes it); character references
// (`Fish &amp; Chips`, as WordPress writes them) are decoded. Descriptions lose their tags.

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that start a new line of text. */
const BLOCKS = new Set(
  `address article blockquote br dd div dl dt figcaption footer h1 h2 h3 h4 h5 h6 header hr li ol p
   pre section table tr ul`.split(/\s+/),
);

/** The text an HTML fragment shows: tags and hidden elements removed, character references decoded. */
function fragmentText(html: string): string {
  const parts: string[] = [];
  // A string on the stack is text to write when it is reached: a block's closing line break.
  const stack: Array<DefaultTreeAdapterMap['childNode'] | string> = [
    ...defaultTreeAdapter.getChildNodes(parseFragment(html)),
  ].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node === 'string') parts.push(node);
    else if (defaultTreeAdapter.isTextNode(node))
      parts.push(defaultTreeAdapter.getTextNodeContent(node));
    else if (defaultTreeAdapter.isElementNode(node)) {
      const tag = defaultTreeAdapter.getTagName(node);
      if (HIDDEN.has(tag)) continue;
      const block = BLOCKS.has(tag);
      if (block) parts.push('\n');
      if (block) stack.push('\n');
      const children = defaultTreeAdapter.getChildNodes(node);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return parts.join('');
}

/** A name or other one-line text: references decoded (when there is no markup), spaces collapsed. */
function lineText(value: string): string {
  const decoded = value.includes('&') && !value.includes('<') ? fragmentText(value) : value;
  return decoded.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** A description: tags stripped through the parser when it has markup; its lines kept. */
function descriptionText(value: string): string {
  const text = value.includes('<') || value.includes('&') ? fragmentText(value) : value;
  return text
    .replace(CONTROL_CHARACTERS, ' ')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

const lengthOf = (value: string) => Array.from(value).length;

/** The text cut to `max` characters (ending in '…'), or as it is. */
const clip = (value: string, max: number) =>
  lengthOf(value) > max ? excerpt(value, max - 1) : value;

/** An http(s) address, relative ones read against the page's; a bare 'www.' host gets https://. */
function absoluteUrl(value: string, base: string | undefined): string | null {
  const v = value.trim();
  if (v === '') return null;
  try {
    const url = /^www\./i.test(v) ? new URL(`https://${v}`) : new URL(v, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Opening hours. openingHours strings are schema.org's "Mo-Fr 11:00-22:00", which is OpenStreetMap's
// opening_hours syntax too; openingHoursSpecification is written in that syntax as well, so both go
// through the one reader every import uses (toHours, through checkBusiness).

const WEEK = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const DAY_WORDS = new Map<string, string>([['publicholidays', 'PH']]);
['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].forEach((day, i) => {
  for (const word of [day, day.slice(0, 3), day.slice(0, 2)]) DAY_WORDS.set(word, WEEK[i]!);
});
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'HH:MM' of schema.org's Time ('11:00', '11:00:00', '11:00:00-05:00'); undefined when it is none. */
function clockOf(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) return undefined;
  const [h, m] = [Number(match[1]), Number(match[2])];
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return undefined;
  return `${String(h).padStart(2, '0')}:${match[2]}`;
}

/** 'YYYY Mon DD' of a date ('2026-12-25', or a date and time); undefined when it is none. */
function osmDate(value: string): { key: string; osm: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return { key: `${match[1]}-${match[2]}-${match[3]}`, osm: `${y} ${MONTHS[m - 1]} ${match[3]}` };
}

type HoursSource = { osm: string } | { text: string; problem: string };

/**
 * openingHoursSpecification as opening_hours text. Each weekday is one rule and the rules are joined
 * with ',' (OSM's "additional rule"), so a night past midnight is not cut by the next day's rule;
 * public holidays, then date ranges, then single dates follow with ';', each replacing what the week
 * says. A closed day is opens and closes at 00:00 (as Google reads it); 23:59 closes at midnight.
 */
function specificationHours(graph: JsonLd, specs: readonly unknown[]): HoursSource {
  const weekly = new Map<string, string[]>();
  const dated = new Map<string, { order: number; ranges: string[] }>();
  const described: string[] = [];
  let problem: string | null = null;
  for (const spec of specs) {
    if (!isObject(spec)) {
      problem ??= `"${excerpt(textOf(spec))}" is not an OpeningHoursSpecification`;
      continue;
    }
    const dayTerms = graph.values(spec, 'dayOfWeek').map(termOf);
    const [opensText, closesText] = [graph.text(spec, 'opens'), graph.text(spec, 'closes')];
    const [fromText, throughText] = [
      graph.text(spec, 'validFrom'),
      graph.text(spec, 'validThrough'),
    ];
    const validity =
      fromText || throughText ? ` (${fromText || '?'} to ${throughText || '?'})` : '';
    described.push(`${dayTerms.join(',')} ${opensText}-${closesText}${validity}`.trim());

    const days = dayTerms.map((t) => DAY_WORDS.get(t.toLowerCase()));
    const opens = clockOf(opensText);
    let closes = clockOf(closesText);
    const from = fromText ? osmDate(fromText) : undefined;
    const through = throughText ? osmDate(throughText) : undefined;
    if (days.some((d) => d === undefined)) {
      problem ??= `dayOfWeek "${excerpt(dayTerms.join(', '))}" is not a day of the week`;
      continue;
    }
    if (!opens || !closes || opens === '24:00') {
      problem ??= `opens and closes must be times like 11:00 (they are "${excerpt(opensText)}" and "${excerpt(closesText)}")`;
      continue;
    }
    if ((fromText || throughText) && (!from || !through || through.key < from.key)) {
      problem ??=
        'validFrom and validThrough must both be dates like 2026-12-25, the first not after the second';
      continue;
    }
    if (days.length === 0 && !from) {
      problem ??= 'an entry names neither days (dayOfWeek) nor dates (validFrom, validThrough)';
      continue;
    }
    const closed = opens === '00:00' && closes === '00:00';
    if (closes === '23:59' || closes === '00:00') closes = '24:00';
    const ranges = closed ? [] : [`${opens}-${closes}`];
    const weekdays = days.filter((d): d is string => d !== undefined && d !== 'PH');
    const add = (selector: string, order: number) => {
      const rule = dated.get(selector) ?? { order, ranges: [] };
      rule.ranges.push(...ranges);
      dated.set(selector, rule);
    };
    if (from && through) {
      const dates = from.key === through.key ? from.osm : `${from.osm}-${through.osm}`;
      add(
        weekdays.length > 0 ? `${dates} ${weekdays.join(',')}` : dates,
        from.key === through.key ? 2 : 1,
      );
      continue;
    }
    if (days.includes('PH')) add('PH', 0);
    for (const day of weekdays) weekly.set(day, [...(weekly.get(day) ?? []), ...ranges]);
  }
  if (problem) return { text: described.join('; '), problem };
  const week = WEEK.filter((d) => (weekly.get(d) ?? []).length > 0)
    .map((d) => `${d} ${weekly.get(d)!.join(',')}`)
    .join(', ');
  const rules = [...dated]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([selector, r]) => `${selector} ${r.ranges.length > 0 ? r.ranges.join(',') : 'off'}`);
  return { osm: [week, ...rules].filter((r) => r !== '').join('; ') };
}

function hoursSource(graph: JsonLd, restaurant: JsonObject): HoursSource {
  const specs = graph.values(restaurant, 'openingHoursSpecification');
  if (specs.length > 0) return specificationHours(graph, specs);
  // Several strings add up (schema.org's own example: "Mo-Sa 11:00-14:30", "Mo-Th 17:00-21:30").
  return { osm: graph.texts(restaurant, 'openingHours').map(lineText).join(', ') };
}

// ---------------------------------------------------------------------------------------------------
// The restaurant.

type Note = (row: string, message: string) => void;

function dietsOf(graph: JsonLd, node: JsonObject): Diet[] {
  const found = new Set(
    graph
      .values(node, 'suitableForDiet')
      .map((v) => SCHEMA_DIETS.get(termOf(v)))
      .filter((d): d is Diet => d !== undefined),
  );
  return DIETS.filter((d) => found.has(d));
}

/** A coordinate as a number: JSON numbers, or text like '37.33'; NaN when it is neither. */
function coordinate(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = textOf(value).trim();
  return /^[+-]?\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

function coordinatesOf(graph: JsonLd, restaurant: JsonObject, note: Note): Coordinates {
  const geo = graph.values(restaurant, 'geo').find(isObject) ?? restaurant;
  const lat = coordinate(graph.values(geo, 'latitude')[0]);
  const lng = coordinate(graph.values(geo, 'longitude')[0]);
  if (lat === undefined && lng === undefined) return { lat: null, lng: null };
  const at = { lat: lat ?? null, lng: lng ?? null };
  const problem = coordinatesProblem(at);
  if (!problem) return at;
  note(RESTAURANT_ROW, `geo was left out: ${problem}`);
  return { lat: null, lng: null };
}

/** The reference the business is found by when the same restaurant is imported again. */
function refOf(graph: JsonLd, restaurant: JsonObject, fields: BusinessFields, pageUrl?: string) {
  for (const candidate of [textOf(restaurant['@id']), graph.text(restaurant, 'url')]) {
    if (candidate.startsWith('_:')) continue; // a blank node's name holds only within its file
    const url = absoluteUrl(candidate, pageUrl);
    if (url && url.length <= REF_MAX_LENGTH) return url;
  }
  const key = [fields.name, fields.address1, fields.city, fields.zipCode, fields.country]
    .map(foldText)
    .join('|');
  return `sha256:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

function readBusiness(
  graph: JsonLd,
  restaurant: JsonObject,
  options: SchemaOrgOptions,
  note: Note,
): ImportedBusiness {
  const warn = (message: string) => note(RESTAURANT_ROW, message);
  /** A field cut to what the directory holds, with a row saying so. */
  const fit = (label: string, value: string, max: number) => {
    if (lengthOf(value) > max)
      warn(`${label} was cut to ${max} characters (it has ${lengthOf(value)}).`);
    return clip(value, max);
  };
  const part = (label: string, value: string) =>
    fit(label, lineText(value), BUSINESS_LIMITS.addressPartMaxLength);

  const address = graph.values(restaurant, 'address')[0];
  const place = { address1: '', address2: '', city: '', state: '', zipCode: '', country: '' };
  if (isObject(address)) {
    const street = graph
      .texts(address, 'streetAddress')
      .flatMap((s) => s.split(/\r?\n/))
      .map(lineText)
      .filter((s) => s !== '');
    place.address1 = part('streetAddress', street[0] ?? '');
    place.address2 = part('streetAddress (its further lines)', street.slice(1).join(', '));
    place.city = part('addressLocality', graph.text(address, 'addressLocality'));
    place.state = part('addressRegion', graph.text(address, 'addressRegion'));
    place.zipCode = part('postalCode', graph.text(address, 'postalCode'));
    const country = graph.values(address, 'addressCountry')[0];
    place.country = part(
      'addressCountry',
      isObject(country) ? graph.text(country, 'name') || textOf(country['@id']) : textOf(country),
    );
  } else if (address !== undefined) {
    place.address1 = part('address', textOf(address));
  }

  const cuisines = graph
    .texts(restaurant, 'servesCuisine')
    .flatMap((c) => c.split(','))
    .map(lineText)
    .filter((c) => c !== '');
  const kinds = typesOf(restaurant)
    .map((t) => FOOD_PLACES.get(t))
    .filter((c): c is string => Boolean(c));
  const categories: string[] = [];
  for (const category of [...cuisines, ...kinds]) {
    if (categories.some((c) => c.toLowerCase() === category.toLowerCase())) continue;
    if (lengthOf(category) > BUSINESS_LIMITS.categoryMaxLength)
      warn(
        `the cuisine "${excerpt(category)}" was left out: a category is at most ${BUSINESS_LIMITS.categoryMaxLength} characters.`,
      );
    else categories.push(category);
  }
  if (categories.length > BUSINESS_LIMITS.categoriesMax)
    warn(
      `only the first ${BUSINESS_LIMITS.categoriesMax} of ${categories.length} cuisines were kept.`,
    );

  // The restaurant's own address first, then its profiles elsewhere.
  const addresses = [graph.text(restaurant, 'url'), ...graph.texts(restaurant, 'sameAs')].filter(
    (u) => u !== '',
  );
  const website =
    addresses
      .map((u) => absoluteUrl(u, options.pageUrl))
      .find(
        (u): u is string =>
          u !== null && u.length <= BUSINESS_LIMITS.websiteMaxLength && isWebsite(u),
      ) ?? // None is usable: the first goes to the shared check, which says why it was left empty.
    addresses[0] ??
    '';

  let hours = hoursSource(graph, restaurant);
  if ('osm' in hours && hours.osm.length > OPENING_HOURS_MAX_LENGTH)
    hours = { text: hours.osm, problem: `longer than ${OPENING_HOURS_MAX_LENGTH} characters` };

  const fields: BusinessFields = {
    ref: '',
    name: fit('name', lineText(graph.text(restaurant, 'name')), LIMITS.nameMaxLength),
    phone: lineText(graph.text(restaurant, 'telephone')),
    website: lineText(website),
    email: lineText(graph.text(restaurant, 'email')),
    ...place,
    categories: categories.slice(0, BUSINESS_LIMITS.categoriesMax),
    openingHours: 'osm' in hours ? hours.osm : '',
    diets: dietsOf(graph, restaurant),
  };
  fields.ref = refOf(graph, restaurant, fields, options.pageUrl);
  const checked = checkBusiness(fields, coordinatesOf(graph, restaurant, note), options);
  // Every field was fitted above, so only a change in the shared checks can get here.
  if (!checked.business)
    throw new UnreadableFileError(`The restaurant cannot be imported: ${checked.error ?? ''}`);
  for (const warning of checked.warnings) warn(warning);
  if ('problem' in hours) {
    checked.business.hours = null;
    checked.business.hoursText = clip(hours.text, OPENING_HOURS_MAX_LENGTH);
    warn(`opening hours kept as text: ${hours.problem}.`);
  }
  return checked.business;
}

// ---------------------------------------------------------------------------------------------------
// The menu.

/** A price as a number: 12.5, '12.50', '$12.50', '12,50 €', '1,250.00'; null when none is given. */
function readAmount(raw: unknown): { price: number | null } | { problem: string } {
  if (raw === undefined) return { price: null };
  let amount: number;
  if (typeof raw === 'number') amount = raw;
  else {
    const text = textOf(raw).trim();
    if (text === '') return { price: null };
    let digits = text
      .replace(/^(?:\p{Sc}|[A-Za-z]{3}(?=[\s\d]))\s*/u, '')
      .replace(/\s*(?:\p{Sc}|[A-Za-z]{3})$/u, '')
      .replace(/\s/g, '');
    if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)) digits = digits.replaceAll(',', '');
    else if (/^\d+,\d{1,2}$/.test(digits)) digits = digits.replace(',', '.');
    if (!/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(digits))
      return { problem: `the price "${excerpt(text)}" is not an amount like 12.50` };
    amount = Number(digits);
  }
  if (!Number.isFinite(amount) || amount < 0)
    return { problem: `the price ${String(amount)} is not an amount like 12.50` };
  const cents = Math.round(amount * 100);
  if (cents > ITEM_LIMITS.maxPriceCents)
    return {
      problem: `the price ${String(amount)} is more than ${ITEM_LIMITS.maxPriceCents / 100}`,
    };
  return { price: cents / 100 };
}

class MenuReader {
  readonly lists = new Map<string, SchemaOrgList>();
  /** Prices given in another currency than the business's, by currency. */
  private readonly foreign = new Map<string, number>();

  constructor(
    private readonly graph: JsonLd,
    private readonly note: Note,
    private readonly currency: string,
  ) {}

  /** The list of that name (lists are matched by name, case aside, as the menu writer does). */
  private list(name: string, row: string): SchemaOrgList {
    let listName = name;
    if (lengthOf(name) > LIMITS.listNameMaxLength) {
      listName = clip(name, LIMITS.listNameMaxLength);
      this.note(row, `the list name was cut to ${LIMITS.listNameMaxLength} characters.`);
    }
    const key = listName.trim().toLowerCase();
    let list = this.lists.get(key);
    if (!list) {
      list = { name: listName, items: [] };
      this.lists.set(key, list);
    }
    return list;
  }

  private price(item: JsonObject, row: string, name: string): number | null {
    for (const offer of this.graph.values(item, 'offers').filter(isObject)) {
      const spec = this.graph.values(offer, 'priceSpecification').find(isObject);
      const raw =
        this.graph.values(offer, 'price')[0] ??
        (spec && this.graph.values(spec, 'price')[0]) ??
        this.graph.values(offer, 'lowPrice')[0];
      if (raw === undefined) continue;
      const amount = readAmount(raw);
      if ('problem' in amount) {
        this.note(
          row,
          `"${excerpt(name)}": ${amount.problem}, so it was imported without a price.`,
        );
        return null;
      }
      const currency = (
        this.graph.text(offer, 'priceCurrency') ||
        (spec ? this.graph.text(spec, 'priceCurrency') : '')
      ).toUpperCase();
      if (currency && currency !== this.currency && amount.price !== null)
        this.foreign.set(currency, (this.foreign.get(currency) ?? 0) + 1);
      return amount.price;
    }
    return null;
  }

  private dish(value: unknown, row: string, listName: string): SchemaOrgDish | null {
    if (!isObject(value)) {
      const link = textOf(value);
      this.note(
        row,
        link
          ? `is a link (${excerpt(link, 80)}), not a menu item: skipped.`
          : 'is not a menu item: skipped.',
      );
      return null;
    }
    const name = lineText(this.graph.text(value, 'name'));
    if (name === '') {
      this.note(row, 'the menu item has no name: skipped.');
      return null;
    }
    if (lengthOf(name) > LIMITS.nameMaxLength) {
      this.note(
        row,
        `the name "${excerpt(name)}" is longer than ${LIMITS.nameMaxLength} characters (it has ${lengthOf(name)}): skipped.`,
      );
      return null;
    }
    let description = descriptionText(this.graph.text(value, 'description'));
    if (lengthOf(description) > LIMITS.descriptionMaxLength) {
      this.note(
        row,
        `"${excerpt(name)}": the description was cut to ${LIMITS.descriptionMaxLength} characters (it has ${lengthOf(description)}).`,
      );
      description = clip(description, LIMITS.descriptionMaxLength);
    }
    const dish: SchemaOrgDish = {
      name,
      description,
      price: this.price(value, row, name),
      tags: [],
      diets: dietsOf(this.graph, value),
      allergens: null,
    };
    // What the item form would take, through its own schema (as the menu CSV does): if the two ever
    // disagree, the dish is refused here rather than by the database.
    const form = createItemFieldsSchema.safeParse({
      topic: listName,
      name: dish.name,
      description: dish.description,
      price: dish.price === null ? '' : dish.price.toFixed(2),
      diets: dish.diets,
    });
    if (!form.success) {
      const issue = form.error.issues[0];
      const field = issue?.path[0] === 'topic' ? 'list' : String(issue?.path[0] ?? 'item');
      this.note(
        row,
        `"${excerpt(name)}": ${field} ${issue?.message ?? 'cannot be imported'}: skipped.`,
      );
      return null;
    }
    return dish;
  }

  /** A menu or a section: its items into the list named by `listPath`, its sections below it. */
  section(
    node: JsonObject,
    listPath: string[],
    rowPath: string[],
    fallback: string,
    depth = 0,
  ): void {
    const row = rowPath.join(' > ');
    const items = this.graph.values(node, 'hasMenuItem').map((v) => this.graph.resolve(v));
    if (items.length > 0) {
      const list = this.list(listPath.length > 0 ? listPath.join(' › ') : fallback, row);
      items.forEach((item, i) => {
        const dish = this.dish(item, `${row} > item ${i + 1}`, list.name);
        if (dish) list.items.push(dish);
      });
    }
    const sections = this.graph.values(node, 'hasMenuSection').map((v) => this.graph.resolve(v));
    if (sections.length > 0 && depth >= SECTION_DEPTH_MAX) {
      this.note(row, `sections nested more than ${SECTION_DEPTH_MAX} deep were left out.`);
      return;
    }
    sections.forEach((section, j) => {
      if (!isObject(section)) {
        this.note(`${row} > section ${j + 1}`, 'is not a menu section (MenuSection): skipped.');
        return;
      }
      const name = lineText(this.graph.text(section, 'name')) || `Section ${j + 1}`;
      this.section(section, [...listPath, name], [...rowPath, name], fallback, depth + 1);
    });
  }

  /** One row per currency that differs from the business's: a menu in euros is one message, not 10,000. */
  reportCurrencies(country: string): void {
    for (const [currency, count] of this.foreign)
      this.note(
        'Menu',
        `${count} price${count === 1 ? ' is' : 's are'} in ${currency}, but a business in ${country} shows prices in ${this.currency}: the amounts were kept as they are.`,
      );
  }
}

const hasMenuContent = (graph: JsonLd, menu: JsonObject) =>
  graph.values(menu, 'hasMenuSection').length > 0 || graph.values(menu, 'hasMenuItem').length > 0;

function readMenus(
  graph: JsonLd,
  restaurant: JsonObject,
  business: ImportedBusiness,
  options: SchemaOrgOptions,
  note: Note,
): SchemaOrgList[] {
  // hasMenu and the older `menu` may name the same menu: it is read once.
  let menus = [
    ...new Set(
      [...graph.values(restaurant, 'hasMenu'), ...graph.values(restaurant, 'menu')].map((v) =>
        graph.resolve(v),
      ),
    ),
  ];
  // A page may describe its Menu beside the restaurant without linking the two.
  if (menus.length === 0)
    menus = [
      ...new Set(
        graph.nodes.filter((n) => typesOf(n).includes('Menu')).map((n) => graph.canonical(n)),
      ),
    ];
  if (menus.length === 0) {
    note('Menu', 'the restaurant has no menu in the file (hasMenu): only the business was read.');
    return [];
  }
  const elsewhere = (link: string) => {
    const url = absoluteUrl(link, options.pageUrl) ?? link;
    note(
      'Menu',
      `the menu is on another page (${excerpt(url, 200)}), not in this file: import that page for this business to add its dishes.`,
    );
  };
  const withContent = menus.filter((m): m is JsonObject => isObject(m) && hasMenuContent(graph, m));
  const reader = new MenuReader(graph, note, currencyForCountry(business.country));
  for (const menu of menus) {
    if (!isObject(menu)) {
      elsewhere(textOf(menu));
      continue;
    }
    if (!hasMenuContent(graph, menu)) {
      const link = graph.text(menu, 'url') || textOf(menu['@id']);
      if (link) elsewhere(link);
      else note('Menu', 'a menu in the file has no sections and no items.');
      continue;
    }
    const index = withContent.indexOf(menu);
    const name = lineText(graph.text(menu, 'name'));
    // With several menus, lists are named after their menu too, so Lunch's and Dinner's Starters stay apart.
    const several = withContent.length > 1;
    const label = name || (several ? `Menu ${index + 1}` : 'Menu');
    reader.section(menu, several ? [label] : [], [label], label);
  }
  reader.reportCurrencies(business.country);
  return [...reader.lists.values()].filter((l) => l.items.length > 0);
}

// ---------------------------------------------------------------------------------------------------

/**
 * Reads a restaurant's schema.org description: an HTML page with JSON-LD scripts, or a JSON-LD file.
 * Throws UnreadableFileError when the file holds no restaurant (FoodEstablishment or a subtype), when
 * its JSON is broken and nothing else holds one, or when it is not text at all.
 */
export function parseSchemaOrgFile(bytes: Buffer, options: SchemaOrgOptions): SchemaOrgImport {
  const text = decodeText(bytes, EXPECTED);
  const json = /^\s*[[{]/.test(text);
  const documents = readDocuments(text);
  const graph = new JsonLd(documents.roots);
  const places = [
    ...new Set(
      graph.nodes
        .filter((n) => typesOf(n).some((t) => FOOD_PLACES.has(t)))
        .map((n) => graph.canonical(n)),
    ),
  ];
  const named = places.filter((p) => lineText(graph.text(p, 'name')) !== '');
  const restaurant = named[0];
  if (!restaurant) {
    if (places.length > 0)
      throw new UnreadableFileError(
        'The restaurant in this file has no name, so it cannot be imported.',
      );
    throw noRestaurant(documents, graph, json);
  }
  const errors: SchemaOrgImport['errors'] = [];
  const note: Note = (row, message) => errors.push({ row, message });
  for (const broken of documents.broken) note(PAGE_ROW, `${broken} It was skipped.`);
  if (named.length > 1)
    note(
      PAGE_ROW,
      `the file describes ${named.length} restaurants; only the first, "${excerpt(lineText(graph.text(restaurant, 'name')))}", was read.`,
    );
  const business = readBusiness(graph, restaurant, options, note);
  const lists = readMenus(graph, restaurant, business, options, note);
  // What every dish is, the place serves entirely (docs/architecture.md, "Business fields": the
  // business's diets).
  const dishes = lists.flatMap((l) => l.items);
  if (dishes.length > 0) {
    const everywhere = DIETS.filter((d) => dishes.every((dish) => dish.diets.includes(d)));
    business.diets = DIETS.filter((d) => business.diets.includes(d) || everywhere.includes(d));
  }
  return { business, lists, errors };
}
