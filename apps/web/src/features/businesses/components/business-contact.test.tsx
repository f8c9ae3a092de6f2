// The business page shows the business's own website (a link that opens apart from the page and is
// counted as a website tap) and its public e-mail (mailto); nothing without them, and never a link
// that is not http(s).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '@menudex/contract/entities';
import { aBusiness } from '../../../components/testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { BusinessPage } from '../routes/business-page.tsx';
import { websiteLabel } from './business-contact.tsx';

afterEach(() => vi.unstubAllGlobals());

async function show(overrides: Partial<Business>) {
  const business = aBusiness({ _id: 'b-1', name: 'Phở Hòa Bình', ...overrides });
  fakeApi(({ path }) => (path === '/businesses/b-1' ? { body: { business } } : undefined));
  renderWithApp(<BusinessPage businessId="b-1" />);
  await screen.findByRole('heading', { level: 1, name: 'Phở Hòa Bình' });
}

describe('the business contact on its page', () => {
  it('links the website by its address as people say it, opened apart and counted as a tap', async () => {
    await show({ website: 'https://phohoabinh.example/menu/' });
    const link = screen.getByRole('link', { name: 'phohoabinh.example/menu' });
    expect(link).toHaveAttribute('href', 'https://phohoabinh.example/menu/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('data-insight', 'website');
    expect(screen.getByTestId('business-contact')).toHaveTextContent(
      'Website: phohoabinh.example/menu',
    );
  });

  it('links the e-mail with mailto', async () => {
    await show({ email: 'hello@phohoabinh.example' });
    expect(screen.getByRole('link', { name: 'hello@phohoabinh.example' })).toHaveAttribute(
      'href',
      'mailto:hello@phohoabinh.example',
    );
    expect(screen.getByTestId('business-contact')).toHaveTextContent(
      'E-mail: hello@phohoabinh.example',
    );
  });

  it.each([
    ['neither is given', ''],
    ['the address is not http(s)', 'javascript:alert(1)'],
  ])('shows no contact when %s', async (_why, website) => {
    await show({ website, email: '' });
    expect(screen.queryByTestId('business-contact')).toBeNull();
    expect(screen.queryByRole('link', { name: /alert/ })).toBeNull();
  });

  it.each([
    ['https://example.com/', 'example.com'],
    ['http://www.example.com/menu', 'www.example.com/menu'],
    ['HTTPS://Example.com', 'Example.com'],
  ])('labels %s as %s', (url, label) => {
    expect(websiteLabel(url)).toBe(label);
  });
});
