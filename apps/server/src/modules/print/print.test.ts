// The print kit through the API: who may print, bad input, and the PDFs themselves. The PDFs are read
// back the way a printer would see them, with Debian's poppler-utils: pdfinfo (pages and paper),
// pdftotext (every dish, Vietnamese diacritics, prices, hours) and pdftoppm (the pixels: the QR codes
// are read module by module and compared with the address they must carry).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import { PRINT_TEXTS, withQrSource } from '@menudex/contract/insights';
import { DIET_LABELS, PLATE_TEXTS } from '@menudex/contract/plate';
import { PRINT_TEXTS_VI } from '@menudex/contract/print-texts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, factories, type MatrixRole } from '../../testing/factories.ts';
import { fileSlug } from './print.service.ts';

const POPPLER = ['pdfinfo', 'pdftotext', 'pdftoppm'].every(
  (tool) => spawnSync(tool, ['-v']).error === undefined,
);
if (!POPPLER) {
  console.log(
    'print.test.ts: the PDF reading tests are skipped: poppler-utils is not installed (apt-get install poppler-utils)',
  );
}

const MISSING = '00000000-0000-4000-8000-000000000000';
const NOW = '2026-01-15T12:00:00Z';

let t: TestApp;
let f: ReturnType<typeof factories>;
let admin: Record<string, string>;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: NOW });
  f = factories(t);
  admin = bearer((await f.user({ role: 'admin' })).token);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-print-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const print = (businessId: string, document: string, query = '', headers = admin) =>
  t.app.inject({
    url: `/api/businesses/${businessId}/print/${document}.pdf${query}`,
    headers: { ...headers, host: 'menudex.test' },
  });

let fileCounter = 0;
/** The answer's bytes as a file the poppler tools can open. */
function saved(body: Buffer): string {
  fileCounter += 1;
  const file = path.join(dir, `doc-${fileCounter}.pdf`);
  fs.writeFileSync(file, body);
  return file;
}

async function printed(businessId: string, document: string, query = ''): Promise<string> {
  const res = await print(businessId, document, query);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return saved(res.rawPayload);
}

function info(file: string): { pages: number; size: string } {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]),
    size: /^Page size:\s+([\d.]+ x [\d.]+) pts/m.exec(out)?.[1] ?? '',
  };
}

/**
 * The text of the document, or of one page (NFC: the names as they were typed); with `layout`, lines
 * as they stand on the page (columns side by side) rather than column after column.
 */
function text(file: string, page?: number, layout = false): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  const args = ['-enc', 'UTF-8', ...(layout ? ['-layout'] : []), ...range, file, '-'];
  return execFileSync('pdftotext', args, {
    encoding: 'utf8',
  }).normalize('NFC');
}

/** One page as a greyscale bitmap at `dpi`. */
async function pixels(file: string, page: number, dpi: number) {
  const prefix = path.join(dir, `page-${++fileCounter}`);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    prefix,
  ]);
  const { data, info: image } = await sharp(`${prefix}.png`)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const dark = (x: number, y: number) => (data[y * image.width + x] ?? 255) < 128;
  return { width: image.width, height: image.height, dark };
}

type Bitmap = Awaited<ReturnType<typeof pixels>>;

/**
 * The QR codes on a page, bottom-most first: bands of rows with ink, separated by blank rows, that
 * are square and at least `minSize` pixels tall (text lines are far lower).
 */
function qrBoxes(page: Bitmap, minSize: number, fromX = 0) {
  const bands: Array<{ top: number; bottom: number }> = [];
  let top = -1;
  for (let y = 0; y <= page.height; y++) {
    let ink = false;
    for (let x = fromX; y < page.height && x < page.width; x++)
      if (page.dark(x, y)) {
        ink = true;
        break;
      }
    if (ink && top < 0) top = y;
    if (!ink && top >= 0) {
      bands.push({ top, bottom: y - 1 });
      top = -1;
    }
  }
  return bands
    .filter((b) => b.bottom - b.top + 1 >= minSize)
    .map((b) => {
      let left = page.width;
      let right = -1;
      for (let y = b.top; y <= b.bottom; y++)
        for (let x = fromX; x < page.width; x++)
          if (page.dark(x, y)) {
            left = Math.min(left, x);
            right = Math.max(right, x);
          }
      return { ...b, left, right };
    })
    .reverse();
}

