import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { ClaimDialog } from './claim-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the claim dialog on a Vietnamese page', () => {
  it('names the business, says what happens next and sends the message, in Vietnamese', async () => {
    const calls = fakeApi((r) =>
      r.method === 'POST' && r.path === '/businesses/b-1/claims'
        ? { status: 400, body: { message: 'refused' } }
        : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <LocaleProvider locale="vi">
        <ClaimDialog business={{ _id: 'b-1', name: 'Phở Hòa' }} open onClose={onClose} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Nhận quản lý Phở Hòa' })).toBeVisible();
    expect(screen.getByText(/^Nếu quán có địa chỉ email trên Menudex/)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Bạn có quan hệ thế nào với quán? (không bắt buộc)'),
      'Tôi là chủ quán',
    );
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('refused')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Tôi là chủ quán' });
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says "this business" in Vietnamese for a business without a name', () => {
    fakeApi(() => undefined);
    renderWithApp(
      <LocaleProvider locale="vi">
        <ClaimDialog business={{ _id: 'b-2', name: '' }} open onClose={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Nhận quản lý quán này' })).toBeVisible();
  });
});
