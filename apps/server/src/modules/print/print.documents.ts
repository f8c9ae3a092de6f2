// The print kit's PDFs, drawn with pdfkit: the menu, the table tent and the window sticker, on A4 or
// US Letter. Text is set in Noto Sans (regular and bold) from @expo-google-fonts/noto-sans: whole
// TrueType fonts that cover Vietnamese and the currency signs, of which pdfkit embeds only the glyphs a
// document uses. QR codes are drawn as vector squares, so they stay sharp at any print size.
// Every fixed text is in the document's language (PRINT_TEXTS_BY_LOCALE), and so are its dates and prices.
// Nothing here knows about HTTP or the database: the service hands over what to print.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Locale } from '@menudex/contract/i18n/locales';
import type { PrintPaper } from '@menudex/contract/insights';
import type { Hours } from '@menudex/contract/hours';
import type { Allergen, Diet } from '@menudex/contract/plate';
import { formatPrice } from '@menudex/contract/price';
import { PRINT_TEXTS_BY_LOCALE, type PrintTexts } from '@menudex/contract/print-texts';
import { closedLine, specialLines, weekLines } from './print-hours.ts';

/** Page sizes in PostScript points (1/72 inch), as pdfkit names them. */
export const PAPER_SIZES: Record<
  PrintPaper,
  { name: 'A4' | 'LETTER'; width: number; height: number }
> = {
  a4: { name: 'A4', width: 595.28, height: 841.89 },
  letter: { name: 'LETTER', width: 612, height: 792 },
};

/**
 * 18 mm on every side: inside what office printers can reach on both papers (about 5 mm), with room
 * for the page numbers under the text.
 */
const MARGIN = 51;
const FOOTER_GAP = 22;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#bbbbbb';

export type PrintItem = {
  name: string;
  description: string;
  price: number | null;
  diets: readonly Diet[];
  allergens: readonly Allergen[] | null;
};

export type PrintBusiness = {
  name: string;
  addressLines: readonly string[];
  phone: string;
  hours: Hours | null;
  /** ISO 4217 code the prices are in. */
  currency: string;
  lists: ReadonlyArray<{ name: string; items: readonly PrintItem[] }>;
};

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

/**
 * A font as fontkit parsed it. pdfkit takes one as it is (anything with a `layout` function) instead
 * of bytes: parsing Noto Sans's tables was most of the time a menu took, so each font is parsed once
 * per process and shared by every document (pdfkit only reads it and subsets it per document).
 */
type Features = Record<string, boolean> | string[];
type ParsedFont = {
  layout: (text: string, features?: Features) => unknown;
  characterSet: number[];
  glyphForCodePoint(codePoint: number): unknown;
};
// fontkit ships no types; these are the calls made to it.
const fontkit = require('fontkit') as { create(bytes: Uint8Array): ParsedFont };

/** Noto Sans's glyph composition, which splits "ẹ ị ọ ụ" into a letter and a dot below (see below). */
const WHOLE_LETTERS: Features = { ccmp: false };

/**
 * The font made ready to print text a PDF reader can copy, search and read aloud. pdfkit writes each
 * glyph's characters as fontkit made the glyph first (fontkit keeps a glyph once made, for every
 * document after), so:
 * - Noto Sans's glyph composition (ccmp) drew "ị" as "i" and a dot below, and every "i" read back as
 *   "ị" from then on, or the "ị" as "i". Text is laid out NFC-normalised without it, so a Vietnamese
 *   letter is its own glyph (the font has them all) and a mark typed apart joins its letter first.
 * - A letter first made as a part of another glyph ("a" of "ắ", when a document is subset) kept no
 *   character at all. Each glyph is made once for its own character first (lowest code point first,
 *   about 30 ms per font, once), except the compatibility characters: "ﬀ" is left to the ligature
 *   of "ff" laid out, which reads back as "ff".
 */
function forPrinting(font: ParsedFont): ParsedFont {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) {
    const character = String.fromCodePoint(codePoint);
    if (character.normalize('NFKC') === character) font.glyphForCodePoint(codePoint);
  }
  const layout = font.layout.bind(font);
  font.layout = (text, features) => layout(text.normalize('NFC'), features ?? WHOLE_LETTERS);
  return font;
}

let parsedFonts: Promise<Record<FontName, ParsedFont>> | undefined;

