// The admin's stale listings: each with when it was last confirmed (or never) and whether it has an
// owner, in English and in Vietnamese, and the paging between them.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBusinessSummary } from '../../../components/testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { LocaleProvider } from '../../../lib/i18n.tsx';
import { StaleBusinesses } from './stale-businesses.tsx';

afterEach(() => vi.unstubAllGlobals());

const stale = [
  aBusinessSummary({ _id: 'b-1', name: 'Phở Hòa', verifiedAt: null, managedByOwner: false }),
  aBusinessSummary({
    _id: 'b-2',
    name: 'Bánh Mì 37',
    verifiedAt: '2025-01-02T18:00:00.000Z',
    managedByOwner: true,
  }),
];

const serve = () =>
  fakeApi((r) => (r.path === '/businesses/pages/1?stale=true' ? { body: stale } : undefined));

describe('StaleBusinesses', () => {
  it('lists each stale listing with its last confirmation and its owner', async () => {
    serve();
    renderWithApp(<StaleBusinesses />);
    const list = await screen.findByTestId('stale-businesses');
    expect(await screen.findByRole('link', { name: 'Phở Hòa' })).toBeVisible();
    expect(list).toHaveTextContent('never confirmed · no owner');
    expect(list).toHaveTextContent('last confirmed Jan 2, 2025 · has an owner');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('speaks Vietnamese on a Vietnamese page, dates included', async () => {
    serve();
    renderWithApp(
      <LocaleProvider locale="vi">
        <StaleBusinesses />
      </LocaleProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Quán lâu chưa xác nhận' })).toBeVisible();
    const list = await screen.findByTestId('stale-businesses');
    expect(await screen.findByRole('link', { name: 'Phở Hòa' })).toBeVisible();
    expect(list).toHaveTextContent('chưa từng xác nhận · chưa có chủ quán');
    expect(list).toHaveTextContent('xác nhận lần cuối ngày 2 thg 1, 2025 · có chủ quán');
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
  });
});
