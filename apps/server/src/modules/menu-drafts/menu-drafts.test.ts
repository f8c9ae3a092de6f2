// Menus from a photo or PDF against a fake OpenAI-compatible provider: upload, reading in the
// background, the draft, publishing, who may do each, and every bad input and provider failure.
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_TEXTS } from '@menudex/contract/ai';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import type { Business } from '@menudex/contract/entities';
import { ITEM_TEXTS } from '@menudex/contract/items';
import {
  MENU_DRAFT_LIMITS,
  MENU_DRAFT_TEXTS,
  MENU_DRAFT_WARNINGS,
  type MenuDraft,
  type PublishMenuDraftRequest,
} from '@menudex/contract/menu-drafts';
import {
  bearer,
  factories,
  multipartForm,
  testImage,
  type MatrixRole,
  type TestUser,
} from '../../testing/factories.ts';
import {
  FAKE_MENU,
  startFakeOpenAi,
  type FakeOpenAi,
  fakeAiConfig,
  FAKE_API_KEY,
} from '../../testing/fake-openai.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { MENU_DRAFT_RATE_LIMIT } from './menu-drafts.routes.ts';
import { READ_SYSTEM_PROMPT } from './model-draft.ts';

const API_KEY = FAKE_API_KEY;
/** The provider's deadline; reading a menu may take READ_TIMEOUT_FACTOR times as long (3 s). */
const TIMEOUT_MS = 1000;
const MISSING = '00000000-0000-4000-8000-000000000000';

/** A printed menu of `pages` pages, made with pdfkit: one list of two priced dishes per page. */
function menuPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (let page = 1; page <= pages; page++) {
    doc.addPage();
    doc.fontSize(28).text(`Menu, page ${page}`).moveDown();
    doc.fontSize(14).text(`Soup ${page} ........ 12.50`).text(`Rice ${page} ........ 9.00`);
  }
  doc.end();
  return done;
}

const pdfFile = (bytes: Buffer) => ({ bytes, filename: 'menu.pdf', type: 'application/pdf' });

let fake: FakeOpenAi;
let t: TestApp;
let f: ReturnType<typeof factories>;
let owner: TestUser;
let admin: TestUser;
let business: { id: string; name: string };
let twoPages: Buffer;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    ai: fakeAiConfig(fake, TIMEOUT_MS),
  });
  f = factories(t);
  owner = await f.user();
  admin = await f.user({ role: 'admin' });
  business = await f.business({ name: 'Phở Hòa Bình', ownerId: owner.id });
  twoPages = await menuPdf(2);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.menu = FAKE_MENU;
  fake.requests.length = 0;
  fake.visionImages.length = 0;
});

function upload(
  businessId: string,
  headers: Record<string, string>,
  file: { bytes: Buffer; filename?: string; type?: string } | null,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/menu-drafts`,
    headers,
    payload: multipartForm({}, file ? { file } : {}),
  });
}

const getDraft = (businessId: string, draftId: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/businesses/${businessId}/menu-drafts/${draftId}`, headers });

