// Report a problem, end to end: a visitor reports a wrong phone number on a business page (with the
// correct number), gets a clear confirmation; an admin finds it in the queue on My Business with the
// suggested number beside the current one, accepts it, and the page shows the new number.
// Screenshots of the dialog, the confirmation and the queue at 1280 and 390 px.

import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/journey.ts';
import { ADMIN, api, openDialog, screenshotBothWidths, signIn } from '../support/ui.ts';

/** A business of the journey's own (the demo city's phones stay as the other journeys expect). */
const NAME = 'Wrong Number Noodles';

/** Ten digits no other business has: an area code the demo city does not use, then random digits. */
const uniquePhone = () => `417${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const display = (digits: string) =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

describe.runIf(hasBrowser())('Report a problem', () => {
  const browser = useBrowser();

  it('a visitor reports a wrong phone number; the admin accepts it and the page shows the new number', async () => {
    const baseUrl = browser.baseUrl();
    const oldPhone = uniquePhone();
    const newPhone = uniquePhone();

    const admin = await browser.page('desktop');
    await admin.goto(`${baseUrl}/the-list`);
    await signIn(admin, ADMIN);
    const created = await api(admin, 'POST', '/businesses/', { displayPhone: oldPhone });
    expect(created.status).toBe(201);
    const businessId = (created.body as { business: { _id: string } }).business._id;
    const named = await api(admin, 'PUT', `/businesses/${businessId}`, { form: { name: NAME } });
    expect(named.status).toBe(200);

    // The visitor (not signed in) opens the page and reports the number.
    const visitor = await browser.page('desktop');
    await visitor.goto(`${baseUrl}/businesses/${businessId}`);
    await visitor.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await visitor.getByText(display(oldPhone)).first().waitFor();
    await visitor.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = await openDialog(visitor, 'Report a problem or suggest an edit');
    await dialog
      .getByLabel('What is wrong?')
      .fill('This number rings a dentist; the new one is on the door.');
    await dialog.getByLabel('Phone').fill(display(newPhone));
    await screenshotBothWidths(visitor, 'report-dialog', dialog.getByLabel('Phone'));
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog
      .getByRole('status')
      .getByText('Thank you: your report was sent. A moderator will look at it.')
      .waitFor();
    await screenshotBothWidths(visitor, 'report-sent');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // The admin's queue on My Business: the suggested number beside the current one.
    await admin.goto(`${baseUrl}/my-business`);
    const queue = admin.getByRole('region', { name: 'Reports and suggested edits' });
    const card = queue.getByRole('article', { name: NAME });
    await card.waitFor();
    const row = card.getByRole('row', { name: /Phone/ });
    expect(await row.innerText()).toContain(display(oldPhone));
    expect(await row.innerText()).toContain(display(newPhone));
    await screenshotBothWidths(admin, 'report-queue', card.getByRole('button', { name: 'Accept' }));
    await card.getByLabel('Note').fill('Called them: right.');
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.waitFor({ state: 'detached' });
    await queue.getByRole('button', { name: 'Accepted' }).click();
    await queue
      .getByRole('article', { name: NAME })
      .getByText(/Accepted.*Called them: right\./)
      .waitFor();

    // The page shows the new number.
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await visitor.getByText(display(newPhone)).first().waitFor();
    expect(await visitor.getByText(display(oldPhone)).count()).toBe(0);
  });
});
