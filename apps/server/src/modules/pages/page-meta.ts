// What a public page says about itself to search engines and link previews (docs/decisions/023):
// its title, description, canonical address, Open Graph and Twitter card, and schema.org JSON-LD
// (the business with its menu on a business page, an ItemList on The List). Pure functions of the
// page's data; the types come from schema-dts (schema.org's vocabulary as TypeScript), so a wrong
// type or property name does not compile, and web.meta.test.ts checks the documents as served.
import type {
  Bakery,
  CafeOrCoffeeShop,
  FastFoodRestaurant,
  ItemList,
  Menu,
  MenuItem,
  MenuSection,
  OpeningHoursSpecification,
  Restaurant,
  RestrictedDiet,
  WithContext,
} from 'schema-dts';
import type { Business, BusinessSummary, Item } from '@menudex/contract/entities';
import type { Hours } from '@menudex/contract/hours';
import { CATALOGUES } from '@menudex/contract/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import type { MessageKey } from '@menudex/contract/i18n/messages-en';
import { fillPlaceholders, serverText } from '@menudex/contract/i18n/server-messages';
import { currencyForCountry } from '@menudex/contract/price';
import { BUSINESS_NOT_FOUND_TITLE, NOT_FOUND_TITLE } from '@menudex/contract/page-paths';

export type PageImage = { url: string; width?: number; height?: number; alt: string };

export type PageMeta = {
  title: string;
  description: string;
  canonical: string;
  image: PageImage | null;
  /** 'website' or, for a business, 'restaurant' (Open Graph's type for eating places). */
  ogType: 'website' | 'restaurant';
  jsonLd: object[];
  /** The page's language (its URL's): the texts above are in it, and og:locale names it. */
  locale?: Locale;
};

/** Open Graph's name of each language (language_TERRITORY). */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', vi: 'vi_VN' };

/**
 * A text the page shows in its own heading too, from the interface's core catalogue (so the tab's
 * title and the page's heading agree); plain `{name}` arguments only.
 */
const pageText = (locale: Locale, key: MessageKey, values: Record<string, string> = {}) =>
  fillPlaceholders(CATALOGUES[locale][key], values);

type Leaf<T> = Exclude<T, string>;
export type BusinessJsonLd = WithContext<
  Leaf<Restaurant> | Leaf<CafeOrCoffeeShop> | Leaf<Bakery> | Leaf<FastFoodRestaurant>
>;

const SITE = 'Menudex';
const DESCRIPTION_MAX = 160;
const siteDescription = (locale: Locale) =>
  serverText(
    locale,
    'Menudex: an open directory of local restaurants, cafes and their menus. Find dishes by name or food tag.',
  );

/** A text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const title = (...parts: string[]) => [...parts.filter(Boolean), SITE].join(' · ');

/** Absolute URL of a stored photo (`media/…`), on this site. */
export const mediaUrl = (base: string, photo: string) => `${base}/${photo.replace(/^\/+/, '')}`;

/** schema.org's place type by the business's categories (Restaurant unless one says otherwise). */
export function businessType(categories: readonly string[]): BusinessJsonLd['@type'] {
  const words = categories.map((c) => c.trim().toLowerCase());
  if (words.some((w) => ['cafe', 'café', 'coffee', 'coffee shop', 'tea'].includes(w))) {
    return 'CafeOrCoffeeShop';
  }
  if (words.some((w) => ['bakery', 'bakeries', 'pastry'].includes(w))) return 'Bakery';
  if (words.some((w) => ['fast food', 'fast-food', 'burgers', 'fried chicken'].includes(w))) {
    return 'FastFoodRestaurant';
  }
  return 'Restaurant';
}

/** The place words that name the type, not a cuisine. */
const NOT_CUISINE = new Set(['cafe', 'café', 'coffee shop', 'bakery', 'fast food', 'fast-food']);

/** Our diets in schema.org's RestrictedDiet terms; dairy-free has none (LowLactose is not it). */
const DIETS: Record<string, RestrictedDiet | undefined> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
};

const DAY_NAMES = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
} as const;

/** schema.org wants a time of day: midnight at the end of a day is 23:59. */
const timeOfDay = (hhmm: string) => (hhmm === '24:00' ? '23:59' : hhmm);

export function openingHours(hours: Hours | null): OpeningHoursSpecification[] {
  if (!hours) return [];
  const weekly = hours.weekly.map((range): OpeningHoursSpecification => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAY_NAMES[range.day],
    opens: timeOfDay(range.opens),
    closes: timeOfDay(range.closes),
  }));
  const special = hours.special.flatMap((day): OpeningHoursSpecification[] => {
    // A closed day: opens and closes at midnight, as schema.org (and Google) read it.
    const ranges = day.closed ? [{ opens: '00:00', closes: '00:00' }] : day.ranges;
    return ranges.map((range) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: day.date,
      validThrough: day.date,
      opens: timeOfDay(range.opens),
      closes: timeOfDay(range.closes),
    }));
  });
  return [...weekly, ...special];
}