/** Whether the square box holds the QR code of `url`, module by module (sampled at their centres). */
function holdsQr(
  page: Bitmap,
  box: { left: number; right: number; top: number; bottom: number },
  url: string,
): boolean {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = (box.right - box.left + 1) / n;
  if (Math.abs(box.bottom - box.top + 1 - (box.right - box.left + 1)) > cell) return false;
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) {
      const x = Math.floor(box.left + (col + 0.5) * cell);
      const y = Math.floor(box.top + (row + 0.5) * cell);
      if (page.dark(x, y) !== Boolean(modules.get(row, col))) return false;
    }
  return true;
}

/** A business with an owner, its address in Vietnam or the US, and one list per entry of `lists`. */
async function businessWith(
  name: string,
  lists: Record<
    string,
    Array<Parameters<ReturnType<typeof factories>['item']>[2] & { name: string }>
  >,
  place: { country: string; address1: string; city: string; state: string; zipCode: string } = {
    country: 'US',
    address1: '123 Main St',
    city: 'San Jose',
    state: 'CA',
    zipCode: '95112',
  },
) {
  const business = await f.business({ name });
  await t.database.db
    .updateTable('businesses')
    .set({
      country: place.country,
      address1: place.address1,
      city: place.city,
      state: place.state,
      zip_code: place.zipCode,
    })
    .where('id', '=', business.id)
    .execute();
  for (const [listName, items] of Object.entries(lists)) {
    const list = await f.list(business.id, listName);
    // Most liked first on the business page: the order given here is kept by falling likes.
    for (const [i, item] of items.entries())
      await f.item(business.id, list.id, { likes: items.length - i, ...item });
  }
  return business;
}

