import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@menudex/contract/constants';
import { aBusiness, anItem, aList, aProfile } from '../../../components/testing/fixtures.ts';
import {
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { dispatch, sessionStore } from '../../../lib/session-store.ts';
import {
  aiConfig,
  fakeFormApi,
  png,
  stubObjectUrls,
  type SeenRequest,
} from '../testing/form-api.ts';
import { AddItemModal } from './add-item-modal.tsx';

const user = userEvent.setup({ applyAccept: false });

beforeEach(() => stubObjectUrls());
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const created = anItem({ _id: 'item-new', name: 'Phở Tái' });
const after = aBusiness({
  _id: 'b-1',
  lists: [aList({ _id: 'l-1', name: 'Soups', items: [created] })],
});

function setUp({
  ai = false,
  route,
}: {
  ai?: boolean;
  route?: (r: SeenRequest) => ReturnType<Parameters<typeof fakeFormApi>[0]>;
} = {}) {
  const calls = fakeFormApi(async (request) => {
    if (request.path === '/config') return aiConfig(ai);
    const answer = await route?.(request);
    if (answer) return answer;
    if (request.method === 'POST' && request.path === '/items/b-1')
      return { status: 201, body: { item: created } };
    if (request.path === '/businesses/b-1') return { body: { business: after } };
    return undefined;
  });
  const client = testQueryClient();
  signIn(client, aProfile({ role: 'admin' }));
  const onClose = vi.fn();
  renderWithApp(
    <AddItemModal open onClose={onClose} businessId="b-1" list={{ _id: 'l-1', name: 'Soups' }} />,
    { client },
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Item to Soups' });
  return { calls, client, onClose, dialog };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[name="images"]')!;
const preview = () => screen.getByTestId('image-preview');

describe('Add Item modal', () => {
  it("is titled 'Add Item to {topic}' with the specified fields, the placeholder image first", () => {
    const { dialog } = setUp();
    expect(preview()).toHaveAttribute('src', '/no-photo.svg');
    // The spec's label, without the asterisk MUI adds to required fields; still required.
    const name = within(dialog).getByLabelText('Menu Name');
    expect(name).toBeRequired();
    expect(dialog.querySelector(`label[for="${name.id}"]`)).toHaveTextContent(/^Menu Name$/);
    const tags = within(dialog).getByLabelText('Tags (5 Max)');
    expect(tags).toHaveAttribute('placeholder', 'click Enter after each tag');
    const description = within(dialog).getByLabelText('Menu Description');
    expect(description.tagName).toBe('TEXTAREA');
    expect(description).toHaveAttribute('rows', '4');
    expect(within(dialog).getByLabelText('Menu Price')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows the two generate helpers once a name is entered', async () => {
    setUp();
    expect(screen.queryByRole('button', { name: 'Generate Photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate Description' })).toBeNull();
    await user.type(screen.getByLabelText(/Menu Name/), 'Phở');
    expect(screen.getByRole('button', { name: 'Generate Photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Description' })).toBeInTheDocument();
  });

  it('keeps the helpers disabled, with the reason as a tooltip, when no AI provider is configured', async () => {
    setUp({ ai: false });
    await user.type(screen.getByLabelText(/Menu Name/), 'Phở');
    const button = screen.getByRole('button', { name: 'Generate Photo' });
    await waitFor(() => expect(button.parentElement).toHaveAttribute('aria-label'));
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'AI helpers are not configured on this server',
    );
  });

  it('offers the suggested tags and refuses a sixth with the specified message', async () => {
    setUp();
    const tags = screen.getByLabelText('Tags (5 Max)');
    await user.click(tags);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Vietnamese',
      'Pho',
      'Bún Bò',
      'Cơm',
      'Advs',
    ]);
    await user.click(options[0]!);
    for (const tag of ['Spicy', 'Beef', 'Soup', 'Hot']) await user.type(tags, `${tag}{Enter}`);
    expect(screen.queryByText('You have reached the maximum number of tags')).toBeNull();
    await user.type(tags, 'Sixth{Enter}');
    expect(screen.getByText('You have reached the maximum number of tags')).toBeInTheDocument();
    const chips = screen.getAllByRole('button').filter((b) => b.classList.contains('MuiChip-root'));
    expect(chips.map((c) => c.textContent)).toEqual(['Vietnamese', 'Spicy', 'Beef', 'Soup', 'Hot']);
  });

  it('refuses a file that is not an image, or too large, with a message, keeping the form', async () => {
    const { calls } = setUp();
    await user.type(screen.getByLabelText(/Menu Name/), 'Phở');
    await user.upload(fileInput(), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is not a supported image');
    await user.upload(fileInput(), png('huge.png', LIMITS.imageMaxBytes + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The image is too large: at most 8 MB');
    expect(screen.getByLabelText(/Menu Name/)).toHaveValue('Phở');
    expect(preview()).toHaveAttribute('src', '/no-photo.svg');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('previews the chosen file, then adds the item and shows the business read again', async () => {
    const { calls, client, onClose } = setUp();
    dispatch({ type: 'FETCH_BUSINESS_BY_PHONE', business: aBusiness({ _id: 'b-1' }) });
    const photo = png('pho.png');
    await user.upload(fileInput(), photo);
    expect(preview()).toHaveAttribute('src', 'blob:preview-1');
    await user.type(screen.getByLabelText(/Menu Name/), 'Phở Tái');
    for (const tag of ['Pho', 'Beef', 'Hot']) {
      await user.type(screen.getByLabelText('Tags (5 Max)'), `${tag}{Enter}`);
    }
    await user.type(screen.getByLabelText('Menu Description'), 'Rare beef.');
    await user.type(screen.getByLabelText('Menu Price'), '12.50');
    await user.click(screen.getByRole('checkbox', { name: 'Gluten-free' }));
    await user.click(screen.getByRole('radio', { name: 'Allergens stated' }));
    await user.click(screen.getByRole('checkbox', { name: 'soy' }));
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/items/b-1');
    expect(post.form).toEqual([
      ['name', 'Phở Tái'],
      ['description', 'Rare beef.'],
      ['price', '12.50'],
      ['tags[0]', 'Pho'],
      ['tags[1]', 'Beef'],
      ['tags[2]', 'Hot'],
      ['diets[0]', 'gluten-free'],
      ['allergensStated', 'true'],
      ['allergens[0]', 'soy'],
      ['topic', 'l-1'],
      ['images', expect.objectContaining({ name: 'pho.png' })],
    ]);
    // Read again after the write; the page and the managed business show the answer.
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/businesses/b-1' });
    expect(client.getQueryData(['business', 'b-1'])).toEqual(after);
    expect(sessionStore.get().business).toEqual(after);
  });

  it("shows the server's message when the item is refused, and keeps what was typed", async () => {
    const { onClose } = setUp({
      route: ({ method }) =>
        method === 'POST'
          ? { status: 403, body: { message: 'You are not allowed to do this' } }
          : undefined,
    });
    await user.type(screen.getByLabelText(/Menu Name/), 'Phở');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
    expect(screen.getByLabelText(/Menu Name/)).toHaveValue('Phở');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks Vietnamese on a Vietnamese page: title, fields, diets, allergens and its checks', async () => {
    const calls = fakeFormApi((request) =>
      request.path === '/config' ? aiConfig(false) : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    renderWithApp(
      <LocaleProvider locale="vi">
        <AddItemModal
          open
          onClose={vi.fn()}
          businessId="b-1"
          list={{ _id: 'l-1', name: 'Soups' }}
        />
      </LocaleProvider>,
      { client },
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Thêm món vào Soups' }));
    expect(dialog.getByLabelText('Tên món')).toBeRequired();
    expect(dialog.getByLabelText('Thẻ (tối đa 5)')).toHaveAttribute(
      'placeholder',
      'nhấn Enter sau mỗi thẻ',
    );
    expect(dialog.getByLabelText('Mô tả món')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Tải tệp lên' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
    const diets = within(dialog.getByRole('group', { name: 'Chế độ ăn' }));
    expect(diets.getAllByRole('checkbox').map((c) => c.textContent)).toEqual([
      'Chay',
      'Thuần chay',
      'Không gluten',
      'Không sữa',
      'Halal',
      'Kosher',
    ]);
    expect(dialog.getByRole('radio', { name: 'Chưa ghi chất gây dị ứng' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'Đã ghi chất gây dị ứng' }));
    await user.click(dialog.getByRole('checkbox', { name: 'đậu phộng' }));
    expect(dialog.getByText('Có chứa: đậu phộng')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Giá món'), 'rẻ');
    await user.click(dialog.getByRole('button', { name: 'Thêm món' }));
    expect(dialog.getByText('Vui lòng nhập tên')).toBeInTheDocument();
    expect(dialog.getByText('Vui lòng nhập giá, ví dụ 12.50')).toBeInTheDocument();
    await user.upload(fileInput(), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Tệp này không phải là ảnh được hỗ trợ');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks for a name and a price it can read before sending', async () => {
    const { calls } = setUp();
    await user.type(screen.getByLabelText('Menu Price'), 'cheap');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a price like 12.50')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("starts with no diets and 'Allergens not stated', and sends that state, not 'contains none'", async () => {
    const { calls, onClose } = setUp();
    const diets = within(screen.getByRole('group', { name: 'Diets' }));
    expect(diets.getAllByRole('checkbox').map((c) => c.textContent)).toEqual([
      'Vegetarian',
      'Vegan',
      'Gluten-free',
      'Dairy-free',
      'Halal',
      'Kosher',
    ]);
    expect(
      diets.getAllByRole('checkbox').every((c) => c.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
    expect(screen.getByRole('radio', { name: 'Allergens not stated' })).toBeChecked();
    // The checklist shows only once the allergens are stated; no tick then means none of the 14.
    expect(screen.queryByRole('checkbox', { name: 'peanuts' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Allergens stated' }));
    expect(screen.getAllByRole('group', { name: 'Contains' })[0]).toBeInTheDocument();
    expect(screen.getByText('Contains none of these 14 allergens')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'peanuts' }));
    await user.click(screen.getByRole('checkbox', { name: 'milk' }));
    expect(screen.getByText('Contains: peanuts, milk')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Allergens not stated' }));
    await user.type(screen.getByLabelText(/Menu Name/), 'Phở');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = calls.find((c) => c.method === 'POST')!.form ?? [];
    expect(form.filter(([key]) => /^(diets|allergens)/.test(key))).toEqual([
      ['allergensStated', 'false'],
    ]);
  });

  it('fills the preview and the description from the helpers, and sends the photo as image', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const { calls, onClose } = setUp({
      ai: true,
      route: async ({ path }) => {
        if (path === '/openai/image') {
          await held;
          return { body: { photo: 'AAAA' } };
        }
        if (path === '/openai/description') return { body: { description: 'Rich broth.' } };
        return undefined;
      },
    });
    await user.type(screen.getByLabelText(/Menu Name/), 'Phở');
    const photo = screen.getByRole('button', { name: 'Generate Photo' });
    await waitFor(() => expect(photo).toBeEnabled());
    await user.click(photo);
    await waitFor(() => expect(photo).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByLabelText('Generate Photo: working')).toBeInTheDocument();
    release();
    await waitFor(() => expect(preview()).toHaveAttribute('src', 'data:image/jpeg;base64,AAAA'));
    await user.click(screen.getByRole('button', { name: 'Generate Description' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Menu Description')).toHaveValue('Rich broth.'),
    );
    expect(calls.find((c) => c.path === '/openai/image')?.body).toEqual({ prompt: 'Phở' });
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = new Map(calls.find((c) => c.method === 'POST' && c.path === '/items/b-1')!.form);
    expect(form.get('image')).toBe('data:image/jpeg;base64,AAAA');
    expect(form.get('description')).toBe('Rich broth.');
    expect(form.has('images')).toBe(false);
  });

  it("shows the provider's failure instead of failing silently", async () => {
    setUp({
      ai: true,
      route: ({ path }) =>
        path === '/openai/description'
          ? { status: 502, body: { message: 'The AI provider failed: it could not be reached' } }
          : undefined,
    });
    await user.type(screen.getByLabelText(/Menu Name/), 'Phở');
    const button = screen.getByRole('button', { name: 'Generate Description' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI provider failed: it could not be reached',
    );
  });
});
