// The print kit's words in each language (issue 40): what the menu, the table tent and the window
// sticker say around the owner's texts, and how their dates read. English is PRINT_TEXTS
// (insights.ts) as it was; Vietnamese takes the words the business page shows (its days, diets and
// allergens, from the web's catalogue) so a printed menu and the page agree. Only the server reads
// this file: the web app never imports it, so the catalogue it reads does not reach a page.
import { DISCOUNT } from './constants.ts';
import { VI_MESSAGES } from './i18n/messages-vi.ts';
import type { Locale } from './i18n/locales.ts';
import { PRINT_TEXTS } from './insights.ts';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  DIET_LABELS,
  DIETS,
  PLATE_TEXTS,
  type Allergen,
  type Diet,
} from './plate-words.ts';
import { EN_MONTHS, WEEKDAYS, type Weekday } from './weekdays.ts';

/** A calendar day as a printed date names it: month 1-12, weekday 0 (Sunday) to 6. */
export type PrintedDay = { year: number; month: number; day: number; weekday: number };

export type PrintTexts = {
  menuTitle: string;
  /** The PDF's title after the business's name: "Phở Hòa — table tent". */
  tableTentTitle: string;
  stickerTitle: string;
  hours: string;
  specialDays: string;
  closed: string;
  allDay: string;
  temporarilyClosed: string;
  reopensOn: (date: string) => string;
  scanForMenu: string;
  scanForFeedback: string;
  stickerLine: string;
  foldHere: string;
  noDishes: string;
  page: (page: number, pages: number) => string;
  weekdays: Record<Weekday, string>;
  /** A special day or a reopening: "Wed, Dec 24" ("Thứ 4, 24 thg 12"), the year when asked. */
  date: (day: PrintedDay, withYear: boolean) => string;
  diets: Record<Diet, string>;
  allergens: Record<Allergen, string>;
  allergensNotStated: string;
  /** "Contains: milk, peanuts". */
  contains: (list: string) => string;
};

const EN_SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
// As Intl's vi writes them (and the business page: apps/web/src/lib/opening-status.ts).
const VI_SHORT_WEEKDAYS = ['CN', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'] as const;

/** Each key of `keys` with the text `text(key)` gives it. */
const textsOf = <K extends string>(keys: readonly K[], text: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;

const PRINT_TEXTS_EN: PrintTexts = {
  menuTitle: PRINT_TEXTS.menuTitle,
  tableTentTitle: 'table tent',
  stickerTitle: 'window sticker',
  hours: PRINT_TEXTS.hours,
  specialDays: PRINT_TEXTS.specialDays,
  closed: PRINT_TEXTS.closed,
  allDay: PRINT_TEXTS.allDay,
  temporarilyClosed: PRINT_TEXTS.temporarilyClosed,
  reopensOn: PRINT_TEXTS.reopensOn,
  scanForMenu: PRINT_TEXTS.scanForMenu,
  scanForFeedback: PRINT_TEXTS.scanForFeedback,
  stickerLine: PRINT_TEXTS.stickerLine,
  foldHere: PRINT_TEXTS.foldHere,
  noDishes: PRINT_TEXTS.noDishes,
  page: PRINT_TEXTS.page,
  weekdays: PRINT_TEXTS.weekdays,
  date: ({ year, month, day, weekday }, withYear) =>
    `${EN_SHORT_WEEKDAYS[weekday] ?? ''}, ${EN_MONTHS[month - 1] ?? ''} ${day}${withYear ? `, ${year}` : ''}`,
  diets: DIET_LABELS,
  allergens: ALLERGEN_LABELS,
  allergensNotStated: PLATE_TEXTS.allergensNotStated,
  contains: (list) => `${PLATE_TEXTS.contains} ${list}`,
};

/** The print kit in Vietnamese. */
export const PRINT_TEXTS_VI: PrintTexts = {
  menuTitle: 'Thực đơn',
  tableTentTitle: 'thẻ để bàn',
  stickerTitle: 'nhãn dán cửa kính',
  hours: 'Giờ mở cửa',
  specialDays: 'Ngày đặc biệt',
  closed: VI_MESSAGES['open.closed'],
  allDay: VI_MESSAGES['hours.allDay'],
  temporarilyClosed: VI_MESSAGES['open.paused'],
  reopensOn: (date) => `Mở cửa lại vào ${date}`,
  scanForMenu: 'Quét mã để xem thực đơn',
  scanForFeedback: `Quét mã để góp ý và được giảm ${DISCOUNT.percent}%`,
  stickerLine: 'Xem thực đơn của quán trên Menudex',
  foldHere: 'Gấp tại đây',
  noDishes: 'Thực đơn chưa có món nào.',
  page: (page, pages) => `Trang ${page}/${pages}`,
  weekdays: textsOf(WEEKDAYS, (day) => VI_MESSAGES[`day.${day}`]),
  date: ({ year, month, day, weekday }, withYear) =>
    `${VI_SHORT_WEEKDAYS[weekday] ?? ''}, ${day} thg ${month}${withYear ? `, ${year}` : ''}`,
  diets: textsOf(DIETS, (diet) => VI_MESSAGES[`diet.${diet}`]),
  allergens: textsOf(ALLERGENS, (allergen) => VI_MESSAGES[`allergen.${allergen}`]),
  allergensNotStated: VI_MESSAGES['plate.notStated'],
  contains: (list) => VI_MESSAGES['plate.contains'].replace('{list}', list),
};

/** The print kit's words in each language. */
export const PRINT_TEXTS_BY_LOCALE: Record<Locale, PrintTexts> = {
  en: PRINT_TEXTS_EN,
  vi: PRINT_TEXTS_VI,
};
