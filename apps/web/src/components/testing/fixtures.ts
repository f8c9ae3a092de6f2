// Test data shaped like the API's answers (packages/contract entities), for component tests.
import type {
  Business,
  BusinessSummary,
  Item,
  MenuList,
  Profile,
} from '@menudex/contract/entities';
import type { RuntimeConfig } from '@menudex/contract/runtime-config';

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${++seq}`;

export function anItem(overrides: Partial<Item> = {}): Item {
  return {
    _id: nextId('item'),
    name: 'Bún Bò Huế',
    description: 'Spicy beef noodle soup with lemongrass.',
    price: 14.5,
    images: ['media/aa/bun-bo.webp'],
    tags: [
      { _id: nextId('tag'), name: 'Vietnamese' },
      { _id: nextId('tag'), name: 'Noodles' },
    ],
    businessId: 'business-1',
    businessName: 'Phở Hòa Bình',
    businessCity: 'San Jose',
    businessState: 'CA',
    listId: 'list-1',
    popularity: { likes: 3, dislikes: 0 },
    diets: [],
    allergens: null,
    soldOut: false,
    canEdit: false,
    translations: {},
    lang: 'en',
    ...overrides,
  };
}

export function aBusinessSummary(overrides: Partial<BusinessSummary> = {}): BusinessSummary {
  return {
    _id: nextId('business'),
    name: 'Hạt Cà Phê',
    phone: '4085550100',
    displayPhone: '(408) 555-0100',
    description: 'Small-batch Vietnamese coffee.',
    coverPhoto: 'media/bb/cover.webp',
    logo: 'media/bb/logo.webp',
    favoriteCount: 7,
    categories: ['Coffee'],
    location: {
      address1: '12 Market St',
      address2: 'Suite 3',
      address3: '',
      city: 'San Jose',
      state: 'CA',
      zipCode: '95113',
      country: 'US',
      lat: 37.3355,
      lng: -121.8907,
      displayAddress: ['12 Market St', 'Suite 3', '', 'San Jose, CA 95113'],
    },
    feedbackEnabled: false,
    hours: null,
    openNow: null,
    nextChange: null,
    priceLevel: null,
    website: '',
    email: '',
    source: null,
    attribution: null,
    diets: [],
    hoursText: '',
    verifiedAt: null,
    stale: true,
    managedByOwner: false,
    canEdit: false,
    translations: {},
    lang: 'en',
    ...overrides,
  };
}

export function aList(overrides: Partial<MenuList> = {}): MenuList {
  return {
    _id: nextId('list'),
    name: 'Drinks',
    items: [],
    translations: {},
    lang: 'en',
    ...overrides,
  };
}

export function aBusiness(overrides: Partial<Business> = {}): Business {
  return { ...aBusinessSummary(), lists: [], ...overrides };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: nextId('user'),
    name: 'Uma User',
    email: 'user@menudex.app',
    role: 'user',
    emailVerified: true,
    hasPassword: true,
    likedItems: [],
    dislikedItems: [],
    favorites: [],
    businessesOwn: [],
    ...overrides,
  };
}

/** What GET /api/config answers: e-mail sign-in only, AI helpers off, unless overridden. */
export function aRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    contactEmail: 'hello@menudex.app',
    publicUrl: null,
    auth: {
      google: { enabled: false, clientId: null },
      facebook: { enabled: false, appId: null },
      email: { enabled: true },
    },
    ai: { enabled: false },
    map: {
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    },
    defaultTimeZone: 'America/Los_Angeles',
    place: {
      currency: 'USD',
      priceLevels: [15, 30, 60],
      phoneRegion: 'US',
      phoneExample: '(415) 555-0100',
    },
    ...overrides,
  };
}
