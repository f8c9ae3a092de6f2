import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_TEXTS } from '@menudex/contract/reports';
import { aBusiness, aList, anItem } from '../../../components/testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
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

describe('the report button', () => {
  it("says the contract's text (kept in the button so no schema comes with the page)", async () => {
    const { REPORT_BUTTON_TEXT } = await import('./report-problem-button.tsx');
    expect(REPORT_BUTTON_TEXT).toBe(REPORT_TEXTS.reportButton);
  });
});
