// The owner's view of a burst of feedback: it is listed under Discounts with what came of it, the
// summary says how many forms are held out of its averages, and the owner can void the burst's open
// discounts (after confirming) and count or drop its ratings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  heldOutLine,
  type DiscountLog,
  type FeedbackBurst,
  type FeedbackSummary,
} from '@menudex/contract/feedback';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { FeedbackOwnerPanels } from './feedback-owner-panels.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup();

const BURST: FeedbackBurst = {
  id: 'burst-1',
  startedAt: '2026-06-04T10:00:00.000Z',
  lastAt: '2026-06-04T10:05:00.000Z',
  feedbacks: 6,
  networks: 6,
  discounts: { granted: 6, redeemed: 1, voided: 0 },
  ratings: 'held',
  voidedAt: null,
};

/** A business with one burst, whose state changes as the fake server is told to void or count. */
function fakeServer() {
  let burst = BURST;
  const log = (): DiscountLog => ({
    dailyLimit: 50,
    hourlyLimit: 12,
    today: { granted: 6, redeemed: 1 },
    discounts: [],
    bursts: [burst],
  });
  const summary = (): FeedbackSummary => ({
    count: 8,
    heldOut: burst.ratings === 'counted' ? 0 : 6,
    averages: [{ question: 'Customer Service', average: 4.5, count: 2 }],
    latest: [],
  });
  return fakeApi(({ method, path, body }) => {
    if (path === '/feedback/b-1/discounts') return { body: log() };
    if (path === '/feedback/b-1/summary') return { body: summary() };
    if (method === 'POST' && path === '/feedback/b-1/bursts/burst-1/void') {
      burst = {
        ...burst,
        voidedAt: '2026-06-04T11:00:00.000Z',
        discounts: { ...burst.discounts, voided: 5 },
      };
      return { body: burst };
    }
    if (method === 'PUT' && path === '/feedback/b-1/bursts/burst-1/ratings') {
      burst = { ...burst, ratings: (body as { ratings: 'counted' | 'dropped' }).ratings };
      return { body: burst };
    }
    return undefined;
  });
}

describe('bursts in the owner panels', () => {
  it('shows the burst and voids its open discounts once the owner confirms', async () => {
    const calls = fakeServer();
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled />);
    const discounts = await screen.findByRole('region', { name: 'Discounts' });
    const bursts = await within(discounts).findByRole('region', { name: 'Suspicious bursts' });
    const item = within(bursts).getByRole('listitem');
    expect(item).toHaveTextContent('6 forms from 6 networks');
    expect(item).toHaveTextContent('Discounts: 6 given, 1 redeemed, 0 voided.');
    expect(item).toHaveTextContent('held out of the averages');

    const summary = screen.getByRole('region', { name: 'Customer feedback' });
    expect(await within(summary).findByRole('note')).toHaveTextContent(heldOutLine(6));

    await user.click(within(item).getByRole('button', { name: 'Void open discounts' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('5 discounts not yet redeemed will no longer be accepted');
    expect(calls.some((c) => c.path.endsWith('/void'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));

    await waitFor(() => expect(item).toHaveTextContent('1 redeemed, 5 voided'));
    // The page is hidden from the accessibility tree until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(item).getByRole('button', { name: 'Void open discounts' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/void'))).toHaveLength(1);
  });

  it("counts the burst's ratings when the owner says it was a real crowd", async () => {
    const calls = fakeServer();
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled />);
    const bursts = await screen.findByRole('region', { name: 'Suspicious bursts' });
    await user.click(within(bursts).getByRole('button', { name: 'Count ratings' }));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/feedback/b-1/bursts/burst-1/ratings',
        body: { ratings: 'counted' },
      }),
    );
    await waitFor(() =>
      expect(within(bursts).getByRole('listitem')).toHaveTextContent(
        'Its ratings are counted in the averages.',
      ),
    );
    const summary = screen.getByRole('region', { name: 'Customer feedback' });
    await waitFor(() => expect(within(summary).queryByRole('note')).not.toBeInTheDocument());
    expect(within(bursts).getByRole('button', { name: 'Count ratings' })).toBeDisabled();
  });
});

describe('the owner panels in Vietnamese', () => {
  it('shows the summary, the discounts and the burst in Vietnamese, numbers the Vietnamese way', async () => {
    fakeServer();
    renderWithApp(
      <LocaleProvider locale="vi">
        <FeedbackOwnerPanels businessId="b-1" feedbackEnabled />
      </LocaleProvider>,
    );
    const summary = await screen.findByRole('region', { name: 'Góp ý của khách' });
    expect(await within(summary).findByText('Đã nhận 8 phiếu')).toBeInTheDocument();
    expect(within(summary).getByText('4,5 (2)')).toBeInTheDocument();
    expect(within(summary).getByRole('note')).toHaveTextContent(
      '6 phiếu góp ý từ các đợt dồn dập đang được tách khỏi điểm trung bình',
    );
    const discounts = await screen.findByRole('region', { name: 'Ưu đãi' });
    expect(discounts).toHaveTextContent('24 giờ qua: đã tặng 6, đã dùng 1. Tối đa 12 mỗi giờ.');
    expect(within(discounts).getByLabelText('Số lượt ưu đãi mỗi ngày')).toHaveValue(50);
    const bursts = within(discounts).getByRole('region', { name: 'Đợt góp ý đáng ngờ' });
    const item = within(bursts).getByRole('listitem');
    expect(item).toHaveTextContent('6 phiếu từ 6 mạng');
    expect(item).toHaveTextContent('Ưu đãi: đã tặng 6, đã dùng 1, đã hủy 0.');
    await user.click(within(item).getByRole('button', { name: 'Hủy các lượt chưa dùng' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Hủy các lượt ưu đãi của đợt này?',
    });
    expect(dialog).toHaveTextContent('5 lượt ưu đãi chưa dùng sẽ không còn được chấp nhận');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
