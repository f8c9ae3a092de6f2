// The hours editor as an owner uses it: each action changes the hours that Save would send.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Hours } from '@menudex/contract/hours';
import { draftFromHours, hoursFromDraft, type HoursDraft } from '../utils/hours-draft.ts';
import { HoursEditor } from './hours-editor.tsx';

const user = userEvent.setup();

const weekdaysNineToFive: Hours = {
  timeZone: 'America/Los_Angeles',
  weekly: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    opens: '09:00',
    closes: '17:00',
  })),
  special: [],
  temporarilyClosed: false,
  reopensOn: null,
};

/** The editor with its draft held as edit mode holds it; `sent()` is what Save would send. */
function renderEditor(hours: Hours | null) {
  let latest: HoursDraft | null = hours && draftFromHours(hours);
  function Harness() {
    const [draft, setDraft] = useState(latest);
    latest = draft;
    return <HoursEditor draft={draft} onChange={setDraft} defaultTimeZone="America/Los_Angeles" />;
  }
  render(<Harness />);
  return { sent: () => latest && hoursFromDraft(latest) };
}

const day = (name: string) => screen.getByRole('group', { name });

describe('the hours editor', { timeout: 30_000 }, () => {
  it('adds a second range to a day (a split shift) and sets its times', async () => {
    const { sent } = renderEditor(weekdaysNineToFive);
    await user.click(within(day('Monday')).getByRole('button', { name: 'Add hours on Monday' }));
    const closes = within(day('Monday')).getByLabelText('Monday range 1 closes');
    await user.clear(closes);
    await user.type(closes, '14:30');
    const opens = within(day('Monday')).getByLabelText('Monday range 2 opens');
    await user.clear(opens);
    await user.type(opens, '17:00');
    expect(sent()?.weekly.filter((r) => r.day === 'mon')).toEqual([
      { day: 'mon', opens: '09:00', closes: '14:30' },
      { day: 'mon', opens: '17:00', closes: '22:00' },
    ]);
  });

  it('removes a range, and marks a day closed or open again', async () => {
    const { sent } = renderEditor(weekdaysNineToFive);
    await user.click(
      within(day('Tuesday')).getByRole('button', { name: 'Remove Tuesday 09:00 to 17:00' }),
    );
    expect(sent()?.weekly.some((r) => r.day === 'tue')).toBe(false);
    expect(within(day('Tuesday')).getByText('Closed')).toBeInTheDocument();

    await user.click(within(day('Wednesday')).getByRole('switch', { name: 'Wednesday open' }));
    expect(sent()?.weekly.some((r) => r.day === 'wed')).toBe(false);
    await user.click(within(day('Sunday')).getByRole('switch', { name: 'Sunday open' }));
    expect(sent()?.weekly.filter((r) => r.day === 'sun')).toEqual([
      { day: 'sun', opens: '09:00', closes: '17:00' },
    ]);
  });

  it("copies one day's hours to the days chosen", async () => {
    const { sent } = renderEditor(weekdaysNineToFive);
    await user.click(within(day('Monday')).getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(within(day('Monday')).getByRole('button', { name: 'Copy to… (from Monday)' }));
    const dialog = await screen.findByRole('dialog', { name: "Copy Monday's hours to" });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sunday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    const monday = sent()
      ?.weekly.filter((r) => r.day === 'mon')
      .map((r) => [r.opens, r.closes]);
    expect(monday).toHaveLength(2);
    for (const d of ['sat', 'sun'] as const) {
      expect(
        sent()
          ?.weekly.filter((r) => r.day === d)
          .map((r) => [r.opens, r.closes]),
      ).toEqual(monday);
    }
    expect(sent()?.weekly.filter((r) => r.day === 'fri')).toHaveLength(1);
  });

  it('adds a special day on a date, closed with a note or open with its own hours, and removes it', async () => {
    const { sent } = renderEditor(weekdaysNineToFive);
    await user.click(screen.getByRole('button', { name: 'Add a special day' }));
    const special = screen.getByTestId('special-day');
    const date = within(special).getByLabelText('Date');
    await user.type(date, '2026-12-25');
    await user.type(within(special).getByLabelText('Note (e.g. Christmas)'), 'Christmas');
    expect(sent()?.special).toEqual([
      { date: '2026-12-25', closed: true, ranges: [], note: 'Christmas' },
    ]);

    await user.click(within(special).getByRole('switch', { name: 'Open on 2026-12-25' }));
    expect(sent()?.special[0]).toMatchObject({
      closed: false,
      ranges: [{ opens: '09:00', closes: '17:00' }],
    });

    await user.click(
      within(special).getByRole('button', { name: 'Remove special day 2026-12-25' }),
    );
    expect(sent()?.special).toEqual([]);
  });

  it('marks the business temporarily closed with an optional reopening date', async () => {
    const { sent } = renderEditor(weekdaysNineToFive);
    expect(screen.queryByLabelText('Reopens on (optional)')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Temporarily closed' }));
    expect(sent()).toMatchObject({ temporarilyClosed: true, reopensOn: null });
    await user.type(screen.getByLabelText('Reopens on (optional)'), '2026-12-02');
    expect(sent()).toMatchObject({ temporarilyClosed: true, reopensOn: '2026-12-02' });
    // Opening again drops the date (the server refuses a reopening date for an open business).
    await user.click(screen.getByRole('switch', { name: 'Temporarily closed' }));
    expect(sent()).toMatchObject({ temporarilyClosed: false, reopensOn: null });
    // The weekly hours stay as they were.
    expect(sent()?.weekly).toHaveLength(5);
  });

  it('shows times on the 24-hour clock as they are stored, whatever the locale, midnight closing as 24:00', async () => {
    renderEditor({
      ...weekdaysNineToFive,
      weekly: [
        { day: 'mon', opens: '09:00', closes: '14:30' },
        { day: 'mon', opens: '17:00', closes: '24:00' },
      ],
    });
    const opens = within(day('Monday')).getByLabelText('Monday range 2 opens');
    const closes = within(day('Monday')).getByLabelText('Monday range 2 closes');
    // A text field, not the browser's time input (12-hour with AM/PM in en-US).
    expect(opens).toHaveAttribute('type', 'text');
    expect(opens).toHaveValue('17:00');
    expect(closes).toHaveValue('24:00');
  });

  it('takes a time typed without its colon and writes it as HH:MM', async () => {
    const { sent } = renderEditor(weekdaysNineToFive);
    const closes = within(day('Monday')).getByLabelText('Monday range 1 closes');
    await user.clear(closes);
    await user.type(closes, '1730');
    expect(sent()?.weekly.find((r) => r.day === 'mon')).toEqual({
      day: 'mon',
      opens: '09:00',
      closes: '17:30',
    });
    await user.tab();
    expect(closes).toHaveValue('17:30');
    expect(screen.queryByText(/is not a time/)).toBeNull();
  });

  it('refuses a time that is not on the 24-hour clock with a message under the field, until it is fixed', async () => {
    renderEditor(weekdaysNineToFive);
    const opens = within(day('Tuesday')).getByLabelText('Tuesday range 1 opens');
    await user.clear(opens);
    await user.type(opens, '9am');
    // No message while the owner is still typing.
    expect(screen.queryByText(/is not a time/)).toBeNull();
    await user.tab();
    const message = within(day('Tuesday')).getByText(
      'Opens: “9am” is not a time. Use the 24-hour clock, like 09:00 or 17:30.',
    );
    expect(message).toBeVisible();
    expect(opens).toHaveAttribute('aria-invalid', 'true');
    expect(opens).toHaveAccessibleDescription(message.textContent ?? '');

    await user.clear(opens);
    await user.type(opens, '25:00');
    await user.tab();
    expect(within(day('Tuesday')).getByText(/“25:00” is not a time/)).toBeVisible();

    await user.clear(opens);
    await user.type(opens, '10:15');
    await user.tab();
    expect(within(day('Tuesday')).queryByText(/is not a time/)).toBeNull();
    expect(opens).toHaveAttribute('aria-invalid', 'false');
  });

  it("refuses a special day's time that is not one, too", async () => {
    renderEditor(weekdaysNineToFive);
    await user.click(screen.getByRole('button', { name: 'Add a special day' }));
    const special = screen.getByTestId('special-day');
    await user.type(within(special).getByLabelText('Date'), '2026-12-24');
    await user.click(within(special).getByRole('switch', { name: 'Open on 2026-12-24' }));
    const closes = within(special).getByLabelText('2026-12-24 closes');
    expect(closes).toHaveValue('17:00');
    await user.clear(closes);
    await user.type(closes, '2:30 PM');
    await user.tab();
    // Not read as 02:30: the 12-hour clock is refused, not guessed.
    expect(within(special).getByText(/^Closes: “2:30 PM” is not a time/)).toBeVisible();
  });

  it('shows the right times in the fields after a range above is removed', async () => {
    renderEditor({
      ...weekdaysNineToFive,
      weekly: [
        { day: 'mon', opens: '11:00', closes: '14:30' },
        { day: 'mon', opens: '17:00', closes: '22:00' },
      ],
    });
    await user.click(
      within(day('Monday')).getByRole('button', { name: 'Remove Monday 11:00 to 14:30' }),
    );
    expect(within(day('Monday')).getByLabelText('Monday range 1 opens')).toHaveValue('17:00');
    expect(within(day('Monday')).getByLabelText('Monday range 1 closes')).toHaveValue('22:00');
  });

  it('starts hours for a business without any, and removes them all', async () => {
    const { sent } = renderEditor(null);
    await user.click(screen.getByRole('button', { name: 'Add opening hours' }));
    expect(sent()?.weekly).toHaveLength(7);
    expect(sent()?.timeZone).toBe('America/Los_Angeles');
    await user.click(screen.getByRole('button', { name: 'Remove all opening hours' }));
    expect(sent()).toBeNull();
  });
});
