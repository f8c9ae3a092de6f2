// The business's website and public e-mail in edit mode: shown for editing, pointed out with the
// contract's words while they would be refused, and sent by Save (only when changed, as the other
// texts); the server's 400 {message} shows above the page and the edit stays.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import type { Business } from '@menudex/contract/entities';
import { aBusiness } from '../../../components/testing/fixtures.ts';
import { renderWithApp } from '../../../components/testing/render.tsx';
import { aiConfig, fakeFormApi, stubObjectUrls, type SeenRequest } from '../testing/form-api.ts';
import { BusinessEditMode } from './business-edit-mode.tsx';

const user = userEvent.setup();

/** Pastes the text where typing it key by key would be slow: the field sees one change. */
async function typeInto(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => stubObjectUrls());
afterEach(() => vi.unstubAllGlobals());

function renderEditor(
  business: Business,
  put: (r: SeenRequest) => { status?: number; body?: unknown },
) {
  const calls = fakeFormApi((request) => {
    if (request.path === '/config') return aiConfig(false);
    if (request.method === 'PUT' && request.path === `/businesses/${business._id}`)
      return put(request);
    return undefined;
  });
  renderWithApp(
    <BusinessEditMode business={business} initialMode="editing">
      {(edit) => (
        <>
          {edit.notices}
          {edit.editControls}
          {edit.details}
        </>
      )}
    </BusinessEditMode>,
  );
  return calls;
}

const saved = (business: Business, request: SeenRequest) => {
  const fields = Object.fromEntries(
    // The text fields only: this form sends no files.
    (request.form ?? []).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ) as Partial<Business>;
  return { body: { business: { ...business, ...fields } } };
};

describe('the website and e-mail fields', () => {
  it('show what the business has, and Save sends only the changed one', async () => {
    const business = aBusiness({
      _id: 'b-1',
      canEdit: true,
      website: 'https://hatcaphe.example',
      email: 'hello@hatcaphe.example',
    });
    const calls = renderEditor(business, (r) => saved(business, r));
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect(website).toHaveValue('https://hatcaphe.example');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('hello@hatcaphe.example');

    await user.clear(website);
    await typeInto(website, 'https://hatcaphe.example/menu');
    await user.click(screen.getByTestId('save-business'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.form).toEqual([['website', 'https://hatcaphe.example/menu']]);
  });

  it('point out an address that is not http(s) and an e-mail without its shape, with the contract words', async () => {
    renderEditor(aBusiness({ _id: 'b-1', canEdit: true }), () => ({ status: 500 }));
    const website = screen.getByRole('textbox', { name: 'Website' });
    await typeInto(website, 'ftp://files.example');
    expect(screen.getByText(BUSINESS_TEXTS.invalidWebsite)).toBeInTheDocument();
    expect(website).toHaveAttribute('aria-invalid', 'true');
    await user.clear(website);
    await typeInto(website, 'https://hatcaphe.example');
    expect(screen.queryByText(BUSINESS_TEXTS.invalidWebsite)).not.toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await typeInto(email, 'hello@');
    expect(screen.getByText(BUSINESS_TEXTS.invalidBusinessEmail)).toBeInTheDocument();
    await typeInto(email, 'hatcaphe.example');
    expect(screen.queryByText(BUSINESS_TEXTS.invalidBusinessEmail)).not.toBeInTheDocument();
    // Emptied, it is removed: not a mistake.
    await user.clear(email);
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's refusal above the page and keeps the edit", async () => {
    const business = aBusiness({ _id: 'b-1', canEdit: true });
    renderEditor(business, () => ({
      status: 400,
      body: { message: BUSINESS_TEXTS.invalidWebsite },
    }));
    const website = screen.getByRole('textbox', { name: 'Website' });
    await typeInto(website, 'javascript:alert(1)');
    await user.click(screen.getByTestId('save-business'));
    expect(await screen.findByRole('alert')).toHaveTextContent(BUSINESS_TEXTS.invalidWebsite);
    expect(website).toHaveValue('javascript:alert(1)');
  });
});
