import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, anItem, aList, aProfile } from '../../../components/testing/fixtures.ts';
import {
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import {
  aiConfig,
  fakeFormApi,
  png,
  stubObjectUrls,
  type SeenRequest,
} from '../testing/form-api.ts';
import { LIMITS } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { ItemActions } from './item-actions.tsx';
import { ItemView } from './item-edit-form.tsx';

const user = userEvent.setup({ applyAccept: false });

beforeEach(() => stubObjectUrls());
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const item = anItem({
  _id: 'i-1',
  name: 'Phở Tái',
  price: 14.5,
  description: 'Rare beef.',
  businessId: 'b-1',
  canEdit: true,
});
const refreshed = aBusiness({ _id: 'b-1', lists: [aList({ items: [] })] });

function setUp(
  options: {
    ai?: boolean;
    route?: (r: SeenRequest) => { status?: number; body?: unknown } | undefined;
    item?: Item;
  } = {},
) {
  const shown = options.item ?? item;
  const calls = fakeFormApi((request) => {
    if (request.path === '/config') return aiConfig(options.ai ?? false);
    const answer = options.route?.(request);
    if (answer) return answer;
    if (request.path === '/items/i-1' && request.method === 'PUT') return { body: { item } };
    if (request.path === '/items/i-1' && request.method === 'DELETE') return { status: 204 };
    if (request.path === '/businesses/b-1') return { body: { business: refreshed } };
    return undefined;
  });
  const client = testQueryClient();
  signIn(client, aProfile({ role: 'admin' }));
  renderWithApp(<ItemActions item={shown} businessId="b-1" />, { client });
  return { calls, client };
}

async function openEditForm() {
  await user.click(screen.getByRole('button', { name: 'Edit Phở Tái' }));
  return screen.getByRole('dialog', { name: 'Edit Phở Tái' });
}

describe('item edit form', () => {
  it('opens with the item, a Description of at least 4 rows, and sends only the changed price', async () => {
    const { calls, client } = setUp();
    const form = await openEditForm();
    const description = within(form).getByLabelText('Description');
    expect(description).toHaveValue('Rare beef.');
    expect(description.tagName).toBe('TEXTAREA');
    // Its 4-row minimum height is measured by the browser journey (jsdom has no layout).
    const price = within(form).getByLabelText('Price');
    expect(price).toHaveValue('14.50');
    await user.clear(price);
    await user.type(price, '13.75');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/items/i-1',
      form: [['price', '13.75']],
    });
    // Then the business is read again.
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/businesses/b-1' });
    expect(client.getQueryData(['business', 'b-1'])).toEqual(refreshed);
  });

  it('keeps Generate Photo and Generate Description disabled, saying why, with no AI provider', async () => {
    setUp({ ai: false });
    const form = await openEditForm();
    for (const name of ['Generate Photo', 'Generate Description']) {
      const button = within(form).getByRole('button', { name });
      expect(button).toBeDisabled();
      await waitFor(() =>
        expect(button.parentElement).toHaveAttribute(
          'aria-label',
          'AI helpers are not configured on this server',
        ),
      );
    }
  });

  it('drafts the photo and the description when an AI provider is configured', async () => {
    const { calls } = setUp({
      ai: true,
      route: ({ path }) =>
        path === '/openai/image'
          ? { body: { photo: 'BBBB' } }
          : path === '/openai/description'
            ? { body: { description: 'Drafted.' } }
            : undefined,
    });
    const form = await openEditForm();
    const photo = within(form).getByRole('button', { name: 'Generate Photo' });
    await waitFor(() => expect(photo).toBeEnabled());
    await user.click(photo);
    await waitFor(() =>
      expect(within(form).getByTestId('image-preview')).toHaveAttribute(
        'src',
        'data:image/jpeg;base64,BBBB',
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Generate Description' }));
    await waitFor(() => expect(within(form).getByLabelText('Description')).toHaveValue('Drafted.'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.form).toEqual([
      ['description', 'Drafted.'],
      ['image', 'data:image/jpeg;base64,BBBB'],
    ]);
  });

  it('shows the saved Vietnamese name and sends only the changed translation, an emptied one as empty', async () => {
    const translated = {
      ...item,
      translations: { vi: { name: 'Phở tái', description: 'Bò tái.' } },
    };
    const { calls } = setUp({ item: translated });
    const form = await openEditForm();
    const fields = within(within(form).getByRole('group', { name: 'In Vietnamese' }));
    expect(fields.getByLabelText('Vietnamese name')).toHaveValue('Phở tái');
    expect(fields.getByLabelText('Vietnamese description')).toHaveValue('Bò tái.');
    await user.clear(fields.getByLabelText('Vietnamese name'));
    await user.type(fields.getByLabelText('Vietnamese name'), 'Phở bò tái');
    await user.clear(fields.getByLabelText('Vietnamese description'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.form).toEqual([
      ['translations[vi][name]', 'Phở bò tái'],
      ['translations[vi][description]', ''],
    ]);
  });

  it('says when a Vietnamese text is over its limit and sends nothing until it fits', async () => {
    const { calls } = setUp();
    const form = await openEditForm();
    const name = within(form).getByLabelText('Vietnamese name');
    await user.click(name);
    await user.paste('x'.repeat(LIMITS.nameMaxLength + 1));
    expect(within(form).getByText('At most 120 characters (121 now)')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('drafts the Vietnamese texts with AI from the originals, for the owner to check and save', async () => {
    const { calls } = setUp({
      ai: true,
      route: ({ path }) =>
        path === '/openai/translation'
          ? { body: { name: 'Phở tái', description: 'Thịt bò tái.' } }
          : undefined,
    });
    const form = await openEditForm();
    const draft = within(form).getByRole('button', { name: 'Draft with AI' });
    await waitFor(() => expect(draft).toBeEnabled());
    await user.click(draft);
    await waitFor(() =>
      expect(within(form).getByLabelText('Vietnamese name')).toHaveValue('Phở tái'),
    );
    expect(within(form).getByLabelText('Vietnamese description')).toHaveValue('Thịt bò tái.');
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Drafted by AI: check it, then save.',
    );
    expect(calls.find((c) => c.path === '/openai/translation')?.body).toEqual({
      to: 'vi',
      name: 'Phở Tái',
      description: 'Rare beef.',
    });
    // Drafted is not saved: only Save sends it.
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.form).toEqual([
      ['translations[vi][name]', 'Phở tái'],
      ['translations[vi][description]', 'Thịt bò tái.'],
    ]);
  });

  it('keeps Draft with AI disabled, saying why, with no AI provider', async () => {
    setUp({ ai: false });
    const form = await openEditForm();
    const draft = within(form).getByRole('button', { name: 'Draft with AI' });
    await waitFor(() => expect(draft.parentElement).toHaveAttribute('aria-label'));
    expect(draft).toBeDisabled();
    expect(draft.parentElement).toHaveAttribute(
      'aria-label',
      'AI helpers are not configured on this server',
    );
  });

  it('refuses a file that is not an image and keeps the edits; a good one goes as images', async () => {
    const { calls } = setUp();
    const form = await openEditForm();
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'Phở Chín');
    const input = form.querySelector<HTMLInputElement>('input[name="images"]')!;
    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The file is not a supported image');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Phở Chín');
    await user.upload(input, png('new.png'));
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.form).toEqual([
      ['name', 'Phở Chín'],
      ['images', expect.objectContaining({ name: 'new.png' })],
    ]);
  });

  it("shows the server's message when the save fails and keeps the form open", async () => {
    setUp({
      route: ({ method }) =>
        method === 'PUT'
          ? { status: 400, body: { message: 'price: Please enter a price like 12.50' } }
          : undefined,
    });
    const form = await openEditForm();
    await user.type(within(form).getByLabelText('Description'), ' More.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'price: Please enter a price like 12.50',
    );
    expect(within(form).getByLabelText('Description')).toHaveValue('Rare beef. More.');
  });
});

describe('diets, allergens and sold out', () => {
  it('opens with the saved diets and allergens and sends only what changed in them', async () => {
    const { calls } = setUp({ item: { ...item, diets: ['vegan'], allergens: ['milk'] } });
    const form = await openEditForm();
    expect(within(form).getByRole('checkbox', { name: 'Vegan' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(form).getByRole('radio', { name: 'Allergens stated' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'milk' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'milk' }));
    await user.click(within(form).getByRole('checkbox', { name: 'peanuts' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.form).toEqual([
      ['allergensStated', 'true'],
      ['allergens[0]', 'peanuts'],
    ]);
  });

  it("takes the allergens back to 'not stated' with allergensStated=false", async () => {
    const { calls } = setUp({ item: { ...item, allergens: [] } });
    const form = await openEditForm();
    expect(within(form).getByText('Contains none of these 14 allergens')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Allergens not stated' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.form).toEqual([['allergensStated', 'false']]);
  });

  it('marks the item sold out today in one tap, then shows the business read again', async () => {
    const { calls, client } = setUp();
    const button = screen.getByRole('button', { name: 'Sold out today' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(client.getQueryData(['business', 'b-1'])).toEqual(refreshed));
    expect(calls.filter((c) => c.path !== '/config')).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/items/i-1', form: [['soldOut', 'true']] }),
      expect.objectContaining({ method: 'GET', path: '/businesses/b-1' }),
    ]);
  });

  it('puts a sold-out item back on sale in one tap, and says so when that fails', async () => {
    const { calls } = setUp({
      item: { ...item, soldOut: true },
      route: ({ method }) =>
        method === 'PUT'
          ? { status: 403, body: { message: 'You may not edit this item' } }
          : undefined,
    });
    const button = screen.getByRole('button', { name: 'Sold out today' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not edit this item');
    expect(calls.find((c) => c.method === 'PUT')?.form).toEqual([['soldOut', 'false']]);
  });
});

describe('delete', () => {
  it('asks for confirmation first, and Cancel deletes nothing', async () => {
    const { calls } = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete Phở Tái' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this item?' });
    expect(within(confirm).getByText('Rare beef.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('deletes on confirmation, then reads the business again', async () => {
    const { calls, client } = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete Phở Tái' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this item?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.getQueryData(['business', 'b-1'])).toEqual(refreshed));
    expect(calls.filter((c) => c.method !== 'GET' || c.path !== '/config')).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/items/i-1' }),
      expect.objectContaining({ method: 'GET', path: '/businesses/b-1' }),
    ]);
  });
});

describe('item edit form, view mode', () => {
  it('shows the description in a bordered box only when there is one', () => {
    const { unmount } = renderWithApp(<ItemView item={item} />);
    expect(screen.getByTestId('item-description-box')).toHaveTextContent('Rare beef.');
    // The price as the cards write it, in the install's currency.
    expect(screen.getByText('$14.50')).toBeInTheDocument();
    unmount();
    renderWithApp(<ItemView item={{ ...item, description: '' }} />);
    expect(screen.queryByTestId('item-description-box')).toBeNull();
  });
});
