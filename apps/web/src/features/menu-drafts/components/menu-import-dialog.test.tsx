// The menu import dialog with a fake API: choosing a file, the reading, the review fields, publishing
// the edits, and every refusal shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ITEM_TEXTS } from '@menudex/contract/items';
import {
  MENU_DRAFT_TEXTS,
  MENU_DRAFT_WARNINGS,
  type MenuDraft,
} from '@menudex/contract/menu-drafts';
import {
  aBusiness,
  aList,
  aProfile,
  aRuntimeConfig,
} from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
  type FakeAnswer,
  type FakeRequest,
} from '../../../components/testing/render.tsx';
import { businessQueryKey } from '../../../lib/business-query.ts';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { MenuImportButton } from './menu-import-button.tsx';

const user = userEvent.setup({ applyAccept: false });

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const reading: MenuDraft = { _id: 'd-1', status: 'reading', lists: [], warnings: [] };
const ready: MenuDraft = {
  _id: 'd-1',
  status: 'ready',
  lists: [
    {
      name: 'Starters',
      items: [
        { name: 'Gỏi Cuốn', description: 'Spring rolls', price: 6.5, tags: [], diets: [] },
        { name: 'Chả Giò', description: '', price: null, tags: ['House special'], diets: [] },
      ],
    },
    {
      name: 'Mains',
      items: [
        { name: 'Phở Chay', description: 'Tofu', price: 13, tags: [], diets: ['vegan'] },
        { name: 'Cashier', description: '', price: null, tags: [], diets: [] },
      ],
    },
  ],
  warnings: [MENU_DRAFT_WARNINGS.itemWithoutName('Mains')],
};
const published = aBusiness({ _id: 'b-1', lists: [aList({ name: 'Starters' })] });

type Route = (request: FakeRequest) => FakeAnswer | undefined;

function setUp({ ai = true, route }: { ai?: boolean; route?: Route } = {}) {
  let polls = 0;
  const calls = fakeApi((request) => {
    if (request.path === '/config') return { body: aRuntimeConfig({ ai: { enabled: ai } }) };
    const answer = route?.(request);
    if (answer) return answer;
    if (request.method === 'POST' && request.path === '/businesses/b-1/menu-drafts')
      return { status: 202, body: { draft: reading } };
    if (request.path === '/businesses/b-1/menu-drafts/d-1')
      // Still reading the first time it is asked, read the next.
      return { body: { draft: ++polls > 1 ? ready : reading } };
    if (request.path === '/businesses/b-1/menu-drafts/d-1/publish')
      return { body: { business: published } };
    return undefined;
  });
  const client = testQueryClient();
  signIn(client, aProfile({ role: 'admin' }));
  renderWithApp(<MenuImportButton businessId="b-1" />, { client });
  return { calls, client };
}

