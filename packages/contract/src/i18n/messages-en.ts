// The English catalogue: every text of the interface that is translated, by key, in ICU
// MessageFormat (docs/decisions/049). The specification's texts stay verbatim: they come from
// TEXTS, so this catalogue produces exactly them. Edit this file and messages-vi.ts, then run
// `npm run i18n:compile` (compiled-*.ts are generated; a test fails while they are stale).
import { TEXTS } from '../constants.ts';
import { NOT_FOUND_TITLE } from '../page-paths.ts';

export const EN_MESSAGES = {
  // The layout: skip link, top bar, menus, footer, the language switcher.
  'layout.skipToContent': 'Skip to content',
  'layout.openNavigation': 'Open navigation menu',
  'layout.home': 'Menudex home',
  'layout.mainNavigation': 'Main',
  'layout.contact': 'Contact:',
  'layout.tagline': 'Menudex · local food, open menus',
  'nav.theList': 'The List',
  'nav.businesses': 'Businesses',
  'nav.myBusiness': 'My Business',
  'language.choose': 'Language',
  'auth.signIn': 'Sign In',
  'auth.accountMenu': 'Account menu',
  'auth.profile': 'Profile',
  'auth.logout': 'Logout',
  // Pages and lists.
  'page.reload': 'Reload',
  'page.error': TEXTS.error,
  'page.notFound': TEXTS.pageNotFound,
  'page.notFoundTitle': NOT_FOUND_TITLE,
  'paging.loading': TEXTS.loading,
  'paging.tryAgain': 'Try again',
  'paging.noMoreItems': TEXTS.noMoreItems,
  'paging.noMoreBusinesses': TEXTS.noMoreBusinesses,
  'paging.noItemFound': TEXTS.noItemFound,
  'filters.clear': 'Clear filters',
  'list.title': 'The List',
  'list.intro': 'The dishes people like most, all over town.',
  'list.noMatchFiltered': 'No dish matches these filters. Fewer filters may find more.',
  'list.nothingYet': 'No dish is listed yet. Owners add their menus from My Business.',
  'list.seeBusinesses': 'See the businesses',
  // Search.
  'search.label': 'Search',
  'search.placeholder': 'Search dishes, tags or places',
  'search.empty': TEXTS.emptySearch,
  'search.title': 'Search',
  'search.titleFor': 'Search result for {input}',
  'search.headingFor': 'Search result for',
  'search.businesses': 'Businesses',
  'search.result': 'Result',
  'search.items': 'Items',
  'search.noMatchFiltered':
    'No dish matches “{input}” with these filters. Fewer filters may find more.',
  'search.noMatch':
    'No dish matches “{input}”. Check the spelling, try a shorter word, or pick a tag above.',
  'search.browseTheList': 'Browse The List',
  // Item and business cards. `{n}` is `count` written the page's way without Intl (lib/locale-format.ts):
  // `#` would make an Intl.NumberFormat while a public page starts (docs/decisions/033 and 049).
  'item.likes':
    '{count, plural, one {{n} person liked this item} other {{n} people liked this item}}',
  'item.likeButton': '{count, plural, one {{n} like} other {{n} likes}}, like {name}',
  'item.feedback': 'Feedback',
  'business.unnamed': 'Unnamed business',
  'business.favorites': '{count, plural, one {favorite} other {favorites}}',
  // The business page.
  'business.back': 'Back',
  'business.feedback': 'Feedback',
  'business.address': 'Address',
  'business.coverPhoto': '{name} cover photo',
  'business.logo': '{name} logo',
  'business.favoriteButton':
    '{count, plural, one {{n} favorite} other {{n} favorites}}, favorite {name}',
  'business.verified': 'Verified {date}',
  'business.notVerified': 'Not verified by the business yet',
  'business.managedByOwner': 'Managed by its owner',
  'business.menuLists': 'Menu lists',
  'page.loading': 'Loading',
  'paging.loadingBusinesses': 'Loading businesses',
  'search.foodTags': 'Food tags',
  'search.seeMore': 'See more',
} as const;

/** A key of the catalogues. */
export type MessageKey = keyof typeof EN_MESSAGES;

/** A catalogue: every key, in ICU MessageFormat. */
export type MessageCatalogue = Record<MessageKey, string>;
