import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '@menudex/contract/reports';
import { aBusiness } from '../../../components/testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { ReportQueue } from './report-queue.tsx';

afterEach(() => vi.unstubAllGlobals());

const business = aBusiness({ _id: 'b-1', name: 'Phở Hà Nội', displayPhone: '(408) 555-0100' });
const open: Report = {
  _id: 'r-1',
  status: 'open',
  target: { kind: 'business', id: 'b-1' },
  reason: 'wrong-info',
  message: '<script>alert(1)</script> wrong number',
  suggestion: { phone: '4085550199' },
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  note: '',
};

/** A business with weekly hours, and a report saying it is closed for now. */
const withHours = aBusiness({
  _id: 'b-2',
  name: 'Bún Chả Hương',
  hours: {
    timeZone: 'Asia/Ho_Chi_Minh',
    weekly: [
      { day: 'mon', opens: '17:00', closes: '22:00' },
      { day: 'mon', opens: '11:00', closes: '14:00' },
      { day: 'tue', opens: '00:00', closes: '24:00' },
    ],
    special: [],
    temporarilyClosed: false,
    reopensOn: null,
  },
});
const closedReport: Report = {
  ...open,
  _id: 'r-2',
  target: { kind: 'business', id: 'b-2' },
  reason: 'closed',
  message: 'Shut for renovation',
  suggestion: {
    hours: {
      weekly: [],
      special: [],
      temporarilyClosed: true,
      reopensOn: null,
    },
  },
};

function answerHoursReport() {
  return fakeApi((r) => {
    if (r.path === '/reports?status=open') return { body: { reports: [closedReport] } };
    if (r.path === '/businesses/b-2') return { body: { business: withHours } };
    return undefined;
  });
}

describe('ReportQueue', () => {
  it('shows the suggested phone beside the current one, the message as text, and accepts with a note', async () => {
    const calls = fakeApi((r) => {
      if (r.path === '/reports?status=open') return { body: { reports: [open] } };
      if (r.path === '/businesses/b-1') return { body: { business } };
      if (r.path === '/reports/r-1/resolve')
        return { body: { report: { ...open, status: 'accepted', note: 'ok' } } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<ReportQueue />);
    // The card is named once the business (its current values) has arrived.
    const card = await screen.findByRole('article', { name: 'Phở Hà Nội' }, { timeout: 5000 });
    expect(within(card).getByText('<script>alert(1)</script> wrong number')).toBeVisible();
    const row = within(card).getByRole('row', { name: /Phone/ });
    expect(row).toHaveTextContent('(408) 555-0100');
    expect(row).toHaveTextContent('(408) 555-0199');
    await user.type(within(card).getByLabelText(/Note/), 'ok');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/reports/r-1/resolve')?.body).toEqual({
        action: 'accept',
        note: 'ok',
      }),
    );
  });

  it('writes the current and the suggested hours in English, the days named in full', async () => {
    answerHoursReport();
    renderWithApp(<ReportQueue />);
    const card = await screen.findByRole('article', { name: 'Bún Chả Hương' }, { timeout: 5000 });
    const row = within(card).getByRole('row', { name: /Hours/ });
    const [current, suggested] = within(row).getAllByRole('cell');
    expect(current).toHaveTextContent(/^Monday 11:00–14:00, 17:00–22:00; Tuesday Open 24 hours$/);
    expect(suggested).toHaveTextContent(/^Closed \(no weekly hours\)$/);
  });

  it('filters by status and says when there is nothing', async () => {
    fakeApi((r) => {
      if (r.path === '/reports?status=open') return { body: { reports: [] } };
      if (r.path === '/reports?status=rejected')
        return {
          body: {
            reports: [
              {
                ...open,
                status: 'rejected',
                note: 'Sign says otherwise',
                resolvedAt: open.createdAt,
              },
            ],
          },
        };
      if (r.path === '/businesses/b-1') return { body: { business } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<ReportQueue />);
    expect(await screen.findByText('No reports here.')).toBeVisible();
    expect(screen.getByTestId('empty-state')).toHaveTextContent(/Nothing waits for a decision/);
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText(/Sign says otherwise/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

describe('ReportQueue in Vietnamese', () => {
  it('names the reason, the fields and the actions in Vietnamese', async () => {
    fakeApi((r) => {
      if (r.path === '/reports?status=open') return { body: { reports: [open] } };
      if (r.path === '/businesses/b-1') return { body: { business } };
      return undefined;
    });
    renderWithApp(
      <LocaleProvider locale="vi">
        <ReportQueue />
      </LocaleProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Báo cáo và đề xuất chỉnh sửa' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Phở Hà Nội' }, { timeout: 5000 });
    expect(within(card).getByText('Thông tin sai')).toBeVisible();
    const table = within(card).getByRole('table', { name: 'Thay đổi được đề xuất' });
    expect(within(table).getByRole('row', { name: /Số điện thoại/ })).toHaveTextContent(
      '(408) 555-0199',
    );
    expect(within(card).getByText('Chấp nhận sẽ áp dụng thay đổi được đề xuất.')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Chấp nhận' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Từ chối' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Đang mở' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes the hours with Vietnamese day names and words', async () => {
    answerHoursReport();
    renderWithApp(
      <LocaleProvider locale="vi">
        <ReportQueue />
      </LocaleProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Bún Chả Hương' }, { timeout: 5000 });
    const row = within(card).getByRole('row', { name: /Giờ mở cửa/ });
    const [current, suggested] = within(row).getAllByRole('cell');
    expect(current).toHaveTextContent(/^Thứ Hai 11:00–14:00, 17:00–22:00; Thứ Ba Mở cửa 24 giờ$/);
    expect(suggested).toHaveTextContent(/^Tạm nghỉ \(chưa có giờ mở cửa hằng tuần\)$/);
    expect(row).not.toHaveTextContent(/Mon|Tue|Closed|weekly/);
  });
});