async function openDialog() {
  const button = await screen.findByRole('button', { name: MENU_DRAFT_TEXTS.importButton });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return screen.getByRole('dialog', { name: MENU_DRAFT_TEXTS.importButton });
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[name="file"]')!;
const pdf = (bytes = 100) =>
  new File([new Uint8Array(bytes)], 'menu.pdf', { type: 'application/pdf' });

async function reviewOf(dialog: HTMLElement) {
  await user.upload(fileInput(), pdf());
  await within(dialog).findByText(MENU_DRAFT_TEXTS.reading);
  await within(dialog).findByRole('button', { name: MENU_DRAFT_TEXTS.publish }, { timeout: 5000 });
}

const publishCall = (calls: FakeRequest[]) =>
  calls.find((c) => c.path === '/businesses/b-1/menu-drafts/d-1/publish');

describe('Import menu from a photo or PDF', () => {
  it('is off, saying why, when the server has no AI provider', async () => {
    setUp({ ai: false });
    const wrapper = await screen.findByLabelText('AI helpers are not configured on this server');
    expect(
      within(wrapper).getByRole('button', { name: MENU_DRAFT_TEXTS.importButton }),
    ).toBeDisabled();
  });

  it('sends the file, shows it is being read, then the draft as editable fields', async () => {
    const { calls } = setUp();
    const dialog = await openDialog();
    await reviewOf(dialog);
    const upload = calls.find((c) => c.method === 'POST' && c.path.endsWith('/menu-drafts'));
    expect(upload?.form?.[0]?.[0]).toBe('file');
    expect((upload?.form?.[0]?.[1] as File).name).toBe('menu.pdf');

    expect(within(dialog).getByText(MENU_DRAFT_WARNINGS.itemWithoutName('Mains'))).toBeVisible();
    const lists = within(dialog).getAllByLabelText('List Name');
    expect(lists.map((l) => (l as HTMLInputElement).value)).toEqual(['Starters', 'Mains']);
    const rolls = within(dialog).getByRole('group', { name: 'Starters, item 1' });
    expect(within(rolls).getByLabelText('Name')).toHaveValue('Gỏi Cuốn');
    expect(within(rolls).getByLabelText('Price')).toHaveValue('6.50');
    expect(within(rolls).getByLabelText('Description')).toHaveValue('Spring rolls');
    // The price that was not read is empty, and says so until one is typed.
    const fried = within(dialog).getByRole('group', { name: 'Starters, item 2' });
    expect(within(fried).getByLabelText('Price')).toHaveValue('');
    expect(within(fried).getByText(MENU_DRAFT_TEXTS.priceNotRead)).toBeVisible();
    expect(within(fried).getByText('House special')).toBeVisible();
    await user.type(within(fried).getByLabelText('Price'), '5');
    expect(within(fried).queryByText(MENU_DRAFT_TEXTS.priceNotRead)).toBeNull();
  });

  it('publishes the edits: a changed name, a typed price, a removed item, an empty price kept empty', async () => {
    const { calls, client } = setUp();
    const dialog = await openDialog();
    await reviewOf(dialog);
    const rolls = within(dialog).getByRole('group', { name: 'Starters, item 1' });
    await user.clear(within(rolls).getByLabelText('Name'));
    await user.type(within(rolls).getByLabelText('Name'), 'Gỏi Cuốn Tôm');
    const mains = within(dialog).getByRole('group', { name: 'Mains, item 2' });
    await user.click(within(mains).getByRole('button', { name: 'Remove item Cashier' }));
    expect(within(dialog).queryByRole('group', { name: 'Mains, item 2' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: MENU_DRAFT_TEXTS.publish }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(publishCall(calls)?.body).toEqual({
      lists: [
        {
          name: 'Starters',
          items: [
            { name: 'Gỏi Cuốn Tôm', description: 'Spring rolls', price: 6.5, tags: [], diets: [] },
            { name: 'Chả Giò', description: '', price: null, tags: ['House special'], diets: [] },
          ],
        },
        {
          name: 'Mains',
          items: [{ name: 'Phở Chay', description: 'Tofu', price: 13, tags: [], diets: ['vegan'] }],
        },
      ],
    });
    expect(client.getQueryData(businessQueryKey('b-1'))).toEqual(published);
    expect(await screen.findByText(MENU_DRAFT_TEXTS.published)).toBeVisible();
  });

  it('sends nothing while a name is empty or a price is not one, and says where', async () => {
    const { calls } = setUp();
    const dialog = await openDialog();
    await reviewOf(dialog);
    const rolls = within(dialog).getByRole('group', { name: 'Starters, item 1' });
    await user.clear(within(rolls).getByLabelText('Name'));
    await user.clear(within(rolls).getByLabelText('Price'));
    await user.type(within(rolls).getByLabelText('Price'), 'twelve');
    await user.click(within(dialog).getByRole('button', { name: MENU_DRAFT_TEXTS.publish }));
    expect(within(rolls).getByText(ITEM_TEXTS.nameRequired)).toBeVisible();
    expect(within(rolls).getByText(ITEM_TEXTS.invalidPrice)).toBeVisible();
    expect(publishCall(calls)).toBeUndefined();
  });

  it("shows the server's refusal of a publish and keeps the edits", async () => {
    const { calls } = setUp({
      route: (request) =>
        request.path.endsWith('/publish')
          ? { status: 409, body: { message: MENU_DRAFT_TEXTS.alreadyPublished } }
          : undefined,
    });
    const dialog = await openDialog();
    await reviewOf(dialog);
    await user.click(within(dialog).getByRole('button', { name: MENU_DRAFT_TEXTS.publish }));
    expect(await within(dialog).findByText(MENU_DRAFT_TEXTS.alreadyPublished)).toBeVisible();
    expect(publishCall(calls)).toBeDefined();
    expect(within(dialog).getAllByLabelText('List Name')).toHaveLength(2);
  });

  it('refuses a file of another kind before sending it, and shows the server refusing one', async () => {
    const { calls } = setUp({
      route: (request) =>
        request.method === 'POST' && request.path.endsWith('/menu-drafts')
          ? { status: 400, body: { message: MENU_DRAFT_TEXTS.pdfBroken } }
          : undefined,
    });
    const dialog = await openDialog();
    await user.upload(fileInput(), new File(['hello'], 'menu.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText(MENU_DRAFT_TEXTS.notAccepted)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.upload(fileInput(), pdf());
    expect(await within(dialog).findByText(MENU_DRAFT_TEXTS.pdfBroken)).toBeVisible();
  });

  it('says why a menu could not be read, and lets the owner try another file', async () => {
    const failed: MenuDraft = {
      _id: 'd-1',
      status: 'failed',
      lists: [],
      warnings: [MENU_DRAFT_WARNINGS.notAMenu],
    };
    setUp({
      route: (request) =>
        request.path === '/businesses/b-1/menu-drafts/d-1'
          ? { body: { draft: failed } }
          : undefined,
    });
    const dialog = await openDialog();
    await user.upload(fileInput(), pdf());
    expect(await within(dialog).findByText(MENU_DRAFT_WARNINGS.notAMenu)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Try another file' }));
    expect(within(dialog).getByRole('button', { name: MENU_DRAFT_TEXTS.chooseFile })).toBeVisible();
  });
});

describe('the menu import in Vietnamese, for a business priced in đồng', () => {
  it('reviews whole đồng in Vietnamese, refuses decimals, and publishes what was typed', async () => {
    const dong: MenuDraft = {
      _id: 'd-1',
      status: 'ready',
      lists: [
        {
          name: 'Món chính',
          items: [
            { name: 'Phở bò', description: '', price: 45000, tags: [], diets: ['vegan'] },
            { name: 'Bún chả', description: '', price: null, tags: [], diets: [] },
          ],
        },
      ],
      warnings: [],
    };
    const calls = fakeApi((request) => {
      if (request.path === '/config') return { body: aRuntimeConfig({ ai: { enabled: true } }) };
      if (request.method === 'POST' && request.path === '/businesses/b-1/menu-drafts')
        return { status: 202, body: { draft: dong } };
      if (request.path === '/businesses/b-1/menu-drafts/d-1') return { body: { draft: dong } };
      if (request.path === '/businesses/b-1/menu-drafts/d-1/publish')
        return { body: { business: published } };
      return undefined;
    });
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    renderWithApp(
      <LocaleProvider locale="vi">
        <MenuImportButton businessId="b-1" currency="VND" />
      </LocaleProvider>,
      { client },
    );
    const button = await screen.findByRole('button', { name: 'Nhập thực đơn từ ảnh hoặc PDF' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Nhập thực đơn từ ảnh hoặc PDF' });
    expect(
      within(dialog).getByText(/Không có gì được đăng cho đến khi bạn nhấn Đăng/),
    ).toBeVisible();
    await user.upload(fileInput(), pdf());
    await within(dialog).findByRole('button', { name: 'Đăng' }, { timeout: 5000 });
    expect(within(dialog).getByText(/2 món trong 1 danh sách\./)).toBeVisible();

    const pho = within(dialog).getByRole('group', { name: 'Món chính, món 1' });
    expect(within(pho).getByLabelText('Giá')).toHaveValue('45000');
    expect(within(pho).getByText('Thuần chay')).toBeVisible();
    const bun = within(dialog).getByRole('group', { name: 'Món chính, món 2' });
    expect(within(bun).getByText('chưa đọc được giá')).toBeVisible();
    await user.type(within(bun).getByLabelText('Giá'), '55000.5');
    await user.click(within(dialog).getByRole('button', { name: 'Đăng' }));
    expect(
      await within(bun).findByText('Vui lòng nhập giá, ví dụ 45000: giá bằng VND không có số lẻ'),
    ).toBeVisible();
    expect(publishCall(calls)).toBeUndefined();

    await user.clear(within(bun).getByLabelText('Giá'));
    await user.type(within(bun).getByLabelText('Giá'), '55.000đ');
    await user.click(within(dialog).getByRole('button', { name: 'Đăng' }));
    await waitFor(() => expect(publishCall(calls)).toBeDefined());
    const body = publishCall(calls)?.body as { lists: Array<{ items: Array<{ price: number }> }> };
    expect(body.lists[0]?.items.map((i) => i.price)).toEqual([45000, 55000]);
  });
});
