// Edit mode's hours editor and map pin, saved with the page's Save: PUT /businesses/{id}/hours with
// the hours, the pin as location[lat] and location[lng] on the business PUT, a 400 shown as sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Business } from '@menudex/contract/entities';
import type { Hours } from '@menudex/contract/hours';
import { clickEditing } from '../../components/testing/click-editing.ts';
import { aBusiness, aProfile } from '../../components/testing/fixtures.ts';
import {
  renderWithApp,
  signIn,
  signOut,
  testQueryClient,
} from '../../components/testing/render.tsx';
import {
  aiConfig,
  fakeFormApi,
  type SeenRequest,
} from '../../features/my-business/testing/form-api.ts';
import { BusinessRoute } from './business.tsx';

const user = userEvent.setup();

beforeAll(async () => {
  await import('../../features/my-business/components/business-edit-mode.tsx');
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const hours: Hours = {
  timeZone: 'America/Los_Angeles',
  weekly: [{ day: 'mon', opens: '09:00', closes: '17:00' }],
  special: [],
  temporarilyClosed: false,
  reopensOn: null,
};

function renderPage(
  business: Business,
  route: (r: SeenRequest) => { status?: number; body?: unknown } | undefined,
) {
  const calls = fakeFormApi((request) => {
    if (request.path === '/config') return aiConfig(false);
    const answer = route(request);
    if (answer) return answer;
    if (request.path === `/businesses/${business._id}` && request.method === 'GET')
      return { body: { business } };
    if (request.path === `/feedback/${business._id}/summary`)
      return { body: { count: 0, heldOut: 0, averages: [], latest: [] } };
    return { status: 404, body: { message: 'Not found' } };
  });
  const client = testQueryClient();
  signIn(client, aProfile({ role: 'admin' }));
  renderWithApp(<BusinessRoute />, {
    client,
    path: `/businesses/${business._id}`,
    route: '/businesses/:id',
  });
  return calls;
}

describe('edit mode: hours and map pin', { timeout: 30_000 }, () => {
  it('saves changed hours with PUT /hours and shows the saved state', async () => {
    const business = aBusiness({ _id: 'b-1', canEdit: true, hours });
    const calls = renderPage(business, (r) =>
      r.method === 'PUT' && r.path === '/businesses/b-1/hours'
        ? { body: { business: { ...business, hours: r.body as Hours } } }
        : undefined,
    );
    await clickEditing(user);
    const monday = screen.getByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(screen.getByTestId('save-business'));
    await waitFor(() => expect(screen.getByTestId('save-business')).toHaveTextContent('Saved'));
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put.map((c) => c.path)).toEqual(['/businesses/b-1/hours']);
    expect((put[0]?.body as Hours).weekly).toEqual([
      { day: 'mon', opens: '09:00', closes: '17:00' },
      { day: 'mon', opens: '18:00', closes: '22:00' },
    ]);
  });

  it("shows the server's 400 message and keeps the edits", async () => {
    const business = aBusiness({ _id: 'b-1', canEdit: true, hours });
    renderPage(business, (r) =>
      r.method === 'PUT' && r.path === '/businesses/b-1/hours'
        ? { status: 400, body: { message: 'hours overlap: mon 09:00-17:00 and mon 12:00-13:00' } }
        : undefined,
    );
    await clickEditing(user);
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(screen.getByTestId('save-business'));
    expect(await within(screen.getByTestId('business-page')).findByRole('alert')).toHaveTextContent(
      'Opening hours not saved: hours overlap: mon 09:00-17:00 and mon 12:00-13:00',
    );
    expect(screen.getAllByTestId('hours-range')).toHaveLength(2);
    expect(screen.getByTestId('save-business')).toHaveTextContent('Save');
  });

  it('sends typed coordinates as location[lat] and location[lng] with the business', async () => {
    const business = aBusiness({ _id: 'b-1', canEdit: true });
    const calls = renderPage(business, (r) =>
      r.method === 'PUT' && r.path === '/businesses/b-1' ? { body: { business } } : undefined,
    );
    await clickEditing(user);
    const lat = screen.getByLabelText('Latitude');
    await user.clear(lat);
    await user.type(lat, '37.3000');
    expect(screen.getByTestId('save-business')).toBeEnabled();
    await user.click(screen.getByTestId('save-business'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const form = calls.find((c) => c.method === 'PUT')?.form ?? [];
    expect(form.filter(([k]) => k.startsWith('location['))).toEqual([
      ['location[lat]', '37.3000'],
      ['location[lng]', '-121.8907'],
    ]);
  });
});
