// Fills a database with a deterministic city of businesses, lists, items, votes and favorites:
// the demo city for `npm start`, or large sets for benchmarks.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { FOOD_TAGS } from '@menudex/contract/constants';
import type { DB } from '../db/schema.ts';
import { imageCopyPaths, storeImageCopies } from '../lib/image-copies.ts';
import { localMediaStorage, type MediaStorage } from '../lib/media-storage.ts';
import { hashPassword } from '../lib/passwords.ts';
import {
  CITIES,
  CUISINES,
  DEMO_BUSINESSES,
  NAME_VARIANTS,
  STREETS,
  type Cuisine,
  type Dish,
} from './catalog-data.ts';
import { demoHours, plateOf, pointNear, SOLD_OUT, type Plate } from './catalog-place.ts';
import type { Hours } from '@menudex/contract/hours';
import { storedRanges, soldOutUntil } from '../modules/businesses/schedule.ts';
import { proteinFor } from '@menudex/demo-art/dish-protein';
import {
  coverSvg,
  dishSvg,
  logoSvg,
  PROTEIN_KINDS,
  renderWebp,
  type DishKind,
  type Protein,
} from '@menudex/demo-art/images';
import { seededRandom, type Random } from '@menudex/demo-art/random';
import { loadShippedPictures, pictureKey, type ShippedPictures } from '@menudex/demo-art/drawn';

export const DEMO_USERS = {
  admin: {
    name: 'Demo Admin',
    email: 'admin@menudex.app',
    password: 'menudex-admin',
    role: 'admin' as const,
  },
  owner: {
    name: 'Olivia Owner',
    email: 'owner@menudex.app',
    password: 'menudex-owner',
    role: 'user' as const,
  },
  user: {
    name: 'Uma User',
    email: 'user@menudex.app',
    password: 'menudex-user',
    role: 'user' as const,
  },
};
/** The demo owner runs these two businesses. */
export const DEMO_OWNED = ['Hạt Cà Phê', 'Phở Hòa Bình'];

export type GenerateOptions = {
  seed: number;
  /** Omit for the demo city (its named businesses); give a number for a large generated set. */
  businesses?: number;
  items?: number;
  /** Users who vote and favorite, besides the demo users. */
  voters?: number;
  /** Where demo images are written: the configured store, or a local media folder. */
  storage?: MediaStorage;
  mediaDir?: string;
  log?: (line: string) => void;
  /** Called as each demo picture is ready (a start-up's progress line). */
  progress?: PicturesProgress;
  /** The pictures to copy rather than draw: the shipped set by default; null draws every one. */
  shipped?: ShippedPictures | null;
  /** The moment the city is made: holidays, reopening and "sold out today" are set from it. */
  now?: Date;
  /** The zone of every business's hours. */
  timeZone?: string;
};

export type GenerateResult = {
  businesses: number;
  items: number;
  votes: number;
  favorites: number;
  users: number;
  /** The key (its drawing's hash) of each demo picture this run prepared: what a shipped set lists. */
  pictures: Record<string, string>;
};

const IMAGE_VARIANTS = 3;
const COVER_VARIANTS = 4;
const LOGO_VARIANTS = 24;

/** A UUID from the seeded source, so ids are the same on every machine for the same seed. */
function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** How far preparing the demo pictures has come: `done` of `total` (called as each one is ready). */
export type PicturesProgress = (done: number, total: number) => void;

/**
 * The shared pool of demo images. Paths are handed out while the city is generated; `render` then
 * prepares the files that were asked for and are not in the store yet (later runs reuse them):
 * copied from the shipped pictures (packages/demo-art/src/drawn.ts) when their drawing is the one
 * shipped, else drawn. Answers each prepared picture's key (its drawing's hash).
 */
