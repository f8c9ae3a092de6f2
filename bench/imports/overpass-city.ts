// A made-up city as Overpass JSON (`out center;` of amenities and shops) for the imports benchmark:
// the mix of places, tags and mistakes a real extract of 10,000 elements holds, the same every run.
import { seededRandom, type Random } from '@menudex/demo-art/random';

/** Where the places are: the address tags and phone area codes a city's places share. */
export type CityPreset = {
  city: string;
  state: string;
  postcodes: readonly string[];
  streets: readonly string[];
  areaCodes: readonly [string, string];
  centre: { lat: number; lon: number };
};

export const SAN_JOSE: CityPreset = {
  city: 'San Jose',
  state: 'CA',
  postcodes: ['95110', '95112', '95116', '95122', '95125', '95126', '95128', '95131', '95136'],
  streets: [
    'Story Road',
    'Tully Road',
    'East Santa Clara Street',
    'North 1st Street',
    'Senter Road',
    'King Road',
    'Alum Rock Avenue',
    'The Alameda',
    'Lincoln Avenue',
    'South Bascom Avenue',
    'Stevens Creek Boulevard',
    'Capitol Expressway',
    'Blossom Hill Road',
    'Almaden Expressway',
    'Saratoga Avenue',
    'West San Carlos Street',
  ],
  areaCodes: ['408', '669'],
  centre: { lat: 37.3382, lon: -121.8863 },
};

/** A second city with other ids and phones: its places are all new to a database holding San Jose. */
export const OAKLAND: CityPreset = {
  city: 'Oakland',
  state: 'CA',
  postcodes: ['94601', '94606', '94607', '94609', '94610', '94611', '94612'],
  streets: [
    'Telegraph Avenue',
    'Broadway',
    'International Boulevard',
    'Grand Avenue',
    'Piedmont Avenue',
    'College Avenue',
    'Lakeshore Avenue',
    'MacArthur Boulevard',
    'Fruitvale Avenue',
    'San Pablo Avenue',
  ],
  areaCodes: ['510', '341'],
  centre: { lat: 37.8044, lon: -122.2712 },
};

export type CityOptions = {
  /** Elements in the file, food places and others. */
  elements: number;
  seed: number;
  preset: CityPreset;
  /** Node ids start above this, way ids above a tenth of it: two files with other bases share none. */
  idBase: number;
};

/** How the opening_hours values were made: what toHours should hold, and what it keeps as text. */
export const HOURS_KINDS = [
  'weekly',
  'split shifts',
  'past midnight',
  '24/7',
  'public holidays',
  'fixed dates',
  'seasonal',
  'comment or open end',
  'sloppy but readable',
  'broken',
] as const;
export type HoursKind = (typeof HOURS_KINDS)[number];

/** The kinds our hours model holds; the others are kept as hoursText. */
export const HELD_HOURS_KINDS: ReadonlySet<HoursKind> = new Set([
  'weekly',
  'split shifts',
  'past midnight',
  '24/7',
  'public holidays',
  'fixed dates',
  'sloppy but readable',
]);

export type CityCounts = {
  elements: number;
  nodes: number;
  ways: number;
  /** Named food places: the rows of the import. */
  foodPlaces: number;
  /** Elements an import leaves out (not food, or no name). */
  others: number;
  withPhone: number;
  foreignPhones: number;
  sharedPhones: number;
  withWebsite: number;
  hours: Record<HoursKind | 'none', number>;
  distinctHours: number;
};

export type OverpassElement = {
  type: 'node' | 'way';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  nodes?: number[];
  tags: Record<string, string>;
};

export type OverpassCity = {
  elements: OverpassElement[];
  /** What each food place's opening_hours was made as (by its 'node/123' reference). */
  hoursKindOf: Map<string, HoursKind>;
  counts: CityCounts;
};

type Kind = {
  key: 'amenity' | 'shop';
  value: string;
  cuisines: readonly string[];
  words: string[];
};

