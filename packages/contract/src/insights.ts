// Owner insights and the print kit (/api/events, /api/businesses/{id}/insights, …/print/*.pdf): what a
// visitor's browser reports, what an owner reads back, and the limits both sides check.
import { z } from 'zod';
import { DISCOUNT } from './constants.ts';
import { idSchema } from './entities.ts';
import { WEEKDAY_NAMES } from './weekdays.ts';

/** What a visitor's browser reports (navigator.sendBeacon). */
export const INSIGHT_EVENT_KINDS = [
  'view',
  'item-view',
  'call',
  'directions',
  'website',
  'qr-scan',
  'search-appearance',
] as const;
export type InsightEventKind = (typeof INSIGHT_EVENT_KINDS)[number];

/** POST /api/events -> 204 (unknown or mismatched targets too: nothing is counted). */
export const insightEventSchema = z.object({
  kind: z.enum(INSIGHT_EVENT_KINDS),
  businessId: idSchema,
  itemId: idSchema.optional(),
});
export type InsightEvent = z.infer<typeof insightEventSchema>;

/** POST /api/events' own 400 (the fields' messages come from the schema). */
export const INSIGHT_EVENT_TEXTS = {
  /** A text/plain body (navigator.sendBeacon with a string) that is not JSON. */
  notJson: 'The body must be JSON',
} as const;

export const INSIGHT_LIMITS = {
  /** The longest range one insights read may ask for. */
  maxRangeDays: 731,
  /** The ranges the insights page offers. */
  periodsDays: [7, 30, 90] as const,
  /** Dishes listed under "Top dishes". */
  topItems: 10,
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: 'must be a real date',
  });

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (both inclusive, the business's local dates). */
export const insightsQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine(
    (q) =>
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1 <=
      INSIGHT_LIMITS.maxRangeDays,
    { message: 'the range must be at most two years', path: ['to'] },
  );
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export const insightDaySchema = z.object({
  date: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
  itemViews: z.number().int(),
  calls: z.number().int(),
  directions: z.number().int(),
  website: z.number().int(),
  qrScans: z.number().int(),
  searchAppearances: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
});
export type InsightDay = z.infer<typeof insightDaySchema>;

/** The counted fields of a day, in the order the CSV and the page show them. */
export const INSIGHT_COUNTS = [
  'views',
  'visitors',
  'itemViews',
  'calls',
  'directions',
  'website',
  'qrScans',
  'searchAppearances',
  'likes',
  'favorites',
] as const satisfies ReadonlyArray<keyof InsightDay>;
export type InsightCount = (typeof INSIGHT_COUNTS)[number];

export const insightTopItemSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
});
export type InsightTopItem = z.infer<typeof insightTopItemSchema>;

export const insightsResponseSchema = z.object({
  days: z.array(insightDaySchema),
  topItems: z.array(insightTopItemSchema),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

/** The print kit's documents and papers: GET /api/businesses/{id}/print/{doc}.pdf?paper=… */
export const PRINT_DOCUMENTS = ['menu', 'table-tent', 'sticker'] as const;
export type PrintDocument = (typeof PRINT_DOCUMENTS)[number];
export const PRINT_PAPERS = ['a4', 'letter'] as const;
export type PrintPaper = (typeof PRINT_PAPERS)[number];
export const printQuerySchema = z.object({
  paper: z.enum(PRINT_PAPERS, { message: 'paper must be a4 or letter' }).default('a4'),
});

/** The page's words (owner tools). */
export const INSIGHT_TEXTS = {
  title: 'Insights',
  views: 'Page views',
  visitors: 'Visitors',
  itemViews: 'Dish views',
  calls: 'Calls',
  directions: 'Directions',
  website: 'Website taps',
  qrScans: 'QR scans',
  searchAppearances: 'Search appearances',
  likes: 'Likes',
  favorites: 'Favorites',
  topItems: 'Top dishes',
  downloadCsv: 'Download CSV',
  printKit: 'Print kit',
  printMenu: 'Menu (PDF)',
  printTableTent: 'Table tent (PDF)',
  printSticker: 'Window sticker (PDF)',
  noData: 'Nothing counted in this period yet.',
  city: 'The whole city',
  // The insights page of apps/web (features/insights).
  openInsights: 'Insights',
  insightsHint: 'Page views, calls, directions and popular dishes, and the print kit.',
  cityInsights: 'Insights for the whole city',
  period: 'Period',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  /** After a change such as "+12%": the period it is measured against. */
  vsPrevious: 'vs the previous period',
  /** A count that was 0 in the previous period. */
  newCount: 'new',
  visits: 'Visits',
  taps: 'Taps',
  discovery: 'Search and dishes',
  topItemsEmpty: 'No dish was viewed or liked in this period.',
  paper: 'Paper',
  paperA4: 'A4',
  paperLetter: 'US Letter',
  downloadFailed: 'The download failed',
  signInToSee: 'Sign in to see the insights of your business.',
} as const satisfies Record<InsightCount, string> & Record<string, string>;

/**
 * The query parameter a printed QR code adds to the link it carries (`?src=qr`), so that opening a
 * page from a scan can be counted as a 'qr-scan'. Table tents, stickers and printed menus carry it.
 */
export const QR_SOURCE = { param: 'src', value: 'qr' } as const;

/**
 * `url` (without a fragment) with the QR source parameter added after its query, if any; unchanged
 * when it carries the parameter already (the feedback link does).
 */
export function withQrSource(url: string): string {
  const pair = `${QR_SOURCE.param}=${QR_SOURCE.value}`;
  if (new RegExp(`[?&]${pair}(&|$)`).test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${pair}`;
}

/** The print kit's words (the PDFs and their errors). */
export const PRINT_TEXTS = {
  documentNotFound: `No such print document: use ${PRINT_DOCUMENTS.join(', ')}`,
  menuTitle: 'Menu',
  hours: 'Hours',
  specialDays: 'Special days',
  closed: 'Closed',
  allDay: 'Open 24 hours',
  temporarilyClosed: 'Temporarily closed',
  reopensOn: (date: string) => `Reopens ${date}`,
  scanForMenu: 'Scan for our menu',
  scanForFeedback: `Scan to leave feedback and get ${DISCOUNT.percent}% off`,
  stickerLine: 'Find our menu on Menudex',
  foldHere: 'Fold here',
  noDishes: 'The menu has no dishes yet.',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  weekdays: WEEKDAY_NAMES,
} as const;
