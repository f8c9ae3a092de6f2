// The insights page of a business (owners, admins) and of the whole city (admins): the period's
// totals with their change against the previous period, the charts, the top dishes, the empty and
// failed states, the CSV download and the print kit.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@menudex/contract/constants';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import type { InsightDay, InsightsResponse } from '@menudex/contract/insights';
import {
  fakeApi,
  renderWithApp,
  signOut,
  type FakeRequest,
} from '../../../components/testing/render.tsx';
import { zeroDay } from '../utils/periods.ts';
import { BusinessInsightsPage } from './business-insights-page.tsx';
import { CityInsightsPage } from './city-insights-page.tsx';

// uPlot draws on a canvas, which jsdom does not have: what the page asks it to draw is under test.
const charts = vi.hoisted(() => [] as Array<{ labels: string[]; data: number[][] }>);
vi.mock('uplot', () => ({
  default: class {
    constructor(
      options: { series: Array<{ label?: string }> },
      data: number[][],
      target: HTMLElement,
    ) {
      charts.push({ labels: options.series.slice(1).map((s) => s.label ?? ''), data });
      target.append(document.createElement('canvas'));
    }
    setSize() {}
    destroy() {}
  },
}));

const user = userEvent.setup();

beforeEach(() => {
  charts.length = 0;
  // Today is 10 March 2026: the last 7 days are 4-10 March, the 7 before them 25 February-3 March.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 12, 0));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  URL.createObjectURL = vi.fn(() => 'blob:insights');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  signOut();
  vi.unstubAllGlobals();
});

const day = (date: string, counts: Partial<InsightDay>): InsightDay => ({
  ...zeroDay(date),
  ...counts,
});

const THIS_WEEK = '/businesses/b-1/insights?from=2026-03-04&to=2026-03-10';
const WEEK_BEFORE = '/businesses/b-1/insights?from=2026-02-25&to=2026-03-03';

const thisWeek: InsightsResponse = {
  days: [
    day('2026-03-04', { views: 10, visitors: 8, calls: 1, itemViews: 4 }),
    day('2026-03-10', { views: 8, visitors: 6, calls: 2, directions: 3, likes: 1 }),
  ],
  topItems: [
    { itemId: 'i-1', name: 'Bánh Xèo', views: 3, likes: 1 },
    { itemId: 'i-2', name: 'Phở Tái', views: 1, likes: 0 },
  ],
};
const weekBefore: InsightsResponse = {
  days: [day('2026-02-27', { views: 12, visitors: 10, calls: 3, directions: 0 })],
  topItems: [],
};

type Answer = { status?: number; body?: unknown } | undefined;

function serve(route: (request: FakeRequest) => Answer) {
  return fakeApi((request) => route(request) ?? undefined);
}

const renderBusiness = (days = 7) =>
  renderWithApp(<BusinessInsightsPage businessId="b-1" businessName="Phở Hòa Bình" />, {
    path: `/my-business/insights/b-1?days=${days}`,
    route: '/my-business/insights/:businessId',
  });

/** The total card of a count: its value and its change. */
const card = (label: string) => within(screen.getByRole('group', { name: label }));

