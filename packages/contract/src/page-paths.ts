// The pages' ids and paths, apart from the rest of their table (pages.ts): the browser's router needs
// only these, and a module of their own keeps the table's other fields (and the spreads that build
// them, which a bundler must keep) out of every visitor's first download.

export type PageId =
  | 'home'
  | 'the-list'
  | 'search'
  | 'businesses'
  | 'business'
  | 'business-feedback'
  | 'profile'
  | 'my-business'
  | 'business-insights'
  | 'city-insights'
  | 'imports'
  | 'my-business-one'
  | 'verify-email'
  | 'reset-password'
  | 'claim'
  | 'delete-account';

/** Each page's path (React Router's pattern; a `:name` segment is always a UUID), by page id. */
export const PAGE_PATHS = {
  home: '/',
  'the-list': '/the-list',
  search: '/search',
  businesses: '/businesses',
  business: '/businesses/:id',
  'business-feedback': '/businesses/:id/feedback',
  profile: '/profile',
  'my-business': '/my-business',
  'business-insights': '/my-business/insights/:businessId',
  'city-insights': '/my-business/insights',
  imports: '/my-business/imports',
  'my-business-one': '/my-business/:id',
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
  claim: '/claim',
  'delete-account': '/account/delete',
} as const satisfies Record<PageId, string>;

/** The title of a path that is not a page (before " · Menudex"). */
export const NOT_FOUND_TITLE = 'Page Not Found';
/** The title of a business page (or its feedback page) whose business does not exist. */
export const BUSINESS_NOT_FOUND_TITLE = 'Business not found';