/** The two fonts (about 1.3 MB of files), read and parsed on the first document. */
function fonts(): Promise<Record<FontName, ParsedFont>> {
  parsedFonts ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({
    regular: forPrinting(fontkit.create(regular)),
    bold: forPrinting(fontkit.create(bold)),
  }));
  // A failed read is tried again on the next document rather than remembered.
  parsedFonts.catch(() => {
    parsedFonts = undefined;
  });
  return parsedFonts;
}

type Doc = PDFKit.PDFDocument;

/**
 * A price as the document's language writes it, as the business page does in that language
 * ("$12.50" and "₫45,000"; "12,50 US$" and "45.000 ₫"). Empty without a price.
 */
export function printedPrice(price: number | null, currency: string, locale: Locale): string {
  return formatPrice(price, currency, locale) ?? '';
}

/** A new document on the paper with both fonts registered, and its bytes once it is ended. */
async function newDocument(
  paper: PrintPaper,
  title: string,
  options: { bufferPages?: boolean; locale: Locale },
): Promise<{ doc: Doc; bytes: Promise<Buffer> }> {
  const font = await fonts();
  const doc = new PDFDocument({
    size: PAPER_SIZES[paper].name,
    margin: MARGIN,
    bufferPages: options.bufferPages ?? false,
    info: { Title: title, Producer: 'Menudex', Creator: 'Menudex' },
    lang: options.locale,
  });
  // @types/pdfkit lists only paths and bytes as font sources; pdfkit 0.20 takes a parsed font too.
  doc.registerFont('regular', font.regular as unknown as Buffer);
  doc.registerFont('bold', font.bold as unknown as Buffer);
  doc.font('regular').fillColor(INK);
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/**
 * The QR code of `url` as filled squares, `size` points wide with its top left corner at (x, y).
 * Dark modules of a row are merged into one rectangle, and all are filled as one path, so no seams
 * show between them when the page is rasterised.
 */
function drawQr(doc: Doc, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = size / n;
  doc.save();
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/**
 * The blank margin a scanner needs around a QR code of `url` drawn `size` points wide: four modules
 * (ISO/IEC 18004). Text closer than that can keep a phone from finding the code.
 */
function quietZone(url: string, size: number): number {
  return (4 * size) / QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
}

/** How large a QR code of `url` can be when it and its quiet zones above and below share `room`. */
function qrFitting(url: string, room: number): number {
  const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
  return room / (1 + 8 / modules);
}

/** The largest size (down to `min`) at which `text` fits `width` in at most `lines` lines. */
function fittedSize(
  doc: Doc,
  text: string,
  font: FontName,
  sizes: { max: number; min: number },
  width: number,
  lines: number,
): number {
  doc.font(font);
  for (let size = sizes.max; size > sizes.min; size -= 1) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width }) <= size * 1.4 * lines) return size;
  }
  return sizes.min;
}

/** Text centred in [x, x + width] from y; answers the y under it. */
function centred(
  doc: Doc,
  text: string,
  font: FontName,
  size: number,
  x: number,
  y: number,
  width: number,
  color = INK,
): number {
  doc.font(font).fontSize(size).fillColor(color);
  const height = doc.heightOfString(text, { width, align: 'center' });
  doc.text(text, x, y, { width, align: 'center' });
  return y + height;
}

// ---------------------------------------------------------------------------------------------------
// The menu

const MENU_TYPE = {
  title: 22,
  contact: 10,
  sectionLabel: 11,
  hours: 9,
  list: 15,
  dish: 11,
  description: 9.5,
  plate: 8.5,
  footer: 8,
} as const;
const QR_ON_MENU = 92;
const DISH_GAP = 9;
const PRICE_GAP = 12;

type DishBlock = {
  item: PrintItem;
  price: string;
  priceWidth: number;
  plate: string;
  heights: { name: number; description: number; plate: number };
  height: number;
};

/** "Contains: milk, peanuts", or the not-stated text; '' when stated to contain none (allergensLine). */
function allergensText(allergens: readonly Allergen[] | null, texts: PrintTexts): string {
  if (allergens === null) return texts.allergensNotStated;
  if (allergens.length === 0) return '';
  return texts.contains(allergens.map((a) => texts.allergens[a]).join(', '));
}

/** "Vegetarian · Gluten-free · Contains: milk, peanuts" (what the business page says under a dish). */
function plateLine(item: PrintItem, texts: PrintTexts): string {
  return [...item.diets.map((d) => texts.diets[d]), allergensText(item.allergens, texts)]
    .filter((part) => part !== '')
    .join(' · ');
}