function publish(
  businessId: string,
  draftId: string,
  headers: Record<string, string>,
  body: PublishMenuDraftRequest | Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/menu-drafts/${draftId}/publish`,
    headers,
    payload: body,
  });
}

/** Polls the draft until it is no longer being read (the job runs in the background). */
async function settled(
  businessId: string,
  draftId: string,
  headers: Record<string, string>,
): Promise<MenuDraft> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await getDraft(businessId, draftId, headers);
    expect(res.statusCode).toBe(200);
    const draft = res.json<{ draft: MenuDraft }>().draft;
    if (draft.status !== 'reading') return draft;
    if (Date.now() > deadline) throw new Error(`draft ${draftId} is still being read`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Uploads and waits for the reading's outcome, as an admin of its own: each person may send only
 * MENU_DRAFT_RATE_LIMIT.max menus in a while.
 */
async function readDraft(
  file: { bytes: Buffer; filename?: string; type?: string },
  businessId = business.id,
): Promise<MenuDraft> {
  const uploader = bearer((await f.user({ role: 'admin' })).token);
  const res = await upload(businessId, uploader, file);
  expect(res.statusCode).toBe(202);
  return settled(businessId, res.json<{ draft: MenuDraft }>().draft._id, uploader);
}

async function draftRows(): Promise<number> {
  const rows = await t.database.db.selectFrom('menu_drafts').select('id').execute();
  return rows.length;
}

async function itemRows(businessId: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('items')
    .select('id')
    .where('business_id', '=', businessId)
    .execute();
  return rows.length;
}

/** The data URLs of the images the provider's last request carried. */
function sentImages(): string[] {
  const body = fake.requests.at(-1)?.body as {
    messages: Array<{ content: unknown }>;
  };
  const parts = body.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : []));
  return parts
    .filter((p: { type?: string }) => p.type === 'image_url')
    .map((p: { image_url: { url: string } }) => p.image_url.url);
}

describe('POST /api/businesses/:id/menu-drafts', () => {
  it('answers 202 with a draft being read, then the draft the vision model read from both pages', async () => {
    const res = await upload(business.id, bearer(owner.token), pdfFile(twoPages));
    expect(res.statusCode).toBe(202);
    const queued = res.json<{ draft: MenuDraft }>().draft;
    expect(queued).toEqual({ _id: queued._id, status: 'reading', lists: [], warnings: [] });

    const draft = await settled(business.id, queued._id, bearer(owner.token));
    expect(draft).toEqual({
      _id: queued._id,
      status: 'ready',
      lists: FAKE_MENU.lists,
      warnings: [],
    });
    // The price it could not read stays empty.
    expect(draft.lists[0]?.items[1]).toMatchObject({ name: 'Chả Giò', price: null });

    // One chat completion with the vision model, JSON mode, and the two pages as PNG data URLs.
    expect(fake.visionImages).toEqual([2]);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body?.model).toBe('fake-vision-model');
    expect(sent?.body?.response_format).toEqual({ type: 'json_object' });
    expect((sent?.body?.messages as Array<{ content: unknown }>)[0]?.content).toBe(
      READ_SYSTEM_PROMPT,
    );
    for (const url of sentImages()) {
      expect(url).toMatch(/^data:image\/png;base64,/);
      const meta = await sharp(Buffer.from(url.split(',')[1]!, 'base64')).metadata();
      expect(meta.format).toBe('png');
    }
  });

  it('drops the uploaded bytes once the menu is read', async () => {
    await readDraft(pdfFile(twoPages));
    const kept = await t.database.db
      .selectFrom('menu_drafts')
      .select('id')
      .where('upload', 'is not', null)
      .execute();
    expect(kept).toEqual([]);
  });

  it('sends a photo upright as a JPEG without its metadata (no GPS position leaves)', async () => {
    const photo = await testImage({ format: 'jpeg', width: 3000, height: 2000, gps: true });
    const draft = await readDraft({ bytes: photo, filename: 'menu.jpg', type: 'image/jpeg' });
    expect(draft.status).toBe('ready');
    expect(fake.visionImages).toEqual([1]);
    const [url] = sentImages();
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const meta = await sharp(Buffer.from(url!.split(',')[1]!, 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2048, height: 1365 });
    expect(meta.exif).toBeUndefined();
  });

  it('reads PNG and WebP photos too, told by their bytes whatever their name', async () => {
    for (const format of ['png', 'webp'] as const) {
      const bytes = await testImage({ format });
      const draft = await readDraft({ bytes, filename: 'menu.txt', type: 'text/plain' });
      expect(draft.status).toBe('ready');
    }
  });

  it(`reads only the first ${MENU_DRAFT_LIMITS.pdfMaxPages} pages of a longer PDF, and says so`, async () => {
    const draft = await readDraft(pdfFile(await menuPdf(MENU_DRAFT_LIMITS.pdfMaxPages + 2)));
    expect(fake.visionImages).toEqual([MENU_DRAFT_LIMITS.pdfMaxPages]);
    expect(draft.status).toBe('ready');
    expect(draft.warnings).toEqual([
      MENU_DRAFT_WARNINGS.pagesLeftOut(
        MENU_DRAFT_LIMITS.pdfMaxPages,
        MENU_DRAFT_LIMITS.pdfMaxPages + 2,
      ),
    ]);
  });

  it('keeps the model within the item limits and never fills in what it left out', async () => {
    fake.menu = {
      lists: [
        {
          name: 'Mains',
          items: [
            { name: '', description: 'no name', price: 3, tags: [], diets: [] },
            { name: 'X'.repeat(500), description: '', price: -2, tags: [], diets: ['keto'] },
          ],
        },
      ],
    };
    const draft = await readDraft(pdfFile(twoPages));
    expect(draft.status).toBe('ready');
    expect(draft.lists).toEqual([
      {
        name: 'Mains',
        items: [{ name: 'X'.repeat(120), description: '', price: null, tags: [], diets: [] }],
      },
    ]);
    expect(draft.warnings).toEqual([
      MENU_DRAFT_WARNINGS.itemWithoutName('Mains'),
      MENU_DRAFT_WARNINGS.priceUnreadable('X'.repeat(120)),
    ]);
  });

  describe('refuses what is not a menu photo or PDF, and keeps nothing', () => {
    it.each([
      [
        'a text file',
        () => Buffer.from('Phở 12.50\nBún Bò 13.00\n'.repeat(10)),
        400,
        MENU_DRAFT_TEXTS.notAccepted,
      ],
      [
        'an SVG image',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        400,
        MENU_DRAFT_TEXTS.notAccepted,
      ],
      ['a GIF image', () => testImage({ format: 'gif' }), 400, MENU_DRAFT_TEXTS.notAccepted],
      [
        'a JPEG header on junk',
        () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
        400,
        MENU_DRAFT_TEXTS.notAccepted,
      ],
      [
        'a broken PDF',
        () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x41)]),
        400,
        MENU_DRAFT_TEXTS.pdfBroken,
      ],
      [
        'a PDF cut short',
        async () => (await menuPdf(1)).subarray(0, 400),
        400,
        MENU_DRAFT_TEXTS.pdfBroken,
      ],
      [
        'a 25 MB file',
        () => Buffer.alloc(25 * 1024 * 1024, 0x20),
        413,
        MENU_DRAFT_TEXTS.fileTooLarge,
      ],
    ] as Array<[string, () => Buffer | Promise<Buffer>, number, string]>)(
      '%s',
      async (_what, bytes, status, message) => {
        const before = await draftRows();
        const res = await upload(business.id, bearer((await f.user({ role: 'admin' })).token), {
          bytes: await bytes(),
          filename: 'menu.pdf',
          type: 'application/pdf',
        });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ message });
        expect(await draftRows()).toBe(before);
        expect(fake.requests).toEqual([]);
      },
    );

    it('a PDF behind a password: 400 saying so', async () => {
      const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => doc.on('end', resolve));
      doc.text('Phở 12.50');
      doc.end();
      await ended;
      const before = await draftRows();
      const res = await upload(business.id, bearer(owner.token), pdfFile(Buffer.concat(chunks)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MENU_DRAFT_TEXTS.pdfProtected });
      expect(await draftRows()).toBe(before);
    });

    it('a form without a file: 400', async () => {
      const before = await draftRows();
      const res = await upload(business.id, bearer(owner.token), null);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MENU_DRAFT_TEXTS.fileRequired });
      expect(await draftRows()).toBe(before);
    });

    it('a JSON body instead of a form: 415', async () => {
      const before = await draftRows();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/menu-drafts`,
        headers: bearer(owner.token),
        payload: { file: 'menu.pdf' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: ITEM_TEXTS.notMultipart });
      expect(await draftRows()).toBe(before);
    });
  });

  it('an unknown business: 404; a bad id: 400', async () => {
    const res = await upload(MISSING, bearer(admin.token), pdfFile(twoPages));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: BUSINESS_TEXTS.businessNotFound });
    expect((await upload('nope', bearer(admin.token), pdfFile(twoPages))).statusCode).toBe(400);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 202],
    ['admin', 202],
  ] as Array<[MatrixRole, number]>)('authorization: %s gets %i', async (role, status) => {
    const other = await f.business();
    const cast = await f.cast(other.id);
    const before = await draftRows();
    const res = await upload(other.id, cast[role], pdfFile(twoPages));
    expect(res.statusCode).toBe(status);
    expect(await draftRows()).toBe(status === 202 ? before + 1 : before);
    if (status === 202) await settled(other.id, res.json().draft._id, cast[role]);
  });

  it(`lets each person send ${MENU_DRAFT_RATE_LIMIT.max} menus per ${MENU_DRAFT_RATE_LIMIT.timeWindow}`, async () => {
    const busy = await f.user();
    const place = await f.business({ ownerId: busy.id });
    const photo = { bytes: await testImage({ width: 64, height: 64 }), filename: 'm.jpg' };
    const ids: string[] = [];
    for (let n = 0; n < MENU_DRAFT_RATE_LIMIT.max; n++) {
      const res = await upload(place.id, bearer(busy.token), photo);
      expect(res.statusCode).toBe(202);
      ids.push(res.json().draft._id);
    }
    const refused = await upload(place.id, bearer(busy.token), photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: AI_TEXTS.rateLimited });
    for (const id of ids) await settled(place.id, id, bearer(busy.token));
  });
});

