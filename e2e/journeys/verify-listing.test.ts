// Freshness, end to end: the demo owner confirms their listing ("Confirm everything is correct") and
// the business page says "Verified" with today's date; the admin's list of stale listings no longer
// shows it. Screenshots of the owner's panel and the public line at 1280 and 390 px.

import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/journey.ts';
import { ADMIN, api, demoBusinessId, OWNER, screenshotBothWidths, signIn } from '../support/ui.ts';

const BUSINESS = 'Phở Hòa Bình';
// As the page writes it: one locale, UTC.
const today = () =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());

describe.runIf(hasBrowser())('Verify a listing', () => {
  const browser = useBrowser();

  it("an owner confirms the listing and the page shows today's date", async () => {
    const baseUrl = browser.baseUrl();
    const id = await demoBusinessId(baseUrl, BUSINESS);

    const owner = await browser.page('desktop');
    await owner.goto(`${baseUrl}/the-list`);
    await signIn(owner, OWNER);
    await owner.goto(`${baseUrl}/businesses/${id}`);
    const panel = owner.getByRole('region', { name: 'Is everything still correct?' });
    await panel.waitFor();
    await screenshotBothWidths(owner, 'confirm-listing', panel);
    await panel.getByRole('button', { name: 'Confirm everything is correct' }).click();
    await panel.getByRole('status').waitFor();
    expect(await panel.textContent()).toContain(`Last confirmed ${today()}`);
    await owner.context().close();

    // Anyone now reads "Verified {today}" and "Managed by its owner" on the page.
    const visitor = await browser.page('desktop');
    await visitor.goto(`${baseUrl}/businesses/${id}`);
    const line = visitor.getByTestId('freshness-line');
    await line.waitFor();
    await expect
      .poll(() => line.getByTestId('verified-at').textContent())
      .toBe(`Verified ${today()}`);
    expect(await line.textContent()).toContain('Managed by its owner');
    await screenshotBothWidths(visitor, 'verified-line', line);
    await visitor.context().close();

    // The admin's stale list does not name it any more.
    const admin = await browser.page('desktop');
    await admin.goto(`${baseUrl}/the-list`);
    await signIn(admin, ADMIN);
    const stale = await api(admin, 'GET', '/businesses/pages/1?stale=true');
    expect(stale.status).toBe(200);
    expect((stale.body as Array<{ _id: string }>).map((b) => b._id)).not.toContain(id);
    await admin.goto(`${baseUrl}/my-business`);
    const list = admin.getByRole('region', { name: 'Stale listings' });
    await list.waitFor();
    await list.getByTestId('stale-businesses').locator('li').first().waitFor();
    await screenshotBothWidths(admin, 'stale-listings', list);
    await admin.context().close();
  });
});
