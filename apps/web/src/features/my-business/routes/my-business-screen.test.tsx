import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, aProfile } from '../../../components/testing/fixtures.ts';
import {
  fakeApi,
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { dispatch, sessionStore } from '../../../lib/session-store.ts';
import { MyBusinessGate } from './my-business-gate.tsx';
import { MyBusinessScreen } from './my-business-screen.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const editor = (id: string) => <p>Editing {id}</p>;

function renderAsAdmin() {
  const client = testQueryClient();
  signIn(client, aProfile({ role: 'admin' }));
  renderWithApp(
    <MyBusinessGate>
      <MyBusinessScreen editor={editor} />
    </MyBusinessGate>,
    { client },
  );
}

describe('MyBusinessScreen', () => {
  it('shows admins the phone lookup and Assign Business', () => {
    renderAsAdmin();
    expect(screen.getByRole('heading', { name: 'Phone Number Look up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assign Business' })).toBeInTheDocument();
  });

  it('speaks Vietnamese on a Vietnamese page', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    renderWithApp(
      <LocaleProvider locale="vi">
        <MyBusinessGate>
          <MyBusinessScreen editor={editor} />
        </MyBusinessGate>
      </LocaleProvider>,
      { client },
    );
    expect(screen.getByRole('heading', { name: 'Tra cứu số điện thoại' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nhập số')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tìm theo số điện thoại' })).toHaveTextContent('Tìm');
    expect(screen.getByRole('heading', { name: 'Giao quán' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nhập dữ liệu' })).toBeInTheDocument();
  });

  it('opens a business found or created at its own address, /my-business/{id}', () => {
    renderAsAdmin();
    act(() => dispatch({ type: 'FETCH_BUSINESS_BY_PHONE', business: aBusiness({ _id: 'b-9' }) }));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-business/b-9');
  });

  it('shows the edit form at /my-business/{id} (a reload or bookmark), and leaving it stops managing it', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    dispatch({ type: 'FETCH_BUSINESS_BY_PHONE', business: aBusiness({ _id: 'b-9' }) });
    const { unmount } = renderWithApp(
      <MyBusinessGate>
        <MyBusinessScreen editor={editor} businessId="b-9" />
      </MyBusinessGate>,
      { client, path: '/my-business/b-9' },
    );
    expect(screen.getByText('Editing b-9')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Phone Number Look up' })).toBeNull();
    unmount();
    expect(sessionStore.get().business?._id).toBeUndefined();
  });

  it('shows the look-up, not the last business, when Back returns to /my-business', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    dispatch({ type: 'FETCH_BUSINESS_BY_PHONE', business: aBusiness({ _id: 'b-9' }) });
    renderWithApp(
      <MyBusinessGate>
        <MyBusinessScreen editor={editor} />
      </MyBusinessGate>,
      { client, path: '/my-business' },
    );
    expect(screen.getByRole('heading', { name: 'Phone Number Look up' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/my-business');
    expect(screen.getByTestId('location')).not.toHaveTextContent('b-9');
  });

  it('keeps users who are not admins out', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'user' }));
    renderWithApp(
      <MyBusinessGate>
        <MyBusinessScreen editor={editor} />
      </MyBusinessGate>,
      { client },
    );
    expect(screen.getByText('Please Login As Admin to Access')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Phone Number Look up' })).toBeNull();
  });
});

describe('Assign Business', () => {
  it('assigns the business with the phone to the user with the e-mail, and says so', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/businesses/assign'
        ? { body: { message: 'Assigned Hạt Cà Phê to new@menudex.app' } }
        : undefined,
    );
    renderAsAdmin();
    await userEvent.type(screen.getByLabelText('Business Phone Number'), '4085550100');
    await userEvent.type(screen.getByLabelText('Email'), ' new@menudex.app ');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assigned Hạt Cà Phê to new@menudex.app')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { phone: '(408) 555-0100', email: 'new@menudex.app' },
    });
  });

  it("shows the server's message when it cannot", async () => {
    fakeApi(() => ({ status: 404, body: { message: 'No user with that e-mail' } }));
    renderAsAdmin();
    await userEvent.type(screen.getByLabelText('Business Phone Number'), '4085550100');
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@menudex.app');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('No user with that e-mail')).toBeInTheDocument();
  });

  it('asks for the phone number before sending anything', async () => {
    const calls = fakeApi(() => undefined);
    renderAsAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(screen.getByText('Please enter a phone number')).toBeInTheDocument(),
    );
    expect(calls).toEqual([]);
  });
});