describe('reading failures become a failed draft with the reason', () => {
  it.each([
    ['a PDF that is not a menu', 'no-dishes', MENU_DRAFT_WARNINGS.notAMenu],
    ['malformed JSON from the model', 'malformed-json', MENU_DRAFT_WARNINGS.unreadableAnswer],
    ['an empty answer', 'garbage', MENU_DRAFT_WARNINGS.unreadableAnswer],
    [
      'the provider down',
      'error',
      MENU_DRAFT_WARNINGS.providerFailed(
        '500 The server had an error while processing your request',
      ),
    ],
    ['the provider hanging', 'hang', MENU_DRAFT_WARNINGS.timeout],
  ] as const)('%s', async (_what, mode, warning) => {
    fake.mode = mode;
    const draft = await readDraft(pdfFile(twoPages));
    expect(draft).toEqual({ _id: draft._id, status: 'failed', lists: [], warnings: [warning] });
    const row = await t.database.db
      .selectFrom('menu_drafts')
      .select('upload')
      .where('id', '=', draft._id)
      .executeTakeFirstOrThrow();
    expect(row.upload).toBeNull();
  });

  it('never shows the API key in a warning', async () => {
    fake.mode = 'unauthorized';
    const draft = await readDraft(pdfFile(twoPages));
    expect(draft.status).toBe('failed');
    expect(draft.warnings.join(' ')).not.toContain(API_KEY);
    expect(draft.warnings[0]).toMatch(/^The AI provider failed: 401 /);
  });
});