/** A dish measured before it is drawn, so a page break never falls inside it. */
function measureDish(
  doc: Doc,
  item: PrintItem,
  currency: string,
  width: number,
  locale: Locale,
): DishBlock {
  const price = printedPrice(item.price, currency, locale);
  doc.font('bold').fontSize(MENU_TYPE.dish);
  const priceWidth = price === '' ? 0 : doc.widthOfString(price);
  const nameWidth = width - (priceWidth > 0 ? priceWidth + PRICE_GAP : 0);
  const name = doc.heightOfString(item.name, { width: nameWidth });
  doc.font('regular').fontSize(MENU_TYPE.description);
  const description =
    item.description.trim() === '' ? 0 : doc.heightOfString(item.description.trim(), { width });
  const plate = plateLine(item, PRINT_TEXTS_BY_LOCALE[locale]);
  doc.fontSize(MENU_TYPE.plate);
  const plateHeight = plate === '' ? 0 : doc.heightOfString(plate, { width });
  return {
    item,
    price,
    priceWidth,
    plate,
    heights: { name, description, plate: plateHeight },
    height: name + description + plateHeight + DISH_GAP,
  };
}

function drawDish(doc: Doc, dish: DishBlock, x: number, y: number, width: number): number {
  const nameWidth = width - (dish.priceWidth > 0 ? dish.priceWidth + PRICE_GAP : 0);
  doc.font('bold').fontSize(MENU_TYPE.dish).fillColor(INK);
  doc.text(dish.item.name, x, y, { width: nameWidth });
  if (dish.price !== '')
    doc.text(dish.price, x + width - dish.priceWidth, y, { width: dish.priceWidth + 1 });
  let bottom = y + dish.heights.name;
  const description = dish.item.description.trim();
  if (description !== '') {
    doc.font('regular').fontSize(MENU_TYPE.description).fillColor(INK);
    doc.text(description, x, bottom, { width });
    bottom += dish.heights.description;
  }
  if (dish.plate !== '') {
    doc.font('regular').fontSize(MENU_TYPE.plate).fillColor(MUTED);
    doc.text(dish.plate, x, bottom, { width });
    bottom += dish.heights.plate;
  }
  return bottom + DISH_GAP;
}

/** Label and value columns ("Monday  11:00–22:00"); answers the y under them. */
function drawHoursLines(
  doc: Doc,
  heading: string,
  lines: ReadonlyArray<{ label: string; text: string }>,
  x: number,
  y: number,
  width: number,
): number {
  doc.font('bold').fontSize(MENU_TYPE.sectionLabel).fillColor(INK);
  doc.text(heading, x, y, { width });
  let bottom = y + doc.heightOfString(heading, { width }) + 2;
  doc.font('regular').fontSize(MENU_TYPE.hours);
  const labelWidth = Math.max(...lines.map((l) => doc.widthOfString(l.label))) + 10;
  for (const line of lines) {
    const textWidth = Math.max(width - labelWidth, 40);
    doc.fillColor(MUTED).text(line.label, x, bottom, { width: labelWidth });
    doc.fillColor(INK).text(line.text, x + labelWidth, bottom, { width: textWidth });
    bottom += Math.max(
      doc.heightOfString(line.label, { width: labelWidth }),
      doc.heightOfString(line.text, { width: textWidth }),
    );
  }
  return bottom;
}

