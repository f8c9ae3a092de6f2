import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { aBusinessSummary } from './testing/fixtures.ts';
import { BusinessCard } from './business-card.tsx';

function renderCard(props: Partial<Parameters<typeof BusinessCard>[0]>) {
  render(
    <MemoryRouter>
      <BusinessCard business={aBusinessSummary({ name: 'Hạt Cà Phê' })} {...props} />
    </MemoryRouter>,
  );
}

describe('BusinessCard', () => {
  it('links to the business, its name a heading, its favorites counted in words', () => {
    renderCard({ business: aBusinessSummary({ name: 'Hạt Cà Phê', favoriteCount: 8 }) });
    const link = screen.getByRole('link', { name: /^Hạt Cà Phê San Jose 8 favorites$/ });
    expect(link).toContainElement(screen.getByRole('heading', { name: 'Hạt Cà Phê', level: 3 }));
    // An aria-label on a div without a role is an error (the W3C checker's): none is left.
    expect(document.querySelector('div[aria-label]')).toBeNull();
  });

  it("says '1 favorite', not '1 favorites'", () => {
    renderCard({ business: aBusinessSummary({ name: 'Hạt Cà Phê', favoriteCount: 1 }) });
    expect(screen.getByRole('link', { name: /1 favorite$/ })).toBeInTheDocument();
  });

  it('acting on a click, is a button holding phrasing content only, named by its text', () => {
    const onClick = vi.fn();
    renderCard({ onClick, showPhone: true });
    const button = screen.getByRole('button', {
      name: /^Hạt Cà Phê \(408\) 555-0100 7 favorites$/,
    });
    // HTML allows no div, p or heading in a button (the W3C checker's error).
    expect(button.querySelectorAll('div, p, h1, h2, h3, h4, h5, h6')).toHaveLength(0);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
