// Business constants and user-visible texts of the specification (section 9 and friends), in one place.

/** The 32 predefined food tags, in the specification's order. */
export const FOOD_TAGS = [
  'Coffee',
  'Banh Mi',
  'Beef',
  'Pork',
  'Sushi',
  'Thai',
  'Vietnamese',
  'Ramen',
  'Vegan',
  'Hotpot',
  'Seafood',
  'Pho',
  'Pizza',
  'Burger',
  'Taco',
  'Sushi Burrito',
  'Pasta',
  'Ice Cream',
  'Curry',
  'Salad',
  'Steak',
  'Noodles',
  'Dumplings',
  'Fried Chicken',
  'Smoothie',
  'Sandwich',
  'Tofu',
  'Fries',
  'Burrito',
  'Falafel',
  'Pancakes',
  'Waffles',
] as const;

/** Tag chips shown on the search screen before 'See more', by window width. */
export const TAGS_SHOWN_WIDE = 12;
export const TAGS_SHOWN_NARROW = 7;

/** Suggested tags offered in the Add Item modal. */
export const SUGGESTED_ITEM_TAGS = ['Vietnamese', 'Pho', 'Bún Bò', 'Cơm', 'Advs'] as const;

export const LIMITS = {
  maxTags: 5,
  tagMaxLength: 40,
  pageSize: 12,
  descriptionWords: 30,
  descriptionMinRows: 4,
  nameMaxLength: 120,
  descriptionMaxLength: 2000,
  listNameMaxLength: 80,
  searchInputMaxLength: 100,
  feedbackCommentMaxLength: 1000,
  passwordMinLength: 8,
  passwordMaxLength: 200,
  userNameMaxLength: 80,
  imageMaxBytes: 8 * 1024 * 1024,
  imagesPerItem: 1,
  aiPromptMaxLength: 300,
} as const;

export const TIMING = {
  httpTimeoutMs: 50_000,
  chunkLoadTimeoutMs: 120_000,
  tooltipEnterDelayMs: 100,
} as const;

export const DISCOUNT = {
  percent: 10,
  cooldownDays: 2,
} as const;

export const RATING = {
  max: 5,
  defaultMenuItemRating: 5,
} as const;

export const BREAKPOINTS = {
  searchBoxRow: 700,
  rating: 600,
  tagCount: 600,
  modal: 900,
} as const;

export const SIZES = {
  coverHeight: '30rem',
  logoPx: 100,
  imagePreviewHeight: 300,
  spinnerSize: 40,
  modalWidthPx: 500,
  modalMaxHeight: '75vh',
  modalWidthBelow900: '60vw',
  modalWidthBelow700: '80vw',
  itemCardWidthPx: 330,
  footerSpacerPx: 80,
} as const;

export const STORAGE_KEYS = {
  token: 'token',
  uniqueId: 'uniqueId',
} as const;

/** Texts the specification shows to people, verbatim (spelling included). */
export const TEXTS = {
  pageNotFound: 'Page Not Found!',
  pleaseLogin: 'Please Login ',
  pleaseLoginAsAdmin: 'Please Login As Admin to Access',
  emptySearch: 'Please enter something to search',
  emptyPhone: 'Please enter a phone number',
  maxTags: 'You have reached the maximum number of tags',
  loading: 'Loading...',
  error: 'Error',
  noMoreBusinesses: 'No More Businesses',
  noMoreItems: 'No More Items',
  noItemFound: 'No Item Found',
  noFavoritedBusiness: 'No favorited business found',
  noLikedItem: 'No liked item found',
  personLiked: 'person liked this item',
  peopleLiked: 'people liked this item',
  redeemTitle: 'Redeem discount (10%)',
  redeemWarning: 'Only click YES after you show this to the cashier',
  redeemed: 'Successfuly redeemed!',
  googleSignInFailed: 'Google Sign In was unsuccessful. Try again later',
  jwtExpired: 'jwt expired',
  tagsLabel: 'Tags (5 Max)',
  tagsPlaceholder: 'click Enter after each tag',
} as const;

export type RatingQuestion = {
  /** The question as stored and shown. */
  question: string;
  /** Labels for ratings 1 to 5. */
  labels: readonly [string, string, string, string, string];
};

/** The three always-asked questions of the feedback form, spelling as specified. */
export const FEEDBACK_QUESTIONS: readonly RatingQuestion[] = [
  {
    question: 'Customer Service',
    labels: [
      'Coffee Nightmare',
      'Caffeine Confusion',
      'Decent Pour',
      'Foamy Friendliness',
      'Espresso Excellence',
    ],
  },
  {
    question: 'Atmoshpere',
    labels: [
      'Dull and Uninspiring',
      'Ordinary and Plain',
      'Decent and Average',
      'Enjoyable and Pleasant',
      'Exceptional and Enchanting',
    ],
  },
  {
    question: 'Speed',
    labels: [
      'Monday morning slow',
      'Taking its time',
      'Relaxed pace',
      'Caffeinated runner',
      'Rapid-fire service',
    ],
  },
];

export const MENU_ITEM_QUESTION: RatingQuestion = {
  question: 'Menu item',
  labels: ['Unsatisfactory', 'Fair', 'Good', 'Very Good', 'Outstanding'],
};

export const SUGGESTION_QUESTION = 'Suggestions';