/** Kinds of food place, in the proportions a US city's extract has them (weights). */
const FOOD_KINDS: Array<[number, Kind]> = [
  [
    44,
    {
      key: 'amenity',
      value: 'restaurant',
      cuisines: [
        'mexican',
        'vietnamese',
        'chinese',
        'pizza',
        'japanese;sushi',
        'thai',
        'indian',
        'italian',
        'american',
        'korean',
        'mexican;tacos',
        'ramen',
        'seafood',
        'mediterranean',
        'burger',
        'bbq',
        'filipino',
        'ethiopian',
        'salvadoran',
      ],
      words: ['Kitchen', 'Grill', 'House', 'Bistro', 'Cocina', 'Garden', 'Taqueria', 'Eatery'],
    },
  ],
  [
    20,
    {
      key: 'amenity',
      value: 'fast_food',
      cuisines: ['burger', 'sandwich', 'mexican', 'chicken', 'pizza', 'hot_dog', 'donut', ''],
      words: ['Express', 'Burgers', 'Subs', 'Tacos', 'Wings', 'Fried Chicken'],
    },
  ],
  [
    14,
    {
      key: 'amenity',
      value: 'cafe',
      cuisines: ['coffee_shop', 'bubble_tea', 'coffee_shop;breakfast', '', 'crepe'],
      words: ['Coffee', 'Café', 'Espresso', 'Tea House', 'Boba'],
    },
  ],
  [6, { key: 'amenity', value: 'bar', cuisines: [''], words: ['Tavern', 'Lounge', 'Taproom'] }],
  [3, { key: 'amenity', value: 'pub', cuisines: ['', 'british'], words: ['Pub', 'Alehouse'] }],
  [
    3,
    {
      key: 'amenity',
      value: 'ice_cream',
      cuisines: ['ice_cream', 'frozen_yogurt'],
      words: ['Creamery', 'Gelato', 'Scoops'],
    },
  ],
  [
    5,
    {
      key: 'shop',
      value: 'bakery',
      cuisines: ['', 'vietnamese', 'mexican'],
      words: ['Bakery', 'Panadería', 'Donuts', 'Bánh Mì'],
    },
  ],
  [2, { key: 'shop', value: 'deli', cuisines: ['', 'sandwich'], words: ['Deli', 'Market Deli'] }],
  [1, { key: 'shop', value: 'coffee', cuisines: [''], words: ['Roasters', 'Coffee Co.'] }],
  [
    1,
    {
      key: 'amenity',
      value: 'food_court',
      cuisines: [''],
      words: ['Food Court', 'Food Hall'],
    },
  ],
];

/** Chains: one name and brand, many branches (about a tenth of the places). */
const CHAINS: Array<{ name: string; kind: Kind['value']; cuisine: string; wikidata: string }> = [
  { name: 'Starbucks', kind: 'cafe', cuisine: 'coffee_shop', wikidata: 'Q37158' },
  { name: 'Subway', kind: 'fast_food', cuisine: 'sandwich', wikidata: 'Q244457' },
  { name: "McDonald's", kind: 'fast_food', cuisine: 'burger', wikidata: 'Q38076' },
  { name: 'Taco Bell', kind: 'fast_food', cuisine: 'mexican', wikidata: 'Q752941' },
  { name: 'Chipotle', kind: 'fast_food', cuisine: 'mexican', wikidata: 'Q465751' },
  { name: "Peet's Coffee", kind: 'cafe', cuisine: 'coffee_shop', wikidata: 'Q1094101' },
  { name: 'Panda Express', kind: 'fast_food', cuisine: 'chinese', wikidata: 'Q1358690' },
  { name: "Domino's", kind: 'fast_food', cuisine: 'pizza', wikidata: 'Q839466' },
  { name: 'In-N-Out Burger', kind: 'fast_food', cuisine: 'burger', wikidata: 'Q1205312' },
  { name: 'Philz Coffee', kind: 'cafe', cuisine: 'coffee_shop', wikidata: 'Q17013155' },
];

