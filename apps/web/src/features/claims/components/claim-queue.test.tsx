// The admin's claims queue and the list of stale listings, in English and in Vietnamese: who claims
// which business, the decision sent with its note, and when each stale listing was last confirmed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Claim } from '@menudex/contract/claims';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { ClaimQueue } from './claim-queue.tsx';

afterEach(() => vi.unstubAllGlobals());

const claim: Claim = {
  _id: 'c-1',
  status: 'pending',
  businessId: 'b-1',
  businessName: 'Phở Hòa',
  userId: 'u-1',
  userName: 'Lan Nguyễn',
  message: 'I own it since 2019',
  via: 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  note: '',
};

const serve = (claims: Claim[]) =>
  fakeApi((r) => {
    if (r.path === '/claims?status=pending') return { body: { claims } };
    if (r.method === 'POST' && r.path === '/claims/c-1/resolve')
      return { body: { claim: { ...claim, status: 'approved' } } };
    return undefined;
  });

describe('ClaimQueue', () => {
  it('shows who claims which business and approves with the note', async () => {
    const calls = serve([claim]);
    const user = userEvent.setup();
    renderWithApp(<ClaimQueue />);
    expect(await screen.findByText(/Lan Nguyễn/)).toBeInTheDocument();
    expect(screen.getByText(/Lan Nguyễn/).closest('p')).toHaveTextContent(
      'Lan Nguyễn claims Phở Hòa',
    );
    expect(screen.getByText('“I own it since 2019”')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note to them (optional)'), 'Welcome');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        action: 'approve',
        note: 'Welcome',
      }),
    );
  });

  it('speaks Vietnamese on a Vietnamese page, the empty queue too', async () => {
    serve([claim]);
    const { unmount } = renderWithApp(
      <LocaleProvider locale="vi">
        <ClaimQueue />
      </LocaleProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Yêu cầu nhận quán đang chờ duyệt' }),
    ).toBeInTheDocument();
    expect((await screen.findByText(/Lan Nguyễn/)).closest('p')).toHaveTextContent(
      'Lan Nguyễn yêu cầu nhận Phở Hòa',
    );
    expect(screen.getByLabelText('Ghi chú gửi người yêu cầu (không bắt buộc)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Chấp thuận' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Từ chối' })).toBeEnabled();
    unmount();

    serve([]);
    renderWithApp(
      <LocaleProvider locale="vi">
        <ClaimQueue />
      </LocaleProvider>,
    );
    expect(await screen.findByText('Không có yêu cầu nào đang chờ.')).toBeVisible();
  });
});
