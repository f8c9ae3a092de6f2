import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBusinessSummary } from '../../../components/testing/fixtures.ts';
import { renderWithApp } from '../../../components/testing/render.tsx';
import { FreshnessLine } from './freshness-line.tsx';

describe('FreshnessLine', () => {
  it('shows the date the listing was last confirmed, in UTC, and that its owner manages it', () => {
    renderWithApp(
      <FreshnessLine
        business={aBusinessSummary({
          verifiedAt: '2026-11-27T23:30:00.000Z',
          stale: false,
          managedByOwner: true,
        })}
      />,
    );
    expect(screen.getByTestId('verified-at')).toHaveTextContent('Verified Nov 27, 2026');
    expect(screen.getByText('Managed by its owner')).toBeVisible();
  });

  it('says a listing nobody confirmed is not verified, and claims no owner', () => {
    renderWithApp(<FreshnessLine business={aBusinessSummary()} />);
    expect(screen.getByTestId('verified-at')).toHaveTextContent('Not verified by the business yet');
    expect(screen.queryByText('Managed by its owner')).toBeNull();
  });
});