const OWNERS = ['Mama Rosa', 'Joe', 'Lupe', 'Tony', 'Auntie May', 'Kim', 'Nonna', 'Sam', 'Big Al'];
const ADJECTIVES = [
  'Golden',
  'Little',
  'Blue',
  'Lucky',
  'Red',
  'Happy',
  'Old Town',
  'Sunny',
  'Jade',
];
const PLACES = ['Saigon', 'Oaxaca', 'Sichuan', 'Napoli', 'Seoul', 'Bangkok', 'Manila', 'Kyoto'];
/** Names as their owners write them: accents, other scripts, punctuation. */
const WRITTEN_NAMES = [
  'Phở Hòa',
  'Café Lumière',
  'Tacos El Güero',
  'Bánh Mì Chè Cali',
  '麺屋 Ramen-Ya',
  'Pâtisserie Léa',
  'Ñaño’s Pupusería',
  'Smoke & Barrel BBQ',
  '"The" Corner Spot',
  'Crêpes à la Carte',
];

const EXTRA_TAGS: Array<[string, readonly string[]]> = [
  ['outdoor_seating', ['yes', 'no']],
  ['takeaway', ['yes', 'only', 'no']],
  ['delivery', ['yes', 'no']],
  ['wheelchair', ['yes', 'limited', 'no']],
  ['check_date', ['2024-05-12', '2025-01-30', '2025-09-02', '2023-11-18']],
  ['payment:credit_cards', ['yes']],
  ['payment:cash', ['yes', 'no']],
  ['internet_access', ['wlan', 'no']],
  ['drive_through', ['yes', 'no']],
  ['level', ['0', '1']],
  ['source', ['survey', 'Bing', 'local knowledge']],
];

const OPENS = ['06:00', '06:30', '07:00', '07:30', '08:00', '09:00', '10:00', '10:30', '11:00'];
const CLOSES = ['14:00', '15:00', '17:00', '18:00', '19:00', '20:00', '21:00', '21:30', '22:00'];
const LATE = ['23:00', '00:00', '01:00', '02:00'];

/** An opening_hours value of the kind, with times varied as a city's are. */
function openingHours(r: Random, kind: HoursKind): string {
  const o = r.pick(OPENS);
  const c = r.pick(CLOSES);
  switch (kind) {
    case 'weekly':
      return r.pick([
        `Mo-Su ${o}-${c}`,
        `Mo-Fr ${o}-${c}; Sa-Su ${r.pick(OPENS)}-${r.pick(CLOSES)}`,
        `Mo-Sa ${o}-${c}; Su off`,
        `Tu-Su ${o}-${c}`,
        `Mo-Fr ${o}-${c}`,
        `Mo-Th ${o}-${c}; Fr-Sa ${o}-${r.pick(LATE)}; Su ${r.pick(OPENS)}-${c}`,
      ]);
    case 'split shifts':
      return r.pick([
        `Mo-Fr 11:00-14:30,17:00-${c}; Sa-Su 12:00-22:00`,
        `Tu-Sa 11:30-14:00,17:30-22:00; Su 17:00-21:00; Mo off`,
        `Mo-Sa 11:00-15:00,17:00-${r.pick(['21:00', '21:30', '22:00'])}`,
        `Mo-Fr ${o}-14:00,16:30-21:00; Sa ${r.pick(OPENS)}-21:00`,
      ]);
    case 'past midnight':
      return r.pick([
        `Mo-Th 17:00-00:00; Fr-Sa 17:00-02:00; Su 17:00-23:00`,
        `Mo-Su 18:00-${r.pick(['01:00', '02:00', '03:00'])}`,
        `We-Sa 20:00-02:00`,
        `Mo-Su ${o}-${r.pick(['01:00', '02:00'])}`,
      ]);
    case '24/7':
      return '24/7';
    case 'public holidays':
      return r.pick([
        `Mo-Fr ${o}-${c}; Sa ${r.pick(OPENS)}-14:00; PH off`,
        `Mo-Su ${o}-${c}; PH 12:00-20:00`,
        `Mo-Sa ${o}-${c}; Su,PH off`,
      ]);
    case 'fixed dates':
      return `Mo-Sa ${o}-${c}; Su 09:00-14:00; Dec 24 ${o}-12:00; Dec 25 off`;
    case 'seasonal':
      return r.pick([
        'Apr-Oct: Mo-Su 12:00-21:00; Nov-Mar: Fr-Su 12:00-19:00',
        `May-Sep Mo-Su 11:00-${c}; Oct-Apr Sa-Su 11:00-18:00`,
        `Jun-Aug Mo-Su ${o}-22:00; Sep-May Mo-Fr ${o}-${c}`,
      ]);
    case 'comment or open end':
      return r.pick([
        'Mo-Fr 07:00-16:00 "call ahead"',
        `Mo-Sa ${o}+`,
        'sunrise-sunset',
        `Mo-Su ${o}-${c} || "by appointment"`,
      ]);
    case 'sloppy but readable':
      // Mistakes the library corrects (it reads them as the mapper meant).
      return r.pick([
        'Mon-Fri 9am-5pm',
        'Mo-Fr: 8-17',
        'mo-fr 10:00-20:00',
        'Tu-Su 11-21',
        'Mo-Fr 8:00am - 5:00pm',
        'open daily 7am-3pm',
      ]);
    case 'broken':
      return r.pick(['Mo-Fr 11am till late', 'Mo-Fr 25:00-99', 'Mo-Fr 11:00-']);
  }
}

