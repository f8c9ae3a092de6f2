import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { aBusinessSummary } from './testing/fixtures.ts';
import { BusinessCard } from './business-card.tsx';

const hours = {
  timeZone: 'America/Los_Angeles',
  weekly: [{ day: 'mon' as const, opens: '09:00', closes: '17:00' }],
  special: [],
  temporarilyClosed: false,
  reopensOn: null,
};

function card(overrides: Parameters<typeof aBusinessSummary>[0]) {
  render(
    <MemoryRouter>
      <BusinessCard business={aBusinessSummary(overrides)} />
    </MemoryRouter>,
  );
}

describe('the business card place badges', () => {
  it('shows Open when the business is open now', () => {
    card({ hours, openNow: true });
    expect(screen.getByTestId('open-badge')).toHaveTextContent(/^Open$/);
  });

  it('shows Closed when it is not', () => {
    card({ hours, openNow: false });
    expect(screen.getByTestId('open-badge')).toHaveTextContent(/^Closed$/);
  });

  it('shows Temporarily closed over the weekly hours', () => {
    card({ hours: { ...hours, temporarilyClosed: true }, openNow: false });
    expect(screen.getByTestId('open-badge')).toHaveTextContent('Temporarily closed');
  });

  it('shows no badge without hours, and the distance when the answer carries one', () => {
    card({ hours: null, openNow: null, distanceMeters: 1609.344 * 1.24 });
    expect(screen.queryByTestId('open-badge')).toBeNull();
    expect(screen.getByTestId('place-badges')).toHaveTextContent('1.2 mi');
  });

  it('shows nothing at all without hours or distance', () => {
    card({ hours: null, openNow: null });
    expect(screen.queryByTestId('place-badges')).toBeNull();
  });
});