/** Name, address, phone and the QR code; then the hours. Answers the y where the menu begins. */
function drawMenuHeader(
  doc: Doc,
  business: PrintBusiness,
  qrUrl: string,
  now: Date,
  texts: PrintTexts,
): number {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const textWidth = width - QR_ON_MENU - 18;
  let y = MARGIN;
  doc.font('bold').fontSize(MENU_TYPE.title).fillColor(INK);
  doc.text(business.name, left, y, { width: textWidth });
  y += doc.heightOfString(business.name, { width: textWidth }) + 4;
  doc.font('regular').fontSize(MENU_TYPE.contact);
  for (const line of [...business.addressLines, business.phone].filter((l) => l.trim() !== '')) {
    doc.fillColor(INK).text(line, left, y, { width: textWidth });
    y += doc.heightOfString(line, { width: textWidth });
  }
  const qrX = left + width - QR_ON_MENU;
  drawQr(doc, qrUrl, qrX, MARGIN, QR_ON_MENU);
  const qrBottom = centred(
    doc,
    texts.scanForMenu,
    'regular',
    MENU_TYPE.plate,
    qrX - 10,
    MARGIN + QR_ON_MENU + quietZone(qrUrl, QR_ON_MENU) - 2,
    QR_ON_MENU + 20,
    MUTED,
  );
  y = Math.max(y, qrBottom) + 12;

  const hours = business.hours;
  if (hours) {
    const closed = closedLine(hours, now, texts);
    if (closed) {
      doc.font('bold').fontSize(MENU_TYPE.contact).fillColor(INK).text(closed, left, y, { width });
      y += doc.heightOfString(closed, { width }) + 6;
    }
    const specials = specialLines(hours, now, texts);
    const column = specials.length > 0 ? (width - 24) / 2 : width / 2;
    const week = weekLines(hours, texts);
    const weekBottom = drawHoursLines(doc, texts.hours, week, left, y, column);
    const specialBottom =
      specials.length > 0
        ? drawHoursLines(doc, texts.specialDays, specials, left + column + 24, y, column)
        : y;
    y = Math.max(weekBottom, specialBottom) + 12;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  return y + 14;
}

/** Every page's foot: the business's name on the left, "Page n of m" on the right. */
function numberPages(doc: Doc, name: string, texts: PrintTexts): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would make pdfkit start a new page: the foot is drawn without it.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + FOOTER_GAP / 2;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('regular').fontSize(MENU_TYPE.footer).fillColor(MUTED);
    const label = texts.page(i - range.start + 1, range.count);
    doc.text(name, MARGIN, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
    doc.text(label, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * The printed menu: the business's name, address, phone, hours and QR code, then every list with its
 * dishes (name, price, description, diets and allergens). A dish, and a list's name with its first
 * dish, always stay on one page; every page is numbered.
 */
export async function menuPdf(
  business: PrintBusiness,
  options: { paper: PrintPaper; qrUrl: string; now: Date; locale: Locale },
): Promise<Buffer> {
  const { locale } = options;
  const texts = PRINT_TEXTS_BY_LOCALE[locale];
  const { doc, bytes } = await newDocument(options.paper, `${business.name} — ${texts.menuTitle}`, {
    bufferPages: true,
    locale,
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_GAP;
  let y = drawMenuHeader(doc, business, options.qrUrl, options.now, texts);

  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  /** Starts a new page unless `height` fits under y (a block taller than a page starts one anyway). */
  const keep = (height: number) => {
    if (y + height > bottom() && y > MARGIN) newPage();
  };

  const lists = business.lists.filter((l) => l.items.length > 0);
  if (lists.length === 0) {
    doc.font('regular').fontSize(MENU_TYPE.description).fillColor(MUTED);
    doc.text(texts.noDishes, left, y, { width });
  }
  for (const list of lists) {
    const dishes = list.items.map((item) =>
      measureDish(doc, item, business.currency, width, locale),
    );
    doc.font('bold').fontSize(MENU_TYPE.list);
    const headingHeight = doc.heightOfString(list.name, { width }) + 8;
    keep(headingHeight + (dishes[0]?.height ?? 0));
    doc.font('bold').fontSize(MENU_TYPE.list).fillColor(INK);
    doc.text(list.name, left, y, { width });
    y += headingHeight;
    for (const dish of dishes) {
      keep(dish.height);
      y = drawDish(doc, dish, left, y, width);
    }
    y += 8;
  }
  numberPages(doc, business.name, texts);
  doc.end();
  return bytes;
}

// ---------------------------------------------------------------------------------------------------
// The table tent and the window sticker

/** What a face of the tent says: the business's name, the call to scan and where the code leads. */
export type TentFace = { name: string; callToAction: string; qrUrl: string };

/** One face of the tent inside the box: the name, the call to action and the QR code, centred. */
function drawTentFace(
  doc: Doc,
  face: TentFace,
  box: { x: number; y: number; width: number; height: number },
): void {
  const inner = box.width - 2 * MARGIN;
  const x = box.x + MARGIN;
  const nameSize = fittedSize(doc, face.name, 'bold', { max: 30, min: 14 }, inner, 2);
  const messageSize = 15;
  doc.font('bold').fontSize(nameSize);
  const nameHeight = doc.heightOfString(face.name, { width: inner, align: 'center' });
  doc.font('regular').fontSize(messageSize);
  const messageHeight = doc.heightOfString(face.callToAction, { width: inner, align: 'center' });
  const room = box.height - MARGIN - nameHeight - 12 - messageHeight;
  const qr = Math.min(inner * 0.55, qrFitting(face.qrUrl, room));
  const quiet = quietZone(face.qrUrl, qr);
  const total = nameHeight + 12 + messageHeight + quiet + qr;
  let y = box.y + (box.height - total) / 2;
  y = centred(doc, face.name, 'bold', nameSize, x, y, inner) + 12;
  y = centred(doc, face.callToAction, 'regular', messageSize, x, y, inner) + quiet;
  drawQr(doc, face.qrUrl, box.x + (box.width - qr) / 2, y, qr);
}

/**
 * The table tent: one page folded in two across the middle. Both halves carry the same face; the top
 * half is turned upside down, so once folded it reads upright from either side of the table.
 */
export async function tableTentPdf(
  face: TentFace,
  options: { paper: PrintPaper; locale: Locale },
): Promise<Buffer> {
  const texts = PRINT_TEXTS_BY_LOCALE[options.locale];
  const { doc, bytes } = await newDocument(
    options.paper,
    `${face.name} — ${texts.tableTentTitle}`,
    options,
  );
  const { width, height } = doc.page;
  const half = height / 2;
  drawTentFace(doc, face, { x: 0, y: half, width, height: half });
  doc.save();
  doc.rotate(180, { origin: [width / 2, half / 2] });
  drawTentFace(doc, face, { x: 0, y: 0, width, height: half });
  doc.restore();
  // The fold, dashed from edge to edge.
  doc
    .save()
    .moveTo(MARGIN / 2, half)
    .lineTo(width - MARGIN / 2, half)
    .dash(4, { space: 4 })
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
    .restore();
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(7).fillColor(MUTED);
  doc.text(texts.foldHere, MARGIN / 2, half + 3, { lineBreak: false });
  doc.end();
  return bytes;
}

/**
 * The window sticker: the business's name, a QR code as large as the page allows, "Find our menu on
 * Menudex" and the address the code opens (for those who type rather than scan), inside a cut line.
 */
export async function stickerPdf(
  sticker: { name: string; qrUrl: string; shownUrl: string },
  options: { paper: PrintPaper; locale: Locale },
): Promise<Buffer> {
  const texts = PRINT_TEXTS_BY_LOCALE[options.locale];
  const { doc, bytes } = await newDocument(
    options.paper,
    `${sticker.name} — ${texts.stickerTitle}`,
    options,
  );
  const { width, height } = doc.page;
  const inner = width - 2 * MARGIN;
  doc
    .roundedRect(MARGIN / 2, MARGIN / 2, width - MARGIN, height - MARGIN, 18)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  const nameSize = fittedSize(doc, sticker.name, 'bold', { max: 40, min: 18 }, inner, 2);
  const lineSize = 24;
  const urlSize = 11;
  doc.font('bold').fontSize(nameSize);
  const nameHeight = doc.heightOfString(sticker.name, { width: inner, align: 'center' });
  doc.fontSize(lineSize);
  const lineHeight = doc.heightOfString(texts.stickerLine, { width: inner, align: 'center' });
  doc.font('regular').fontSize(urlSize);
  const urlHeight = doc.heightOfString(sticker.shownUrl, { width: inner, align: 'center' });
  const words = lineHeight + 6 + urlHeight;
  const qr = Math.min(
    inner * 0.86,
    qrFitting(sticker.qrUrl, height - 2 * MARGIN - nameHeight - words),
  );
  const quiet = quietZone(sticker.qrUrl, qr);
  // The block stands in the middle of the page, the code's quiet zone above and below it.
  let y = (height - (nameHeight + quiet + qr + quiet + words)) / 2;
  y = centred(doc, sticker.name, 'bold', nameSize, MARGIN, y, inner) + quiet;
  drawQr(doc, sticker.qrUrl, (width - qr) / 2, y, qr);
  y += qr + quiet;
  y = centred(doc, texts.stickerLine, 'bold', lineSize, MARGIN, y, inner) + 6;
  centred(doc, sticker.shownUrl, 'regular', urlSize, MARGIN, y, inner, MUTED);
  doc.end();
  return bytes;
}
