// Test data shaped like the API's answers (packages/contract entities), for component tests.
import type {
  Business,
  BusinessSummary,
  Item,
  MenuList,
  Profile,
} from '@menudex/contract/entities';

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
    canEdit: false,
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
      displayAddress: ['12 Market St', 'Suite 3', '', 'San Jose, CA 95113'],
    },
    feedbackEnabled: false,
    canEdit: false,
    ...overrides,
  };
}

export function aList(overrides: Partial<MenuList> = {}): MenuList {
  return { _id: nextId('list'), name: 'Drinks', items: [], ...overrides };
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
    likedItems: [],
    dislikedItems: [],
    favorites: [],
    businessesOwn: [],
    ...overrides,
  };
}
