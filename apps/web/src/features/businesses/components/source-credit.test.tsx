// An imported business's page carries its data's credit in small text: for OpenStreetMap places
// "Data © OpenStreetMap contributors, ODbL", linked to OpenStreetMap's copyright page; a business
// made by hand shows none.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '@menudex/contract/entities';
import { aBusiness } from '../../../components/testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../components/testing/render.tsx';
import { BusinessPage } from '../routes/business-page.tsx';
import { SourceCredit } from './source-credit.tsx';

const OSM: Partial<Business> = {
  source: { kind: 'osm', ref: 'node/1001', importedAt: '2026-03-10T10:00:00.000Z' },
  attribution: '© OpenStreetMap contributors, ODbL',
};

afterEach(() => vi.unstubAllGlobals());

describe('the source credit', () => {
  it('credits OpenStreetMap under the map of an imported place, linked to its copyright page', async () => {
    const business = aBusiness({ _id: 'b-1', name: 'Bánh Mì Oven', ...OSM });
    fakeApi(({ path }) => (path === '/businesses/b-1' ? { body: { business } } : undefined));
    renderWithApp(<BusinessPage businessId="b-1" />);
    const credit = await screen.findByTestId('source-credit');
    expect(credit).toHaveTextContent('Data © OpenStreetMap contributors, ODbL');
    const link = screen.getByRole('link', { name: 'Data © OpenStreetMap contributors, ODbL' });
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    expect(link).toHaveAttribute('rel', 'noopener');
    // After the place section (hours and map), before the menu.
    const place = screen.getByTestId('place-section');
    expect(place.compareDocumentPosition(credit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows another source’s credit as it is, without a link', () => {
    render(
      <SourceCredit
        business={{
          source: { kind: 'csv', ref: '17', importedAt: '2026-03-10T10:00:00.000Z' },
          attribution: 'Courtesy of the San Jose Downtown Association',
        }}
      />,
    );
    expect(screen.getByTestId('source-credit')).toHaveTextContent(
      'Courtesy of the San Jose Downtown Association',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a business made by hand', () => {
    const { container } = render(<SourceCredit business={{ source: null, attribution: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