function imagePool(storage: MediaStorage, shipped: ShippedPictures | null) {
  const wanted = new Map<string, () => string>();
  const want = (file: string, svg: () => string) => {
    if (!wanted.has(file)) wanted.set(file, svg);
    return `media/demo/${file}`;
  };
  // Dishes and covers are photos, with their smaller copies (lib/image-copies.ts); logos are not.
  const kindOf = (file: string): 'cover' | 'item' | null =>
    file.startsWith('logo-') ? null : file.startsWith('cover-') ? 'cover' : 'item';
  const pathsOf = (file: string) => {
    const kind = kindOf(file);
    const original = `media/demo/${file}`;
    return [original, ...(kind ? imageCopyPaths(original, kind) : [])];
  };
  /** Copies a shipped picture and its copies into the store; false when they are not all shipped. */
  const copyShipped = async (file: string, key: string): Promise<boolean> => {
    if (!shipped || shipped.keys[file] !== key) return false;
    const copies = pathsOf(file).map((target) => ({
      target,
      source: path.join(shipped.dir, path.basename(target)),
    }));
    if (!copies.every(({ source }) => fs.existsSync(source))) return false;
    for (const { target, source } of copies)
      await storage.write(target, await fsp.readFile(source));
    return true;
  };
  return {
    dish: (kind: DishKind, v: number, drawn: Protein | null = null) => {
      const variant = v % IMAGE_VARIANTS;
      // One file for every protein of a kind that does not show it.
      const protein = PROTEIN_KINDS.includes(kind) ? drawn : null;
      const file = `dish-${kind}-${protein ?? 'usual'}-${variant}.webp`;
      return want(file, () => dishSvg(kind, variant, 800, protein ?? undefined));
    },
    cover: (kind: DishKind, v: number) => {
      const variant = v % COVER_VARIANTS;
      return want(`cover-${kind}-${variant}.webp`, () => coverSvg(kind, variant));
    },
    logo: (v: number) => {
      const variant = v % LOGO_VARIANTS;
      return want(`logo-${variant}.webp`, () => logoSvg(variant, (variant * 47) % 360));
    },
    async render(
      log: (line: string) => void,
      progress: PicturesProgress,
    ): Promise<Record<string, string>> {
      const missing: Array<[string, () => string]> = [];
      for (const [file, svg] of wanted) {
        const sizes = await Promise.all(pathsOf(file).map((p) => storage.size(p)));
        if (sizes.some((size) => size === null)) missing.push([file, svg]);
      }
      const keys: Record<string, string> = {};
      let done = 0;
      let drawn = 0;
      let changed = 0;
      if (missing.length) progress(0, missing.length);
      // Two at a time: sharp rasterises off the main thread, and the machine may have two cores.
      let next = 0;
      const worker = async () => {
        for (let job = missing[next++]; job; job = missing[next++]) {
          const [file, svgOf] = job;
          const svg = svgOf();
          const key = pictureKey(svg);
          keys[file] = key;
          if (!(await copyShipped(file, key))) {
            drawn++;
            if (shipped?.keys[file] !== undefined) changed++;
            const webp = await renderWebp(svg);
            await storage.write(`media/demo/${file}`, webp);
            const kind = kindOf(file);
            if (kind) await storeImageCopies(storage, `media/demo/${file}`, webp, kind);
          }
          progress(++done, missing.length);
        }
      };
      await Promise.all([worker(), worker()]);
      if (missing.length) {
        const copied = missing.length - drawn;
        log(
          drawn === 0
            ? `Demo pictures ready: ${copied} copied from the shipped set`
            : `Demo pictures ready: ${copied} copied from the shipped set, ${drawn} drawn` +
                (changed
                  ? ` (${changed} changed since shipped: npm run demo-art:draw ships them again)`
                  : ''),
        );
      }
      return keys;
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a demo business was last confirmed, so the demo city shows each state a real one has: the
 * owner's two businesses three weeks ago, most others by an admin some days to months ago (some of
 * them stale, past STALE_AFTER_DAYS' 180 by default), and every fourth never (as imported ones are).
 * From the business's position, not the seeded random numbers, whose sequence the rest depends on.
 */
function demoVerifiedAt(name: string, index: number, now: Date): Date | null {
  if (DEMO_OWNED.includes(name)) return new Date(now.getTime() - 21 * DAY_MS);
  if (index % 4 === 3) return null;
  return new Date(now.getTime() - (5 + ((index * 37) % 200)) * DAY_MS);
}

type BusinessRow = {
  id: string;
  name: string;
  phone: string;
  description: string;
  cover_photo: string;
  logo: string;
  categories: string[];
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  feedback_enabled: boolean;
  lat: number;
  lng: number;
  /** The hours object as JSON text. */
  hours: string;
  /** When someone who runs it (or an admin) last confirmed the listing; null: never. */
  verified_at: Date | null;
};
type ListRow = { id: string; business_id: string; name: string; position: number };
type ItemRow = {
  id: string;
  business_id: string;
  list_id: string;
  name: string;
  description: string;
  price_cents: number;
  images: string[];
  tags: string[];
  plate: Plate;
  /** How liked it should end up: drives the vote rows. */
  appeal: number;
};

const BIG_NAME_FIRST = [
  'Golden',
  'Little',
  'Lucky',
  'Saigon',
  'Happy',
  'Hanoi',
  'Lotus',
  'Bamboo',
  'Jade',
  'Mekong',
  'Sunny',
  'Blue',
  'Red Lantern',
  'Silver',
  'Old Town',
  'Corner',
  'Harbor',
  'Garden',
  'Urban',
  'Market',
];
const BIG_NAME_SECOND: Record<string, string[]> = {
  pho: ['Phở', 'Phở House', 'Noodle House'],
  hue: ['Bún Bò', 'Noodle Bar', 'Bún House'],
  com: ['Cơm Tấm', 'Kitchen', 'Bistro'],
  banhmi: ['Bánh Mì', 'Sandwiches', 'Bakery'],
  cafe: ['Cà Phê', 'Coffee', 'Café'],
  ramen: ['Ramen', 'Ramen-ya', 'Noodles'],
  sushi: ['Sushi', 'Sushi Bar', 'Poke'],
  thai: ['Thai Kitchen', 'Thai', 'Bangkok Kitchen'],
  taqueria: ['Taquería', 'Tacos', 'Cantina'],
  pizza: ['Pizzeria', 'Trattoria', 'Pizza'],
  burger: ['Burgers', 'Grill', 'Diner'],
  hotpot: ['Hotpot', 'Dumplings', 'Lẩu'],
  curry: ['Curry House', 'Tandoor', 'Masala'],
  mediterranean: ['Falafel', 'Mezze', 'Grill'],
  steakhouse: ['Steakhouse', 'Chophouse', 'Grill'],
  dessert: ['Scoops', 'Desserts', 'Chè'],
};

/** The next cover variant of a kitchen: the first business gets 0, the next 1, and so on. */
function nextCover(taken: Map<DishKind, number>, kind: DishKind): number {
  const n = taken.get(kind) ?? 0;
  taken.set(kind, n + 1);
  return n;
}

function cuisineByKey(key: string): Cuisine {
  const cuisine = CUISINES.find((c) => c.key === key);
  if (!cuisine) throw new Error(`Unknown cuisine ${key}`);
  return cuisine;
}

/** Power-law appeal: a few dishes are loved by many, most by a few. */
function appeal(random: Random): number {
  return Math.pow(random.next(), 3);
}

function address(random: Random, index: number) {
  const place = CITIES[index % CITIES.length] ?? CITIES[0]!;
  return {
    address1: `${random.int(100, 2999)} ${random.pick(STREETS)}`,
    address2: random.chance(0.2) ? `Suite ${random.int(100, 250)}` : '',
    city: place.city,
    state: place.state,
    zip_code: random.pick(place.zip),
    country: 'United States',
  };
}

function priceOf(random: Random, dish: Dish): number {
  const [low, high] = dish.price;
  return Math.round((low + random.next() * (high - low)) / 25) * 25 - 5;
}

export async function generateCity(
  db: Kysely<DB>,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const log = options.log ?? (() => {});
  const random = seededRandom(options.seed);
  const storage =
    options.storage ?? localMediaStorage(options.mediaDir ?? path.resolve('data', 'media'));
  const images = imagePool(
    storage,
    options.shipped === undefined ? loadShippedPictures() : options.shipped,
  );
  // Businesses of one kitchen take its cover variants in turn, so neighbours in a list differ.
  const coversTaken = new Map<DishKind, number>();
  const large = options.businesses !== undefined;
  // Places draw from their own sequence, so the rest of the city stays as it was before they came.
  const placeRandom = seededRandom(options.seed + 1);
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? 'America/Los_Angeles';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

  // Businesses
  const businesses: Array<BusinessRow & { cuisine: Cuisine; schedule: Hours }> = [];
  const count = options.businesses ?? DEMO_BUSINESSES.length;
  for (let i = 0; i < count; i++) {
    const seed = large ? undefined : DEMO_BUSINESSES[i];
    const cuisine = seed ? cuisineByKey(seed.cuisine) : random.pick(CUISINES);
    const name = seed
      ? seed.name
      : `${random.pick(BIG_NAME_FIRST)} ${random.pick(BIG_NAME_SECOND[cuisine.key] ?? ['Kitchen'])} ${i + 1}`;
    const place = address(random, i);
    const point = pointNear(place.city, placeRandom.next(), placeRandom.next());
    const schedule = demoHours(name, cuisine.key, today, timeZone);
    businesses.push({
      id: seededUuid(random),
      name,
      phone: large
        ? `408${String(2_000_000 + i).padStart(7, '0')}`
        : `408555${String(100 + i).padStart(4, '0')}`,
      description:
        seed?.description ??
        `${name} serves ${cuisine.categories.join(' and ').toLowerCase()} food.`,
      cover_photo: images.cover(cuisine.cover, nextCover(coversTaken, cuisine.cover)),
      logo: images.logo(i),
      categories: cuisine.categories,
      ...place,
      feedback_enabled: seed?.feedback ?? false,
      lat: point.lat,
      lng: point.lng,
      hours: JSON.stringify(schedule),
      verified_at: large ? null : demoVerifiedAt(name, i, now),
      schedule,
      cuisine,
    });
  }

  // Lists and items
  const lists: ListRow[] = [];
  const items: ItemRow[] = [];
  const perBusiness = large ? Math.max(1, Math.floor((options.items ?? 0) / count)) : 0;
  for (const business of businesses) {
    const entries = Object.entries(business.cuisine.lists);
    const listRows = entries.map(([name], position) => ({
      id: seededUuid(random),
      business_id: business.id,
      name,
      position,
    }));
    lists.push(...listRows);
    const make = (dish: Dish, listId: string, nameOverride?: string) => {
      items.push({
        id: seededUuid(random),
        business_id: business.id,
        list_id: listId,
        name: nameOverride ?? dish.name,
        description: dish.description,
        price_cents: priceOf(random, dish),
        images: random.chance(large ? 0.9 : 0.95)
          ? [
              images.dish(
                dish.image,
                random.int(0, 9),
                proteinFor(dish.name, dish.tags, plateOf(dish.name).diets),
              ),
            ]
          : [],
        tags: dish.tags,
        plate: plateOf(dish.name),
        appeal: appeal(random),
      });
    };
    if (!large) {
      entries.forEach(([, dishes], index) => {
        const listId = listRows[index]?.id ?? '';
        // Each business serves most of its cuisine's menu, so menus differ a little.
        for (const dish of dishes) if (random.chance(0.96)) make(dish, listId);
      });
    } else {
      for (let k = 0; k < perBusiness; k++) {
        const index = k % entries.length;
        const dishes = entries[index]?.[1] ?? [];
        const dish = random.pick(dishes);
        const name =
          k < dishes.length * entries.length
            ? dish.name
            : `${random.pick(NAME_VARIANTS)} ${dish.name}`;
        make(dish, listRows[index]?.id ?? '', name);
      }
    }
  }
  log(`Generating ${businesses.length} businesses, ${items.length} items`);

  // Users: the demo users, then voters.
  const voterCount = options.voters ?? (large ? 2000 : 160);
  const userIds: string[] = [];
  const demoIds: Record<keyof typeof DEMO_USERS, string> = { admin: '', owner: '', user: '' };
  const userRows: Array<{
    id: string;
    name: string;
    email: string;
    password_hash: string | null;
    role: 'user' | 'admin';
    email_verified_at?: Date;
  }> = [];
  for (const key of Object.keys(DEMO_USERS) as Array<keyof typeof DEMO_USERS>) {
    const u = DEMO_USERS[key];
    const id = seededUuid(random);
    demoIds[key] = id;
    userRows.push({
      id,
      name: u.name,
      email: u.email,
      password_hash: await hashPassword(u.password),
      role: u.role,
      // The demo's own addresses: nothing to verify, so the profile does not ask to.
      email_verified_at: new Date('2026-01-01T00:00:00Z'),
    });
  }
  const firstNames = [
    'An',
    'Bảo',
    'Chi',
    'Dũng',
    'Hà',
    'Khánh',
    'Linh',
    'Minh',
    'Ngọc',
    'Phúc',
    'Quân',
    'Thảo',
    'Trang',
    'Vy',
    'Alex',
    'Sam',
    'Jordan',
    'Maria',
    'Priya',
    'Kenji',
  ];
  for (let i = 0; i < voterCount; i++) {
    const id = seededUuid(random);
    userIds.push(id);
    userRows.push({
      id,
      name: `${random.pick(firstNames)} ${i + 1}`,
      email: `diner${i + 1}@example.com`,
      password_hash: null,
      role: 'user',
    });
  }

  const pictures = await images.render(log, options.progress ?? (() => {}));
  let votes = 0;
  let favorites = 0;
  // One transaction for the whole city, counters included: a start that fails half-way (a full
  // disk, a kill) leaves an empty database, which the next start seeds again from the beginning.
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(userRows, 1000))
      await trx.insertInto('users').values(chunk).execute();
    for (const chunk of chunks(businesses, 1000)) {
      await trx
        .insertInto('businesses')
        .values(chunk.map(({ cuisine: _c, schedule: _s, ...row }) => row))
        .execute();
    }
    // The rows "open now" reads (005-place.sql), from each business's hours.
    const weekRows: DB['business_week_ranges'][] = [];
    const specialRows: DB['business_special_ranges'][] = [];
    for (const b of businesses) {
      const stored = storedRanges(b.schedule);
      const common = { business_id: b.id, time_zone: timeZone, closed_until: stored.closedUntil };
      for (const r of stored.week) weekRows.push({ ...common, ...r });
      for (const r of stored.special) specialRows.push({ ...common, ...r });
    }
    for (const chunk of chunks(weekRows, 5000))
      await trx.insertInto('business_week_ranges').values(chunk).execute();
    for (const chunk of chunks(specialRows, 5000))
      await trx.insertInto('business_special_ranges').values(chunk).execute();
    await trx
      .insertInto('hours_time_zones')
      .values({ time_zone: timeZone })
      .onConflict((oc) => oc.column('time_zone').doNothing())
      .execute();
    const owned = businesses.filter((b) => DEMO_OWNED.includes(b.name));
    if (owned.length) {
      await trx
        .insertInto('business_owners')
        .values(owned.map((b) => ({ business_id: b.id, user_id: demoIds.owner })))
        .execute();
    }
    for (const chunk of chunks(lists, 2000))
      await trx.insertInto('menu_lists').values(chunk).execute();

    // Tags: the 32 predefined ones plus any a dish names.
    const tagNames = [...new Set<string>([...FOOD_TAGS, ...items.flatMap((i) => i.tags)])];
    const tagIds = new Map<string, string>();
    const tagRows = tagNames.map((name) => {
      const id = seededUuid(random);
      tagIds.set(name.toLowerCase(), id);
      return { id, name, name_key: name.toLowerCase() };
    });
    await trx.insertInto('tags').values(tagRows).execute();

    for (const chunk of chunks(items, 2000)) {
      // unnest flattens arrays, so each item's (single) image travels as text and becomes an array.
      // Diets and allergens travel as comma-joined text for the same reason (NULL: not stated).
      await sql`insert into items (id, business_id, list_id, name, description, price_cents, images, diets, allergens)
        select id, business_id, list_id, name, description, price_cents,
               case when image is null then '{}'::text[] else array[image] end,
               string_to_array(diets, ','), string_to_array(allergens, ',')
        from unnest(
          ${chunk.map((i) => i.id)}::uuid[], ${chunk.map((i) => i.business_id)}::uuid[],
          ${chunk.map((i) => i.list_id)}::uuid[], ${chunk.map((i) => i.name)}::text[],
          ${chunk.map((i) => i.description)}::text[], ${chunk.map((i) => i.price_cents)}::int[],
          ${chunk.map((i) => i.images[0] ?? null)}::text[],
          ${chunk.map((i) => i.plate.diets.join(','))}::text[],
          ${chunk.map((i) => (i.plate.allergens === null ? null : i.plate.allergens.join(',')))}::text[]
        ) as t(id, business_id, list_id, name, description, price_cents, image, diets, allergens)`.execute(
        trx,
      );
      const tagLinks = chunk.flatMap((i) =>
        i.tags.map((t, position) => ({
          item_id: i.id,
          tag_id: tagIds.get(t.toLowerCase()) ?? '',
          position,
        })),
      );
      if (tagLinks.length) {
        await sql`insert into item_tags (item_id, tag_id, position)
          select * from unnest(${tagLinks.map((l) => l.item_id)}::uuid[], ${tagLinks.map((l) => l.tag_id)}::uuid[],
            ${tagLinks.map((l) => l.position)}::smallint[])`.execute(trx);
      }
    }

    // One dish sold out today at one business (the demo city only).
    const soldOutBusiness = large
      ? undefined
      : businesses.find((b) => b.name === SOLD_OUT.business);
    const soldOutItem = items.find(
      (i) => i.business_id === soldOutBusiness?.id && i.name === SOLD_OUT.dish,
    );
    if (soldOutBusiness && soldOutItem) {
      await trx
        .updateTable('items')
        .set({ sold_out_until: soldOutUntil(soldOutBusiness.schedule, now, timeZone) })
        .where('id', '=', soldOutItem.id)
        .execute();
    }

    // Votes: each item's likes come from consecutive voters, starting at a random one.
    const voters = [demoIds.user, ...userIds];
    let batch: Array<[string, string, 'like' | 'dislike']> = [];
    const flush = async () => {
      if (!batch.length) return;
      await sql`insert into item_votes (user_id, item_id, vote)
      select * from unnest(${batch.map((v) => v[0])}::uuid[], ${batch.map((v) => v[1])}::uuid[], ${batch.map((v) => v[2])}::text[])`.execute(
        trx,
      );
      votes += batch.length;
      batch = [];
    };
    const maxLikes = Math.min(voters.length - 1, large ? 40 : 120);
    for (const item of items) {
      const likes = Math.floor(item.appeal * maxLikes);
      const dislikes = random.chance(0.3) ? random.int(0, Math.max(1, Math.floor(likes / 8))) : 0;
      const start = random.int(0, voters.length - 1);
      for (let k = 0; k < likes + dislikes; k++) {
        const voter = voters[(start + k) % voters.length];
        if (voter) batch.push([voter, item.id, k < likes ? 'like' : 'dislike']);
      }
      if (batch.length >= 5000) await flush();
    }
    await flush();

    // Favorites: popular businesses collect more.
    const favBatch: Array<[string, string]> = [];
    const favoriters = [demoIds.user, demoIds.owner, ...userIds];
    for (const business of businesses) {
      const n = Math.floor(appeal(random) * Math.min(favoriters.length, large ? 30 : 90));
      const start = random.int(0, favoriters.length - 1);
      for (let k = 0; k < n; k++) {
        const user = favoriters[(start + k) % favoriters.length];
        if (user) favBatch.push([user, business.id]);
      }
    }
    for (const chunk of chunks(favBatch, 5000)) {
      await sql`insert into favorites (user_id, business_id)
      select * from unnest(${chunk.map((f) => f[0])}::uuid[], ${chunk.map((f) => f[1])}::uuid[])
      on conflict do nothing`.execute(trx);
      favorites += chunk.length;
    }

    // Counters equal their rows.
    await sql`update items i set likes = v.likes, dislikes = v.dislikes
    from (select item_id,
            count(*) filter (where vote = 'like')::int as likes,
            count(*) filter (where vote = 'dislike')::int as dislikes
          from item_votes group by item_id) v
    where i.id = v.item_id`.execute(trx);
    await sql`update businesses b set favorite_count = f.n
    from (select business_id, count(*)::int as n from favorites group by business_id) f
    where b.id = f.business_id`.execute(trx);
  });
  // Vacuum too: the counts above left a dead copy of every voted item and favorited business, and
  // index-only scans need the visibility map a vacuum sets (a fresh set read 2 to 3 times slower).
  await sql`vacuum analyze`.execute(db);

  return {
    businesses: businesses.length,
    items: items.length,
    votes,
    favorites,
    users: userRows.length,
    pictures,
  };
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