describe('who may print', () => {
  const expected: Record<MatrixRole, number> = {
    anonymous: 401,
    user: 403,
    'other owner': 403,
    owner: 200,
    admin: 200,
  };

  for (const document of ['menu', 'table-tent', 'sticker']) {
    it.each(Object.entries(expected))(`${document}: answers %s with %i`, async (role, code) => {
      const business = await f.business({ name: 'Quán Đậu Hũ' });
      const cast = await f.cast(business.id);
      const res = await print(business.id, document, '', cast[role as MatrixRole]);
      expect(res.statusCode).toBe(code);
      if (code === 200) {
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="quan-dau-hu-${document}.pdf"`,
        );
        expect(res.headers['cache-control']).toBe('private, no-cache');
      } else {
        expect(res.json()).toHaveProperty('message');
      }
    });
  }
});

describe('bad input', () => {
  it('answers 404 {message} for an unknown business', async () => {
    const res = await print(MISSING, 'menu');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: BUSINESS_TEXTS.businessNotFound });
  });

  it('answers 404 {message} for a document the kit does not have', async () => {
    const business = await f.business();
    const res = await print(business.id, 'poster');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: PRINT_TEXTS.documentNotFound });
  });

  it('answers 400 {message} for paper=legal, and prints nothing', async () => {
    const business = await f.business();
    const res = await print(business.id, 'menu', '?paper=legal');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('paper must be a4 or letter');
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers 400 {message} for lang=xx, and prints nothing', async () => {
    const business = await f.business();
    const res = await print(business.id, 'menu', '?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: expect.stringContaining('lang must be one of en, vi') });
  });

  it('answers 400 {message} for an id that is not one', async () => {
    const res = await print('not-an-id', 'menu');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('QR links', () => {
  it('carry src=qr once, after any query the link has', () => {
    expect(withQrSource('https://m.example/businesses/1')).toBe(
      'https://m.example/businesses/1?src=qr',
    );
    expect(withQrSource('https://m.example/b?x=1')).toBe('https://m.example/b?x=1&src=qr');
    expect(withQrSource('https://m.example/b/feedback?src=qr')).toBe(
      'https://m.example/b/feedback?src=qr',
    );
  });
});

describe('file names', () => {
  it('are the name without accents, in letters, digits and dashes', () => {
    expect(fileSlug('Phở Hòa & Đậu Hũ')).toBe('pho-hoa-dau-hu');
    expect(fileSlug('  Café  #1 ')).toBe('cafe-1');
    expect(fileSlug('中文')).toBe('business');
  });
});

describe.skipIf(!POPPLER)('the PDFs as printed', () => {
  it('puts a menu on A4 (595.28 x 841.89 pt) or US Letter (612 x 792 pt), A4 by default', async () => {
    const business = await businessWith('Bếp Nhà', { Mains: [{ name: 'Cơm Tấm' }] });
    expect(info(await printed(business.id, 'menu'))).toEqual({ pages: 1, size: '595.28 x 841.89' });
    expect(info(await printed(business.id, 'menu', '?paper=a4'))).toEqual({
      pages: 1,
      size: '595.28 x 841.89',
    });
    expect(info(await printed(business.id, 'menu', '?paper=letter'))).toEqual({
      pages: 1,
      size: '612 x 792',
    });
  });

  it('writes Vietnamese dish names with their diacritics intact', async () => {
    const names = ['Bánh Xèo', 'Phở Bò', 'Đậu Hũ Sốt Cà'];
    const business = await businessWith(
      'Quán Ăn Sài Gòn',
      { 'Món chính': names.map((name) => ({ name, description: '' })) },
      {
        country: 'VN',
        address1: '12 Lê Lợi',
        city: 'Thành phố Hồ Chí Minh',
        state: '',
        zipCode: '',
      },
    );
    const file = await printed(business.id, 'menu');
    const content = text(file);
    for (const name of names) expect(content.split(name).length - 1).toBe(1);
    expect(content).toContain('Quán Ăn Sài Gòn');
    expect(content).toContain('12 Lê Lợi');
    expect(content).toContain('Món chính');
    // The fonts are embedded, so the page looks the same where Noto Sans is not installed.
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes/);
    expect(fonts).toMatch(/NotoSans-Bold\s+CID TrueType\s+Identity-H\s+yes\s+yes/);
  });

  it('prices in the business currency, as the business page writes them', async () => {
    const us = await businessWith('Diner', {
      Mains: [
        { name: 'Burger', priceCents: 1250 },
        { name: 'Fries', priceCents: 300 },
        { name: 'Water', priceCents: null },
      ],
    });
    const usText = text(await printed(us.id, 'menu'));
    expect(usText).toContain('$12.50');
    expect(usText).toContain('$3.00');
    const vn = await businessWith(
      'Phở Hà Nội',
      { 'Món chính': [{ name: 'Phở Gà', priceCents: 4_500_000 }] },
      { country: 'VN', address1: '', city: 'Hà Nội', state: '', zipCode: '' },
    );
    expect(text(await printed(vn.id, 'menu'))).toContain('₫45,000');
  });

  it('lists each dish with its description, diets and allergens', async () => {
    const business = await businessWith('Green Bowl', {
      Bowls: [
        {
          name: 'Tofu Bowl',
          description: 'Crispy tofu on brown rice',
          diets: ['vegan', 'gluten-free'],
          allergens: ['soy', 'sesame'],
        },
        { name: 'Mystery Stew', allergens: null },
      ],
    });
    const content = text(await printed(business.id, 'menu')).replace(/\s+/g, ' ');
    expect(content).toContain('Crispy tofu on brown rice');
    expect(content).toContain('Vegan · Gluten-free · Contains: soy, sesame');
    expect(content).toContain(PLATE_TEXTS.allergensNotStated);
  });

  it("states the business's address, phone and hours, with the special days of the coming weeks", async () => {
    const owner = await f.user();
    const business = await businessWith('Noodle House', { Noodles: [{ name: 'Ramen' }] });
    await t.database.db
      .insertInto('business_owners')
      .values({ business_id: business.id, user_id: owner.id })
      .execute();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}/hours`,
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      payload: JSON.stringify({
        timeZone: 'America/Los_Angeles',
        weekly: [
          { day: 'mon', opens: '11:00', closes: '14:30' },
          { day: 'mon', opens: '17:00', closes: '22:00' },
          { day: 'sat', opens: '00:00', closes: '24:00' },
        ],
        special: [
          { date: '2026-01-20', closed: true, note: 'Staff day' },
          { date: '2026-02-14', closed: false, ranges: [{ opens: '17:00', closes: '23:00' }] },
          // Months away: not on a menu printed now.
          { date: '2026-07-04', closed: true },
          // Gone by.
          { date: '2026-01-01', closed: true },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const content = text(await printed(business.id, 'menu'), undefined, true).replace(/\s+/g, ' ');
    expect(content).toContain('123 Main St');
    expect(content).toContain('San Jose, CA 95112');
    expect(content).toContain(res.json().business.displayPhone);
    expect(content).toContain('Monday 11:00–14:30, 17:00–22:00');
    expect(content).toContain('Tuesday Closed');
    expect(content).toContain('Saturday Open 24 hours');
    expect(content).toContain('Tue, Jan 20 Closed · Staff day');
    expect(content).toContain('Sat, Feb 14 17:00–23:00');
    expect(content).not.toContain('Jul 4');
    expect(content).not.toContain('Jan 1 ');
  });

  it('prints every dish of a long menu over numbered pages, never splitting a dish', async () => {
    const dishes = Array.from({ length: 60 }, (_, i) => ({
      name: `Dish ${String(i + 1).padStart(2, '0')} Bún Chả`,
      // Long enough to wrap, so dishes are of several heights.
      description: `Recipe ${i + 1}: ${'rice noodles, grilled pork, herbs and fish sauce. '.repeat((i % 4) + 1)}End ${i + 1}.`,
      priceCents: 1000 + i * 25,
      allergens: i % 3 === 0 ? (['fish'] as string[]) : null,
    }));
    const business = await businessWith('Long Menu', {
      Starters: dishes.slice(0, 20),
      Mains: dishes.slice(20, 45),
      Desserts: dishes.slice(45),
    });
    for (const paper of ['a4', 'letter']) {
      const file = await printed(business.id, 'menu', `?paper=${paper}`);
      const { pages } = info(file);
      expect(pages).toBeGreaterThanOrEqual(3);
      const whole = text(file);
      for (const dish of dishes) expect(whole).toContain(dish.name);
      for (let page = 1; page <= pages; page++) {
        const onPage = text(file, page);
        expect(onPage).toContain(PRINT_TEXTS.page(page, pages));
        // A dish whose name is on this page has its whole description (to its last words) here too.
        dishes.forEach((dish, i) => {
          if (!onPage.includes(dish.name)) return;
          const flat = onPage.replace(/\s+/g, ' ');
          expect(flat).toContain(`Recipe ${i + 1}:`);
          expect(flat).toContain(`End ${i + 1}.`);
        });
      }
    }
  });

  it("puts the business page's address with src=qr in the menu's and the sticker's QR codes", async () => {
    const business = await businessWith('Hẻm Coffee', { Drinks: [{ name: 'Cà Phê Sữa Đá' }] });
    const url = `http://menudex.test/businesses/${business.id}?src=qr`;
    const sticker = await printed(business.id, 'sticker', '?paper=letter');
    expect(info(sticker)).toEqual({ pages: 1, size: '612 x 792' });
    const stickerText = text(sticker);
    expect(stickerText).toContain('Hẻm Coffee');
    expect(stickerText).toContain(PRINT_TEXTS.stickerLine);
    const page = await pixels(sticker, 1, 100);
    const [qr] = qrBoxes(page, 200);
    expect(qr).toBeDefined();
    expect(holdsQr(page, qr!, url)).toBe(true);
    expect(holdsQr(page, qr!, `http://menudex.test/businesses/${business.id}`)).toBe(false);

    const menu = await printed(business.id, 'menu');
    const menuPage = await pixels(menu, 1, 200);
    // The menu's code stands at the top right, beside the name and address.
    const [menuQr] = qrBoxes(menuPage, 150, Math.round(menuPage.width * 0.7)).reverse();
    expect(menuQr).toBeDefined();
    expect(holdsQr(menuPage, menuQr!, url)).toBe(true);
  });

  it('folds the table tent into two faces, the top one upside down, with the QR of the page', async () => {
    const business = await businessWith('Bánh Mì Corner', { Bánh: [{ name: 'Bánh Mì Thịt' }] });
    const file = await printed(business.id, 'table-tent');
    expect(info(file)).toEqual({ pages: 1, size: '595.28 x 841.89' });
    const content = text(file);
    expect(content.split('Bánh Mì Corner').length - 1).toBe(2);
    expect(content.split(PRINT_TEXTS.scanForMenu).length - 1).toBe(2);
    const page = await pixels(file, 1, 100);
    const [bottom, top] = qrBoxes(page, 150);
    const url = `http://menudex.test/businesses/${business.id}?src=qr`;
    expect(holdsQr(page, bottom!, url)).toBe(true);
    // The top face is the bottom one turned half a turn: its QR code reads upside down.
    const turned: Bitmap = {
      ...page,
      dark: (x, y) => page.dark(page.width - 1 - x, page.height - 1 - y),
    };
    const topTurned = {
      left: page.width - 1 - top!.right,
      right: page.width - 1 - top!.left,
      top: page.height - 1 - top!.bottom,
      bottom: page.height - 1 - top!.top,
    };
    expect(holdsQr(turned, topTurned, url)).toBe(true);
    expect(top!.bottom).toBeLessThan(page.height / 2);
    expect(bottom!.top).toBeGreaterThan(page.height / 2);
  });

  it('asks for feedback on the table tent, with the feedback link, when the program is on', async () => {
    const business = await f.business({ name: 'Hạt Cà Phê', feedbackEnabled: true });
    const file = await printed(business.id, 'table-tent', '?paper=letter');
    expect(info(file)).toEqual({ pages: 1, size: '612 x 792' });
    const content = text(file).replace(/\s+/g, ' ');
    expect(content.split(PRINT_TEXTS.scanForFeedback).length - 1).toBe(2);
    expect(PRINT_TEXTS.scanForFeedback).toBe('Scan to leave feedback and get 10% off');
    const page = await pixels(file, 1, 100);
    const [bottom] = qrBoxes(page, 150);
    expect(
      holdsQr(page, bottom!, `http://menudex.test/businesses/${business.id}/feedback?src=qr`),
    ).toBe(true);
  });

  it('points the QR codes at PUBLIC_URL when it is configured', async () => {
    const business = await f.business({ name: 'Public Place' });
    t.config.publicUrl = 'https://menudex.example/';
    try {
      const file = await printed(business.id, 'sticker');
      const page = await pixels(file, 1, 100);
      const [qr] = qrBoxes(page, 200);
      expect(holdsQr(page, qr!, `https://menudex.example/businesses/${business.id}?src=qr`)).toBe(
        true,
      );
      expect(text(file)).toContain(`https://menudex.example/businesses/${business.id}`);
    } finally {
      t.config.publicUrl = undefined;
    }
  });

  it('says so on a menu without dishes', async () => {
    const business = await businessWith('Opening Soon', { Empty: [] });
    const content = text(await printed(business.id, 'menu'));
    expect(content).toContain(PRINT_TEXTS.noDishes);
    expect(content).not.toContain('Empty');
  });
});

/** Every English fixed text a printed document may carry, for checking that a Vietnamese one has none. */
const ENGLISH_TEXTS = [
  PRINT_TEXTS.menuTitle,
  PRINT_TEXTS.hours,
  PRINT_TEXTS.specialDays,
  PRINT_TEXTS.closed,
  PRINT_TEXTS.allDay,
  PRINT_TEXTS.temporarilyClosed,
  'Reopens',
  PRINT_TEXTS.scanForMenu,
  PRINT_TEXTS.scanForFeedback,
  PRINT_TEXTS.stickerLine,
  PRINT_TEXTS.foldHere,
  PRINT_TEXTS.noDishes,
  'Page ',
  ...Object.values(PRINT_TEXTS.weekdays),
  'Mon,',
  'Tue,',
  'Jan ',
  'Mar ',
  ...Object.values(DIET_LABELS),
  PLATE_TEXTS.contains,
  PLATE_TEXTS.allergensNotStated,
];

/** That `content` holds none of ENGLISH_TEXTS as words of their own ("Menu", not "Menudex"). */
function expectNoEnglish(content: string): void {
  for (const english of ENGLISH_TEXTS) {
    const escaped = english.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(content).not.toMatch(new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u'));
  }
}

describe.skipIf(!POPPLER)('the PDFs in Vietnamese', () => {
  /**
   * A business in Vietnam whose owner translated its name, a list and a dish, with hours, a special
   * day and a temporary closure.
   */
  async function translatedBusiness() {
    const business = await businessWith(
      'Saigon Corner',
      {
        Noodles: [
          {
            name: 'Beef noodle soup',
            description: 'Slow-cooked broth',
            priceCents: 4_500_000,
            diets: ['vegan', 'gluten-free'],
            allergens: ['soy', 'sesame'],
          },
          { name: 'Iced coffee', priceCents: 2_500_000, allergens: null },
        ],
      },
      { country: 'VN', address1: '12 Lê Lợi', city: 'Hà Nội', state: '', zipCode: '' },
    );
    const db = t.database.db;
    await db
      .updateTable('businesses')
      .set({ translations: JSON.stringify({ vi: { name: 'Góc Sài Gòn' } }) })
      .where('id', '=', business.id)
      .execute();
    await db
      .updateTable('menu_lists')
      .set({ translations: JSON.stringify({ vi: { name: 'Món nước' } }) })
      .where('business_id', '=', business.id)
      .execute();
    await db
      .updateTable('items')
      .set({
        translations: JSON.stringify({
          vi: { name: 'Phở bò', description: 'Nước dùng ninh lâu' },
        }),
      })
      .where('business_id', '=', business.id)
      .where('name', '=', 'Beef noodle soup')
      .execute();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}/hours`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({
        timeZone: 'Asia/Ho_Chi_Minh',
        weekly: [
          { day: 'mon', opens: '11:00', closes: '14:30' },
          { day: 'mon', opens: '17:00', closes: '22:00' },
          { day: 'sat', opens: '00:00', closes: '24:00' },
        ],
        special: [{ date: '2026-01-20', closed: true, note: 'Nghỉ Tết' }],
        temporarilyClosed: true,
        reopensOn: '2026-03-02',
      }),
    });
    expect(res.statusCode).toBe(200);
    return business;
  }

  it("prints the menu's fixed texts, days, dates and prices in Vietnamese, with the owner's translations", async () => {
    const business = await translatedBusiness();
    const file = await printed(business.id, 'menu', '?lang=vi');
    const content = text(file, undefined, true).replace(/\s+/g, ' ');
    // The owner's Vietnamese names and description; the original where there is no translation.
    expect(content).toContain('Góc Sài Gòn');
    expect(content).toContain('Món nước');
    expect(content).toContain('Phở bò');
    expect(content).toContain('Nước dùng ninh lâu');
    expect(content).toContain('Iced coffee');
    expect(content).not.toContain('Saigon Corner');
    expect(content).not.toContain('Beef noodle soup');
    expect(content).not.toContain('Noodles');
    // Hours, the special day and the closure.
    expect(content).toContain(`${PRINT_TEXTS_VI.hours} `);
    expect(content).toContain(PRINT_TEXTS_VI.specialDays);
    expect(content).toContain('Thứ Hai 11:00–14:30, 17:00–22:00');
    expect(content).toContain('Thứ Ba Đóng cửa');
    expect(content).toContain('Thứ Bảy Mở cửa 24 giờ');
    expect(content).toContain('Chủ Nhật Đóng cửa');
    expect(content).toContain('Thứ 3, 20 thg 1 Đóng cửa · Nghỉ Tết');
    expect(content).toContain('Tạm nghỉ · Mở cửa lại vào Thứ 2, 2 thg 3');
    // Diets and allergens, prices, the QR code's words and the page number.
    expect(content).toContain('Thuần chay · Không gluten · Có chứa: đậu nành, mè');
    expect(content).toContain('Chưa ghi rõ chất gây dị ứng');
    expect(content).toMatch(/45\.000\s₫/);
    expect(content).toMatch(/25\.000\s₫/);
    expect(content).toContain(PRINT_TEXTS_VI.scanForMenu);
    expect(content).toContain('Trang 1/1');
    expectNoEnglish(content);
    expect(content).not.toContain('₫45,000');

    // The QR code opens the Vietnamese page.
    const page = await pixels(file, 1, 200);
    const [qr] = qrBoxes(page, 150, Math.round(page.width * 0.7)).reverse();
    expect(qr).toBeDefined();
    expect(holdsQr(page, qr!, `http://menudex.test/vi/businesses/${business.id}?src=qr`)).toBe(
      true,
    );
  });

  it('keeps the English menu as it was, with the originals, for the same business', async () => {
    const business = await translatedBusiness();
    const content = text(await printed(business.id, 'menu'), undefined, true).replace(/\s+/g, ' ');
    expect(content).toContain('Saigon Corner');
    expect(content).toContain('Beef noodle soup');
    expect(content).toContain('Slow-cooked broth');
    expect(content).toContain('Monday 11:00–14:30, 17:00–22:00');
    expect(content).toContain('Tue, Jan 20 Closed · Nghỉ Tết');
    expect(content).toContain('Temporarily closed · Reopens Mon, Mar 2');
    expect(content).toContain('Vegan · Gluten-free · Contains: soy, sesame');
    expect(content).toContain('₫45,000');
    expect(content).toContain('Page 1 of 1');
    expect(content).not.toContain('Phở bò');
    expect(content).not.toContain('Góc Sài Gòn');
  });

  it('numbers the pages of a long Vietnamese menu "Trang n/m"', async () => {
    const dishes = Array.from({ length: 45 }, (_, i) => ({
      name: `Món ${i + 1} Bún Chả`,
      description: 'Bún, thịt nướng, rau thơm và nước mắm chua ngọt. '.repeat((i % 3) + 1),
      priceCents: 3_000_000 + i * 100_000,
    }));
    const business = await businessWith('Bún Chả Hà Nội', { 'Món chính': dishes });
    const file = await printed(business.id, 'menu', '?lang=vi');
    const { pages } = info(file);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let page = 1; page <= pages; page++)
      expect(text(file, page)).toContain(PRINT_TEXTS_VI.page(page, pages));
  });

  it('follows Accept-Language when no lang is given', async () => {
    const business = await translatedBusiness();
    const res = await print(business.id, 'sticker', '', {
      ...admin,
      'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5',
    });
    expect(res.statusCode).toBe(200);
    const content = text(saved(res.rawPayload)).replace(/\s+/g, ' ');
    expect(content).toContain(PRINT_TEXTS_VI.stickerLine);
    expect(content).toContain('Góc Sài Gòn');
    expect(content).toContain(`http://menudex.test/vi/businesses/${business.id}`);
  });

  it('writes the table tent and the sticker in Vietnamese, their QR codes opening /vi/ pages', async () => {
    const business = await translatedBusiness();
    const tent = await printed(business.id, 'table-tent', '?lang=vi');
    const tentText = text(tent).replace(/\s+/g, ' ');
    expect(tentText.split('Góc Sài Gòn').length - 1).toBe(2);
    expect(tentText.split(PRINT_TEXTS_VI.scanForMenu).length - 1).toBe(2);
    expect(tentText).toContain(PRINT_TEXTS_VI.foldHere);
    expectNoEnglish(tentText);
    const tentPage = await pixels(tent, 1, 100);
    const [bottom] = qrBoxes(tentPage, 150);
    expect(
      holdsQr(tentPage, bottom!, `http://menudex.test/vi/businesses/${business.id}?src=qr`),
    ).toBe(true);

    const sticker = await printed(business.id, 'sticker', '?lang=vi&paper=letter');
    const stickerText = text(sticker).replace(/\s+/g, ' ');
    expect(stickerText).toContain(PRINT_TEXTS_VI.stickerLine);
    expect(stickerText).toContain(`http://menudex.test/vi/businesses/${business.id}`);
    expectNoEnglish(stickerText);
    const stickerPage = await pixels(sticker, 1, 100);
    const [qr] = qrBoxes(stickerPage, 200);
    expect(
      holdsQr(stickerPage, qr!, `http://menudex.test/vi/businesses/${business.id}?src=qr`),
    ).toBe(true);
  });

  it("asks for feedback in Vietnamese on the tent, with the Vietnamese feedback page's link", async () => {
    const business = await f.business({ name: 'Hạt Cà Phê', feedbackEnabled: true });
    const file = await printed(business.id, 'table-tent', '?lang=vi');
    const content = text(file).replace(/\s+/g, ' ');
    expect(content.split(PRINT_TEXTS_VI.scanForFeedback).length - 1).toBe(2);
    expect(PRINT_TEXTS_VI.scanForFeedback).toBe('Quét mã để góp ý và được giảm 10%');
    const page = await pixels(file, 1, 100);
    const [bottom] = qrBoxes(page, 150);
    expect(
      holdsQr(page, bottom!, `http://menudex.test/vi/businesses/${business.id}/feedback?src=qr`),
    ).toBe(true);
  });

  it('says so in Vietnamese on a menu without dishes', async () => {
    const business = await businessWith('Sắp Khai Trương', { Trống: [] });
    const content = text(await printed(business.id, 'menu', '?lang=vi'));
    expect(content).toContain(PRINT_TEXTS_VI.noDishes);
    expect(content).not.toContain(PRINT_TEXTS.noDishes);
  });
});