describe('GET /api/businesses/:id/menu-drafts/:draftId', () => {
  let draftId: string;
  beforeAll(async () => {
    fake.mode = 'ok';
    draftId = (await readDraft(pdfFile(twoPages)))._id;
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 200],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)('authorization: %s gets %i', async (role, status) => {
    const cast = await f.cast(business.id);
    const res = await getDraft(business.id, draftId, cast[role]);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().draft.lists).toEqual(FAKE_MENU.lists);
    else expect(res.json().draft).toBeUndefined();
  });

  it('an unknown draft, or one of another business: 404', async () => {
    const unknown = await getDraft(business.id, MISSING, bearer(admin.token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MENU_DRAFT_TEXTS.draftNotFound });
    const other = await f.business();
    const elsewhere = await getDraft(other.id, draftId, bearer(admin.token));
    expect(elsewhere.statusCode).toBe(404);
    const noBusiness = await getDraft(MISSING, draftId, bearer(admin.token));
    expect(noBusiness.statusCode).toBe(404);
    expect(noBusiness.json()).toEqual({ message: BUSINESS_TEXTS.businessNotFound });
  });
});

describe('POST /api/businesses/:id/menu-drafts/:draftId/publish', () => {
  const edited: PublishMenuDraftRequest = {
    lists: [
      {
        name: 'Starters',
        items: [
          {
            name: 'Gỏi Cuốn',
            description: 'Fresh spring rolls',
            price: 6.5,
            tags: ['Fresh'],
            diets: [],
          },
          { name: 'Chả Giò', description: '', price: null, tags: [], diets: [] },
        ],
      },
      {
        name: 'Mains',
        items: [{ name: 'Phở Chay', description: 'Tofu', price: 13, tags: [], diets: ['vegan'] }],
      },
      { name: 'Nothing left', items: [] },
    ],
  };

  async function freshDraft() {
    const place = await f.business({ ownerId: owner.id });
    const draft = await readDraft(pdfFile(twoPages), place.id);
    expect(draft.status).toBe('ready');
    return { place, draft };
  }

  it('creates the lists and items as edited, and answers the business', async () => {
    const { place, draft } = await freshDraft();
    const res = await publish(place.id, draft._id, bearer(owner.token), edited);
    expect(res.statusCode).toBe(200);
    const published: Business = res.json().business;
    expect(published._id).toBe(place.id);
    expect(published.lists.map((l) => l.name)).toEqual(['Starters', 'Mains']);
    const starters = published.lists[0]!.items;
    expect(starters.map((i) => [i.name, i.price, i.description])).toEqual(
      expect.arrayContaining([
        ['Gỏi Cuốn', 6.5, 'Fresh spring rolls'],
        ['Chả Giò', null, ''],
      ]),
    );
    expect(starters.find((i) => i.name === 'Gỏi Cuốn')?.tags.map((tag) => tag.name)).toEqual([
      'Fresh',
    ]);
    const pho = published.lists[1]!.items[0]!;
    expect(pho).toMatchObject({ name: 'Phở Chay', price: 13, diets: ['vegan'], allergens: null });
    // The public page shows it at once.
    const page = await t.app.inject({ url: `/api/businesses/${place.id}` });
    expect(page.json().business.lists).toHaveLength(2);
  });

  it('adds to a list of the same name, leaving out the dishes that list already has', async () => {
    const { place, draft } = await freshDraft();
    const starters = await f.list(place.id, ' starters ');
    await f.item(place.id, starters.id, { name: 'Gỏi cuốn', priceCents: 700, likes: 5 });
    const res = await publish(place.id, draft._id, bearer(owner.token), edited);
    expect(res.statusCode).toBe(200);
    const lists: Business['lists'] = res.json().business.lists;
    expect(lists.map((l) => l.name)).toEqual([' starters ', 'Mains']);
    expect(lists[0]!.items.map((i) => [i.name, i.price, i.popularity.likes])).toEqual([
      ['Gỏi cuốn', 7, 5],
      ['Chả Giò', null, 0],
    ]);
  });

  it('publishes a draft once: 409 the second time, nothing added', async () => {
    const { place, draft } = await freshDraft();
    expect((await publish(place.id, draft._id, bearer(owner.token), edited)).statusCode).toBe(200);
    const before = await itemRows(place.id);
    const again = await publish(place.id, draft._id, bearer(admin.token), edited);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MENU_DRAFT_TEXTS.alreadyPublished });
    expect(await itemRows(place.id)).toBe(before);
  });

  it('refuses a draft that is still being read, or that failed: 409', async () => {
    const place = await f.business({ ownerId: owner.id });
    fake.mode = 'hang';
    const reading = await upload(place.id, bearer(owner.token), pdfFile(twoPages));
    const readingId: string = reading.json().draft._id;
    const early = await publish(place.id, readingId, bearer(owner.token), edited);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: MENU_DRAFT_TEXTS.stillReading });
    const failed = await settled(place.id, readingId, bearer(owner.token));
    expect(failed.status).toBe('failed');
    const late = await publish(place.id, readingId, bearer(owner.token), edited);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: MENU_DRAFT_TEXTS.failedDraft });
    expect(await itemRows(place.id)).toBe(0);
  });

  describe('refuses bad edits with the list and item they are about, and changes nothing', () => {
    const one = (fields: Record<string, unknown>) => ({
      lists: [
        {
          name: 'Starters',
          items: [
            { name: 'Fine', description: '', price: 1, tags: [], diets: [] },
            { name: 'Dish', description: '', price: 2, tags: [], diets: [], ...fields },
          ],
        },
      ],
    });
    it.each([
      ['no name', one({ name: '  ' }), `List 1 "Starters", item 2: ${ITEM_TEXTS.nameRequired}`],
      [
        'a negative price',
        one({ price: -1 }),
        `List 1 "Starters", item 2: ${ITEM_TEXTS.invalidPrice}`,
      ],
      [
        'a price with three decimals',
        one({ price: 1.005 }),
        `List 1 "Starters", item 2: ${ITEM_TEXTS.invalidPrice}`,
      ],
      [
        'a price as text',
        one({ price: '12' }),
        `List 1 "Starters", item 2: ${ITEM_TEXTS.invalidPrice}`,
      ],
      [
        'a name too long',
        one({ name: 'n'.repeat(121) }),
        `List 1 "Starters", item 2: must be at most 120 characters`,
      ],
      [
        'six tags',
        one({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }),
        `List 1 "Starters", item 2, tags: You have reached the maximum number of tags`,
      ],
      [
        'an unknown diet',
        one({ diets: ['keto'] }),
        expect.stringMatching(/^List 1 "Starters", item 2, diets(\.0)?: must be one of vegetarian/),
      ],
      [
        'a control character',
        one({ description: 'a\u0000b' }),
        'List 1 "Starters", item 2, description: must not contain control characters',
      ],
      [
        'a list without a name',
        { lists: [{ name: '', items: [{ name: 'A', price: 1 }] }] },
        `List 1: ${BUSINESS_TEXTS.listNameRequired}`,
      ],
      [
        'no item at all',
        { lists: [{ name: 'Empty', items: [] }] },
        MENU_DRAFT_TEXTS.nothingToPublish,
      ],
      ['no lists', {}, expect.stringMatching(/^lists/)],
      [
        'too many items',
        {
          lists: [
            {
              name: 'All',
              items: Array.from({ length: MENU_DRAFT_LIMITS.maxItems + 1 }, (_, n) => ({
                name: `D${n}`,
                price: 1,
              })),
            },
          ],
        },
        expect.stringContaining(MENU_DRAFT_TEXTS.tooManyItems),
      ],
    ] as Array<[string, Record<string, unknown>, unknown]>)('%s', async (_what, body, message) => {
      const { place, draft } = await freshDraft();
      const res = await publish(place.id, draft._id, bearer(owner.token), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      expect(await itemRows(place.id)).toBe(0);
      const lists = await t.database.db
        .selectFrom('menu_lists')
        .select('id')
        .where('business_id', '=', place.id)
        .execute();
      expect(lists).toEqual([]);
      // Still publishable once corrected.
      expect((await publish(place.id, draft._id, bearer(owner.token), edited)).statusCode).toBe(
        200,
      );
    });
  });

  it('takes a large reviewed menu (beyond the 64 KB of other JSON bodies)', async () => {
    const { place, draft } = await freshDraft();
    const big = {
      lists: [
        {
          name: 'Everything',
          items: Array.from({ length: 300 }, (_, n) => ({
            name: `Dish ${n}`,
            description: 'd'.repeat(400),
            price: n,
          })),
        },
      ],
    };
    const res = await publish(place.id, draft._id, bearer(owner.token), big);
    expect(res.statusCode).toBe(200);
    expect(await itemRows(place.id)).toBe(300);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other owner', 403],
    ['owner', 200],
    ['admin', 200],
  ] as Array<[MatrixRole, number]>)('authorization: %s gets %i', async (role, status) => {
    const { place, draft } = await freshDraft();
    const cast = await f.cast(place.id);
    const res = await publish(place.id, draft._id, cast[role], edited);
    expect(res.statusCode).toBe(status);
    expect(await itemRows(place.id)).toBe(status === 200 ? 3 : 0);
  });

  it('an unknown draft: 404, nothing added', async () => {
    const place = await f.business({ ownerId: owner.id });
    const res = await publish(place.id, MISSING, bearer(owner.token), edited);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MENU_DRAFT_TEXTS.draftNotFound });
    expect(await itemRows(place.id)).toBe(0);
  });
});

describe('without an AI provider', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('answers 503 to an upload and keeps nothing', async () => {
    const g = factories(bare);
    const boss = await g.user();
    const place = await g.business({ ownerId: boss.id });
    const res = await bare.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.id}/menu-drafts`,
      headers: bearer(boss.token),
      payload: multipartForm({}, { file: pdfFile(twoPages) }),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: AI_TEXTS.notConfigured });
    const rows = await bare.database.db.selectFrom('menu_drafts').select('id').execute();
    expect(rows).toEqual([]);
  });
});
