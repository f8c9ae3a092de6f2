import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_TEXTS } from '@menudex/contract/reports';
import { aBusiness, aList, anItem } from '../../../components/testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { ReportProblemButton } from './report-problem-button.tsx';

afterEach(() => vi.unstubAllGlobals());

const dish = anItem({ name: 'Cà phê sữa đá' });
const business = aBusiness({ _id: 'b-1', lists: [aList({ name: 'Drinks', items: [dish] })] });

describe('Report a problem', () => {
  it('sends the corrected phone with the message and confirms it clearly', async () => {
    const calls = fakeApi((r) =>
      r.method === 'POST' && r.path === '/reports'
        ? { status: 201, body: { report: { _id: 'r-1', status: 'open' } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<ReportProblemButton business={business} />);
    await user.click(screen.getByRole('button', { name: REPORT_TEXTS.reportButton }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_TEXTS.dialogTitle });
    expect(dialog).toBeVisible();
    await user.type(screen.getByLabelText(/What is wrong/), 'The number is a dentist');
    await user.type(screen.getByLabelText('Phone'), '408 555 0199');
    await user.type(screen.getByLabelText('Your e-mail (optional)'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REPORT_TEXTS.sentWithEmail);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      target: { kind: 'business', id: 'b-1' },
      reason: 'wrong-info',
      message: 'The number is a dentist',
      email: 'me@example.com',
      suggestion: { phone: '408 555 0199' },
    });
  });

  it('reports a dish without corrected business fields, and shows the server’s refusal', async () => {
    const calls = fakeApi((r) =>
      r.method === 'POST' ? { status: 429, body: { message: REPORT_TEXTS.tooMany } } : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<ReportProblemButton business={business} />);
    await user.click(screen.getByRole('button', { name: REPORT_TEXTS.reportButton }));
    await user.selectOptions(await screen.findByLabelText('What is it about?'), dish._id);
    expect(screen.queryByLabelText('Phone')).toBeNull();
    expect(screen.queryByLabelText('Closed for good')).toBeNull();
    await user.click(screen.getByLabelText('Illegal content'));
    await user.type(screen.getByLabelText(/What is wrong/), 'Copied photo');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_TEXTS.tooMany)).toBeVisible();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        target: { kind: 'item', id: dish._id },
        reason: 'illegal',
        message: 'Copied photo',
      }),
    );
  });
});

describe('Report a problem on a Vietnamese page', () => {
  it('asks in Vietnamese and confirms in Vietnamese', async () => {
    fakeApi((r) =>
      r.method === 'POST' && r.path === '/reports'
        ? { status: 201, body: { report: { _id: 'r-2', status: 'open' } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(
      <LocaleProvider locale="vi">
        <ReportProblemButton business={business} />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Báo cáo sự cố' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Báo cáo sự cố hoặc đề xuất chỉnh sửa',
    });
    expect(dialog).toBeVisible();
    expect(screen.getByLabelText('Báo cáo về điều gì?')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Hạt Cà Phê' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Lý do' })).toBeInTheDocument();
    expect(screen.getByLabelText('Thông tin sai')).toBeChecked();
    expect(screen.getByLabelText('Số điện thoại')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Có gì sai/), 'Sai số điện thoại');
    await user.click(screen.getByRole('button', { name: 'Gửi báo cáo' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cảm ơn bạn: báo cáo đã được gửi. Người kiểm duyệt sẽ xem xét.',
    );
    // The dialog's own Close, under the confirmation (its corner has another).
    expect(screen.getAllByRole('button', { name: 'Đóng' }).at(-1)).toHaveClass(
      'MuiButton-contained',
    );
  });
});

describe('the report button', () => {
  it("says the contract's text (kept in the button so no schema comes with the page)", async () => {
    const { EN_MESSAGES } = await import('@menudex/contract/i18n/messages-en');
    expect(EN_MESSAGES['business.report']).toBe(REPORT_TEXTS.reportButton);
  });
});
