// The business page with the owner tools composed in (what /businesses/{id}, /my-business and
// /profile show): the Editing/Previewing toggle, Save, the pickers, the inputs and Add New List.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '@menudex/contract/entities';
import {
  aBusiness,
  aBusinessSummary,
  anItem,
  aList,
  aProfile,
} from '../../components/testing/fixtures.ts';
import {
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../components/testing/render.tsx';
import {
  aiConfig,
  fakeFormApi,
  png,
  stubObjectUrls,
  type SeenRequest,
} from '../../features/my-business/testing/form-api.ts';
import { LocaleProvider } from '../../lib/i18n.tsx';
import { sessionStore } from '../../lib/session-store.ts';
import { LEAVE_MESSAGE } from '../../lib/unsaved-changes.ts';
import { BusinessRoute } from './business.tsx';
import { ProfileRoute } from './profile.tsx';
import { clickEditing } from '../../components/testing/click-editing.ts';

const user = userEvent.setup({ applyAccept: false });

// The edit mode is a lazy chunk: load it once up front so each test finds it without waiting.
beforeAll(async () => {
  await import('../../features/my-business/components/business-edit-mode.tsx');
  await import('./managed-business.tsx');
});
beforeEach(() => stubObjectUrls());
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

function serve(business: Business, route?: (r: SeenRequest) => Answer | undefined) {
  return fakeFormApi(async (request) => {
    if (request.path === '/config') return aiConfig(false);
    const answer = await route?.(request);
    if (answer) return answer;
    if (request.path === `/businesses/${business._id}` && request.method === 'GET')
      return { body: { business } };
    // The feedback program's panels, shown to owners below the page (not under test here).
    if (request.path === `/feedback/${business._id}/summary`)
      return { body: { count: 0, heldOut: 0, averages: [], latest: [] } };
    if (request.path === `/businesses/${business._id}/qr`) return { body: '<svg/>' };
    return { status: 404, body: { message: 'Not found' } };
  });
}

function renderPage(business: Business, route?: (r: SeenRequest) => Answer | undefined) {
  const calls = serve(business, route);
  const client = testQueryClient();
  signIn(client, aProfile({ role: 'admin' }));
  renderWithApp(<BusinessRoute />, {
    client,
    path: `/businesses/${business._id}`,
    route: '/businesses/:id',
  });
  return { calls, client };
}

/** Alerts of the business page itself (the feedback panels below it have their own). */
const pageAlert = () => within(screen.getByTestId('business-page')).getByRole('alert');
const findPageAlert = () => within(screen.getByTestId('business-page')).findByRole('alert');
const noPageAlert = () => within(screen.getByTestId('business-page')).queryByRole('alert');

const editable = (overrides: Partial<Business> = {}) =>
  aBusiness({
    _id: 'b-1',
    name: 'Hạt Cà Phê',
    canEdit: true,
    lists: [
      aList({
        _id: 'l-1',
        name: 'Coffee',
        items: [anItem({ name: 'Cà Phê Sữa Đá', canEdit: true })],
      }),
    ],
    ...overrides,
  });

/** The page, then its lazily loaded edit mode: slower than a second on a busy machine. */
const slow = { timeout: 5000 };

async function startEditing() {
  await clickEditing(user);
  return screen.getByTestId('business-details-editor');
}

describe('business page edit mode', { timeout: 15_000 }, () => {
  it('shows no edit controls to people who may not edit the business', async () => {
    renderPage(editable({ canEdit: false }));
    await screen.findByRole('heading', { level: 1, name: 'Hạt Cà Phê' }, slow);
    expect(screen.queryByRole('button', { name: 'Editing' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('opens in Previewing; Editing shows the pickers, the inputs and the list and item buttons', async () => {
    renderPage(editable());
    const previewing = await screen.findByRole('button', { name: 'Previewing' }, slow);
    expect(previewing).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Upload File')).toBeNull();
    expect(screen.getByTestId('save-business')).toBeDisabled();

    await startEditing();
    expect(screen.getByText('Upload File')).toBeInTheDocument();
    expect(screen.getByLabelText('Change logo')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('Hạt Cà Phê');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(408) 555-0100');
    for (const placeholder of [
      'Address Line 1',
      'Address Line 2',
      'City',
      'State',
      'Zip Code',
      'Country',
    ]) {
      expect(screen.getByPlaceholderText(placeholder)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Add Item to Coffee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New List' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Cà Phê Sữa Đá' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Cà Phê Sữa Đá' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previewing' }));
    expect(screen.queryByText('Upload File')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New List' })).toBeNull();
  });

  it('shows the Address heading in edit mode only once a part of the address is filled', async () => {
    const empty = editable();
    empty.location = {
      address1: '',
      address2: '',
      address3: '',
      city: '',
      state: '',
      zipCode: '',
      country: '',
      lat: null,
      lng: null,
      displayAddress: ['', '', '', ''],
    };
    renderPage(empty);
    await startEditing();
    expect(screen.queryByRole('heading', { name: 'Address' })).toBeNull();
    await user.type(screen.getByPlaceholderText('City'), 'San Jose');
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
  });

  it('saves only what changed, shows progress and then the saved state, and shows the answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const saved = editable({ name: 'Hạt Cà Phê Mới' });
    saved.location = { ...saved.location, city: 'Oakland' };
    const { calls } = renderPage(editable(), ({ method }) =>
      method === 'PUT' ? held.then(() => ({ body: { business: saved } })) : undefined,
    );
    await startEditing();
    await user.clear(screen.getByLabelText('Business name'));
    await user.type(screen.getByLabelText('Business name'), 'Hạt Cà Phê Mới');
    await user.clear(screen.getByPlaceholderText('City'));
    await user.type(screen.getByPlaceholderText('City'), 'Oakland');
    const save = screen.getByTestId('save-business');
    expect(save).toHaveTextContent('Save');
    await user.click(save);
    await waitFor(() => expect(save).toHaveTextContent('Saving…'));
    expect(save).toBeDisabled();
    act(() => release());
    await waitFor(() => expect(save).toHaveTextContent('Saved'));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/businesses/b-1',
      form: [
        ['name', 'Hạt Cà Phê Mới'],
        ['location[city]', 'Oakland'],
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Previewing' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Hạt Cà Phê Mới' })).toBeInTheDocument();
  });

  it('asks before unsaved edits are lost: a link, Back, or closing the tab', async () => {
    renderPage(editable());
    await startEditing();
    const beforeEdit = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(beforeEdit);
    expect(beforeEdit.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Business description'), ' Open late.');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    // A link elsewhere in the app (here an item's tag chip), refused: the page and edits stay.
    await user.click(screen.getAllByRole('link', { name: 'Vietnamese' })[0]!);
    expect(confirm).toHaveBeenLastCalledWith(LEAVE_MESSAGE);
    expect(screen.getByTestId('location')).toHaveTextContent('/businesses/b-1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Business description')).toHaveValue(
      'Small-batch Vietnamese coffee. Open late.',
    );
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    // Agreed: the link is followed.
    confirm.mockReturnValue(true);
    await user.click(screen.getAllByRole('link', { name: 'Vietnamese' })[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/search?input=Vietnamese'),
    );
    confirm.mockRestore();
  });

  it('shows a failed save and keeps the edits', async () => {
    renderPage(editable(), ({ method }) =>
      method === 'PUT'
        ? { status: 400, body: { message: 'Please enter a valid phone number' } }
        : undefined,
    );
    await startEditing();
    await user.type(screen.getByLabelText('Business description'), ' Open late.');
    await user.click(screen.getByTestId('save-business'));
    expect(await findPageAlert()).toHaveTextContent('Please enter a valid phone number');
    expect(screen.getByLabelText('Business description')).toHaveValue(
      'Small-batch Vietnamese coffee. Open late.',
    );
    expect(screen.getByTestId('save-business')).toBeEnabled();
  });

  it('previews a chosen cover before saving, refuses a file that is not an image, and sends the cover', async () => {
    const { calls } = renderPage(editable(), ({ method }) =>
      method === 'PUT'
        ? { body: { business: editable({ coverPhoto: 'media/cc/new.webp' }) } }
        : undefined,
    );
    await startEditing();
    const cover = () => within(screen.getByTestId('business-cover')).getByRole('img');
    const input = document.querySelector<HTMLInputElement>('input[name="coverPhoto"]')!;
    await user.upload(input, new File(['x'], 'cover.txt', { type: 'text/plain' }));
    expect(pageAlert()).toHaveTextContent('The file is not a supported image');
    expect(cover()).toHaveAttribute('src', '/media/bb/cover.webp');
    await user.upload(input, png('cover.png'));
    expect(cover()).toHaveAttribute('src', 'blob:preview-1');
    expect(noPageAlert()).toBeNull();
    await user.click(screen.getByTestId('save-business'));
    await waitFor(() => expect(cover()).toHaveAttribute('src', '/media/cc/new.webp'));
    const form = calls.find((c) => c.method === 'PUT')!.form!;
    expect(form.map(([key]) => key)).toEqual(['coverPhoto']);
  });

  it('adds a new list and shows the business answered', async () => {
    const withList = editable();
    withList.lists = [...withList.lists, aList({ _id: 'l-2', name: 'Pastries' })];
    const { calls } = renderPage(editable(), ({ method, path }) =>
      method === 'POST' && path === '/businesses/b-1/lists'
        ? { status: 201, body: { business: withList } }
        : undefined,
    );
    await startEditing();
    await user.click(screen.getByRole('button', { name: 'Add New List' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New List' });
    await user.type(within(dialog).getByLabelText('List Name'), 'Pastries');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pastries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item to Pastries' })).toBeInTheDocument();
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/businesses/b-1/lists')?.body,
    ).toEqual({
      name: 'Pastries',
    });
  });

  it('adds a list with its name in Vietnamese', async () => {
    const { calls } = renderPage(editable(), ({ method, path }) =>
      method === 'POST' && path === '/businesses/b-1/lists'
        ? { status: 201, body: { business: editable() } }
        : undefined,
    );
    await startEditing();
    await user.click(screen.getByRole('button', { name: 'Add New List' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New List' });
    await user.type(within(dialog).getByLabelText('List Name'), 'Pastries');
    await user.type(within(dialog).getByLabelText('Vietnamese name'), 'Bánh ngọt');
    // A list has a name only.
    expect(within(dialog).queryByLabelText('Vietnamese description')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/businesses/b-1/lists')?.body,
    ).toEqual({ name: 'Pastries', translations: { vi: { name: 'Bánh ngọt' } } });
  });

  it("saves the business's Vietnamese name and description with Save", async () => {
    const saved = editable({ translations: { vi: { name: 'Quán Hạt Cà Phê' } } });
    const { calls } = renderPage(editable(), ({ method }) =>
      method === 'PUT' ? { body: { business: saved } } : undefined,
    );
    const details = within(await startEditing());
    await user.type(details.getByLabelText('Vietnamese name'), 'Quán Hạt Cà Phê');
    await user.click(screen.getByTestId('save-business'));
    await waitFor(() => expect(screen.getByTestId('save-business')).toHaveTextContent('Saved'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/businesses/b-1',
      form: [['translations[vi][name]', 'Quán Hạt Cà Phê']],
    });
    expect(details.getByLabelText('Vietnamese name')).toHaveValue('Quán Hạt Cà Phê');
  });
});

describe('edit mode on a Vietnamese page', { timeout: 15_000 }, () => {
  it('speaks Vietnamese and edits the originals, with the translations beside them', async () => {
    const original = editable({
      description: 'Coffee roasted daily.',
      translations: { vi: { name: 'Quán Hạt Cà Phê', description: 'Cà phê rang mỗi ngày.' } },
    });
    // The page's read in Vietnamese answers the translated texts in place of the originals.
    const translated: Business = {
      ...original,
      name: 'Quán Hạt Cà Phê',
      description: 'Cà phê rang mỗi ngày.',
      lang: 'vi',
    };
    const calls = serve(original, ({ method, path }) =>
      method === 'GET' && path === '/businesses/b-1?lang=vi'
        ? { body: { business: translated } }
        : undefined,
    );
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    renderWithApp(
      <LocaleProvider locale="vi">
        <BusinessRoute />
      </LocaleProvider>,
      { client, path: '/businesses/b-1', route: '/businesses/:id' },
    );
    // Previewing shows the page's own read, in Vietnamese.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quán Hạt Cà Phê' }, slow),
    ).toBeInTheDocument();
    const editing = await screen.findByRole('button', { name: 'Chỉnh sửa' }, slow);
    await waitFor(() => expect(editing).toBeEnabled(), slow);
    await user.click(editing);
    const details = within(screen.getByTestId('business-details-editor'));
    expect(details.getByLabelText('Tên quán')).toHaveValue('Hạt Cà Phê');
    expect(details.getByLabelText('Mô tả quán')).toHaveValue('Coffee roasted daily.');
    expect(details.getByLabelText('Tên tiếng Việt')).toHaveValue('Quán Hạt Cà Phê');
    expect(details.getByLabelText('Mô tả tiếng Việt')).toHaveValue('Cà phê rang mỗi ngày.');
    expect(screen.getByTestId('save-business')).toHaveTextContent('Lưu');
    expect(screen.getByRole('button', { name: 'Thêm món vào Coffee' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/businesses/b-1')).map((c) => c.path)).toEqual(
      expect.arrayContaining(['/businesses/b-1?lang=vi', '/businesses/b-1']),
    );
  });
});

describe('the feedback program switch below the page', { timeout: 15_000 }, () => {
  const programSwitch = () => screen.findByRole('switch', { name: 'Feedback program' }, slow);

  it('lets an admin switch the program on, keeping unsaved edits of the page', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const { calls } = renderPage(editable({ feedbackEnabled: false }), ({ method }) =>
      method === 'PUT'
        ? held.then(() => ({ body: { business: editable({ feedbackEnabled: true }) } }))
        : undefined,
    );
    await startEditing();
    await user.type(screen.getByLabelText('Business description'), ' Open late.');
    const toggle = await programSwitch();
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/Off: only admins see the Feedback button/)).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    act(() => release());
    expect(await screen.findByText(/On: customers see the Feedback button/)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(calls.filter((c) => c.method === 'PUT')).toMatchObject([
      { path: '/businesses/b-1', form: [['feedbackEnabled', 'true']] },
    ]);
    // The page's own edits were not sent and are still there to save.
    expect(screen.getByLabelText('Business description')).toHaveValue(
      'Small-batch Vietnamese coffee. Open late.',
    );
    expect(screen.getByTestId('save-business')).toBeEnabled();
  });

  it('shows a refused switch and leaves the program as it was', async () => {
    renderPage(editable({ feedbackEnabled: true }), ({ method }) =>
      method === 'PUT'
        ? { status: 403, body: { message: 'Only an admin can switch the feedback program' } }
        : undefined,
    );
    const toggle = await programSwitch();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText('Only an admin can switch the feedback program'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('shows owners a note instead of the switch', async () => {
    serve(editable({ feedbackEnabled: false }));
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'user' }));
    renderWithApp(<BusinessRoute />, { client, path: '/businesses/b-1', route: '/businesses/:id' });
    expect(
      await screen.findByText(/The feedback program is off for this business/, undefined, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Feedback program' })).toBeNull();
  });
});

describe('/profile with the owner tools', { timeout: 15_000 }, () => {
  it('opens one of My Businesses by phone in the edit form; Back returns to the profile', async () => {
    const mine = editable({ phone: '4085550100' });
    const profile = aProfile({ businessesOwn: [aBusinessSummary({ ...mine })] });
    const calls = serve(mine, ({ path }) =>
      path === '/businesses/phone/4085550100'
        ? { body: { business: [mine] } }
        : path === '/user/profile'
          ? { body: profile }
          : undefined,
    );
    const client = testQueryClient();
    signIn(client, profile);
    renderWithApp(<ProfileRoute />, { client, path: '/profile' });
    await user.click(within(screen.getByTestId('my-businesses')).getByRole('button'));
    expect(await screen.findByTestId('business-details-editor', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editing' })).toHaveAttribute('aria-pressed', 'true');
    expect(sessionStore.get().business?._id).toBe('b-1');
    expect(calls.some((c) => c.path === '/businesses/phone/4085550100')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(sessionStore.get().business).toBeNull();
    expect(screen.getByRole('heading', { name: 'My Businesses' })).toBeInTheDocument();
  });
});