const businessUrl = (base: string, id: string) => `${base}/businesses/${id}`;

/** Only http(s) addresses become links (the PUT refuses others; an old or imported value may not). */
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

function menuItem(base: string, business: Business, item: Item, currency: string): MenuItem {
  const diets = item.diets.map((d) => DIETS[d]).filter((d): d is RestrictedDiet => Boolean(d));
  return {
    '@type': 'MenuItem',
    name: item.name,
    url: `${businessUrl(base, business._id)}#item-${item._id}`,
    ...(item.description ? { description: item.description } : {}),
    ...(item.images.length ? { image: item.images.map((p) => mediaUrl(base, p)) } : {}),
    ...(item.price !== null
      ? { offers: { '@type': 'Offer', price: item.price, priceCurrency: currency } }
      : {}),
    ...(diets.length ? { suitableForDiet: diets } : {}),
  };
}

/** `installCurrency`: CURRENCY, for a business whose country does not name its currency. */
export function businessJsonLd(
  base: string,
  business: Business,
  installCurrency = 'USD',
  locale: Locale = DEFAULT_LOCALE,
): BusinessJsonLd {
  const url = businessUrl(base, business._id);
  const currency = currencyForCountry(business.location.country, installCurrency);
  const { location } = business;
  const street = [location.address1, location.address2, location.address3]
    .filter(Boolean)
    .join(', ');
  const images = [business.coverPhoto, business.logo]
    .filter((p): p is string => Boolean(p))
    .map((p) => mediaUrl(base, p));
  const cuisines = business.categories.filter((c) => !NOT_CUISINE.has(c.trim().toLowerCase()));
  const hours = openingHours(business.hours);
  const sections = business.lists
    .filter((list) => list.items.length > 0)
    .map((list): MenuSection => ({
      '@type': 'MenuSection',
      name: list.name,
      hasMenuItem: list.items.map((item) => menuItem(base, business, item, currency)),
    }));
  const menu: Menu = {
    '@type': 'Menu',
    name: serverText(locale, '{name} menu', { name: business.name }),
    url,
    hasMenuSection: sections,
  };
  return {
    '@context': 'https://schema.org',
    '@type': businessType(business.categories),
    '@id': `${url}#business`,
    name: business.name,
    url,
    ...(business.description ? { description: business.description } : {}),
    ...(images.length ? { image: images } : {}),
    ...(business.logo ? { logo: mediaUrl(base, business.logo) } : {}),
    ...(business.displayPhone ? { telephone: business.displayPhone } : {}),
    // `url` stays the page's own address: the business's own site is another page about it.
    ...(isWebAddress(business.website) ? { sameAs: business.website } : {}),
    ...(business.email ? { email: business.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(location.city ? { addressLocality: location.city } : {}),
      ...(location.state ? { addressRegion: location.state } : {}),
      ...(location.zipCode ? { postalCode: location.zipCode } : {}),
      ...(location.country ? { addressCountry: location.country } : {}),
    },
    ...(location.lat !== null && location.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng } }
      : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(cuisines.length ? { servesCuisine: cuisines } : {}),
    ...(business.priceLevel ? { priceRange: '$'.repeat(business.priceLevel) } : {}),
    hasMenu: menu,
  };
}

export function theListJsonLd(
  base: string,
  items: Item[],
  currency = 'USD',
  locale: Locale = DEFAULT_LOCALE,
): WithContext<Leaf<ItemList>> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: pageText(locale, 'list.title'),
    description: pageText(locale, 'list.intro'),
    url: `${base}/the-list`,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => {
      const businessId =
        typeof item.businessId === 'string' ? item.businessId : item.businessId._id;
      return {
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'MenuItem',
          name: item.name,
          url: `${businessUrl(base, businessId)}#item-${item._id}`,
          ...(item.images[0] ? { image: mediaUrl(base, item.images[0]) } : {}),
          ...(item.price !== null
            ? { offers: { '@type': 'Offer', price: item.price, priceCurrency: currency } }
            : {}),
        },
      };
    }),
  };
}

const firstPhoto = (items: readonly Item[]) => items.find((i) => i.images[0])?.images[0] ?? null;
const names = (list: readonly { name: string }[], n: number) =>
  list
    .slice(0, n)
    .map((x) => x.name)
    .join(', ');

export function businessMeta(
  base: string,
  business: Business,
  installCurrency = 'USD',
  locale: Locale = DEFAULT_LOCALE,
): PageMeta {
  const city = business.location.city;
  const dishes = business.lists.flatMap((l) => l.items);
  const place =
    business.name && city
      ? serverText(locale, '{name} in {city}', { name: business.name, city })
      : business.name || city;
  const description = clip(
    business.description ||
      (dishes.length
        ? serverText(locale, '{place}: menu with {dishes} on Menudex.', {
            place,
            dishes: names(dishes, 4),
          })
        : serverText(locale, '{place}: menu and opening hours on Menudex.', { place })),
  );
  const photo = business.coverPhoto ?? firstPhoto(dishes);
  return {
    title: title(business.name, city),
    description,
    canonical: businessUrl(base, business._id),
    image: photo ? { url: mediaUrl(base, photo), alt: business.name } : null,
    ogType: 'restaurant',
    jsonLd: [businessJsonLd(base, business, installCurrency, locale)],
    locale,
  };
}