/** Weights of the opening_hours kinds among the places that have the tag. */
const HOURS_WEIGHTS: Array<[number, HoursKind]> = [
  [40, 'weekly'],
  [14, 'split shifts'],
  [9, 'past midnight'],
  [3, '24/7'],
  [12, 'public holidays'],
  [5, 'fixed dates'],
  [7, 'seasonal'],
  [6, 'comment or open end'],
  [2, 'sloppy but readable'],
  [2, 'broken'],
];

function weighted<T>(r: Random, table: ReadonlyArray<readonly [number, T]>): T {
  const total = table.reduce((sum, [w]) => sum + w, 0);
  let x = r.next() * total;
  for (const [w, value] of table) {
    x -= w;
    if (x < 0) return value;
  }
  return table[table.length - 1]![1];
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '') || 'place';

/** A phone written one of the ways OSM mappers write them. */
function writtenPhone(r: Random, area: string, line: string): string {
  return r.pick([
    `+1 ${area}-555-${line}`,
    `(${area}) 555-${line}`,
    `+1 ${area} 555 ${line}`,
    `${area}.555.${line}`,
    `+1${area}555${line}`,
  ]);
}

const FOREIGN_PHONES = [
  '+44 20 7946 0958',
  '+33 1 42 68 53 00',
  '+52 55 1234 5678',
  '+84 28 3823 4567',
];
/** A chain's one number for all its branches: the first branch gets it, the others are skipped. */
const SHARED_PHONE = '+1 800-555-0199';

