// Claim this business, end to end: a signed-in user claims a listing nobody manages; the link is
// mailed (over SMTP, to a server this test runs) to the business's address of record; opening it
// while signed in makes the user an owner, the page says "Managed by its owner", and they edit it.
// Screenshots of the claim dialog, the claim page and the managed listing at 1280 and 390 px.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/journey.ts';
import { startMailingServer } from '../support/server.ts';
import { ADMIN, api, openDialog, screenshotBothWidths, signIn, USER } from '../support/ui.ts';

/** Ten digits no other business has: an area code the demo city does not use, then random digits. */
/** Ten digits no other business has: an area code the demo city does not use, then random digits. */
const uniquePhone = () => `416${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe.runIf(hasBrowser())('Claim a business', () => {
  const browser = useBrowser();
  let mailing: Awaited<ReturnType<typeof startMailingServer>> | null = null;

  beforeAll(async () => {
    mailing = await startMailingServer();
  });
  afterAll(async () => {
    await mailing?.stop();
  });

  it('a user claims a business through the link mailed to it, becomes its owner and edits it', async () => {
    const base = mailing?.server.url ?? '';
    const name = `Claimable Curry ${crypto.randomBytes(2).toString('hex')}`;
    const inbox = `kitchen-${crypto.randomBytes(3).toString('hex')}@business.test`;

    // An admin lists the business with its e-mail address of record.
    const admin = await browser.page('desktop');
    await admin.goto(`${base}/the-list`);
    await signIn(admin, ADMIN);
    const created = await api(admin, 'POST', '/businesses/', { displayPhone: uniquePhone() });
    expect(created.status).toBe(201);
    const id = (created.body as { business: { _id: string } }).business._id;
    const named = await api(admin, 'PUT', `/businesses/${id}`, {
      form: { name, email: inbox, description: 'Curries from the family kitchen' },
    });
    expect(named.status).toBe(200);
    await admin.context().close();

    // The user (verified e-mail, a demo account) finds it unmanaged and claims it.
    const page = await browser.page('desktop');
    await page.goto(`${base}/the-list`);
    await signIn(page, USER);
    await page.goto(`${base}/businesses/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const claimButton = page.getByRole('button', { name: 'Claim this business' });
    await claimButton.waitFor();
    expect(await page.getByText('Managed by its owner').count()).toBe(0);
    await screenshotBothWidths(page, 'claim-button', claimButton);
    await claimButton.click();
    const dialog = await openDialog(page, `Claim ${name}`);
    await dialog.getByLabel(/How are you connected/).fill('I cook here every night.');
    await screenshotBothWidths(page, 'claim-dialog');
    await dialog.getByRole('button', { name: 'Send claim' }).click();
    await dialog.getByRole('status').getByText('We sent a link').waitFor();
    await screenshotBothWidths(page, 'claim-sent');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The mail to the business's address carries the link; the claimant opens it.
    const mail = await mailing!.smtp.next(inbox);
    expect(mail.subject).toContain(name);
    const link = /https?:\/\/\S+\/claim#token=[\w-]+/.exec(mail.text)?.[0] ?? '';
    expect(link.startsWith(`${base}/claim#token=`)).toBe(true);
    await page.goto(link);
    const confirm = page.getByRole('button', { name: 'Confirm my claim' });
    await confirm.waitFor();
    // The token leaves the address bar once read.
    expect(page.url()).toBe(`${base}/claim`);
    await screenshotBothWidths(page, 'claim-page');
    await confirm.click();
    await page.getByRole('status').getByText(`You now manage ${name}`).waitFor();
    await screenshotBothWidths(page, 'claim-confirmed');

    // Owner now: the page says so, and the edit mode saves a new description.
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByText('Managed by its owner').waitFor();
    expect(await page.getByRole('button', { name: 'Claim this business' }).count()).toBe(0);
    const editing = page.getByRole('button', { name: 'Editing' });
    await editing.waitFor();
    if ((await editing.getAttribute('aria-pressed')) !== 'true') await editing.click();
    await page.getByTestId('business-details-editor').waitFor();
    const description = page.getByLabel('Business description');
    await description.fill('Curries from the family kitchen. Now kept by its owner');
    const save = page.getByTestId('save-business');
    await save.click();
    await expect.poll(() => save.innerText()).toBe('Saved');
    // Previewing again after a reload: the page as visitors read it, with the owner's panel below.
    await page.reload();
    await page.getByText('Now kept by its owner', { exact: false }).first().waitFor();
    // The line as it ends up (it is drawn again when the owner's tools arrive).
    await page.getByTestId('freshness-line').getByText('Managed by its owner').waitFor();
    await screenshotBothWidths(page, 'claimed-business', page.getByTestId('freshness-line'));
    expect(await page.getByTestId('freshness-line').textContent()).toContain(
      'Managed by its owner',
    );

    // The link works once.
    const again = await api(page, 'POST', '/claims/confirm', {
      token: new URL(link).hash.replace('#token=', ''),
    });
    expect(again.status).toBe(400);
    const saved = await (await fetch(`${base}/api/businesses/${id}`)).json();
    expect(saved.business).toMatchObject({
      managedByOwner: true,
      description: 'Curries from the family kitchen. Now kept by its owner',
    });
    await page.context().close();
  });
});