export function theListMeta(
  base: string,
  items: Item[] | null,
  currency = 'USD',
  locale: Locale = DEFAULT_LOCALE,
): PageMeta {
  const top = items ?? [];
  const photo = firstPhoto(top);
  return {
    title: title(pageText(locale, 'list.title')),
    description: clip(
      top.length
        ? serverText(locale, 'The dishes people like most, all over town: {dishes}.', {
            dishes: names(top, 5),
          })
        : pageText(locale, 'list.intro'),
    ),
    canonical: `${base}/the-list`,
    image: photo
      ? { url: mediaUrl(base, photo), alt: top.find((i) => i.images[0])?.name ?? '' }
      : null,
    ogType: 'website',
    jsonLd: items ? [theListJsonLd(base, items, currency, locale)] : [],
    locale,
  };
}

export function businessesMeta(
  base: string,
  businesses: BusinessSummary[] | null,
  locale: Locale = DEFAULT_LOCALE,
): PageMeta {
  const list = businesses ?? [];
  const cover = list.find((b) => b.coverPhoto);
  return {
    title: title(pageText(locale, 'nav.businesses')),
    description: clip(
      list.length
        ? serverText(locale, 'Local restaurants and cafes and their menus: {businesses}.', {
            businesses: names(list, 5),
          })
        : serverText(locale, 'Local restaurants and cafes and their menus.'),
    ),
    canonical: `${base}/businesses`,
    image: cover?.coverPhoto ? { url: mediaUrl(base, cover.coverPhoto), alt: cover.name } : null,
    ogType: 'website',
    jsonLd: [],
    locale,
  };
}

export function searchMeta(
  base: string,
  input: string,
  businesses: BusinessSummary[] | null,
  items: Item[] | null,
  locale: Locale = DEFAULT_LOCALE,
): PageMeta {
  const cover = (businesses ?? []).find((b) => b.coverPhoto);
  const photo = cover?.coverPhoto ?? firstPhoto(items ?? []);
  const found = [...(businesses ?? []), ...(items ?? [])];
  return {
    title: title(
      input ? pageText(locale, 'search.titleFor', { input }) : pageText(locale, 'search.title'),
    ),
    description: clip(
      input
        ? found.length
          ? serverText(locale, '{input} on Menudex: {found}.', { input, found: names(found, 5) })
          : serverText(locale, 'Dishes and places for {input} on Menudex.', { input })
        : siteDescription(locale),
    ),
    canonical: input ? `${base}/search?input=${encodeURIComponent(input)}` : `${base}/search`,
    image: photo ? { url: mediaUrl(base, photo), alt: cover?.name ?? input } : null,
    ogType: 'website',
    jsonLd: [],
    locale,
  };
}

/** Text or an attribute's value in HTML: nothing in it can end the element or the quotes. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script>: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The <head> tags of a page that is not one (an unknown path or business): titled as the app titles
 * it, and kept out of search engines' indexes.
 */
export const NOT_FOUND_HEAD = `<title>${escapeHtml(title(NOT_FOUND_TITLE))}</title><meta name="robots" content="noindex">`;
/** A business page whose business does not exist: a 404 that says what was not found. */
export const BUSINESS_NOT_FOUND_HEAD = `<title>${escapeHtml(title(BUSINESS_NOT_FOUND_TITLE))}</title><meta name="robots" content="noindex">`;

/** The not-found <head> tags in the page's language (the English ones above for English). */
export function notFoundHead(locale: Locale): string {
  return `<title>${escapeHtml(title(pageText(locale, 'page.notFoundTitle')))}</title><meta name="robots" content="noindex">`;
}

/** BUSINESS_NOT_FOUND_HEAD in the page's language. */
export function businessNotFoundHead(locale: Locale): string {
  return `<title>${escapeHtml(title(serverText(locale, BUSINESS_NOT_FOUND_TITLE)))}</title><meta name="robots" content="noindex">`;
}

/** The <head> tags of a page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[meta.locale ?? DEFAULT_LOCALE]}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
  ];
  if (meta.image) {
    const { url, width, height, alt } = meta.image;
    tags.push(`<meta property="og:image" content="${escapeHtml(url)}">`);
    if (width && height) {
      tags.push(`<meta property="og:image:width" content="${width}">`);
      tags.push(`<meta property="og:image:height" content="${height}">`);
    }
    tags.push(`<meta property="og:image:alt" content="${escapeHtml(alt)}">`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(url)}">`);
    tags.push(`<meta name="twitter:image:alt" content="${escapeHtml(alt)}">`);
  }
  for (const doc of meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(doc)}</script>`);
  }
  return tags.join('');
}

/** index.html without its site-wide title and description (the page's own replace them). */
export function withoutSiteMeta(html: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '');
}