/** The city's elements, in the order Overpass gives them (nodes, then ways). */
export function overpassCity(options: CityOptions): OverpassCity {
  const r = seededRandom(options.seed);
  const { preset } = options;
  const hoursKindOf = new Map<string, HoursKind>();
  const counts: CityCounts = {
    elements: options.elements,
    nodes: 0,
    ways: 0,
    foodPlaces: 0,
    others: 0,
    withPhone: 0,
    foreignPhones: 0,
    sharedPhones: 0,
    withWebsite: 0,
    hours: Object.fromEntries([...HOURS_KINDS, 'none'].map((k) => [k, 0])) as CityCounts['hours'],
    distinctHours: 0,
  };
  const distinctHours = new Set<string>();
  const nodes: OverpassElement[] = [];
  const ways: OverpassElement[] = [];
  // Phones are distinct within the file: a permutation of 20,000 lines over the two area codes.
  let phoneIndex = 0;
  const nextPhone = () => {
    const n = (phoneIndex++ * 7919 + options.seed * 104_729) % 20_000;
    return {
      area: preset.areaCodes[n < 10_000 ? 0 : 1],
      line: String(n % 10_000).padStart(4, '0'),
    };
  };

  for (let i = 0; i < options.elements; i++) {
    const isWay = r.chance(0.1);
    const id = isWay
      ? Math.floor(options.idBase / 10) + i * 97 + r.int(0, 96)
      : options.idBase + i * 1013 + r.int(0, 1012);
    const point = {
      lat: Number((preset.centre.lat + (r.next() - 0.5) * 0.16).toFixed(7)),
      lon: Number((preset.centre.lon + (r.next() - 0.5) * 0.2).toFixed(7)),
    };
    const food = !r.chance(0.1);
    const tags = food ? foodTags(r, options, nextPhone, counts) : otherTags(r);
    const ref = `${isWay ? 'way' : 'node'}/${id}`;
    if (food) {
      counts.foodPlaces++;
      const kind = weightedHoursKind(r);
      if (kind === 'none') counts.hours.none++;
      else {
        const value = openingHours(r, kind);
        tags.opening_hours = value;
        distinctHours.add(value);
        hoursKindOf.set(ref, kind);
        counts.hours[kind]++;
      }
    } else counts.others++;
    if (isWay) {
      counts.ways++;
      const corners = r.int(4, 9);
      ways.push({
        type: 'way',
        id,
        center: point,
        nodes: Array.from({ length: corners }, (_, k) => options.idBase * 3 + i * 16 + k),
        tags,
      });
    } else {
      counts.nodes++;
      nodes.push({ type: 'node', id, ...point, tags });
    }
  }
  counts.distinctHours = distinctHours.size;
  return { elements: [...nodes, ...ways], hoursKindOf, counts };
}

/** About 40 % of places have no opening_hours tag. */
const weightedHoursKind = (r: Random): HoursKind | 'none' =>
  r.chance(0.4) ? 'none' : weighted(r, HOURS_WEIGHTS);

/** Elements an import leaves out: shops and amenities that are not food, and unnamed food places. */
function otherTags(r: Random): Record<string, string> {
  return r.pick([
    () => ({ amenity: 'bank', name: r.pick(['Chase', 'Wells Fargo', 'Bank of America']) }),
    () => ({
      amenity: 'pharmacy',
      name: r.pick(['CVS Pharmacy', 'Walgreens']),
      healthcare: 'pharmacy',
    }),
    () => ({ amenity: 'parking', parking: 'surface', access: 'customers' }),
    () => ({ amenity: 'bench', backrest: 'yes' }),
    () => ({
      highway: 'bus_stop',
      name: `${r.pick(SAN_JOSE.streets)} & ${r.pick(OAKLAND.streets)}`,
    }),
    () => ({ shop: 'supermarket', name: r.pick(['Safeway', 'Lucky', 'Grocery Outlet']) }),
    () => ({ shop: 'convenience', name: r.pick(['7-Eleven', 'Corner Market']) }),
    () => ({ shop: 'butcher', name: r.pick(['Carnicería La Hacienda', 'Prime Meats']) }),
    () => ({ amenity: 'fast_food', cuisine: 'mexican' }),
    () => ({ shop: 'books', name: 'Second Chapter Books' }),
  ])();
}

