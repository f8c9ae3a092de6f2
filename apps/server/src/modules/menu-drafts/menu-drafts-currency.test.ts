// Menus from a photo in a Vietnamese install (CURRENCY=VND, docs/decisions/052): the model is asked
// for whole đồng, its prices are read as whole đồng ("45.000đ" is 45000, not 45) and published as
// the item forms store them; a business whose country prices in dollars keeps the dollar rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invalidPriceText } from '@menudex/contract/items';
import { MENU_DRAFT_WARNINGS, type MenuDraft } from '@menudex/contract/menu-drafts';
import { loadConfig } from '../../config.ts';
import { bearer, factories, multipartForm, testImage } from '../../testing/factories.ts';
import {
  startFakeOpenAi,
  type FakeMenu,
  type FakeOpenAi,
  fakeAiConfig,
} from '../../testing/fake-openai.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { READ_SYSTEM_PROMPT } from './model-draft.ts';

const vietnam = loadConfig({
  CURRENCY: 'VND',
  PRICE_LEVELS: '50000,150000,400000',
  PHONE_REGION: 'VN',
}).place;

/** What the model answers: prices as a model might give them for a Vietnamese menu. */
const VIETNAMESE_MENU = {
  lists: [
    {
      name: 'Món chính',
      items: [
        { name: 'Phở bò', description: '', price: 45000, tags: [], diets: [] },
        // A model that kept the menu's own writing despite being asked for a number.
        { name: 'Bún chả', description: '', price: '55.000đ', tags: [], diets: [] },
        { name: 'Cơm tấm', description: '', price: '40k', tags: [], diets: [] },
        { name: 'Bánh xèo', description: '', price: '65,000 VND', tags: [], diets: [] },
        // "45.5" is no price in đồng: misread, so left for the owner to fill in.
        { name: 'Chè', description: '', price: 45.5, tags: [], diets: [] },
      ],
    },
  ],
} as unknown as FakeMenu;

let fake: FakeOpenAi;
let t: TestApp;
let f: ReturnType<typeof factories>;
let ownerToken: string;
let vnBusiness: string;
let usBusiness: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    place: vietnam,
    ai: fakeAiConfig(fake, 1000),
  });
  f = factories(t);
  const owner = await f.user();
  ownerToken = owner.token;
  vnBusiness = (await f.business({ name: 'Phở Hòa', ownerId: owner.id })).id;
  usBusiness = (await f.business({ name: 'Pho Portland', ownerId: owner.id })).id;
  // No country: the install's currency (VND); 'US': dollars whatever the install.
  await t.database.db
    .updateTable('businesses')
    .set({ country: '' })
    .where('id', '=', vnBusiness)
    .execute();
  await t.database.db
    .updateTable('businesses')
    .set({ country: 'US' })
    .where('id', '=', usBusiness)
    .execute();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.menu = VIETNAMESE_MENU;
  fake.requests.length = 0;
});

/** Uploads a photo of a menu and waits until it is read (the job runs in the background). */
async function readDraft(businessId: string): Promise<MenuDraft> {
  const uploader = bearer((await f.user({ role: 'admin' })).token);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/menu-drafts`,
    headers: uploader,
    payload: multipartForm(
      {},
      {
        file: {
          bytes: await testImage({ format: 'png' }),
          filename: 'menu.png',
          type: 'image/png',
        },
      },
    ),
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json<{ draft: MenuDraft }>().draft._id;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const got = await t.app.inject({
      url: `/api/businesses/${businessId}/menu-drafts/${id}`,
      headers: uploader,
    });
    const draft = got.json<{ draft: MenuDraft }>().draft;
    if (draft.status !== 'reading') return draft;
    if (Date.now() > deadline) throw new Error(`draft ${id} is still being read`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The system prompt of the last vision request. */
function sentPrompt(): string {
  const body = fake.requests.at(-1)?.body as {
    messages?: Array<{ role: string; content: unknown }>;
  };
  const system = body.messages?.find((m) => m.role === 'system')?.content;
  return typeof system === 'string' ? system : JSON.stringify(system);
}

const priceCents = async (businessId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .selectFrom('items')
        .select(['name', 'price_cents'])
        .where('business_id', '=', businessId)
        .execute()
    ).map((row) => [row.name, row.price_cents]),
  );

describe('a menu draft in a VND install', () => {
  it('asks the model for whole đồng and reads every way a menu writes them', async () => {
    const draft = await readDraft(vnBusiness);
    expect(sentPrompt()).toContain('45000 for "45.000đ", "45.000", "45,000 VND" or "45k"');
    expect(draft.status).toBe('ready');
    expect(draft.lists[0]?.items.map((i) => [i.name, i.price])).toEqual([
      ['Phở bò', 45000],
      ['Bún chả', 55000],
      ['Cơm tấm', 40000],
      ['Bánh xèo', 65000],
      ['Chè', null],
    ]);
    expect(draft.warnings).toContain(MENU_DRAFT_WARNINGS.priceUnreadable('Chè'));
  });

  it('publishes whole đồng as the item forms store them, large prices included', async () => {
    const draft = await readDraft(vnBusiness);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${vnBusiness}/menu-drafts/${draft._id}/publish`,
      headers: bearer(ownerToken),
      payload: {
        lists: [
          {
            name: 'Món chính',
            items: [
              { name: 'Phở bò', price: 45000 },
              { name: 'Lẩu hải sản', price: 1_500_000 },
              { name: 'Trà đá', price: null },
            ],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await priceCents(vnBusiness)).toEqual({
      'Phở bò': 4_500_000,
      'Lẩu hải sản': 150_000_000,
      'Trà đá': null,
    });
  });

  it('refuses a price with decimals, saying where it is and what is expected, and adds nothing', async () => {
    const draft = await readDraft(vnBusiness);
    const before = await priceCents(vnBusiness);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${vnBusiness}/menu-drafts/${draft._id}/publish`,
      headers: bearer(ownerToken),
      payload: { lists: [{ name: 'Tráng miệng', items: [{ name: 'Chè', price: 12.5 }] }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      `List 1 "Tráng miệng", item 1: ${invalidPriceText('VND')}`,
    );
    expect(await priceCents(vnBusiness)).toEqual(before);
  });
});

describe('a menu draft of a business that prices in dollars', () => {
  it('keeps the dollar instructions and prices with cents', async () => {
    fake.menu = {
      lists: [
        {
          name: 'Mains',
          items: [{ name: 'Pho', description: '', price: 12.5, tags: [], diets: [] }],
        },
      ],
    };
    const draft = await readDraft(usBusiness);
    expect(sentPrompt()).toBe(READ_SYSTEM_PROMPT);
    expect(draft.lists[0]?.items[0]?.price).toBe(12.5);
  });
});
