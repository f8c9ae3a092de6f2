// The business page's place guide with a fixed clock: Tuesday 2026-11-24, 15:00 in Los Angeles.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hours } from '@menudex/contract/hours';
import { aBusiness } from '../../../components/testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { BusinessPage } from '../routes/business-page.tsx';

const splitShifts: Hours = {
  timeZone: 'America/Los_Angeles',
  weekly: [
    { day: 'tue', opens: '17:00', closes: '22:00' },
    { day: 'tue', opens: '11:00', closes: '14:30' },
    { day: 'wed', opens: '11:00', closes: '22:00' },
    { day: 'fri', opens: '18:00', closes: '02:00' },
  ],
  special: [
    { date: '2026-11-20', closed: true, ranges: [], note: 'Gone by' },
    { date: '2026-12-25', closed: true, ranges: [], note: 'Christmas' },
    { date: '2026-11-26', closed: false, ranges: [{ opens: '10:00', closes: '15:00' }], note: '' },
  ],
  temporarilyClosed: false,
  reopensOn: null,
};

function show(overrides: Parameters<typeof aBusiness>[0], locale: 'en' | 'vi' = 'en') {
  const business = aBusiness({ _id: 'b-1', name: 'Phở Hòa Bình', ...overrides });
  // A Vietnamese page asks for the owner's Vietnamese texts (?lang=vi).
  fakeApi(({ path }) =>
    path.split('?')[0] === '/businesses/b-1' ? { body: { business } } : undefined,
  );
  renderWithApp(
    <LocaleProvider locale={locale}>
      <BusinessPage businessId="b-1" />
    </LocaleProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T23:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the place guide on the business page', () => {
  it('says when a closed business opens next, under the name, in the business time zone', async () => {
    show({ hours: splitShifts, openNow: false, nextChange: '2026-11-25T01:00:00Z' });
    const status = await screen.findByTestId('opening-status');
    expect(status).toHaveTextContent('Closed · opens 17:00');
  });

  it('says Open now with the closing time', async () => {
    show({ hours: splitShifts, openNow: true, nextChange: '2026-11-25T06:00:00Z' });
    expect(await screen.findByTestId('opening-status')).toHaveTextContent(
      'Open now · closes 22:00',
    );
  });

  it('says Temporarily closed with the reopening date', async () => {
    show({
      hours: { ...splitShifts, temporarilyClosed: true, reopensOn: '2026-12-02' },
      openNow: false,
      nextChange: null,
    });
    expect(await screen.findByTestId('opening-status')).toHaveTextContent(
      'Temporarily closed · reopens Dec 2',
    );
  });

  it('lists the week from Monday with today marked, split shifts in order, closed days said', async () => {
    show({ hours: splitShifts, openNow: false, nextChange: '2026-11-25T01:00:00Z' });
    const table = within(await screen.findByTestId('opening-hours')).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'MondayClosed',
      'Tuesday (today)11:00–14:30, 17:00–22:00',
      'Wednesday11:00–22:00',
      'ThursdayClosed',
      'Friday18:00–02:00',
      'SaturdayClosed',
      'SundayClosed',
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-current', 'date');
  });

  it("shows Closed with the holiday's name in today's row on a special day closed for it", async () => {
    show({
      hours: {
        ...splitShifts,
        special: [{ date: '2026-11-24', closed: true, ranges: [], note: 'Staff party' }],
      },
      openNow: false,
      nextChange: '2026-11-25T19:00:00Z',
    });
    const table = within(await screen.findByTestId('opening-hours')).getByRole('table');
    const today = within(table).getAllByRole('row')[1];
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('Tuesday (today)ClosedSpecial day: Staff party');
    expect(today).not.toHaveTextContent('17:00');
    // The other days keep their usual hours.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Wednesday11:00–22:00');
  });

  it("shows a special day's own hours in today's row, not the weekday's", async () => {
    show({
      hours: {
        ...splitShifts,
        special: [
          {
            date: '2026-11-24',
            closed: false,
            ranges: [{ opens: '10:00', closes: '15:00' }],
            note: '',
          },
        ],
      },
      openNow: false,
      nextChange: null,
    });
    const table = within(await screen.findByTestId('opening-hours')).getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Tuesday (today)10:00–15:00Special day',
    );
  });

  it('keeps each range on one line: a split shift may wrap between its ranges, never inside one', async () => {
    show({ hours: splitShifts, openNow: false, nextChange: null });
    const table = within(await screen.findByTestId('opening-hours')).getByRole('table');
    const tuesday = within(table).getAllByRole('row')[1]!;
    const parts = within(tuesday).getAllByTestId('hours-part');
    expect(parts.map((p) => p.textContent)).toEqual(['11:00–14:30', '17:00–22:00']);
    for (const part of parts) expect(part).toHaveStyle({ whiteSpace: 'nowrap' });
    // The special days list keeps its ranges whole too.
    const special = within(await screen.findByTestId('special-days')).getByText('10:00–15:00');
    expect(special).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('lists the special days ahead, soonest first, not the ones gone by', async () => {
    show({ hours: splitShifts, openNow: false, nextChange: null });
    const specials = await screen.findByTestId('special-days');
    expect(
      within(specials)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nov 26: 10:00–15:00', 'Dec 25: Closed (Christmas)']);
  });

  it('says the status, the week, the special days and Directions in Vietnamese on a Vietnamese page', async () => {
    show(
      {
        hours: splitShifts,
        openNow: false,
        nextChange: '2026-11-27T17:30:00Z',
        location: { ...aBusiness().location, lat: 37.3, lng: -121.9 },
      },
      'vi',
    );
    expect(await screen.findByTestId('opening-status')).toHaveTextContent(
      'Đóng cửa · mở cửa lúc 09:30 Thứ 6',
    );
    const hours = await screen.findByTestId('opening-hours');
    expect(within(hours).getByRole('heading', { level: 2 })).toHaveTextContent('Giờ mở cửa');
    const rows = within(within(hours).getByRole('table'))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(0, 3)).toEqual([
      'Thứ HaiĐóng cửa',
      'Thứ Ba (hôm nay)11:00–14:30, 17:00–22:00',
      'Thứ Tư11:00–22:00',
    ]);
    expect(
      within(screen.getByTestId('special-days'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['26 thg 11: 10:00–15:00', '25 thg 12: Đóng cửa (Christmas)']);
    expect(screen.getByRole('link', { name: 'Chỉ đường' })).toBeInTheDocument();
  });

  it('offers Directions at the coordinates and the phone as a tel: link', async () => {
    show({ hours: null, openNow: null, nextChange: null });
    const directions = await screen.findByRole('link', { name: 'Directions' });
    expect(directions.getAttribute('href')).toMatch(/37\.335500,-121\.890700/);
    expect(screen.getByRole('link', { name: '(408) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+14085550100',
    );
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
  });

  it('shows hours our model cannot hold as the text the source gave, without a status or week table', async () => {
    show({
      hours: null,
      openNow: null,
      nextChange: null,
      hoursText: 'Mo-Fr 11:00-22:00; PH off; easter off',
      location: { ...aBusiness().location, lat: null, lng: null },
    });
    const listed = await screen.findByTestId('listed-hours');
    expect(listed).toHaveTextContent('Hours (as listed): Mo-Fr 11:00-22:00; PH off; easter off');
    // The listed range stays on one line.
    expect(within(listed).getByText('11:00-22:00')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByTestId('place-section')).toContainElement(listed);
    expect(screen.queryByTestId('opening-status')).toBeNull();
    expect(screen.queryByTestId('opening-hours')).toBeNull();
  });

  it('shows the week table, not the listed text, when the business has hours', async () => {
    show({ hours: splitShifts, openNow: false, nextChange: null, hoursText: '' });
    await screen.findByTestId('opening-hours');
    expect(screen.queryByTestId('listed-hours')).toBeNull();
  });

  it('shows no status, hours, map or Directions for what the business has not given', async () => {
    show({
      hours: null,
      openNow: null,
      nextChange: null,
      location: { ...aBusiness().location, lat: null, lng: null },
    });
    await screen.findByRole('heading', { level: 1, name: 'Phở Hòa Bình' });
    expect(screen.queryByTestId('opening-status')).toBeNull();
    expect(screen.queryByTestId('opening-hours')).toBeNull();
    expect(screen.queryByTestId('place-section')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Directions' })).toBeNull();
  });
});