function foodTags(
  r: Random,
  options: CityOptions,
  nextPhone: () => { area: string; line: string },
  counts: CityCounts,
): Record<string, string> {
  const { preset } = options;
  const tags: Record<string, string> = {};
  const chain = r.chance(0.1) ? r.pick(CHAINS) : null;
  let name: string;
  if (chain) {
    const amenity = chain.kind;
    Object.assign(tags, {
      amenity,
      brand: chain.name,
      'brand:wikidata': chain.wikidata,
      cuisine: chain.cuisine,
    });
    name = chain.name;
  } else {
    const kind = weighted(r, FOOD_KINDS);
    tags[kind.key] = kind.value;
    const cuisine = r.pick(kind.cuisines);
    if (cuisine !== '') tags.cuisine = cuisine;
    const word = r.pick(kind.words);
    name = r.pick([
      () => `${r.pick(OWNERS)}'s ${word}`,
      () => `${r.pick(ADJECTIVES)} ${r.pick(PLACES)} ${word}`,
      () => `${r.pick(PLACES)} ${word} ${r.int(1, 99)}`,
      () => r.pick(WRITTEN_NAMES),
      () => `${r.pick(ADJECTIVES)} ${word}`,
    ])();
  }
  tags.name = name;
  // Diets as mappers tag them: yes or only count, no and limited do not.
  if (r.chance(0.1)) tags['diet:vegetarian'] = r.pick(['yes', 'yes', 'limited', 'no']);
  if (r.chance(0.05)) tags['diet:vegan'] = r.pick(['yes', 'only', 'limited']);
  if (r.chance(0.03)) tags['diet:halal'] = 'yes';
  if (r.chance(0.01)) tags['diet:kosher'] = 'yes';
  if (r.chance(0.04)) tags['diet:gluten_free'] = r.pick(['yes', 'limited']);

  if (r.chance(0.88)) {
    if (r.chance(0.94)) tags['addr:housenumber'] = String(r.int(1, 4999));
    tags['addr:street'] = r.pick(preset.streets);
    if (r.chance(0.85)) tags['addr:city'] = preset.city;
    if (r.chance(0.6)) tags['addr:state'] = preset.state;
    if (r.chance(0.8)) tags['addr:postcode'] = r.pick(preset.postcodes);
    if (r.chance(0.15)) tags['addr:country'] = 'US';
    if (r.chance(0.05)) tags['addr:unit'] = `Suite ${r.int(100, 250)}`;
  }

  // About 70 % have a phone: most US, a few abroad, a few chains' shared number, some with two.
  if (r.chance(0.7)) {
    counts.withPhone++;
    const key = r.chance(0.1) ? 'contact:phone' : 'phone';
    if (r.chance(0.02)) {
      counts.foreignPhones++;
      tags[key] = r.pick(FOREIGN_PHONES);
    } else if (chain && r.chance(0.05)) {
      counts.sharedPhones++;
      tags[key] = SHARED_PHONE;
    } else {
      const { area, line } = nextPhone();
      tags[key] = writtenPhone(r, area, line);
      if (r.chance(0.02)) {
        const other = nextPhone();
        tags[key] += `;${writtenPhone(r, other.area, other.line)}`;
      }
    }
  }

  if (r.chance(0.45)) {
    counts.withWebsite++;
    const key = r.chance(0.1) ? 'contact:website' : 'website';
    const s = slug(name);
    tags[key] = chain
      ? `https://www.${slug(chain.name)}.com/store/${r.int(1000, 99999)}`
      : r.pick([
          `https://www.${s}.com`,
          `http://${s}.com/`,
          `www.${s}.com`,
          `https://${s}.square.site`,
          `https://www.facebook.com/${s}`,
          `${s} dot com`,
        ]);
  }
  if (r.chance(0.08))
    tags[r.chance(0.2) ? 'contact:email' : 'email'] = r.pick([
      `info@${slug(name)}.com`,
      `mailto:hello@${slug(name)}.com`,
      `${slug(name)} at gmail`,
    ]);
  for (const [key, values] of r.sample(EXTRA_TAGS, r.int(0, 5))) tags[key] = r.pick(values);
  return tags;
}

/** The city as the Overpass API writes it (`[out:json]`, one element a line). */
export function overpassJson(city: OverpassCity): string {
  const head = JSON.stringify({
    version: 0.6,
    generator: 'Overpass API 0.7.62.4 2390de5a',
    osm3s: {
      timestamp_osm_base: '2026-11-20T08:14:02Z',
      copyright:
        'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
    },
  });
  const lines = city.elements.map((e) => JSON.stringify(e));
  return `${head.slice(0, -1)},\n"elements": [\n${lines.join(',\n')}\n]\n}\n`;
}