describe('the business insights page', () => {
  it("shows each count's total for the period and its change against the previous one", async () => {
    const calls = serve(({ path }) =>
      path === THIS_WEEK
        ? { body: thisWeek }
        : path === WEEK_BEFORE
          ? { body: weekBefore }
          : undefined,
    );
    renderBusiness();
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(screen.getByText('Phở Hòa Bình')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Page views' });
    expect(card('Page views').getByText('18')).toBeInTheDocument();
    await waitFor(() =>
      expect(card('Page views').getByTestId('insight-change')).toHaveTextContent(
        '+50% vs the previous period',
      ),
    );
    expect(card('Visitors').getByText('14')).toBeInTheDocument();
    expect(card('Visitors').getByTestId('insight-change')).toHaveTextContent('+40%');
    expect(card('Calls').getByText('3')).toBeInTheDocument();
    expect(card('Calls').getByTestId('insight-change')).toHaveTextContent('0%');
    // None in the week before: no percentage of nothing.
    expect(card('Directions').getByTestId('insight-change')).toHaveTextContent(
      'new vs the previous period',
    );
    expect(card('QR scans').getByText('0')).toBeInTheDocument();
    expect(calls.map((c) => c.path).sort()).toEqual([WEEK_BEFORE, THIS_WEEK]);
    expect(document.title).toBe('Insights · Phở Hòa Bình · Menudex');
  });

  it('draws every day of the period (zeros where nothing was counted) and lists the top dishes', async () => {
    serve(({ path }) =>
      path === THIS_WEEK
        ? { body: thisWeek }
        : path === WEEK_BEFORE
          ? { body: weekBefore }
          : undefined,
    );
    renderBusiness();
    const top = await screen.findByRole('region', { name: 'Top dishes' });
    expect(
      within(top)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DishDish viewsLikes', 'Bánh Xèo31', 'Phở Tái10']);
    expect(screen.getAllByTestId('insights-chart')).toHaveLength(3);
    expect(charts.map((c) => c.labels)).toEqual([
      ['Page views', 'Visitors'],
      ['Calls', 'Directions', 'Website taps', 'QR scans'],
      ['Search appearances', 'Dish views', 'Likes', 'Favorites'],
    ]);
    // Seven days on the time axis; page views per day, the days between with zeros.
    const [visits] = charts;
    expect(visits?.data[0]).toHaveLength(7);
    expect(visits?.data[1]).toEqual([10, 0, 0, 0, 0, 0, 8]);
  });

  it('asks for the last 90 days (and the 90 before) when that period is chosen, and keeps it in the address', async () => {
    const calls = serve(({ path }) =>
      path.startsWith('/businesses/b-1/insights?')
        ? { body: { days: [], topItems: [] } }
        : undefined,
    );
    renderBusiness(30);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        '/businesses/b-1/insights?from=2025-12-11&to=2026-03-10',
      ),
    );
    expect(calls.map((c) => c.path)).toContain(
      '/businesses/b-1/insights?from=2025-09-12&to=2025-12-10',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('?days=90');
  });

  it('says so when nothing was counted in the period, with no charts', async () => {
    serve(({ path }) =>
      path.startsWith('/businesses/b-1/insights?')
        ? { body: { days: [], topItems: [] } }
        : undefined,
    );
    renderBusiness();
    expect(await screen.findByText('Nothing counted in this period yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('insights-chart')).toBeNull();
    expect(card('Page views').getByText('0')).toBeInTheDocument();
  });

  it("shows the server's message when the insights cannot be read, and tries again", async () => {
    let refuse = true;
    serve(({ path }) =>
      path.startsWith('/businesses/b-1/insights?')
        ? refuse
          ? { status: 403, body: { message: 'Only the owners of this business can see this' } }
          : { body: thisWeek }
        : undefined,
    );
    renderBusiness();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only the owners of this business can see this');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Page views' })).toBeInTheDocument();
  });

  it("downloads the period's CSV with the session's token, and shows a failed download", async () => {
    let csvStatus = 200;
    const calls = serve(({ path }) =>
      path.startsWith('/businesses/b-1/insights?')
        ? { body: thisWeek }
        : path === '/businesses/b-1/insights.csv?from=2026-03-04&to=2026-03-10'
          ? csvStatus === 200
            ? { body: 'date,views\n' }
            : { status: csvStatus, body: { message: 'the range must be at most two years' } }
          : undefined,
    );
    window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('owner-token'));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderBusiness();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.path.startsWith('/businesses/b-1/insights.csv'))).toBe(true);
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(
      '/api/businesses/b-1/insights.csv?from=2026-03-04&to=2026-03-10',
      expect.objectContaining({
        headers: expect.objectContaining({ authorization: 'Bearer owner-token' }) as unknown,
      }),
    );
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('insights-b-1-2026-03-04-2026-03-10.csv');
    expect(link.href).toBe('blob:insights');

    csvStatus = 400;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('The download failed: the range must be at most two years'),
    ).toBeInTheDocument();
    clicked.mockRestore();
  });

  it('downloads the print kit on the paper chosen, and shows a refused one', async () => {
    const calls = serve(({ path }) => {
      if (path.startsWith('/businesses/b-1/insights?')) return { body: thisWeek };
      if (path === '/businesses/b-1/print/menu.pdf?paper=letter') return { body: '%PDF-1.7' };
      if (path === '/businesses/b-1/print/sticker.pdf?paper=letter')
        return { status: 403, body: { message: 'You cannot edit this business' } };
      return undefined;
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderBusiness();
    const kit = within(await screen.findByRole('region', { name: 'Print kit' }));
    await user.click(kit.getByRole('button', { name: 'US Letter' }));
    await user.click(kit.getByRole('button', { name: 'Menu (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('menu-letter-b-1.pdf');
    await user.click(kit.getByRole('button', { name: 'Window sticker (PDF)' }));
    expect(
      await kit.findByText('The download failed: You cannot edit this business'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('/print/')).map((c) => c.path)).toEqual([
      '/businesses/b-1/print/menu.pdf?paper=letter',
      '/businesses/b-1/print/sticker.pdf?paper=letter',
    ]);
    clicked.mockRestore();
  });

  it('asks for the print kit in the language of a Vietnamese page', async () => {
    const calls = serve(({ path }) => {
      if (path.startsWith('/businesses/b-1/insights?')) return { body: thisWeek };
      if (path.startsWith('/businesses/b-1/print/')) return { body: '%PDF-1.7' };
      return undefined;
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(
      <LocaleProvider locale="vi">
        <BusinessInsightsPage businessId="b-1" businessName="Phở Hòa Bình" />
      </LocaleProvider>,
      { path: '/my-business/insights/b-1?days=7', route: '/my-business/insights/:businessId' },
    );
    const kit = within(await screen.findByRole('region', { name: 'Bộ tài liệu in' }));
    await user.click(kit.getByRole('button', { name: 'A4' }));
    await user.click(kit.getByRole('button', { name: 'Thẻ để bàn (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.path.includes('/print/')).map((c) => c.path)).toEqual([
      '/businesses/b-1/print/table-tent.pdf?paper=a4&lang=vi',
    ]);
    clicked.mockRestore();
  });
});

describe('the city insights page', () => {
  it('reads the whole city over the period and the one before', async () => {
    const calls = serve(({ path }) =>
      path.startsWith('/insights?') ? { body: thisWeek } : undefined,
    );
    renderWithApp(<CityInsightsPage />, { path: '/my-business/insights?days=7' });
    expect(screen.getByText('The whole city')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Page views' })).toBeInTheDocument();
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/insights?from=2026-02-25&to=2026-03-03',
      '/insights?from=2026-03-04&to=2026-03-10',
    ]);
    expect(screen.queryByRole('region', { name: 'Print kit' })).toBeNull();
  });
});

describe('the insights page in Vietnamese', () => {
  it('names the counts, charts and periods in Vietnamese and writes numbers the Vietnamese way', async () => {
    serve(({ path }) =>
      path === THIS_WEEK
        ? {
            body: {
              ...thisWeek,
              days: [day('2026-03-04', { views: 1200, visitors: 8 })],
              topItems: [{ itemId: 'i-1', name: 'Bánh Xèo', views: 1500, likes: 2 }],
            },
          }
        : path === WEEK_BEFORE
          ? { body: weekBefore }
          : undefined,
    );
    renderWithApp(
      <LocaleProvider locale="vi">
        <BusinessInsightsPage businessId="b-1" businessName="Phở Hòa Bình" />
      </LocaleProvider>,
      { path: '/my-business/insights/b-1?days=7', route: '/my-business/insights/:businessId' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Thống kê' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Lượt xem trang' });
    expect(card('Lượt xem trang').getByText('1.200')).toBeInTheDocument();
    await waitFor(() =>
      expect(card('Lượt xem trang').getByTestId('insight-change')).toHaveTextContent(
        'so với kỳ trước',
      ),
    );
    expect(screen.getByRole('button', { name: '7 ngày qua' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tải CSV/ })).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Món được xem nhiều nhất' });
    expect(within(top).getByRole('row', { name: /Bánh Xèo/ })).toHaveTextContent('1.500');
    expect(
      screen.getByRole('img', {
        name: /^Lượt ghé thăm: Lượt xem trang, Khách truy cập theo ngày$/,
      }),
    ).toBeInTheDocument();
    expect(charts.at(0)?.labels).toEqual(['Lượt xem trang', 'Khách truy cập']);
    expect(document.title).toBe('Thống kê · Phở Hòa Bình · Menudex');
  });
});
